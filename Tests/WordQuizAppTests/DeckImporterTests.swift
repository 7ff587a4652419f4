import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// A deck import in process against a temporary store: one report of what it did, told as
/// text or as JSON, its skipped lines said on stderr as they are found.
@Suite struct DeckImporterTests {
    let home = TemporaryDirectory("wordquiz-deck-import")
    let clock = ManualClock("2026-03-02T09:00:00Z")
    let stdout = CapturedText()
    let stderr = CapturedText()

    var context: AppContext {
        AppContext.inProcess(
            adding: ["WORDQUIZ_LANG": "en"], in: home, clock: clock, zone: "Asia/Seoul", stdout: stdout,
            stderr: stderr)
    }

    func wordList() throws -> String {
        try home.write("tea.tsv", "word\tmeaning\tenglish\n찻잔\t차를 따라 마시는 잔\tteacup\n\t빈 단어\t\n다기\t차를 우리는 그릇\ttea set\n")
    }

    @Test func aWordListIsReportedWordForWordAndAgainAsUpdated() async throws {
        let path = try wordList()
        var told: [String] = []
        let importer = DeckImporter(path: path, deck: "tea", looksUpMeanings: false)
        let first = try await importer.run(context, tell: { told.append($0.text(in: .en)) }, progress: nil)
        #expect(first.source == .wordList)
        #expect((first.added, first.updated) == (2, 0))
        #expect(first.skipped.map(\.place) == [3])
        #expect(first.decksToUse == "bank tea")
        #expect(first.meanings == nil, "offline: no dictionary asked")
        #expect(told.count == 1 && told[0].hasPrefix("\(path):3: "), "\(told)")

        let again = try await importer.run(context, tell: { _ in }, progress: nil)
        #expect((again.added, again.updated) == (0, 2))
        #expect(
            again.text(TextRendering(language: .en, style: .plain, columns: 200))
                == "deck 'tea': 0 words added, 2 updated; 1 line skipped.\nstudy it with: wordquiz deck use bank tea   (the decks in use now, and this one)\n"
        )
    }

    @Test func deckImportWithJSONPrintsTheReportAsOneObject() async throws {
        let path = try wordList()
        #expect(await WordQuizCLI.run(["deck", "import", path, "--offline", "--json"], context: context) == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(stdout.text.utf8)) as? [String: Any], "\(stdout.text)")
        #expect(object["deck"] as? String == "tea")
        #expect(object["source"] as? String == "word-list")
        #expect(object["added"] as? Int == 2)
        #expect(object["updated"] as? Int == 0)
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["place"] as? Int } == [3])
        #expect(object["decksToUse"] as? String == "bank tea")
        #expect(stdout.text.split(separator: "\n").count == 1, "one line of JSON, nothing else on stdout")
        #expect(stderr.text.contains("\(path):3: "), "the skipped line is still said: \(stderr.text)")
    }
}
