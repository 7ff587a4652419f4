import Foundation
import WordQuizCore

/// The questions `wordquiz init` asks, with their defaults: in a terminal with line editing,
/// from a pipe a line each (the end of input takes the default). Without interaction every
/// question takes its default.
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
        reader = isInteractive ? QuizRunner.reader(for: context) : nil
    }

    mutating func ask(_ question: Phrase, default answer: String) throws(CommandFailure) -> String {
        guard isInteractive, var reader else { return answer }
        defer { self.reader = reader }
        switch reader.readLine(prompt: "\(question.text(in: language)) [\(answer)] ") {
        case .line(let line):
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? answer : trimmed
        case .endOfInput: return answer
        case .interrupted: throw .stoppedAtAQuestion
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
        return ["y", "yes", "예", "네", "ㅇ"].contains(reply.lowercased())
    }

    /// One of `choices`, by number; the default's number is offered.
    mutating func choose<Value: Equatable>(
        _ question: Phrase, _ choices: [(label: Phrase, value: Value)], default value: Value
    ) throws(CommandFailure) -> Value {
        guard isInteractive else { return value }
        let defaultNumber = (choices.firstIndex { $0.value == value } ?? 0) + 1
        context.stdout.write(question.text(in: language) + "\n")
        for (index, choice) in choices.enumerated() {
            context.stdout.write("  \(index + 1)) \(choice.label.text(in: language))\n")
        }
        while true {
            let reply = try ask(Phrase("Number"), default: String(defaultNumber))
            if let number = Int(reply), (1...choices.count).contains(number) { return choices[number - 1].value }
            context.stdout.write(Phrase("choose 1 to \(choices.count)").text(in: language) + "\n")
        }
    }
}
