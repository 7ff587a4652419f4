import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The digest delivered as processes: webhooks to a loopback HTTP server, email to a
/// loopback SMTP server, files, and the desktop channel's error without a session bus.
@Suite struct DigestDeliveryTests {
    func digest(_ bed: CLITestbed, _ channels: [String]) throws -> ProcessResult {
        try bed.run(["digest", "--date", CLITestbed.appleDay] + channels.flatMap { ["--channel", $0] })
    }

    @Test func slackReceivesBlocksWithTheDaysWord() throws {
        let server = try LoopbackHTTPServer { _ in .ok("ok", contentType: "text/plain") }
        let bed = CLITestbed()
        let secretURL = server.baseURL + "/services/T000/B000/very-secret-token"
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = secretURL
        bed.secrets = ["very-secret-token"]
        let result = try digest(bed, ["slack"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/services/T000/B000/very-secret-token")
        #expect(request.headers["content-type"]?.hasPrefix("application/json") == true)
        let message = try JSONDecoder().decode(SlackMessage.self, from: Data(request.body))
        #expect(message.blocks[0].text?.text == "오늘의 단어: 사과 (apple)")
        // Block Kit as Slack reads it (read here by Foundation's parser, not wordquiz's type):
        // a header takes plain text only, a section mrkdwn (generated survivor 0348c9a4a6: a
        // header block without its type, which Slack refuses with invalid_blocks).
        let payload = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any]
        let blocks = try #require(payload?["blocks"] as? [[String: Any]])
        #expect(blocks.map { $0["type"] as? String } == ["header", "section"])
        #expect(blocks.map { ($0["text"] as? [String: Any])?["type"] as? String } == ["plain_text", "mrkdwn"])
        let section = message.blocks[1].text?.text ?? ""
        #expect(section.contains("*뜻: 둥글고 껍질이 붉거나 푸르며 속살이 달고 새콤한 과일.*"))
        #expect(section.contains("\n복습할 단어 없음"), "a new learner: \(section)")
        #expect(!section.contains("어제의 단어"), "a word the learner never met is not named: \(section)")
    }

    @Test func discordAndNtfyReceiveTheirFormats() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 204, body: []) }
        let bed = CLITestbed()
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/api/webhooks/1/secret"
        bed.extraEnvironment["NTFY_URL"] = server.baseURL + "/wordquiz-topic"
        let result = try digest(bed, ["discord", "ntfy"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let discord = try #require(server.requests.first { $0.path == "/api/webhooks/1/secret" })
        let discordMessage = try JSONDecoder().decode(DiscordMessage.self, from: Data(discord.body))
        #expect(discordMessage.content.hasPrefix("**오늘의 단어: 사과 (apple)**"))
        #expect(discordMessage.allowedMentions.parse.isEmpty)
        let ntfy = try #require(server.requests.first { $0.path == "/" })
        let ntfyMessage = try JSONDecoder().decode(NtfyMessage.self, from: Data(ntfy.body))
        #expect(ntfyMessage.topic == "wordquiz-topic")
        #expect(ntfyMessage.title == "오늘의 단어: 사과 (apple)")
    }

    @Test func aFailingChannelDoesNotStopTheOthersAndIsReported() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 404, body: Array("no such hook".utf8)) }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook/secret-part"
        bed.secrets = ["secret-part"]
        let file = bed.root.path + "/digest.txt"
        let result = try digest(bed, ["slack", "file:" + file])
        #expect(result.exitCode == 75)
        #expect(result.stderr.contains("slack: Slack answered HTTP 404"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Word of the day: 사과"))
        // Delivered on one channel: the learner has met the word, and the quiz may ask it.
        #expect(try sqlite(bed.databasePath, "SELECT headword, source FROM met_word") == "사과|digest")
    }

    /// A channel's failure said in Korean: the channel, and the status it answered.
    @Test func aFailingChannelIsReportedInKorean() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 404, body: Array("no such hook".utf8)) }
        let bed = CLITestbed(language: "ko")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook/secret-part"
        bed.secrets = ["secret-part"]
        let result = try digest(bed, ["slack"])
        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("slack: Slack에서 HTTP 404 응답을 보냈어요"), "\(result.stderr)")
    }

    @Test func aPostThatMayHaveArrivedIsNotSentAgain() throws {
        // The connection breaks after the request went out: the webhook may have posted it.
        let server = try LoopbackHTTPServer { _ in .dropConnection }
        let bed = CLITestbed()
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/hook"
        let result = try digest(bed, ["discord"])
        #expect(result.exitCode == 69)
        #expect(server.requests.count == 1)
    }

    @Test func aServerErrorIsNotSentAgain() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 500, body: Array("oops".utf8)) }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        let result = try digest(bed, ["slack"])
        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("Slack answered HTTP 500"))
        #expect(server.requests.count == 1, "one POST, not nine")
    }

    /// Sent again once the wait the server asked for has passed, not at once.
    @Test func tooManyRequestsIsSentAgainAfterRetryAfter() throws {
        let counter = FailureSwitch()
        counter.isOn = true
        let arrivals = Arrivals()
        let server = try LoopbackHTTPServer { _ in
            arrivals.note()
            if counter.isOn {
                counter.isOn = false
                return .respond(status: 429, headers: [("Retry-After", "1")], body: [])
            }
            return .ok("ok")
        }
        let bed = CLITestbed()
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/hook"
        let result = try digest(bed, ["discord"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(server.requests.count == 2)
        let times = arrivals.times
        #expect(times.count == 2 && times[0].duration(to: times[1]) >= .seconds(1), "\(times)")
    }

    /// A webhook's `Retry-After` that no clock could hold (or that is not a number of seconds)
    /// is bounded: the scheduled fire's channel is `failed` with its next try planned within
    /// the hour, never left `sending` (an overflowing number crashed the round).
    @Test(arguments: ["99999999999999999999999", "9223372036854775807", "-5", "nan", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func anOverflowingRetryAfterIsBounded(header: String) throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 429, headers: [("Retry-After", header)], body: []) }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "2"
        try bed.addScheduleDueTenMinutesAgo(id: "team", channels: ["slack"])
        let started = Int64(Date().timeIntervalSince1970)
        let result = try bed.run(["digest", "--schedule", "team"])
        #expect(!result.stderr.contains("Fatal error") && result.exitCode != 133, "\(result.stderr)")
        let ledger = try sqlite(bed.databasePath, "SELECT status, retry_at FROM delivery_channel")
        let fields = ledger.split(separator: "|")
        #expect(fields.first == "failed", "\(ledger)")
        let retryAt = try #require(fields.last.flatMap { Int64($0) }, "\(ledger)")
        #expect(retryAt > started && retryAt <= started + 3600 + 60, "\(ledger)")
    }

    /// A webhook that answers 200 with a body far over the response cap has the digest: it is
    /// delivered, with or without a Content-Length (the body was read only to the cap).
    @Test(arguments: [false, true])
    func aHugeAnswerToAWebhookIsStillDelivered(chunked: Bool) throws {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 5 << 20)
        let server = try LoopbackHTTPServer { _ in
            chunked ? .chunked(body: huge) : .respond(status: 200, body: huge)
        }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        let result = try digest(bed, ["slack"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(server.requests.count == 1)
    }

    @Test func aSlowWebhookIsBoundByTheNetworkBudget() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 120, .ok("late")) }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/hook"
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "1"
        // One attempt of at most a second, never sent again: it may have arrived.
        let result = try bed.run(["digest", "--date", CLITestbed.appleDay, "--channel", "discord"], timeout: 25)
        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("Discord could not be reached (timed out)"))
        #expect(server.requests.count == 1)
        server.stop()
    }

    @Test func emailArrivesWithAnEncodedKoreanSubject() throws {
        let smtp = try LoopbackSMTPServer()
        let bed = CLITestbed()
        bed.extraEnvironment["SMTP_URL"] = smtp.url
        bed.extraEnvironment["SMTP_FROM"] = "wordquiz@example.test"
        bed.extraEnvironment["SMTP_TO"] = "learner@example.test, friend@example.test"
        let result = try digest(bed, ["email"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let message = try #require(smtp.messages.first)
        #expect(message.from == "wordquiz@example.test")
        #expect(message.recipients == ["learner@example.test", "friend@example.test"])
        let subject = try #require(message.header("Subject"))
        #expect(subject.hasPrefix("=?UTF-8?B?"))
        #expect(decodeEncodedWords(subject) == "오늘의 단어: 사과 (apple)")
        #expect(message.header("Date") != nil)
        #expect(message.header("Message-ID")?.hasSuffix("@example.test>") == true)
        // Read by a real MIME parser: the text and the HTML as alternatives, no defects.
        let mail = try ParsedMail.parse(message.data)
        #expect(mail.defects.isEmpty, "\(mail.defects)")
        // The word's sound (a bank word: the synthetic voice's) after the alternatives.
        #expect(
            mail.tree == [
                "multipart/mixed", "  multipart/alternative", "    text/plain", "    text/html", "  audio/wav",
            ])
        #expect(mail.sounds.first.map { AudioFormat.inspect($0.data) } == .wav)
        #expect(mail.subject == "오늘의 단어: 사과 (apple)")
        #expect(mail.texts["text/plain"]?.contains("뜻: 둥글고 껍질이") == true)
        let html = try #require(mail.texts["text/html"])
        #expect(html.contains(#"font-size:44px;line-height:1.2">사과</h1>"#), "the word, large")
        #expect(html.contains("뜻: 둥글고 껍질이"))
        #expect(mail.images.isEmpty, "no picture without a dictionary's")
    }

    @Test func theDesktopChannelSaysWhatIsMissingWithoutASessionBus() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["XDG_RUNTIME_DIR"] = bed.root.path  // no bus socket here
        let result = try bed.run(["channel", "test", "desktop"])
        // Nothing was sent, and a session bus may yet come up: try again later.
        #expect(result.exitCode == 75)
        #expect(result.stderr.contains("DBUS_SESSION_BUS_ADDRESS is not set"))
        #expect(result.stderr.contains("\(bed.root.path)/bus does not exist"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aChannelWithoutItsSettingNamesTheVariable() throws {
        let result = try digest(CLITestbed(), ["ntfy"])
        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("NTFY_URL"))
    }

    @Test func dryRunPrintsEachRenderingAndSendsNothing() throws {
        let server = try LoopbackHTTPServer { _ in .ok("ok") }
        let bed = CLITestbed()
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/hook"
        let result = try bed.run(
            ["digest", "--dry-run", "--date", CLITestbed.appleDay, "--channel", "slack", "--channel", "desktop"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("── slack ──"))
        // The notification as it would show: its summary, then its body's two lines.
        let apple = try #require(WordBank.embedded.word("사과"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let desktop = try #require(lines.firstIndex(of: "── desktop ──"), "\(result.stdout)")
        let shown = ["오늘의 단어: 사과 (apple)", "뜻: \(apple.definition)", "예) \(apple.example)"]
        #expect(Array(lines[(desktop + 1)...].prefix(3)) == shown, "\(result.stdout)")
        #expect(server.requests.isEmpty)
    }

    @Test func fileChannelsAppendOneBlockPerDelivery() throws {
        let bed = CLITestbed()
        let file = bed.root.path + "/digest.txt"
        _ = try digest(bed, ["file:" + file])
        _ = try bed.run(["digest", "--date", "2024-01-02", "--channel", "file:" + file])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "오늘의 단어: ").count == 3)
    }

    @Test(arguments: [
        ["digest", "--channel", "pager"], ["digest", "--schedule", "x", "--dry-run"], ["channel", "ping"],
    ])
    func badChannelUsageExits64(arguments: [String]) throws {
        #expect(try CLITestbed().run(arguments).exitCode == 64)
    }
}

