import Foundation
import TestSupport
import Testing

@testable import WordQuizApp

@Suite struct ShellCompletionTests {
    func wordquizOnPath(_ bed: CLITestbed) -> [String: String] {
        var environment = bed.environment
        let directory = (ProcessRunner.wordquizPath as NSString).deletingLastPathComponent
        environment["PATH"] = directory + ":/usr/bin:/bin"
        return environment
    }

    /// Completes `words` in a real bash with the script loaded; the candidates, one a line.
    func bashCompletes(_ bed: CLITestbed, _ words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source <(wordquiz completions bash) || exit 3
            complete -p wordquiz >&2
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _wordquiz
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ProcessRunner.run("/bin/bash", ["--norc", "-c", script], environment: wordquizOnPath(bed))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("complete -F _wordquiz wordquiz"))
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsActionsOptionsValuesAndScheduleIDs() throws {
        let bed = CLITestbed(language: "en")
        #expect(
            try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "morning"]).exitCode == 0)
        #expect(try bashCompletes(bed, ["wordquiz", "sch"]) == ["schedule"])
        #expect(try bashCompletes(bed, ["wordquiz", "schedule", "r"]) == ["remove", "rm"])
        #expect(try bashCompletes(bed, ["wordquiz", "schedule", "off", ""]) == ["morning"])
        #expect(try bashCompletes(bed, ["wordquiz", "stats", "--j"]) == ["--json"])
        #expect(try bashCompletes(bed, ["wordquiz", "quiz", "--mode", "ch"]) == ["choice", "chosung"])
        #expect(try bashCompletes(bed, ["wordquiz", "digest", "--channel", "d"]) == ["desktop", "discord"])
        #expect(try bashCompletes(bed, ["wordquiz", "level", "in"]) == ["intermediate"])
    }

    @Test func scheduleIDsAreNothingWithoutADatabase() throws {
        let bed = CLITestbed(language: "en")
        let result = try bed.run(["completions", "--schedule-ids"])
        #expect(result.exitCode == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: bed.databasePath), "asking creates nothing")
    }

    @Test func zshLoadsTheScriptAsTheCompletionOfWordquiz() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else {
            print("note: zsh is not installed; its completion script is not loaded here")
            return
        }
        let bed = CLITestbed(language: "en")
        let script = """
            autoload -Uz compinit && compinit -u -D || exit 3
            source <(wordquiz completions zsh) || exit 4
            print -r -- "$_comps[wordquiz]"
            """
        let result = try ProcessRunner.run("/usr/bin/zsh", ["-f", "-c", script], environment: wordquizOnPath(bed))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "_wordquiz\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func fishScriptNamesEveryCommand() throws {
        let script = try CLITestbed(language: "en").run(["completions", "fish"]).stdout
        for command in CommandRegistry.commands {
            #expect(script.contains("-a \(command.name) -d "), "\(command.name)")
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") {
            let path = NSTemporaryDirectory() + "wordquiz-\(UUID().uuidString).fish"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try ProcessRunner.run("/usr/bin/fish", ["-n", path], environment: [:]).exitCode == 0)
        }
    }
}
