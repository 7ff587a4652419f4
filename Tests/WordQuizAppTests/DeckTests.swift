import Foundation
import TestSupport
import Testing
import WordQuizCore

/// The learner's own words: `deck import`, `add`, `deck use`, and the loop on them.
@Suite struct DeckTests {
    /// 2,000 made-up words (가가 … ) with meanings and glosses, and three bad lines.
    static func bigTSV() -> (text: String, bad: [Int]) {
        let syllables = Array("가나다라마바사아자차카타파하")
        var lines = ["word\tmeaning\tEnglish\texample"]
        var bad: [Int] = []
        for n in 0..<2000 {
            let word = String([syllables[n % 14], syllables[(n / 14) % 14], syllables[(n / 196) % 14]]) + "\(n)"
            lines.append("\(word)\t\(n)번째 뜻\tmeaning \(n)\t\(word)을 배웠다.")
            if n == 100 || n == 900 || n == 1500 {
                lines.append(n == 900 ? "\tno word here" : "english only\tno hangul")
                bad.append(lines.count)
            }
        }
        return (lines.joined(separator: "\n") + "\n", bad)
    }

    @Test func aBigListWithBadLinesImportsInOneGoAndAgainWithoutDoubling() throws {
        let bed = CLITestbed(language: "en")
        let (text, bad) = Self.bigTSV()
        let path = try bed.root.write("work/topik.tsv", text)
        let first = try bed.run(["deck", "import", path])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("deck 'topik': 2000 words added, 0 updated; 3 lines skipped."))
        for line in bad { #expect(first.stderr.contains("topik.tsv:\(line): "), "line \(line) is named") }
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word WHERE deck = 'topik'") == "2000")

        let again = try bed.run(["deck", "import", path])
        #expect(again.stdout.contains("0 words added, 2000 updated"))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "2000")
    }

