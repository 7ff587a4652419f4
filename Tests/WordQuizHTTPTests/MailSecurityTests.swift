import Testing

@testable import WordQuizHTTP

/// Credentials never travel to a mail server in clear text, wherever they are written.
@Suite struct MailSecurityTests {
    @Test(
        arguments: [
            // (SMTP_URL, SMTP_USER, SMTP_PASSWORD, loopback, STARTTLS required)
            ("smtp://mail.example.org:587", "me", nil, false, true),
            ("smtp://mail.example.org:587", nil, "pw", false, true),
            ("smtp://me:pw@mail.example.org:587", nil, nil, false, true),
            ("smtp://me@mail.example.org:587", nil, nil, false, true),
            ("smtp://mail.example.org:25", nil, nil, false, false),
            ("smtp://me:pw@127.0.0.1:2525", nil, nil, true, false),
        ] as [(String, String?, String?, Bool, Bool)])
    func startTLSIsRequiredWheneverThereAreCredentials(
        url: String, user: String?, password: String?, isLoopback: Bool, required: Bool
    ) {
        let settings = MailSender.Settings(url: url, user: user, password: password, caBundle: nil)
        #expect(MailTransfer.requiresTLS(settings, isLoopback: isLoopback) == required, "\(url)")
    }
}
