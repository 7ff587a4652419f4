import Foundation
import FuzzDriver
import WordQuizCore

/// Any text as a typed answer: the QWERTY converter, the jamo composer and the matcher never
/// crash, and a word is always its own right answer.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let half = text.index(text.startIndex, offsetBy: text.count / 2)
    let typed = String(text[..<half])
    let word = String(text[half...])
    _ = QwertyHangul.convert(typed)
    _ = QwertyHangul.composeJamo(typed)
    _ = AnswerMatcher.judge(typed, accepting: [word], knownWords: [typed: "뜻"])
    _ = AnswerMatcher.jamoDistance(typed, word)
    if !AnswerMatcher.normalize(word).isEmpty {
        precondition(AnswerMatcher.judge(word, accepting: [word]) == .correct)
    }
    _ = DisplayWidth.wrap(text, columns: 1 + size % 50)
    return 0
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
