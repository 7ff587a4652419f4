import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

/// The media pages 한국어기초사전's photographs sit in, read with libxml2's HTML parser.
@Suite struct MediaPageTests {
    let pageURL = "https://krdicmedia.korean.go.kr/front/search/searchResultView.do?file_no=197671"

    func page(_ html: String) throws -> MediaPage? {
        MediaPage(try HTMLPageReader.read(Array(html.utf8)), pageURL: pageURL)
    }

    @Test func aRelativePictureIsTakenFromThePagesHost() throws {
        let media = try #require(try page(#"<p class="pic"><img src="/multimedia/PIC1_700X466.jpg" alt="사과"></p>"#))
        #expect(media.pictureURL == "https://krdicmedia.korean.go.kr/multimedia/PIC1_700X466.jpg")
    }

    @Test func aPictureBesideThePagesFolderIsResolvedThere() throws {
        let media = try #require(try page(#"<div><img src="PIC2.png"></div>"#))
        #expect(media.pictureURL == "https://krdicmedia.korean.go.kr/front/search/PIC2.png")
    }

    @Test func thePagesOwnIconsAndScriptAddressesAreNoPicture() throws {
        #expect(try page(#"<img src="/front/images/common/cc_by_sa.png"><a href="x">x</a>"#) == nil)
        #expect(try page(#"<p class="pic"><img src="javascript:alert(1)"></p>"#) == nil)
        #expect(try page(#"<p class="pic"><img src="//elsewhere.example/x.jpg"></p>"#) == nil)
        #expect(try page("<html><body>로그인이 필요합니다</body></html>") == nil)
    }

    @Test func brokenMarkupIsReadAsABrowserWould() throws {
        let media = try #require(try page(#"<table><tr><th>저작자<td>국립국어원</table><p class=pic><img src=/a.jpg>"#))
        #expect(media.pictureURL == "https://krdicmedia.korean.go.kr/a.jpg")
        #expect(media.author == "국립국어원")
    }

    @Test func controlSequencesInThePageNeverReachTheCredit() throws {
        let media = try #require(
            try page("<tr><th>저작자</th><td>\u{1B}[31m국립\u{7}국어원</td></tr><p class=\"pic\"><img src=\"/a.jpg\"></p>"))
        #expect(media.author?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } == true)
        #expect(media.author?.contains("국립") == true)
    }

    @Test func aPageTooLargeIsRefusedBeforeItIsParsed() {
        let huge = Array(repeating: UInt8(ascii: "a"), count: HTMLPageReader.maximumBytes + 1)
        #expect(throws: DocumentReadError.self) { try HTMLPageReader.read(huge) }
    }
}

/// The saved pages from NIKL's media host are the parser's ground truth.
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct RealMediaPageTests {
    func page(_ name: String, at url: String) throws -> MediaPage? {
        MediaPage(try HTMLPageReader.read(try RealResponses.bytes(name)), pageURL: url)
    }

    @Test func the참기름PageGivesItsPictureLicenceAndAuthor() throws {
        let media = try #require(
            try page(
                "NIKL-dicmedia-searchResultView-197671-참기름-picture-page.html",
                at: "http://dicmedia.korean.go.kr:8899/front/search/searchResultView.do?file_no=197671"))
        #expect(
            media.pictureURL
                == "http://dicmedia.korean.go.kr:8899/multimedia/multimedia_files/convert/20150929/201390//PIC000197671_700X466.jpg"
        )
        #expect(media.licence == "CC BY-SA 2.0 KR")
        #expect(media.author == "국립국어원")
    }

    @Test func theHTMLTheJPEGLinkAnsweredHoldsNoPicture() throws {
        #expect(
            try page(
                "NIKL-dicmedia-PIC000197671_105X105.jpg-answered-html.html",
                at: "http://dicmedia.korean.go.kr:8899/multimedia/PIC000197671_105X105.jpg") == nil)
    }

    @Test func the참기름ViewLinksItsPhotograph() throws {
        guard
            case .document(let document) = try ResponseReader.read(try RealResponses.bytes("krdict-view-71793-참기름.xml"))
        else {
            Issue.record("the view read as empty")
            return
        }
        let entry = try #require(try KrdictDecoding.entry(inView: document, hit: nil))
        #expect(
            entry.pictureLink
                == "http://dicmedia.korean.go.kr:8899/multimedia/multimedia_files/convert/20150929/201390/PIC000197671_105X105.jpg"
        )
        #expect(entry.picture == nil, "a link is not a picture until it is fetched and checked")
    }
}
