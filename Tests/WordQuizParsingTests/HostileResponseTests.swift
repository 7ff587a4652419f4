import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizParsing

/// Responses built to attack the reader: nothing leaks, nothing hangs, nothing is printed raw.
@Suite struct HostileResponseTests {
    @Test func externalEntitiesAreRefusedNotLoaded() {
        #expect(
            throws: ResponseError.unreadable(.hostile("the response declares a document type, which wordquiz refuses"))
        ) {
            try ResponseReader.read(Fixtures.bytes("hostile-xxe.xml"))
        }
    }

    @Test func entityBombsAreRefusedBeforeExpansion() {
        #expect(throws: ResponseError.self) { try ResponseReader.read(Fixtures.bytes("hostile-bomb.xml")) }
    }

    @Test func undeclaredEntitiesAreNotWellFormed() {
        #expect(throws: ResponseError.self) {
            try ResponseReader.read(Array("<channel><item><word>&secret;</word></item></channel>".utf8))
        }
    }

    @Test func moreThanFiftyThousandElementsAreRefusedWhileReading() {
        // Shallow and well formed, but wide: the element cap, not the depth cap, stops it.
        let wide = "<channel>" + String(repeating: "<item/>", count: 50_001) + "</channel>"
        do {
            let read = try XMLDocumentReader.read(Array(wide.utf8))
            Issue.record("50,001 elements were read: \(read.children.first?.children.count ?? 0) items")
        } catch {
            #expect(error == .tooComplex("more than 50000 elements"))
        }
        let fewer = "<channel>" + String(repeating: "<item/>", count: 40_000) + "</channel>"
        #expect((try? XMLDocumentReader.read(Array(fewer.utf8)))?.children.first?.children.count == 40_000)
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "<a>", count: 500) + String(repeating: "</a>", count: 500)
        #expect(throws: ResponseError.unreadable(.tooComplex("nested deeper than 64 levels"))) {
            try ResponseReader.read(Array(deep.utf8))
        }
        let deepJSON = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(throws: ResponseError.self) { try ResponseReader.read(Array(deepJSON.utf8)) }
    }

    /// The caps at their edges, as their messages state them: 64 levels of nesting are read
    /// and 65 are refused (64 elements, each inside the last; 64 arrays around a value);
    /// 50,000 elements or values are read and one more is refused.
    @Test func theCapsHoldExactlyAtTheirEdges() throws {
        func nestedXML(_ levels: Int) -> [UInt8] {
            Array((String(repeating: "<a>", count: levels) + String(repeating: "</a>", count: levels)).utf8)
        }
        var node = try XMLDocumentReader.read(nestedXML(64))
        var depth = 0
        while let next = node.children.first {
            node = next
            depth += 1
        }
        #expect(depth == 64)
        #expect(throws: DocumentReadError.tooComplex("nested deeper than 64 levels")) {
            try XMLDocumentReader.read(nestedXML(65))
        }
        func nestedJSON(_ levels: Int) -> [UInt8] {
            Array((String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)).utf8)
        }
        #expect(try JSONDocumentReader.read(nestedJSON(64)).children.map(\.text) == ["1"])
        #expect(throws: DocumentReadError.tooComplex("nested deeper than 64 levels")) {
            try JSONDocumentReader.read(nestedJSON(65))
        }
        func items(_ count: Int) -> [UInt8] {
            Array(("<channel>" + String(repeating: "<item/>", count: count) + "</channel>").utf8)
        }
        #expect(try XMLDocumentReader.read(items(49_999)).children.first?.children.count == 49_999)
        #expect(throws: DocumentReadError.tooComplex("more than 50000 elements")) {
            try XMLDocumentReader.read(items(50_000))
        }
        func values(_ count: Int) -> [UInt8] {
            Array(("[" + Array(repeating: "1", count: count).joined(separator: ",") + "]").utf8)
        }
        #expect(try JSONDocumentReader.read(values(50_000)).children.count == 50_000)
        #expect(throws: DocumentReadError.tooComplex("more than 50000 values")) {
            try JSONDocumentReader.read(values(50_001))
        }
    }

    @Test func rawControlCharactersMakeXMLMalformed() {
        #expect(throws: ResponseError.self) {
            try ResponseReader.read(Array("<channel><total>\u{1B}[31m</total></channel>".utf8))
        }
    }

    @Test func escapeSequencesInJSONAreCleanedOut() throws {
        guard case .document(let doc) = try ResponseReader.read(Fixtures.bytes("hostile-escapes.json")) else {
            Issue.record("no document")
            return
        }
        let entry = try #require(try OpendictDecoding.entry(inView: doc, hit: nil))
        let everything =
            [entry.headword] + entry.senses.map(\.definition) + entry.senses.flatMap(\.examples).map(\.text)
        for text in everything {
            #expect(
                !text.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
                })
            #expect(!text.contains("<script>"))
        }
        #expect(entry.headword == "사과")
        #expect(entry.senses.first?.definition == "빨간 열매. 뒤집힌 글 alert(1)")
        #expect(entry.firstExample == "사과를 먹었다.")
    }
}
