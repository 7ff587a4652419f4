import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Schedules, the daemon and the OS-scheduler export, as processes.
@Suite struct ScheduleCommandTests {
    /// A schedule that delivers what another already does is said to double each digest (and
    /// kept, as asked); one that differs in its time, days or channels is not.
    @Test func aScheduleThatDuplicatesAnotherIsSaidToDoubleTheDigest() throws {
        let bed = CLITestbed(language: "en")
        let base = ["schedule", "add", "--at", "07:30", "--days", "weekdays", "--tz", "Asia/Seoul"]
        #expect(try bed.run(base + ["--channel", "stdout", "--channel", "desktop", "--id", "a"]).exitCode == 0)
        let twin = try bed.run(base + ["--channel", "desktop", "--channel", "stdout", "--id", "b"])
        #expect(twin.exitCode == 0)
        #expect(
            twin.stderr.contains(
                "wordquiz: warning: 'b' delivers what 'a' already does, at the same time to the same channels: each digest would come twice."
            ), "\(twin.stderr)")
        for different in [
            ["schedule", "add", "--at", "07:31", "--days", "weekdays", "--tz", "Asia/Seoul", "--channel", "stdout"],
            ["schedule", "add", "--at", "07:30", "--days", "daily", "--tz", "Asia/Seoul", "--channel", "stdout"],
            base + ["--channel", "stdout"],
        ] {
            let result = try bed.run(different)
            #expect(!result.stderr.contains("already does"), "\(different): \(result.stderr)")
        }
    }

    @Test func schedulesAreAddedListedSwitchedEditedAndRemoved() throws {
        let bed = CLITestbed(language: "en")
        let added = try bed.run([
            "schedule", "add", "--at", "07:30", "--days", "weekdays", "--tz", "Asia/Seoul", "--channel", "stdout",
            "--channel", "desktop", "--id", "morning",
        ])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("added morning  [on]  07:30 weekdays (Asia/Seoul)  → stdout, desktop"))
        #expect(
            try bed.run(["schedule", "add", "--at", "08:00", "--channel", "stdout", "--id", "morning"]).exitCode == 64)

        #expect(try bed.run(["schedule", "off", "morning"]).stdout.contains("[off]"))
        let list = try bed.run(["schedule", "list", "--json"])
        let rows = try JSONDecoder().decode([ScheduleRow].self, from: Data(list.stdout.utf8))
        #expect(rows.first?.enabled == false)
        #expect(rows.first?.channels == ["stdout", "desktop"])

        let edited = try bed.run(["schedule", "edit", "morning", "--at", "21:00", "--days", "mon,wed,fri"])
        #expect(edited.stdout.contains("21:00 mon,wed,fri (Asia/Seoul)"))
        #expect(edited.stdout.contains("→ stdout, desktop"))
        #expect(try bed.run(["schedule", "on", "morning"]).stdout.contains("[on]"))
        // What the store keeps, read back: on again.
        let relisted = try bed.run(["schedule", "list", "--json"])
        #expect(try JSONDecoder().decode([ScheduleRow].self, from: Data(relisted.stdout.utf8)).first?.enabled == true)
        #expect(try bed.run(["schedule", "remove", "morning"]).exitCode == 0)
        #expect(try bed.run(["schedule", "list"]).stdout.contains("no schedules yet"))
        #expect(try bed.run(["schedule", "remove", "morning"]).exitCode == 64)
    }

    /// The list is one value shown two ways: the text's rows are the JSON's schedules, in its
    /// order, with the same state and the same next fire.
    @Test func theListsTextAndJSONShowTheSameSchedules() throws {
        let bed = CLITestbed(language: "en")  // TZ=Asia/Seoul
        for (id, at) in [("evening", "21:00"), ("morning", "07:30")] {
            #expect(try bed.run(["schedule", "add", "--at", at, "--channel", "stdout", "--id", id]).exitCode == 0)
        }
        #expect(try bed.run(["schedule", "off", "evening"]).exitCode == 0)
        let rows = try JSONDecoder().decode(
            [ScheduleRow].self, from: Data(try bed.run(["schedule", "list", "--json"]).stdout.utf8))
        let lines = try bed.run(["schedule", "list"]).stdout.split(separator: "\n").map(String.init)
        #expect(rows.map(\.id) == lines.map { String($0.prefix { $0 != " " }) })
        for (row, line) in zip(rows, lines) {
            #expect(line.contains(row.enabled ? "[on]" : "[off]"), "\(line)")
            // `2026-12-03T07:30:00+09:00` in JSON is `(next 2026-12-03 07:30:00 Thu KST)` as text.
            let next = row.nextFire.map { "(next \($0.prefix(10)) \($0.dropFirst(11).prefix(8)) " }
            #expect(row.enabled == (next.map(line.contains) ?? false), "\(line) against \(row)")
        }
    }

    /// The list is a table while its widest line fits the terminal exactly; one column less
    /// and each schedule is a block — its id, state and time on a line, its channels and next
    /// fire under it, indented — every line within the terminal.
    @Test func theListIsATableWhileItFitsAndBlocksOneColumnLess() throws {
        let bed = CLITestbed(language: "en")
        for (id, at) in [("evening", "21:00"), ("morning", "07:30")] {
            let added = try bed.run([
                "schedule", "add", "--at", at, "--channel", "stdout", "--channel", "file:" + bed.root.path + "/d.txt",
                "--id", id,
            ])
            #expect(added.exitCode == 0, "\(added.stderr)")
        }
        bed.extraEnvironment["COLUMNS"] = "400"
        let table = try bed.run(["schedule", "list"]).stdout
        let width = table.split(separator: "\n").map { DisplayWidth.width(of: String($0)) }.max() ?? 0
        #expect(table.split(separator: "\n").count == 2)
        bed.extraEnvironment["COLUMNS"] = String(width)
        #expect(try bed.run(["schedule", "list"]).stdout == table, "exactly as wide as the terminal: a table")
        bed.extraEnvironment["COLUMNS"] = String(width - 1)
        let blocks = try bed.run(["schedule", "list"]).stdout.split(separator: "\n").map(String.init)
        #expect(blocks.allSatisfy { DisplayWidth.width(of: $0) <= width - 1 }, "\(blocks)")
        let heads = blocks.filter { !$0.hasPrefix("    ") }
        #expect(heads.map { String($0.prefix { $0 != " " }) } == ["evening", "morning"], "\(blocks)")
        #expect(blocks.count > heads.count && blocks.first.map { !$0.hasPrefix(" ") } == true)
    }

    @Test func theNextFireIsShownInLocalTime() throws {
        let bed = CLITestbed()  // TZ=Asia/Seoul
        let result = try bed.run(["schedule", "add", "--at", "07:30", "--tz", "Asia/Seoul", "--channel", "stdout"])
        #expect(result.stdout.contains(" 07:30:00 "))
        #expect(result.stdout.contains("s1"))
    }

    @Test(arguments: [
        ["schedule", "add", "--at", "25:00", "--channel", "stdout"],
        ["schedule", "add", "--at", "07:30", "--days", "someday", "--channel", "stdout"],
        ["schedule", "add", "--at", "07:30", "--tz", "Mars/Olympus", "--channel", "stdout"],
        ["schedule", "add", "--at", "07:30"], ["schedule", "add", "--channel", "stdout"],
        ["schedule", "add", "--in", "soon", "--channel", "stdout"],
        ["schedule", "add", "--in", "5m", "--at", "07:00", "--channel", "stdout"],
        ["schedule", "add", "--at", "07:30", "--channel", "carrier-pigeon"],
        ["schedule", "add", "--at", "07:30", "--channel", "stdout", "--slack-url", "https://x"], ["schedule", "fly"],
    ])
    func badSchedulesExit64(arguments: [String]) throws {
        let result = try CLITestbed().run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
    }

    @Test func secretsNeverShowInTheList() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["SLACK_WEBHOOK_URL"] = "https://hooks.example.test/services/SECRET123"
        bed.secrets = ["SECRET123"]
        _ = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "slack"])
        let list = try bed.run(["schedule", "list"])
        #expect(list.stdout.contains("→ slack"))
    }

    @Test func systemdUnitsAreWrittenAndTheirCalendarsParse() throws {
        let bed = CLITestbed()
        _ = try bed.run([
            "schedule", "add", "--at", "07:30", "--days", "mon,wed,fri", "--tz", "Asia/Seoul", "--channel", "desktop",
            "--id", "morning",
        ])
        _ = try bed.run([
            "schedule", "add", "--at", "21:05", "--tz", "America/New_York", "--channel", "stdout", "--id", "evening",
        ])
        let output = bed.root.path + "/units"
        let result = try bed.run(["schedule", "export", "--systemd", "--output", output])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let timer = try String(contentsOfFile: output + "/wordquiz-morning.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=Mon,Wed,Fri *-*-* 07:30:00 Asia/Seoul"))
        #expect(timer.contains("Persistent=true"))
        let service = try String(contentsOfFile: output + "/wordquiz-morning.service", encoding: .utf8)
        #expect(service.contains("digest --schedule morning"))
        #expect(service.contains("DBUS_SESSION_BUS_ADDRESS=unix:path=%t/bus"))
        let evening = try String(contentsOfFile: output + "/wordquiz-evening.timer", encoding: .utf8)
        #expect(evening.contains("OnCalendar=*-*-* 21:05:00 America/New_York"))

        if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") {
            for expression in ["Mon,Wed,Fri *-*-* 07:30:00 Asia/Seoul", "*-*-* 21:05:00 America/New_York"] {
                let check = try ProcessRunner.run(
                    "/usr/bin/systemd-analyze", ["calendar", expression], environment: ["PATH": "/usr/bin:/bin"],
                    timeout: 20)
                #expect(check.exitCode == 0, "systemd-analyze rejected \(expression): \(check.stderr)")
                #expect(check.stdout.contains("Next elapse"))
            }
        }
    }

    @Test func aOneOffToComeIsExportedAsATimerWithTheDaemonUnitBeside() throws {
        let bed = CLITestbed()
        #expect(try bed.run(["schedule", "add", "--in", "2h", "--channel", "stdout", "--id", "later"]).exitCode == 0)
        let output = bed.root.path + "/units"
        let result = try bed.run(["schedule", "export", "--systemd", "--output", output])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let timer = try String(contentsOfFile: output + "/wordquiz-later.timer", encoding: .utf8)
        let calendar = try #require(
            timer.split(separator: "\n").first { $0.hasPrefix("OnCalendar=") }?.dropFirst("OnCalendar=".count))
        #expect(calendar.hasSuffix(" UTC"), "\(calendar)")
        let check = try ProcessRunner.run(
            "/usr/bin/systemd-analyze", ["calendar", String(calendar)], environment: ["PATH": "/usr/bin:/bin"],
            timeout: 20)
        #expect(check.exitCode == 0, "\(check.stderr)")
        #expect(check.stdout.contains("Next elapse"), "a moment still to come: \(check.stdout)")
        let daemon = try String(contentsOfFile: output + "/wordquiz-daemon.service", encoding: .utf8)
        #expect(daemon.contains(" daemon\n") && !daemon.contains("--schedule"))
        let verified = try ProcessRunner.run(
            "/usr/bin/systemd-analyze",
            ["verify", output + "/wordquiz-later.service", output + "/wordquiz-daemon.service"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": bed.home], timeout: 60)
        #expect(verified.exitCode == 0, "\(verified.stdout)\(verified.stderr)")

        let cron = try bed.run(["schedule", "export", "--cron"])
        #expect(cron.stdout.contains("# later: once at "), "cron has no one-offs and says so: \(cron.stdout)")
    }

    @Test func cronLinesUseTheSchedulesZone() throws {
        let bed = CLITestbed()
        _ = try bed.run([
            "schedule", "add", "--at", "07:30", "--days", "weekdays", "--tz", "Asia/Seoul", "--channel", "stdout",
            "--id", "m",
        ])
        let result = try bed.run(["schedule", "export", "--cron"])
        #expect(result.stdout.contains("CRON_TZ=Asia/Seoul"))
        #expect(result.stdout.contains("30 7 * * 1,2,3,4,5 "))
        #expect(result.stdout.contains("digest --schedule m"))
    }

    @Test func aTimerRunAndTheLedgerNeverDeliverTwice() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["TZ"] = "UTC"
        let file = bed.root.path + "/digest.txt"
        try bed.addScheduleDueTenMinutesAgo(id: "daily", channels: ["file:" + file])
        let first = try bed.run(["digest", "--schedule", "daily"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let second = try bed.run(["digest", "--schedule", "daily"])
        #expect(second.exitCode == 0)
        // Said in the reader's language (Korean here), as every line is.
        #expect(second.stderr == "wordquiz: 'daily' 일정의 이번 알림은 이미 보냈어요. 두 번 보내지 않아요.\n")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "오늘의 단어: ").count == 2)
        let deliveries = try bed.run(["deliveries", "--json"])
        let rows = try JSONDecoder().decode([DeliveryRow].self, from: Data(deliveries.stdout.utf8))
        #expect(rows.map(\.status) == [.late])
    }
}
