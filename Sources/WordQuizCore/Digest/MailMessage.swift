import Foundation

/// An email as wordquiz composes it: its headers (RFC 5322, the subject as RFC 2047 encoded
/// words, no line break that could add a header), the plain text, the HTML, and the picture
/// the HTML shows inline by `cid:`. The MIME tree itself is libcurl's to build
/// (`MailSender`): multipart/alternative of the text and a multipart/related of the HTML and
/// the picture.
public struct MailMessage: Sendable, Equatable {
    public var from: String
    public var to: [String]
    public var subject: String
    public var text: String
    public var html: String?
    public var picture: InlinePicture?
    /// A file the message carries as an attachment (the word's sound).
    public var attachment: Attachment?
    /// An RFC 5322 date, made at the edge from the clock.
    public var date: String
    public var messageID: String

    /// A picture the HTML part shows as `<img src="cid:…">`.
    public struct InlinePicture: Sendable, Equatable {
        public var file: String
        public var contentID: String
        public var mimeType: String
        public var fileName: String

        public init(file: String, contentID: String, mimeType: String, fileName: String) {
            self.file = file
            self.contentID = contentID
            self.mimeType = mimeType
            self.fileName = fileName
        }
    }

    /// A file attached to the message, named for the reader (ASCII only, as a picture's).
    public struct Attachment: Sendable, Equatable {
        public var file: String
        public var mimeType: String
        public var fileName: String

        public init(file: String, mimeType: String, fileName: String) {
            self.file = file
            self.mimeType = mimeType
            self.fileName = fileName
        }
    }

    public init(
        from: String, to: [String], subject: String, text: String, html: String? = nil,
        picture: InlinePicture? = nil, attachment: Attachment? = nil, date: String, messageID: String
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.picture = picture
        self.attachment = attachment
        self.date = date
        self.messageID = messageID
    }

    /// The message's own headers, each a line without its CRLF; libcurl adds the MIME ones.
    public var headerLines: [String] {
        [
            "From: \(Self.sanitized(from))",
            "To: \(to.map(Self.sanitized).joined(separator: ", "))",
            "Subject: \(Self.encodedWords(subject))",
            "Date: \(Self.sanitized(date))",
            "Message-ID: <\(Self.sanitized(messageID))>",
        ]
    }

    /// The picture part's headers: inline, named (ASCII only: a name is a hint, and RFC 2231's
    /// encoding is more than a hint needs), and the id the HTML refers to.
    public var pictureHeaderLines: [String] {
        guard let picture else { return [] }
        let name = Self.sanitized(picture.fileName).filter { $0.isASCII && $0 != "\"" && $0 != "\\" }
        return [
            "Content-ID: <\(Self.sanitized(picture.contentID))>",
            "Content-Disposition: inline; filename=\"\(name.isEmpty ? "picture" : name)\"",
        ]
    }

    /// The attachment part's header: an attachment, named.
    public var attachmentHeaderLines: [String] {
        guard let attachment else { return [] }
        let name = Self.sanitized(attachment.fileName).filter { $0.isASCII && $0 != "\"" && $0 != "\\" }
        return ["Content-Disposition: attachment; filename=\"\(name.isEmpty ? "attachment" : name)\""]
    }

    /// RFC 2047 `=?UTF-8?B?…?=` words of at most 75 characters, split between characters
    /// (never inside one), folded onto continuation lines (HTTP, which folds nothing: one line,
    /// `separator` a space). Plain ASCII stays as it is.
    public static func encodedWords(_ text: String, separator: String = "\r\n ") -> String {
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
        return words.map { "=?UTF-8?B?\(Data($0.utf8).base64EncodedString())?=" }.joined(separator: separator)
    }

    /// Header values lose line breaks, which could inject headers.
    static func sanitized(_ value: String) -> String {
        String(value.filter { !$0.isNewline })
    }
}
