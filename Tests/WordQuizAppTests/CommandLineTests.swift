import Foundation
import TestSupport
import Testing

@Suite struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let bed = CLITestbed()
        let version = try bed.run(["--version"])
        #expect(version.exitCode == 0)
        #expect(version.stdout.hasPrefix("wordquiz "))
        let help = try bed.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("today"))
        let todayHelp = try bed.run(["today", "--help"])
        #expect(todayHelp.exitCode == 0)
        #expect(todayHelp.stdout.contains("--refresh"))
        #expect(todayHelp.stdout.contains("--json"))
    }

    @Test(arguments: [
        ["today", "--bogus"], ["today", "--date"], ["today", "--date", "2026-02-30"],
        ["today", "--provider", "naver"], ["today", "--color", "pink"], ["today", "extra"],
        ["today", "--offline", "--provider", "stdict"], ["frobnicate"],
    ])
    func usageErrorsExit64WithTheHelpLine(arguments: [String]) throws {
        let result = try CLITestbed(language: "en").run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        // One line says what is wrong; the usage follows, its lines after the first aligned under it.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("wordquiz: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: wordquiz") == true, "\(lines)")
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("       ") }, "\(lines)")
    }

    @Test func anInvalidSettingExits78AndNamesIt() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_FORMAT"] = "yaml"
        let result = try bed.run(["today"])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("WORDQUIZ_FORMAT"))
    }
}
