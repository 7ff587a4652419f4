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
    /// The language the digest speaks (its sentences; the word and the dictionary's text are
    /// as they are).
    public var language: Language
    /// Part of speech and pronunciation: `명사 [사과]`.
    public var partOfSpeech: String?
    public var pronunciation: String?
    /// Whether the pronunciation was worked out by the rules (a deck's word), and says so.
    public var pronunciationIsComputed = false
    /// 원어.
    public var origin: String?
    public var example: String?
    /// Yesterday's word, when the learner met it, with its meaning.
    public var yesterday: PastWord?
    public var reviewsDue: Int?
    /// The first words due (at most `dueWordsNamed`), in the order `review` asks them.
    public var dueWords: [String]
    public var streak: Int?
    public var link: String?
    /// The learner's words nearly used up, said once (`LevelEnding`).
    public var levelEnding: LevelEnding?
    /// When a scheduled digest is sent late (caught up after the machine slept): the time it
    /// was due, as its schedule's clock reads it (`08:00`).
    public var lateFrom: String?
    /// The entry's photograph in the cache, with its credit.
    public var picture: Picture?
    /// The word's sound (a deck's, the dictionary's recording, or the labelled synthetic
    /// voice), for the channels that carry a file: attached to the email, played by the
    /// desktop notification when the learner asks for the word as its sound.
    public var sound: Speech?
    /// The day's word as the learner's record names it (the bank's or a deck's, whatever
    /// headword the dictionary's entry has): what a delivered digest records as met. nil for a
    /// channel test, and for a digest composed without the record.
    public var word: BankWord?

    /// The picture where a service can fetch it by its address (an http(s) URL): a deck's
    /// picture (`anki:f000001.png`) has none, and is left out where the channel takes no file.
    public var fetchablePicture: Picture? {
        guard let picture, picture.url.hasPrefix("https://") || picture.url.hasPrefix("http://") else { return nil }
        return picture
    }

    /// The line that says the word's sound travels with the message, and whose voice it is.
    public var soundAttachedLine: String? {
        sound.map { Phrase("🔊 Attached: the word's sound — \($0.label, .detail)").text(in: language) }
    }

    /// How many due words a digest names.
    public static let dueWordsNamed = 5

    /// A word of an earlier day and its meaning.
    public struct PastWord: Sendable, Equatable {
        public var headword: String
        public var meaning: String
        /// Its English gloss, shown beside it as the title shows today's.
        public var english: String?

        public init(headword: String, meaning: String, english: String? = nil) {
            self.headword = headword
            self.meaning = meaning
            self.english = english.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    public init(
        subject: Subject, date: CalendarDate, language: Language = .ko, partOfSpeech: String? = nil,
        pronunciation: String? = nil, origin: String? = nil, example: String? = nil, yesterday: PastWord? = nil,
        reviewsDue: Int? = nil, dueWords: [String] = [], streak: Int? = nil, link: String? = nil
    ) {
        self.subject = subject
        self.date = date
        self.language = language
        self.partOfSpeech = partOfSpeech
        self.pronunciation = pronunciation
        self.origin = origin
        self.example = example
        self.yesterday = yesterday
        self.reviewsDue = reviewsDue
        self.dueWords = dueWords
        self.streak = streak
        self.link = link
    }

    /// What the digest is made of.
    public struct Facts: Sendable {
        public var date: CalendarDate
        public var entry: Entry
        public var yesterday: PastWord?
        public var reviewsDue: Int?
        public var dueWords: [String]
        public var streak: Int?
        public var language: Language
        public var levelEnding: LevelEnding?

        public init(
            date: CalendarDate, entry: Entry, yesterday: PastWord? = nil, reviewsDue: Int? = nil,
            dueWords: [String] = [], streak: Int? = nil, language: Language = .ko, levelEnding: LevelEnding? = nil
        ) {
            self.date = date
            self.entry = entry
            self.yesterday = yesterday
            self.reviewsDue = reviewsDue
            self.dueWords = dueWords
            self.streak = streak
            self.language = language
            self.levelEnding = levelEnding
        }
    }

    public init(composing facts: Facts) {
        let entry = facts.entry
        self.init(
            subject: .word(
                entry.headword, meaning: entry.senses.first?.definition ?? "",
                english: facts.language.showsGloss(of: entry.headword) ? entry.englishGloss : nil),
            date: facts.date, language: facts.language,
            partOfSpeech: entry.partOfSpeech, pronunciation: entry.pronunciation, origin: entry.origin,
            example: entry.firstExample, yesterday: facts.yesterday, reviewsDue: facts.reviewsDue,
            dueWords: Array(facts.dueWords.prefix(Self.dueWordsNamed)), streak: facts.streak, link: entry.link)
        levelEnding = facts.levelEnding
        picture = entry.picture
        pronunciationIsComputed = entry.pronunciationIsComputed == true
    }

    /// A notification that says a channel works.
    public static func channelTest(_ spec: ChannelSpec, date: CalendarDate, language: Language) -> Digest {
        Digest(subject: .channelTest(spec.description), date: date, language: language)
    }

    /// `오늘의 단어: 사과 (apple)`
    public var title: String {
        switch subject {
        case .word(let word, _, let english):
            Phrase("Word of the day: \(word, .word)").text(in: language) + (english.map { " (\($0))" } ?? "")
        case .channelTest: Phrase("wordquiz test notification").text(in: language)
        }
    }

    /// `뜻: <first meaning>`
    public var subtitle: String {
        switch subject {
        case .word(_, let meaning, _): Phrase("Meaning: \(meaning, .meaning)").text(in: language)
        case .channelTest(let channel):
            Phrase("If you see this, the \(channel, .channel) channel works.").text(in: language)
        }
    }

    /// The example as a line: `예) …`.
    public var exampleLine: String? { example.map { Phrase("e.g. \($0, .value)").text(in: language) } }

    /// One fact a line: part of speech and pronunciation, origin, the example, yesterday's
    /// word and its meaning, the words due and what to run, the streak, and a level nearly
    /// used up.
    public var bodyLines: [String] {
        if case .channelTest = subject { return [Phrase("test notification").text(in: language)] }
        var lines: [String] = []
        let about = [
            partOfSpeech.map { DictionaryTerm.label($0, in: language) },
            pronunciation.map {
                "[\($0)]"
                    + (pronunciationIsComputed
                        ? " " + Phrase("(by the rules, not a dictionary)").text(in: language) : "")
            },
        ]
        .compactMap { $0 }
        if !about.isEmpty { lines.append(about.joined(separator: " ")) }
        if let origin { lines.append(Phrase("Origin: \(origin, .origin)").text(in: language)) }
        if let exampleLine { lines.append(exampleLine) }
        if let yesterday {
            let gloss = language.showsGloss(of: yesterday.headword) ? yesterday.english : nil
            let word = yesterday.headword + (gloss.map { " (\($0))" } ?? "")
            lines.append(
                Phrase("Yesterday's word: \(word, .word) — \(yesterday.meaning, .meaning)").text(in: language))
        }
        if let reviewsDue { lines.append(dueLine(reviewsDue).text(in: language)) }
        if let streak, streak > 0 {
            lines.append(Phrase("Streak: \(streak, one: "day", other: "days")").text(in: language))
        }
        if let levelEnding { lines.append(levelEnding.notice.text(in: language)) }
        if let lateFrom {
            lines.append(
                Phrase("The \(lateFrom, .time) digest, sent late: the machine was off or asleep.").text(in: language))
        }
        return lines
    }

    /// `복습할 단어 7개: 사과, 배, 감, 귤, 눈 … — wordquiz review`
    private func dueLine(_ count: Int) -> Phrase {
        guard count > 0 else { return Phrase("No words to review") }
        let command = "wordquiz review"
        guard !dueWords.isEmpty else {
            return Phrase("\(count, one: "word", other: "words") to review — \(command, .command)")
        }
        let named = dueWords.joined(separator: ", ") + (count > dueWords.count ? " …" : "")
        return Phrase("\(count, one: "word", other: "words") to review: \(named, .word) — \(command, .command)")
    }

    /// The headword a word's digest is about; nil for a channel test.
    public var headword: String? {
        if case .word(let word, _, _) = subject { return word }
        return nil
    }

    /// The word's English gloss where the reader is shown one (the title's `(apple)`).
    public var english: String? {
        if case .word(_, _, let english) = subject { return english }
        return nil
    }

    /// The picture's credit as a line: `사진: 국립국어원 한국어기초사전, CC BY-SA 2.0 KR`.
    public var pictureCreditLine: String? {
        picture.map { Phrase("Picture: \($0.credit, .credit)").text(in: language) }
    }

    /// The whole digest as plain text: title, subtitle, body, the picture's file and credit,
    /// the link.
    public var plainText: String {
        let pictureLines = picture.map { [$0.file] + (pictureCreditLine.map { [$0] } ?? []) } ?? []
        return ([title, subtitle] + bodyLines + pictureLines + (link.map { [$0] } ?? [])).joined(separator: "\n")
    }

    /// The digest as a block of a file that collects them: a line with its date, the text, a
    /// blank line.
    public var fileBlock: String {
        "── \(date) ──\n" + plainText + "\n\n"
    }
}
