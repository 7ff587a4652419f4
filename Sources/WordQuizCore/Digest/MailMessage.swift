import Foundation

/// An email as RFC 5322 text: UTF-8 body (base64, so no server mangles it), the subject as
/// RFC 2047 encoded words, and Date and Message-ID headers.
public struct MailMessage: Sendable, Equatable {
    public var from: String
    public var to: [String]
    public var subject: String
    public var body: String
    /// An RFC 5322 date, made at the edge from the clock.
    public var date: String
    public var messageID: String

    public init(from: String, to: [String], subject: String, body: String, date: String, messageID: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
        self.date = date
        self.messageID = messageID
    }

    /// The message with CRLF line ends, ready for SMTP DATA.
    public var rendered: String {
        var lines = [
            "From: \(Self.sanitized(from))",
            "To: \(to.map(Self.sanitized).joined(separator: ", "))",
            "Subject: \(Self.encodedWords(subject))",
            "Date: \(date)",
            "Message-ID: <\(Self.sanitized(messageID))>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: base64",
            "",
        ]
        let encoded = Data(body.utf8).base64EncodedString()
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let end = encoded.index(index, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex
            lines.append(String(encoded[index..<end]))
            index = end
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 2047 `=?UTF-8?B?…?=` words of at most 75 characters, split between characters
    /// (never inside one), folded onto continuation lines. Plain ASCII stays as it is.
    public static func encodedWords(_ text: String) -> String {
        if text.allSatisfy({ $0.isASCII && !$0.isNewline }) { return text }
        // 75 minus the 12 characters of `=?UTF-8?B?` and `?=` leaves 63 for base64: 45 bytes.
        var words: [String] = []
        var chunk = ""
        for character in text {
            let candidate = chunk + String(character)
            if candidate.utf8.count > 45, !chunk.isEmpty {
                words.append(chunk)
                chunk = String(character)
            } else {
                chunk = candidate
            }
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?UTF-8?B?\(Data($0.utf8).base64EncodedString())?=" }.joined(separator: "\r\n ")
    }

    /// Header values lose line breaks, which could inject headers.
    static func sanitized(_ value: String) -> String {
        String(value.filter { !$0.isNewline })
    }
}
