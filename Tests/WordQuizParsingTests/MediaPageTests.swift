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

    /// A header with no cell after it is no value: the table's next row that has one is read,
    /// and a page with none has no author.
    @Test func aHeaderWithoutItsValueIsPassedOver() throws {
        let later = try #require(
            try page(
                #"<table><tr><th>저작자</th></tr><tr><td>x</td><th>저작자</th><td>국립국어원</td></tr></table>"#
                    + #"<p class="pic"><img src="/a.jpg"></p>"#))
        #expect(later.author == "국립국어원")
        let none = try #require(try page(#"<table><tr><th>저작자</th></tr></table><p class="pic"><img src="/a.jpg"></p>"#))
        #expect(none.author == nil)
    }

    /// A Creative Commons link gives the licence as the credit writes it: its kind, version
    /// and jurisdiction in capitals; a part that is not plain ASCII letters, digits and dots
    /// (a forged page's) is left out, as are the legal code's and the Korean deed's pages.
    @Test(arguments: [
        ("https://creativecommons.org/licenses/by-sa/2.0/kr/", "CC BY-SA 2.0 KR"),
        ("http://creativecommons.org/licenses/by/4.0/legalcode", "CC BY 4.0"),
        ("https://creativecommons.org/licenses/by-nc/2.0/kr/deed.ko", "CC BY-NC 2.0 KR"),
        ("https://creativecommons.org/licenses/by/2.0/한국/", "CC BY 2.0"),
        ("https://creativecommons.org/licenses/by/2.0/k r/", "CC BY 2.0"),
        ("https://creativecommons.org/licenses/by/\u{1B}[2J/kr/", "CC BY KR"),
    ])
    func aLicenceIsReadFromItsLink(link: String, licence: String) throws {
        let html = #"<p class="pic"><img src="/a.jpg"></p><a href="\#(link)">cc</a>"#
        #expect(try page(html)?.licence == licence)
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
