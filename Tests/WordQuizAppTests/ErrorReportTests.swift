import Foundation
import Testing
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

@testable import WordQuizApp

/// Every kind of failure a command can meet, and the exit code a script sees for it: the one
/// table `ErrorReport` keeps (sysexits: 64 usage, 65 data, 66 no input, 69 unavailable,
/// 70 software, 74 I/O, 75 try again, 78 configuration, 130 interrupted).
@Suite struct ErrorReportTests {
    static let path = "/home/learner/.local/share/wordquiz/wordquiz.sqlite3"

    static func store(_ code: ResultCode) -> StoreError {
        StoreError(path: path, reason: .sqlite(code), message: "sqlite says no")
    }

    static let transfer = TransferError(kind: .timedOut, redactedURL: "https://dictionary.example/api")

    static let cases: [(String, any Error, Int32)] = [
        ("a missing key in the dictionary client", DictionaryError.missingKey(provider: .stdict), 78),
        (
            "a key refused as unregistered",
            DictionaryError.api(provider: .stdict, report: .init(code: "020", message: "")), 78
        ),
        ("a key suspended", DictionaryError.api(provider: .krdict, report: .init(code: "021", message: "")), 78),
        ("another API error", DictionaryError.api(provider: .stdict, report: .init(code: "100", message: "")), 69),
        ("the network", DictionaryError.network(provider: .opendict, error: transfer), 75),
        ("a server that stays down", DictionaryError.serverUnavailable(provider: .opendict, url: "u", status: 503), 75),
        ("an unexpected status", DictionaryError.httpStatus(provider: .opendict, url: "u", status: 404), 69),
        ("a hostile response", DictionaryError.hostile(provider: .opendict, url: "u", reason: "DTD"), 69),
        ("a cancelled fetch", DictionaryError.cancelled, 130),
        ("a busy store", store(.busy), 75),
        ("a locked store", store(.locked), 75),
        ("a damaged store", store(.corrupt), 65),
        ("a file that is not a database", store(.notADatabase), 65),
        (
            "a store from a newer wordquiz",
            StoreError(path: path, reason: .newerSchema(version: 99, known: 8), message: ""), 65
        ),
        ("a store that cannot be written", store(.ioError), 74),
        ("a store that cannot be opened", store(.cannotOpen), 74),
        ("a setting to fix", ConfigurationError.missingKey(provider: .stdict, variable: "STDICT_API_KEY"), 78),
        ("nothing to quiz", QuizError.emptyPool, 66),
        ("too few words for a question", QuizError.poolTooSmall(needed: 4, available: 2), 65),
        ("a command-line mistake", CommandFailure.usage(.verbatim("no such option")), 64),
        ("an unknown schedule", CommandFailure.noSuchSchedule("s9"), 64),
        ("a daemon already running", CommandFailure.daemonRunning(pid: "42", directory: "/d"), 75),
        ("every channel failed", CommandFailure.channelsFailed(failed: 2, total: 2), 69),
        ("some channels failed", CommandFailure.channelsFailed(failed: 1, total: 2), 75),
        (
            "a file wordquiz cannot write",
            CommandFailure.fileAccess(.write, path: "/x", reason: .verbatim("full")), 74
        ),
        ("an interrupt", CommandFailure.interrupted, 130),
        ("doctor's checks failing", CommandFailure.checksFailed(failed: 1, total: 9), 78),
        ("cancellation", CancellationError(), 130),
        ("anything unforeseen", POSIXError(.EINVAL), 70),
    ]

    @Test(arguments: 0..<cases.count)
    func eachFailureHasItsExitCode(index: Int) {
        let (what, error, expected) = Self.cases[index]
        #expect(ErrorReport(error).exitCode.rawValue == expected, "\(what)")
    }

    @Test(arguments: Language.allCases)
    func everyMessageIsOneLineInEveryLanguage(language: Language) {
        for (what, error, _) in Self.cases {
            let message = ErrorReport(error).message.text(in: language)
            #expect(!message.isEmpty && !message.contains("\n"), "\(what): \(message)")
        }
    }

    /// Two counts in one sentence each stand in their own place, in every language, and the
    /// noun takes the form its number does.
    @Test(arguments: [
        (1, 2, Language.en, "1 of 2 channels failed"), (2, 3, .en, "2 of 3 channels failed"),
        (1, 1, .en, "1 of 1 channel failed"), (1, 2, .ko, "채널 2개 중 1개가 실패했어요"),
        (3, 5, .ko, "채널 5개 중 3개가 실패했어요"),
    ])
    func aSentenceWithTwoCountsPutsEachInItsPlace(failed: Int, total: Int, language: Language, expected: String) {
        let report = ErrorReport(CommandFailure.channelsFailed(failed: failed, total: total))
        #expect(report.message.text(in: language) == expected)
    }

    @Test func aCheckCountedAloneIsOneCheck() {
        let report = ErrorReport(CommandFailure.checksFailed(failed: 1, total: 1))
        #expect(report.message.text(in: .en) == "1 of 1 check failed; each says how to fix it")
        #expect(report.message.text(in: .ko) == "점검 1개 중 1개가 실패했어요. 각 줄에 고치는 방법이 있어요")
    }
}
