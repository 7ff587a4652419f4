import Foundation
import TestSupport
import Testing
import WordQuizCore

/// A home of its own for each test: config and data folders, a working directory, and the
/// environment the `wordquiz` process runs with. No variable of the developer's leaks in.
final class CLITestbed: @unchecked Sendable {
    let root = TemporaryDirectory("wordquiz-cli")
    var extraEnvironment: [String: String] = [:]
    /// Secrets that must never appear in anything wordquiz prints.
    var secrets: [String] = []

    static let key = "0123456789abcdef0123456789abcdef"
    /// 2024-01-01 is day 0 of the word-of-the-day cycle: 사과.
    static let appleDay = "2024-01-01"

    var home: String { root.path + "/home" }
    var workingDirectory: String { root.path + "/work" }
    var databasePath: String { home + "/.local/share/wordquiz/wordquiz.sqlite3" }

    /// The language the wordquiz under test speaks (`WORDQUIZ_LANG`): Korean unless a test
    /// reads its English.
    let language: String

    init(language: String = "ko") {
        self.language = language
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)
    }

    /// Imports a one-file deck written from `tsv` (offline) and takes it into use alone, so
    /// that its words are the words of the day.
    func useDeck(_ name: String, _ tsv: String) throws {
        let path = try root.write("work/\(name).tsv", tsv)
        #expect(try run(["deck", "import", path, "--offline"]).exitCode == 0)
        #expect(try run(["deck", "use", name]).exitCode == 0)
    }

    /// Points a provider at a loopback server with a key.
    func use(_ provider: Provider, server: LoopbackHTTPServer, format: ResponseFormat = .xml) {
        extraEnvironment[provider.keyVariable!] = Self.key
        extraEnvironment[provider.baseURLVariable!] = server.baseURL
        extraEnvironment["WORDQUIZ_PROVIDER"] = provider.rawValue
        extraEnvironment["WORDQUIZ_FORMAT"] = format.rawValue
        secrets.append(Self.key)
    }

    var environment: [String: String] {
        // The learner reads Korean unless a test says otherwise (LANG=C.UTF-8 alone means English).
        // A wide reader of the pipe: what a test reads is each line whole, as written;
        // LineWidthTests hold the lines to narrower widths.
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TZ": "Asia/Seoul", "WORDQUIZ_LANG": language,
            "COLUMNS": "400",
        ]
        // A sanitizer run's options reach the wordquiz it runs.
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "WORDQUIZ_SANITIZER"] {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        // So does a clock moved by libfaketime (the suite run at another hour of the day): the
        // wordquiz a test runs reads the same time as the test.
        if ProcessInfo.processInfo.environment["FAKETIME"] != nil {
            for name in ["FAKETIME", "LD_PRELOAD", "FAKETIME_DONT_FAKE_MONOTONIC"] {
                if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
            }
        }
        env.merge(extraEnvironment) { $1 }
        return env
    }

    @discardableResult
    func run(
        _ arguments: [String], stdin: String? = nil, stdinPath: String? = nil, timeout: Double = 60,
        afterStart: (@Sendable (Int32) -> Void)? = nil
    ) throws -> ProcessResult {
        let result = try ProcessRunner.run(
            ProcessRunner.wordquizPath, arguments, environment: environment,
            currentDirectory: workingDirectory, stdin: stdin, stdinPath: stdinPath, timeout: timeout,
            afterStart: afterStart)
        #expect(!result.timedOut, "wordquiz \(arguments) ran past \(timeout) s")
        for secret in secrets {
            #expect(!result.stdout.contains(secret), "stdout shows a secret")
            #expect(!result.stderr.contains(secret), "stderr shows a secret")
        }
        return result
    }

    /// Today's date where the testbed's wordquiz runs (TZ=Asia/Seoul).
    var localToday: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 2024, month: parts.month ?? 1, day: parts.day ?? 1)?.description
            ?? Self.appleDay
    }

    /// Adds a daily schedule, in UTC, whose moment was ten minutes ago: its latest fire is due
    /// now, for `digest --schedule ID`. Returns the learner's day of the fire in the schedule's
    /// zone (UTC), the date its digest carries: between 00:00 and 04:00 UTC the day before.
    @discardableResult
    func addScheduleDueTenMinutesAgo(id: String, channels: [String]) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let fire = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date().addingTimeInterval(-600))
        let at = String(format: "%02d:%02d", fire.hour ?? 0, fire.minute ?? 0)
        let added = try run(
            ["schedule", "add", "--at", at, "--tz", "UTC", "--id", id] + channels.flatMap { ["--channel", $0] })
        #expect(added.exitCode == 0, "\(added.stderr)")
        // The digest carries the learner's day of the fire (a fire before the day's start, 04:00,
        // carries the evening before's word): the date of the fire less the start hour.
        let learnerDay = calendar.dateComponents(
            [.year, .month, .day],
            from: Date().addingTimeInterval(-600 - Double(LearnerDay.defaultRolloverHour) * 3600))
        let day = try #require(
            CalendarDate(year: learnerDay.year ?? 0, month: learnerDay.month ?? 0, day: learnerDay.day ?? 0))
        return day.description
    }

    /// The words a learner who has met nothing meets in a first `learn` of `count` words on
    /// `date`: the date's word, then the curriculum's first words (`Curriculum`).
    static func firstLearnWords(_ count: Int, on date: CalendarDate, level: LevelChoice = .all) -> [String] {
        let today = WordOfTheDay.word(for: date, level: level).headword
        let next = Curriculum.order(of: level).map(\.headword).filter { $0 != today }
        return [today] + next.prefix(count - 1)
    }

    /// `today` for the apple day.
    func today(_ extra: [String] = []) throws -> ProcessResult {
        try run(["today", "--date", Self.appleDay] + extra)
    }

    /// Records the words of the `days` days ending on `date` as met, as `today` shown on each
    /// of them would: the quiz asks only about words met. Returns the last one's bed for chaining.
    @discardableResult
    func meet(days: Int, endingOn date: String = appleDay) throws -> CLITestbed {
        _ = try run(["history"])  // creates the database, migrated
        let end = try #require(CalendarDate(parsing: date))
        var statements: [String] = []
        for offset in stride(from: days - 1, through: 0, by: -1) {
            let day = end.adding(days: -offset)
            let word = WordOfTheDay.word(for: day).headword
            statements.append(
                "INSERT OR IGNORE INTO met_word (headword, met_day, source) VALUES ('\(word)', \(day.dayNumber), 'today');"
            )
        }
        _ = try sqlite(databasePath, statements.joined())
        return self
    }
}

