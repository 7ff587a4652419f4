/// The words a quiz shows: questions, feedback after each answer, and the closing summary.
/// Plain text with optional styling; the same text goes to a terminal and to a pipe.
public struct QuizText: Sendable {
    public var style: TextStyle
    public var columns: Int

    public init(style: TextStyle, columns: Int) {
        self.style = style
        self.columns = max(24, min(columns, 100))
    }

    public func question(_ question: Question, number: Int, total: Int) -> String {
        var lines: [String] = []
        let counter = style.dim("[\(number)/\(total)]")
        switch question.kind {
        case .choice:
            lines.append("\(counter) 뜻에 맞는 단어를 고르세요.")
            lines += indented(question.prompt)
        case .reverse:
            lines.append("\(counter) ‘\(style.bold(question.prompt))’의 뜻을 고르세요.")
        case .chosung:
            lines.append("\(counter) 뜻에 맞는 단어를 쓰세요. 초성: \(style.bold(question.chosung ?? ""))")
            lines += indented(question.prompt)
        case .cloze:
            lines.append("\(counter) 빈칸에 들어갈 말을 쓰세요.")
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

    /// Right or wrong, the headword and its meaning.
    public func feedback(_ record: AnsweredQuestion) -> String {
        let card = record.question.card
        var head: String
        switch record.verdict {
        case .correct:
            head = style.green("✓ 정답!")
        case .correctFromQwerty(let converted):
            head = style.green("✓ 정답!") + style.dim(" (영문 자판 입력 ‘\(record.input)’을 ‘\(converted)’로 읽었어요)")
        case .almost(let expected):
            head = style.yellow("△ 거의 맞았어요") + " — 정답은 ‘\(expected)’ (‘어려움’으로 기록)"
        case .wrong:
            head = style.red("✗ 틀렸어요") + " — 정답: \(style.bold(record.question.expectedAnswer))"
        }
        if record.hintsUsed > 0, record.verdict.isCorrect { head += style.dim(" · 힌트 \(record.hintsUsed)번") }
        var lines = ["  " + head]
        var about = style.bold(card.headword)
        if let pos = card.partOfSpeech { about += " " + style.dim(pos) }
        if let english = card.english { about += " " + style.dim("(\(english))") }
        lines += DisplayWidth.wrap(card.definition, columns: columns - 4).enumerated().map { index, line in
            index == 0 ? "  \(about) — \(line)" : "    \(line)"
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    public func invalid(_ message: String) -> String {
        "  " + style.yellow(message) + "\n"
    }

    /// The score as `correct/asked`, the time taken, and the words to review.
    public func summary(_ summary: QuizSession.Summary, seconds: Int) -> String {
        let minutes = seconds / 60
        let time = minutes > 0 ? "\(minutes)분 \(seconds % 60)초" : "\(seconds)초"
        var lines = [style.bold("점수 \(summary.correct)/\(summary.asked)") + " · 걸린 시간 \(time)"]
        if summary.wordsToReview.isEmpty {
            if summary.asked > 0 { lines.append("복습할 단어 없음 — 잘했어요!") }
        } else {
            lines.append("복습할 단어: " + summary.wordsToReview.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func indented(_ text: String) -> [String] {
        DisplayWidth.wrap(text, columns: columns - 2).map { "  " + $0 }
    }
}
