import Foundation
import TestSupport
import Testing

/// What `today` says when the dictionary gives less than the whole entry, in English and in
/// Korean, each dictionary, word, reason and deck in its place.
@Suite struct EntryFallbackMessageTests {
    /// The search finds 사과, but the entry's own page fails: the search's text is shown.
    @Test(arguments: ["en", "ko"])
    func aFailedViewFallsBackToTheSearchAndSaysWhy(language: String) throws {
        let fixtures = DictionaryServer.fixtures(.opendict)
        let server = try LoopbackHTTPServer { request in
            request.path.hasPrefix("/api/view") ? .respond(status: 500, body: Array("down".utf8)) : fixtures(request)
        }
        let bed = CLITestbed(language: language)
        bed.use(.opendict, server: server)
        let result = try bed.today()
        #expect(result.exitCode == 0, "\(result.stderr)")
        let said =
            language == "en"
            ? "wordquiz: warning: 우리말샘 could not show the full entry for ‘사과’ (HTTP 500); showing what its search gave.\n"
            : "wordquiz: 경고: 우리말샘에서 ‘사과’의 전체 항목을 받지 못했어요(HTTP 500). 검색 결과로 보여 드려요.\n"
        #expect(result.stderr == said, "\(result.stderr)")
    }

    /// A deck's word the dictionary has no entry for: shown as the deck has it, saying why and
    /// which deck.
    @Test(arguments: ["en", "ko"])
    func aDeckWordTheDictionaryLacksIsShownAsTheDeckHasIt(language: String) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = CLITestbed(language: language)
        bed.use(.opendict, server: server)
        try bed.useDeck("friends", "word\tmeaning\tEnglish\n라이언\t사자 캐릭터의 이름\tRyan\n")
        let result = try bed.run(["today"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let said =
            language == "en"
            ? "wordquiz: warning: 우리말샘 has no standard entry for ‘라이언’; showing the word as your deck ‘friends’ has it.\n"
            : "wordquiz: 경고: 우리말샘에 ‘라이언’의 표제어가 없어요. ‘friends’ 단어장에 적힌 대로 보여 줘요.\n"
        #expect(result.stderr == said, "\(result.stderr)")
    }
}
