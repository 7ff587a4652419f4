import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

/// 한국어기초사전's view page links a recording after each pronunciation variant; wordquiz reads
/// the address quoted in each `fnSoundPlay(…)`, in order, and nothing a hostile page adds.
@Suite struct RecordingPageTests {
    static let pageURL = "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=62465"

    func links(_ html: String, at url: String = pageURL) throws -> [RecordingPage.Link] {
        RecordingPage(try HTMLPageReader.read(Array(html.utf8)), pageURL: url).links
    }

    func icon(_ address: String) -> String {
        #"<img src="/JSP/image/icon/ico_sound_kr.png" onclick="javascript:fnSoundPlay('\#(address)');"/>"#
    }

    @Test func thePageURLIsTheDictionarysBaseAndTheTargetCode() {
        #expect(
            RecordingPage.pageURL(baseURL: "http://127.0.0.1:8080/", targetCode: "15392")
                == "http://127.0.0.1:8080/dicSearch/SearchView?ParaWordNo=15392")
        #expect(RecordingPage.pageURL(baseURL: "https://krdict.korean.go.kr", targetCode: "1&x=2") == nil)
    }

    @Test func eachVariantKeepsItsRecordingInOrder() throws {
        let found = try links(
            #"<p><font>&nbsp;[최ː초\#(icon("https://dicmedia.korean.go.kr/a/SND1.mp3"))/췌ː초\#(icon("/a/SND2.mp3"))]</font></p>"#
        )
        #expect(
            found.map(\.url) == ["https://dicmedia.korean.go.kr/a/SND1.mp3", "https://krdict.korean.go.kr/a/SND2.mp3"])
        #expect(found.map(\.pronunciation) == ["최ː초", "췌ː초"])
    }

    @Test func anHTTPRecordingOfAnHTTPSPageIsFetchedOverHTTPS() throws {
        let found = try links("<font>[가이파다\(icon("http://dicmedia.korean.go.kr:8899/m/SND000028243.mp3"))]</font>")
        #expect(found.map(\.url) == ["https://dicmedia.korean.go.kr/m/SND000028243.mp3"])
        let loopback = try links(
            "<font>[가이파다\(icon("/m/a.mp3"))]</font>", at: "http://127.0.0.1:9/dicSearch/SearchView?ParaWordNo=1")
        #expect(loopback.map(\.url) == ["http://127.0.0.1:9/m/a.mp3"], "a plain-http page (a test's) keeps http")
    }

    @Test func recordingsElsewhereOrNotSoundFilesAreNotTaken() throws {
        for address in [
            "https://evil.example/SND1.mp3", "http://127.0.0.1/SND1.mp3", "//evil.example/SND1.mp3",
            "javascript:alert(1)//.mp3", "data:audio/mpeg;base64,AAAA.mp3", "https://dicmedia.korean.go.kr/page.html",
            "https://user:pw@dicmedia.korean.go.kr/a.mp3", "https://dicmedia.korean.go.kr.evil.example/a.mp3",
            "https://dicmedia.korean.go.kr/a b.mp3",
        ] {
            #expect(try links("<font>[가\(icon(address))]</font>").isEmpty, "\(address)")
        }
        #expect(try links(#"<img onclick="fnSoundPlay(x)"/><img onclick="fnSoundPlay('/a.mp3"/>"#).isEmpty)
    }

    @Test func aThousandLinksGiveAWordsFewAtMost() throws {
        let icons = (1...1000).map { icon("/m/SND\($0).mp3") }.joined()
        let found = try links("<font>[가\(icons)]</font>")
        #expect(found.count == RecordingPage.maximumRecordings)
        #expect(found.first?.url == "https://krdict.korean.go.kr/m/SND1.mp3")
        #expect(found.allSatisfy { $0.pronunciation == nil }, "1000 icons, one variant: none is paired")
    }

    @Test func theSameRecordingTwiceIsOneRecording() throws {
        #expect(try links("<font>[가\(icon("/m/a.mp3"))/가\(icon("/m/a.mp3"))]</font>").count == 1)
    }
}

/// The two saved pages of 한국어기초사전 (English edition, 2018) are the reader's ground truth.
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct RealRecordingPageTests {
    func links(_ name: String, code: String) throws -> [RecordingPage.Link] {
        let url = "https://krdict.korean.go.kr/eng/dicSearch/SearchView?nation=eng&ParaWordNo=\(code)"
        return RecordingPage(try HTMLPageReader.read(try RealResponses.bytes(name)), pageURL: url).links
    }

    @Test func 가입하다HasOneRecording() throws {
        let found = try links("krdict-webpage-view-15392-가입하다-eng-2018.html", code: "15392")
        #expect(
            found == [
                RecordingPage.Link(
                    url:
                        "https://dicmedia.korean.go.kr/multimedia/multimedia_files/convert/20120306/39540/SND000028243.mp3",
                    pronunciation: "가이파다")
            ])
    }

    @Test func 최초HasTwoInTheOrderOfItsVariants() throws {
        let found = try links("krdict-webpage-view-62465-최초-eng-2018.html", code: "62465")
        #expect(found.map { $0.url.split(separator: "/").last } == ["SND000328209.mp3", "SND000328210.mp3"])
        #expect(found.map(\.pronunciation) == ["최ː초", "췌ː초"])
    }
}
