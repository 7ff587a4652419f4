import Testing

@testable import WordQuizApp
@testable import WordQuizCore

/// A command's options are its `Options`' properties: declared once, in order, and read from
/// the command line by the same declarations.
@Suite struct CommandOptionsTests {
    /// Every command and action, as the registry places them.
    static let specs: [CommandSpec] = CommandRegistry.all.flatMap { [$0] + $0.subcommands }

    @Test func eachCommandOffersWhatItsOptionsDeclareInTheirOrderEachOnce() {
        #expect(
            QuizCommand.spec.options.map(\.name) == [
                "--mode", "--seed", "--date", "--offline", "--no-record", "--color", "--count", "--level",
            ])
        #expect(
            ReviewCommand.spec.options.map(\.name) == [
                "--mode", "--seed", "--date", "--offline", "--no-record", "--color", "--limit",
            ])
        #expect(DaemonCommand.spec.options.map(\.name) == ["--once", "--unit", "--round"])
        #expect(
            ScheduleCommand.Add.spec.options.map(\.name) == ["--at", "--days", "--tz", "--in", "--channel", "--id"])
        #expect(ScheduleCommand.Edit.spec.options.map(\.name) == ["--at", "--days", "--tz", "--in", "--channel"])
        for spec in Self.specs {
            let names = spec.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(spec.path) declares an option twice")
        }
        #expect(DeckCommand.spec.options.isEmpty, "a command with actions takes only --help")
    }

    @Test func theValuesAreReadByTheDeclarationsThatOfferThem() throws {
        let quiz = try QuizCommand.spec.parse(["--seed", "7", "--mode", "choice", "-n", "3", "--level", "초급"])
            .options(QuizCommand.Options.self)
        #expect(quiz.study.seed == 7)
        #expect(quiz.study.mode == .only(.choice))
        #expect(quiz.count == 3)
        #expect(quiz.level == .only(.beginner))
        #expect(quiz.study.color == .auto, "a default stands where the option is not given")
        #expect(try QuizCommand.spec.parse(["--count", "999"]).options(QuizCommand.Options.self).count == 200)

        let deliveries = try DeliveriesCommand.spec.parse([]).options(DeliveriesCommand.Options.self)
        #expect(deliveries.limit == 50 && !deliveries.json)
        #expect(
            try DeliveriesCommand.spec.parse(["--limit=7", "--json"]).options(DeliveriesCommand.Options.self).limit == 7
        )

        let digest = try DigestCommand.spec.parse(["--channel", "stdout", "--channel=file:/tmp/a", "--dry-run"])
            .options(DigestCommand.Options.self)
        #expect(digest.channels == ["stdout", "file:/tmp/a"])
        #expect(digest.dryRun && digest.scheduleID == nil)
    }

    /// Flags that exclude each other: the last one typed stands.
    @Test func ofFlagsThatExcludeEachOtherTheLastTypedStands() throws {
        func mode(_ arguments: [String]) throws -> DaemonCommand.Mode? {
            try DaemonCommand.spec.parse(arguments).options(DaemonCommand.Options.self).mode
        }
        #expect(try mode([]) == nil)
        #expect(try mode(["--unit", "--once"]) == .once)
        #expect(try mode(["--once", "--unit"]) == .unit)
        #expect(try mode(["--once", "--round"]) == .round)
    }

    /// Of several bad values, the one typed first is refused, whatever order the options are
    /// declared in.
    @Test func theBadValueTypedFirstIsTheOneRefused() throws {
        func refusal(_ arguments: [String]) -> String? {
            do throws(CommandFailure) {
                _ = try QuizCommand.spec.parse(arguments).options(QuizCommand.Options.self)
                return nil
            } catch {
                guard case .usage(let message, _) = error else { return "\(error)" }
                return message.text(in: .en)
            }
        }
        #expect(
            refusal(["--count", "0", "--seed", "x"]) == "--count takes a whole number of questions, 1 or more, not '0'")
        #expect(refusal(["--seed", "x", "--count", "0"]) == "--seed takes a whole number from 0 up, not 'x'")
        #expect(refusal(["--level", "expert"]) == "--level takes \(LevelChoice.names.text(in: .en)), not 'expert'")
        #expect(refusal(["--count", "4"]) == nil)
    }

    /// The level lists in help are the declaration's, so none misses a level.
    @Test func theLevelListsInHelpNameEveryLevel() {
        for spec in [QuizCommand.spec, LearnCommand.spec, WidgetCommand.spec, TodayCommand.spec, InitCommand.spec] {
            let help = spec.text(in: .en).replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(
                separator: " ")
            #expect(help.contains("native"), "\(spec.path)")
            #expect(help.contains("심화"), "\(spec.path)")
        }
    }
}