/// Decodes `=?UTF-8?B?…?=` words.
func decodeEncodedWords(_ text: String) -> String {
    var bytes = Data()
    for word in text.split(separator: " ") where word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?=") {
        if let data = Data(base64Encoded: String(word.dropFirst(10).dropLast(2))) { bytes.append(data) }
    }
    return String(decoding: bytes, as: UTF8.self)
}

extension CLITestbed {
    /// Runs wordquiz commands, one after the other, on a private session bus whose
    /// notification server is the stand-in (`Fixtures/stand_in_notifyd.py`), once it owns
    /// its name; the stand-in's log lines (one a notification, tab-separated) come back.
    func runWithStandInNotifier(_ commands: [[String]]) throws -> (result: ProcessResult, logged: [Substring]) {
        let log = root.path + "/notifications.log"
        let runs = commands.enumerated().map { index, arguments in
            "'\(ProcessRunner.wordquizPath)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
                + " || exit \(index + 1)"
        }
        let script =
            ([
                "/usr/bin/python3 '\(FixturesPath.standInNotifyd)' '\(log)' &",
                "for i in $(seq 50); do dbus-send --session --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner string:org.freedesktop.Notifications 2>/dev/null | grep -q true && break; sleep 0.1; done",
            ] + runs).joined(separator: "\n")
        var environment = self.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let result = try ProcessRunner.run(
            "/usr/bin/dbus-run-session", ["--", "/bin/sh", "-c", script], environment: environment,
            currentDirectory: workingDirectory, timeout: 60)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (result, text.split(separator: "\n"))
    }
}

/// When each request reached a loopback server, in order.
final class Arrivals: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [ContinuousClock.Instant] = []

    func note() { lock.withLock { noted.append(ContinuousClock().now) } }

    var times: [ContinuousClock.Instant] { lock.withLock { noted } }
}
