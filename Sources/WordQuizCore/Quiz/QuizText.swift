/// The words a quiz shows: questions, feedback after each answer, and the closing summary.
/// Plain text with optional styling; the same text goes to a terminal and to a pipe.
public struct QuizText: Sendable {
    public var style: TextStyle
    public var columns: Int
    /// The learner's language: the quiz's sentences, and with English the English gloss
    /// leads the definition in the questions that show one.
    public var language: Language
    /// Whether a word can be heard in this session (`!` plays it): said in the typed
    /// questions' line of keys.
    public var playsSound: Bool

    public init(style: TextStyle, columns: Int, language: Language = .ko, playsSound: Bool = false) {
        self.style = style
        self.columns = max(30, min(columns, 100))
        self.language = language
        self.playsSound = playsSound
    }

    /// The heading of the re-ask round.
    public var reaskHeading: String {
        paragraph(
            "",
            style.bold(language.say(Phrase("Once more, the words you missed")))
                + " " + style.dim(language.say(Phrase("(not counted in the score)")))
        )
        .joined(separator: "\n") + "\n"
    }

    /// A definition as a question shows it: for an English reader, the English gloss first
    /// where the word has one, the Korean definition after it.
    func shownDefinition(_ card: QuizCard, _ definition: String) -> String {
        guard language.readsEnglish, let english = card.english, definition == card.definition else {
            return definition
        }
        return language.say(Phrase("\(english, .english) — \(definition, .meaning)"))
    }

