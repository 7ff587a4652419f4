import Foundation
import WordQuizCore
import WordQuizStore

/// The words' sound in a study session, as `say` plays them: a recording already cached, else
/// the synthetic voice — never a fetch while a question waits — played to its end by the
/// machine's player. A session has one when this machine has a player.
struct QuizSpeaker {
    var speech: WordSpeech
    var store: WordStore
    var player: AudioPlayer

    /// Nil when nothing here can play a word.
    init?(context: AppContext, configuration: Configuration, store: WordStore) {
        let player = AudioPlayer(context: context, configuration: configuration)
        guard AudioFormat.allCases.contains(where: { player.choice(for: $0) != nil }) else { return nil }
        self.player = player
        speech = WordSpeech(context: context, configuration: configuration, allowsNetwork: false, store: store)
        self.store = store
    }

    /// Whether the card's word can be heard: its recording is cached, or the voice speaks it,
    /// and a player here plays that format.
    func canHear(_ card: QuizCard) -> Bool {
        let entry = entry(for: card)
        if let sound = speech.deckSound(for: entry) { return player.choice(for: sound.format) != nil }
        if let recording = speech.cachedRecording(for: entry) {
            return player.choice(for: recording.format) != nil
        }
        return SyntheticVoice.missingReason == nil && player.choice(for: .wav) != nil
    }

    /// Plays the card's word; why it could not, or nil when it played.
    func play(_ card: QuizCard) -> Phrase? {
        let found = speech.speechAtHand(for: entry(for: card))
        guard let sound = found.speech else { return found.notes.last ?? Phrase("no sound of this word can be had") }
        do throws(AudioPlayer.Failure) {
            try player.play(sound.file, format: sound.format)
            return nil
        } catch {
            return error.phrase
        }
    }

    /// The word as the learner's record knows it: a dictionary's cached entry (which may
    /// have a recording), a bank or deck word, else the card alone.
    private func entry(for card: QuizCard) -> Entry {
        if let known = try? store.knownEntry(card.headword) { return known }
        return Entry(headword: card.headword, partOfSpeech: card.partOfSpeech, senses: [], provider: .offline)
    }
}
