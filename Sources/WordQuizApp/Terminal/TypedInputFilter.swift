import Foundation
import WordQuizCore

/// What may be typed into an answer: printable characters only, never control codes.
enum TypedInputFilter {
    static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
    }
}
