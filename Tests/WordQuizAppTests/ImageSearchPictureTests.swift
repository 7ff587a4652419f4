import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Naver's image search as the second source: asked only where the dictionary shows no
/// picture, its credentials in headers, its results checked like any picture.
@Suite struct ImageSearchPictureTests {
    static let clientID = "naver-id-1234"
    static let clientSecret = "naver-secret-5678"

    func server(dictionaryLink: String?) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let reply = PictureTests.dictionary(request, link: dictionaryLink) { return reply }
            let base = "http://" + (request.headers["host"] ?? "")
            switch request.path {
            case "/v1/search/image":
                guard request.headers["x-naver-client-id"] == Self.clientID,
                    request.headers["x-naver-client-secret"] == Self.clientSecret
                else { return .respond(status: 401, body: Array(#"{"errorCode":"024"}"#.utf8)) }
                // The first result answers a page, not a picture; the second is one.
                return .ok(
                    #"{"total":2,"start":1,"display":2,"items":[{"title":"<b>참기름</b>","link":"\#(base)/blog/page.jpg","thumbnail":"\#(base)/thumb/1","sizeheight":"466","sizewidth":"700"},{"title":"참기름 병","link":"\#(base)/img/oil.png","thumbnail":"\#(base)/thumb/2","sizeheight":"46","sizewidth":"70"}]}"#,
                    contentType: "application/json")
            case "/blog/page.jpg", "/thumb/1": return .ok("<html>login</html>", contentType: "text/html")
            case "/img/oil.png", "/pic.png":
                return .respond(status: 200, headers: [("Content-Type", "image/png")], body: PictureTests.png)
            default: return .respond(status: 404, body: [])
            }
        }
    }

    func bed(_ server: LoopbackHTTPServer) throws -> CLITestbed {
        let bed = try PictureTests().bed(server)
        bed.extraEnvironment["NAVER_CLIENT_ID"] = Self.clientID
        bed.extraEnvironment["NAVER_CLIENT_SECRET"] = Self.clientSecret
        bed.extraEnvironment["NAVER_BASE_URL"] = server.baseURL
        bed.secrets.append(Self.clientSecret)
        return bed
    }

    @Test func aWordTheDictionaryShowsNoPictureForGetsTheSearchsFirstPicture() throws {
        let server = try server(dictionaryLink: nil)
        let bed = try bed(server)
        let json = try bed.run(["today", "--json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let picture = try #require(try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8)).picture)
        #expect(picture.url == server.baseURL + "/img/oil.png", "the first result was a page, not a picture")
        #expect(picture.credit == "네이버 이미지 검색 · 127.0.0.1")
        let search = try #require(server.requests.first { $0.path == "/v1/search/image" })
        #expect(search.query["query"] == "참기름")
        #expect(!search.target.contains(Self.clientSecret), "the secret travels in a header, never in the URL")
    }

    @Test func theDictionarysOwnPictureMeansNoSearch() throws {
        let server = try server(dictionaryLink: "/pic.png")
        let bed = try bed(server)
        #expect(try bed.run(["today"]).exitCode == 0)
        #expect(!server.requests.contains { $0.path == "/v1/search/image" })
    }

    /// One budget for the whole lookup: the search, the views and every result tried share
    /// `WORDQUIZ_TIMEOUT`. With two seconds and results that never answer, the first result
    /// takes what is left and no other is asked for (each had had two seconds of its own).
    @Test func everyRequestOfTheLookupSharesOneBudget() throws {
        let server = try LoopbackHTTPServer { request in
            if let reply = PictureTests.dictionary(request, link: nil) { return reply }
            let base = "http://" + (request.headers["host"] ?? "")
            if request.path == "/v1/search/image" {
                let items = (1...5).map {
                    #"{"title":"참기름","link":"\#(base)/slow/\#($0).png","sizeheight":"46","sizewidth":"70"}"#
                }
                return .ok(
                    #"{"total":5,"items":["# + items.joined(separator: ",") + "]}", contentType: "application/json")
            }
            return .delayed(seconds: 30, .respond(status: 200, body: PictureTests.png))
        }
        let bed = try bed(server)
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "2"
        let result = try bed.run(["today", "--json"])
        #expect(result.exitCode == 0, "the word is shown without its picture: \(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.picture == nil)
        #expect(server.requests.filter { $0.path.hasPrefix("/slow/") }.map(\.path) == ["/slow/1.png"])
    }
}
