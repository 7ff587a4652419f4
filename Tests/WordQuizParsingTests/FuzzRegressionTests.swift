import Foundation
import Testing
import WordQuizCore
import WordQuizParsing

/// Every input in Fuzz/Regressions — crashes the fuzzers found, and hostile inputs fixed by
/// hand — replayed through the fuzz targets' checks on every test run.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    static func inputs(_ corpus: String) -> [[UInt8]] {
        let directory = folder.appendingPathComponent(corpus)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { try? Array(Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    @Test func configFiles() {
        let inputs = Self.inputs("dotenv")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            let env = DotEnv(parsing: bytes)
            #expect(env.problems.count <= DotEnv.maximumReportedProblems)
            for (key, value) in env.values {
                #expect(!key.contains("\r") && !key.contains("\n"))
                #expect(!value.contains("\r"), "a CR never glues two lines: \(key)")
            }
        }
    }

    @Test func dictionaryResponses() {
        let inputs = Self.inputs("responses")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            guard case .document(let document)? = try? ResponseReader.read(bytes) else { continue }
            for decoding in Provider.allCases.compactMap(\.decoding) {
                for hit in (try? decoding.searchHits(in: document)) ?? [] {
                    #expect(hit.targetCode.map { $0.allSatisfy { $0.isASCII && $0.isNumber } } ?? true)
                    #expect(hit.link.map { !$0.unicodeScalars.contains { $0.value < 0x20 } } ?? true)
                }
            }
        }
    }

    @Test func typedAnswers() {
        let inputs = Self.inputs("answers")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            let text = String(decoding: bytes, as: UTF8.self)
            let half = text.index(text.startIndex, offsetBy: text.count / 2)
            let (typed, word) = (String(text[..<half]), String(text[half...]))
            #expect(QwertyHangul.convert(typed).count >= typed.count / 3)
            #expect(AnswerMatcher.judge(word, accepting: [word]) == .correct)
        }
    }

    @Test func wordLists() {
        let inputs = Self.inputs("decks")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            let file = DeckFile(parsing: bytes)
            for row in file.rows {
                #expect(DeckFile.problem(with: row.word) == nil)
                let fields = [row.word, row.meaning, row.english, row.example].compactMap { $0 } + row.tags
                #expect(fields.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
            }
        }
    }

    @Test func scheduleOptions() {
        let inputs = Self.inputs("schedule")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            let text = String(decoding: bytes, as: UTF8.self)
            if let seconds = ScheduleSyntax.duration(text) {
                #expect(seconds > 0 && seconds <= ScheduleSyntax.longestDelaySeconds)
            }
            if let spec = ChannelSpec(parsing: text, directory: "/") { #expect(!spec.description.contains("\n")) }
        }
    }

    /// A media host's answers: a picture's address is http(s), its scheme in lower case (a
    /// page's `htTp:` had come through as written), and no text keeps a control character.
    @Test func mediaPages() throws {
        let inputs = Self.inputs("pages")
        #expect(!inputs.isEmpty)
        for bytes in inputs {
            guard let page = try? HTMLPageReader.read(bytes),
                let media = MediaPage(
                    page, pageURL: "https://krdicmedia.korean.go.kr/front/search/searchResultView.do?file_no=1")
            else { continue }
            #expect(
                media.pictureURL.hasPrefix("http://") || media.pictureURL.hasPrefix("https://"), "\(media.pictureURL)")
            for text in [media.pictureURL, media.licence, media.author].compactMap({ $0 }) {
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
    }
}