    /// A word deck A already has is added to deck B too: each deck keeps its own words.
    /// Korean Excel's plain CSV is CP949 and its "Unicode text" UTF-16: each is read as what
    /// it is (converted by iconv), the words as written; bytes that are neither say how to
    /// convert them, as bad data (65), never a usage mistake.
    @Test(arguments: [("CP949", "en"), ("UTF-16", "ko")])
    func aDeckSavedByKoreanExcelIsReadAsItsEncoding(encoding: String, language: String) throws {
        let bed = CLITestbed(language: language)
        let utf8 = try bed.root.write(
            "work/utf8.csv", "단어,뜻,영어\n공항,비행기가 뜨고 내리는 곳,airport\n여권,나라 밖으로 나갈 때 쓰는 증명서,passport\n")
        let converted = bed.root.path + "/work/excel.csv"
        let iconv = try ProcessRunner.run(
            "/bin/sh", ["-c", "iconv -f UTF-8 -t \(encoding) '\(utf8)' > '\(converted)'"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(iconv.exitCode == 0, "\(iconv.stderr)")
        #expect(String(validating: try Array(Data(contentsOf: URL(fileURLWithPath: converted))), as: UTF8.self) == nil)
        let imported = try bed.run(["deck", "import", converted, "--offline"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let (told, counted) =
            language == "en"
            ? ("wordquiz: \(converted) read as \(encoding) text.\n", "deck 'excel': 2 words added, 0 updated.")
            : ("wordquiz: \(converted) 파일을 \(encoding) 텍스트로 읽었어요.\n", "'excel' 단어장: 단어 2개를 더하고 0개를 고쳤어요.")
        #expect(imported.stderr == told, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix(counted), "\(imported.stdout)")
        let shown = try bed.run(["deck", "show", "excel"]).stdout
        #expect(shown.contains("공항  비행기가 뜨고 내리는 곳 (airport)"), "\(shown)")
        #expect(shown.contains("여권  나라 밖으로 나갈 때 쓰는 증명서 (passport)"), "\(shown)")
    }

    @Test func bytesThatAreNoTextSayHowToConvertThem() throws {
        let bed = CLITestbed(language: "en")
        let path = bed.root.path + "/work/garbage.tsv"
        try Data([0x80, 0xFF, 0xC8, 0x00, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 65)
        #expect(
            result.stderr
                == "wordquiz: \(path) is not text wordquiz can read (UTF-8, UTF-16 or Korean Windows' CP949): convert it with `iconv -f cp949 -t utf-8 \(path) > words.tsv`, or save it from Excel as \"CSV UTF-8\".\n"
        )
        let empty = try bed.root.write("work/empty.tsv", "\n\n")
        let none = try bed.run(["deck", "import", empty])
        #expect(none.exitCode == 65, "\(none.stderr)")
    }

    /// The way to study a new deck keeps what is in use: the bank and the learner's other
    /// decks are named with it, so following the hint sets nothing aside.
    @Test func theHintToStudyANewDeckKeepsTheDecksInUse() throws {
        let bed = CLITestbed(language: "en")
        let onlyBank = try bed.run(["add", "사랑", "--meaning", "아끼고 위하는 마음"])
        #expect(onlyBank.stdout == "added ‘사랑’ in the deck 'mine' (study it with: wordquiz deck use bank mine)\n")
        let travel = try bed.root.write("work/travel.tsv", "공항\t비행기가 뜨고 내리는 곳\n")
        #expect(try bed.run(["deck", "import", travel, "--offline"]).exitCode == 0)
        #expect(try bed.run(["deck", "use", "bank", "travel"]).exitCode == 0)
        let added = try bed.run(["add", "여권", "--meaning", "나라 밖으로 나갈 때 쓰는 증명서", "--deck", "abroad"])
        #expect(
            added.stdout
                == "added ‘여권’ in the deck 'abroad' (study it with: wordquiz deck use bank travel abroad)\n",
            "\(added.stdout)")
        let words = try bed.root.write("work/words.tsv", "기차\t철길 위를 달리는 차\n")
        let imported = try bed.run(["deck", "import", words, "--offline"])
        #expect(
            imported.stdout.hasSuffix(
                "study it with: wordquiz deck use bank travel words   (the decks in use now, and this one)\n"),
            "\(imported.stdout)")
    }

    @Test func aWordAnotherDeckHasIsAddedToThisOne() throws {
        let bed = CLITestbed(language: "en")
        let a = try bed.root.write("work/a.tsv", "사과\t과일\tapple\n")
        let b = try bed.root.write("work/b.tsv", "사과\t사과나무의 열매\tapple\n배\t과일\tpear\n")
        #expect(try bed.run(["deck", "import", a]).stdout.contains("deck 'a': 1 word added, 0 updated."))
        let second = try bed.run(["deck", "import", b])
        #expect(second.stdout.contains("deck 'b': 2 words added, 0 updated."), "\(second.stdout)")
        let shown = try bed.run(["deck", "show", "b"]).stdout
        #expect(shown.contains("사과") && shown.contains("사과나무의 열매"), "\(shown)")
        #expect(try bed.run(["deck", "show", "a"]).stdout.contains("과일"), "deck a keeps its own meaning")
    }

    /// In a tab-separated file a comma is part of a meaning: each field stays whole.
    @Test func aTabSeparatedDecksMeaningsKeepTheirCommas() throws {
        let bed = CLITestbed(language: "en")
        let path = try bed.root.write("work/commas.tsv", "word\tmeaning\tEnglish\n눈\t보는 기관, 또는 시력\teye, sight\n")
        #expect(try bed.run(["deck", "import", path]).exitCode == 0)
        #expect(
            try sqlite(bed.databasePath, "SELECT meaning, english FROM deck_word WHERE headword = '눈'")
                == "보는 기관, 또는 시력|eye, sight")
    }

    /// "1 word added", not "1 words added": the count's noun takes the form of its number.
    @Test func aFileOfOneWordSaysOneWordAndOneLine() throws {
        let bed = CLITestbed(language: "en")
        let path = try bed.root.write("work/one.tsv", "사과\t과일\tapple\n\tno word here\n")
        let imported = try bed.run(["deck", "import", path])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains("deck 'one': 1 word added, 0 updated; 1 line skipped.\n"), "\(imported.stdout)")
        let list = try bed.run(["deck", "list"])
        #expect(list.stdout.contains("one") && list.stdout.contains("1 word"), "\(list.stdout)")
        #expect(!list.stdout.contains("1 words"), "\(list.stdout)")
    }

