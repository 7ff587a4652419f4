import CCurl
import Testing

@testable import WordQuizHTTP

/// An option libcurl refuses is never passed over: the handle keeps the first refusal, and a
/// transfer fails with it, in libcurl's words, rather than going out with an option missing
/// (generated survivor ecfd1abc4d: turned, the check kept none).
@Suite struct CurlEasyHandleTests {
    @Test func theFirstOptionLibcurlRefusesIsKept() throws {
        let handle = try #require(
            CurlEasyHandle(
                url: "https://example.test/", protocols: "https,no-such-protocol", connectTimeout: 5, timeout: 5,
                caBundle: nil))
        #expect(handle.setupCode == CURLE_UNSUPPORTED_PROTOCOL)
        handle.set(CURLE_OUT_OF_MEMORY)
        #expect(handle.setupCode == CURLE_UNSUPPORTED_PROTOCOL, "the first refusal, not the last")
        let failure = handle.setupFailure
        #expect(failure.curlCode == Int32(bitPattern: CURLE_UNSUPPORTED_PROTOCOL.rawValue))
        #expect(failure.detail == "Unsupported protocol", "\(failure.detail)")
    }

    @Test func aHandleThatTookEveryOptionHasNoRefusal() throws {
        let handle = try #require(
            CurlEasyHandle(
                url: "https://example.test/", protocols: "https", connectTimeout: 5, timeout: 5, caBundle: nil))
        #expect(handle.setupCode == CURLE_OK)
    }
}
