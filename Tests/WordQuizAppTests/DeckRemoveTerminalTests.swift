import Foundation
import TestSupport
import Testing

/// `deck remove`'s question in a real terminal (tmux), where Enter arrives as CR and Ctrl-C and
/// Ctrl-D are keys: Enter alone keeps the deck (the answer offered is no), y and Enter removes
/// it, Ctrl-C or Ctrl-D stop with nothing changed. The question names the deck and counts its
/// words, in the learner's language.
@Suite(.serialized) struct DeckRemoveTerminalTests {
    /// A home with the deck `fruit` of three words, and the terminal asking to remove it.
    func asked(language: String) throws -> (CLITestbed, TmuxSession) {
        let bed = CLITestbed(language: language)
        let file = try bed.root.write("work/fruit.tsv", "사과\t과일\tapple\n배\t과일\tpear\n감\t과일\tpersimmon\n")
        #expect(try bed.run(["deck", "import", file]).exitCode == 0)
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "deck", "remove", "fruit"], environment: bed.environment,
            directory: bed.workingDirectory)
        return (bed, session)
    }

    func deckWords(_ bed: CLITestbed) throws -> String {
        try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word WHERE deck = 'fruit'")
    }

    @Test func enterAloneKeepsTheDeck() throws {
        let (bed, session) = try asked(language: "en")
        defer { session.close() }
        try session.waitFor("Remove the deck 'fruit' and its 3 words? Your answers on them are kept.")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("kept 'fruit'."), "\(end)")
        #expect(try deckWords(bed) == "3")
    }

    @Test func yAndEnterRemovesItInKorean() throws {
        let (bed, session) = try asked(language: "ko")
        defer { session.close() }
        try session.waitFor("'fruit' 단어장과 그 단어 3개를 지울까요? 그 단어에 대한 답은 남아요.")
        try session.type("y")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains("'fruit' 단어장을 지웠어요."), "\(end)")
        #expect(try deckWords(bed) == "0")
    }

    /// With the keyboard left in Korean, the y key types ㅛ and the n key ㅜ: each answers as
    /// its key would, as ㅂ stops a quiz like q.
    @Test(arguments: [("ㅛ", "'fruit' 단어장을 지웠어요.", "0"), ("ㅜ", "'fruit' 단어장을 그대로 뒀어요.", "3")])
    func yAndNTypedInKoreanModeAnswerAsTheirKeys(typed: String, said: String, left: String) throws {
        let (bed, session) = try asked(language: "ko")
        defer { session.close() }
        try session.waitFor("'fruit' 단어장과 그 단어 3개를 지울까요?")
        try session.type(typed)
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(end.contains(said), "\(end)")
        #expect(try deckWords(bed) == left)
    }

    @Test(arguments: ["C-c", "C-d"])
    func ctrlCOrCtrlDStopsWithNothingChanged(key: String) throws {
        let (bed, session) = try asked(language: "en")
        defer { session.close() }
        try session.waitFor("Remove the deck 'fruit' and its 3 words?")
        try session.press(key)
        let end = try session.waitFor("[exit 130]")
        #expect(end.contains("wordquiz: stopped; nothing was changed."), "\(end)")
        #expect(try deckWords(bed) == "3")
    }
}
