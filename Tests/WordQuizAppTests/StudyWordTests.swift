import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// A recorded pick is looked up as one word, not by reading every deck in use: the word it
/// finds is the one the whole study list gives, whichever decks are in use and in which order.
@Suite struct StudyWordTests {
    let home = TemporaryDirectory("wordquiz-study-word")

    /// Two decks sharing 사과 with different meanings, one with a word of the bank (학교).
    func store() throws -> WordStore {
        let store = try WordStore(path: home.path + "/words.sqlite3")
        _ = try store.importDeck(
            "fruit",
            rows: [
                DeckFile.Row(word: "사과", meaning: "사과나무의 열매", english: "apple", line: 1),
                DeckFile.Row(word: "배", meaning: "배나무의 열매", english: "pear", line: 2),
            ], at: 1)
        _ = try store.importDeck(
            "school",
            rows: [
                DeckFile.Row(word: "학교", meaning: "배우는 곳, 이 단어장의 뜻", english: "school", line: 1),
                DeckFile.Row(word: "사과", meaning: "잘못을 빎", english: "apology", line: 2),
            ], at: 1)
        return store
    }

    @Test(arguments: [
        [], ["fruit"], ["school"], ["fruit", "school"], ["bank", "fruit"], ["bank", "school"],
        ["bank", "fruit", "school"],
    ])
    func aRecordedPickIsTheWordTheStudyListGives(_ decks: [String]) throws {
        let store = try store()
        let words = try store.studyWords(from: decks)
        for headword in ["사과", "배", "학교", WordBank.embedded.words[0].headword] {
            let listed = words.word(headword)
            let looked = try store.studyWord(headword, from: decks)
            #expect(looked?.headword == listed?.headword, "\(headword) in \(decks)")
            #expect(looked?.definition == listed?.definition, "\(headword) in \(decks)")
            #expect(looked?.deck == listed?.deck, "\(headword) in \(decks)")
        }
    }

    /// The values a learner reads: fruit before school (decks are in use by name), the bank
    /// before both.
    @Test func theFirstDeckInUseGivesTheMeaning() throws {
        let store = try store()
        #expect(try store.studyWord("사과", from: ["fruit", "school"])?.definition == "사과나무의 열매")
        #expect(try store.studyWord("사과", from: ["school"])?.definition == "잘못을 빎")
        #expect(try store.studyWord("학교", from: ["school"])?.deck == "school")
        #expect(try store.studyWord("학교", from: ["bank", "school"])?.deck == nil)
        #expect(try store.studyWord("배", from: ["school"]) == nil)
    }
}
