import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizParsing

@Suite struct EntryLinkTests {
    @Test func theLinkTheResponseGivesIsKeptWhenItIsTheEntrysOwnPage() {
        #expect(
            Provider.krdict.entryLink(
                given: "https://krdict.korean.go.kr/kor/dicSearch/SearchView?ParaWordNo=32750", targetCode: "32750")
                == "https://krdict.korean.go.kr/kor/dicSearch/SearchView?ParaWordNo=32750")
    }

    @Test(arguments: [
        "https://evil.example/kor/dicSearch/SearchView?ParaWordNo=32750",
        "http://krdict.korean.go.kr/kor/dicSearch/SearchView?ParaWordNo=32750",
        "https://krdict.korean.go.kr.evil.example/x?ParaWordNo=32750",
        "https://krdict.korean.go.kr/kor/dicSearch/SearchView?ParaWordNo=327501",
        "https://krdict.korean.go.kr",
        "https://krdict.korean.go.kr/x?ParaWordNo=32750\" onclick=\"",
    ])
    func anyOtherLinkIsReplacedByTheOneBuiltFromTheCode(given: String) {
        #expect(
            Provider.krdict.entryLink(given: given, targetCode: "32750")
                == "https://krdict.korean.go.kr/dicSearch/SearchView?ParaWordNo=32750")
    }
}
