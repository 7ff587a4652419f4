import Foundation

/// An email as Python's `email` package reads it (`Fixtures/parse_mail.py`): a real MIME
/// parser, not ours.
public struct ParsedMail: Decodable, Sendable {
    public var defects: [String]
    /// The content types, indented by depth.
    public var tree: [String]
    /// Each text part's content, decoded, by content type.
    public var texts: [String: String]
    public var images: [Image]
    /// The audio parts, read as the images are.
    public var sounds: [Image]
    public var subject: String
    public var from: String
    public var to: String
    /// The Date header as the parser reads it, ISO 8601 with its offset (`2026-03-02T16:07:09-05:00`).
    public var date: String?

    public struct Image: Decodable, Sendable {
        public var type: String
        public var cid: String?
        public var disposition: String?
        public var filename: String?
        /// The image's bytes, base64.
        public var bytes: String

        public var data: [UInt8] { Data(base64Encoded: bytes).map(Array.init) ?? [] }
    }

    /// Parses `data` (an SMTP DATA section, CRLF lines).
    public static func parse(_ data: String) throws -> ParsedMail {
        let result = try ProcessRunner.run(
            "/usr/bin/python3", [FixturesPath.parseMail], environment: ["LANG": "C.UTF-8"],
            currentDirectory: "/", stdin: data, timeout: 30)
        guard result.exitCode == 0 else { throw ServerError("parse_mail.py failed: \(result.stderr)") }
        return try JSONDecoder().decode(ParsedMail.self, from: Data(result.stdout.utf8))
    }
}
