import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `wordquiz init` in a real terminal (tmux), where Enter arrives as CR and Ctrl-C and Ctrl-D
/// are keys: Enter alone gets a newcomer through with the built-in words; the key prompt,
/// typed blind, takes the key; each answer is checked where it is given; Ctrl-C or Ctrl-D at
/// any prompt stop init with nothing written.
@Suite(.serialized) struct InitTerminalTests {
    func start(_ bed: CLITestbed, server: LoopbackHTTPServer?, schedule: Bool = false) throws -> TmuxSession {
        if let server { bed.extraEnvironment["KRDICT_BASE_URL"] = server.baseURL }
        // After init, the terminal's line settings as stty reports them: restored, or still raw.
        let options = schedule ? "" : " --no-schedule"
        let script =
            "\"$0\" init\(options); status=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e isig -e -isig; exit $status"
        return try TmuxSession(
            ["sh", "-c", script, ProcessRunner.wordquizPath], environment: bed.environment,
            directory: bed.workingDirectory)
    }

    func configPath(_ bed: CLITestbed) -> String { bed.home + "/.config/wordquiz/config.env" }

    /// Enter at the dictionary, the words and the language: on to the daily time's question.
    func enterToTheTimeQuestion(_ session: TmuxSession) throws {
        try session.waitFor("Number [1]")
        for question in ["Which words?", "Which language should wordquiz speak?", "What time each day?"] {
            try session.press("Enter")
            try session.waitFor(question)
        }
    }

    /// Enter at every question up to the channel's, which is returned as the screen shows it.
    func enterToTheChannelQuestion(_ session: TmuxSession) throws -> String {
        try enterToTheTimeQuestion(session)
        try session.press("Enter")
        try session.waitFor("Which days?")
        try session.press("Enter")
        return try session.waitFor("Where? [")
    }

