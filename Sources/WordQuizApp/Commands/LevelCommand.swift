import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz level [LEVEL]`: which words are the learner's. Alone, the level and how many of
/// its words are left to meet; with a level, that level from now on: `WORDQUIZ_LEVEL` set in
/// the user's config file (the one `init` writes), the rest of the file kept.
struct LevelCommand: SynchronousCommand {
    static let levelArgument = ArgumentSpec(
        name: "LEVEL", count: .optional, what: Phrase("a level"), choices: LevelChoice.choices)

    static let configuration = CommandConfiguration(
        name: "level", summary: Phrase("show your level, or move to another"), topic: .words,
        arguments: [levelArgument],
        help: [
            .paragraph(
                Phrase(
                    "Without a level: your level and how many of its words you have not met yet. With one (\(LevelChoice.names, .choices)): the words of the day and `learn`'s new words come from that level from now on. It is written as WORDQUIZ_LEVEL in your config file; a WORDQUIZ_LEVEL in the environment or in ./Config.env still wins, and is named if it does."
                )),
            .usage,
        ])

    var level: LevelChoice?

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        guard let given = parsed.argument(Self.levelArgument) else { return }
        guard let level = LevelChoice(parsing: given) else {
            throw parsed.failure(Phrase("unknown level '\(given, .value)': \(LevelChoice.names, .choices)"))
        }
        self.level = level
    }

    func run(_ context: AppContext) throws {
        if let level {
            let path = context.paths.userConfigFile
            try ConfigFileWriter.write(
                ConfigFileWriter.merged(
                    try ConfigFileWriter.currentText(of: path), setting: [(Setting.level.rawValue, level.description)],
                    header: "# wordquiz settings; every setting is described in Config.example.env.\n"),
                to: path)
            context.say(Phrase("level \(level.spokenName, .level) from now on (WORDQUIZ_LEVEL in \(path, .path))."))
        }
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: level == nil)
        let inEffect = setup.configuration.level
        if let level, inEffect != level {
            context.say(
                Phrase(
                    "WORDQUIZ_LEVEL=\(inEffect.description, .value) in the environment or in ./Config.env wins over the config file: remove it there to use \(level.spokenName, .level)."
                ))
        }
        let progress = try LearnerRecord.progress(of: inEffect, in: setup.store)
        context.say(
            Phrase(
                "your level: \(inEffect.spokenName, .level) — \(progress.words, one: "word", other: "words"), \(progress.words - progress.met, .number) not met yet."
            ))
    }
}
