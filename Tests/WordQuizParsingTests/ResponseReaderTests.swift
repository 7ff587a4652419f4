import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizParsing

@Suite struct ResponseReaderTests {
    @Test func anXMLErrorToAJSONRequestIsRecognised() {
        #expect(throws: ResponseError.api(APIErrorReport(code: "020", message: "등록되지 않은 인증 키입니다."))) {
            try ResponseReader.read(Fixtures.bytes("opendict-error-020.xml"))
        }
    }

    @Test func aJSONErrorIsRecognised() {
        #expect(throws: ResponseError.api(APIErrorReport(code: "100", message: "검색어가 올바르지 않습니다."))) {
            try ResponseReader.read(Fixtures.bytes("stdict-error.json"))
        }
    }

    @Test func keyErrorsAreTheUsersToFix() throws {
        for fixture in ["opendict-error-020.xml", "opendict-error-021.xml"] {
            do {
                _ = try ResponseReader.read(Fixtures.bytes(fixture))
                Issue.record("no error for \(fixture)")
            } catch .api(let report) {
                #expect(report.isKeyProblem)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test(arguments: ["\u{1B}]0;owned\u{07}020", "<b>020</b>", "020\r\nX-Injected: 1", "0 2 0"])
    func anErrorCodeKeepsOnlyTheCharactersACodeMayHave(raw: String) {
        let code = APIErrorReport(code: raw, message: "").code
        #expect(code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "\(code)")
        #expect(code.count <= 16)
    }

    /// A code is at most 16 characters: a longer one is cut there, and a number of up to three
    /// digits is written with three.
    @Test func anErrorCodeIsCutAtSixteenCharacters() {
        #expect(APIErrorReport(code: "ABCDEFGHIJKLMNOPQRST", message: "").code == "ABCDEFGHIJKLMNOP")
        #expect(APIErrorReport(code: "ABCDEFGHIJKLMNOP", message: "").code == "ABCDEFGHIJKLMNOP")
        #expect(APIErrorReport(code: "20", message: "").code == "020")
    }

    @Test func anEmptyBodyIsNoResults() throws {
        #expect(try ResponseReader.read([]) == .empty)
        #expect(try ResponseReader.read(Array("\n  \r\n".utf8)) == .empty)
    }

    @Test func aTruncatedBodyIsUnreadable() {
        let full = Fixtures.bytes("opendict-search.xml")
        #expect(throws: ResponseError.self) { try ResponseReader.read(Array(full.prefix(full.count / 2))) }
        let json = Fixtures.bytes("opendict-search.json")
        #expect(throws: ResponseError.self) { try ResponseReader.read(Array(json.prefix(json.count / 2))) }
    }

    @Test func anHTMLPageIsUnreadable() {
        #expect(throws: ResponseError.self) { try ResponseReader.read(Array("Service Unavailable".utf8)) }
    }

    @Test func numbersComeAsNumbersOrStrings() throws {
        let doc = try JSONDocumentReader.read(Array(#"{"a":11,"b":"006","c":true,"d":null,"e":1.5}"#.utf8))
        #expect(doc.integer("a") == 11)
        #expect(doc.integer("b") == 6)
        #expect(doc.string("c") == "true")
        #expect(doc.string("d") == nil)
        #expect(doc.string("e") == "1.5")
    }

    /// Numbers as RFC 8259 writes them, exponents and signs included, read as written: every
    /// text of up to five of `0 1 - + . e E` is a number for the reader exactly when it is one
    /// for Foundation's JSON parser, another reading of the same grammar. (No 9: Foundation
    /// refuses `9e999`, past a Double, which the grammar allows and the reader keeps as text.)
    @Test func aNumberIsWhatTheGrammarSaysAndIsKeptAsWritten() throws {
        let doc = try JSONDocumentReader.read(Array(#"{"a":1e5,"b":-2.5E-3,"c":6e+2,"d":0.5e10,"e":-0}"#.utf8))
        #expect(doc.children.map(\.text) == ["1e5", "-2.5E-3", "6e+2", "0.5e10", "-0"])
        let alphabet = Array("01-+.eE")
        var texts = [""]
        var disagreements: [String] = []
        for _ in 1...5 {
            texts = texts.flatMap { text in alphabet.map { text + String($0) } }
            for text in texts {
                let json = Array("{\"a\":\(text)}".utf8)
                let ours = (try? JSONDocumentReader.read(json))?.child("a")?.text
                let foundation = (try? JSONSerialization.jsonObject(with: Data(json))) != nil
                if (ours != nil) != foundation || (ours != nil && ours != text) { disagreements.append(text) }
            }
        }
        #expect(disagreements.count == 0, "\(disagreements.count), first \(disagreements.prefix(10))")
    }

    /// A document is well-formed for the reader exactly when it is for Foundation's JSON
    /// parser: every value of up to four of `{ } [ ] "a" : , 1 true null` and white space, as
    /// a member's value, as the whole document, and after a whole one. Foundation forgives a
    /// comma before `}` or `]`, which RFC 8259 does not and the reader does not either.
    @Test func aDocumentIsWellFormedExactlyWhenTheGrammarSays() throws {
        func trailingComma(_ json: String) -> Bool {
            let packed = json.replacingOccurrences(of: " ", with: "")
            return packed.contains(",}") || packed.contains(",]")
        }
        let pieces = ["{", "}", "[", "]", "\"a\"", ":", ",", "1", "true", "null", " "]
        var values = [""]
        var disagreements: [String] = []
        for _ in 1...4 {
            values = values.flatMap { value in pieces.map { value + $0 } }
            for value in values {
                for json in ["{\"k\":\(value)}", value, "{}\(value)"] {
                    let ours = (try? JSONDocumentReader.read(Array(json.utf8))) != nil
                    let foundation =
                        (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) != nil
                        && !trailingComma(json)
                    if ours != foundation { disagreements.append(json) }
                }
            }
        }
        #expect(disagreements.count == 0, "\(disagreements.count), first \(disagreements.prefix(10))")
    }

    /// A string's escapes read as Foundation's JSON parser reads them: every string of up to
    /// three of these pieces is refused by both or read by both to the same text — where a
    /// surrogate stands alone, against Foundation's reading of the string with U+FFFD in its
    /// place (Foundation refuses the whole document; the reader keeps the entry and loses the
    /// one broken character).
    @Test func aStringReadsAsTheGrammarSays() throws {
        let (high, low) = ("\\uD83C", "\\uDF4E")
        let pieces = [
            "a", "é", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041", "\\u00e9", high, low,
            "\\x", "\u{1}", "\\u12", "\\U0041",
        ]
        /// The pieces with each surrogate that is not half of a pair put as U+FFFD.
        func paired(_ text: [String]) -> [String] {
            var out: [String] = []
            var index = 0
            while index < text.count {
                if text[index] == high, index + 1 < text.count, text[index + 1] == low {
                    out += [high, low]
                    index += 2
                } else {
                    out.append(text[index] == high || text[index] == low ? "\\uFFFD" : text[index])
                    index += 1
                }
            }
            return out
        }
        var texts: [[String]] = [[]]
        var disagreements: [String] = []
        for _ in 1...3 {
            texts = texts.flatMap { text in pieces.map { text + [$0] } }
            for text in texts {
                let json = "{\"k\":\"\(text.joined())\"}"
                let ours = (try? JSONDocumentReader.read(Array(json.utf8)))?.child("k")?.text
                let repaired = Data("{\"k\":\"\(paired(text).joined())\"}".utf8)
                let foundation = ((try? JSONSerialization.jsonObject(with: repaired)) as? [String: String])?["k"]
                if ours != foundation { disagreements.append("\(json) read as \(ours ?? "nothing")") }
            }
        }
        #expect(disagreements.count == 0, "\(disagreements.count), first \(disagreements.prefix(10))")
    }

    @Test func stringsKeepTheirEscapesAndSurrogatePairs() throws {
        let text =
            #"{"w":"\uc0ac\uacfc \ud83c\udf4e \"a\/b\"\n","lone":"\ud800x","half":"\ud83c\u0041","#
            + #""twice":"\ud83c\ud83c\udf4e","low":"\udf4ex"}"#
        let doc = try JSONDocumentReader.read(Array(text.utf8))
        #expect(doc.child("w")?.text == "사과 🍎 \"a/b\"\n")
        #expect(doc.child("lone")?.text == "\u{FFFD}x")
        // A first half followed by an escape that is not a second half: the half is lost, the
        // escape after it kept.
        #expect(doc.child("half")?.text == "\u{FFFD}A")
        #expect(doc.child("twice")?.text == "\u{FFFD}🍎")
        #expect(doc.child("low")?.text == "\u{FFFD}x")
    }

    /// 표준국어대사전 has served `"link "` and `"link_target_code "`: a key is read without the
    /// spaces around it, and the spaces inside a key and around a value are kept.
    @Test func aKeyIsReadWithoutTheSpacesAroundIt() throws {
        let doc = try JSONDocumentReader.read(
            Array(#"{"link ":" a ","\tlink_target_code \t":"139087","sense code":"1"}"#.utf8))
        #expect(doc.children.map(\.name) == ["link", "link_target_code", "sense code"])
        #expect(doc.child("link")?.text == " a ")
        #expect(doc.string("link_target_code") == "139087")
    }

    @Test(arguments: [
        #"{"a":01}"#, #"{"a":1.}"#, #"{"a":-}"#, #"{"a":tru}"#, #"{"a":"x"} trailing"#, #"{"a":"x",}"#,
        "{\"a\":\"raw\u{1}control\"}", #"{"a":"\q"}"#, #"{"a" 1}"#, #"["a""b"]"#,
    ])
    func whatIsNotJSONIsRefused(text: String) {
        #expect(throws: DocumentReadError.malformed("the JSON is not well-formed")) {
            try JSONDocumentReader.read(Array(text.utf8))
        }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: DocumentReadError.malformed("the JSON is not valid UTF-8")) {
            try JSONDocumentReader.read([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        }
    }

    @Test func tooManyValuesAreRefusedWhileReading() {
        let many = "[" + Array(repeating: "{}", count: 50_001).joined(separator: ",") + "]"
        #expect(throws: DocumentReadError.tooComplex("more than 50000 values")) {
            try JSONDocumentReader.read(Array(many.utf8))
        }
        let fewer = "[" + Array(repeating: "{}", count: 1000).joined(separator: ",") + "]"
        #expect((try? JSONDocumentReader.read(Array(fewer.utf8)))?.children.count == 1000)
    }

    @Test func oneObjectAndAOneElementArrayReadTheSame() throws {
        let single = try JSONDocumentReader.read(Array(#"{"channel":{"item":{"word":"사과"}}}"#.utf8))
        let array = try JSONDocumentReader.read(Array(#"{"channel":{"item":[{"word":"사과"}]}}"#.utf8))
        #expect(single == array)
    }
}
