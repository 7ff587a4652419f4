import Foundation

/// The FSRS-6 memory model (Free Spaced Repetition Scheduler): each word's memory has a
/// stability (days until recall falls to 90 %) and a difficulty (1–10); a review's grade
/// updates both, and the next review is due when predicted recall falls to the desired
/// retention.
///
/// The formulas and the default parameters are the published FSRS-6 ones.
public struct FSRS: Sendable, Equatable {
    /// w₀ … w₂₀.
    public var weights: [Double]
    /// The probability of recall at which a word comes back (0.7–0.99).
    public var desiredRetention: Double
    /// The longest interval, in days.
    public var maximumInterval: Int

    /// The published FSRS-6 default parameters.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
        0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    public init(weights: [Double] = FSRS.defaultWeights, desiredRetention: Double = 0.9, maximumInterval: Int = 36_500)
    {
        precondition(weights.count == 21, "FSRS-6 has 21 parameters")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
    }

    /// How well a word was recalled.
    public enum Rating: Int, Sendable, Codable, CaseIterable {
        case again = 1
        case hard = 2
        case good = 3
        case easy = 4
    }

    /// A word's memory after its reviews so far.
    public struct MemoryState: Sendable, Equatable, Codable {
        public var stability: Double
        public var difficulty: Double

        public init(stability: Double, difficulty: Double) {
            self.stability = stability
            self.difficulty = difficulty
        }
    }

    static let minimumStability = 0.001
    /// The stabilities a memory may have, in days: FSRS's floor to a century (the reference's
    /// bound); a file's value outside them is damage.
    public static let stabilityRange = minimumStability...36_500.0

    var decay: Double { -weights[20] }
    var factor: Double { pow(0.9, 1 / decay) - 1 }

    /// The probability of recalling a word `elapsedDays` after its last review.
    public func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * max(elapsedDays, 0) / stability, decay)
    }

    /// Days until recall falls to the desired retention, rounded, from 1 to the maximum.
    public func interval(stability: Double) -> Int {
        let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        // Held within the bounds before it is an Int: a damaged stability never traps.
        guard days.isFinite else { return days > 0 ? maximumInterval : 1 }
        return Int(min(max(days.rounded(), 1), Double(maximumInterval)))
    }

    /// The memory after a review.
    /// - Parameters:
    ///   - state: the memory before, nil for a word never reviewed.
    ///   - elapsedDays: whole days since the last review; 0 for a second review the same day.
    public func nextState(after state: MemoryState?, elapsedDays: Int, rating: Rating) -> MemoryState {
        guard let state else {
            return MemoryState(
                stability: initialStability(rating), difficulty: initialDifficulty(rating, clamped: true))
        }
        let difficulty = nextDifficulty(state.difficulty, rating: rating)
        let stability: Double
        if elapsedDays < 1 {
            stability = shortTermStability(state.stability, rating: rating)
        } else {
            let recall = retrievability(elapsedDays: Double(elapsedDays), stability: state.stability)
            stability =
                rating == .again
                ? forgetStability(difficulty: state.difficulty, stability: state.stability, retrievability: recall)
                : recallStability(
                    difficulty: state.difficulty, stability: state.stability, retrievability: recall, rating: rating)
        }
        return MemoryState(stability: max(stability, Self.minimumStability), difficulty: difficulty)
    }

    func initialStability(_ rating: Rating) -> Double {
        max(weights[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating, clamped: Bool) -> Double {
        let d = weights[4] - exp(weights[5] * Double(rating.rawValue - 1)) + 1
        return clamped ? Self.clampDifficulty(d) : d
    }

    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -weights[6] * Double(rating.rawValue - 3)
        // Linear damping: changes shrink as difficulty nears 10.
        let damped = difficulty + delta * (10 - difficulty) / 9
        // Mean reversion towards the difficulty of a first "easy".
        let reverted = weights[7] * initialDifficulty(.easy, clamped: false) + (1 - weights[7]) * damped
        return Self.clampDifficulty(reverted)
    }

    func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? weights[15] : 1
        let easyBonus = rating == .easy ? weights[16] : 1
        let growth =
            exp(weights[8]) * (11 - difficulty) * pow(stability, -weights[9])
            * (exp(weights[10] * (1 - retrievability)) - 1) * hardPenalty * easyBonus
        return stability * (1 + growth)
    }

    func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm =
            weights[11] * pow(difficulty, -weights[12]) * (pow(stability + 1, weights[13]) - 1)
            * exp(weights[14] * (1 - retrievability))
        let shortTermCeiling = stability / exp(weights[17] * weights[18])
        return min(longTerm, shortTermCeiling)
    }

    /// A second review the same day. Only Again may lower stability: a same-day Hard is a
    /// success, not a lapse (the FSRS authors' fix of "Hard acting as Again", in fsrs-rs
    /// 6.0.0, ts-fsrs 5.3 and py-fsrs 6.3.2).
    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = exp(weights[17] * (Double(rating.rawValue) - 3 + weights[18])) * pow(stability, -weights[19])
        if rating != .again { increase = max(increase, 1) }
        return stability * increase
    }

    static func clampDifficulty(_ d: Double) -> Double { min(max(d, 1), 10) }
}
