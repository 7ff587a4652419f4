import Foundation
import Testing
import WordQuizCore

@Suite struct ExampleTests {
    @Test func aSenseCachedBeforeExamplesHadKindsStillReadsItsSentences() throws {
        let cached = #"{"definition":"사과나무의 열매.","examples":["사과를 먹었다."],"translations":[]}"#
        let sense = try JSONDecoder().decode(Sense.self, from: Data(cached.utf8))
        #expect(sense.examples == [Example("사과를 먹었다.", kind: .sentence)])
        #expect(sense.patterns.isEmpty && sense.grammarNotes.isEmpty && sense.relatedWords.isEmpty)
    }

    @Test func anExampleKeepsItsKindAndSourceThroughTheCache() throws {
        let sense = Sense(
            definition: "가장 높은 위.",
            examples: [Example("지상 과제.", kind: .phrase), Example("나를 지상으로…", source: "이문열, 영웅시대")],
            grammarNotes: ["흔히 ‘지상의’ 꼴로 쓰여"])
        let again = try JSONDecoder().decode(Sense.self, from: JSONEncoder().encode(sense))
        #expect(again == sense)
    }

    @Test func consecutiveDialogueLinesAreOneTalk() {
        let examples: [Example] = [
            Example("가 말.", kind: .dialogue), Example("나 말.", kind: .dialogue), "문장.",
            Example("다른 가 말.", kind: .dialogue),
        ]
        #expect(examples.dialogues == [["가 말.", "나 말."], ["다른 가 말."]])
        #expect(examples.standalone.map(\.text) == ["문장."])
    }
}
