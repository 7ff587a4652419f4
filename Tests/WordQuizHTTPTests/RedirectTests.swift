import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizHTTP

/// A redirect never carries a credential where the request was not made for it: not to
/// another host (`localhost` is another name than `127.0.0.1`, as a browser and libcurl see
/// it), not to another port, never down to plain http.
@Suite struct RedirectTests {
    static let secrets = [
        ("X-Naver-Client-Id", "client-id-0123"), ("X-Naver-Client-Secret", "secret-4567"),
        ("Authorization", "Bearer token-89ab"), ("Accept", "image/*"),
    ]

    func client() -> HTTPClient {
        var configuration = HTTPClientConfiguration(userAgent: "wordquiz/test")
        configuration.totalBudget = 600
        return HTTPClient(testing: configuration)
    }

    @Test(arguments: ["localhost", "127.0.0.1"])
    func credentialsStayBehindWhenARedirectLeavesTheOrigin(otherHost: String) async throws {
        let elsewhere = try LoopbackHTTPServer { _ in .ok("the picture") }
        let origin = try LoopbackHTTPServer { request in
            switch request.path {
            case "/same": .respond(status: 302, headers: [("Location", "/kept")], body: [])
            case "/kept": .ok("same origin")
            default:
                .respond(
                    status: 302, headers: [("Location", "http://\(otherHost):\(elsewhere.port)/image.jpg")], body: [])
            }
        }
        let away = try await client().send(HTTPRequest(url: origin.baseURL + "/search", headers: Self.secrets))
        #expect(String(decoding: away.body, as: UTF8.self) == "the picture")
        let arrived = try #require(elsewhere.requests.first)
        #expect(arrived.headers["x-naver-client-id"] == nil)
        #expect(arrived.headers["x-naver-client-secret"] == nil)
        #expect(arrived.headers["authorization"] == nil)
        #expect(arrived.headers["accept"] == "image/*", "what describes the body goes on")
        // Within the origin, the request goes on as it was.
        _ = try await client().send(HTTPRequest(url: origin.baseURL + "/same", headers: Self.secrets))
        let kept = try #require(origin.requests.last)
        #expect(kept.path == "/kept")
        #expect(kept.headers["x-naver-client-secret"] == "secret-4567")
    }

    /// Each status that redirects is followed to where it points (a feed or a picture that
    /// moved still arrives); a 300 or a 304 is an answer of its own, not followed.
    @Test(arguments: [301, 302, 303, 307, 308, 300, 304])
    func eachRedirectingStatusIsFollowedAndNoOther(status: Int) async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/moved-here"
                ? .ok("the entry") : .respond(status: status, headers: [("Location", "/moved-here")], body: [])
        }
        let response = try await client().send(HTTPRequest(url: server.baseURL + "/entry"))
        let redirects = [301, 302, 303, 307, 308].contains(status)
        #expect(response.status == (redirects ? 200 : status))
        #expect(String(decoding: response.body, as: UTF8.self) == (redirects ? "the entry" : ""))
        #expect(server.requests.map(\.path) == (redirects ? ["/entry", "/moved-here"] : ["/entry"]))
    }

    @Test func neverDownToPlainHTTPNorToAnotherScheme() throws {
        let request = HTTPRequest(url: "https://openapi.naver.com/v1/search/image?query=x", headers: Self.secrets)
        #expect(
            HTTPRedirect.follow(request, to: "http://openapi.naver.com/v1/search/image?query=x", status: 302) == nil)
        #expect(HTTPRedirect.follow(request, to: "file:///etc/passwd", status: 302) == nil)
        #expect(HTTPRedirect.follow(request, to: "ftp://example.org/", status: 301) == nil)
        let sameOrigin = try #require(
            HTTPRedirect.follow(request, to: "https://openapi.naver.com:443/v2/image", status: 307))
        #expect(sameOrigin.headers.count == 4, "the same origin, its port written out")
        let otherPort = try #require(HTTPRedirect.follow(request, to: "https://openapi.naver.com:8443/", status: 307))
        #expect(otherPort.headers.map(\.name) == ["Accept"])
        let userinfo = try #require(
            HTTPRedirect.follow(request, to: "https://openapi.naver.com@evil.example/", status: 302))
        #expect(userinfo.headers.map(\.name) == ["Accept"], "the host after the @ is the host")
    }

    @Test func aPostAnswered303IsFollowedByAGetWithoutItsBody() throws {
        let post = HTTPRequest(
            url: "https://hooks.example/a", method: .post, headers: [("Content-Type", "application/json")],
            body: Array("{}".utf8))
        let after303 = try #require(HTTPRedirect.follow(post, to: "https://hooks.example/b", status: 303))
        #expect(after303.method == .get && after303.body == nil && after303.headers.isEmpty)
        let after307 = try #require(HTTPRedirect.follow(post, to: "https://hooks.example/b", status: 307))
        #expect(after307.method == .post && after307.body == Array("{}".utf8))
    }

    @Test func redirectsEndAtTheLimit() async throws {
        let server = try LoopbackHTTPServer { request in
            let hop = Int(request.path.dropFirst()) ?? 0
            return .respond(status: 302, headers: [("Location", "/\(hop + 1)")], body: [])
        }
        do {
            _ = try await client().send(HTTPRequest(url: server.baseURL + "/0"))
            Issue.record("followed forever")
        } catch {
            #expect(error.kind == .badRedirect)
        }
        #expect(server.requests.map(\.path) == ["/0", "/1", "/2", "/3"], "the first and three redirects")
    }
}
