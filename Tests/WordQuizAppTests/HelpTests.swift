import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Help, suggestions, completions and the man page all come from `CommandRegistry`.
@Suite struct HelpTests {
    /// Every command and every action, as words: ["today"], ["schedule", "add"], …
    static let paths: [[String]] = CommandRegistry.commands.flatMap { command in
        [[command.name]] + command.subcommands.map { [command.name, $0.name] }
    }

    @Test(arguments: paths)
    func helpCommandAndDashDashHelpPrintTheSameFullHelp(path: [String]) throws {
        let bed = CLITestbed(language: "en")
        let viaHelp = try bed.run(["help"] + path)
        let viaOption = try bed.run(path + ["--help"])
        #expect(viaHelp.exitCode == 0 && viaOption.exitCode == 0, "\(viaHelp.stderr)\(viaOption.stderr)")
        #expect(viaHelp.stdout == viaOption.stdout)
        #expect(viaHelp.stdout.contains("Usage: wordquiz \(path.joined(separator: " "))"), "\(viaHelp.stdout)")
        #expect(viaHelp.stdout.split(separator: "\n").count >= 2, "more than a usage line")
    }

    /// today's default date is the learner's day, which is yesterday before the day's start.
    @Test func todaysHelpSaysItsDefaultIsTheLearnersDay() throws {
        let help = try #require(CommandRegistry.help(for: ["today"], in: .en)).replacing(/\s+/, with: " ")
        #expect(
            help.contains("default: the learner's day — today, or yesterday before WORDQUIZ_DAY_STARTS_AT"), "\(help)")
        #expect(!help.contains("local time"))
    }

    /// An English reader's help is in English: the digest's first line as an English reader
    /// receives it.
    @Test func scheduleHelpQuotesTheDigestInTheReadersLanguage() throws {
        let english = try #require(CommandRegistry.help(for: ["schedule"], in: .en))
        #expect(english.contains("(\"Word of the day: …\")"), "\(english)")
        #expect(!english.contains("오늘의 단어"))
        let korean = try #require(CommandRegistry.help(for: ["schedule"], in: .ko))
        #expect(korean.contains("(\"오늘의 단어: …\")"), "\(korean)")
    }

    /// learn's help says its own default count: the day's new words, not quiz's ten.
    @Test func learnsHelpSaysItsRealDefault() throws {
        let help = try CLITestbed(language: "en").run(["learn", "--help"]).stdout
        #expect(help.contains("  --count N"), "\(help)")
        #expect(help.contains("at most N new words (default: what is left of today's"), "\(help)")
        #expect(!help.contains("words (default 10)"), "\(help)")
        #expect(try CLITestbed(language: "en").run(["quiz", "--help"]).stdout.contains("words (default 10)"))
    }

    /// optimize's help says the margin a fit must gain and the two review counts that limit
    /// it, each in its place (its first paragraph, read back without the wrapping).
    @Test(arguments: [
        (
            "en",
            "Fit FSRS-6's 21 parameters to your own review log: the reviews that scheduled, one a day per word. The latest fifth of your words is held out; the fit is kept only if it predicts those reviews better than the parameters in use by at least 1 %, or by less but beyond chance, and the scheduler uses it from the next answer on. Below 400 reviews the defaults stay; the fewer the reviews, the nearer the defaults a fit stays."
        ),
        (
            "ko",
            "FSRS-6의 매개변수 21개를 내 복습 기록에 맞춰요: 일정을 정한 복습만, 단어마다 하루에 하나씩. 가장 최근 단어 5분의 1은 따로 두고, 그 복습을 지금 쓰는 매개변수보다 1 % 이상, 또는 그보다 적어도 우연이라 볼 수 없을 만큼 더 잘 예측할 때만 맞춘 값을 남겨요. 다음 답부터 일정에 써요. 복습이 400개보다 적으면 기본값 그대로예요. 복습이 적을수록 맞춘 값도 기본값에 가깝게 머물러요."
        ),
    ])
    func optimizesHelpSaysItsMarginAndThresholds(language: String, paragraph: String) throws {
        let help = try CLITestbed(language: language).run(["help", "optimize"]).stdout
        let first = try #require(help.components(separatedBy: "\n\n").first)
        #expect(first.split(separator: "\n").allSatisfy { DisplayWidth.width(of: String($0)) <= 80 }, "\(help)")
        #expect(first.replacingOccurrences(of: "\n", with: " ") == paragraph, "\(help)")
    }

    /// completions' help says where fish's script goes and the command that writes it, each
    /// in its place (the term read back without its wrapping).
    @Test(arguments: [
        ("en", "write it to ~/.config/fish/completions/wordquiz.fish: wordquiz completions fish > …"),
        ("ko", "~/.config/fish/completions/wordquiz.fish에 쓰기: wordquiz completions fish > …"),
    ])
    func completionsHelpSaysWhereFishsScriptGoes(language: String, term: String) throws {
        let help = try CLITestbed(language: language).run(["help", "completions"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  fish  ") }, "\(help)")
        let rest = lines[(start + 1)...].prefix { $0.hasPrefix("        ") }
        let text = ([String(lines[start].dropFirst(8))] + rest.map { String($0.dropFirst(8)) }).joined(separator: " ")
        #expect(text == term, "\(help)")
    }

    @Test func anAliasShowsItsActionsHelp() throws {
        let bed = CLITestbed(language: "en")
        #expect(
            try bed.run(["schedule", "ls", "--help"]).stdout == (try bed.run(["help", "schedule", "list"]).stdout))
        #expect(try bed.run(["help", "schedule", "rm"]).stdout.contains("Usage: wordquiz schedule remove ID"))
        #expect(try bed.run(["help", "schedule", "remove"]).stdout.contains("Also: wordquiz schedule rm"))
        let group = try bed.run(["schedule", "--help"]).stdout
        #expect(group.contains("  list    list the schedules (also: ls)"), "\(group)")
        #expect(group == (try bed.run(["help", "schedule"]).stdout))
    }

    @Test func theCommandListNamesEveryCommand() throws {
        let help = try CLITestbed(language: "en").run(["--help"]).stdout
        for command in CommandRegistry.commands {
            #expect(help.contains("  \(command.name)  "), "\(command.name)")
        }
    }

    /// Each option a command declares is one the real binary takes: none is refused as unknown.
    @Test(arguments: paths.filter { $0 != ["help"] && $0 != ["completions"] })
    func everyDeclaredOptionIsAccepted(path: [String]) throws {
        let bed = CLITestbed(language: "en")
        let command = try #require(CommandRegistry.spec(path))
        for option in command.options where !option.isHidden {
            for name in option.names {
                let value: [String] =
                    switch option.value {
                    case .none: []
                    case .free: ["x"]
                    case .choice(let values): [values[0]]
                    }
                let arguments =
                    path + (path.count > 1 && ["edit", "on", "off", "remove"].contains(path[1]) ? ["s1"] : [])
                // An option that keeps the command running (`widget --watch`) runs as its reader
                // would have it, into a pipe that closes after the first line.
                let result =
                    name == WidgetCommand.watchOption.name
                    ? try ProcessRunner.run(
                        "/bin/sh",
                        [
                            "-c",
                            "'\(ProcessRunner.wordquizPath)' " + (arguments + [name] + value).joined(separator: " ")
                                + " | head -n 1",
                        ],
                        environment: bed.environment, currentDirectory: bed.workingDirectory, timeout: 30)
                    : try bed.run(arguments + [name] + value, stdin: "q\n")
                #expect(!result.stderr.contains("unknown option"), "\(path) \(name): \(result.stderr)")
                #expect(!result.timedOut, "\(path) \(name)")
            }
        }
    }

    @Test(arguments: [
        (["todya"], "unknown command 'todya'; did you mean `today`?"),
        (["shedule", "list"], "did you mean `schedule`?"),
        (["stats", "--jsno"], "unknown option '--jsno' for stats; did you mean `--json`?"),
        (["quiz", "--cont", "3"], "did you mean `--count`?"),
        (["schedule", "ad"], "unknown schedule action 'ad'; did you mean `add`?"),
        (["schedule", "add", "--chanel", "stdout", "--at", "07:00"], "did you mean `--channel`?"),
        (["help", "reveiw"], "did you mean `review`?"),
        (["completions", "bsh"], "did you mean `bash`?"),
    ])
    func aTypoIsAnsweredWithTheNearestName(arguments: [String], expected: String) throws {
        let result = try CLITestbed(language: "en").run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func nothingIsSuggestedForAWordFarFromEveryName() throws {
        let result = try CLITestbed(language: "en").run(["xylophone"])
        #expect(result.exitCode == 64)
        #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
    }

    @Test func aColourOptionBeforeTheCommandIsAnOptionNotACommand() throws {
        let bed = CLITestbed(language: "en")
        let coloured = try bed.run(["--colour", "always", "today", "--date", CLITestbed.appleDay])
        #expect(coloured.exitCode == 0, "\(coloured.stderr)")
        #expect(coloured.stdout.contains("\u{1B}["))
        let plain = try bed.run(["--color=never", "stats"])
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    /// Every paragraph, term and listed option of every help says something, in both
    /// languages: an emptied message or a lost translation would leave a blank in the help.
    @Test(arguments: paths)
    func everyPartOfAHelpSaysSomething(path: [String]) throws {
        let command = try #require(CommandRegistry.command(path[0]))
        let spec = try #require(path.count == 1 ? command : command.subcommand(path[1]))
        for language in [Language.en, .ko] {
            func said(_ phrase: Phrase) -> Bool { !phrase.text(in: language).trimmingWhitespace().isEmpty }
            for block in spec.help {
                switch block {
                case .paragraph(let phrase):
                    #expect(said(phrase), "\(path) in \(language): an empty paragraph")
                case .terms(let heading, let terms):
                    #expect(heading.map(said) ?? true, "\(path) in \(language): an empty heading")
                    for term in terms {
                        #expect(!term.term.isEmpty && said(term.text), "\(path) in \(language): \(term.term)")
                    }
                case .usage, .options: break
                }
            }
            for option in spec.options where !option.isHidden {
                #expect(said(option.help), "\(path) in \(language): \(option.label) says nothing")
            }
        }
    }

    @Test(arguments: paths)
    func everyHelpHasItsKoreanNamingTheSameOptions(path: [String]) throws {
        let command = try #require(CommandRegistry.command(path[0]))
        let help = try #require(path.count == 1 ? command : command.subcommand(path[1]))
        let korean = help.text(in: .ko)
        #expect(korean != help.text, "\(path): no Korean help")
        #expect(korean.contains("wordquiz \(path.joined(separator: " "))"), "\(path): \(korean)")
        #expect(!korean.contains("Usage:"), "\(path): the usage label is Korean")
        #expect(HelpText.options(in: korean) == HelpText.options(in: help.text), "\(path)")
        #expect(help.summary(in: .ko) != help.summary(in: .en), "\(path): no Korean summary")
    }

    @Test func aKoreanReaderGetsTheCommandListAndEachHelpInKorean() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["WORDQUIZ_LANG"] = ""
        bed.extraEnvironment["LANG"] = "ko_KR.UTF-8"
        let list = try bed.run(["--help"])
        #expect(list.stdout.contains("— 하루 한 단어, 한국어."), "\(list.stdout)")
        #expect(list.stdout.contains("  today        오늘의 단어 보기\n"))
        #expect(list.stdout.contains("종료 코드: 0 정상, 64 사용법 오류"))
        let action = try bed.run(["schedule", "add", "--help"])
        #expect(action.stdout.hasPrefix("일정 더하기:"), "\(action.stdout)")
        #expect(action.stdout.contains("사용법: wordquiz schedule add --at HH:MM"))
        #expect(action.stdout.contains("\n        wordquiz schedule add --in DURATION"), "aligned under 사용법:")
        #expect(action.stdout == (try bed.run(["help", "schedule", "add"]).stdout))
        let group = try bed.run(["help", "schedule"]).stdout
        #expect(group.contains("  list    일정 목록 (다른 이름: ls)"), "\(group)")
        #expect(try bed.run(["help", "deck", "rm"]).stdout.contains("다른 이름: wordquiz deck rm, wordquiz deck delete"))
    }

    @Test func theKoreanHelpNamesNoChannelInEnglish() {
        let text = CommandRegistry.help(for: ["channel"], in: .ko) ?? ""
        #expect(text.contains("stdout, desktop, ntfy, slack, discord, email, file:PATH"), "\(text)")
        #expect(!text.contains(" or "), "\(text)")
    }
}
