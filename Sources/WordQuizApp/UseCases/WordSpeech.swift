import Foundation
import WordQuizCore
import WordQuizStore

/// The sound of an entry, found once for every place that plays or sends it (`say`,
/// `today --say`, the quiz): a deck word's own sound (an Anki note's), 한국어기초사전's recording
/// where the entry has its number and the page links one, else the synthetic voice saying the
/// standard pronunciation. Nothing here plays.
struct WordSpeech {
    var context: AppContext
    var configuration: Configuration
    /// Whether the dictionary's page may be fetched; offline, only recordings already cached.
    var allowsNetwork = true
    /// The learner's record, for a deck word's sound; nil: none looked for.
    var store: WordStore?

    /// The largest deck sound played (as an import keeps them).
    static let maximumDeckSoundBytes = 10 << 20

    /// The sound, or nil with why (`notes`): a recording missed is a note even when the
    /// synthetic voice speaks instead.
    struct Outcome {
        var speech: Speech?
        var notes: [Phrase] = []
    }

    /// The entry to say: the day's word on `day` when no word is named, else the named word as
    /// the learner's record knows it (a dictionary's cached entry, a bank or deck word), else
    /// the word as typed.
    func entry(named word: String?, on day: CalendarDate, in store: WordStore) async throws -> Entry {
        guard let word else {
            let provider = allowsNetwork ? try configuration.provider() : .offline
            return try await DailyEntryResolver(context: context, configuration: configuration, store: store)
                .entry(for: day, from: provider).entry
        }
        if let known = try store.knownEntry(word) { return known }
        return Entry(headword: word, senses: [], provider: .offline)
    }

    func speech(for entry: Entry) async -> Outcome {
        if let sound = deckSound(for: entry) { return Outcome(speech: sound) }
        var notes: [Phrase] = []
        if let recording = await recording(for: entry, notes: &notes) {
            return Outcome(speech: Self.speech(entry, recording), notes: notes)
        }
        return synthetic(entry, notes: notes)
    }

    /// The sound without waiting on the network: a recording already cached, else the
    /// synthetic voice (a quiz asks with what it has at hand).
    func speechAtHand(for entry: Entry) -> Outcome {
        if let sound = deckSound(for: entry) { return Outcome(speech: sound) }
        if let recording = cachedRecording(for: entry) {
            return Outcome(speech: Self.speech(entry, recording))
        }
        return synthetic(entry, notes: [])
    }

    /// A sound already on this machine, or — with `synthesizing` — the synthetic voice's made
    /// now; never a fetch (an export takes what is at hand).
    func soundOnDisk(for entry: Entry, synthesizing: Bool) -> Speech? {
        if let sound = deckSound(for: entry) { return sound }
        if let recording = cachedRecording(for: entry) { return Self.speech(entry, recording) }
        let text = SpokenForm.text(for: entry)
        let made = context.paths.audioDirectory + "/synthetic-" + SyntheticVoice.name(of: text) + ".wav"
        guard synthesizing || access(made, R_OK) == 0 else { return nil }
        return synthetic(entry, notes: []).speech
    }

    /// Fetches and caches the dictionary's recording of `entry`, for a session that plays it
    /// later from the cache (`speechAtHand`); nothing for a word no recording can be had of.
    func fetchRecording(for entry: Entry) async {
        var notes: [Phrase] = []
        _ = await recording(for: entry, notes: &notes)
    }

    /// The entry's recording, when it is in the cache.
    func cachedRecording(for entry: Entry) -> Recording? {
        guard entry.provider == .krdict, let code = entry.targetCode else { return nil }
        return fetcher().cached(targetCode: code)?.first
    }

    /// The sound a deck's note plays for the word (the entry's deck, else any deck that has
    /// the word), where its bytes are a sound file: the package's file is checked as any
    /// untrusted one is, and one that is not sound is passed by.
    func deckSound(for entry: Entry) -> Speech? {
        guard let store, let found = try? store.wordSound(of: entry.headword, inDeck: entry.deck),
            !found.file.isEmpty, !found.file.contains("/"), found.file != "..", found.file != "."
        else { return nil }
        let (deck, name) = (found.deck, found.file)
        let file = context.paths.dataDirectory + "/sounds/" + name
        guard case .success(let bytes) = RegularFile.read(file, limit: Self.maximumDeckSoundBytes),
            let format = AudioFormat.inspect(bytes)
        else { return nil }
        return Speech(headword: entry.headword, file: file, format: format, source: .deckSound(deck: deck))
    }

    private static func speech(_ entry: Entry, _ recording: Recording) -> Speech {
        Speech(headword: entry.headword, file: recording.file, format: recording.format, source: .recording(recording))
    }

    private func synthetic(_ entry: Entry, notes: [Phrase]) -> Outcome {
        let text = SpokenForm.text(for: entry)
        do throws(SyntheticVoice.Failure) {
            let file = try SyntheticVoice.file(saying: text, in: context.paths.audioDirectory)
            return Outcome(
                speech: Speech(headword: entry.headword, file: file, format: .wav, source: .synthetic(text: text)),
                notes: notes)
        } catch {
            return Outcome(speech: nil, notes: notes + [error.phrase])
        }
    }

    /// The recording of the entry's first pronunciation, where the dictionary has one.
    private func recording(for entry: Entry, notes: inout [Phrase]) async -> Recording? {
        guard entry.provider == .krdict, let code = entry.targetCode else { return nil }
        if !allowsNetwork { return cachedRecording(for: entry) }
        switch await fetcher().recordings(targetCode: code) {
        case .recorded(let recordings): return recordings.first
        case .none: return nil
        case .failed(let why):
            notes.append(Phrase("no recording of ‘\(entry.headword, .word)’: \(why, .reason)"))
            return nil
        }
    }

    private func fetcher() -> RecordingFetcher {
        let budget = configuration.networkBudget ?? RecordingFetcher.budgetSeconds
        return RecordingFetcher(
            context: context, configuration: configuration, within: context.deadline(afterSeconds: budget))
    }
}
