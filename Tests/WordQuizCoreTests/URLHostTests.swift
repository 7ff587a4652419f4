import Testing

@testable import WordQuizCore

@Suite struct URLHostTests {
    @Test(arguments: [
        ("smtp://127.0.0.1@192.0.2.2:25", "192.0.2.2", false), ("smtp://user:pw@localhost:25", "localhost", true),
        ("smtps://[::1]:465", "::1", true), ("http://127.0.0.1:8080/api", "127.0.0.1", true),
        ("http://127.0.0.1.example.org", "127.0.0.1.example.org", false), ("https://EXAMPLE.org", "example.org", false),
        ("http://127.1.2.3", "127.1.2.3", true),
    ])
    func theHostIsTheOneAfterTheUserInfo(url: String, host: String, loopback: Bool) {
        #expect(URLHost.parse(url)?.host == host)
        #expect(URLHost.isLoopbackURL(url) == loopback)
    }
}
