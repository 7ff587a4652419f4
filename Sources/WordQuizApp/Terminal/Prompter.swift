import Foundation
import WordQuizCore

/// The questions `wordquiz init` asks, with their defaults: in a terminal with line editing,
/// from a pipe a line each (the end of piped input takes the default; Ctrl-D at a terminal's
/// prompt stops, as Ctrl-C does). Each answer is checked where it is given and asked again
/// with the reason. Without interaction every question takes its default.
struct Prompter {
    let context: AppContext
    let isInteractive: Bool
    /// The language the questions are asked in (it can change mid-way: `init` asks for it).
    var language: Language
    private var reader: (any LineReader)?

    init(context: AppContext, isInteractive: Bool, language: Language) {
        self.context = context
        self.isInteractive = isInteractive
        self.language = language
        reader = isInteractive ? context.lineReader() : nil
    }

    /// - Parameter problem: why an answer cannot be taken (nil when it can): the reason is
    ///   said and the question asked again.
    mutating func ask(
        _ question: Phrase, default answer: String, problem: (String) -> Phrase? = { _ in nil }
    ) throws(CommandFailure) -> String {
        guard isInteractive, var reader else { return answer }
        defer { self.reader = reader }
        while true {
            let reply: String
            switch reader.readLine(prompt: "\(question.text(in: language)) [\(answer)] ") {
            case .line(let line):
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                reply = trimmed.isEmpty ? answer : trimmed
            case .endOfInput:
                if reader is TerminalLineEditor { throw .stoppedAtAQuestion }
                reply = answer
            case .interrupted: throw .stoppedAtAQuestion
            }
            guard let reason = problem(reply) else { return reply }
            context.stdout.write("  " + reason.text(in: language) + "\n")
            // Piped answers that run out cannot be asked again.
            if !(reader is TerminalLineEditor), reply == answer { throw .usage(reason, usageOf: nil) }
        }
    }

    /// A secret, typed without echo: the answer, or nil for an empty one. Ctrl-C, and Ctrl-D
    /// on an empty line in a terminal, stop init (nothing more is asked); the end of piped
    /// input is an empty answer.
    mutating func askSecret(_ prompt: Phrase) throws(CommandFailure) -> String? {
        guard isInteractive, var reader else { return nil }
        defer { self.reader = reader }
        switch reader.readSecret(prompt: prompt.text(in: language)) {
        case .line(let line):
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        case .endOfInput:
            if reader is TerminalLineEditor { throw .stoppedAtAQuestion }
            return nil
        case .interrupted: throw .stoppedAtAQuestion
        }
    }

    mutating func confirm(_ question: Phrase, default answer: Bool) throws(CommandFailure) -> Bool {
        let reply = try ask(question, default: answer ? "Y/n" : "y/N")
        if reply == "Y/n" || reply == "y/N" { return answer }
        // ㅛ is where y sits on a Korean keyboard (ㅇ the first letter of 응 and 예).
        return ["y", "yes", "예", "네", "ㅇ", "ㅛ"].contains(reply.lowercased())
    }

    /// One of `choices`, by number; the default's number is offered.
    /// One of `choices`, by its number or by a name `named` reads (`beginner`, 고급, `krdict`):
    /// what the menu lists is what may be typed.
    mutating func choose<Value: Equatable>(
        _ question: Phrase, _ choices: [(label: Phrase, value: Value)], default value: Value,
        named: (String) -> Value? = { _ in nil }
    ) throws(CommandFailure) -> Value {
        guard isInteractive else { return value }
        let defaultNumber = (choices.firstIndex { $0.value == value } ?? 0) + 1
        context.stdout.write(question.text(in: language) + "\n")
        for (index, choice) in choices.enumerated() {
            // A label's second line (what a choice needs) stands under its first.
            let label = choice.label.text(in: language).replacingOccurrences(of: "\n", with: "\n     ")
            context.stdout.write("  \(index + 1)) \(label)\n")
        }
        while true {
            let reply = try ask(Phrase("Number"), default: String(defaultNumber))
            if let number = Int(reply), (1...choices.count).contains(number) { return choices[number - 1].value }
            if let chosen = named(reply), choices.contains(where: { $0.value == chosen }) { return chosen }
            context.stdout.write(Phrase("choose 1 to \(choices.count, .number)").text(in: language) + "\n")
        }
    }
}
