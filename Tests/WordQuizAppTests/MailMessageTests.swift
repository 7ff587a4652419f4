import Foundation
import TestSupport
import Testing

/// Why an email was not sent, in English and in Korean: the server's code and its words, or
/// what went wrong and libcurl's account of it, each in its place.
@Suite struct MailMessageTests {
    func bed(_ language: String, smtp url: String) -> CLITestbed {
        let bed = CLITestbed(language: language)
        bed.extraEnvironment["SMTP_URL"] = url
        bed.extraEnvironment["SMTP_FROM"] = "wordquiz@example.test"
        bed.extraEnvironment["SMTP_TO"] = "nobody@example.test"
        return bed
    }

    /// The text between `opening` and the line's closing parenthesis.
    func detail(of line: String, after opening: String) throws -> String {
        let start = try #require(line.range(of: opening)?.upperBound, "\(line)")
        let end = try #require(line.range(of: ")\n", options: .backwards)?.lowerBound, "\(line)")
        return String(line[start..<end])
    }

    /// A 5xx to the recipient refuses the message for good (69): the code, then the
    /// server's words as libcurl gives them.
    @Test(arguments: ["en", "ko"])
    func aRefusalSaysTheServersCodeAndWords(language: String) throws {
        let smtp = try LoopbackSMTPServer(rcptReplies: ["550 5.1.1 No such user"])
        let result = try bed(language, smtp: smtp.url).run(["channel", "test", "email"])
        #expect(result.exitCode == 69, "\(result.stderr)")
        let words = try detail(of: result.stderr, after: "550: ")
        #expect(!words.isEmpty && !words.contains("550:"), "\(result.stderr)")
        let said =
            language == "en"
            ? "wordquiz: email: not delivered — the mail server refused the message (550: \(words))\n"
            : "wordquiz: email: 보내지 못했어요 — 메일 서버가 메일을 거부했어요(550: \(words))\n"
        #expect(result.stderr == said, "\(result.stderr)")
        #expect(smtp.messages.isEmpty)
    }

    /// Nothing listens on port 1: what went wrong, then libcurl's account of it; a test send
    /// may be tried again later (75).
    @Test(arguments: ["en", "ko"])
    func aServerThatCannotBeReachedSaysWhatWentWrongAndHow(language: String) throws {
        let result = try bed(language, smtp: "smtp://127.0.0.1:1").run(["channel", "test", "email"])
        #expect(result.exitCode == 75, "\(result.stderr)")
        let account = try detail(of: result.stderr, after: language == "en" ? "could not connect: " : "연결하지 못했어요: ")
        #expect(account.hasPrefix("Failed to connect to 127.0.0.1 port 1"), "\(result.stderr)")
        let said =
            language == "en"
            ? "wordquiz: email: not delivered — email could not be sent (could not connect: \(account))\n"
            : "wordquiz: email: 보내지 못했어요 — 메일을 보내지 못했어요(연결하지 못했어요: \(account))\n"
        #expect(result.stderr == said, "\(result.stderr)")
    }
}
