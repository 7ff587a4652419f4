import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// The review log as `export` writes it, read back by real parsers — Python's csv module for
/// the TSV, Foundation's JSON and ISO 8601 readers for the JSON — and compared answer by answer
/// with what was recorded: the moment to the millisecond, the learner's day, the word, the
/// rating, the time taken.
@Suite struct ExportReadBackTests {
    /// Each recorded answer as the export should say it: (moment in ms, day, word, rating, ms taken).
    static func recorded() -> [(Int64, String, String, Int, Int)] {
        AnkiPackageTests.history.enumerated().map { index, answer in
            let day = AnkiPackageTests.today - answer.daysAgo
            return (
                AnkiPackageTests.noon(day, plus: Int64(index)), CalendarDate(dayNumber: day).description, answer.word,
                answer.rating.rawValue, 1_000 + index * 100
            )
        }
    }

    @Test func theTSVLogReadsBackAnswerByAnswer() throws {
        let bed = try AnkiPackageTests.learner()
        let tsv = try bed.run(["export", "--format", "tsv", "--reviews"])
        #expect(tsv.exitCode == 0, "\(tsv.stderr)")
        // Each row as a real TSV reader gives it, the moment turned back into milliseconds.
        let reader = """
            import csv, datetime, json, sys
            rows = []
            for row in csv.DictReader(sys.stdin, delimiter="\\t"):
                moment = datetime.datetime.fromisoformat(row["reviewed_at"].replace("Z", "+00:00"))
                rows.append([round(moment.timestamp() * 1000), row["learner_day"], row["word"], int(row["rating"]),
                             int(row["response_ms"])])
            json.dump(rows, sys.stdout, ensure_ascii=False)
            """
        let read = try ProcessRunner.run(
            "/usr/bin/python3", ["-c", reader], environment: ["LANG": "C.UTF-8"], stdin: tsv.stdout)
        #expect(read.exitCode == 0, "\(read.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [[Any]])
        let expected = Self.recorded()
        #expect(rows.count == expected.count)
        for (row, answer) in zip(rows, expected) {
            #expect((row[0] as? Int).map(Int64.init) == answer.0, "\(row)")
            #expect(row[1] as? String == answer.1, "\(row)")
            #expect(row[2] as? String == answer.2, "\(row)")
            #expect(row[3] as? Int == answer.3, "\(row)")
            #expect(row[4] as? Int == answer.4, "\(row)")
        }
    }

    @Test func theJSONLogReadsBackAnswerByAnswer() throws {
        let bed = try AnkiPackageTests.learner()
        let json = try bed.run(["export", "--format", "json"])
        let document = try JSONDecoder().decode(ExportDocument.self, from: Data(json.stdout.utf8))
        let moments = ISO8601DateFormatter()
        moments.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let expected = Self.recorded()
        #expect(document.reviews.count == expected.count)
        for (review, answer) in zip(document.reviews, expected) {
            let moment = try #require(moments.date(from: review.reviewedAt), "\(review.reviewedAt)")
            #expect(Int64((moment.timeIntervalSince1970 * 1000).rounded()) == answer.0, "\(review.reviewedAt)")
            #expect(review.learnerDay.description == answer.1)
            #expect(review.headword == answer.2)
            #expect(review.rating == answer.3)
            #expect(review.responseMilliseconds == answer.4)
        }
    }

    /// The JSON export is written in pieces, the reviews as they are read: the bytes are those
    /// of the whole document encoded at once, with no review, one, or several (quotes, slashes,
    /// Hangul and a line break among their text).
    @Test(arguments: [0, 1, 3])
    func theStreamedDocumentIsTheDocumentEncodedWhole(reviews count: Int) throws {
        let card = ExportDocument.Card(
            headword: "사과", partOfSpeech: "명사", definition: "사과나무의 열매", english: nil, example: "사과를 \"깎아\" 먹다",
            stability: 3.25, difficulty: 5.5, due: CalendarDate(parsing: "2026-12-05")!, reviews: 2, lapses: 0)
        let reviews = (0..<count).map { index in
            ExportDocument.Review(
                reviewedAt: "2026-12-0\(index + 1)T03:00:00.123Z", learnerDay: CalendarDate(parsing: "2026-12-01")!,
                sessionID: "s/\(index)", headword: "사과", kind: .choice, prompt: "열매\n(둥근)", answer: "사과 \(index)",
                verdict: index == 1 ? .wrong : .correct, rating: 3, hints: index, responseMilliseconds: 1_500 + index)
        }
        var streamed = ""
        try ExportDocument.stream(
            cards: [card], reviews: { each in try reviews.forEach(each) }, write: { streamed += $0 })
        #expect(streamed == (try JSONOutput.line(ExportDocument(cards: [card], reviews: reviews))))
    }
}
