import Foundation
import Testing

@testable import WordQuizCore

/// wordquiz's own sentences (errors, warnings) in the reader's language: every `Phrase("…")`
/// the sources write has its Korean, with the same slots, and the table keeps nothing else.
@Suite struct CatalogueTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every phrase template in the sources, with the file that says it: the sources read once
    /// for all the tests that ask.
    static func templatesInSources() throws -> [(template: String, file: String)] {
        try scannedSources.get()
    }

    private static let scannedSources = Result { () throws -> [(template: String, file: String)] in
        guard let listing = FileManager.default.enumerator(atPath: sources.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sources.path])
        }
        var found: [(String, String)] = []
        for file in listing.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }).sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            found += SwiftLiteral.phraseTemplates(in: text).map { ($0, file) }
        }
        return found
    }

    @Test func theSourcesSayEnoughPhrasesForThisTestToMeanSomething() throws {
        let templates = try Self.templatesInSources()
        #expect(templates.count > 100)
        #expect(
            templates.contains { $0.template == "{option} needs a value" && $0.file.hasSuffix("ParsedArguments.swift") }
        )
        #expect(
            templates.contains {
                $0.template == "the {channel} channel needs {setting} in Config.env before it can deliver."
            })
    }

    /// The catalogue files, each with its text: `Text/Catalogues/`, a language a file.
    static func catalogueFiles() throws -> [(file: String, text: String)] {
        let folder = sources.appendingPathComponent("WordQuizCore/Text/Catalogues")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Adding a language is adding a file: each file in the folder declares a language the
    /// program knows, and each language but English (the templates) and en-XA has a file.
    @Test func everyCatalogueFileIsALanguageTheProgramKnows() throws {
        let files = try Self.catalogueFiles()
        #expect(!files.isEmpty)
        var declared: [String] = []
        for (file, text) in files {
            let code = try #require(
                text.firstRange(of: "code: \"").map { text[$0.upperBound...].prefix { $0 != "\"" } },
                "\(file) declares no language code")
            declared.append(String(code))
            let language = Language(parsing: String(code))
            #expect(
                language.map(Language.catalogued.contains) == true,
                "\(file): scripts/catalogue-index did not list it in Language.catalogued")
        }
        #expect(declared.sorted() == Language.catalogued.map(\.code).sorted())
    }

    @Test(arguments: Language.catalogued)
    func everyPhraseHasItsTranslationWithTheSameSlots(language: Language) throws {
        for (template, file) in try Self.templatesInSources() {
            guard let translated = language.messages[template] else {
                Issue.record("\(file): no \(language) for \"\(template)\"")
                continue
            }
            #expect(!translated.isEmpty, "\(file): empty \(language) for \"\(template)\"")
            #expect(
                Phrase.slots(in: translated) == Phrase.slots(in: template),
                "\(file): \"\(template)\" and \"\(translated)\" fill different slots")
        }
    }

    @Test(arguments: Language.catalogued)
    func aCatalogueKeepsNoPhraseTheSourcesNoLongerSay(language: Language) throws {
        let said = Set(try Self.templatesInSources().map(\.template))
        let stale = language.messages.keys.filter { !said.contains($0) }.sorted()
        #expect(stale.isEmpty, "no longer in the sources: \(stale)")
    }

    /// A translator reads where each message is shown before translating it: in every
    /// catalogue, a note (`//`) opens each group of messages (groups are parted by a blank
    /// line). A message of one or two words ("today", "done", "Level") says too little even so:
    /// it has a note of its own, above it or above the run of short messages it belongs to.
    @Test func everyMessageHasATranslatorsNote() throws {
        for (file, text) in try Self.catalogueFiles() {
            var groupNoted = false
            var atGroupStart = true
            var shortNoted = false
            var ungrouped: [String] = []
            var unnoted: [String] = []
            var entries = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.isEmpty || trimmed.hasSuffix("messages: [") {
                    atGroupStart = true
                    groupNoted = false
                    shortNoted = false
                    continue
                }
                if trimmed.hasPrefix("//") {
                    if atGroupStart { groupNoted = true }
                    shortNoted = true
                    continue
                }
                atGroupStart = false
                let characters = Array(trimmed)
                guard characters.first == "\"", let (template, end) = SwiftLiteral.literal(characters, from: 0) else {
                    shortNoted = false
                    continue
                }
                // A key is followed by its colon; a line that is a translation alone follows its key.
                guard characters[end...].first(where: { $0 != " " }) == ":" else { continue }
                entries += 1
                if !groupNoted { ungrouped.append(template) }
                var words = template
                while let open = words.firstIndex(of: "{"), let close = words[open...].firstIndex(of: "}") {
                    words.replaceSubrange(open...close, with: " ")
                }
                if words.split(separator: " ").count > 2 {
                    shortNoted = false
                } else if !shortNoted {
                    unnoted.append(template)
                }
            }
            let language = Language.catalogued.first { text.contains("code: \"\($0.code)\"") }
            #expect(entries == language?.messages.count, "\(file): the reader of the catalogue found every entry")
            #expect(ungrouped.isEmpty, "\(file): messages in a group no note opens: \(ungrouped)")
            #expect(unnoted.isEmpty, "\(file): short messages without a note of their own: \(unnoted)")
        }
    }

    @Test func noTemplateHasABraceThatIsNotASlot() throws {
        for (template, file) in try Self.templatesInSources() {
            let braces = template.filter { $0 == "{" }.count
            #expect(braces == Phrase.slots(in: template).count, "\(file): \"\(template)\"")
        }
    }

    @Test func aPhraseFillsItsSlotsInTheReadersLanguage() {
        let option = "--count"
        let phrase = Phrase("\(option, .option) needs a value")
        #expect(phrase.text(in: .en) == "--count needs a value")
        #expect(phrase.text(in: .ko) == "--count에 값을 주세요")
        #expect("\(phrase)" == "--count needs a value", "a phrase described is its English")
    }

    @Test func aPhraseInsideAPhraseIsTranslatedToo() {
        let inner = Phrase("could not connect")
        let outer = Phrase("could not reach \("우리말샘", .dictionary): \(inner, .reason)")
        #expect(outer.text(in: .en) == "could not reach 우리말샘: could not connect")
        #expect(outer.text(in: .ko) == "우리말샘에 닿지 못했어요: 연결하지 못했어요")
    }

    @Test func phrasesJoinedAreEachTranslated() {
        let typed = "shedule"
        let joined =
            Phrase("unknown command '\(typed, .command)'") + Phrase("; did you mean `\("schedule", .value)`?")
        #expect(joined.text(in: .en) == "unknown command 'shedule'; did you mean `schedule`?")
        #expect(joined.text(in: .ko) == "알 수 없는 명령 'shedule'. 혹시 `schedule`인가요?")
        #expect((Phrase.empty + joined) == joined)
    }

    @Test func textFromOutsideIsShownAsItIsAndNeverFilledAgain() {
        #expect(Phrase.verbatim("No such file or directory").text(in: .ko) == "No such file or directory")
        // A value that looks like a slot stays what it is.
        let value = "{value}"
        #expect(Phrase("\(value, .option) needs a value").text(in: .ko) == "{value}에 값을 주세요")
        #expect(Phrase.fill("{option} and {value}", with: ["option": "{value}", "value": "x"]) == "{value} and x")
    }

    @Test func aTemplateMissingFromTheTableIsShownInEnglish() {
        let template = "a sentence no table has"
        #expect(Phrase.Template(stringLiteral: template) == Phrase.Template(text: template, values: [:]))
        #expect(Phrase(.init(stringLiteral: template)).text(in: .ko) == template)
    }

    @Test func theReaderOfLiteralsTurnsInterpolationsIntoSlots() {
        let source = #"""
            throw failure(Phrase("\(option.name, .option) takes \(names.joined(separator: ", "), .choices), not '\(text, .value)'"))
            let x = Phrase(
                "a \"quoted\" word\n\(f("(", g(")")), .word) and \(h, .word), \(n, one: "day", other: "days")")
            let notAPhrase = Other("ignored")
            /// A comment about `Phrase("…")` is no phrase.
            """#
        #expect(
            SwiftLiteral.phraseTemplates(in: source) == [
                "{option} takes {choices}, not '{value}'", "a \"quoted\" word\n{word} and {word2}, {count day|days}",
            ])
    }
}
