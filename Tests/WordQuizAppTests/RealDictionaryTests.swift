import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `today` end to end against a loopback dictionary that answers with the real responses in
/// ../shared/real-responses (and, where no real body exists, views written for these tests).
@Suite(.enabled(if: RealResponses.isAvailable, Comment(rawValue: RealResponses.absentNote)))
struct RealDictionaryTests {
    /// The date whose word of the day is `headword`.
    func date(of headword: String) throws -> String {
        let index = try #require(WordBank.embedded.words.firstIndex { $0.headword == headword })
        return WordOfTheDay.epoch.adding(days: index).description
    }

    func today(_ bed: CLITestbed, _ headword: String, _ extra: [String] = []) throws -> ProcessResult {
        try bed.run(["today", "--date", try date(of: headword)] + extra)
    }

    /// 원어 of 사과's eight homographs in 표준국어대사전, for the views no one published.
    static let appleOrigins = [
        "169066": "沙瓜", "169067": "司果", "441489": "四果", "169068": "四科", "441490": "沙果",
        "169069": "赦過", "169071": "絲瓜", "438135": "謝過",
    ]

    /// A 표준국어대사전 XML view for a code of the real 사과 search, with its 원어.
    static func appleView(_ code: String) -> [UInt8] {
        let origin = appleOrigins[code] ?? ""
        let definition = code == "441490" ? "사과나무의 열매. 둥글고 맛이 새콤달콤하다." : "다른 뜻."
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <channel><total>1</total><item><target_code>\(code)</target_code><word_info>
            <word><![CDATA[사과]]></word><word_unit>단어</word_unit>
            <original_language_info><original_language><![CDATA[\(origin)]]></original_language>
            <language_type>한자</language_type></original_language_info>
            <pos_info><pos>명사</pos><comm_pattern_info><sense_info><definition><![CDATA[\(definition)]]></definition>
            </sense_info></comm_pattern_info></pos_info></word_info></item></channel>
            """.utf8)
    }

    @Test func stdictShowsTheFruitFromTheRealEightHomographSearch() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/api/search.do":
                return .respond(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: (try? RealResponses.bytes("stdict-search-사과.json")) ?? [])
            case "/api/view.do":
                // As reported of the real server: a JSON view answers 200 with nothing.
                guard request.query["req_type"] == "xml", let code = request.query["q"] else {
                    return .respond(status: 200, body: [])
                }
                return .respond(status: 200, headers: [("Content-Type", "application/xml")], body: Self.appleView(code))
            default:
                return .respond(status: 404, body: [])
            }
        }
        let bed = CLITestbed()
        bed.use(.stdict, server: server, format: .json)
        let result = try today(bed, "사과", ["--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.targetCode == "441490")
        #expect(today.origin == "沙果")
        #expect(today.homographNumber == 5)
        #expect(today.senses.first?.definition == "사과나무의 열매. 둥글고 맛이 새콤달콤하다.")
        #expect(today.searchOnly == false)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let views = server.requests.filter { $0.path == "/api/view.do" }
        #expect(views.allSatisfy { $0.query["req_type"] == "xml" }, "the view is always asked for in XML")
        #expect(views.count <= 8)
    }

    /// The real search narrowed to the homographs with a 원어, as 표준국어대사전's advanced search
    /// by 원어 answers (`target=2`): the JSON of the real 사과 search, its items filtered.
    static func appleSearch(withOrigin origin: String) throws -> [UInt8] {
        let real = try JSONSerialization.jsonObject(with: Data(try RealResponses.bytes("stdict-search-사과.json")))
        var top = try #require(real as? [String: Any])
        var channel = try #require(top["channel"] as? [String: Any])
        let items = try #require(channel["item"] as? [[String: Any]])
        let kept = items.filter { appleOrigins[$0["target_code"] as? String ?? ""] == origin }
        channel["item"] = kept
        channel["total"] = kept.count
        top["channel"] = channel
        return Array(try JSONSerialization.data(withJSONObject: top))
    }

    /// 사과 with every view empty: the search's eight homographs, no origins, and the first
    /// a 참외.
    func appleServer(originSearch: @escaping @Sendable (String) -> LoopbackHTTPServer.Reply) throws
        -> LoopbackHTTPServer
    {
        try LoopbackHTTPServer { request in
            switch request.path {
            case "/api/search.do" where request.query["target"] == "2":
                return originSearch(request.query["q"] ?? "")
            case "/api/search.do":
                return .respond(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: (try? RealResponses.bytes("stdict-search-사과.json")) ?? [])
            default:
                return .respond(status: 200, body: [])
            }
        }
    }

    @Test func withEmptyViewsTheDictionarysSearchByOriginFindsTheFruitNeverTheMelon() throws {
        let server = try appleServer { origin in
            .respond(
                status: 200, headers: [("Content-Type", "application/json")],
                body: (try? Self.appleSearch(withOrigin: origin)) ?? [])
        }
        let bed = CLITestbed(language: "en")
        bed.use(.stdict, server: server, format: .json)
        let result = try today(bed, "사과", ["--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.targetCode == "441490")
        #expect(today.homographNumber == 5)
        #expect(today.senses.map(\.definition) == ["사과나무의 열매."])
        #expect(today.origin == "沙果", "confirmed by the search by 원어")
        #expect(today.searchOnly)
        let asked = server.requests.first { $0.query["target"] == "2" }
        #expect(asked?.query["q"] == "沙果" && asked?.query["advanced"] == "y")
    }

    @Test func whenNothingConfirmsTheHomographTheBanksOwnEntryIsShownAndSaidSo() throws {
        let server = try appleServer { _ in .respond(status: 200, body: []) }
        let bed = CLITestbed(language: "en")
        bed.use(.stdict, server: server, format: .json)
        let result = try today(bed, "사과", ["--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        let bank = try #require(WordBank.embedded.word("사과"))
        #expect(today.senses.first?.definition == bank.definition)
        #expect(!result.stdout.contains("참외"))
        #expect(
            result.stderr
                == "wordquiz: warning: 표준국어대사전 lists 8 entries for ‘사과’ and could not confirm which one this is; showing the word from the built-in word bank.\n"
        )
        // The quiz asks the bank's 사과, not the melon.
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM entry_cache") == "0")
    }

    /// A deck's 안녕 = "인사말 / hello" is the greeting (감탄사), not 안녕(安寧) "peace": the deck's
    /// meaning and gloss choose among the real search's homographs.
    @Test func aDecksMeaningChoosesTheHomograph() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/api/search":
                return .respond(status: 200, body: (try? RealResponses.bytes("krdict-search-안녕.xml")) ?? [])
            default:
                return .respond(status: 404, body: Array("not here".utf8))
            }
        }
        let bed = CLITestbed(language: "en")
        bed.use(.krdict, server: server)
        try bed.useDeck("greetings", "word\tmeaning\tEnglish\n안녕\t인사말\thello\n")
        let result = try bed.run(["today", "--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.headword == "안녕")
        #expect(today.targetCode == "17298", "the 감탄사, homograph 2")
        #expect(today.partOfSpeech == "감탄사")
        #expect(today.senses.first?.definition == "친구 또는 아랫사람과 서로 만나거나 헤어질 때 하는 인사말.")
        #expect(today.translations.first?.word == "hello; hi; good-bye; bye")
    }

    /// A deck's word the dictionary does not have is shown as the deck has it, and said to be
    /// the deck's — not the built-in word bank's.
    @Test func aDeckWordTheDictionaryLacksIsTheDecks() throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/api/search"
                ? .respond(status: 200, body: (try? RealResponses.bytes("krdict-search-라이언-total0.xml")) ?? [])
                : .respond(status: 404, body: [])
        }
        let bed = CLITestbed(language: "en")
        bed.use(.krdict, server: server)
        try bed.useDeck("friends", "word\tmeaning\tEnglish\n라이언\t사자 캐릭터의 이름\tRyan\n")
        let result = try bed.run(["today", "--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.headword == "라이언")
        #expect(today.deck == "friends" && today.provider == .offline)
        #expect(today.senses.first?.definition == "사자 캐릭터의 이름")
        #expect(result.stderr.hasSuffix("; showing the word as your deck ‘friends’ has it.\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("built-in word bank"))
        let card = try bed.run(["today", "--color", "never"])
        #expect(card.stdout.contains("deck ‘friends’"), "\(card.stdout)")
    }

    /// A 한국어기초사전 search that lists one entry, as the real searches do, for a word whose
    /// search no one published.
    static func krdictSearch(word: String, code: String, pos: String, definition: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <channel><total>1</total><item><target_code>\(code)</target_code><word>\(word)</word>
            <sup_no>0</sup_no><pos>\(pos)</pos><sense><sense_order>1</sense_order>
            <definition>\(definition)</definition></sense></item></channel>
            """.utf8)
    }

    /// 한국어기초사전 answering for 가입하다 with its real view, and a learner whose one deck
    /// word it is.
    func joiningClubs() throws -> (LoopbackHTTPServer, CLITestbed) {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/api/search":
                return .respond(
                    status: 200,
                    body: Self.krdictSearch(
                        word: "가입하다", code: "15392", pos: "동사", definition: "단체에 들어가거나 계약을 하다."))
            case "/api/view" where request.query["q"] == "15392":
                return .respond(status: 200, body: (try? RealResponses.bytes("krdict-view-15392-가입하다.xml")) ?? [])
            default:
                return .respond(status: 404, body: [])
            }
        }
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        try bed.useDeck("clubs", "word\tmeaning\tEnglish\n가입하다\t단체에 들어가다\tjoin\n")
        return (server, bed)
    }

    @Test func theRealViewsPatternAntonymWordFamilyAndDialogueReachTheCardAndTheJSON() throws {
        let (server, bed) = try joiningClubs()
        defer { withExtendedLifetime(server) {} }
        let card = try bed.run(["today", "--color", "never"])
        #expect(card.exitCode == 0, "\(card.stderr)")
        let lines = card.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("문형 1이 2에 가입하다"), "\(card.stdout)")
        #expect(lines.contains("반대말  탈퇴하다"))
        #expect(lines.contains("파생어  가입"))
        #expect(lines.contains("예) 국제 연합에 가입한 회원국은 총 백구십이 개국이다."))
        let talk = try #require(lines.firstIndex(of: "대화) 가: 매주 등산을 가려고 해도 같이 갈 사람이 없어서 고민이야."))
        #expect(lines[talk + 1] == "      나: 그래? 그럼, 등산 동호회에 가입해 봐.")
        #expect(lines.contains { $0.hasPrefix("구) 동아리에 가입하다. · 보험에 가입하다.") })

        let json = try bed.run(["today", "--json"])
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8))
        #expect(
            today.relatedWords == [
                RelatedWord(relation: "파생어", word: "가입", targetCode: "15393"),
                RelatedWord(relation: "반대말", word: "탈퇴하다", targetCode: "82614"),
            ])
        #expect(today.senses.first?.patterns == ["1이 2에 가입하다"])
        #expect(today.senses.first?.examples.filter { $0.kind == .dialogue }.count == 2)
        #expect(today.wordUnit == nil && today.categories.isEmpty)
    }

    /// The real view's 반대말 makes a question: in a terminal, 가입하다's opposite is asked among
    /// four verbs, and choosing 탈퇴하다 is right.
    @Test func theRealViewsAntonymIsAskedInTheTerminal() throws {
        let (server, bed) = try joiningClubs()
        defer { withExtendedLifetime(server) {} }
        #expect(try bed.run(["today"]).exitCode == 0, "met, and its entry cached")
        let session = try TmuxSession(
            [ProcessRunner.wordquizPath, "quiz", "--mode", "antonym", "--count", "1"],
            environment: bed.environment, directory: bed.workingDirectory)
        defer { session.close() }
        let screen = try session.waitFor("번호>")
        #expect(screen.contains("‘가입하다’의 반대말을 고르세요."), "\(screen)")
        let line = try #require(screen.split(separator: "\n").first { $0.hasSuffix(") 탈퇴하다") }, "\(screen)")
        let number = try #require(line.trimmingCharacters(in: .whitespaces).first.map(String.init))
        try session.type(number)
        try session.press("Enter")
        let answered = try session.waitFor("[exit 0]")
        #expect(answered.contains("✓ 정답!"), "\(answered)")
        #expect(
            try sqlite(bed.databasePath, "SELECT headword, kind, verdict FROM review_log") == "가입하다|antonym|correct")
    }

    @Test func krdictSearchOnlyEntryIsCompleteWithEnglishWhenTheViewFails() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/api/search":
                return .respond(status: 200, body: (try? RealResponses.bytes("krdict-search-나무-blog.xml")) ?? [])
            default:
                return .respond(status: 404, body: Array("not here".utf8))
            }
        }
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        let card = try today(bed, "나무")
        #expect(card.exitCode == 0, "\(card.stderr)")
        #expect(card.stdout.contains("1. 단단한 줄기에 가지와 잎이 달린, 여러 해 동안 자라는 식물."))
        #expect(card.stdout.contains("2. 집이나 가구 등을 만드는 데 사용하는 재목."))
        #expect(card.stdout.contains("3. 불을 때기 위해 베어 놓은 나무의 줄기나 가지."))
        #expect(card.stdout.contains("tree — A plant with a hard stem, branches and leaves."))
        #expect(card.stdout.contains("timber; log"))
        #expect(card.stdout.contains("한국어기초사전 (검색 결과만)"))
        let warnings = card.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "one warning: \(card.stderr)")
        #expect(warnings.first?.contains("HTTP 404") == true)

        let json = try today(bed, "나무", ["--json"])
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8))
        #expect(today.searchOnly)
        #expect(today.senses.count == 3)
        #expect(today.translations.map(\.word) == ["tree", "wood", "timber; log"])
        // krdict's 초급 and 영어, in JSON's one vocabulary.
        #expect(today.translations.map(\.language) == ["en", "en", "en"])
        #expect(today.senses.flatMap(\.translations).allSatisfy { $0.language == "en" })
        #expect(today.level == "beginner")
    }

    @Test func aSearchOnlyEntryKeepsTheHanjaTheBankKnows() throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/api/search"
                ? .respond(status: 200, body: (try? RealResponses.bytes("krdict-search-안경.xml")) ?? [])
                : .respond(status: 404, body: Array("not here".utf8))
        }
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        let json = try today(bed, "안경", ["--json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(json.stdout.utf8))
        #expect(today.searchOnly && today.targetCode == "31484")
        #expect(today.origin == "眼鏡", "the search gives no 원어; the bank's stays")
    }

    @Test func aNumericErrorCode20IsAKeyToFix() throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(
                status: 200, headers: [("Content-Type", "application/json")],
                body: (try? RealResponses.bytes("DOC-EXAMPLE-stdict-error-json-numeric20.json")) ?? [])
        }
        let bed = CLITestbed(language: "en")
        bed.use(.stdict, server: server, format: .json)
        let result = try today(bed, "사과")
        #expect(result.exitCode == 78, "\(result.stderr)")
        #expect(result.stderr.contains("not registered (error 020)"))
    }

    @Test func aHostileTargetCodeNeverReachesTheScreenOrALink() throws {
        let real = String(decoding: (try? RealResponses.bytes("krdict-search-나무-blog.xml")) ?? [], as: UTF8.self)
        let hostile = real.replacingOccurrences(
            of: "<target_code>32750</target_code>",
            with: "<target_code>1|확인&gt; &lt;!channel&gt; \u{1B}]8;;http://evil.test\u{07}</target_code>")
        #expect(hostile != real)
        let server = try LoopbackHTTPServer { request in
            request.path == "/api/search"
                ? .respond(status: 200, body: Array(hostile.utf8)) : .respond(status: 404, body: [])
        }
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        let result = try today(bed, "나무")
        #expect(result.exitCode == 0, "\(result.stderr)")
        for output in [result.stdout, result.stderr] {
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control byte in \(output)")
            #expect(!output.contains("channel"))
            #expect(!output.contains("evil.test"))
        }
        let slack = try bed.run(["digest", "--date", try date(of: "나무"), "--dry-run", "--channel", "slack"])
        #expect(slack.exitCode == 0, "\(slack.stderr)")
        #expect(!slack.stdout.contains("<!channel>"))
        #expect(!slack.stdout.contains("1|확인"))
        // No view was asked for with the code.
        #expect(server.requests.allSatisfy { $0.path == "/api/search" })
    }

    @Test func aWordTheDictionaryLacksIsNotAskedForAgainThatDay() throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, body: (try? RealResponses.bytes("krdict-search-라이언-total0.xml")) ?? [])
        }
        let bed = CLITestbed(language: "en")
        bed.use(.krdict, server: server)
        let first = try today(bed, "나무")
        #expect(first.exitCode == 0)
        #expect(first.stderr.contains("has no standard entry"))
        let second = try today(bed, "나무")
        #expect(second.exitCode == 0)
        #expect(second.stdout.contains("Source  wordquiz's built-in word bank"))
        #expect(server.requests.count == 1, "the second run asked again")
        _ = try today(bed, "나무", ["--refresh"])
        #expect(server.requests.count == 2, "--refresh asks again")
    }

}
