import Foundation
import Testing
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

@testable import WordQuizApp

/// Every error message that holds two or more values, as the reader reads it in English and in
/// Korean, each value different from the others (so two swapped are seen), with the exit code
/// a script sees. `ErrorReportTests` holds the exit codes of every kind of failure; this, the
/// words.
@Suite struct ErrorMessageTests {
    struct Said: Sendable, CustomTestStringConvertible {
        var error: any Error & Sendable
        var exitCode: ExitCode
        var english: String
        var korean: String
        var testDescription: String { english }
    }

    static let database = "/srv/learner/wordquiz.sqlite3"

    static let said: [Said] = [
        Said(
            error: CommandFailure.fileAccess(.read, path: "/home/a/words.tsv", reason: .verbatim("Permission denied")),
            exitCode: .ioError, english: "cannot read /home/a/words.tsv: Permission denied",
            korean: "/home/a/words.tsv 파일을 읽을 수 없어요: Permission denied"),
        Said(
            error: CommandFailure.fileAccess(
                .write, path: "/srv/out.apkg", reason: .verbatim("No space left on device")),
            exitCode: .ioError, english: "cannot write /srv/out.apkg: No space left on device",
            korean: "/srv/out.apkg 파일에 쓸 수 없어요: No space left on device"),
        Said(
            error: CommandFailure.fileAccess(
                .writeInto, path: "/srv/units", reason: .verbatim("Read-only file system")),
            exitCode: .ioError, english: "cannot write to /srv/units: Read-only file system",
            korean: "/srv/units에 쓸 수 없어요: Read-only file system"),
        Said(
            error: CommandFailure.fileAccess(
                .open, path: "/tmp/deck.csv", reason: .verbatim("No such file or directory")),
            exitCode: .ioError, english: "cannot open /tmp/deck.csv: No such file or directory",
            korean: "/tmp/deck.csv 파일을 열 수 없어요: No such file or directory"),
        Said(
            error: CommandFailure.fileAccess(.importFile, path: "/tmp/topik.apkg", reason: .verbatim("Is a directory")),
            exitCode: .ioError, english: "cannot import /tmp/topik.apkg: Is a directory",
            korean: "/tmp/topik.apkg 파일을 가져올 수 없어요: Is a directory"),
        // A path that ends in a Latin letter keeps both forms of the particle: 을(를).
        Said(
            error: CommandFailure.fileAccess(
                .createDataFolder, path: "/var/lib/wq", reason: .verbatim("Permission denied")),
            exitCode: .ioError, english: "cannot create the data folder /var/lib/wq: Permission denied",
            korean: "데이터 폴더 /var/lib/wq을(를) 만들 수 없어요: Permission denied"),
        Said(
            error: CommandFailure.unreadablePackage(
                path: "/d/old.apkg", reason: .verbatim("a media name leaves the folder")),
            exitCode: .dataError,
            english: "/d/old.apkg is not an Anki package wordquiz can read: a media name leaves the folder",
            korean: "/d/old.apkg은(는) wordquiz가 읽을 수 있는 Anki 패키지가 아니에요: a media name leaves the folder"),
        // 1 is read 일: the particle after it is 을.
        Said(
            error: CommandFailure.libraryMissing(name: "libzstd.so.1", reason: "cannot open shared object file"),
            exitCode: .unavailable,
            english:
                "libzstd.so.1 could not be loaded (cannot open shared object file): run scripts/install-deps, or install it from your system's packages",
            korean:
                "libzstd.so.1을 불러올 수 없어요(cannot open shared object file): scripts/install-deps를 실행하거나 시스템 패키지로 설치하세요"),
        Said(
            error: CommandFailure.daemonRunning(pid: "4242", directory: "/home/a/.local/share/wordquiz"),
            exitCode: .temporaryFailure,
            english:
                "another wordquiz daemon (pid 4242) is already delivering from /home/a/.local/share/wordquiz; stop it first (kill 4242).",
            korean: "다른 wordquiz 데몬(pid 4242)이 이미 /home/a/.local/share/wordquiz에서 보내고 있어요. 먼저 멈추세요(kill 4242)."
        ),
        Said(
            error: CommandFailure.channelsFailed(failed: 2, total: 3), exitCode: .temporaryFailure,
            english: "2 of 3 channels failed", korean: "채널 3개 중 2개가 실패했어요"),
        Said(
            error: CommandFailure.checksFailed(failed: 1, total: 4), exitCode: .configuration,
            english: "1 of 4 checks failed; each says how to fix it",
            korean: "점검 4개 중 1개가 실패했어요. 각 줄에 고치는 방법이 있어요"),
        Said(
            error: CommandFailure.fireFailed(scheduleID: "morning", failures: .verbatim("ntfy answered HTTP 503")),
            exitCode: .unavailable, english: "schedule 'morning': failed (ntfy answered HTTP 503)",
            korean: "일정 'morning': 실패했어요 (ntfy answered HTTP 503)"),
        Said(
            error: StoreError(path: database, code: 14, message: "unable to open database file"), exitCode: .ioError,
            english:
                "cannot open the database /srv/learner/wordquiz.sqlite3: unable to open database file. Check that the folder exists and that you may read and write it.",
            korean:
                "/srv/learner/wordquiz.sqlite3 데이터베이스를 열 수 없어요: unable to open database file. 폴더가 있는지, 읽고 쓸 권한이 있는지 확인하세요."
        ),
        Said(
            error: StoreError(path: database, reason: .newerSchema(version: 31, known: 24), message: ""),
            exitCode: .dataError,
            english:
                "the database /srv/learner/wordquiz.sqlite3 was written by a newer wordquiz (schema version 31, this wordquiz knows 24); update wordquiz to use it.",
            korean:
                "/srv/learner/wordquiz.sqlite3 데이터베이스는 더 새로운 wordquiz가 썼어요(스키마 버전 31, 이 wordquiz는 24까지 알아요). wordquiz를 업데이트하세요."
        ),
        Said(
            error: StoreError(path: database, reason: .unencodable, message: "a date before 1970"), exitCode: .ioError,
            english: "could not store a value in /srv/learner/wordquiz.sqlite3: a date before 1970.",
            korean: "/srv/learner/wordquiz.sqlite3에 값을 저장하지 못했어요: a date before 1970."),
        Said(
            error: StoreError(path: database, code: 19, message: "UNIQUE constraint failed"), exitCode: .ioError,
            english: "database error in /srv/learner/wordquiz.sqlite3: UNIQUE constraint failed (SQLite code 19).",
            korean: "/srv/learner/wordquiz.sqlite3의 데이터베이스 오류: UNIQUE constraint failed (SQLite 코드 19)."),
        Said(
            error: QuizError.poolTooSmall(needed: 3, available: 2), exitCode: .dataError,
            english: "multiple-choice questions need 3 other words and only 2 are known; use --mode chosung or cloze.",
            korean: "객관식 문제에는 다른 단어가 3개 필요한데 아는 단어는 2개뿐이에요. --mode chosung이나 cloze를 쓰세요."),
        Said(
            error: QuizError.unsuitable(.cloze, "사과"), exitCode: .dataError,
            english: "‘사과’ has no example sentence for a cloze question.",
            korean: "‘사과’에는 cloze 문제에 쓸 예문이 없어요."),
        Said(
            error: DictionaryError.missingKey(provider: .stdict), exitCode: .configuration,
            english: "표준국어대사전 needs an API key: set STDICT_API_KEY in Config.env.",
            korean: "표준국어대사전에는 API 키가 필요해요: Config.env에 STDICT_API_KEY 값을 설정하세요."),
        Said(
            error: DictionaryError.api(provider: .stdict, report: .init(code: "021", message: "")),
            exitCode: .configuration,
            english:
                "표준국어대사전 says the API key is suspended (error 021); check STDICT_API_KEY in Config.env or on the key page of https://stdict.korean.go.kr.",
            korean:
                "표준국어대사전에서 API 키가 정지되었다고 해요(오류 021). Config.env의 STDICT_API_KEY나 https://stdict.korean.go.kr의 키 페이지를 확인하세요."
        ),
        Said(
            error: DictionaryError.api(provider: .opendict, report: .init(code: "020", message: "")),
            exitCode: .configuration,
            english:
                "우리말샘 says the API key is not registered (error 020); check OPENDICT_API_KEY in Config.env or on the key page of https://opendict.korean.go.kr.",
            korean:
                "우리말샘에서 등록되지 않은 API 키라고 해요(오류 020). Config.env의 OPENDICT_API_KEY나 https://opendict.korean.go.kr의 키 페이지를 확인하세요."
        ),
        Said(
            error: DictionaryError.api(provider: .opendict, report: .init(code: "100", message: "")),
            exitCode: .unavailable, english: "우리말샘 reported error 100",
            korean: "우리말샘에서 오류를 알려 왔어요(오류 100)"),
        Said(
            error: DictionaryError.api(provider: .opendict, report: .init(code: "101", message: "bad parameter")),
            exitCode: .unavailable, english: "우리말샘 reported error 101: bad parameter",
            korean: "우리말샘에서 오류를 알려 왔어요(오류 101): bad parameter"),
        Said(
            error: DictionaryError.serverUnavailable(
                provider: .opendict, url: "https://opendict.korean.go.kr/api/search?key=hidden&q=a", status: 503),
            exitCode: .temporaryFailure,
            english: "우리말샘 is unavailable (HTTP 503 from https://opendict.korean.go.kr/api/search)",
            korean: "우리말샘 서비스를 지금 쓸 수 없어요(https://opendict.korean.go.kr/api/search에서 HTTP 503)"),
        Said(
            error: DictionaryError.httpStatus(
                provider: .stdict, url: "http://127.0.0.1:8080/api/search.do?q=a", status: 404),
            exitCode: .unavailable,
            english: "표준국어대사전 answered HTTP 404 for http://127.0.0.1:8080/api/search.do; check STDICT_BASE_URL.",
            korean:
                "표준국어대사전에서 http://127.0.0.1:8080/api/search.do 요청에 HTTP 404 응답을 보냈어요. STDICT_BASE_URL 설정을 확인하세요."
        ),
        Said(
            error: DictionaryError.malformed(
                provider: .opendict, url: "https://opendict.korean.go.kr/api/view", reason: "no channel element"),
            exitCode: .unavailable,
            english:
                "우리말샘 sent a response wordquiz cannot read (no channel element) from https://opendict.korean.go.kr/api/view",
            korean: "우리말샘에서 wordquiz가 읽을 수 없는 응답을 보냈어요(no channel element, https://opendict.korean.go.kr/api/view)"
        ),
        Said(
            error: DictionaryError.hostile(
                provider: .opendict, url: "https://opendict.korean.go.kr/api/view", reason: "a DTD"),
            exitCode: .unavailable,
            english: "우리말샘 sent a response wordquiz refused (a DTD) from https://opendict.korean.go.kr/api/view",
            korean: "우리말샘에서 보낸 응답을 wordquiz가 거부했어요(a DTD, https://opendict.korean.go.kr/api/view)"),
        Said(
            error: DictionaryError.notFound(provider: .stdict, word: "맑음"), exitCode: .unavailable,
            english: "표준국어대사전 has no standard entry for ‘맑음’", korean: "표준국어대사전에 ‘맑음’의 표제어가 없어요"),
        Said(
            error: DictionaryError.unconfirmedHomograph(provider: .stdict, word: "배", homographs: 7),
            exitCode: .unavailable,
            english: "표준국어대사전 lists 7 entries for ‘배’ and could not confirm which one this is",
            korean: "표준국어대사전에 ‘배’ 항목이 7개 있는데, 이 단어가 어느 것인지 확인하지 못했어요"),
        Said(
            error: ConfigurationError.missingKey(provider: .krdict, variable: "KRDICT_API_KEY"),
            exitCode: .configuration,
            english:
                "한국어기초사전 (krdict) needs an API key: set KRDICT_API_KEY in Config.env or ~/.config/wordquiz/config.env, or use --offline.",
            korean:
                "한국어기초사전(krdict)에는 API 키가 필요해요: Config.env나 ~/.config/wordquiz/config.env에 KRDICT_API_KEY 값을 설정하거나 --offline을 쓰세요."
        ),
        Said(
            error: ConfigurationError.invalidValue(
                variable: "WORDQUIZ_TIMEOUT", value: "never", expected: .verbatim("seconds from 1 to 300")),
            exitCode: .configuration,
            english: "WORDQUIZ_TIMEOUT is set to 'never', which is not valid: expected seconds from 1 to 300.",
            korean: "WORDQUIZ_TIMEOUT의 값 'never': 쓸 수 없는 값이에요. 알맞은 값: seconds from 1 to 300."),
    ]

    @Test(arguments: said)
    func theMessageSaysEachValueInItsPlace(_ said: Said) {
        let report = ErrorReport(said.error)
        #expect(report.message.text(in: .en) == said.english)
        #expect(report.message.text(in: .ko) == said.korean)
        #expect(report.exitCode == said.exitCode)
    }
}
