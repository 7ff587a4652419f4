/// The words a quiz shows: questions, feedback after each answer, and the closing summary.
/// Plain text with optional styling; the same text goes to a terminal and to a pipe.
public struct QuizText: Sendable {
    public var style: TextStyle
    public var columns: Int

    public init(style: TextStyle, columns: Int) {
        self.style = style
        self.columns = max(30, min(columns, 100))
    }

    /// The heading of the re-ask round.
    public var reaskHeading: String {
        paragraph("", style.bold("틀린 단어를 한 번 더 물어볼게요") + " " + style.dim("(점수에는 들어가지 않아요)"))
            .joined(separator: "\n") + "\n"
    }

    public func question(_ question: Question, number: Int, total: Int, isReask: Bool = false) -> String {
        var lines: [String] = []
        let counter = style.dim(isReask ? "[다시 \(number)/\(total)]" : "[\(number)/\(total)]")
        switch question.kind {
        case .choice:
            lines += paragraph("", "\(counter) 뜻에 맞는 단어를 고르세요.")
            lines += indented(question.prompt)
        case .reverse:
            lines += paragraph("", "\(counter) ‘\(style.bold(question.prompt))’의 뜻을 고르세요.")
        case .chosung:
            lines += paragraph("", "\(counter) 뜻에 맞는 단어를 쓰세요. 초성: \(style.bold(question.chosung ?? ""))")
            lines += indented(question.prompt)
        case .cloze:
            lines += paragraph("", "\(counter) 빈칸에 들어갈 말을 쓰세요.")
            lines += indented(question.prompt)
        }
        for (index, option) in question.options.enumerated() {
            let marker = "  \(index + 1)) "
            let wrapped = DisplayWidth.wrap(option, columns: columns - marker.count)
            for (offset, line) in wrapped.enumerated() {
                lines.append((offset == 0 ? marker : String(repeating: " ", count: marker.count)) + line)
            }
        }
        if !question.kind.isMultipleChoice {
            lines.append(style.dim("  (? 힌트 · q 끝내기)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func prompt(for question: Question) -> String {
        question.kind.isMultipleChoice ? "번호> " : "답> "
    }

    public func hint(_ hint: String?) -> String {
        "  " + style.yellow(hint.map { "힌트 — \($0)" } ?? "더 드릴 힌트가 없어요.") + "\n"
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
            head = style.green("✓ 정답!")
        case .correctFromQwerty(let converted):
            head = style.green("✓ 정답!") + style.dim(" (영문 자판 입력 ‘\(record.input)’을 ‘\(converted)’로 읽었어요)")
        case .almost(let expected):
            head = style.yellow("△ 거의 맞았어요") + " — ‘\(expected)’ (‘어려움’으로 기록)"
        case .anotherWord(let word, let meaning):
            head = style.red("✗ ‘\(word)’는 다른 단어예요") + ": \(meaning)"
        case .wrong:
            head = style.red("✗ 틀렸어요")
            // A blank whose form differs from the headword (먹는 for 먹다) names it.
            if record.question.kind == .cloze, expected != card.headword { head += " — 빈칸: \(style.bold(expected))" }
        }
        if record.hintsUsed > 0, record.verdict.isCorrect { head += style.dim(" · 힌트 \(record.hintsUsed)번") }
        var lines = paragraph("  ", head)
        var about = (record.verdict.isCorrect ? "" : "정답 ") + style.bold(card.headword)
        if let pos = card.partOfSpeech { about += " " + style.dim(pos) }
        if let english = card.english { about += " " + style.dim("(\(english))") }
        lines += paragraph("  ", about + " — " + card.definition)
        if let nextReview {
            lines += paragraph("  ", style.dim("다음 복습: " + Self.when(nextReview.dueDay, today: nextReview.today)))
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// `12월 3일 (3일 후)`, `12월 1일 (내일)`.
    static func when(_ day: Int, today: Int) -> String {
        let date = CalendarDate(dayNumber: day)
        let distance = day - today
        let relative =
            switch distance {
            case ..<1: "오늘"
            case 1: "내일"
            default: "\(distance)일 후"
            }
        return "\(date.month)월 \(date.day)일 (\(relative))"
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
        let time = minutes > 0 ? "\(minutes)분 \(seconds % 60)초" : "\(seconds)초"
        var score = style.bold("점수 \(summary.correct)/\(summary.asked)")
        if summary.almost > 0 { score += " · 거의 \(summary.almost)" }
        var lines = paragraph("", score + " · 걸린 시간 \(time)")
        if summary.wordsToReview.isEmpty {
            if summary.asked > 0 { lines.append("복습할 단어 없음 — 잘했어요!") }
        } else {
            lines += paragraph("", "복습할 단어: " + summary.wordsToReview.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func indented(_ text: String) -> [String] {
        DisplayWidth.wrap(text, columns: columns - 2).map { "  " + $0 }
    }
}
