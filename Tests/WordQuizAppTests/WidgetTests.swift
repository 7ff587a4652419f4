import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// The day's word where a glance lands: one line for a status bar, a multiplexer or a prompt,
/// and waybar's JSON — from the cache or the bank, never the network.
@Suite struct WidgetTests {
    let apple = WordBank.embedded.word("사과")!

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try CLITestbed(language: "en").run(["widget", "lemonbar"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderr.hasPrefix("wordquiz: unknown format 'lemonbar': use line, waybar, tmux, polybar or zsh\n"),
            "\(result.stderr)")
    }

    @Test func theLineIsTheWordAndItsMeaningInTheReadersLanguage() throws {
        let korean = try CLITestbed().run(["widget", "line", "--date", CLITestbed.appleDay])
        #expect(korean.stdout == "사과 — \(apple.definition)\n", "\(korean.stdout)")
        let english = try CLITestbed(language: "en").run(["widget", "line", "--date", CLITestbed.appleDay])
        #expect(english.stdout == "사과 — apple\n")
    }

    /// A width too narrow for the word, its dash and a syllable of the meaning shows the word
    /// alone, never a dash with nothing after it.
    @Test(arguments: 1...16)
    func aNarrowLineNeverEndsOnTheDash(width: Int) {
        let widget = WordWidget(
            entry: apple.entry, date: CalendarDate(parsing: CLITestbed.appleDay)!, language: .en, level: nil,
            reviewsDone: 0, reviewsDue: 0)
        let line = widget.line(width: width)
        #expect(DisplayWidth.width(of: line) <= width, "\(line)")
        #expect(!line.hasSuffix("—…") && !line.hasSuffix("— …") && !line.hasSuffix("—"), "\(width): \(line)")
        switch width {
        case ...3: #expect(line == Truncation.toColumns("사과", width), "\(width): \(line)")
        case 4...8: #expect(line == "사과", "\(width): \(line)")
        case 9...11: #expect(line == "사과 — " + Truncation.toColumns("apple", width - 7), "\(width): \(line)")
        default: #expect(line == "사과 — apple")
        }
    }

    /// Cut by display width, a Hangul syllable two columns, at a grapheme, with an ellipsis.
    @Test(arguments: [10, 13, 20])
    func theLineIsCutToTheWidthInColumns(width: Int) throws {
        let result = try CLITestbed().run(
            ["widget", "line", "--width", String(width), "--date", CLITestbed.appleDay])
        let line = String(result.stdout.dropLast())
        #expect(DisplayWidth.width(of: line) <= width, "\(line)")
        #expect(line.hasSuffix("…"))
        #expect(("사과 — " + apple.definition).hasPrefix(String(line.dropLast())), "\(line)")
    }

    /// A learner who imported a deck of one word (참기름), not in use yet: `deck use kitchen`
    /// changes the day's word.
    static func kitchenBed() throws -> CLITestbed {
        let bed = CLITestbed(language: "en")
        let deck = try bed.root.write("work/kitchen.tsv", "word\tmeaning\tEnglish\n참기름\t깨로 짠 기름\tsesame oil\n")
        #expect(try bed.run(["deck", "import", deck, "--offline"]).exitCode == 0)
        return bed
    }

