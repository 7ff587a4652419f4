import Foundation
import WordQuizCore

/// What may be typed into an answer: printable characters only, never control codes.
enum TypedInputFilter {
    static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
    }

    /// A line read from a pipe as an answer: escape sequences and control characters taken
    /// out (a terminal would act on them when the line is echoed, and they are no answer),
    /// bytes that are not UTF-8 already replaced by U+FFFD as it was read.
    static func cleaned(_ line: String) -> String {
        DictionaryText.removeControlSequences(line).trimmingCharacters(in: .whitespaces)
    }
}
