import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz level [LEVEL]`: which words are the learner's. Alone, the level and how many of
/// its words are left to meet; with a level, that level from now on: `WORDQUIZ_LEVEL` set in
/// the user's config file (the one `init` writes), the rest of the file kept.
struct LevelCommand {
    static let usage = "Usage: wordquiz level [beginner|intermediate|advanced|all]"

    static let spec = CommandSpec(
        words: ["level"], summary: Phrase("show your level, or move to another"), usage: usage,
        arguments: ["LEVEL"], argumentChoices: LevelChoice.choices,
        help: [
            .paragraph(
                Phrase(
                    "Without a level: your level and how many of its words you have not met yet. With one (beginner, intermediate, advanced or all; 초급, 중급, 고급 too): the words of the day and `learn`'s new words come from that level from now on. It is written as WORDQUIZ_LEVEL in your config file; a WORDQUIZ_LEVEL in the environment or in ./Config.env still wins, and is named if it does."
                )),
            .usage,
        ])

    var level: LevelChoice?

    init(arguments: [String]) throws(CommandFailure) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.count <= 1 else {
            throw parsed.failure(Phrase("unexpected argument '\(parsed.positionals[1], .value)'"))
        }
        guard let given = parsed.positionals.first else { return }
        guard let level = LevelChoice(parsing: given) else {
            throw parsed.failure(Phrase("unknown level '\(given, .value)': \(LevelChoice.names, .choices)"))
        }
        self.level = level
    }

    func run(_ context: AppContext) throws {
        let language = context.language
        func say(_ phrase: Phrase) { context.stdout.write(phrase.text(in: language) + "\n") }
        if let level {
            let path = context.paths.userConfigFile
            try ConfigFileWriter.write(
                ConfigFileWriter.merged(
                    try ConfigFileWriter.currentText(of: path), setting: [(Setting.level.rawValue, level.description)],
                    header: "# wordquiz settings; every setting is described in Config.example.env.\n"),
                to: path)
            say(Phrase("level \(level.description, .level) from now on (WORDQUIZ_LEVEL in \(path, .path))."))
        }
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: level == nil)
        let inEffect = setup.configuration.level
        if let level, inEffect != level {
            say(
                Phrase(
                    "WORDQUIZ_LEVEL=\(inEffect.description, .level) in the environment or in ./Config.env wins over the config file: remove it there to use \(level.description, .level)."
                ))
        }
        let progress = try setup.store.levelProgress(inEffect)
        say(
            Phrase(
                "your level: \(inEffect.description, .level) — \(progress.words, one: "word", other: "words"), \(progress.words - progress.met, .number) not met yet."
            ))
    }
}
