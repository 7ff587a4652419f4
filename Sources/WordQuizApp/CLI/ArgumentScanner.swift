import WordQuizCore

/// Walks a command's arguments: `--flag`, `--option value`, `--option=value`.
struct ArgumentScanner {
    /// An option as written: its name, and a value given with `=`.
    typealias Option = (name: String, inlineValue: String?)

    private var arguments: ArraySlice<String>
    let usage: String

    init(_ arguments: [String], usage: String) {
        self.arguments = arguments[...]
        self.usage = usage
    }

    /// The next option's name (with its inline `=value` split off), or nil at the end.
    mutating func next() throws(CommandFailure) -> Option? {
        guard let argument = arguments.popFirst() else { return nil }
        guard argument.hasPrefix("-"), argument != "-" else {
            throw failure(Phrase("unexpected argument '\(argument)'"))
        }
        if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
        }
        return (argument, nil)
    }

    /// The value of an option that takes one.
    mutating func value(for option: Option) throws(CommandFailure) -> String {
        if let inline = option.inlineValue { return inline }
        guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
            throw failure(Phrase("\(option.name) needs a value"))
        }
        return value
    }

    /// The value of `--date`, which must be a real day as YYYY-MM-DD.
    mutating func date(for option: Option) throws(CommandFailure) -> CalendarDate {
        let text = try value(for: option)
        guard let date = CalendarDate(parsing: text) else {
            throw failure(Phrase("\(option.name) takes a real date as YYYY-MM-DD, not '\(text)'"))
        }
        return date
    }

    /// The value of `--level`: beginner, intermediate, advanced or all (초급, 중급, 고급).
    mutating func level(for option: Option) throws(CommandFailure) -> LevelChoice {
        let text = try value(for: option)
        guard let level = LevelChoice(parsing: text) else {
            throw failure(Phrase("\(option.name) takes \(LevelChoice.names), not '\(text)'"))
        }
        return level
    }

    /// The value of `--color`: auto, always or never.
    mutating func color(for option: Option) throws(CommandFailure) -> ColorChoice {
        let text = try value(for: option)
        guard let choice = ColorChoice(rawValue: text) else {
            throw failure(Phrase("\(option.name) takes auto, always or never, not '\(text)'"))
        }
        return choice
    }

    /// An option the command does not know, with the nearest it does (`--jsno`: did you
    /// mean `--json`?). `command` names the command, and its action where it has actions.
    func unknown(_ option: Option, for command: [String]) -> CommandFailure {
        failure(
            Phrase("unknown option '\(option.name)' for \(command.joined(separator: " "))")
                + Suggestion.clause(for: option.name, among: CommandCatalogue.options(of: command)))
    }

    /// A command-line mistake, with this command's usage line.
    func failure(_ message: Phrase) -> CommandFailure {
        .usage(message, help: usage)
    }

    /// Parses `--channel` values (relative file paths against `directory`), dropping
    /// repeats, or names the first bad one.
    func channels(_ texts: [String], directory: String) throws(CommandFailure) -> [ChannelSpec] {
        var specs: [ChannelSpec] = []
        for text in texts {
            guard let spec = ChannelSpec(parsing: text, directory: directory) else {
                throw failure(Phrase("unknown channel '\(text)': use \(ChannelSpec.names)"))
            }
            if !specs.contains(spec) { specs.append(spec) }
        }
        return specs
    }
}
