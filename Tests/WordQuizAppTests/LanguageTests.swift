import Foundation
import TestSupport
import Testing
import WordQuizCore

/// WORDQUIZ_LANG and the locale: what the learner reads on the card, in the quiz and in stats,
/// and the errors and warnings.
@Suite struct LanguageTests {
    func bed(_ environment: [String: String?]) -> CLITestbed {
        let bed = CLITestbed()
        for (name, value) in environment { bed.extraEnvironment[name] = value }
        return bed
    }

    @Test func englishGivesEnglishLabelsAndTheGloss() throws {
        let result = try bed(["WORDQUIZ_LANG": "en"]).run(["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Word of the day · 2024-01-01"), "\(result.stdout)")
        #expect(result.stdout.contains("Origin  沙果"))
        #expect(result.stdout.contains("apple"))
        // The dictionary's labels in English too: part of speech, level, where the entry is from.
        #expect(result.stdout.contains("\n사과  noun  ["), "\(result.stdout)")
        #expect(result.stdout.contains("Level   beginner\n"))
        #expect(result.stdout.contains("Source  wordquiz's built-in word bank\n"))
        #expect(result.stdout.contains("e.g. 아침마다 사과를"))
    }

    @Test func aKoreanLocaleGivesKoreanThroughoutAndAnyOtherEnglish() throws {
        let korean = try bed(["WORDQUIZ_LANG": "", "LANG": "ko_KR.UTF-8"]).run(
            ["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(korean.stdout.hasPrefix("오늘의 단어 · 2024-01-01"))
        #expect(korean.stdout.contains("원어  沙果"))
        let other = try bed(["WORDQUIZ_LANG": "", "LANG": "de_DE.UTF-8"]).run(
            ["today", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(other.stdout.hasPrefix("Word of the day"))
    }

    @Test func theQuizAndStatsSpeakEnglish() throws {
        let bed = try bed(["WORDQUIZ_LANG": "en"]).meet(days: 3)
        let quiz = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay, "--color", "never"],
            stdin: "?\n사과\n")
        #expect(quiz.exitCode == 0, "\(quiz.stderr)")
        #expect(quiz.stdout.contains("[1/1] Type the word. Initial consonants: ㅅㄱ"), "\(quiz.stdout)")
        #expect(quiz.stdout.contains("apple — 둥글고 껍질이"))
        #expect(quiz.stdout.contains("Hint — syllables: 2"))
        #expect(quiz.stdout.contains("✓ Right! · 1 hint\n"))
        #expect(quiz.stdout.contains("Next review: Jan "))
        #expect(quiz.stdout.contains("Score 1/1"))
        let stats = try bed.run(["stats", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(stats.stdout.contains("Streak  1 day\n"), "\(stats.stdout)")
        #expect(stats.stdout.contains("Beginner  met "))
        #expect(stats.stdout.contains("Last 12 weeks"))
    }

    @Test func anUnknownLanguageIsASettingToFix() throws {
        let result = try bed(["WORDQUIZ_LANG": "fr"]).run(["today"])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("WORDQUIZ_LANG"))
    }

    @Test func aCommandLineMistakeIsSaidInTheReadersLanguageWithItsUsage() throws {
        let korean = try bed(["WORDQUIZ_LANG": "", "LANG": "ko_KR.UTF-8"]).run(["quiz", "--count", "many"])
        #expect(korean.exitCode == 64)
        let lines = korean.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "wordquiz: --count에는 문제 수를 1 이상의 정수로 주세요(받은 값: 'many')", "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("사용법: wordquiz quiz [--mode MODE]") == true, "\(lines)")
        #expect(
            lines.dropFirst(2).allSatisfy { $0.hasPrefix("        ") }, "the usage's other lines under 사용법: \(lines)")
        let english = try bed(["WORDQUIZ_LANG": "en"]).run(["quiz", "--count", "many"])
        #expect(
            english.stderr.hasPrefix("wordquiz: --count takes a whole number of questions, 1 or more, not 'many'\n"))
        #expect(
            english.stderr.split(separator: "\n").dropFirst().first?.hasPrefix("Usage: wordquiz quiz [--mode") == true)
    }

