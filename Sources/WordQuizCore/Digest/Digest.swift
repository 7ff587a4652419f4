/// The day's word as a notification: composed at delivery time from the entry, never
/// frozen when a schedule is made (the ancestors pushed the same word every day).
public struct Digest: Sendable, Equatable {
    /// `오늘의 단어: 사과`
    public var title: String
    /// `뜻: <first meaning>`
    public var subtitle: String
    /// Part of speech and pronunciation, origin, an example, yesterday's word, reviews due,
    /// the streak: one fact a line.
    public var bodyLines: [String]
    public var date: CalendarDate
    public var link: String?

    public init(title: String, subtitle: String, bodyLines: [String], date: CalendarDate, link: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.bodyLines = bodyLines
        self.date = date
        self.link = link
    }

    /// What the digest is made of.
    public struct Facts: Sendable {
        public var date: CalendarDate
        public var entry: Entry
        public var yesterdaysWord: String?
        public var reviewsDue: Int?
        public var streak: Int?

        public init(date: CalendarDate, entry: Entry, yesterdaysWord: String?, reviewsDue: Int?, streak: Int?) {
            self.date = date
            self.entry = entry
            self.yesterdaysWord = yesterdaysWord
            self.reviewsDue = reviewsDue
            self.streak = streak
        }
    }

    public init(composing facts: Facts) {
        let entry = facts.entry
        title = "오늘의 단어: \(entry.headword)"
        subtitle = "뜻: \(entry.senses.first?.definition ?? "")"
        var lines: [String] = []
        let about = [entry.partOfSpeech, entry.pronunciation.map { "[\($0)]" }].compactMap { $0 }
        if !about.isEmpty { lines.append(about.joined(separator: " ")) }
        if let origin = entry.origin { lines.append("원어: \(origin)") }
        if let example = entry.firstExample { lines.append("예) \(example)") }
        if let yesterday = facts.yesterdaysWord { lines.append("어제의 단어: \(yesterday)") }
        if let due = facts.reviewsDue { lines.append(due > 0 ? "복습할 단어 \(due)개" : "복습할 단어 없음") }
        if let streak = facts.streak, streak > 0 { lines.append("연속 학습 \(streak)일") }
        bodyLines = lines
        date = facts.date
        link = entry.link
    }

    /// The whole digest as plain text: title, subtitle, body.
    public var plainText: String {
        ([title, subtitle] + bodyLines + (link.map { [$0] } ?? [])).joined(separator: "\n")
    }
}
