import Foundation

/// The log loss of a review log under FSRS-6 and its exact gradient in the 21 parameters, in
/// one pass: reverse mode over each word's history (`Model`), so that a step of the fit costs
/// one walk of the reviews, not one a parameter. A clamp the model applies (a bound of
/// difficulty, the floor of stability, a prediction held off 0 and 1) passes no gradient, as
/// the reference's automatic differentiation passes none.
struct FSRSLossGradient {
    /// ∂/∂w₀ … ∂/∂w₂₀ (and the fit's other per-parameter numbers) in lanes 0–20 of six 4-wide
    /// vectors; lanes 21–23 stay 0. (The standard library's `SIMD32<Double>` is two orders of
    /// magnitude slower: it is not lowered to vector instructions.)
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
        /// The most predicted reviews of any history.
        var longest = 0

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
                longest = max(longest, history.count - 1)
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
        var total = 0.0
        let model = Model(w)
        // Lanes 0–20 the parameters'; lane 21 takes a branch's unused terms.
        var gradient = [Double](repeating: 0, count: 22)
        let steps = UnsafeMutableBufferPointer<Step>.allocate(capacity: max(1, log.longest))
        defer { steps.deallocate() }
        gradient.withUnsafeMutableBufferPointer { gradient in
            for history in histories {
                model.walk(log, history: history, steps: steps, loss: &loss, gradient: gradient, weight: &total)
            }
        }
        var partials = Partials()
        for index in 0..<21 { partials[index] = gradient[index] }
        return (loss, partials, total)
    }

    /// A review's step, as the way back needs it: how the memory after it, and its
    /// prediction, move with the memory before it and with the parameters that enter
    /// directly. A term a clamp cut is 0.
    struct Step {
        /// ∂S′/∂S, ∂S′/∂D and ∂S′/∂R: the new stability's.
        var stabilityBy: SIMD4<Double> = .zero
        /// ∂S′ by the (at most four) parameters the step's formula names, in `stabilityLanes`.
        var stabilityByParameter: SIMD4<Double> = .zero
        var stabilityLanes: SIMD4<Int32> = SIMD4(repeating: 21)
        /// ∂D′/∂D, and ∂D′ by w₄, w₅, w₆, w₇.
        var difficultyByDifficulty = 0.0
        var difficultyByParameter: SIMD4<Double> = .zero
        /// ∂R/∂S and ∂R/∂w₂₀.
        var recallByStability = 0.0
        var recallByDecay = 0.0
        /// ∂(weighted cross-entropy)/∂R, 0 where the prediction was held off 0 or 1.
        var lossByRecall = 0.0
    }

    /// FSRS-6's step (`FSRS.nextState`) with its derivatives, in reverse mode: a word's
    /// history is walked forward once, each step keeping its local derivatives (a handful of
    /// numbers), then backward, carrying two numbers — the loss's derivatives by the
    /// stability and the difficulty — and adding to a parameter's lane only where the
    /// parameter enters. A step costs a few multiplications, not a 21-wide vector's.
    struct Model {
        let w: [Double]
        let factor: Double
        let factorByW20: Double
        /// e^w₈, the recall growth's scale; the difficulty of a first "easy" and its e^(3w₅);
        /// e^(w₁₇w₁₈), the lapse's short-term ceiling's divisor.
        let growthScale: Double
        let easyDifficulty: Double
        let easyGrown: Double
        let shrink: Double

        init(_ w: [Double]) {
            self.w = w
            factor = pow(0.9, -1 / w[20]) - 1
            factorByW20 = (factor + 1) * Foundation.log(0.9) / (w[20] * w[20])
            growthScale = exp(w[8])
            easyGrown = exp(3 * w[5])
            easyDifficulty = w[4] - easyGrown + 1
            shrink = exp(w[17] * w[18])
        }

        func walk(
            _ log: Log, history: Int, steps: UnsafeMutableBufferPointer<Step>, loss: inout Double,
            gradient: UnsafeMutableBufferPointer<Double>, weight: inout Double
        ) {
            let start = log.starts[history]
            let end = log.starts[history + 1]
            guard start < end else { return }
            let firstGrade = log.rating[start]
            let s0 = w[firstGrade - 1]
            var s = max(s0, FSRS.minimumStability)
            let g0 = Double(firstGrade - 1)
            let grown0 = exp(w[5] * g0)
            let d0 = w[4] - grown0 + 1
            var d = min(max(d0, 1), 10)
            for k in (start + 1)..<end {
                let t = log.elapsed[k]
                let grade = log.rating[k]
                // Written in place: a step copied is a memmove of its 150 bytes.
                let step = steps.baseAddress! + (k - start - 1)
                step.initialize(to: Step())
                // The prediction: R = (1 + f t / S)^(−w₂₀), a power as the exponential of a
                // logarithm the derivative needs anyway.
                let u = 1 + factor * t / s
                let logU = Foundation.log(u)
                let r = exp(-w[20] * logU)
                let rByU = -r * w[20] / u
                step.pointee.recallByStability = rByU * -(factor * t / (s * s))
                step.pointee.recallByDecay = rByU * (t / s * factorByW20) - r * logU
                let itsWeight = log.weight[k]
                if itsWeight > 0 {
                    let recalled = grade > 1
                    weight += itsWeight
                    if r >= 0.0001, r <= 0.9999 {
                        // −ln R is w₂₀ ln u: no logarithm more.
                        loss += itsWeight * (recalled ? w[20] * logU : -Foundation.log(1 - r))
                        step.pointee.lossByRecall = itsWeight * (recalled ? -1 / r : 1 / (1 - r))
                    } else {
                        let p = min(max(r, 0.0001), 0.9999)
                        loss += itsWeight * (recalled ? -Foundation.log(p) : -Foundation.log(1 - p))
                    }
                }
                let nextS = stability(s: s, d: d, r: r, t: t, grade: grade, step: &step.pointee)
                let nextD = difficulty(d: d, grade: grade, step: &step.pointee)
                if nextS < FSRS.minimumStability {
                    step.pointee.stabilityBy = .zero
                    step.pointee.stabilityByParameter = .zero
                }
                s = max(nextS, FSRS.minimumStability)
                d = nextD
            }
            // Back: ŝ and d̂, the loss's derivatives by the memory after each step.
            var sBar = 0.0
            var dBar = 0.0
            for index in stride(from: end - start - 2, through: 0, by: -1) {
                let step = steps.baseAddress! + index
                let rBar = step.pointee.lossByRecall + sBar * step.pointee.stabilityBy[2]
                for lane in 0..<4 {
                    gradient[Int(step.pointee.stabilityLanes[lane])] += sBar * step.pointee.stabilityByParameter[lane]
                }
                for lane in 0..<4 { gradient[4 + lane] += dBar * step.pointee.difficultyByParameter[lane] }
                gradient[20] += rBar * step.pointee.recallByDecay
                (sBar, dBar) = (
                    sBar * step.pointee.stabilityBy[0] + rBar * step.pointee.recallByStability,
                    sBar * step.pointee.stabilityBy[1] + dBar * step.pointee.difficultyByDifficulty
                )
            }
            if s0 > FSRS.minimumStability { gradient[firstGrade - 1] += sBar }
            if d0 >= 1, d0 <= 10 {
                gradient[4] += dBar
                gradient[5] -= dBar * g0 * grown0
            }
        }

        /// D′, with its local derivatives in `step`.
        func difficulty(d: Double, grade: Int, step: inout Step) -> Double {
            let change = Double(grade - 3)
            let delta = -w[6] * change
            let damped = d + delta * (10 - d) / 9
            let reverted = w[7] * easyDifficulty + (1 - w[7]) * damped
            guard reverted >= 1, reverted <= 10 else { return min(max(reverted, 1), 10) }
            step.difficultyByDifficulty = (1 - w[7]) * (1 - delta / 9)
            // w₇ · ∂easy by w₄ and w₅; (1 − w₇) · damped's own w₆ term; w₇'s own.
            step.difficultyByParameter = SIMD4(
                w[7], -w[7] * 3 * easyGrown, -(1 - w[7]) * (10 - d) / 9 * change, easyDifficulty - damped)
            return reverted
        }

        /// S′ before its floor, with its local derivatives in `step`.
        func stability(s: Double, d: Double, r: Double, t: Double, grade: Int, step: inout Step) -> Double {
            if t < 1 {
                // A second review the same day.
                let shift = Double(grade) - 3 + w[18]
                let logS = Foundation.log(s)
                let increase = exp(w[17] * shift - w[19] * logS)
                if grade > 1, increase < 1 {
                    step.stabilityBy = SIMD4(1, 0, 0, 0)
                    return s
                }
                let grown = s * increase
                step.stabilityBy = SIMD4(increase * (1 - w[19]), 0, 0, 0)
                step.stabilityByParameter = SIMD4(grown * shift, grown * w[17], -grown * logS, 0)
                step.stabilityLanes = SIMD4(17, 18, 19, 21)
                return grown
            }
            if grade == 1 {
                let (logD, logS1) = (Foundation.log(d), Foundation.log(s + 1))
                let p2 = exp(-w[12] * logD)
                let grown = exp(w[13] * logS1)
                let p3 = grown - 1
                let p4 = exp(w[14] * (1 - r))
                let longTerm = w[11] * p2 * p3 * p4
                let ceiling = s / shrink
                guard longTerm < ceiling else {
                    step.stabilityBy = SIMD4(1 / shrink, 0, 0, 0)
                    step.stabilityByParameter = SIMD4(-ceiling * w[18], -ceiling * w[17], 0, 0)
                    step.stabilityLanes = SIMD4(17, 18, 21, 21)
                    return ceiling
                }
                // w₁₁ · D^(−w₁₂) · ((S+1)^w₁₃ − 1) · e^(w₁₄(1−R)), a factor at a time.
                step.stabilityBy = SIMD4(
                    w[11] * p2 * p4 * grown * w[13] / (s + 1), -longTerm * w[12] / d, -longTerm * w[14], 0)
                step.stabilityByParameter = SIMD4(
                    p2 * p3 * p4, -longTerm * logD, w[11] * p2 * p4 * grown * logS1, longTerm * (1 - r))
                step.stabilityLanes = SIMD4(11, 12, 13, 14)
                return longTerm
            }
            let b = 11 - d
            let logS = Foundation.log(s)
            let c = exp(-w[9] * logS)
            let grownRecall = exp(w[10] * (1 - r))
            let g = grownRecall - 1
            let h = grade == 2 ? w[15] : grade == 4 ? w[16] : 1
            let growth = growthScale * b * c * g * h
            // S · (1 + e^w₈ · (11 − D) · S^(−w₉) · (e^(w₁₀(1−R)) − 1) · (w₁₅ or w₁₆ or 1)).
            step.stabilityBy = SIMD4(
                1 + growth - growth * w[9], -s * growthScale * c * g * h,
                -s * growthScale * b * c * h * grownRecall * w[10], 0)
            let bonus = s * growthScale * b * c * g
            step.stabilityByParameter = SIMD4(
                s * growth, -s * growth * logS, s * growthScale * b * c * h * grownRecall * (1 - r),
                grade == 2 || grade == 4 ? bonus : 0)
            step.stabilityLanes = SIMD4(8, 9, 10, grade == 2 ? 15 : grade == 4 ? 16 : 21)
            return s * (1 + growth)
        }
    }
}