    @Test func aTypoIsAnsweredInKoreanToo() throws {
        let result = try bed([:]).run(["shedule", "list"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("wordquiz: 알 수 없는 명령 'shedule'. 혹시 `schedule`인가요?\n"), "\(result.stderr)")
    }

    @Test func theConfigFileChoosesTheLanguageOfErrorsWhenTheEnvironmentDoesNot() throws {
        let bed = bed(["WORDQUIZ_LANG": ""])
        _ = try bed.root.write("home/.config/wordquiz/config.env", "WORDQUIZ_LANG=ko\n")
        let result = try bed.run(["deck", "show", "없는단어장"])
        #expect(result.stderr.hasPrefix("wordquiz: '없는단어장' 단어장이 없어요\n"), "\(result.stderr)")
        bed.extraEnvironment["WORDQUIZ_LANG"] = "en"
        let overridden = try bed.run(["deck", "show", "없는단어장"])
        #expect(overridden.stderr.hasPrefix("wordquiz: there is no deck '없는단어장'\n"), "\(overridden.stderr)")
    }

    @Test func aDeadDictionaryIsWarnedAboutInKorean() throws {
        let server = try LoopbackHTTPServer { _ in .ok("") }
        let bed = bed([:])
        bed.use(.opendict, server: server)
        server.stop()
        let result = try bed.today(["--color", "never"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("wordquiz: 경고: 우리말샘(127.0.0.1)에 닿지 못했어요: 연결하지 못했어요. 내장 단어장의 단어를 보여 드려요.\n"),
            "\(result.stderr)")
    }

    @Test func aDamagedDatabaseIsReportedInKorean() throws {
        let bed = bed([:])
        _ = try bed.root.write("home/.local/share/wordquiz/wordquiz.sqlite3", String(repeating: "쓰레기", count: 2000))
        let result = try bed.today()
        #expect(result.exitCode == 65)
        #expect(result.stderr.contains("데이터베이스가 손상됐거나 wordquiz 데이터베이스가 아니에요"), "\(result.stderr)")
    }

    @Test func schedulesAndDecksAnswerInKorean() throws {
        let bed = bed([:])
        let added = try bed.run(["schedule", "add", "--at", "07:30", "--channel", "stdout", "--id", "morning"])
        #expect(
            added.stdout.hasPrefix("더했어요: morning  [켜짐]  07:30 매일 (Asia/Seoul)  → stdout  (다음 "), "\(added.stdout)")
        let weekdays = ["일", "월", "화", "수", "목", "금", "토"]
        #expect(weekdays.contains { added.stdout.contains(":00 (\($0)) KST)\n") }, "a Korean weekday: \(added.stdout)")
        #expect(try bed.run(["schedule", "off", "morning"]).stdout.contains("[꺼짐]"))
        #expect(try bed.run(["schedule", "remove", "morning"]).stdout == "'morning' 일정을 지웠어요\n")
        #expect(try bed.run(["schedule", "list"]).stdout.hasPrefix("아직 일정이 없어요: "))
        #expect(try bed.run(["deliveries"]).stdout == "아직 보낸 것이 없어요.\n")
        let word = try bed.run(["add", "사랑", "--english", "love"])
        #expect(word.stdout == "‘사랑’을 'mine' 단어장에 더했어요 (공부하려면: wordquiz deck use bank mine)\n", "\(word.stdout)")
        let list = try bed.run(["deck", "list"]).stdout
        #expect(list.contains("bank  [쓰는 중]  단어 \(WordBank.embedded.words.count)개  (내장 단어장)"), "\(list)")
        // "[쓰는 중]" is nine columns wide: a deck not in use keeps them blank.
        #expect(list.contains("mine" + String(repeating: " ", count: 2 + 9 + 2) + "단어 1개\n"), "\(list)")
        #expect(try bed.run(["deck", "remove", "mine", "--yes"]).stdout.hasPrefix("'mine' 단어장을 지웠어요."))
    }

    @Test func initAsksInKoreanAndDoctorAnswersInKorean() throws {
        let bed = bed([:])
        // The dictionary: none; all levels; the language: Korean; no schedule.
        let setUp = try bed.run(["init", "--no-schedule"], stdin: "1\n4\n1\n")
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(
            setUp.stdout.contains(
                "어느 사전을 쓸까요?\n  1) 없음: wordquiz 내장 단어장, 키가 필요 없어요\n  2) 한국어기초사전 (krdict): 뜻마다 영어 풀이가 있어요\n     무료 키가 필요해요: https://krdict.korean.go.kr\n"
            ), "\(setUp.stdout)")
        #expect(setUp.stdout.contains("번호 [1] "))
        #expect(setUp.stdout.contains("wordquiz가 어느 언어로 말할까요?"))
        #expect(setUp.stdout.contains("파일을 썼어요 (권한 0600)"))
        let doctor = try bed.run(["doctor", "--offline"])
        #expect(doctor.stdout.contains("✓ 설정이 올발라요"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("· 사전 키가 없어요: 단어는 내장 단어장에서 가져와요"))
    }

    @Test func initWithoutQuestionsKeepsTheLanguageItWasStartedIn() throws {
        // WORDQUIZ_LANG=ko in the environment, a locale that would say English.
        let bed = bed(["LANG": "C.UTF-8"])
        let setUp = try bed.run(["init", "--non-interactive", "--provider", "offline", "--no-schedule"])
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(setUp.stdout.contains("파일을 썼어요 (권한 0600)"), "\(setUp.stdout)")
        let written = try String(contentsOfFile: bed.home + "/.config/wordquiz/config.env", encoding: .utf8)
        #expect(!written.contains("WORDQUIZ_LANG"), "not chosen, not written: \(written)")
    }

    @Test func initSpeaksTheLanguageChosenFromThenOn() throws {
        let bed = bed(["WORDQUIZ_LANG": "en"])
        let setUp = try bed.run(["init", "--no-schedule"], stdin: "1\n4\n1\n")
        #expect(setUp.stdout.contains("Which dictionary?"), "asked in English until Korean is chosen")
        #expect(setUp.stdout.contains("파일을 썼어요 (권한 0600)"), "\(setUp.stdout)")
    }

    /// The README's glossary is the glossary messages are held to, row for row.
    @Test func theReadmeListsTheGlossary() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOfFile: root.path + "/README.md", encoding: .utf8)
        let rows = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
        for row in Glossary.markdownRows {
            #expect(rows.contains(row), "README.md lacks: \(row)")
        }
        let start = try #require(rows.firstIndex(of: Glossary.markdownRows[0]))
        #expect(Array(rows[start..<min(rows.count, start + Glossary.terms.count)]) == Glossary.markdownRows)
    }
}
