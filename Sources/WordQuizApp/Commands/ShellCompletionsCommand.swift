import Foundation
import WordQuizCore

/// `wordquiz completions bash|zsh|fish` prints a completion script; `--schedule-ids` (used by
/// those scripts as you type) prints the schedule ids, one a line, and nothing at all when
/// there is no database yet or it cannot be read.
struct ShellCompletionsCommand {
    /// The ids of the schedules, asked by the scripts as you type.
    static let scheduleIDsOption = OptionSpec(name: "--schedule-ids", isHidden: true)

    let arguments: [String]

    func run(_ context: AppContext) throws {
        if arguments == ["--schedule-ids"] {
            guard FileManager.default.fileExists(atPath: context.paths.databaseFile),
                let store = try? StoreOpener.open(context.paths, readOnly: true),
                let schedules = try? store.schedules()
            else { return }
            context.stdout.write(schedules.map { $0.schedule.id + "\n" }.joined())
            return
        }
        guard arguments.count == 1,
            let script = ShellCompletions.script(for: arguments[0], language: context.language)
        else {
            let shell = arguments.first ?? ""
            throw CommandFailure.usage(
                arguments.isEmpty
                    ? Phrase("completions needs a shell: bash, zsh or fish")
                    : Phrase("no completions for '\(shell, .shell)'")
                        + Suggestion.clause(for: shell, among: ["bash", "zsh", "fish"]),
                help: ShellCompletions.usage)
        }
        context.stdout.write(script)
    }
}
