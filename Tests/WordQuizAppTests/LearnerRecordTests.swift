import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// review, stats, history and export after real sessions.
@Suite struct LearnerRecordTests {
    let day = CalendarDate(parsing: CLITestbed.appleDay)!

    /// A session on the apple day: 사과 right, the day before's word wrong, and wrong again
    /// when it is asked once more at the end.
    func studied() throws -> (CLITestbed, missed: String) {
        let bed = try CLITestbed().meet(days: 2)
        let missed = WordOfTheDay.word(for: day.adding(days: -1)).headword
        let result = try bed.run(
            ["quiz", "--mode", "chosung", "--count", "2", "--date", CLITestbed.appleDay], stdin: "사과\n틀림\n틀림\n")
        #expect(result.stdout.contains("점수 1/2"))
        return (bed, missed)
    }

    @Test func aMissedWordIsDueTheNextDayAndNotBefore() throws {
        let (bed, missed) = try studied()
        let sameDay = try bed.run(["review", "--date", CLITestbed.appleDay], stdin: "")
        #expect(sameDay.stdout.contains("지금 복습할 단어가 없어요. 다음 복습: 2024-01-02."))
        let nextDay = try bed.run(
            ["review", "--mode", "chosung", "--date", "2024-01-02"], stdin: "\(missed)\n")
        #expect(nextDay.exitCode == 0)
        #expect(nextDay.stdout.contains("[1/1]"))
        #expect(nextDay.stdout.contains("점수 1/1"))
        let again = try bed.run(["review", "--date", "2024-01-02"], stdin: "")
        #expect(!again.stdout.contains("[1/"))
    }

    @Test func theDailyReviewLimitAndItsCatchUpShareHold() throws {
        let (bed, _) = try studied()
        bed.extraEnvironment["WORDQUIZ_REVIEW_LIMIT"] = "1"
        // Both words are due by 2024-01-05, more than the limit of one: one more is asked to
        // catch up (half the limit, rounded up), so both are asked today and nothing waits.
        let result = try bed.run(["review", "--mode", "chosung", "--date", "2024-01-05"], stdin: "x\nx\nx\nx\n")
        #expect(result.stdout.hasPrefix("[1/2]"), "no backlog to announce: \(result.stdout)")
        // Both missed, so both come back tomorrow: nothing waits today, and review says when.
        let after = try bed.run(["review", "--date", "2024-01-05"], stdin: "")
        #expect(after.stdout == "지금 복습할 단어가 없어요. 다음 복습: 2024-01-06.\n", "\(after.stdout)")
    }

    @Test func statsShowTheRecord() throws {
        let (bed, _) = try studied()
        let result = try bed.run(["stats", "--date", CLITestbed.appleDay])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("연속 학습  1일"))
        #expect(result.stdout.contains("전체 3개 (연습 1개) · 정답률 33%"))
        #expect(result.stdout.contains("익힌 단어 1개 / 공부한 단어 2개"))
        #expect(result.stdout.contains("최근 12주"))

