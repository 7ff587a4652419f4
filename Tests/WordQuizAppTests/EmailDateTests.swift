import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// An email's Date header, read back by a real MIME parser (Python's email package) and
/// compared to the moment it was sent, in the learner's zone: an afternoon hour (where 12-hour
/// time would say 04), a zone west of UTC, the last day of a month, a leap day.
@Suite struct EmailDateTests {
    @Test(arguments: [
        ("2026-03-02T21:07:09Z", "America/New_York", "2026-03-02T16:07:09-05:00"),
        ("2026-07-31T14:59:58Z", "America/New_York", "2026-07-31T10:59:58-04:00"),
        ("2028-02-29T13:00:01Z", "Asia/Seoul", "2028-02-29T22:00:01+09:00"),
        ("2026-12-31T23:30:00Z", "Asia/Kolkata", "2027-01-01T05:00:00+05:30"),
    ])
    func theDateHeaderIsTheMomentItWasSent(utc: String, zone: String, local: String) async throws {
        let home = TemporaryDirectory("wordquiz-email-date")
        let smtp = try LoopbackSMTPServer()
        let stdout = CapturedText()
        let stderr = CapturedText()
        let context = AppContext.inProcess(
            adding: [
                "SMTP_URL": smtp.url, "SMTP_FROM": "wordquiz@example.test", "SMTP_TO": "learner@example.test",
                "XDG_RUNTIME_DIR": home.path,
            ], in: home, clock: ManualClock(utc), zone: zone, stdout: stdout, stderr: stderr)
        let code = await WordQuizCLI.run(["digest", "--channel", "email"], context: context)
        #expect(code == 0, "\(stderr.text)")
        let message = try #require(smtp.messages.first)
        let mail = try ParsedMail.parse(message.data)
        #expect(mail.defects.isEmpty, "\(mail.defects)")
        #expect(mail.date == local)
    }
}
