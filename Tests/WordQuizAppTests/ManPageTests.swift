import Foundation
import TestSupport
import Testing

@testable import WordQuizApp

@Suite struct ManPageTests {
    /// `help --man` as a bed's wordquiz writes it, rendered by man(1); and what groff -ww
    /// warns of in it (nothing, for a clean page).
    func renderedPage(_ bed: CLITestbed) throws -> (text: String, warnings: String) {
        let page = try bed.run(["help", "--man"])
        #expect(page.exitCode == 0)
        let path = bed.root.path + "/wordquiz.1"
        try page.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let rendered = try ProcessRunner.run(
            "/usr/bin/man", ["-P", "cat", "-l", path],
            environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
        #expect(rendered.exitCode == 0, "\(rendered.stderr)")
        let checked = try ProcessRunner.run(
            "/usr/bin/groff", ["-man", "-ww", "-z", "-K", "utf8", "-Tutf8", path],
            environment: ["PATH": "/usr/bin:/bin"])
        return (rendered.stdout, checked.stderr)
    }

    @Test func theManPageRendersWithEveryCommandAndNoRoffWarnings() throws {
        let page = try renderedPage(CLITestbed(language: "en"))
        #expect(page.text.contains("WORDQUIZ(1)"))
        for command in CommandRegistry.commands {
            #expect(page.text.contains("Usage: wordquiz \(command.name)"), "\(command.name)")
        }
        #expect(page.text.contains("schedule export"))
        #expect(page.warnings.isEmpty, "\(page.warnings)")
    }

    @Test func aKoreanReaderGetsTheManPageInKorean() throws {
        let page = try renderedPage(CLITestbed())
        #expect(page.text.contains("이름"), "\(page.text)")
        #expect(page.text.contains("사용법: wordquiz schedule add"))
        #expect(page.text.contains("종료 상태"))
        #expect(page.warnings.isEmpty, "\(page.warnings)")
    }

    @Test func zshAndFishDescribeTheCommandsInTheReadersLanguage() throws {
        let bed = CLITestbed()
        #expect(try bed.run(["completions", "fish"]).stdout.contains("-a today -d '오늘의 단어 보기'"))
        #expect(try bed.run(["completions", "zsh"]).stdout.contains("'today:오늘의 단어 보기'"))
        bed.extraEnvironment["WORDQUIZ_LANG"] = "en"
        #expect(try bed.run(["completions", "fish"]).stdout.contains(#"-a today -d 'show today\'s word'"#))
    }
}
