/// What the quiz knows of a word: enough to ask about it four ways.
public struct QuizCard: Sendable, Equatable, Hashable {
    public var headword: String
    public var partOfSpeech: String?
    public var definition: String
    /// An example sentence using the word, and the form it takes there (먹는 for 먹다).
    public var example: String?
    public var exampleForm: String?
    /// A short English gloss, where the dictionary gave one.
    public var english: String?
    /// The word's opposite, where the dictionary names one (반대말): 가입하다 → 탈퇴하다.
    public var antonym: String?

    public init(
        headword: String, partOfSpeech: String?, definition: String, example: String? = nil,
        exampleForm: String? = nil, english: String? = nil, antonym: String? = nil
    ) {
        self.headword = headword
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.example = example
        self.exampleForm = exampleForm
        self.english = english
        self.antonym = antonym
    }

    /// A word of the bank or a deck. A deck's word without a meaning is asked by its English.
    public init(_ word: BankWord) {
        self.init(
            headword: word.headword, partOfSpeech: word.partOfSpeech.isEmpty ? nil : word.partOfSpeech,
            definition: word.definition.isEmpty ? word.english : word.definition,
            example: word.example.isEmpty ? nil : word.example, exampleForm: word.exampleForm,
            english: word.english.isEmpty || word.definition.isEmpty ? nil : word.english)
    }

    /// A card from a dictionary entry; the example is the first that can be a cloze (`Cloze`:
    /// the word once, at a word's start), so that it can be blanked.
    public init(_ entry: Entry) {
        let definition = entry.senses.first?.definition ?? ""
        let example = entry.senses.flatMap(\.examples).standalone.lazy.map(\.text).first {
            Cloze.blanked($0, form: entry.headword, headword: entry.headword) != nil
        }
        self.init(
            headword: entry.headword, partOfSpeech: entry.partOfSpeech, definition: definition, example: example,
            exampleForm: example == nil ? nil : entry.headword, english: entry.englishGloss,
            antonym: entry.antonym)
    }

    /// The example with the word blanked out, when the card has one that can be (`Cloze`).
    public var clozeText: String? {
        // A phrase (a 속담, a 관용구) blanked whole leaves nothing to go on.
        guard let example, let form = exampleForm, !headword.contains(" ") else { return nil }
        return Cloze.blanked(example, form: form, headword: headword)
    }
}