    @Test func enterAtTheMenuThenATypedKeyAndEnterGoesOnAndTheKeyIsNeverShown() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.type("2")  // 한국어기초사전, which needs a key
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.type(CLITestbed.key)
        try session.press("Enter")
        try session.waitFor("✓ 한국어기초사전 accepts the key")
        try session.waitFor("Which words?")
        try session.press("Enter")
        try session.waitFor("Which language should wordquiz speak?")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let end = try session.writtenLines().joined(separator: "\n")
        #expect(!end.contains(CLITestbed.key), "the key was echoed:\n\(end)")
        // Said wrapped to the terminal's width: read back as one sentence.
        #expect(end.replacingOccurrences(of: "\n", with: " ").contains("wrote \(configPath(bed)) (mode 0600)"))
        let written = try String(contentsOfFile: configPath(bed), encoding: .utf8)
        #expect(written.contains("KRDICT_API_KEY=\(CLITestbed.key)\n"))
        #expect(written.contains("WORDQUIZ_PROVIDER=krdict\n"))
        #expect(server.requests.count == 1, "the key was tried with one search")
    }

    @Test(arguments: [("C-c", "^C"), ("C-d", "")])
    func ctrlCOrCtrlDAtTheKeyPromptStopsInitAndWritesNothing(key: String, echo: String) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.type("2")
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.press(key)
        let end = try session.waitFor("[exit 130]")
        // The prompt's line ends as the key left it (the screen drops trailing spaces).
        let prompt = "KRDICT_API_KEY (get one at https://krdict.korean.go.kr):"
        #expect(end.split(separator: "\n").contains { $0 == prompt + (echo.isEmpty ? "" : " " + echo) }, "\(end)")
        #expect(!FileManager.default.fileExists(atPath: configPath(bed)))
        #expect(end.contains("wordquiz: stopped; nothing was changed."), "not the quiz's sentence: \(end)")
        #expect(server.requests.isEmpty)
        // The terminal is itself again: lines and signals as the shell left them.
        let settings = end.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(settings.contains("icanon") && settings.contains("isig"), "\(end)")
        #expect(!settings.contains("-icanon") && !settings.contains("-isig"), "\(end)")
    }

    /// A newcomer with no key presses Enter at every question and ends with the built-in words.
    @Test func enterAloneGetsANewcomerThroughWithTheBuiltInWords() throws {
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: nil)
        defer { session.close() }
        let menu = try session.waitFor("Number [1]")
        #expect(menu.contains("1) none: the word bank built into wordquiz, no key needed"), "\(menu)")
        #expect(
            menu.contains(
                "  2) 한국어기초사전 (krdict): gives English beside each meaning\n     needs a free key: https://krdict.korean.go.kr\n"
            ), "\(menu)")
        for question in ["Which words?", "Which language should wordquiz speak?"] {
            try session.press("Enter")
            try session.waitFor(question)
        }
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let written = try String(contentsOfFile: configPath(bed), encoding: .utf8)
        #expect(written.contains("WORDQUIZ_PROVIDER=offline\n"), "\(written)")
    }

    /// An empty key offers the built-in words, and Enter takes them: no loop.
    @Test func anEmptyKeyOffersTheBuiltInWords() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.type("2")
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.press("Enter")
        try session.waitFor("No key for 한국어기초사전. What now?")
        try session.press("Enter")
        try session.waitFor("wordquiz will use its built-in words")
        try session.press("Enter")
        try session.waitFor("Which language should wordquiz speak?")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        #expect(try String(contentsOfFile: configPath(bed), encoding: .utf8).contains("WORDQUIZ_PROVIDER=offline\n"))
        #expect(server.requests.isEmpty)
    }

    /// A time that is no time is asked again at its own prompt, with the reason; Korean days
    /// are days; what was answered is what is stored.
    @Test func aBadTimeIsAskedAgainAndKoreanDaysAreTaken() throws {
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: nil, schedule: true)
        defer { session.close() }
        try enterToTheTimeQuestion(session)
        try session.type("7.30")
        try session.press("Enter")
        let asked = try session.waitFor("a time is HH:MM on a 24-hour clock, as 07:30 or 21:05")
        #expect(
            asked.components(separatedBy: "What time each day? (HH:MM) [07:30]").count == 3, "asked again: \(asked)")
        try session.type("06:45")
        try session.press("Enter")
        try session.waitFor("Which days?")
        try session.type("평일")
        try session.press("Enter")
        try session.waitFor("Where?")
        try session.type("file:~/digest.txt")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let listed = try bed.run(["schedule", "list", "--json"])
        let rows = try JSONDecoder().decode([ScheduleRow].self, from: Data(listed.stdout.utf8))
        #expect(rows.first?.trigger == "06:45 weekdays (Asia/Seoul)", "\(listed.stdout)")
        #expect(rows.first?.channels == ["file:\(bed.home)/digest.txt"], "\(listed.stdout)")
    }

    /// Several channels are one answer, separated by commas; a name that is no channel asks
    /// again, and a channel without its settings is named before its first digest.
    @Test func severalChannelsAreOneAnswerSeparatedByCommas() throws {
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: nil, schedule: true)
        defer { session.close() }
        let offered = try enterToTheChannelQuestion(session)
        #expect(
            offered.replacingOccurrences(of: "\n", with: " ").contains(
                "Channels: stdout, desktop, ntfy, slack, discord, email or file:PATH; several are separated by commas."),
            "\(offered)")
        try session.type("slack, pigeon")
        try session.press("Enter")
        let refused = try session.waitFor("a channel is one of")
        #expect(refused.components(separatedBy: "Where? [").count == 3, "asked again: \(refused)")
        try session.type("slack, file:~/digest.txt")
        try session.press("Enter")
        let end = try session.waitFor("[exit 0]")
        #expect(
            end.replacingOccurrences(of: "\n", with: " ").contains("the slack channel needs SLACK_WEBHOOK_URL"),
            "\(end)")
        let listed = try bed.run(["schedule", "list", "--json"])
        let rows = try JSONDecoder().decode([ScheduleRow].self, from: Data(listed.stdout.utf8))
        #expect(rows.first?.channels == ["slack", "file:\(bed.home)/digest.txt"], "\(listed.stdout)")
    }

    /// Ctrl-D at a prompt is a stop, never "take the default": after every question but the
    /// last, nothing is written.
    @Test func ctrlDAtTheScheduleQuestionsStopsAndWritesNothing() throws {
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: nil, schedule: true)
        defer { session.close() }
        try enterToTheTimeQuestion(session)
        try session.press("C-d")
        let end = try session.waitFor("[exit 130]")
        #expect(end.contains("wordquiz: stopped; nothing was changed."), "\(end)")
        #expect(!FileManager.default.fileExists(atPath: configPath(bed)), "the config waits for the last answer")
    }

    /// A menu takes its choices' own words as well as their numbers: 고급 for the words,
    /// English for the language.
    @Test func theMenusTakeTheirOwnWords() throws {
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: nil)
        defer { session.close() }
        let menu = try session.waitFor("Number [1]")
        #expect(menu.contains("1) none: the word bank built into wordquiz"), "\(menu)")
        try session.press("Enter")
        // The whole menu: its question, then its last choice (the screen may be caught between).
        try session.waitFor("Which words?")
        let words = try session.waitFor("5) I am a native speaker")
        let said = words.replacingOccurrences(of: "\n", with: " ")
        #expect(
            said.contains(
                "The built-in words are for learners of Korean, graded beginner to advanced as the Basic Korean Dictionary grades them"
            ), "init says what the bank is for: \(words)")
        #expect(said.contains("rarer native and Sino-Korean words, four-character idioms, proverbs and idioms."))
        #expect(words.contains("5) I am a native speaker (rarer words, idioms and proverbs)"), "\(words)")
        // An English reader is told it in English: Korean only beside the names a menu takes.
        #expect(!words.contains("고유어") && !words.contains("사자성어"), "\(words)")
        try session.type("고급")
        try session.press("Enter")
        try session.waitFor("Which language should wordquiz speak?")
        try session.type("English")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let written = try String(contentsOfFile: configPath(bed), encoding: .utf8)
        #expect(written.contains("WORDQUIZ_LEVEL=advanced\n"), "\(written)")
        #expect(written.contains("WORDQUIZ_LANG=en\n"), "\(written)")
        // No key, so the file does not say it holds one.
        #expect(!written.contains("it holds your key"), "\(written)")
        #expect(written.contains("a key or webhook you add"), "\(written)")
    }

    /// A native speaker says so, by number or by name, and gets the native speaker's track.
    @Test func aNativeSpeakerChoosesTheirTrack() throws {
        let bed = CLITestbed(language: "ko")
        let session = try start(bed, server: nil)
        defer { session.close() }
        try session.waitFor("번호 [1]")
        try session.press("Enter")
        try session.waitFor("어떤 단어를 배울까요?")
        try session.type("심화")
        try session.press("Enter")
        try session.waitFor("wordquiz가 어느 언어로 말할까요?")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        #expect(try String(contentsOfFile: configPath(bed), encoding: .utf8).contains("WORDQUIZ_LEVEL=native\n"))
        let today = try bed.run(["today", "--offline", "--json"])
        let json = try JSONDecoder().decode(TodayJSON.self, from: Data(today.stdout.utf8))
        #expect(json.level == "native", "\(today.stdout)")
        #expect(WordBank.embedded.word(json.headword)?.level == .native)
    }

    /// The same refusal in Korean: the dictionary and the count of characters typed, each in
    /// its place.
    @Test func aKeyOfTheWrongFormIsToldInKorean() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "ko")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("번호 [1]")
        try session.type("2")
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (https://krdict.korean.go.kr에서 받으세요):")
        try session.type("my-key-from-the-email")
        try session.press("Enter")
        let told = try session.waitFor("한국어기초사전 키가 없어요. 어떻게 할까요?")
        #expect(
            told.replacingOccurrences(of: "\n", with: " ").contains(
                "✗ 키가 아니에요: 한국어기초사전 키는 16진수 32자리(0-9, a-f)인데 이것은 21자예요"),
            "\(told)")
        #expect(server.requests.isEmpty, "nothing was sent")
        try session.press("C-c")
        try session.waitFor("[exit 130]")
    }

    /// A key that is not a key (a typo, a pasted line) is told at once and never sent: the
    /// dictionary's server hears nothing.
    @Test func aKeyOfTheWrongFormIsToldAndNeverSent() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.type("2")
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.type("my-key-from-the-email")
        try session.press("Enter")
        let told = try session.waitFor("No key for 한국어기초사전. What now?")
        #expect(
            told.replacingOccurrences(of: "\n", with: " ").contains(
                "✗ that is no key: 한국어기초사전 gives keys of 32 hexadecimal digits (0-9, a-f), and this has 21 characters"),
            "\(told)")
        #expect(!told.contains("my-key-from-the-email"), "a key typed blind stays unseen")
        #expect(server.requests.isEmpty, "nothing was sent")
        try session.type("2")  // type the key again
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.type(CLITestbed.key)
        try session.press("Enter")
        try session.waitFor("✓ 한국어기초사전 accepts the key")
        #expect(server.requests.count == 1, "only the key of the right form was tried")
    }

    /// Without a desktop session (no session D-Bus: a server, ssh), the channel offered is a
    /// file, and init says why; Enter takes it.
    @Test func withoutADesktopSessionTheDigestGoesToAFile() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["DBUS_SESSION_BUS_ADDRESS"] = ""
        bed.extraEnvironment["XDG_RUNTIME_DIR"] = bed.root.path
        let session = try start(bed, server: nil, schedule: true)
        defer { session.close() }
        let asked = try enterToTheChannelQuestion(session)
        #expect(
            asked.replacingOccurrences(of: "\n", with: " ").contains("No desktop session here (no session D-Bus)"),
            "\(asked)")
        try session.waitFor("[\(InitCommand.fileChannelWithoutDesktop)]")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let listed = try bed.run(["schedule", "list", "--json"])
        let rows = try JSONDecoder().decode([ScheduleRow].self, from: Data(listed.stdout.utf8))
        #expect(rows.first?.channels == ["file:\(bed.home)/wordquiz-digest.txt"], "\(listed.stdout)")
    }

    /// With a desktop session, desktop notifications are offered first.
    @Test func withADesktopSessionTheDesktopIsOffered() throws {
        let bed = CLITestbed(language: "en")
        _ = FileManager.default.createFile(atPath: bed.root.path + "/bus", contents: nil)
        bed.extraEnvironment["XDG_RUNTIME_DIR"] = bed.root.path
        let session = try start(bed, server: nil, schedule: true)
        defer { session.close() }
        let asked = try enterToTheChannelQuestion(session)
        try session.waitFor("[desktop]")
        #expect(!asked.contains("No desktop session"), "\(asked)")
        try session.press("C-c")
        try session.waitFor("[exit 130]")
    }
}
