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

    /// The command's options, read from the line: `Options`' properties, each set from the
    /// option it declares; the first value an option cannot read is refused.
    func options<Options: CommandOptions>(_ type: Options.Type = Options.self) throws(CommandFailure) -> Options {
        // Another command's options would read nothing this line could hold: a mistake in
        // wordquiz, caught by every test that runs the command.
        assert(Options.declared == command.options, "\(command.path) does not declare \(Options.self)")
        return try OptionReader.reading(self) { Options() }
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
}

extension CommandSpec {
    /// Reads `arguments` as this command declares them.
    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        try ParsedArguments(arguments, as: self)
    }
}
