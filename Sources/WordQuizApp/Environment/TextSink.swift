import Foundation
import WordQuizCore
import WordQuizHTTP

/// Somewhere text goes: standard output, standard error, or a buffer in a test.
public protocol TextSink: Sendable {
    func write(_ text: String)
}
