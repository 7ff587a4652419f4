import Foundation
import Testing

@testable import WordQuizCore

/// A translation's language is one value however it was named: 한국어기초사전's 영어, a cached
/// entry's older form, or its code, read alike and written as the code.
@Suite struct TranslationLanguageTests {
    @Test func aLanguageIsTheSameValueInEveryFormItIsNamed() throws {
        #expect(TranslationLanguage(named: "영어") == .english)
        #expect(TranslationLanguage(named: "English") == .english)
        #expect(TranslationLanguage(named: "일본어").code == "ja")
        #expect(TranslationLanguage(named: "스와힐리어").code == "스와힐리어", "an unknown name is kept as given")
        // A cached entry written before languages were typed reads as the same value.
        let older = try JSONDecoder().decode(Translation.self, from: Data(#"{"language":"영어","word":"apple"}"#.utf8))
        #expect(older.isEnglish)
        let written = String(decoding: try JSONEncoder().encode(older), as: UTF8.self)
        #expect(written.contains(#""language":"en""#), "\(written)")
    }

    /// The eleven languages 한국어기초사전 translates into, each shown by its ISO 639-1 code
    /// (what a learner reads beside a translation), under each name the dictionary gives it.
    @Test(arguments: [
        ("영어", "en"), ("일본어", "ja"), ("프랑스어", "fr"), ("스페인어", "es"), ("아랍어", "ar"), ("몽골어", "mn"),
        ("베트남어", "vi"), ("타이어", "th"), ("태국어", "th"), ("인도네시아어", "id"), ("러시아어", "ru"), ("중국어", "zh"),
    ])
    func eachOfTheDictionarysLanguagesHasItsCode(name: String, code: String) {
        #expect(TranslationLanguage(named: name).code == code)
    }
}
