import Foundation
import Testing

/// A command line wordquiz cannot take: the one line it says, in English and in Korean, with
/// each value it repeats (the option, what was given, what it takes, the command) in its place,
/// and the usage exit code (64).
@Suite struct UsageMessageTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var english: String
        var korean: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            arguments: ["today", "--date", "2024-02-30"],
            english: "--date takes a real date as YYYY-MM-DD, not '2024-02-30'",
            korean: "--date에는 실제 날짜를 YYYY-MM-DD로 주세요(받은 값: '2024-02-30')"),
        // `--output=` leaves the file out: never the current folder.
        Mistake(
            arguments: ["export", "--format", "apkg", "--output="], english: "--output needs a value",
            korean: "--output에 값을 주세요"),
        Mistake(
            arguments: ["quiz", "--mode", "spelling"],
            english: "--mode takes choice, reverse, chosung, cloze, antonym, listen or mixed, not 'spelling'",
            korean: "--mode에는 choice, reverse, chosung, cloze, antonym, listen, mixed 중 하나를 주세요(받은 값: 'spelling')"),
        Mistake(
            arguments: ["history", "--limit"], english: "unknown option '--limit' for history",
            korean: "history에는 '--limit' 옵션이 없어요"),
        Mistake(
            arguments: ["schedule", "frob"], english: "unknown schedule action 'frob'",
            korean: "알 수 없는 schedule 동작 'frob'"),
        Mistake(
            arguments: ["channel", "test", "pigeon"],
            english: "unknown channel 'pigeon': use stdout, desktop, ntfy, slack, discord, email or file:PATH",
            korean: "알 수 없는 채널 'pigeon': stdout, desktop, ntfy, slack, discord, email, file:PATH 중에서 쓰세요"),
        Mistake(
            arguments: ["deck"], english: "deck needs an action: import, list, use, show or remove",
            korean: "deck에는 동작을 주세요: import, list, use, show, remove"),
        // 파일 ends in ㄹ: 을.
        Mistake(
            arguments: ["deck", "import"], english: "deck import needs a file to import",
            korean: "deck import에는 가져올 파일을 주세요"),
        Mistake(
            arguments: ["level", "expert"],
            english: "unknown level 'expert': beginner, intermediate, advanced, native or all (초급, 중급, 고급, 심화)",
            korean: "모르는 등급 'expert': beginner, intermediate, advanced, native, all (초급, 중급, 고급, 심화)"),
        Mistake(
            arguments: ["widget", "nope"], english: "unknown format 'nope': use line, waybar, tmux, polybar or zsh",
            korean: "모르는 형식 'nope': line, waybar, tmux, polybar, zsh 중에서 쓰세요"),
        Mistake(
            arguments: ["help", "schedule", "frob"], english: "schedule has no action 'frob'",
            korean: "schedule에는 'frob' 동작이 없어요"),
        Mistake(
            arguments: ["export"], english: "export needs --format apkg, tsv or json",
            korean: "export에는 --format 옵션이 필요해요: apkg, tsv, json"),
        Mistake(
            arguments: ["schedule", "export"], english: "schedule export needs --systemd or --cron",
            korean: "schedule export에는 --systemd, --cron 중 하나가 필요해요"),
        // `digest --schedule` with anything else (generated survivor 48c32d733b: never given).
        Mistake(
            arguments: ["digest", "--schedule", "morning", "--channel", "stdout"],
            english: "--schedule takes the schedule's own channels and time; give it alone",
            korean: "--schedule은 그 일정의 채널과 시간을 따라요: 다른 옵션 없이 쓰세요"),
        Mistake(
            arguments: ["digest", "--schedule", "morning", "--dry-run"],
            english: "--schedule takes the schedule's own channels and time; give it alone",
            korean: "--schedule은 그 일정의 채널과 시간을 따라요: 다른 옵션 없이 쓰세요"),
        Mistake(
            arguments: ["digest", "--schedule", "morning", "--date", "2026-12-01"],
            english: "--schedule takes the schedule's own channels and time; give it alone",
            korean: "--schedule은 그 일정의 채널과 시간을 따라요: 다른 옵션 없이 쓰세요"),
    ]

    @Test(arguments: mistakes)
    func theLineNamesWhatWasGivenAndWhatIsTaken(_ mistake: Mistake) throws {
        for (language, line) in [("en", mistake.english), ("ko", mistake.korean)] {
            let result = try CLITestbed(language: language).run(mistake.arguments)
            #expect(result.exitCode == 64, "\(language): \(result.stderr)")
            #expect(
                result.stderr.split(separator: "\n").first.map(String.init) == "wordquiz: " + line,
                "\(language): \(result.stderr)")
        }
    }

    /// A command wordquiz does not have: named, then the usage line pointing to the list.
    @Test(arguments: [
        (
            "en",
            "wordquiz: unknown command 'frobnicate'\nUsage: wordquiz <command> [options]   (wordquiz --help for the list)\n"
        ),
        ("ko", "wordquiz: 알 수 없는 명령 'frobnicate'\n사용법: wordquiz <command> [options]   (명령 목록은 wordquiz --help)\n"),
    ])
    func anUnknownCommandPointsToTheList(language: String, said: String) throws {
        let result = try CLITestbed(language: language).run(["frobnicate"])
        #expect(result.exitCode == 64)
        #expect(result.stderr == said, "\(result.stderr)")
    }
}