        let json = try bed.run(["stats", "--json", "--date", "2024-01-02"])
        let report = try JSONDecoder().decode(StatsReport.self, from: Data(json.stdout.utf8))
        #expect(report.streakDays == 1)
        #expect(report.answers == 3)
        #expect(report.dueToday == 1)
        #expect(report.answersByDay["2024-01-01"] == 3)
        #expect(report.last7Days.answers == 3)
    }

    /// Four days on, the missed word is remembered and 사과 is not: one of two reviews recalled.
    @Test func statsShowTrueRetentionTheComingReviewsAndWhatATargetCosts() throws {
        let (bed, missed) = try studied()
        let review = try bed.run(
            ["review", "--mode", "chosung", "--date", "2024-01-05"], stdin: "\(missed)\nx\nx\nx\n")
        #expect(review.stdout.contains("점수 1/2"), "\(review.stdout)")
        bed.extraEnvironment["WORDQUIZ_DESIRED_RETENTION"] = "0.85"
        let text = try bed.run(["stats", "--date", "2024-01-05"])
        #expect(text.stdout.contains("실제 기억률  최근 30일 복습 2번 중 1번 기억 (50%, 목표 85%)"), "\(text.stdout)")
        #expect(text.stdout.contains("(50%, 목표 85%) · 초급 50% (2번)"), "both are beginner's words: \(text.stdout)")
        #expect(text.stdout.contains("오늘 0개 · 7일 안에 2개 · 30일 안에 2개 · 가장 많은 날 2024-01-06 (1개)"), "\(text.stdout)")
        let costLine = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("목표 기억률과 복습량") })
        #expect(costLine.contains("◀") && costLine.components(separatedBy: "◀")[0].hasSuffix("번 "), "\(costLine)")
        #expect(costLine.contains("하루 새 단어 5개로"), "\(costLine)")

        let json = try bed.run(["stats", "--json", "--date", "2024-01-05"])
        let report = try JSONDecoder().decode(StatsReport.self, from: Data(json.stdout.utf8))
        #expect(report.retention.reviews == 2)
        #expect(report.retention.recalled == 1)
        #expect(report.retention.rate == 0.5)
        #expect(report.retention.target == 0.85)
        #expect(report.retention.days == 30)
        #expect(report.retention.levels.map(\.level) == ["beginner"])
        #expect(report.retention.levels.first?.reviews == 2)
        #expect(report.retention.levels.first?.recalled == 1)
        #expect(report.forecast.count == 30)
        #expect(report.forecast.first?.date.description == "2024-01-05")
        #expect(report.forecast.last?.date.description == "2024-02-03")
        #expect(report.forecast[0].due == report.dueToday)
        #expect(report.forecast[0].due == 0, "both words were reviewed today")
        #expect(report.forecast[1].due == 1, "사과, missed today, comes back tomorrow")
        #expect(report.forecast.reduce(0) { $0 + $1.due } == 2)
        #expect(report.calibration.reduce(0) { $0 + $1.reviews } == 2)
        #expect(report.retentionCost.map(\.retention) == [0.80, 0.85, 0.90, 0.95])
        let perDay = report.retentionCost.map(\.reviewsPerDay)
        #expect(perDay == perDay.sorted() && perDay[0] > 0, "\(perDay)")
        #expect(report.retentionCostNewPerDay == 5)
        #expect(report.fitSuggestedAt == nil, "two reviews are far from a fit")

        bed.extraEnvironment["WORDQUIZ_LANG"] = "en"
        let english = try bed.run(["stats", "--date", "2024-01-05"])
        #expect(
            english.stdout.contains("True retention  1 of 2 reviews recalled in the last 30 days (50%, target 85%)"),
            "\(english.stdout)")
        #expect(
            english.stdout.contains(
                "today 0 · within 7 days 2 · within 30 days 2 · busiest 2024-01-06 (1 word)"),
            "\(english.stdout)")
    }

    @Test func historyListsPastDaysWithTheirLastReview() throws {
        let (bed, missed) = try studied()
        _ = try bed.run(["today", "--date", "2024-01-03"])
        // A look at a future day's word is not history.
        _ = try bed.run(["today", "--date", "2099-01-01"])
        let result = try bed.run(["history", "--json"])
        let rows = try JSONDecoder().decode([HistoryRow].self, from: Data(result.stdout.utf8))
        #expect(rows.map(\.date.description) == ["2024-01-03", "2024-01-01", "2023-12-31"])
        #expect(rows.map(\.headword)[1...] == ["사과", missed])
        #expect(rows[1].lastReviewed != nil)
        #expect(rows.first?.lastReviewed == nil)
        #expect(result.stdout.contains("\"lastReviewed\":null"), "an absent value is written as null")
        let text = try bed.run(["history"])
        #expect(text.stdout.contains("2024-01-01  사과"))
        let firstLine = try #require(text.stdout.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("2024-01-03  \(rows[0].headword)"), "\(text.stdout)")
        #expect(firstLine.hasSuffix("  아직 복습 안 함 · 첫 복습 2024-01-04"), "\(text.stdout)")
        #expect(rows[0].due?.description == "2024-01-04", "a met word's first review is the next day")
    }

    @Test func exportsCardsForAnkiAndTheFullLog() throws {
        let (bed, missed) = try studied()
        let tsv = try bed.run(["export", "--format", "tsv"])
        let lines = tsv.stdout.split(separator: "\n")
        #expect(lines.first == "#separator:tab")
        #expect(lines.contains("#html:false"))
        let apple = try #require(lines.first { $0.hasPrefix("사과\t") })
        #expect(apple.split(separator: "\t").count == 4)
        // Tags in one vocabulary whatever the language, as Anki's searches name them.
        #expect(apple.hasSuffix("\tapple\twordquiz noun beginner"), "the gloss in its own field: \(apple)")
        #expect(lines.contains { $0.hasPrefix(missed + "\t") })

        let log = try bed.run(["export", "--format", "tsv", "--reviews"])
        #expect(log.stdout.split(separator: "\n").count == 4)

        let json = try bed.run(["export", "--format", "json"])
        let document = try JSONDecoder().decode(ExportDocument.self, from: Data(json.stdout.utf8))
        #expect(document.cards.count == 2)
        #expect(document.cards.first { $0.headword == "사과" }?.english == "apple")
        #expect(document.reviews.map(\.verdict) == [.correct, .wrong, .wrong])
        #expect(try bed.run(["export"]).exitCode == 64)
    }
}
