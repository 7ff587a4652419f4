import CEspeakNG
import Foundation
import WordQuizCore

/// espeak-ng's Korean voice, through libespeak-ng opened on first use: what speaks a word that
/// has no recording. It is given the standard pronunciation (`SpokenForm`), never a spelling
/// that sounds otherwise, and its file is kept in the audio cache under a name made from
/// that text, so each is made once.
enum SyntheticVoice {
    /// Slower than espeak-ng's 175 words a minute: a learner is listening for each sound.
    static let wordsPerMinute = 130
    /// The longest speech made: a 속담 takes a few seconds.
    static let maximumSeconds = 20

    /// Why the voice cannot be had on this machine, or nil when it can.
    static var missingReason: String? {
        wq_espeak_is_available() != 0 ? nil : wq_espeak_load_error().map { String(cString: $0) } ?? ""
    }

    struct Failure: Error { var phrase: Phrase }

    /// The WAV file of `text` spoken, from the cache or made now.
    static func file(saying text: String, in folder: String) throws(Failure) -> String {
        let file = folder + "/synthetic-" + name(of: text) + ".wav"
        if access(file, R_OK) == 0 { return file }
        guard missingReason == nil else {
            throw Failure(phrase: Phrase("no synthetic voice: install espeak-ng with `sudo apt install espeak-ng`"))
        }
        var samples: UnsafeMutablePointer<Int16>?
        var count = 0
        var rate: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = wq_espeak_synthesize(
            text, "ko", Int32(wordsPerMinute), maximumSeconds * 48_000, &samples, &count, &rate, &error, error.count)
        guard status == 0, let samples else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Failure(phrase: Phrase("the synthetic voice failed: \(reason, .reason)"))
        }
        defer { wq_espeak_free(samples) }
        let bytes = WAVFile.bytes(
            samples: Array(UnsafeBufferPointer(start: samples, count: count)), sampleRate: Int(rate))
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(bytes, to: file, mode: 0o600)
        } catch {
            throw Failure(phrase: Phrase("the synthetic voice's file could not be kept: \(error.reason, .reason)"))
        }
        return file
    }

    /// A file name for `text` and the voice's settings.
    static func name(of text: String) -> String {
        FNV1a.hex("ko|\(wordsPerMinute)|\(text)")
    }
}
