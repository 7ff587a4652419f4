/// True retention, as Anki counts it: of the reviews that tested a memory (every scheduled
/// review after a word's first), the share recalled, over the last 30 learner days — in all
/// and per level — beside the retention the scheduler aims at. "Recalled" is what the memory
/// model counts: any grade but again, so an "almost" is recalled here though the quiz's
/// score does not count it right.
public struct TrueRetention: Sendable, Equatable {
    /// The learner days counted, today included.
    public static let days = 30

    /// Reviews and how many of them were recalled.
    public struct Tally: Sendable, Equatable {
        public var reviews = 0
        public var recalled = 0

        public init(reviews: Int = 0, recalled: Int = 0) {
            self.reviews = reviews
            self.recalled = recalled
        }

        public var rate: Double? { reviews == 0 ? nil : Double(recalled) / Double(reviews) }

        mutating func add(recalled wasRecalled: Bool) {
            reviews += 1
            if wasRecalled { recalled += 1 }
        }
    }

    public var overall: Tally
    /// Each level with reviews in the window; a deck's words count only in `overall`.
    public var byLevel: [BankWord.Level: Tally]
    /// The retention the scheduler aims at (WORDQUIZ_DESIRED_RETENTION).
    public var target: Double

    /// From the tallies of the window's reviews by level (nil: a deck's word, or a review
    /// counted before levels were kept).
    public init(tallies: [BankWord.Level?: Tally], target: Double) {
        overall = tallies.values.reduce(into: Tally()) {
            $0.reviews += $1.reviews
            $0.recalled += $1.recalled
        }
        byLevel = [:]
        for case (let level?, let tally) in tallies where tally.reviews > 0 { byLevel[level] = tally }
        self.target = target
    }

    /// From each word's scheduled reviews: the definition the store's running counts are
    /// held to.
    /// - Parameters:
    ///   - histories: each word's scheduled reviews (`FSRSOptimizer.historiesByWord`).
    ///   - level: a word's level, nil for a deck's word.
    public init(
        _ histories: [(headword: String, history: FSRSOptimizer.History)], level: (String) -> BankWord.Level?,
        today: Int, target: Double
    ) {
        var overall = Tally()
        var byLevel: [BankWord.Level: Tally] = [:]
        let first = today - Self.days + 1
        for (headword, history) in histories {
            let wordLevel = level(headword)
            for review in history.dropFirst() where (first...today).contains(review.day) {
                let recalled = review.rating != .again
                overall.add(recalled: recalled)
                if let wordLevel { byLevel[wordLevel, default: Tally()].add(recalled: recalled) }
            }
        }
        self.overall = overall
        self.byLevel = byLevel
        self.target = target
    }
}
