import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz say [WORD]`: plays a word — today's by default — as the dictionary's speaker
/// recorded it, else in a synthetic voice that says so.
struct SayCommand: ConcurrentCommand {
    static let fileOption = OptionSpec(
        name: "--file", help: Phrase("print the sound file's path instead of playing it"))
    static let configuration = CommandConfiguration(
        name: "say", summary: Phrase("hear a word: today's, or the one you name"), topic: .word,
        arguments: [ArgumentSpec(name: "WORD", count: .optional, what: Phrase("a word"))],
        help: [
            .paragraph(
                Phrase(
                    "Play a word: 한국어기초사전's recording where the word came from that dictionary (NIKL's, CC BY-SA 2.0 KR), else espeak-ng's synthetic voice saying its standard pronunciation, labelled as synthetic. The player is WORDQUIZ_PLAYER, else the first of pw-play, paplay, mpv, ffplay, mpg123 and aplay found."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Option(CommonOption.date.described(Phrase("say the word of another day (default: today's)")))
        var date: CalendarDate?
        @Flag(CommonOption.offline) var isOffline: Bool
        @Flag(SayCommand.fileOption) var printsFile: Bool
    }

    var word: String?
    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        if let typed = parsed.positionals.first {
            let cleaned = DictionaryText.clean(typed)
            guard cleaned.contains(where: { Hangul.syllable($0) != nil }) else {
                throw parsed.failure(Phrase("‘\(cleaned, .typed)’ has no Korean to say"))
            }
            word = cleaned
        }
        options = try parsed.options()
        if word != nil, options.date != nil {
            throw parsed.failure(Phrase("give a word or --date, not both"))
        }
    }

    func run(_ context: AppContext) async throws {
        let setup = try CommandSetup.prepare(context, date: options.date)
        let speaker = WordSpeech(
            context: context, configuration: setup.configuration, allowsNetwork: !options.isOffline, store: setup.store)
        let entry = try await speaker.entry(named: word, on: setup.today, in: setup.store)
        let outcome = await speaker.speech(for: entry)
        for note in outcome.notes where outcome.speech != nil { context.note(note) }
        guard let speech = outcome.speech else {
            throw CommandFailure.soundUnavailable(outcome.notes.last ?? Phrase("no sound of this word can be had"))
        }
        if options.printsFile {
            context.stdout.write(speech.file + "\n")
            return
        }
        context.say(speech.line)
        do throws(AudioPlayer.Failure) {
            try AudioPlayer(context: context, configuration: setup.configuration).play(
                speech.file, format: speech.format)
        } catch {
            throw CommandFailure.soundUnavailable(error.phrase)
        }
    }
}
