import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

@Suite struct TodayOnlineTests {
    @Test func theLinkIsATerminalHyperlinkWhereStylingIsOnAndPlainElsewhere() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = CLITestbed()
        bed.use(.opendict, server: server)
        let styled = try bed.today(["--color", "always"])
        #expect(styled.exitCode == 0, "\(styled.stderr)")
        let link = try #require(
            styled.stdout.split(separator: "\n").first { $0.contains("링크") }.flatMap { line in
                line.range(of: "https://").map { String(line[$0.lowerBound...]) }
            })
        let url = String(link.prefix { $0 != "\u{1B}" })
        #expect(url.hasPrefix("https://opendict.korean.go.kr/dictionary/view?sense_no="))
        // OSC 8: ESC ] 8 ; ; URL ST, the text (the URL itself), ESC ] 8 ; ; ST.
        #expect(styled.stdout.contains("\u{1B}]8;;\(url)\u{1B}\\\(url)\u{1B}]8;;\u{1B}\\"))

        let plain = try bed.today(["--color", "never"])
        #expect(!plain.stdout.contains("\u{1B}]8;;") && plain.stdout.contains("링크  \(url)\n"))
        bed.extraEnvironment["TERM"] = "linux"  // the console would print the sequence
        #expect(!(try bed.today(["--color", "always"])).stdout.contains("\u{1B}]8;;"))
    }

    @Test(arguments: [
        (Provider.opendict, ResponseFormat.xml), (.opendict, .json), (.stdict, .xml), (.stdict, .json),
        (.krdict, .xml),
    ])
    func fetchesCachesAndTheSecondRunMakesNoRequest(provider: Provider, format: ResponseFormat) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(provider))
        let bed = CLITestbed()
        bed.use(provider, server: server, format: format)

        let first = try bed.today()
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        // 표준국어대사전's view links the sense to 사과나무 (참고 어휘): its label, the widest,
        // sets the column the values line up at.
        let gap = provider == .stdict ? "    " : "  "
        #expect(first.stdout.contains("원어\(gap)沙果"))
        #expect(first.stdout.contains("출처\(gap)\(provider.displayName)"))
        #expect(first.stdout.contains("참고어  사과나무") == (provider == .stdict), "\(first.stdout)")
        #expect(!first.stdout.contains("저장된 사본"))
        // 표준국어대사전's search gives no origins, so both homographs are viewed.
        let requestsPerFetch = provider == .stdict ? 3 : 2
        #expect(server.requests.count == requestsPerFetch)
        let search = try #require(server.requests.first)
        #expect(search.query["q"] == "사과")
        #expect(search.query["key"] == CLITestbed.key)
        #expect(search.headers["user-agent"]?.hasPrefix("wordquiz/") == true)
        #expect(server.requests[1].query["method"] == "target_code")

        let second = try bed.today()
        #expect(second.exitCode == 0)
        #expect(server.requests.count == requestsPerFetch, "the second run must not touch the network")
        #expect(second.stdout.contains("저장된 사본"))

        let refreshed = try bed.today(["--refresh"])
        #expect(refreshed.exitCode == 0)
        #expect(server.requests.count == 2 * requestsPerFetch)
    }

    @Test(arguments: [ResponseFormat.xml, .json])
    func theFruitIsChosenOverTheApologyByItsHanja(format: ResponseFormat) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.stdict))
        let bed = CLITestbed()
        bed.use(.stdict, server: server, format: format)
        let result = try bed.today(["--json"])
        let viewed = Set(server.requests.dropFirst().compactMap { $0.query["q"] })
        #expect(viewed == ["150207", "150214"])
        let today = try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8))
        #expect(today.homographNumber == 4)
        #expect(today.origin == "沙果")
        #expect(today.targetCode == "150214")
    }

    @Test func storesTheRawResponses() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed()
        bed.use(.krdict, server: server)
        _ = try bed.today()
        let raw = try sqlite(
            bed.databasePath, "SELECT length(raw_search) > 100, length(raw_view) > 100 FROM entry_cache")
        #expect(raw == "1|1")
    }

    @Test func providerFlagOverridesTheConfiguration() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.opendict))
        let bed = CLITestbed()
        bed.use(.opendict, server: server)
        let result = try bed.today(["--offline"])
        #expect(result.stdout.contains("wordquiz 내장 단어장"))
        #expect(server.requests.isEmpty)
        let missing = try bed.today(["--provider", "krdict"])
        #expect(missing.exitCode == 78)
        #expect(missing.stderr.contains("KRDICT_API_KEY"))
    }
}

