import Foundation
import TestSupport
import Testing

@testable import WordQuizCore

@Suite struct MailMessageTests {
    func message(from: String = "wordquiz@example.org", to: [String] = ["learner@example.org"], subject: String)
        -> MailMessage
    {
        MailMessage(
            from: from, to: to, subject: subject, text: "오늘의 단어: 사과\n뜻: 과일.",
            date: "Mon, 30 Nov 2026 07:30:00 +0900", messageID: "1@wordquiz")
    }

    func headers(_ message: MailMessage) -> [Substring] {
        message.headerLines.joined(separator: "\r\n").split(separator: "\r\n").filter { !$0.hasPrefix(" ") }
    }

    @Test func aLineBreakInAnAddressCannotAddAHeader() {
        let names = headers(
            message(
                from: "wordquiz@example.org\r\nBcc: everyone@example.org", to: ["learner@example.org\nX-Evil: 1"],
                subject: "오늘의 단어"
            )
        ).map { $0.prefix(while: { $0 != ":" }) }
        #expect(!names.contains("Bcc") && !names.contains("X-Evil"), "\(names)")
        #expect(names == ["From", "To", "Subject", "Date", "Message-ID"])
    }

    @Test func theSubjectTravelsAsEncodedWordsWhateverItHolds() {
        let subject = "오늘의 단어: 사과\r\nBcc: everyone@example.org"
        let lines = headers(message(subject: subject))
        #expect(!lines.contains { $0.hasPrefix("Bcc") })
        let subjectLine = lines.first { $0.hasPrefix("Subject: ") } ?? ""
        #expect(subjectLine.hasPrefix("Subject: =?UTF-8?B?"))
    }

    /// A subject folded into encoded words reads back whole in a real MIME parser (Python's
    /// email package), each space where it was: with a space at every place around the 45 bytes
    /// a word holds, Korean (three bytes a syllable) and English mixed.
    @Test func aFoldedSubjectReadsBackWholeWithEverySpace() throws {
        for lead in 0..<24 {
            let subject =
                "오늘의 단어: " + String(repeating: "가", count: lead) + " 나 " + "그리움 (longing, a word of missing someone)"
            var lines = message(subject: subject).headerLines
            lines += ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "", "본문", ""]
            let mail = try ParsedMail.parse(lines.joined(separator: "\r\n"))
            #expect(mail.defects.isEmpty, "\(mail.defects)")
            #expect(mail.subject == subject)
            #expect(mail.date == "2026-11-30T07:30:00+09:00")
        }
    }

    @Test func aPicturesNameCannotBreakItsHeaders() {
        var mail = message(subject: "x")
        mail.picture = .init(
            file: "/c/p.png", contentID: "p@x\r\nBcc: a@b", mimeType: "image/png", fileName: "사과\"; evil=\"1.png")
        #expect(
            mail.pictureHeaderLines == [
                "Content-ID: <p@xBcc: a@b>", #"Content-Disposition: inline; filename="; evil=1.png""#,
            ])
    }
}
