import WordQuizCore

/// A command line read against its command's declaration (`CommandSpec.parse`): the options
/// given, each by its declaration (`--colour` is `--color`), with their values, and the other
/// words. Every mistake the declaration can tell — an option the command does not take (with
/// the nearest it does), a missing value, a value given to a flag, an argument missing or one
/// too many — is refused while parsing; what a value must be is said by the command as it
/// reads it.
struct ParsedArguments {
    let command: CommandSpec
    /// The options in the order given, with their values (nil for a flag).
    private(set) var given: [(option: OptionSpec, value: String?)] = []
    /// The words that are not options, in order.
    private(set) var positionals: [String] = []

    /// Reads `arguments` as `command` declares them.
    init(_ arguments: [String], as command: CommandSpec) throws(CommandFailure) {
        self.command = command
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = command.option(named: name) else {
                throw failure(
                    Phrase("unknown option '\(name, .option)' for \(command.path, .command)")
                        + Suggestion.clause(for: name, among: command.optionNames))
            }
            guard option.takesValue else {
                if inline != nil { throw failure(Phrase("\(name, .option) takes no value")) }
                given.append((option, nil))
                continue
            }
            if let inline {
                given.append((option, inline))
            } else if let value = rest.first, !value.hasPrefix("--") {
                rest = rest.dropFirst()
                given.append((option, value))
            } else {
                throw failure(Phrase("\(name, .option) needs a value"))
            }
        }
        try countArguments()
    }

    /// The arguments given against those declared: the first missing one is named, the first
    /// one too many refused. A standalone option (`help --man`) takes none of them.
    private func countArguments() throws(CommandFailure) {
        let (least, most) = ArgumentSpec.bounds(of: command.arguments)
        if let most, positionals.count > most {
            throw failure(Phrase("unexpected argument '\(positionals[most], .value)'"))
        }
        guard positionals.count < least, !given.contains(where: { $0.option.isStandalone }) else { return }
        let missing = command.arguments.filter { $0.count != .optional }[positionals.count]
        throw failure(
            missing.choices.isEmpty
                ? Phrase("\(command.path, .command) needs \(missing.what, .argument)")
                : Phrase(
                    "\(command.path, .command) needs \(missing.what, .argument): \(Phrase.alternatives(missing.choices), .choices)"
                ))
    }

    /// The argument the command declares as `argument`, by its place: nil when not given.
    func argument(_ argument: ArgumentSpec) -> String? {
        guard let index = command.arguments.firstIndex(of: argument), index < positionals.count else { return nil }
        return positionals[index]
    }

    /// Whether the option was given.
    func has(_ option: OptionSpec) -> Bool {
        assert(isDeclared(option), "\(command.path) does not declare \(option.name)")
        return given.contains { $0.option == option }
    }

    /// The option's value (the last one, when given more than once); nil when not given.
    func value(_ option: OptionSpec) -> String? {
        assert(isDeclared(option), "\(command.path) does not declare \(option.name)")
        return given.last { $0.option == option }?.value
    }

    /// Every value of a repeatable option, in order.
    func values(_ option: OptionSpec) -> [String] {
        assert(isDeclared(option), "\(command.path) does not declare \(option.name)")
        return given.filter { $0.option == option }.compactMap(\.value)
    }

    /// What the last given of a set of flags that exclude each other stands for (`daemon
    /// --once` or `--unit`); nil when none was given.
    func last<Value>(of flags: [(option: OptionSpec, value: Value)]) -> Value? {
        for given in given.reversed() {
            if let flag = flags.first(where: { $0.option == given.option }) { return flag.value }
        }
        return nil
    }

    /// The option's value read by `read`; nil when not given, and the failure `refusal` says
    /// (with the command's usage) when `read` cannot read it.
    func value<Value>(
        _ option: OptionSpec, _ read: (String) -> Value?, refusal: (String) -> Phrase
    ) throws(CommandFailure) -> Value? {
        guard let text = value(option) else { return nil }
        guard let parsed = read(text) else { throw failure(refusal(text)) }
        return parsed
    }

    /// `--date`: a real day as YYYY-MM-DD.
    func date() throws(CommandFailure) -> CalendarDate? {
        try value(CommonOption.date, CalendarDate.init(parsing:)) {
            Phrase("\(CommonOption.date.name, .option) takes a real date as YYYY-MM-DD, not '\($0, .value)'")
        }
    }

    /// `--level`: one of `LevelChoice.names`.
    func level() throws(CommandFailure) -> LevelChoice? {
        try value(CommonOption.level, LevelChoice.init(parsing:)) {
            refusal(of: CommonOption.level, $0, LevelChoice.names)
        }
    }

    /// `--color`: one of `ColorChoice.names`; auto when not given.
    func color() throws(CommandFailure) -> ColorChoice {
        try value(CommonOption.color, ColorChoice.init(rawValue:)) { refusal(of: CommonOption.color, $0) } ?? .auto
    }

    /// `--provider`: one of `Provider.names`, in any case.
    func provider() throws(CommandFailure) -> Provider? {
        try value(
            CommonOption.provider, { Provider(rawValue: $0.lowercased()) },
            refusal: { refusal(of: CommonOption.provider, $0) })
    }

    /// What an option that takes one of a set says of a value that is none of them: the set as
    /// the option declares it, unless `names` says it otherwise.
    func refusal(of option: OptionSpec, _ value: String, _ names: Phrase? = nil) -> Phrase {
        Phrase(
            "\(option.name, .option) takes \(names ?? Phrase.alternatives(option.choices), .choices), not '\(value, .value)'"
        )
    }

    /// `--channel`'s values as channels (a file's path made absolute where the user typed it:
    /// `~` their home, a relative path under `context`'s folder), repeats dropped; the first
    /// that is no channel is refused.
    func channels(_ context: AppContext) throws(CommandFailure) -> [ChannelSpec] {
        try channels(fromArguments: values(CommonOption.channel), context)
    }

    /// `texts` read as channels, as `channels(_:)` reads `--channel`'s values.
    func channels(fromArguments texts: [String], _ context: AppContext) throws(CommandFailure) -> [ChannelSpec] {
        try Self.channels(texts, context) { failure($0) }
    }

    /// Channel specs read from `texts`, repeats dropped; `failure` makes the refusal of a bad one.
    static func channels(
        _ texts: [String], _ context: AppContext, failure: (Phrase) -> CommandFailure
    ) throws(CommandFailure) -> [ChannelSpec] {
        var specs: [ChannelSpec] = []
        for text in texts {
            guard
                let spec = ChannelSpec(
                    parsing: text, directory: context.currentDirectory, home: context.environment["HOME"])
            else {
                throw failure(Phrase("unknown channel '\(text, .value)': use \(ChannelSpec.names, .choices)"))
            }
            if case .file(let path) = spec, let problem = ChannelSpec.systemPathProblem(path) { throw failure(problem) }
            if !specs.contains(spec) { specs.append(spec) }
        }
        return specs
    }

    /// A command-line mistake, with this command's usage line.
    func failure(_ message: Phrase) -> CommandFailure {
        .usage(message, usageOf: command.words)
    }

    /// Whether the command declares `option`: asking for one it does not is a mistake in
    /// wordquiz, caught by every test that runs the command.
    private func isDeclared(_ option: OptionSpec) -> Bool {
        command.options.contains(option)
    }
}

extension CommandSpec {
    /// Reads `arguments` as this command declares them.
    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        try ParsedArguments(arguments, as: self)
    }
}