    @Test func aChosenDeckGivesTheWordsOfTheDayAndTheLoopRunsOnThem() throws {
        let bed = CLITestbed()
        let path = try bed.root.write(
            "work/chapter1.csv", "단어,뜻,영어\n강아지,어린 개,puppy\n학교,공부하는 곳,school\n창밖,창문의 바깥,outside the window\n")
        #expect(try bed.run(["deck", "import", path]).exitCode == 0)
        let used = try bed.run(["deck", "use", "chapter1"])
        #expect(used.exitCode == 0, "\(used.stderr)")
        let deckWords: Set<String> = ["강아지", "학교", "창밖"]

        var seen: [String] = []
        // Past dates: a look at a future day's word is not a meeting.
        for day in ["2026-11-20", "2026-11-21", "2026-11-22"] {
            let today = try bed.run(["today", "--date", day, "--color", "never"])
            #expect(today.exitCode == 0, "\(today.stderr)")
            let word = String(today.stdout.split(separator: "\n")[1].prefix { $0 != " " })
            seen.append(word)
            #expect(today.stdout.contains("출처  단어장 ‘chapter1’"), "\(today.stdout)")
        }
        #expect(Set(seen) == deckWords, "three days, the deck's three words")

        // The day's word first, then the words met most recently.
        let quiz = try bed.run(
            ["quiz", "--mode", "chosung", "--date", "2026-11-22", "--color", "never"],
            stdin: seen.reversed().map { $0 + "\n" }.joined())
        #expect(quiz.exitCode == 0, "\(quiz.stderr)")
        #expect(quiz.stdout.contains("점수 3/3"), "\(quiz.stdout)")
        let review = try bed.run(["review", "--date", "2026-12-20", "--color", "never"], stdin: "q\n")
        #expect(review.exitCode == 0, "\(review.stderr)")
        let stats = try bed.run(["stats", "--date", "2026-11-22", "--color", "never"])
        #expect(stats.stdout.contains("익힌 단어 3개 / 공부한 단어 3개"), "\(stats.stdout)")
        let export = try bed.run(["export", "--format", "tsv"])
        for word in deckWords { #expect(export.stdout.contains(word), "\(word) is exported") }

        // Back to the bank: the next day's word is the bank's again.
        #expect(try bed.run(["deck", "use", "bank"]).exitCode == 0)
        let bankDay = try bed.run(["today", "--date", "2026-12-04", "--color", "never"])
        #expect(bankDay.stdout.contains("출처  wordquiz 내장 단어장"))
    }

    @Test func withAKeyWordsWithoutAMeaningGetTheDictionarysAndWithoutOneKeepTheFiles() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = CLITestbed(language: "en")
        bed.use(.opendict, server: server)
        // The fixtures' dictionary knows 사과 alone.
        let path = try bed.root.write("work/fruit.txt", "사과\n배\n감\n")
        let result = try bed.run(["deck", "import", path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("우리말샘 gave the meaning of 1 of the 3 words that had none."), "\(result.stdout)")
        let korean = CLITestbed(language: "ko")
        korean.use(.opendict, server: server)
        let told = try korean.run(["deck", "import", try korean.root.write("work/fruit.txt", "사과\n배\n감\n")])
        #expect(told.stdout.contains("뜻이 없던 단어 3개 중 1개의 뜻을 우리말샘에서 받았어요."), "\(told.stdout)")
        let meaning = try sqlite(bed.databasePath, "SELECT meaning FROM deck_word WHERE headword = '사과'")
        #expect(meaning.hasPrefix("사과나무에 열리는 둥근 열매."), "\(meaning)")

        let offline = CLITestbed()
        _ = try offline.root.write("work/fruit.txt", "사과\n")
        #expect(try offline.run(["deck", "import", "--name", "과일", "fruit.txt"]).exitCode == 0)
        #expect(try sqlite(offline.databasePath, "SELECT deck, coalesce(meaning, '-') FROM deck_word") == "과일|-")
    }

    @Test func addListShowAndRemoveKeepingTheHistory() throws {
        let bed = CLITestbed(language: "en")
        let added = try bed.run(["add", "사랑", "--meaning", "아끼고 위하는 마음", "--english", "love"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("added ‘사랑’ in the deck 'mine'"))
        #expect(try bed.run(["add", "사랑", "--english", "affection"]).stdout.contains("updated ‘사랑’"))
        let list = try bed.run(["deck", "list"])
        #expect(list.stdout.contains("bank  [in use]  \(WordBank.embedded.words.count) words"), "\(list.stdout)")
        #expect(list.stdout.contains("mine            1 word\n"), "\(list.stdout)")
        let shown = try bed.run(["deck", "show", "mine"])
        #expect(shown.stdout.contains("사랑  아끼고 위하는 마음 (affection)"), "\(shown.stdout)")

        #expect(try bed.run(["deck", "use", "mine"]).exitCode == 0)
        _ = try bed.run(["learn", "--date", "2026-12-01", "--color", "never"], stdin: "사랑\n")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE headword = '사랑'") == "1")
        let kept = try bed.run(["deck", "remove", "mine"], stdin: "n\n")
        #expect(kept.stdout.contains("kept 'mine'"))
        let removed = try bed.run(["deck", "remove", "mine", "--yes"])
        #expect(removed.exitCode == 0, "\(removed.stderr)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM deck_word") == "0")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM review_log WHERE headword = '사랑'") == "1")
    }

    /// `deck show` gives a line a word, the words padded to the widest, a missing meaning as
    /// a dash, the English in brackets; then the count.
    @Test func showListsALineAWord() throws {
        let bed = CLITestbed(language: "en")
        let deck = try bed.root.write(
            "work/k.tsv", "word\tmeaning\tEnglish\n바다\t넓은 물\tsea\n하늘\t\t\n무지개\t비 온 뒤 빛\train\n")
        #expect(try bed.run(["deck", "import", deck, "--offline"]).exitCode == 0)
        let shown = try bed.run(["deck", "show", "k"])
        #expect(shown.stdout == "바다    넓은 물 (sea)\n하늘    —\n무지개  비 온 뒤 빛 (rain)\n3 words\n")
    }

    /// A deck's name is up to 40 characters (Hangul counted one each); the 41st is refused.
    @Test func aDecksNameIsUpToFortyCharacters() throws {
        let bed = CLITestbed(language: "en")
        let deck = try bed.root.write("work/k.tsv", "바다\n")
        let forty = String(repeating: "가", count: 40)
        #expect(try bed.run(["deck", "import", deck, "--offline", "--name", forty]).exitCode == 0)
        let longer = try bed.run(["deck", "import", deck, "--offline", "--name", forty + "가"])
        #expect(longer.exitCode == 64)
        #expect(
            longer.stderr.hasPrefix(
                "wordquiz: a deck's name takes letters, digits, - and _ (up to 40), not '\(forty)가'\n"),
            "\(longer.stderr)")
    }

    /// A folder or a pipe given as the file to import is named as what it is not, in both
    /// languages.
    @Test(arguments: ["en", "ko"])
    func aFolderOrAPipeIsNoFileToImport(language: String) throws {
        let bed = CLITestbed(language: language)
        let folder = bed.root.path + "/folder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipe = bed.root.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        for path in [folder, pipe] {
            let result = try bed.run(["deck", "import", path])
            #expect(result.exitCode == 74)
            let expected =
                language == "en"
                ? "wordquiz: cannot read \(path): it is not a regular file\n"
                : "wordquiz: \(path) 파일을 읽을 수 없어요: 일반 파일이 아니에요\n"
            #expect(result.stderr == expected)
        }
    }

    @Test(arguments: [
        (["deck", "import"], "deck import needs a file to import"),
        (["deck", "import", "nope.tsv"], "cannot read"),
        (["deck", "use", "nothing"], "there is no deck 'nothing'"),
        (["deck", "import", "x.tsv", "--name", "bank"], "'bank' is the built-in word bank"),
        (["add", "hello"], "has no Hangul syllable"),
        (["deck", "imprt"], "did you mean `import`?"),
    ])
    func mistakesSayWhatIsWrong(arguments: [String], message: String) throws {
        let bed = CLITestbed(language: "en")
        _ = try bed.root.write("work/x.tsv", "사과\n")
        let result = try bed.run(arguments)
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
