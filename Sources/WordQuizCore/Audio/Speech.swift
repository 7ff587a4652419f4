/// A word's sound as wordquiz plays it: the dictionary's recording where one can be had, else
/// a synthetic voice saying the standard pronunciation, always labelled as such.
public struct Speech: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A person's recording, from the dictionary.
        case recording(Recording)
        /// The sound a deck's note plays for the word (an Anki package's), from `deck`.
        case deckSound(deck: String)
        /// espeak-ng, fed `text` (the standard pronunciation).
        case synthetic(text: String)
    }

    public var headword: String
    /// The sound file to play or attach.
    public var file: String
    public var format: AudioFormat
    public var source: Source

    public init(headword: String, file: String, format: AudioFormat, source: Source) {
        self.headword = headword
        self.file = file
        self.format = format
        self.source = source
    }

    public var isSynthetic: Bool {
        if case .synthetic = source { return true }
        return false
    }

    /// What is said beside the sound wherever it is offered: whose recording it is, or that
    /// the voice is synthetic.
    public var label: Phrase {
        switch source {
        case .recording(let recording): Phrase("recording: \(recording.credit, .credit)")
        case .deckSound(let deck): Phrase("the sound of the deck ‘\(deck, .deck)’")
        case .synthetic: Phrase("synthetic voice (espeak-ng), not a person")
        }
    }

    /// The pronunciation it speaks, where it is known: the recording's variant, the text the
    /// voice was given.
    public var spokenPronunciation: String? {
        switch source {
        case .recording(let recording): recording.pronunciation.flatMap(SpokenForm.firstVariant)
        case .deckSound: nil
        case .synthetic(let text): text
        }
    }

    /// The line that goes with the sound: "국물 [궁물] — synthetic voice (espeak-ng), not a person".
    public var line: Phrase {
        guard let spoken = spokenPronunciation else { return Phrase("\(headword, .word) — \(label, .detail)") }
        return Phrase("\(headword, .word) [\(spoken, .syllable)] — \(label, .detail)")
    }
}