    public func question(_ question: Question, number: Int, total: Int, isReask: Bool = false) -> String {
        var lines: [String] = []
        let counter = style.dim(
            language.say(
                isReask
                    ? Phrase("[again \(number, .number)/\(total, .total)]")
                    : Phrase("[\(number, .number)/\(total, .total)]")))
        switch question.kind {
        case .choice:
            lines += paragraph(
                "",
                language.say(
                    isExpression(question.card)
                        ? Phrase("\(counter, .counter) Choose the expression that means:")
                        : Phrase("\(counter, .counter) Choose the word that means:")))
            lines += indented(shownDefinition(question.card, question.prompt))
        case .reverse:
            lines += paragraph(
                "", language.say(Phrase("\(counter, .counter) What does ‘\(style.bold(question.prompt), .word)’ mean?"))
            )
        case .chosung:
            let chosung = style.bold(question.chosung ?? "")
            lines += paragraph(
                "",
                language.say(
                    isExpression(question.card)
                        ? Phrase("\(counter, .counter) Type the expression. Initial consonants: \(chosung, .chosung)")
                        : Phrase("\(counter, .counter) Type the word. Initial consonants: \(chosung, .chosung)")))
            lines += indented(shownDefinition(question.card, question.prompt))
        case .cloze:
            // The meaning from the start: a sentence alone may fit more than one word.
            lines += paragraph("", language.say(Phrase("\(counter, .counter) Fill in the blank:")))
            lines += indented(question.prompt)
            lines += indented(style.dim(shownDefinition(question.card, question.card.definition)))
        case .antonym:
            // The word and its meaning: the opposite of a word is the opposite of a sense.
            lines += paragraph(
                "",
                language.say(
                    Phrase("\(counter, .counter) Choose the opposite of ‘\(style.bold(question.prompt), .word)’:")))
            lines += indented(style.dim(shownDefinition(question.card, question.card.definition)))
        case .listen:
            lines += paragraph(
                "",
                language.say(
                    isExpression(question.card)
                        ? Phrase("\(counter, .counter) Type the expression you hear.")
                        : Phrase("\(counter, .counter) Type the word you hear.")))
        case .recall:
            // Never built (QuestionBuilder): the word alone, as a flashcard's front.
            lines += paragraph("", "\(counter) \(style.bold(question.prompt))")
        }
        // The word-to-meaning options are the words' definitions, all shown alike: each with
        // its gloss when every one has a gloss, else none (a lone glossed option is the answer).
        let glossesOptions =
            question.kind == .reverse && question.optionCards.count == question.options.count
            && question.optionCards.allSatisfy { $0.english != nil }
        for (index, option) in question.options.enumerated() {
            let marker = "  \(index + 1)) "
            let shown = glossesOptions ? shownDefinition(question.optionCards[index], option) : option
            let wrapped = DisplayWidth.wrap(shown, columns: columns - marker.count)
            for (offset, line) in wrapped.enumerated() {
                lines.append((offset == 0 ? marker : String(repeating: " ", count: marker.count)) + line)
            }
        }
        if question.kind == .listen {
            lines.append(style.dim(language.say(Phrase("  (! hear it again · ? hint · q quit)"))))
        } else if !question.kind.isMultipleChoice {
            lines.append(
                style.dim(
                    language.say(
                        playsSound
                            ? Phrase("  (? hint · ! hear the last word · q quit)") : Phrase("  (? hint · q quit)"))))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func prompt(for question: Question) -> String {
        language.say(question.kind.isMultipleChoice ? Phrase("number> ") : Phrase("answer> "))
    }

    /// A hint given, or why there is none: a choice has none, a typed answer none left.
    public func hint(_ hint: Phrase?, for question: Question) -> String {
        let said =
            hint.map { Phrase("Hint — \($0, .hint)") }
            ?? (question.kind.isMultipleChoice
                ? Phrase("A choice has no hints: answer with its number.") : Phrase("No more hints."))
        return "  " + style.yellow(language.say(said)) + "\n"
    }

    /// Right or wrong, the word with its meaning (once), and when it comes back, each line
    /// wrapped to the terminal by display width with a hanging indent.
    ///
    /// - Parameter nextReview: the learner's day the word is due again, and today's.
    /// When the word comes back after an answer, as the feedback says it.
    public struct NextReview: Sendable, Equatable {
        public var dueDay: Int
        public var today: Int
        /// The answer was practice: the word was not due, and its schedule stays (a miss
        /// brings it back tomorrow).
        public var isPractice: Bool

        public init(dueDay: Int, today: Int, isPractice: Bool = false) {
            self.dueDay = dueDay
            self.today = today
            self.isPractice = isPractice
        }
    }

    public func feedback(_ record: AnsweredQuestion, nextReview: NextReview? = nil) -> String {
        let card = record.question.card
        let expected = record.question.expectedAnswer
        var head: String
        switch record.verdict {
        case .correct:
            head = style.green(right)
        case .correctFromQwerty(let converted):
            head =
                style.green(right)
                + style.dim(
                    language.say(
                        Phrase(
                            " (read ‘\(record.input, .typed)’, typed with an English keyboard, as ‘\(converted, .word)’)"
                        )))
        case .almost(let expected):
            head = style.yellow(language.say(Phrase("△ Almost"))) + " — ‘\(expected)’" + almostNote
        case .formOfTheWord(let typed, let word):
            // A noun takes particles (관점을), a verb or an adjective endings (추워서).
            let said =
                Self.takesParticles(card.partOfSpeech)
                ? Phrase(" (‘\(typed, .typed)’ is ‘\(word, .word)’ with a particle: counted right)")
                : Phrase(" (‘\(typed, .typed)’ is a form of ‘\(word, .word)’: counted right)")
            head = style.green(right) + style.dim(language.say(said))
        case .anotherWord(let word, let meaning, let dictionaryForm):
            // A noun with a particle (관점을) is that noun with it; a predicate's form, its form.
            let said =
                dictionaryForm.map { form in
                    word.hasPrefix(form) && !form.hasSuffix("다")
                        ? Phrase("✗ ‘\(word, .typed)’ is another word, ‘\(form, .word)’, with a particle")
                        : Phrase("✗ ‘\(word, .typed)’ is a form of another word, ‘\(form, .word)’")
                } ?? Phrase("✗ ‘\(word, .word)’ is another word")
            // The English beside the meaning, as the answer's own line has it: the named word's.
            let named = dictionaryForm ?? word
            let gloss =
                language.showsGloss(of: named) ? WordBank.embeddedGloss(of: named).map { " (\($0))" } ?? "" : ""
            head = style.red(language.say(said)) + (meaning.isEmpty ? "" : ": \(meaning)") + gloss
        case .wrong:
            head = style.red(language.say(Phrase("✗ Not quite")))
            // A blank whose form differs from the headword (먹는 for 먹다) names it.
            if record.question.kind == .cloze, expected != card.headword {
                head += language.say(Phrase(" — the blank: \(style.bold(expected), .word)"))
            }
        }
        if record.hintsUsed > 0, record.verdict.isCorrect {
            head += style.dim(
                language.say(Phrase(" · \(record.hintsUsed, one: "hint", other: "hints")")))
        }
        var lines = paragraph("  ", head)
        var about = (record.verdict.isCorrect ? "" : language.say(Phrase("Answer: "))) + style.bold(card.headword)
        if let pos = card.partOfSpeech { about += " " + style.dim(DictionaryTerm.label(pos, in: language)) }
        if let english = card.english, language.showsGloss(of: card.headword) {
            about += " " + style.dim("(\(english))")
        }
        lines += paragraph("  ", about + " — " + card.definition)
        if let nextReview {
            let when = when(nextReview.dueDay, today: nextReview.today)
            let said =
                !nextReview.isPractice
                ? Phrase("Next review: \(when, .when)")
                : record.rating == .again
                    ? Phrase("Practice — missed, so it comes back \(when, .when)")
                    : Phrase("Practice — the word was not due; its next review stays \(when, .when)")
            lines += paragraph("  ", style.dim(language.say(said)))
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Whether a card is a 속담 or a 관용구, asked about as an expression, not a word.
    func isExpression(_ card: QuizCard) -> Bool {
        ["속담", "관용구"].contains(card.partOfSpeech ?? "")
    }

    /// Whether a part of speech takes particles rather than endings: nouns, pronouns, numerals.
    static func takesParticles(_ partOfSpeech: String?) -> Bool {
        ["명사", "의존 명사", "대명사", "수사"].contains(partOfSpeech ?? "")
    }

    /// `12월 3일 (3일 후)`, `12월 1일 (내일)`; `Dec 3 (in 3 days)`.
    func when(_ day: Int, today: Int) -> String {
        let date = CalendarDate(dayNumber: day)
        let distance = day - today
        let relative =
            switch distance {
            case ..<1: language.say(Phrase("today"))
            case 1: language.say(Phrase("tomorrow"))
            default: language.say(Phrase("in \(distance, one: "day", other: "days")"))
            }
        return language.say(Self.monthAndDay(date)) + " (\(relative))"
    }

    /// A date without its year: Dec 3, 12월 3일.
    static func monthAndDay(_ date: CalendarDate) -> Phrase {
        let day = date.day
        return switch date.month {
        case 1: Phrase("Jan \(day, .day)")
        case 2: Phrase("Feb \(day, .day)")
        case 3: Phrase("Mar \(day, .day)")
        case 4: Phrase("Apr \(day, .day)")
        case 5: Phrase("May \(day, .day)")
        case 6: Phrase("Jun \(day, .day)")
        case 7: Phrase("Jul \(day, .day)")
        case 8: Phrase("Aug \(day, .day)")
        case 9: Phrase("Sep \(day, .day)")
        case 10: Phrase("Oct \(day, .day)")
        case 11: Phrase("Nov \(day, .day)")
        default: Phrase("Dec \(day, .day)")
        }
    }

    /// How an almost is graded.
    private var almostNote: String {
        language.say(Phrase(" (counted as right with difficulty: it comes back sooner)"))
    }

    /// A right answer.
    private var right: String {
        language.say(Phrase("✓ Right!"))
    }

    /// Text wrapped to the columns, its first line after `indent` and the others two columns
    /// further in. Styling codes take no columns.
    private func paragraph(_ indent: String, _ text: String) -> [String] {
        // Every line is wrapped as narrow as the indented ones, so none runs past the edge.
        let width = columns - DisplayWidth.width(of: indent) - 2
        return DisplayWidth.wrap(text, columns: width).enumerated().map { index, line in
            (index == 0 ? indent : indent + "  ") + line
        }
    }

    public func invalid(_ message: Phrase) -> String {
        "  " + style.yellow(language.say(message)) + "\n"
    }

    /// The score as first tries right out of words asked, the near misses apart, the time
    /// taken, and the words to review.
    public func summary(_ summary: QuizSession.Summary, seconds: Int) -> String {
        let minutes = seconds / 60
        let time =
            minutes > 0
            ? language.say(Phrase("\(minutes, .minutes) min \(seconds % 60, .seconds) s"))
            : language.say(Phrase("\(seconds, .seconds) s"))
        var score = style.bold(language.say(Phrase("Score \(summary.correct, .number)/\(summary.asked, .total)")))
        if summary.almost > 0 { score += language.say(Phrase(" · almost \(summary.almost, .number)")) }
        var lines = paragraph("", score + language.say(Phrase(" · time \(time, .time)")))
        if summary.wordsToReview.isEmpty {
            if summary.asked > 0 { lines.append(language.say(Phrase("No word missed — well done!"))) }
        } else {
            lines += paragraph(
                "", language.say(Phrase("To review: \(summary.wordsToReview.joined(separator: ", "), .word)")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func indented(_ text: String) -> [String] {
        DisplayWidth.wrap(text, columns: columns - 2).map { "  " + $0 }
    }
}
