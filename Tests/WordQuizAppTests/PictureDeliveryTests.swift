import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// With a picture cached for the day's word, every channel carries it where it can: the
/// desktop's image hint, Slack's image block, Discord's embed, ntfy's attachment, the email's
/// inline part, the file's line — each with the credit.
@Suite struct PictureDeliveryTests {
    /// A dictionary whose 참기름 has a media page with a picture at /pic.png, and webhooks that
    /// take anything.
    func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let reply = PictureTests.dictionary(request, link: "/front/search/searchResultView.do?file_no=1") {
                return reply
            }
            switch request.path {
            case "/front/search/searchResultView.do": return PictureTests.mediaPage(pictureAt: "/pic.png")
            case "/pic.png":
                return .respond(status: 200, headers: [("Content-Type", "image/png")], body: PictureTests.png)
            default: return .ok("ok", contentType: "text/plain")
            }
        }
    }

    func bed(_ server: LoopbackHTTPServer) throws -> CLITestbed {
        let bed = try PictureTests().bed(server)
        #expect(try bed.run(["today"]).exitCode == 0, "the picture is fetched and cached")
        return bed
    }

    var file: (CLITestbed) -> String { { $0.home + "/.cache/wordquiz/pictures/krdict-\(PictureTests.code).png" } }
    let credit = "사진: 국립국어원 한국어기초사전, CC BY-SA 2.0 KR"

    @Test func theWebhooksCarryThePictureByItsAddressWithTheCredit() throws {
        let server = try server()
        let bed = try bed(server)
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/slack"
        bed.extraEnvironment["DISCORD_WEBHOOK_URL"] = server.baseURL + "/discord"
        bed.extraEnvironment["NTFY_URL"] = server.baseURL + "/topic"
        let result = try bed.run(["digest", "--channel", "slack", "--channel", "discord", "--channel", "ntfy"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let pictureURL = server.baseURL + "/pic.png"

        let slack = try JSONDecoder().decode(
            SlackMessage.self, from: Data(try #require(server.requests.first { $0.path == "/slack" }).body))
        let image = try #require(slack.blocks.first { $0.type == "image" })
        #expect(image.imageURL == pictureURL && image.altText == "참기름")
        #expect(slack.blocks.last?.type == "context")
        #expect(slack.blocks.last?.elements?.first?.text == credit)

        let discord = try JSONDecoder().decode(
            DiscordMessage.self, from: Data(try #require(server.requests.first { $0.path == "/discord" }).body))
        #expect(discord.embeds?.first?.image.url == pictureURL)
        #expect(discord.embeds?.first?.footer.text == credit)

        let ntfy = try JSONDecoder().decode(
            NtfyMessage.self, from: Data(try #require(server.requests.first { $0.path == "/" }).body))
        #expect(ntfy.attach == pictureURL && ntfy.filename == "참기름.png")
        #expect(ntfy.message.hasSuffix("\n" + credit))
        // None of these channels carries the word's sound: no recording is looked for.
        #expect(!server.requests.contains { $0.path == "/dicSearch/SearchView" })
    }

    @Test func theEmailCarriesThePictureInlineBesideItsHTML() throws {
        let server = try server()
        let bed = try bed(server)
        let smtp = try LoopbackSMTPServer()
        bed.extraEnvironment["SMTP_URL"] = smtp.url
        bed.extraEnvironment["SMTP_FROM"] = "wordquiz@example.test"
        bed.extraEnvironment["SMTP_TO"] = "learner@example.test"
        let result = try bed.run(["digest", "--channel", "email"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let mail = try ParsedMail.parse(try #require(smtp.messages.first).data)
        #expect(mail.defects.isEmpty, "\(mail.defects)")
        #expect(
            mail.tree == [
                "multipart/mixed", "  multipart/alternative", "    text/plain", "    multipart/related",
                "      text/html", "      image/png", "  audio/wav",
            ])
        let picture = try #require(mail.images.first)
        #expect(picture.data == PictureTests.png, "the image's bytes, intact")
        #expect(picture.disposition == "inline")
        #expect(picture.filename?.hasPrefix("wordquiz-") == true && picture.filename?.hasSuffix(".png") == true)
        let cid = try #require(picture.cid?.trimmingCharacters(in: CharacterSet(charactersIn: "<>")))
        let html = try #require(mail.texts["text/html"])
        #expect(html.contains(#"<img src="cid:\#(cid)" alt="참기름""#), "the HTML shows the inline part")
        #expect(html.contains(credit))
        #expect(html.contains(">참기름</h1>"))
        let text = try #require(mail.texts["text/plain"])
        #expect(text.contains("뜻: 참깨로 짠 기름."))
        // The word's sound (here the synthetic voice's: the dictionary's page has no
        // recording), attached whole, and said so in both parts.
        let sound = try #require(mail.sounds.first)
        let spoken = try #require(try bed.run(["say", "참기름", "--file"]).stdout.split(separator: "\n").first)
        #expect(sound.data == Array(try Data(contentsOf: URL(fileURLWithPath: String(spoken)))), "the bytes, intact")
        #expect(sound.type == "audio/wav" && sound.disposition == "attachment")
        #expect(sound.filename?.hasPrefix("wordquiz-") == true && sound.filename?.hasSuffix(".wav") == true)
        let said = "🔊 첨부: 단어의 소리 — 합성음(espeak-ng), 사람 목소리가 아니에요"
        #expect(text.hasSuffix(said + "\n") || text.hasSuffix(said), "\(text)")
        #expect(html.contains(said))
        #expect(!text.contains(file(bed)), "the text part does not name a file the mail carries")
    }

    @Test func theFileChannelNamesThePicturesFileAndCredit() throws {
        let server = try server()
        let bed = try bed(server)
        let digestFile = bed.root.path + "/digest.txt"
        #expect(try bed.run(["digest", "--channel", "file:" + digestFile]).exitCode == 0)
        let lines = try String(contentsOfFile: digestFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let at = try #require(lines.firstIndex(of: file(bed)))
        #expect(lines[at + 1] == credit, "\(lines)")
    }

    /// `WORDQUIZ_DESKTOP_SOUND=word`: the notification's sound is the word itself.
    @Test func theDesktopNotificationCanSayTheWord() throws {
        let server = try server()
        let bed = try bed(server)
        bed.extraEnvironment["WORDQUIZ_DESKTOP_SOUND"] = "word"
        let (result, logged) = try bed.runWithStandInNotifier([["digest", "--channel", "desktop"]])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let fields = try #require(logged.first).split(separator: "\t", omittingEmptySubsequences: false)
        let hints = try JSONDecoder().decode([String: String].self, from: Data(String(fields[5]).utf8))
        let sound = try #require(try bed.run(["say", "참기름", "--file"]).stdout.split(separator: "\n").first)
        #expect(hints == ["image-path": file(bed), "sound-file": String(sound)], "no theme sound named ‘word’")
    }

    @Test func theDesktopNotificationCarriesTheImageHintAndTheSoundAskedFor() throws {
        let server = try server()
        let bed = try bed(server)
        bed.extraEnvironment["WORDQUIZ_DESKTOP_SOUND"] = "message-new-instant"
        let (result, logged) = try bed.runWithStandInNotifier([["digest", "--channel", "desktop"]])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let fields = try #require(logged.first).split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == 6)
        #expect(fields[3] == "오늘의 단어: 참기름")
        let hints = try JSONDecoder().decode([String: String].self, from: Data(String(fields[5]).utf8))
        #expect(hints == ["image-path": file(bed), "sound-name": "message-new-instant"])
    }
}

extension PictureDeliveryTests {
    @Test func aDryRunShowsWhatEachChannelWouldCarryPictureIncluded() throws {
        let server = try server()
        let bed = try bed(server)
        bed.extraEnvironment["WORDQUIZ_DESKTOP_SOUND"] = "message-new-instant"
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = server.baseURL + "/slack"
        // The word's sound, looked for once (the dictionary's page has no recording): the
        // synthetic voice's file, which the email would attach.
        let sound = try #require(try bed.run(["say", "참기름", "--file"]).stdout.split(separator: "\n").first)
        let before = server.requests.count
        let result = try bed.run([
            "digest", "--dry-run", "--channel", "desktop", "--channel", "email", "--channel", "slack",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("image-path: " + file(bed)))
        #expect(lines.contains("sound-name: message-new-instant"))
        #expect(
            lines.contains("[text/plain · text/html · image/png inline: \(file(bed)) · audio/wav attached: \(sound)]"))
        #expect(result.stdout.contains(#""image_url":"\#(server.baseURL)/pic.png""#))
        #expect(server.requests.count == before, "a dry run sends nothing")
    }
}
