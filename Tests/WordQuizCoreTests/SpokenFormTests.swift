import Testing
import WordQuizCore

/// The synthetic voice is fed the standard pronunciation, never a spelling that sounds
/// otherwise: espeak-ng reads 국물 letter by letter as written, and says [궁물] right.
@Suite struct SpokenFormTests {
    func entry(_ headword: String, pronunciation: String? = nil, partOfSpeech: String? = nil, origin: String? = nil)
        -> Entry
    {
        Entry(
            headword: headword, partOfSpeech: partOfSpeech, pronunciation: pronunciation, origin: origin, senses: [],
            provider: .krdict)
    }

    @Test func wordsWithSoundChangesAreSpokenAsPronounced() {
        #expect(SpokenForm.text(for: entry("국물")) == "궁물")
        #expect(SpokenForm.text(for: entry("신라")) == "실라")
        #expect(SpokenForm.text(for: entry("학교")) == "학꾜")
        #expect(SpokenForm.text(for: entry("춥다", partOfSpeech: "형용사")) == "춥따")
        #expect(SpokenForm.text(for: entry("발전", origin: "發展")) == "발쩐")
    }

    @Test func aBankWordIsSpokenAsItsCardPrintsIt() throws {
        let bank = WordBank.embedded
        for headword in ["덕분", "택시", "이웃", "희생"] {
            let word = try #require(bank.word(headword), "\(headword) is in the bank")
            let card = try #require(word.entry.pronunciation)
            #expect(SpokenForm.text(for: word.entry) == card, "\(headword)")
            #expect(card != headword, "\(headword) sounds otherwise than it is spelt")
        }
    }

    @Test func theDictionarysFirstVariantIsSpokenWithoutLengthMarks() {
        #expect(SpokenForm.text(for: entry("최초", pronunciation: "최ː초/췌ː초")) == "최초")
        #expect(SpokenForm.text(for: entry("가입하다", pronunciation: "[가이파다]")) == "가이파다")
    }

    @Test func aPronunciationWithNoHangulFallsBackToTheRules() {
        #expect(SpokenForm.text(for: entry("국물", pronunciation: "kuŋmul")) == "궁물")
    }

    @Test func theSpeechLineSaysWhoseVoiceItIs() {
        let synthetic = Speech(headword: "국물", file: "/c/a.wav", format: .wav, source: .synthetic(text: "궁물"))
        #expect(synthetic.line.text(in: .ko) == "국물 [궁물] — 합성음(espeak-ng), 사람 목소리가 아니에요")
        #expect(synthetic.line.text(in: .en) == "국물 [궁물] — synthetic voice (espeak-ng), not a person")
        let recording = Recording(
            file: "/c/krdict-1-1.mp3", url: "https://dicmedia.korean.go.kr/a.mp3", page: "https://krdict/p",
            pronunciation: "최ː초", format: .mp3, byteCount: 9, credit: Recording.krdictCredit)
        let recorded = Speech(headword: "최초", file: recording.file, format: .mp3, source: .recording(recording))
        #expect(recorded.line.text(in: .ko) == "최초 [최초] — 녹음: 국립국어원 한국어기초사전, CC BY-SA 2.0 KR")
        #expect(!recorded.isSynthetic && synthetic.isSynthetic)
    }
}
