/// The day's word as a notification: composed at delivery time from the entry, never
/// frozen when a schedule is made (the ancestors pushed the same word every day). It keeps
/// its parts by name; each channel renders from them.
public struct Digest: Sendable, Equatable {
    /// What the digest is about.
    public enum Subject: Sendable, Equatable {
        /// The word of the day, its first meaning, and an English gloss where there is one.
        case word(String, meaning: String, english: String? = nil)
        /// A test notification for a channel (`wordquiz channel test`).
        case channelTest(String)
    }

    public var subject: Subject
    public var date: CalendarDate
    /// Part of speech and pronunciation: `명사 [사과]`.
    public var partOfSpeech: String?
    public var pronunciation: String?
    /// 원어.
    public var origin: String?
    public var example: String?
    public var yesterdaysWord: String?
    public var reviewsDue: Int?
    public var streak: Int?
    public var link: String?

    public init(
        subject: Subject, date: CalendarDate, partOfSpeech: String? = nil, pronunciation: String? = nil,
        origin: String? = nil, example: String? = nil, yesterdaysWord: String? = nil, reviewsDue: Int? = nil,
        streak: Int? = nil, link: String? = nil
    ) {
        self.subject = subject
        self.date = date
        self.partOfSpeech = partOfSpeech
        self.pronunciation = pronunciation
        self.origin = origin
        self.example = example
        self.yesterdaysWord = yesterdaysWord
        self.reviewsDue = reviewsDue
        self.streak = streak
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
        self.init(
            subject: .word(
                entry.headword, meaning: entry.senses.first?.definition ?? "", english: entry.englishGloss),
            date: facts.date,
            partOfSpeech: entry.partOfSpeech, pronunciation: entry.pronunciation, origin: entry.origin,
            example: entry.firstExample, yesterdaysWord: facts.yesterdaysWord, reviewsDue: facts.reviewsDue,
            streak: facts.streak, link: entry.link)
    }

    /// A notification that says a channel works.
    public static func channelTest(_ spec: ChannelSpec, date: CalendarDate) -> Digest {
        Digest(subject: .channelTest(spec.description), date: date)
    }

    /// `오늘의 단어: 사과`
    public var title: String {
        switch subject {
        case .word(let word, _, let english): "오늘의 단어: \(word)" + (english.map { " (\($0))" } ?? "")
        case .channelTest: "wordquiz 확인용 알림"
        }
    }

    /// `뜻: <first meaning>`
    public var subtitle: String {
        switch subject {
        case .word(_, let meaning, _): "뜻: \(meaning)"
        case .channelTest(let channel): "이 알림이 보이면 \(channel) 채널이 작동합니다."
        }
    }

    /// The example as a line: `예) …`.
    public var exampleLine: String? { example.map { "예) \($0)" } }

    /// One fact a line: part of speech and pronunciation, origin, the example, yesterday's
    /// word, reviews due, the streak.
    public var bodyLines: [String] {
        if case .channelTest = subject { return ["test notification"] }
        var lines: [String] = []
        let about = [partOfSpeech, pronunciation.map { "[\($0)]" }].compactMap { $0 }
        if !about.isEmpty { lines.append(about.joined(separator: " ")) }
        if let origin { lines.append("원어: \(origin)") }
        if let exampleLine { lines.append(exampleLine) }
        if let yesterdaysWord { lines.append("어제의 단어: \(yesterdaysWord)") }
        if let reviewsDue { lines.append(reviewsDue > 0 ? "복습할 단어 \(reviewsDue)개" : "복습할 단어 없음") }
        if let streak, streak > 0 { lines.append("연속 학습 \(streak)일") }
        return lines
    }

    /// The whole digest as plain text: title, subtitle, body.
    public var plainText: String {
        ([title, subtitle] + bodyLines + (link.map { [$0] } ?? [])).joined(separator: "\n")
    }
}
