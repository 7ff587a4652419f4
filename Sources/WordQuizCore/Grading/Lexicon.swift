/// A word list of the language, for grading against Korean rather than the word bank: whether
/// a typed answer is a word at all, and the dictionary forms it is an inflection of (추워서 →
/// 춥다, 사과를 → 사과). The app's is Hunspell's Korean dictionary; without one, the bank and the
/// decks are the only words known.
public protocol Lexicon: Sendable {
    /// Whether `word` is a word of the language (an inflected form included).
    func isWord(_ word: String) -> Bool
    /// The dictionary forms `word` is a form of; empty when it is no word.
    func stems(of word: String) -> [String]
}
