import Foundation
import TestSupport
import Testing

@testable import WordQuizApp
@testable import WordQuizCore

/// `WORDQUIZ_LANG=en-XA`: every message in English with its letters accented and wrapped in
/// ⟦ ⟧. A line with English prose outside the brackets shows text that no translation can
/// reach: these tests run the commands a learner meets and fail on any such line.
///
/// A usage line's syntax (`wordquiz today [--date YYYY-MM-DD]`) is what the user types, and
/// stays.
@Suite struct PseudolocaleTests {
    func bed() -> CLITestbed {
        let bed = CLITestbed(language: "en-XA")
        return bed
    }

    /// The names of the commands and their actions, which stay as they are.
    static let commandNames = Set(
        CommandRegistry.commands.flatMap { [$0] + $0.subcommands }.flatMap { [$0.name] + $0.aliases })

    /// The English words (three letters or more) a line shows outside ⟦ ⟧, after what may stay:
    /// the program's and its commands' names, option and setting names, paths, code in
    /// backticks, and `data` (the words, glosses and values the test's learner has).
    static func prose(in line: String, data: [String]) -> [String] {
        var outside = ""
        var depth = 0
        for character in line {
            if character == "⟦" {
                depth += 1
            } else if character == "⟧" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                outside.append(character)
            }
        }
        for allowed in data { outside = outside.replacingOccurrences(of: allowed, with: " ") }
        // Code in backticks stays as it is, spaces and all.
        outside = outside.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        return outside.split(whereSeparator: { " ()[],'|".contains($0) }).map(String.init)
            .filter { word in
                !(word.hasPrefix("-") || word.hasPrefix("`") || word.contains("/") || word == "wordquiz"
                    || word == "wordquiz:" || commandNames.contains(word)
                    || !word.contains { $0.isLowercase })
            }
            .filter { word in word.filter { $0.isASCII && $0.isLetter }.count >= 3 }
    }

    /// A line with what the user types left out: a usage line's syntax (after its label, or
    /// aligned under it) and the term of a help's list (`  choice  …`, `  --date YYYY-MM-DD  …`).
    static func withoutSyntax(_ line: String) -> String {
        let label = Phrase("Usage:").text(in: .pseudo) + " wordquiz "
        if line.hasPrefix(label) { return label }
        if line.hasPrefix("   "), line.drop(while: { $0 == " " }).hasPrefix("wordquiz ") { return "" }
        if line.hasPrefix("  "), !line.hasPrefix("   "), let gap = line.dropFirst(2).range(of: "  ") {
            return String(line[gap.upperBound...])
        }
        return line
    }

    func expectNoProseOutsideMessages(_ result: ProcessResult, data: [String] = [], _ what: String) {
        expectNoProse(in: result.stdout + result.stderr, data: data, what)
    }

    /// The same for what a channel received (a file, a webhook's text, a mail).
    func expectNoProse(in text: String, data: [String] = [], _ what: String) {
        // A message wrapped over several lines opens on one and closes on another.
        var open = 0
        for line in text.split(separator: "\n").map(String.init) {
            let carried = String(repeating: "⟦", count: open)
            open = max(0, open + line.filter { $0 == "⟦" }.count - line.filter { $0 == "⟧" }.count)
            let leaked = Self.prose(in: carried + Self.withoutSyntax(line), data: data)
            #expect(leaked.isEmpty, "\(what): \(leaked) in: \(line)")
        }
    }

    @Test func theCheckerFindsProseAndLetsMessagesDataAndNamesBe() {
        #expect(Self.prose(in: "⟦Ŵöŕð öƒ ţĥé ðáý⟧ 2024-01-01", data: []).isEmpty)
        #expect(Self.prose(in: "wordquiz: ⟦üñķñöŵñ öþţíöñ '--jsno'⟧", data: []).isEmpty)
        #expect(Self.prose(in: "apple", data: ["apple"]).isEmpty)
        #expect(Self.prose(in: "  ⟦✗ Ñöţ ǫüíţé⟧ counted as Hard", data: []) == ["counted", "Hard"])
        #expect(Self.prose(in: "Usage: wordquiz stats [--json]", data: []) == ["Usage:"])
    }

    /// The check can fail: the same command in plain English shows prose on every line.
    @Test func plainEnglishFailsTheCheck() throws {
        let result = try CLITestbed(language: "en").run(["stats", "--date", CLITestbed.appleDay])
        let lines = result.stdout.split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count >= 4)
        #expect(lines.prefix(4).allSatisfy { !Self.prose(in: String($0), data: []).isEmpty }, "\(result.stdout)")
    }

    @Test func everyMessageIsWrappedAndItsSlotsKept() {
        #expect(Phrase("\("--count", .option) needs a value").text(in: .pseudo) == "⟦--count ñééðš á ṽáļüé⟧")
        #expect(Phrase("[\(1, .number)/\(3, .total)]").text(in: .pseudo) == "⟦[1/3]⟧")
        #expect(Pseudolocale.template("  (? hint · q quit)") == "  ⟦(? ĥíñţ · ǫ ǫüíţ)⟧")
        #expect(Pseudolocale.template("run `wordquiz today` now") == "⟦ŕüñ `wordquiz today` ñöŵ⟧")
    }

    @Test func theCardStatsHistoryAndTheListsSpeakOnlyInMessages() throws {
        let bed = bed()
        // A learner who met the apple day's word and answered it once.
        let card = try bed.run(["today", "--date", CLITestbed.appleDay])
        #expect(card.exitCode == 0)
        expectNoProseOutsideMessages(card, data: ["apple"], "today")
        let quiz = try bed.run(["quiz", "--count", "1", "--date", CLITestbed.appleDay], stdin: "1\n")
        expectNoProseOutsideMessages(quiz, data: ["apple"], "quiz")
        // The channel a dry run renders for is named as it is typed; a deck's name is the
        // learner's own.
        let data = ["apple", "bank", "── stdout ──"]
        for command in [
            ["stats", "--date", CLITestbed.appleDay], ["history"], ["schedule", "list"], ["deliveries"],
            ["deck", "list"], ["doctor", "--offline"], ["digest", "--dry-run", "--date", CLITestbed.appleDay],
        ] {
            expectNoProseOutsideMessages(try bed.run(command), data: data, command.joined(separator: " "))
        }
    }

    /// The command list, the help of every command and action, and the man page: every
    /// sentence a message, each laid out from the command's declaration.
    @Test func theHelpOfEveryCommandSpeaksOnlyInMessages() throws {
        let bed = bed()
        let list = try bed.run(["--help"])
        #expect(list.stdout.contains("  today        ⟦šĥöŵ ţöðáý'š ŵöŕð⟧\n"), "\(list.stdout)")
        expectNoProseOutsideMessages(list, "--help")
        for path in HelpTests.paths {
            let help = try bed.run(["help"] + path)
            #expect(help.exitCode == 0)
            #expect(help.stdout.contains(Phrase("Options:").text(in: .pseudo)) || !help.stdout.contains("\n  --"))
            expectNoProseOutsideMessages(help, path.joined(separator: " "))
        }
        let page = try bed.run(["help", "--man"]).stdout
        #expect(page.contains(".SH ⟦ÑÅṀÉ⟧\n"), "\(page.prefix(300))")
    }

    /// An error of each kind: the command line, a setting, a damaged database, a missing schedule.
    @Test func errorsAndWarningsSpeakOnlyInMessages() throws {
        let bed = bed()
        let errors: [[String]] = [
            ["stats", "--jsno"], ["todya"], ["schedule", "off", "nope"], ["today", "--date", "2024-02-30"],
        ]
        for arguments in errors {
            let result = try bed.run(arguments)
            #expect(result.exitCode != 0)
            if arguments.count == 1 || arguments[1] == "--jsno" {
                #expect(result.stderr.contains("\n⟦Ûšáĝé:"), "the usage line: \(result.stderr)")
            }
            expectNoProseOutsideMessages(result, arguments.joined(separator: " "))
        }
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "never"
        let setting = try bed.run(["today"])
        #expect(setting.exitCode == 78)
        expectNoProseOutsideMessages(setting, "a bad setting")
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = nil
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: bed.databasePath))
        let damaged = try bed.run(["stats"])
        #expect(damaged.exitCode == 65)
        expectNoProseOutsideMessages(damaged, "a damaged database")
    }

    /// What a learner who schedules, delivers and changes level reads: days as they wrote
    /// them, the deliveries' states and reasons, the levels' names, what init says, the test
    /// notification a channel receives.
    @Test func schedulesDeliveriesLevelsAndInitSpeakOnlyInMessages() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 500, body: Array("down".utf8)) }
        let bed = bed()
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        let file = bed.root.path + "/digest.txt"
        for (id, days) in [("weekly", "mon,wed,fri"), ("work", "weekdays"), ("rest", "weekends")] {
            let added = try bed.run([
                "schedule", "add", "--at", "07:30", "--days", days, "--channel", "stdout", "--id", id,
            ])
            #expect(added.exitCode == 0, "\(added.stderr)")
            expectNoProseOutsideMessages(added, "schedule add --days \(days)")
        }
        _ = try bed.addScheduleDueTenMinutesAgo(id: "team", channels: ["slack", "file:" + file])
        let delivered = try bed.run(["digest", "--schedule", "team"])
        expectNoProseOutsideMessages(delivered, data: ["team", "slack"], "digest --schedule")
        let data = ["apple", "slack", "file:" + file, "stdout", "Asia/Seoul", "UTC", "weekly", "work", "rest", "team"]
        for command in [
            ["schedule", "list"], ["deliveries"], ["level"], ["level", "intermediate"], ["level", "native"],
            [
                "init", "--non-interactive", "--no-check", "--force", "--provider", "offline", "--at", "08:00",
                "--days", "mon,thu",
            ],
        ] {
            let result = try bed.run(command)
            #expect(result.exitCode == 0, "\(command): \(result.stdout) \(result.stderr)")
            expectNoProseOutsideMessages(result, data: data, command.joined(separator: " "))
        }
        let list = try bed.run(["schedule", "list"]).stdout
        let days = ["mon", "wed", "fri"].map { Phrase(.init(stringLiteral: $0)).text(in: .pseudo) }.joined(
            separator: ",")
        #expect(list.contains("07:30 \(days) (Asia/Seoul)"), "the days in the reader's words: \(list)")
        #expect(list.contains("07:30 \(Phrase("weekdays").text(in: .pseudo)) (Asia/Seoul)"), "\(list)")
        let deliveries = try bed.run(["deliveries"]).stdout
        #expect(deliveries.contains("slack: " + Phrase("failed").text(in: .pseudo)), "\(deliveries)")
        #expect(deliveries.contains("file:\(file): " + Phrase("delivered").text(in: .pseudo)), "\(deliveries)")
        let tested = bed.root.path + "/test.txt"
        let test = try bed.run(["channel", "test", "file:" + tested])
        #expect(test.exitCode == 0, "\(test.stderr)")
        let notification = try String(contentsOfFile: tested, encoding: .utf8)
        expectNoProse(in: notification, data: ["file:" + tested], "channel test")
        // A test notification holds no word of the dictionary: no Hangul at all, where the
        // one a Korean reader gets is all Hangul.
        #expect(!notification.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(notification)")
    }

    /// The digest as each channel receives it, and the exports: every sentence a message,
    /// the tags in their one vocabulary.
    @Test func theDigestOnEveryChannelAndTheExportsSpeakOnlyInMessages() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 204, body: []) }
        let smtp = try LoopbackSMTPServer()
        let bed = try bed().meet(days: 2)
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/slack"
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/discord"
        bed.extraEnvironment["NTFY_URL"] = server.baseURL + "/topic"
        bed.extraEnvironment["SMTP_URL"] = smtp.url
        bed.extraEnvironment["SMTP_FROM"] = "wordquiz@example.test"
        bed.extraEnvironment["SMTP_TO"] = "learner@example.test"
        let file = bed.root.path + "/digest.txt"
        let second = CLITestbed.appleDay
        let result = try bed.run(
            ["digest", "--date", second]
                + ["slack", "discord", "ntfy", "email", "file:" + file].flatMap { ["--channel", $0] })
        #expect(result.exitCode == 0, "\(result.stderr)")
        let bank = WordBank.embedded.words
        let data = ["wordquiz review"] + bank.map(\.english).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        func check(_ text: String, _ channel: String) {
            #expect(!text.isEmpty, "\(channel) received a digest")
            expectNoProse(in: text, data: data, channel)
        }
        check(try String(contentsOfFile: file, encoding: .utf8), "file")
        let slack = try JSONDecoder().decode(
            SlackMessage.self, from: Data(try #require(server.requests.first { $0.path == "/slack" }).body))
        check(slack.blocks.compactMap(\.text?.text).joined(separator: "\n"), "slack")
        let discord = try JSONDecoder().decode(
            DiscordMessage.self, from: Data(try #require(server.requests.first { $0.path == "/discord" }).body))
        check(discord.content, "discord")
        let ntfy = try JSONDecoder().decode(
            NtfyMessage.self, from: Data(try #require(server.requests.first { $0.path == "/" }).body))
        check(ntfy.title + "\n" + ntfy.message, "ntfy")
        let mail = try ParsedMail.parse(try #require(smtp.messages.first).data)
        check(mail.subject + "\n" + (mail.texts["text/plain"] ?? ""), "email")
        // The digest names yesterday's word with its English, as its title names today's.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let yesterday = WordOfTheDay.word(for: CalendarDate(dayNumber: WordOfTheDay.epoch.dayNumber - 1))
        if text.contains(yesterday.headword) { #expect(text.contains("\(yesterday.headword) (\(yesterday.english))")) }

        _ = try bed.run(["quiz", "--count", "1", "--date", second], stdin: "1\n")
        let tsv = try bed.run(["export", "--format", "tsv"])
        #expect(tsv.exitCode == 0)
        let tags = tsv.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: "\t").last
        }
        #expect(!tags.isEmpty)
        for tag in tags {
            let words = tag.split(separator: " ").map(String.init)
            #expect(words.first == "wordquiz", "\(tag)")
            let vocabulary = Set(DictionaryTerm.terms.keys.compactMap(DictionaryTerm.code))
            #expect(words.dropFirst().allSatisfy(vocabulary.contains), "\(tag)")
        }
        // The back of a card: its example after the reader's own "e.g.".
        #expect(
            tsv.stdout.contains(Phrase("e.g. \("", .value)").text(in: .pseudo).dropLast(1)), "\(tsv.stdout.prefix(400))"
        )
        #expect(!tsv.stdout.contains("예)"), "no Korean label in another language")
    }

    /// JSON says the same in every language: one vocabulary (a level's code, a language's ISO
    /// code, a state's name), never the reader's words.
    @Test func jsonIsTheSameInEveryLanguage() throws {
        var outputs: [String: [String]] = [:]
        for language in ["ko", "en", "en-XA"] {
            let bed = try CLITestbed(language: language).meet(days: 2)
            _ = try bed.run([
                "schedule", "add", "--at", "07:30", "--days", "weekdays", "--channel", "stdout", "--id", "work",
            ])
            outputs[language] = try [
                ["today", "--json", "--date", CLITestbed.appleDay], ["stats", "--json", "--date", CLITestbed.appleDay],
                ["history", "--json"], ["deliveries", "--json"], ["export", "--format", "json"],
            ].map { try bed.run($0).stdout }
            let schedules = try bed.run(["schedule", "list", "--json"]).stdout
            #expect(schedules.contains("\"trigger\":\"07:30 weekdays (Asia/Seoul)\""), "\(language): \(schedules)")
        }
        #expect(outputs["ko"] == outputs["en"])
        #expect(outputs["en"] == outputs["en-XA"])
        let today = try JSONSerialization.jsonObject(with: Data((outputs["ko"]?[0] ?? "").utf8)) as? [String: Any]
        #expect(today?["level"] as? String == "beginner")
    }
}
