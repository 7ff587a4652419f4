import Foundation

/// The log loss of a review log under FSRS-6 and its exact gradient in the 21 parameters, in
/// one pass: forward mode, each word's stability and difficulty carried through its history
/// with their partial derivatives (a lane each), so that a step of the fit costs one walk of
/// the reviews, not one a parameter. A clamp the model applies (a bound of difficulty, the
/// floor of stability, a prediction held off 0 and 1) passes no gradient, as the reference's
/// automatic differentiation passes none.
struct FSRSLossGradient {
    /// ∂/∂w₀ … ∂/∂w₂₀ in lanes 0–20 of six 4-wide vectors; lanes 21–23 stay 0. (The
    /// standard library's `SIMD32<Double>` is two orders of magnitude slower here: it is not
    /// lowered to vector instructions.)
    struct Partials {
        var lanes: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

        init(repeating value: Double = 0) {
            let all = SIMD4<Double>(repeating: value)
            lanes = (all, all, all, all, all, all)
        }

        init(
            _ lanes: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)
        ) {
            self.lanes = lanes
        }

        subscript(index: Int) -> Double {
            get {
                switch index / 4 {
                case 0: lanes.0[index % 4]
                case 1: lanes.1[index % 4]
                case 2: lanes.2[index % 4]
                case 3: lanes.3[index % 4]
                case 4: lanes.4[index % 4]
                default: lanes.5[index % 4]
                }
            }
            set {
                switch index / 4 {
                case 0: lanes.0[index % 4] = newValue
                case 1: lanes.1[index % 4] = newValue
                case 2: lanes.2[index % 4] = newValue
                case 3: lanes.3[index % 4] = newValue
                case 4: lanes.4[index % 4] = newValue
                default: lanes.5[index % 4] = newValue
                }
            }
        }

        /// Each lane of `a` with the same lane of `b`.
        @inline(__always)
        static func lanewise(_ a: Partials, _ b: Partials, _ f: (SIMD4<Double>, SIMD4<Double>) -> SIMD4<Double>)
            -> Partials
        {
            Partials(
                (
                    f(a.lanes.0, b.lanes.0), f(a.lanes.1, b.lanes.1), f(a.lanes.2, b.lanes.2),
                    f(a.lanes.3, b.lanes.3), f(a.lanes.4, b.lanes.4), f(a.lanes.5, b.lanes.5)
                ))
        }

        @inline(__always)
        func map(_ f: (SIMD4<Double>) -> SIMD4<Double>) -> Partials {
            Partials((f(lanes.0), f(lanes.1), f(lanes.2), f(lanes.3), f(lanes.4), f(lanes.5)))
        }

