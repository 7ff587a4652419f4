import WordQuizCore

/// `wordquiz --version` (or `version`, `-V`): the version, for a bug report.
struct VersionCommand: SynchronousCommand {
    static let configuration = CommandConfiguration(
        name: "version", aliases: CommonOption.version.names, summary: CommonOption.version.help, isHidden: true,
        help: [.paragraph(Phrase("Print the version.")), .usage])

    init(_ arguments: ParsedArguments) {}

    func run(_ context: AppContext) {
        context.stdout.write("wordquiz \(WordQuizVersion.number)\n")
    }
}
