/// The words a quiz shows: questions, feedback after each answer, and the closing summary.
/// Plain text with optional styling; the same text goes to a terminal and to a pipe.
public struct QuizText: Sendable {
    public var style: TextStyle
    public var columns: Int
    /// The learner's language: the quiz's sentences, and with English the English gloss
    /// leads the definition in the questions that show one.
    public var catalogue: Catalogue

    public init(style: TextStyle, columns: Int, language: Language = .ko) {
        self.style = style
        self.columns = max(30, min(columns, 100))
        catalogue = Catalogue(language)
    }

    /// The heading of the re-ask round.
    public var reaskHeading: String {
        paragraph("", style.bold(catalogue(.reaskHeading)) + " " + style.dim(catalogue(.reaskNote)))
            .joined(separator: "\n") + "\n"
    }

    /// A definition as a question shows it: for an English reader, the English gloss first
    /// where the word has one, the Korean definition after it.
    func shownDefinition(_ card: QuizCard, _ definition: String) -> String {
        guard catalogue.language.readsEnglish, let english = card.english, definition == card.definition else {
            return definition
        }
        return catalogue(.englishPrompt, ["english": english, "definition": definition])
    }

    public func question(_ question: Question, number: Int, total: Int, isReask: Bool = false) -> String {
        var lines: [String] = []
        let numbers = ["number": String(number), "total": String(total)]
        let counter = style.dim(catalogue(isReask ? .questionReaskCounter : .questionCounter, numbers))
        switch question.kind {
        case .choice:
            lines += paragraph("", catalogue(.questionChoice, ["counter": counter]))
            lines += indented(shownDefinition(question.card, question.prompt))
        case .reverse:
            lines += paragraph(
                "", catalogue(.questionReverse, ["counter": counter, "word": style.bold(question.prompt)]))
        case .chosung:
            lines += paragraph(
                "", catalogue(.questionChosung, ["counter": counter, "chosung": style.bold(question.chosung ?? "")]))
            lines += indented(shownDefinition(question.card, question.prompt))
        case .cloze:
            // The meaning from the start: a sentence alone may fit more than one word.
            lines += paragraph("", catalogue(.questionCloze, ["counter": counter]))
            lines += indented(question.prompt)
            lines += indented(style.dim(shownDefinition(question.card, question.card.definition)))
        case .antonym:
            // The word and its meaning: the opposite of a word is the opposite of a sense.
            lines += paragraph(
                "", catalogue(.questionAntonym, ["counter": counter, "word": style.bold(question.prompt)]))
            lines += indented(style.dim(shownDefinition(question.card, question.card.definition)))
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
        if !question.kind.isMultipleChoice {
            lines.append(style.dim(catalogue(.questionKeys)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func prompt(for question: Question) -> String {
        catalogue(question.kind.isMultipleChoice ? .promptNumber : .promptAnswer)
    }

    public func hint(_ hint: String?) -> String {
        "  " + style.yellow(hint.map { catalogue(.hintPrefix, ["hint": $0]) } ?? catalogue(.hintNone)) + "\n"
    }

    /// Right or wrong, the word with its meaning (once), and when it comes back, each line
    /// wrapped to the terminal by display width with a hanging indent.
    ///
    /// - Parameter nextReview: the learner's day the word is due again, and today's.
    public func feedback(_ record: AnsweredQuestion, nextReview: (dueDay: Int, today: Int)? = nil) -> String {
        let card = record.question.card
        let expected = record.question.expectedAnswer
        var head: String
        switch record.verdict {
        case .correct:
            head = style.green(catalogue(.feedbackCorrect))
        case .correctFromQwerty(let converted):
            head =
                style.green(catalogue(.feedbackCorrect))
                + style.dim(catalogue(.feedbackQwerty, ["typed": record.input, "converted": converted]))
        case .almost(let expected):
            head = style.yellow(catalogue(.feedbackAlmost)) + " — ‘\(expected)’" + almostNote
        case .formOfTheWord(let typed, let word):
            head =
                style.green(catalogue(.feedbackCorrect))
                + style.dim(catalogue(.feedbackForm, ["typed": typed, "word": word]))
        case .anotherWord(let word, let meaning):
            head = style.red(catalogue(.feedbackAnotherWord, ["word": word])) + (meaning.isEmpty ? "" : ": \(meaning)")
        case .wrong:
            head = style.red(catalogue(.feedbackWrong))
            // A blank whose form differs from the headword (먹는 for 먹다) names it.
            if record.question.kind == .cloze, expected != card.headword {
                head += catalogue(.feedbackBlank, ["form": style.bold(expected)])
            }
        }
        if record.hintsUsed > 0, record.verdict.isCorrect {
            head += style.dim(
                record.hintsUsed == 1
                    ? catalogue(.feedbackOneHint) : catalogue(.feedbackHints, ["count": String(record.hintsUsed)]))
        }
        var lines = paragraph("  ", head)
        var about = (record.verdict.isCorrect ? "" : catalogue(.feedbackAnswer)) + style.bold(card.headword)
        if let pos = card.partOfSpeech { about += " " + style.dim(DictionaryTerm.label(pos, in: catalogue.language)) }
        if let english = card.english { about += " " + style.dim("(\(english))") }
        lines += paragraph("  ", about + " — " + card.definition)
        if let nextReview {
            lines += paragraph(
                "  ",
                style.dim(catalogue(.feedbackNextReview, ["when": when(nextReview.dueDay, today: nextReview.today)])))
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// `12월 3일 (3일 후)`, `12월 1일 (내일)`; `Dec 3 (in 3 days)`.
    func when(_ day: Int, today: Int) -> String {
        let date = CalendarDate(dayNumber: day)
        let distance = day - today
        let relative =
            switch distance {
            case ..<1: catalogue(.whenToday)
            case 1: catalogue(.whenTomorrow)
            default: catalogue(.whenInDays, ["days": String(distance)])
            }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = catalogue.language.readsEnglish ? months[(date.month - 1) % 12] : String(date.month)
        return catalogue(.monthDay, ["month": month, "day": String(date.day)]) + " (\(relative))"
    }

    /// How an almost is graded.
    private var almostNote: String {
        catalogue(.feedbackAlmostNote)
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

    public func invalid(_ message: String) -> String {
        "  " + style.yellow(message) + "\n"
    }

    /// The score as first tries right out of words asked, the near misses apart, the time
    /// taken, and the words to review.
    public func summary(_ summary: QuizSession.Summary, seconds: Int) -> String {
        let minutes = seconds / 60
        let time =
            minutes > 0
            ? catalogue(.summaryMinutes, ["minutes": String(minutes), "seconds": String(seconds % 60)])
            : catalogue(.summarySeconds, ["seconds": String(seconds)])
        var score = style.bold(
            catalogue(.summaryScore, ["correct": String(summary.correct), "asked": String(summary.asked)]))
        if summary.almost > 0 { score += catalogue(.summaryAlmost, ["count": String(summary.almost)]) }
        var lines = paragraph("", score + catalogue(.summaryTime, ["time": time]))
        if summary.wordsToReview.isEmpty {
            if summary.asked > 0 { lines.append(catalogue(.summaryNothingToReview)) }
        } else {
            lines += paragraph(
                "", catalogue(.summaryToReview, ["words": summary.wordsToReview.joined(separator: ", ")]))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func indented(_ text: String) -> [String] {
        DisplayWidth.wrap(text, columns: columns - 2).map { "  " + $0 }
    }
}