        static func + (a: Partials, b: Partials) -> Partials { lanewise(a, b, +) }
        static func - (a: Partials, b: Partials) -> Partials { lanewise(a, b, -) }
        static func * (a: Partials, b: Partials) -> Partials { lanewise(a, b, *) }
        static func / (a: Partials, b: Partials) -> Partials { lanewise(a, b, /) }
        static func += (a: inout Partials, b: Partials) { a = a + b }
        static prefix func - (a: Partials) -> Partials { a.map { -$0 } }
        static func * (k: Double, a: Partials) -> Partials { a.map { k * $0 } }
        static func / (a: Partials, k: Double) -> Partials { a.map { $0 / k } }
        static func + (a: Partials, k: Double) -> Partials { a.map { $0 + k } }
        func squareRoot() -> Partials { map { $0.squareRoot() } }
    }

    /// The log, flattened once for every step of a fit: each review's interval and grade, and
    /// the weight its prediction carries (0 for a word's first review, which predicts nothing).
    struct Log {
        var elapsed: [Double] = []
        var rating: [Int] = []
        var weight: [Double] = []
        /// History `i` is reviews `starts[i] ..< starts[i + 1]`.
        var starts: [Int] = [0]
        /// The predicted reviews of each history.
        var predicted: [Int] = []

        var historyCount: Int { predicted.count }
        var totalWeight: Double { weight.reduce(0, +) }

        /// `histories` with every prediction weighted 1, or by its recency as the reference
        /// weighs it (`FSRSEvaluation.recencyWeight`, in time order).
        init(_ histories: [FSRSOptimizer.History], recencyWeighted: Bool) {
            var days: [(day: Int, index: Int)] = []
            for history in histories {
                for (index, review) in history.enumerated() {
                    if index > 0 { days.append((review.day, elapsed.count)) }
                    elapsed.append(Double(review.elapsedDays))
                    rating.append(review.rating.rawValue)
                    weight.append(index > 0 ? 1 : 0)
                }
                starts.append(elapsed.count)
                predicted.append(max(0, history.count - 1))
            }
            guard recencyWeighted else { return }
            let ordered = days.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
            for (position, entry) in ordered.enumerated() {
                weight[entry.element.index] = FSRSEvaluation.recencyWeight(position, of: ordered.count)
            }
        }
    }

    /// The weighted sum of the cross-entropies of `histories`' predictions under `w`, its
    /// gradient, and the sum of the weights.
    static func evaluate(_ log: Log, histories: some Sequence<Int>, weights w: [Double]) -> (
        loss: Double, gradient: Partials, weight: Double
    ) {
        precondition(w.count == 21, "FSRS-6 has 21 parameters")
        var loss = 0.0
        var gradient = Partials()
        var total = 0.0
        let model = Model(w)
        for history in histories {
            model.walk(log, history: history, loss: &loss, gradient: &gradient, weight: &total)
        }
        return (loss, gradient, total)
    }

    /// A unit vector: the partial derivatives of `w[index]` itself.
    static func unit(_ index: Int) -> Partials {
        var e = Partials()
        e[index] = 1
        return e
    }

    /// FSRS-6's step (`FSRS.nextState`) with its derivatives. A parameter's own term goes into
    /// its one lane (`d[i] += …`), not through a vector multiply by its unit vector: most of a
    /// step's work is a handful of whole-vector operations.
    struct Model {
        let w: [Double]
        let factor: Double
        let factorByW20: Double

        init(_ w: [Double]) {
            self.w = w
            factor = pow(0.9, -1 / w[20]) - 1
            factorByW20 = (factor + 1) * Foundation.log(0.9) / (w[20] * w[20])
        }

        func walk(_ log: Log, history: Int, loss: inout Double, gradient: inout Partials, weight: inout Double) {
            let start = log.starts[history]
            let end = log.starts[history + 1]
            guard start < end else { return }
            var (s, ds, d, dd) = initial(log.rating[start])
            for k in (start + 1)..<end {
                let t = log.elapsed[k]
                let grade = log.rating[k]
                // The prediction: R = (1 + f t / S)^(−w₂₀).
                let u = 1 + factor * t / s
                // Each power as the exponential of a logarithm the derivative needs anyway.
                let logU = Foundation.log(u)
                let r = exp(-w[20] * logU)
                var du = -(factor * t / (s * s)) * ds
                du[20] += t / s * factorByW20
                var dr = -(r * w[20] / u) * du
                dr[20] -= r * logU
                let itsWeight = log.weight[k]
                if itsWeight > 0 {
                    let p = min(max(r, 0.0001), 0.9999)
                    let recalled = grade > 1
                    loss += itsWeight * (recalled ? -Foundation.log(p) : -Foundation.log(1 - p))
                    weight += itsWeight
                    if p == r { gradient += (itsWeight * (recalled ? -1 / p : 1 / (1 - p))) * dr }
                }
                let (nextS, nextDS) = stability(s: s, ds: ds, d: d, dd: dd, r: r, dr: dr, t: t, grade: grade)
                (d, dd) = difficulty(d: d, dd: dd, grade: grade)
                (s, ds) = nextS >= FSRS.minimumStability ? (nextS, nextDS) : (FSRS.minimumStability, Partials())
            }
        }

        func initial(_ grade: Int) -> (s: Double, ds: Partials, d: Double, dd: Partials) {
            let s0 = w[grade - 1]
            let (s, ds) =
                s0 > FSRS.minimumStability
                ? (s0, FSRSLossGradient.unit(grade - 1)) : (FSRS.minimumStability, Partials())
            let g = Double(grade - 1)
            let grown = exp(w[5] * g)
            let d0 = w[4] - grown + 1
            var dd0 = Partials()
            dd0[4] = 1
            dd0[5] = -g * grown
            let (d, dd) = clampedDifficulty(d0, dd0)
            return (s, ds, d, dd)
        }

        func clampedDifficulty(_ d: Double, _ dd: Partials) -> (Double, Partials) {
            if d < 1 { return (1, Partials()) }
            if d > 10 { return (10, Partials()) }
            return (d, dd)
        }

        func difficulty(d: Double, dd: Partials, grade: Int) -> (Double, Partials) {
            let change = Double(grade - 3)
            let delta = -w[6] * change
            let damped = d + delta * (10 - d) / 9
            let easyGrown = exp(3 * w[5])
            let easy = w[4] - easyGrown + 1
            let reverted = w[7] * easy + (1 - w[7]) * damped
            // (1 − w₇) · ∂damped, with damped's own w₆ term, and w₇ · ∂easy's w₄ and w₅ terms.
            var dReverted = ((1 - w[7]) * (1 - delta / 9)) * dd
            dReverted[6] -= (1 - w[7]) * (10 - d) / 9 * change
            dReverted[7] += easy - damped
            dReverted[4] += w[7]
            dReverted[5] -= w[7] * 3 * easyGrown
            return clampedDifficulty(reverted, dReverted)
        }

        func stability(
            s: Double, ds: Partials, d: Double, dd: Partials, r: Double, dr: Partials, t: Double, grade: Int
        ) -> (Double, Partials) {
            if t < 1 {
                // A second review the same day.
                let shift = Double(grade) - 3 + w[18]
                let logS = Foundation.log(s)
                let increase = exp(w[17] * shift - w[19] * logS)
                if grade > 1, increase < 1 { return (s, ds) }
                var dIncrease = -(increase * w[19] / s) * ds
                dIncrease[17] += increase * shift
                dIncrease[18] += increase * w[17]
                dIncrease[19] -= increase * logS
                return (s * increase, increase * ds + s * dIncrease)
            }
            if grade == 1 {
                let (logD, logS1) = (Foundation.log(d), Foundation.log(s + 1))
                let p2 = exp(-w[12] * logD)
                let grown = exp(w[13] * logS1)
                let p3 = grown - 1
                let p4 = exp(w[14] * (1 - r))
                let longTerm = w[11] * p2 * p3 * p4
                let shrink = exp(w[17] * w[18])
                let ceiling = s / shrink
                guard longTerm < ceiling else {
                    var dCeiling = (1 / shrink) * ds
                    dCeiling[17] -= ceiling * w[18]
                    dCeiling[18] -= ceiling * w[17]
                    return (ceiling, dCeiling)
                }
                // ∂ of w₁₁ · D^(−w₁₂) · ((S+1)^w₁₃ − 1) · e^(w₁₄(1−R)), a factor at a time.
                var dLongTerm =
                    (-longTerm * w[12] / d) * dd + (w[11] * p2 * p4 * grown * w[13] / (s + 1)) * ds
                    + (-longTerm * w[14]) * dr
                dLongTerm[11] += p2 * p3 * p4
                dLongTerm[12] -= longTerm * logD
                dLongTerm[13] += w[11] * p2 * p4 * grown * logS1
                dLongTerm[14] += longTerm * (1 - r)
                return (longTerm, dLongTerm)
            }
            let a = exp(w[8])
            let b = 11 - d
            let logS = Foundation.log(s)
            let c = exp(-w[9] * logS)
            let grownRecall = exp(w[10] * (1 - r))
            let g = grownRecall - 1
            let h = grade == 2 ? w[15] : grade == 4 ? w[16] : 1
            let growth = a * b * c * g * h
            // ∂ of e^w₈ · (11 − D) · S^(−w₉) · (e^(w₁₀(1−R)) − 1) · (w₁₅ or w₁₆ or 1).
            var dGrowth =
                (-(a * c * g * h)) * dd + (-growth * w[9] / s) * ds + (-(a * b * c * h * grownRecall) * w[10]) * dr
            dGrowth[8] += growth
            dGrowth[9] -= growth * logS
            dGrowth[10] += a * b * c * h * grownRecall * (1 - r)
            if grade == 2 { dGrowth[15] += a * b * c * g }
            if grade == 4 { dGrowth[16] += a * b * c * g }
            return (s * (1 + growth), (1 + growth) * ds + s * dGrowth)
        }
    }
}
