import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// The real 참기름 view and its real media page, their media host moved to loopback.
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct RealPictureTests {
    static let mediaHost = "http://dicmedia.korean.go.kr:8899"

    /// A real body with NIKL's media host replaced by the loopback server's.
    static func moved(_ name: String, to base: String, replacing old: String = mediaHost) -> [UInt8] {
        let body = String(decoding: (try? RealResponses.bytes(name)) ?? [], as: UTF8.self)
        return Array(body.replacingOccurrences(of: old, with: base).utf8)
    }

    @Test func theRealViewAndPageGiveTheCreditedPicture() throws {
        let jpeg = PictureSamples.jpeg(width: 700, height: 466)
        let server = try LoopbackHTTPServer { request in
            let base = "http://" + (request.headers["host"] ?? "")
            switch request.path {
            case "/api/search":
                return .respond(
                    status: 200,
                    body: RealDictionaryTests.krdictSearch(
                        word: "참기름", code: "71793", pos: "명사", definition: "참깨로 짠 기름."))
            case "/api/view":
                // As clients of the 2026 API report: the 사진 link is the media page.
                var view = String(
                    decoding: (try? RealResponses.bytes("krdict-view-71793-참기름.xml")) ?? [], as: UTF8.self)
                view = view.replacingOccurrences(
                    of: Self.mediaHost
                        + "/multimedia/multimedia_files/convert/20150929/201390/PIC000197671_105X105.jpg",
                    with: base + "/front/search/searchResultView.do?file_no=197671")
                return .respond(status: 200, body: Array(view.utf8))
            case "/front/search/searchResultView.do":
                return .respond(
                    status: 200, headers: [("Content-Type", "text/html")],
                    body: Self.moved("NIKL-dicmedia-searchResultView-197671-참기름-picture-page.html", to: base))
            case "/multimedia/multimedia_files/convert/20150929/201390//PIC000197671_700X466.jpg":
                return .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: jpeg)
            default:
                return .respond(status: 404, body: [])
            }
        }
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        try bed.useDeck("kitchen", "word\tmeaning\tEnglish\n참기름\t깨로 짠 기름\tsesame oil\n")
        let json = try bed.run(["today", "--json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8))
        let picture = try #require(today.picture, "\(server.requests.map(\.path))")
        #expect(picture.width == 700 && picture.height == 466 && picture.format == .jpeg)
        #expect(picture.credit == "국립국어원 한국어기초사전, CC BY-SA 2.0 KR")
        #expect(picture.page?.hasSuffix("/front/search/searchResultView.do?file_no=197671") == true)
        #expect(today.categories == ["식생활 > 식재료", "요리 설명하기"])
        #expect(today.relatedWords.map(\.word) == ["들기름"])
    }
}