/// A refresh of a cached entry asks for its view while it searches: the learner waits one
/// round trip, not two. The loopback dictionary answers a search only once a view has been
/// asked for (or after 5 s): fetched in turn, the search would wait.
@Suite struct RefreshInOneRoundTripTests {
    /// Whether a view request came before each held search was answered.
    final class ViewFirst: @unchecked Sendable {
        private let condition = NSCondition()
        private var viewAsked = false
        private var held = false
        private var seen: [Bool] = []

        func holdSearches() {
            condition.lock()
            (held, viewAsked) = (true, false)
            condition.unlock()
        }

        func arrived(_ request: LoopbackHTTPServer.Request) {
            condition.lock()
            defer { condition.unlock() }
            if request.query["method"] == "target_code" {
                viewAsked = true
                condition.broadcast()
            } else if held {
                let end = Date(timeIntervalSinceNow: 5)
                while !viewAsked, condition.wait(until: end) {}
                seen.append(viewAsked)
            }
        }

        var searchesThatSawAView: [Bool] {
            condition.lock()
            defer { condition.unlock() }
            return seen
        }
    }

    static func start(_ provider: Provider) throws -> (LoopbackHTTPServer, CLITestbed, ViewFirst) {
        let order = ViewFirst()
        let fixtures = DictionaryServer.fixtures(provider)
        let server = try LoopbackHTTPServer { request in
            order.arrived(request)
            return fixtures(request)
        }
        let bed = CLITestbed()
        bed.use(provider, server: server)
        return (server, bed, order)
    }

    @Test(arguments: [Provider.opendict, .krdict])
    func theCachedEntrysViewIsAskedForWhileTheSearchIs(provider: Provider) throws {
        let (server, bed, order) = try Self.start(provider)
        let first = try JSONDecoder().decode(TodayJSON.self, from: Data(try bed.today(["--json"]).stdout.utf8))
        #expect(server.requests.count == 2)
        order.holdSearches()
        let refreshed = try bed.today(["--refresh", "--json"])
        #expect(refreshed.exitCode == 0, "\(refreshed.stderr)")
        #expect(order.searchesThatSawAView == [true])
        let entry = try JSONDecoder().decode(TodayJSON.self, from: Data(refreshed.stdout.utf8))
        #expect(entry.targetCode == first.targetCode)
        #expect(!entry.cached)
        #expect(server.requests.count == 4, "the view asked early is the one used: no third request")
    }

    /// The cached entry was the other homograph (the apology, 150207): its early view serves
    /// as that homograph's view, and the search's choice, the fruit, is what the learner gets.
    @Test func aCachedHomographTheSearchDoesNotChooseIsNotShown() throws {
        let (server, bed, order) = try Self.start(.stdict)
        _ = try bed.today()
        _ = try sqlite(
            bed.databasePath, "UPDATE entry_cache SET entry_json = json_set(entry_json, '$.targetCode', '150207')")
        order.holdSearches()
        let refreshed = try bed.today(["--refresh", "--json"])
        #expect(refreshed.exitCode == 0, "\(refreshed.stderr)")
        #expect(order.searchesThatSawAView == [true])
        let entry = try JSONDecoder().decode(TodayJSON.self, from: Data(refreshed.stdout.utf8))
        #expect(entry.targetCode == "150214")
        #expect(entry.origin == "沙果")
        let viewed = server.requests.dropFirst(3).compactMap {
            $0.query["method"] == "target_code" ? $0.query["q"] : nil
        }
        #expect(viewed.sorted() == ["150207", "150214"], "each homograph viewed once")
    }
}

/// Runs a query with the sqlite3 shell, as a user inspecting their data would. A statement
/// the shell refuses fails the test that ran it (a setup that silently did nothing would let
/// the test pass for the wrong reason).
func sqlite(_ path: String, _ sql: String) throws -> String {
    let result = try ProcessRunner.run("/usr/bin/sqlite3", ["-bail", path, sql], environment: [:], timeout: 20)
    #expect(result.exitCode == 0, "sqlite3 refused: \(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}