/// A loopback dictionary that answers with the fixtures for 사과, in the format asked for.
enum DictionaryServer {
    static func fixtures(_ provider: Provider) -> @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        { request in
            let format = request.query["req_type"] == "json" ? "json" : "xml"
            let kind: String
            switch request.path {
            case "/api/search", "/api/search.do": kind = "search"
            case "/api/view", "/api/view.do": kind = "view"
            default: return .respond(status: 404, body: Array("not found".utf8))
            }
            guard request.query["key"] == CLITestbed.key else {
                return .respond(status: 200, body: Fixtures.bytes("opendict-error-020.xml"))
            }
            let type = format == "json" ? "application/json" : "application/xml"
            // 표준국어대사전's 사과 2 is the apology; every other view is the fruit.
            let name =
                provider == .stdict && kind == "view" && request.query["q"] == "150207"
                ? "stdict-view-apology" : "\(provider.rawValue)-\(kind)"
            return .respond(
                status: 200, headers: [("Content-Type", type)],
                body: Fixtures.bytes("\(name).\(format)"))
        }
    }
}

extension CLITestbed {
    /// Runs `body` while another process holds the database's write lock (longer than the
    /// 5 s busy timeout), then waits for that process to roll back and end.
    func holdingTheWriteLock(seconds: Int, _ body: () throws -> Void) throws {
        let holder = """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=1)
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO met_word (headword, met_day, source) VALUES ('잠금', 0, 'quiz')")
            open(sys.argv[2], "w").close()
            time.sleep(\(seconds))
            db.execute("ROLLBACK")
            """
        let ready = root.path + "/locked"
        let script = root.path + "/holder.py"
        try holder.write(toFile: script, atomically: true, encoding: .utf8)
        let results = Locked<[ProcessResult]>([])
        let group = DispatchGroup()
        let database = databasePath
        DispatchQueue.global().async(group: group) {
            if let held = try? ProcessRunner.run(
                "/usr/bin/python3", [script, database, ready], environment: [:], timeout: 30)
            {
                results.mutate { $0.append(held) }
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !FileManager.default.fileExists(atPath: ready) { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: ready))
        try body()
        group.wait()
        #expect(results.value.first?.exitCode == 0)
    }
}
