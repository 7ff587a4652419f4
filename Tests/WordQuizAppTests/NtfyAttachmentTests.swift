import Foundation
import TestSupport
import Testing
import WordQuizCore

/// ntfy takes one file a message, as a PUT's body with the message in headers: a deck's
/// picture, which has no address ntfy could fetch, goes as its bytes; with
/// `WORDQUIZ_NTFY_ATTACH=sound`, the word's sound does. Headers that are not plain ASCII are
/// RFC 2047-encoded, as ntfy decodes them.
@Suite struct NtfyAttachmentTests {
    /// A header value as ntfy reads it: encoded words decoded, the spaces between them dropped.
    static func decoded(_ value: String?) -> String {
        guard let value else { return "" }
        var bytes: [UInt8] = []
        for word in value.split(separator: " ") {
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?="),
                let data = Data(base64Encoded: String(word.dropFirst(10).dropLast(2)))
            else { return value }
            bytes += data
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aDecksPictureGoesAsItsBytes() throws {
        let server = try LoopbackHTTPServer { _ in .ok("{}", contentType: "application/json") }
        let bed = CLITestbed(language: "en")
        _ = try bed.run(["history"])
        let collection = HostilePackageTests.collection([["나무", #"tree <img src="p.png">"#]])
        let path = try HostilePackageTests.package(
            bed, collection, members: [("media", Array(#"{"0": "p.png"}"#.utf8)), ("0", PictureTests.png)])
        #expect(try bed.run(["deck", "import", path, "--name", "trees"]).exitCode == 0)
        #expect(try bed.run(["deck", "use", "trees"]).exitCode == 0)
        bed.extraEnvironment["NTFY_URL"] = server.baseURL + "/words"
        let sent = try bed.run(["digest", "--channel", "ntfy"])
        #expect(sent.exitCode == 0, "\(sent.stderr)")
        let request = try #require(server.requests.first)
        #expect(request.method == "PUT" && request.path == "/words")
        #expect(request.body == PictureTests.png, "the picture's own bytes")
        #expect(Self.decoded(request.headers["filename"]) == "나무.png")
        #expect(Self.decoded(request.headers["title"]) == "Word of the day: 나무")
        #expect(Self.decoded(request.headers["message"]) == "Meaning: tree\nNo words to review\nPicture: deck.apkg")
        #expect(request.headers["tags"] == "books")
    }

    @Test func withSoundAskedForTheWordsSoundGoesInstead() throws {
        let server = try LoopbackHTTPServer { _ in .ok("{}", contentType: "application/json") }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["NTFY_URL"] = server.baseURL + "/words"
        bed.extraEnvironment["WORDQUIZ_NTFY_ATTACH"] = "sound"
        let sent = try bed.run(["digest", "--channel", "ntfy"])
        #expect(sent.exitCode == 0, "\(sent.stderr)")
        let request = try #require(server.requests.first)
        #expect(request.method == "PUT")
        #expect(request.body.starts(with: Array("RIFF".utf8)), "a WAV file: espeak-ng's voice")
        let file = Self.decoded(request.headers["filename"])
        #expect(file.hasPrefix("wordquiz-") && file.hasSuffix(".wav"), "\(file)")
        let message = Self.decoded(request.headers["message"])
        #expect(
            message.hasSuffix(
                "\nNo words to review\n🔊 Attached: the word's sound — synthetic voice (espeak-ng), not a person"),
            "\(message)")
    }
}
