/// The reviews coming: how many words fall due on each of the next 30 learner days, today's
/// count holding every word already overdue (what `review` would ask today without a limit).
public struct ReviewForecast: Sendable, Equatable {
    public static let days = 30

    public var today: Int
    /// Words due on each day, today first.
    public var counts: [Int]

    /// - Parameter dueDays: each met word's due day (a studied word's next review, a met
    ///   word's first).
    public init(dueDays: [Int], today: Int) {
        self.init(dueCounts: dueDays.map { (day: $0, count: 1) }, today: today)
    }

    /// - Parameter dueCounts: how many words fall due on each day (a day before today is
    ///   overdue, and counts today).
    public init(dueCounts: [(day: Int, count: Int)], today: Int) {
        var counts = [Int](repeating: 0, count: Self.days)
        for (day, count) in dueCounts where day < today + Self.days {
            counts[max(0, day - today)] += count
        }
        self.today = today
        self.counts = counts
    }

    /// Words due within the first `days` days, today's overdue ones included.
    public func due(within days: Int) -> Int {
        counts.prefix(days).reduce(0, +)
    }

    /// The day with the most words due (the earliest of equals), if any is due.
    public var busiest: (day: Int, count: Int)? {
        guard let most = counts.max(), most > 0, let index = counts.firstIndex(of: most) else { return nil }
        return (today + index, most)
    }

    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One cell a day, today first: the height of each day's count against the busiest
    /// day's, `·` for a day with nothing due.
    public var bars: String {
        let most = counts.max() ?? 0
        return String(
            counts.map { count -> Character in
                guard count > 0, most > 0 else { return "·" }
                // Ceiling: a day with one word due shows at least the lowest bar.
                let step = (count * Self.levels.count + most - 1) / most
                return Self.levels[min(Self.levels.count, max(1, step)) - 1]
            })
    }
}
