import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A 한국어기초사전 entry's photograph, end to end: the view's link, the media page, the image,
/// its checks, the cache and the card — against loopback servers.
@Suite struct PictureTests {
    static let code = "71793"

    /// A one-word deck, so that the day's word is 참기름 whatever the date.
    func bed(_ server: LoopbackHTTPServer, language: String = "ko") throws -> CLITestbed {
        let bed = CLITestbed(language: language)
        bed.use(.krdict, server: server)
        try bed.useDeck("kitchen", "word\tmeaning\tEnglish\n참기름\t깨로 짠 기름\tsesame oil\n")
        return bed
    }

    /// A search listing 참기름 and a view whose 사진 links to `link` (a path on the server), or
    /// that has no 사진 when `link` is nil.
    static func dictionary(_ request: LoopbackHTTPServer.Request, link: String?) -> LoopbackHTTPServer.Reply? {
        let base = "http://" + (request.headers["host"] ?? "")
        let media = link.map {
            "<multimedia_info><label>참기름</label><type>사진</type><link>\(base + $0)</link></multimedia_info>"
        }
        switch request.path {
        case "/api/search":
            return .ok(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <channel><total>1</total><item><target_code>\(code)</target_code><word>참기름</word>
                <sup_no>0</sup_no><pos>명사</pos><sense><definition>참깨로 짠 기름.</definition></sense></item></channel>
                """)
        case "/api/view":
            return .ok(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <channel><total>1</total><item><target_code>\(code)</target_code><word_info><word>참기름</word>
                <pos>명사</pos><sense_info><definition>참깨로 짠 기름.</definition>
                <example_info><type>문장</type><example>나물에 참기름을 넣었다.</example></example_info>
                \(media ?? "")
                </sense_info></word_info></item></channel>
                """)
        default:
            return nil
        }
    }

    static func mediaPage(pictureAt path: String) -> LoopbackHTTPServer.Reply {
        .ok(
            """
            <html><body><p class="pic"><img src="\(path)" alt=" : 참기름_01_01.jpg" /></p>
            <table><tr><th scope="row">저작자</th><td>국립국어원</td></tr></table>
            <span class="ccl"><a href="http://creativecommons.org/licenses/by-sa/2.0/kr/legalcode">
            <img src="/front/images/common/cc_by_sa.png" alt="cc_by_sa" /></a></span></body></html>
            """, contentType: "text/html; charset=UTF-8")
    }

    static let png = PictureSamples.png(width: 70, height: 46)

    @Test func aMediaPagesPictureIsCheckedCachedAndCreditedOnTheCard() throws {
        let server = try LoopbackHTTPServer { request in
            if let reply = Self.dictionary(request, link: "/front/search/searchResultView.do?file_no=197671") {
                return reply
            }
            switch request.path {
            case "/front/search/searchResultView.do":
                return Self.mediaPage(pictureAt: "/multimedia/PIC000197671_700X466.png")
            case "/multimedia/PIC000197671_700X466.png":
                return .respond(status: 200, headers: [("Content-Type", "image/png")], body: Self.png)
            default: return .respond(status: 404, body: [])
            }
        }
        let bed = try bed(server)
        let card = try bed.run(["today", "--color", "never"])
        #expect(card.exitCode == 0, "\(card.stderr)")
        let file = bed.home + "/.cache/wordquiz/pictures/krdict-\(Self.code).png"
        let lines = card.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("사진    " + file), "\(card.stdout)")
        #expect(lines.contains("저작권  국립국어원 한국어기초사전, CC BY-SA 2.0 KR"))
        #expect(FileManager.default.contents(atPath: file).map(Array.init) == Self.png, "the image's bytes, whole")
        #expect(server.requests.first { $0.path.hasPrefix("/multimedia/") }?.headers["user-agent"]?.isEmpty == false)

