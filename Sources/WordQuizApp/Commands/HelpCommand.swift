import WordQuizCore

/// `wordquiz help [COMMAND [ACTION]]`: the command list, a command's or an action's full help
/// (the same text as `COMMAND --help`), or with `--man` the manual page in roff.
struct HelpCommand: SynchronousCommand {
    static let manOption = OptionSpec(
        name: "--man", isStandalone: true, help: Phrase("the manual page, in roff: wordquiz help --man | man -l -"))

    static let configuration = CommandConfiguration(
        name: "help", aliases: CommonOption.help.names,
        summary: Phrase("the help of a command or of one of its actions"),
        arguments: [
            ArgumentSpec(name: "COMMAND", count: .optional, what: Phrase("a command")),
            ArgumentSpec(name: "ACTION", count: .optional, what: Phrase("an action")),
        ],
        synopses: [Synopsis([.arguments]), Synopsis([.required(manOption)])],
        help: [
            .paragraph(
                Phrase(
                    "The full help of a command, or of one of its actions; the same text as `wordquiz <command> --help`."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(HelpCommand.manOption) var isManPage: Bool
    }

    var words: [String]
    var isManPage: Bool

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        words = arguments.positionals
        isManPage = try arguments.options(Options.self).isManPage
    }

    func run(_ context: AppContext) throws {
        let language = context.language
        let columns = HelpBlock.columns(on: context.terminalColumns)
        if isManPage { return context.stdout.write(ManPage.roff(language: language)) }
        guard let first = words.first else {
            return context.stdout.write(WordQuizCLI.help(in: language, columns: columns))
        }
        guard let command = CommandRegistry.command(first) else {
            throw Self.failure(
                Phrase("no command '\(first, .command)'") + Suggestion.clause(for: first, among: CommandRegistry.names))
        }
        guard words.count > 1, !command.subcommands.isEmpty else {
            return context.stdout.write(CommandRegistry.help(of: command, in: language, columns: columns))
        }
        guard let action = command.subcommand(words[1]) else {
            throw Self.failure(
                Phrase("\(command.name, .command) has no action '\(words[1], .action)'")
                    + Suggestion.clause(for: words[1], among: command.actionNames))
        }
        context.stdout.write(CommandRegistry.help(of: action, in: language, columns: columns))
    }
}
