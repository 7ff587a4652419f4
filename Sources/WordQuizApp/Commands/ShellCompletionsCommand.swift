import Foundation
import WordQuizCore

/// `wordquiz completions bash|zsh|fish` prints a completion script (`ShellCompletions`);
/// `--schedule-ids` (used by those scripts as you type) prints the schedule ids, one a line,
/// and nothing at all when there is no database yet or it cannot be read.
struct ShellCompletionsCommand: SynchronousCommand {
    /// The ids of the schedules, asked by the scripts as you type.
    static let scheduleIDsOption = OptionSpec(name: "--schedule-ids", isHidden: true, isStandalone: true)
    static let shellArgument = ArgumentSpec(name: "SHELL", what: Phrase("a shell"), choices: ShellCompletions.shells)

    static let configuration = CommandConfiguration(
        name: "completions", summary: Phrase("a completion script for a shell"),
        arguments: [shellArgument],
        help: [
            .paragraph(
                Phrase(
                    "Print a completion script for a shell: commands, schedule actions, options, their values, and the ids of your schedules."
                )),
            .usage,
            .terms(
                nil,
                [
                    HelpTerm("bash", Phrase("add to ~/.bashrc: \("source <(wordquiz completions bash)", .command)")),
                    HelpTerm(
                        "zsh",
                        Phrase("add to ~/.zshrc (after compinit): \("source <(wordquiz completions zsh)", .command)")),
                    HelpTerm(
                        "fish",
                        Phrase(
                            "write it to \("~/.config/fish/completions/wordquiz.fish", .path): \("wordquiz completions fish > …", .command)"
                        )),
                ]),
            .paragraph(Phrase("scripts/install puts them where each shell looks by itself.")),
        ])

    struct Options: CommandOptions {
        @Flag(ShellCompletionsCommand.scheduleIDsOption) var scheduleIDs: Bool
    }

    var shell: ShellCompletions.Shell?

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        guard try !parsed.options(Options.self).scheduleIDs else { return }
        let typed = parsed.positionals[0]
        guard let shell = ShellCompletions.Shell(rawValue: typed) else {
            throw parsed.failure(
                Phrase("no completions for '\(typed, .shell)'")
                    + Suggestion.clause(for: typed, among: ShellCompletions.shells))
        }
        self.shell = shell
    }

    func run(_ context: AppContext) throws {
        guard let shell else {
            guard FileManager.default.fileExists(atPath: context.paths.databaseFile),
                let store = try? StoreOpener.open(context.paths, readOnly: true),
                let schedules = try? ScheduleBook(store: store).all()
            else { return }
            return context.stdout.write(schedules.map { $0.id + "\n" }.joined())
        }
        context.stdout.write(ShellCompletions.script(for: shell, language: context.language))
    }
}