        let json = try bed.run(["today", "--json"])
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8))
        let picture = try #require(today.picture)
        #expect(picture.file == file)
        #expect(picture.url == server.baseURL + "/multimedia/PIC000197671_700X466.png")
        #expect(picture.byteCount == Self.png.count && picture.width == 70 && picture.height == 46)
        #expect(picture.format == .png && picture.licence == "CC BY-SA 2.0 KR")
        #expect(server.requests.filter { $0.path.hasPrefix("/multimedia/") }.count == 1, "never fetched twice")
    }

    /// A picture server in trouble (503) is asked twice, not the three times a dictionary
    /// lookup may take: the picture never holds the day's word up for long, and the card is
    /// shown without it (generated survivor 9c7fee4e5d).
    @Test func aFailingPictureServerIsAskedTwice() throws {
        let server = try LoopbackHTTPServer { request in
            if let reply = Self.dictionary(request, link: "/front/search/searchResultView.do?file_no=197671") {
                return reply
            }
            switch request.path {
            case "/front/search/searchResultView.do": return Self.mediaPage(pictureAt: "/multimedia/busy.png")
            default: return .respond(status: 503, body: Array("busy".utf8))
            }
        }
        let bed = try bed(server, language: "en")
        let card = try bed.run(["today", "--color", "never"])
        #expect(card.exitCode == 0, "\(card.stderr)")
        #expect(card.stdout.contains("참기름  noun"), "\(card.stdout)")
        #expect(server.requests.filter { $0.path == "/multimedia/busy.png" }.count == 2)
    }

    @Test func aRefreshThatFindsNoPictureDropsTheOldFile() throws {
        let pictureGone = Locked(false)
        let server = try LoopbackHTTPServer { request in
            if let reply = Self.dictionary(request, link: "/pic.png") { return reply }
            return pictureGone.value
                ? .respond(status: 404, body: [])
                : .respond(status: 200, headers: [("Content-Type", "image/png")], body: Self.png)
        }
        let bed = try bed(server)
        #expect(try bed.run(["today"]).exitCode == 0)
        let file = bed.home + "/.cache/wordquiz/pictures/krdict-\(Self.code).png"
        #expect(FileManager.default.fileExists(atPath: file), "a link straight to an image is taken as it is")
        pictureGone.mutate { $0 = true }
        let again = try bed.run(["today", "--refresh", "--json"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(try JSONDecoder().decode(TodayJSON.self, from: Data(again.stdout.utf8)).picture == nil)
        #expect(!FileManager.default.fileExists(atPath: file), "the picture goes with its entry")
    }

    /// What a media host may answer instead of a picture; each leaves a clean card.
    static let hostileAnswers: [(name: String, reply: @Sendable (String) -> LoopbackHTTPServer.Reply)] = [
        (
            "an HTML redirect to a login page",
            { _ in
                .ok(#"<html><script>location.href="/sso/index.jsp"</script></html>"#, contentType: "text/html")
            }
        ),
        ("a 40 MB body", { _ in .respond(status: 200, body: Array(repeating: 0xFF, count: 40 * 1024 * 1024)) }),
        (
            "a PNG header on a text body",
            { _ in
                .respond(
                    status: 200, headers: [("Content-Type", "image/png")],
                    body: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                        + Array(String(repeating: "text ", count: 50).utf8))
            }
        ),
        (
            "a script framed as a PNG's image data",
            { _ in
                .respond(status: 200, headers: [("Content-Type", "image/png")], body: PictureSamples.scriptFramedAsPNG)
            }
        ),
        (
            "a script between a PNG's chunks",
            { _ in
                .respond(
                    status: 200, headers: [("Content-Type", "image/png")], body: PictureSamples.scriptBetweenPNGChunks)
            }
        ),
        ("a redirect loop", { path in .respond(status: 302, headers: [("Location", path)], body: []) }),
        ("a picture of 1 by 1 pixel", { _ in .respond(status: 200, body: PictureSamples.png(width: 1, height: 1)) }),
    ]

    @Test(arguments: 0..<hostileAnswers.count)
    func anAnswerThatIsNoPictureLeavesACleanCard(index: Int) throws {
        let answer = Self.hostileAnswers[index]
        let server = try LoopbackHTTPServer { request in
            Self.dictionary(request, link: "/media/197671") ?? answer.reply(request.path)
        }
        let bed = try bed(server)
        let card = try bed.run(["today", "--color", "never"])
        #expect(card.exitCode == 0, "\(answer.name): \(card.stderr)")
        #expect(card.stderr.isEmpty, "\(answer.name): \(card.stderr)")
        #expect(card.stdout.contains("\n참깨로 짠 기름.\n"), "\(answer.name)")
        #expect(!card.stdout.contains("사진"), "\(answer.name): \(card.stdout)")
        let folder = bed.home + "/.cache/wordquiz/pictures"
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty, "\(answer.name)")
    }

    @Test func noQuestionShowsThePictureItsCreditOrItsName() throws {
        let server = try LoopbackHTTPServer { request in
            Self.dictionary(request, link: "/pic.png")
                ?? .respond(status: 200, headers: [("Content-Type", "image/png")], body: Self.png)
        }
        let bed = try bed(server)
        #expect(try bed.run(["today"]).exitCode == 0)
        let quiz = try bed.run(["quiz", "--count", "1", "--mode", "choice"], stdin: "q\n")
        #expect(!quiz.stdout.contains("pictures/"), "\(quiz.stdout)")
        #expect(!quiz.stdout.contains(".png") && !quiz.stdout.contains("저작권") && !quiz.stdout.contains("국립국어원"))
        #expect(
            quiz.stdout.contains("깨로 짠 기름") || quiz.stdout.contains("참기름"), "the question was asked: \(quiz.stdout)")
    }
}