    /// `--watch` prints once, then again when another wordquiz changes what it shows — here a
    /// deck taken into use, which makes 참기름 the day's word — and ends when its reader goes.
    @Test func watchPrintsAgainWhenAnotherWordquizChangesTheWord() throws {
        let bed = try Self.kitchenBed()
        let out = bed.root.path + "/watch.out"
        let wordquiz = ProcessRunner.wordquizPath
        // Each wait is for a condition, bounded at ten seconds; none is a measured delay.
        let script = """
            '\(wordquiz)' widget line --watch --date \(CLITestbed.appleDay) > '\(out)' & watcher=$!
            for i in $(seq 200); do [ -s '\(out)' ] && break; sleep 0.05; done
            '\(wordquiz)' deck use kitchen > /dev/null || exit 3
            for i in $(seq 200); do [ "$(wc -l < '\(out)')" -ge 2 ] && break; sleep 0.05; done
            '\(wordquiz)' deck use kitchen > /dev/null || exit 4
            kill -0 $watcher || exit 5
            kill $watcher; wait $watcher
            exit 0
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: bed.environment, currentDirectory: bed.workingDirectory, timeout: 60
        )
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["사과 — apple", "참기름 — sesame oil"], "once each: no line for a change that changed nothing")
    }

    /// A system out of inotify instances cannot tell the watcher of a change: it looks once a
    /// minute instead of sleeping until the day turns over (generated survivor 7d34a51558).
    /// This test waits that minute.
    @Test func withoutInotifyTheWatcherLooksOnceAMinute() throws {
        let bed = try Self.kitchenBed()
        let out = bed.root.path + "/watch.out"
        let wordquiz = ProcessRunner.wordquizPath
        let preload = try DiskFault.withoutInotify().map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let script = """
            env \(preload) '\(wordquiz)' widget line --watch --date \(CLITestbed.appleDay) > '\(out)' & watcher=$!
            for i in $(seq 200); do [ -s '\(out)' ] && break; sleep 0.05; done
            '\(wordquiz)' deck use kitchen > /dev/null || exit 3
            for i in $(seq 1800); do [ "$(wc -l < '\(out)')" -ge 2 ] && break; sleep 0.05; done
            kill $watcher; wait $watcher
            exit 0
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: bed.environment, currentDirectory: bed.workingDirectory,
            timeout: 150)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["사과 — apple", "참기름 — sesame oil"])
    }

    /// While nothing changes, the watcher sleeps: a file touched in the data folder (a change
    /// of nothing wordquiz keeps) wakes it once, it finds nothing new, and over the next second
    /// it spends next to no processor time — not the whole second of a loop that stops waiting.
    @Test func anIdleWatcherSleeps() throws {
        let bed = CLITestbed(language: "en")
        let out = bed.root.path + "/watch.out"
        let data = bed.home + "/.local/share/wordquiz"
        let script = """
            '\(ProcessRunner.wordquizPath)' widget line --watch --date \(CLITestbed.appleDay) > '\(out)' & watcher=$!
            for i in $(seq 200); do [ -s '\(out)' ] && break; sleep 0.05; done
            touch '\(data)/not-wordquizs'
            sleep 0.3
            ticks() { awk '{ print $14 + $15 }' /proc/$watcher/stat; }
            before=$(ticks); sleep 1; after=$(ticks)
            kill $watcher; wait $watcher
            echo $((after - before)) $(getconf CLK_TCK)
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: bed.environment, currentDirectory: bed.workingDirectory, timeout: 60
        )
        let figures = result.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(figures.count == 2, "\(result)")
        // Processor time in that second, in clock ticks: a tenth of the second at most.
        #expect(figures[0] * 10 <= figures[1], "\(figures[0]) of \(figures[1]) ticks in a second of quiet")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "사과 — apple\n")
    }

    @Test func watchEndsWhenTheBarThatReadsItGoesAway() throws {
        let bed = CLITestbed()
        let script = """
            '\(ProcessRunner.wordquizPath)' widget waybar --watch --date \(CLITestbed.appleDay) | head -n 1
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: bed.environment, currentDirectory: bed.workingDirectory, timeout: 30
        )
        #expect(!result.timedOut, "the watcher stopped when head closed the pipe")
        let once = try bed.run(["widget", "waybar", "--date", CLITestbed.appleDay])
        #expect(result.stdout == once.stdout, "the first line is what the widget shows: \(result.stdout)")
        #expect(result.stdout.contains(#""text":"사과 — "#), "\(result.stdout)")
    }

    @Test func waybarGetsItsModulesJSONWithTheLevelAndTheReviewsDone() throws {
        let bed = CLITestbed(language: "en")
        let fresh = try bed.run(["widget", "waybar", "--date", CLITestbed.appleDay])
        #expect(fresh.exitCode == 0, "\(fresh.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(fresh.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["text", "tooltip", "class", "percentage"])
        #expect(object["text"] as? String == "사과 — apple")
        #expect(object["class"] as? String == "beginner")
        #expect(object["percentage"] as? Int == 100, "nothing to review: all done")
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(tooltip.contains("\n\(apple.definition)\n"), "the whole card: \(tooltip)")
        #expect(fresh.stdout.hasSuffix("}\n") && fresh.stdout.filter { $0 == "\n" }.count == 1, "one object a line")
        // Three words due today and none reviewed yet: 0 %.
        try bed.meet(days: 3, endingOn: bed.localToday)
        let due = try bed.run(["widget", "waybar"])
        let dueObject = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])
        #expect(dueObject["percentage"] as? Int == 0, "\(due.stdout)")
    }

    /// Dictionary text reaches waybar as Pango markup: escaped, it stays text.
    @Test func markupInAWordIsEscapedForPango() {
        let entry = Entry(
            headword: "꽃", partOfSpeech: "명사", senses: [Sense(definition: "<b>bold</b> & more")], provider: .offline)
        let widget = WordWidget(
            entry: entry, date: CalendarDate(parsing: "2024-01-01")!, language: .ko, level: nil, reviewsDone: 1,
            reviewsDue: 3)
        let module = widget.waybar()
        #expect(module.text == "꽃 — &lt;b&gt;bold&lt;/b&gt; &amp; more")
        #expect(module.cssClass == "bank" && module.percentage == 25)
    }

    /// The bar's percentage is cut, not rounded: 2 of 3 done is 66, and 199 of 200 is 99, so a
    /// bar shows 100 only when nothing is left to review.
    @Test(arguments: [(2, 1, 66), (199, 1, 99), (1, 2, 33), (5, 3, 62), (0, 4, 0), (3, 0, 100)])
    func theReviewPercentageIsFullOnlyWhenNothingIsLeft(done: Int, due: Int, percentage: Int) {
        let widget = WordWidget(
            entry: Entry(headword: "꽃", partOfSpeech: "명사", senses: [Sense(definition: "식물의 꽃")], provider: .offline),
            date: CalendarDate(parsing: "2024-01-01")!, language: .ko, level: nil, reviewsDone: done, reviewsDue: due)
        #expect(widget.waybar().percentage == percentage)
    }

    /// A glance never waits on a lock: on a new day, with another wordquiz writing, the widget
    /// shows the day's word at once and records nothing (it had waited 5 s and exited 75).
    @Test func aGlanceNeverWaitsForAWriter() throws {
        let bed = CLITestbed(language: "en")
        #expect(try bed.run(["stats"]).exitCode == 0, "a database, and no pick for today yet")
        try bed.holdingTheWriteLock(seconds: 9) {
            let result = try bed.run(["widget", "line", "--date", CLITestbed.appleDay])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout == "사과 — apple\n")
        }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM daily_pick") == "0", "a glance records nothing")
        let today = try bed.run(["today", "--date", CLITestbed.appleDay, "--offline"])
        #expect(today.stdout.contains("사과"), "the day records the word the glance showed")
    }

    /// With a dictionary set up whose server answers nothing, the widget still answers at
    /// once, from the bank: it never asks the network.
    @Test func aStatusBarNeverWaitsForTheNetwork() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 30, .ok("{}")) }
        defer { server.stop() }
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["OPENDICT_API_KEY"] = CLITestbed.key
        bed.extraEnvironment["OPENDICT_BASE_URL"] = server.baseURL
        bed.extraEnvironment["WORDQUIZ_PROVIDER"] = "opendict"
        let result = try bed.run(["widget", "line", "--date", CLITestbed.appleDay])
        #expect(result.stdout == "사과 — apple\n")
        #expect(server.requests.isEmpty, "\(server.requests.count) requests")
    }

    /// A gloss with each consumer's markup stays text: tmux's `#[…]` and `#{…}` (shown by a
    /// real tmux, which expands its formats in what it displays), polybar's `%{…}`, zsh's `%F{…}`.
    @Test func dictionaryTextCannotRestyleTheBar() throws {
        let entry = Entry(
            headword: "꽃", partOfSpeech: "명사", senses: [Sense(definition: "#[fg=red]빨강 #{host} 100% %{F#f00}")],
            provider: .offline)
        let widget = WordWidget(
            entry: entry, date: CalendarDate(parsing: "2024-01-01")!, language: .ko, level: nil, reviewsDone: 0,
            reviewsDue: 0)
        #expect(widget.text(.polybar) == "꽃 — #[fg=red]빨강 #{host} 100%% %%{F#f00}")
        #expect(widget.text(.zsh) == widget.text(.polybar))
        #expect(widget.text(.line) == "꽃 — #[fg=red]빨강 #{host} 100% %{F#f00}")
        let tmux = widget.text(.tmux)
        #expect(tmux == "꽃 — ##[fg=red]빨강 ##{host} 100% %{F##f00}")
        // A real tmux's status line, as a terminal shows it: an inner tmux whose status-right
        // runs the widget, attached inside an outer tmux whose screen is read back.
        let folder = TemporaryDirectory("wordquiz-tmux-markup")
        try (tmux + "\n").write(toFile: folder.path + "/line", atomically: true, encoding: .utf8)
        let inner = "wqin-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outer = "wqout-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let script = """
            tmux -L \(inner) -f /dev/null new -d -s t -x 80 -y 5 || exit 3
            tmux -L \(inner) set -g status-right '#(cat \(folder.path)/line)' \\; set -g status-right-length 80 \\; set -g status-interval 1
            tmux -L \(outer) -f /dev/null new -d -s o -x 100 -y 8 "TMUX= tmux -L \(inner) attach -t t" || exit 4
            for i in $(seq 100); do
                tmux -L \(outer) capture-pane -p -t o | grep -q '꽃' && break
                sleep 0.1
            done
            tmux -L \(outer) capture-pane -p -t o | grep '꽃'
            tmux -L \(outer) kill-server; tmux -L \(inner) kill-server
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path],
            timeout: 30)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(" 꽃 — #[fg=red]빨강 #{host} 100% %{F#f00}\n"),
            "tmux shows the gloss as written: \(result.stdout)")
    }

    /// tmux runs the line in `#()` for its status line: a client reads it back as tmux shows it.
    @Test func tmuxShowsTheLineInItsStatus() throws {
        let bed = CLITestbed(language: "en")
        let socket = "wq-widget-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let command = "\(ProcessRunner.wordquizPath) widget line --width 30 --date \(CLITestbed.appleDay)"
        let script = """
            tmux -L \(socket) -f /dev/null new -d -s t -x 80 -y 10 || exit 3
            ( sleep 0.5; echo 'display -p "#(\(command))"'; sleep 2; echo 'display -p "#(\(command))"'; sleep 0.5; echo detach ) \\
              | tmux -L \(socket) -C attach -t t
            tmux -L \(socket) kill-server
            """
        let result = try ProcessRunner.run("/bin/sh", ["-c", script], environment: bed.environment, timeout: 20)
        #expect(result.stdout.contains("\n사과 — apple\n"), "\(result.stdout)")
    }
}
