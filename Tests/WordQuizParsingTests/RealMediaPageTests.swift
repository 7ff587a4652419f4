import TestSupport
import Testing
import WordQuizCore
import WordQuizParsing

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