/// A refreshed entry keeps its picture's file when the new copy names the same one; a picture
/// the new copy no longer shows goes with it, and only ever from the picture folder.
@Suite struct PictureKeepingTests {
    let home = TemporaryDirectory("wordquiz-picture-keeping")
    let clock = ManualClock("2026-03-02T09:00:00Z")

    func fetcher() throws -> PictureFetcher {
        let context = AppContext.inProcess(
            in: home, clock: clock, zone: "Asia/Seoul", stdout: CapturedText(), stderr: CapturedText())
        return PictureFetcher(
            context: context, configuration: try Configuration.resolve(layers: [[:]]),
            within: context.deadline(afterSeconds: 30))
    }

    func entry(picturing file: String?) -> Entry {
        var entry = Entry(headword: "사과", senses: [Sense(definition: "과일.")], provider: .stdict, targetCode: "1")
        entry.picture = file.map {
            Picture(
                file: $0, url: "https://upload.example/a.jpg", format: .jpeg, byteCount: 3, width: 1, height: 1,
                source: "test")
        }
        return entry
    }

    @Test func aRefreshThatKeepsThePictureKeepsItsFile() throws {
        let pictures = try fetcher()
        try FileManager.default.createDirectory(atPath: pictures.folder, withIntermediateDirectories: true)
        let file = pictures.folder + "/stdict-1.jpg"
        #expect(FileManager.default.createFile(atPath: file, contents: Data([1, 2, 3])))
        pictures.dropOld(entry(picturing: file), keeping: entry(picturing: file))
        #expect(FileManager.default.fileExists(atPath: file), "the picture just saved was deleted")

        pictures.dropOld(entry(picturing: file), keeping: entry(picturing: nil))
        #expect(!FileManager.default.fileExists(atPath: file), "a picture no longer shown stays behind")

        let outside = try home.write("notes.jpg", "mine")
        pictures.dropOld(entry(picturing: outside), keeping: entry(picturing: nil))
        #expect(FileManager.default.fileExists(atPath: outside), "a file outside the picture folder is never removed")
    }
}
