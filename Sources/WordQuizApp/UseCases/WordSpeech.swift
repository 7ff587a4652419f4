import Foundation
import WordQuizCore

/// The sound of an entry, found once for every place that plays or sends it (`say`,
/// `today --say`): 한국어기초사전's recording where the entry has its number and the page links
/// one, else the synthetic voice saying the standard pronunciation. Nothing here plays.
struct WordSpeech {
    var context: AppContext
    var configuration: Configuration
    /// Whether the dictionary's page may be fetched; offline, only recordings already cached.
    var allowsNetwork = true

    /// The sound, or nil with why (`notes`): a recording missed is a note even when the
    /// synthetic voice speaks instead.
    struct Outcome {
        var speech: Speech?
        var notes: [Phrase] = []
    }

    func speech(for entry: Entry) async -> Outcome {
        var notes: [Phrase] = []
        if let recording = await recording(for: entry, notes: &notes) {
            return Outcome(
                speech: Speech(
                    headword: entry.headword, file: recording.file, format: recording.format,
                    source: .recording(recording)),
                notes: notes)
        }
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
        let budget = configuration.networkBudget ?? RecordingFetcher.budgetSeconds
        let fetcher = RecordingFetcher(
            context: context, configuration: configuration, within: context.deadline(afterSeconds: budget))
        if !allowsNetwork { return fetcher.cached(targetCode: code)?.first }
        switch await fetcher.recordings(targetCode: code) {
        case .recorded(let recordings): return recordings.first
        case .none: return nil
        case .failed(let why):
            notes.append(Phrase("no recording of ‘\(entry.headword, .word)’: \(why, .reason)"))
            return nil
        }
    }
}
