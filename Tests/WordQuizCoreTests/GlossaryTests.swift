import Testing

@testable import WordQuizCore

/// One word an idea: every message of each language says wordquiz's ideas by the glossary's
/// terms, never by the words it sets aside.
@Suite struct GlossaryTests {
    /// Every Korean message: its catalogue's.
    static let korean = Array(Language.ko.messages.values)
    /// Every English message: the templates the catalogue translates.
    static let english = Array(Language.ko.messages.keys)

    @Test(arguments: Glossary.terms.map(\.english))
    func noMessageUsesAWordTheGlossarySetsAside(term: String) throws {
        let entry = try #require(Glossary.terms.first { $0.english == term })
        for avoided in entry.avoidedInKorean {
            let using = Self.korean.filter { $0.contains(avoided) }
            #expect(using.isEmpty, "‘\(avoided)’ for \(entry.korean): \(using)")
        }
        for avoided in entry.avoidedInEnglish {
            let using = Self.english.filter { $0.lowercased().contains(avoided.lowercased()) }
            #expect(using.isEmpty, "‘\(avoided)’ for \(entry.english): \(using)")
        }
    }

    /// A term no message uses is not the word wordquiz says.
    @Test(arguments: Glossary.terms.map(\.english))
    func everyTermIsSaidInBothLanguages(term: String) throws {
        let entry = try #require(Glossary.terms.first { $0.english == term })
        #expect(Self.korean.contains { $0.contains(entry.korean) }, "\(entry.korean)")
        #expect(Self.english.contains { $0.lowercased().contains(entry.english.lowercased()) }, "\(entry.english)")
    }

    @Test func eachIdeaHasOneTermInEachLanguage() {
        #expect(Set(Glossary.terms.map(\.english)).count == Glossary.terms.count)
        #expect(Set(Glossary.terms.map(\.korean)).count == Glossary.terms.count)
    }
}
