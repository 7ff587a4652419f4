import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// Every figure `stats` shows, each of its own value (so two slots swapped are seen), at rates
/// where rounding and truncation part (so a percentage cut short is seen), at the edges of its
/// windows (the last 7 days, the last 30), in both languages.
@Suite struct StatsFiguresTests {
    /// 2024-03-01: the day before is the leap day, and the windows reach back over it.
    static let today = CalendarDate(parsing: "2024-03-01")!.dayNumber

    /// Today 3 answers (2 right, 1 practice); the leap day 9 (6 right); six days ago 4 (3 right,
    /// 1 practice), the last of the 7 days; seven days ago 5 (all right), the first outside
    /// them; forty days ago 10 (4 right). In all 31 answers, 20 right: 64.5 %, shown 65 %; the
    /// last 7 days 16 answers, 11 right: 68.75 %, shown 69 %. The streak is today and the
    /// leap day: 2.
    static let stats = LearnerStats(
        days: [
            today: .init(answers: 3, correct: 2, practice: 1),
            today - 1: .init(answers: 9, correct: 6, practice: 0),
            today - 6: .init(answers: 4, correct: 3, practice: 1),
            today - 7: .init(answers: 5, correct: 5, practice: 0),
            today - 40: .init(answers: 10, correct: 4, practice: 0),
        ], wordsStudied: 13, wordsLearned: 8, dueToday: 6, leeches: [], today: today)

    /// True retention: 11 reviews in the last 30 days, 7 recalled (63.6 %, shown 64 %), of which
    /// the intermediate words' 8, 5 recalled (62.5 %, shown 63 %); the target 0.875 (88 %).
    /// Due: 4 today, 7 in three days, 2 in twenty days, 9 in forty-five (past the 30 shown).
    /// Calibration: 9 reviews predicted 80–90 %, 7 recalled (77.8 %, shown 78 %).
    static let outlook = MemoryOutlook(
        retention: TrueRetention(
            tallies: [nil: .init(reviews: 3, recalled: 2), .intermediate: .init(reviews: 8, recalled: 5)],
            target: 0.875),
        forecast: ReviewForecast(
            dueCounts: [(today, 4), (today + 3, 7), (today + 20, 2), (today + 45, 9)], today: today),
        calibration: RecallCalibration(sums: [.init(bin: 3, reviews: 9, predicted: 7.6, recalled: 7)]),
        testedReviews: 0, fsrs: FSRS(desiredRetention: 0.875), newPerDay: 7, fittedTo: nil)

    static let levels = [LevelProgress(level: .beginner, words: 800, met: 41, learned: 27, due: 5)]

    static func page(in language: Language) -> [String] {
        StatsPage.text(
            stats, levels: levels, outlook: outlook, chosen: .only(.beginner), today: today, style: .plain,
            language: language
        ).components(separatedBy: "\n")
    }

    @Test func theRecordsFiguresInKorean() {
        let page = Self.page(in: .ko)
        #expect(page.contains("연속 학습  2일"), "\(page)")
        #expect(page.contains("답변  전체 31개 (연습 2개) · 정답률 65%  |  최근 7일 16개 · 정답률 69%"), "\(page)")
        #expect(page.contains("단어  익힌 단어 8개 / 공부한 단어 13개"), "\(page)")
        #expect(page.contains("오늘 복습  6개"), "\(page)")
        #expect(page.contains("초급  만난 단어 41/800 · 익힌 단어 27 · 오늘 복습 5 ◀"), "\(page)")
        #expect(
            page.contains("실제 기억률  최근 30일 복습 11번 중 7번 기억 (64%, 목표 88%) · 중급 63% (8번)"), "\(page)")
        #expect(
            page.contains { $0.hasSuffix("오늘 4개 · 7일 안에 11개 · 30일 안에 13개 · 가장 많은 날 2024-03-04 (7개)") },
            "\(page)")
        #expect(page.contains("예측과 실제  예측 80–90%: 실제 78% (9번)"), "\(page)")
        // The heat map's last weeks: the leap day a Thursday (9 answers), the day after it
        // today (3), a Friday; six and seven days ago in the week before (4 and 5); forty days
        // ago, 2024-01-21, a Sunday six weeks before this one (10).
        #expect(page.contains("목 · · · · · · · · · · · ▒ "), "\(page)")
        #expect(page.contains("금 · · · · · · · · · · ▒ ░ "), "\(page)")
        #expect(page.contains("토 · · · · · · · · · · ░   "), "\(page)")
        #expect(page.contains("일 · · · · · ▓ · · · · ·   "), "\(page)")
    }

    /// The rows of the learner's track: a native speaker's page shows the native track, not the
    /// three learner levels (unless words of one were met); a learner's page the reverse.
    @Test func theLevelRowsAreTheTrackInUse() {
        let levels = [
            LevelProgress(level: .beginner, words: 800, met: 0, learned: 0, due: 0),
            LevelProgress(level: .intermediate, words: 1_200, met: 3, learned: 1, due: 0),
            LevelProgress(level: .advanced, words: 600, met: 0, learned: 0, due: 0),
            LevelProgress(level: .native, words: 535, met: 12, learned: 9, due: 2),
        ]
        func rows(_ chosen: LevelChoice) -> [String] {
            StatsPage.text(
                Self.stats, levels: levels, outlook: Self.outlook, chosen: chosen, today: Self.today, style: .plain,
                language: .en
            ).components(separatedBy: "\n").filter { $0.contains(" · learned ") && $0.hasPrefix(" ") == false }
        }
        #expect(
            rows(.only(.native)) == [
                "Intermediate  met 3/1200 · learned 1 · due today 0",
                "Native speaker  met 12/535 · learned 9 · due today 2 ◀",
            ])
        let fresh = levels.map { LevelProgress(level: $0.level, words: $0.words, met: 0, learned: 0, due: 0) }
        let learner = StatsPage.text(
            Self.stats, levels: fresh, outlook: Self.outlook, chosen: .only(.beginner), today: Self.today,
            style: .plain, language: .en)
        #expect(learner.contains("Beginner  met 0/800"), "\(learner)")
        #expect(learner.contains("Advanced  met 0/600"))
        #expect(!learner.contains("Native speaker  met"), "\(learner)")
    }

    @Test func theRecordsFiguresInEnglish() {
        let page = Self.page(in: .en)
        #expect(page.contains("Streak  2 days"), "\(page)")
        #expect(page.contains("Answers  31 in all (2 practice) · 65% right  |  last 7 days 16 · 69% right"), "\(page)")
        #expect(page.contains("Words  8 learned / 13 studied"), "\(page)")
        #expect(page.contains("Due today  6"), "\(page)")
        #expect(page.contains("Beginner  met 41/800 · learned 27 · due today 5 ◀"), "\(page)")
        #expect(
            page.contains(
                "True retention  7 of 11 reviews recalled in the last 30 days (64%, target 88%) · intermediate 63% (8 reviews)"
            ), "\(page)")
        #expect(
            page.contains {
                $0.hasSuffix("today 4 · within 7 days 11 · within 30 days 13 · busiest 2024-03-04 (7 words)")
            }, "\(page)")
        #expect(page.contains("Predicted vs. actual  predicted 80–90%: recalled 78% (9 reviews)"), "\(page)")
    }

    /// The fit in use: the reviews it was fitted to and its two held-out scores, each its own
    /// figure to four places (as `optimize` said them), in both languages; no suggestion to
    /// fit again before the log has doubled.
    @Test func theFitInUseShowsItsSizeAndHeldOutScores() {
        let outlook = MemoryOutlook(
            retention: Self.outlook.retention, forecast: Self.outlook.forecast, calibration: Self.outlook.calibration,
            testedReviews: 1_300, fsrs: FSRS(desiredRetention: 0.875), newPerDay: 7, fittedTo: 1_250,
            heldOut: FSRSEvaluation(logLoss: 0.31416, rmseBins: 0.02718))
        #expect(
            StatsPage.fitLines(outlook, style: .plain, language: .en) == [
                "Memory model  fitted to 1250 reviews: held-out log loss 0.3142, RMSE(bins) 0.0272 (weighted as FSRS's reference evaluator weighs them; lower is better)"
            ])
        #expect(
            StatsPage.fitLines(outlook, style: .plain, language: .ko) == [
                "기억 모형  복습 1250번에 맞춘 매개변수: 따로 둔 복습의 로그 손실 0.3142, RMSE(bins) 0.0272 (FSRS 참조 평가기와 같은 가중치, 낮을수록 좋아요)"
            ])
        // With the defaults, or a fit kept before the scores were, there is no such line.
        #expect(
            StatsPage.fitLines(Self.outlook, style: .plain, language: .en).allSatisfy { !$0.contains("Memory model") })
    }

    /// No review in the window: the window and the target, each its own figure.
    @Test func noReviewsInTheWindowSayTheWindowAndTheTarget() {
        var outlook = Self.outlook
        outlook.retention = TrueRetention(tallies: [:], target: 0.875)
        let korean = StatsPage.outlookLines(outlook, style: .plain, language: .ko)
        #expect(korean.first == "실제 기억률  최근 30일에 복습이 없어요 (목표 88%)", "\(korean)")
        let english = StatsPage.outlookLines(outlook, style: .plain, language: .en)
        #expect(english.first == "True retention  no reviews in the last 30 days (target 88%)", "\(english)")
    }

    /// The store's side of the 30 days: a review 29 days ago counts, one 30 days ago does not;
    /// read as a learner reads it, through `stats`.
    @Test func trueRetentionCountsThirtyLearnerDays() throws {
        let bed = try CLITestbed().meet(days: 1)
        let today = CalendarDate(parsing: CLITestbed.appleDay)!.dayNumber
        try sqlite(
            bed.databasePath,
            """
            INSERT INTO recall_check (learner_day, level, bin, reviews, recalled, predicted) VALUES
                (\(today - 29), '', -1, 3, 2, 0), (\(today - 30), '', -1, 5, 0, 0),
                (\(today), 'intermediate', -1, 8, 5, 0);
            """)
        bed.extraEnvironment["WORDQUIZ_DESIRED_RETENTION"] = "0.875"
        let ko = try bed.run(["stats", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(
            ko.stdout.contains("실제 기억률  최근 30일 복습 11번 중 7번 기억 (64%, 목표 88%) · 중급 63% (8번)"), "\(ko.stdout)")
        bed.extraEnvironment["WORDQUIZ_LANG"] = "en"
        let en = try bed.run(["stats", "--date", CLITestbed.appleDay, "--color", "never"])
        #expect(
            en.stdout.contains(
                "7 of 11 reviews recalled in the last 30 days (64%, target 88%) · intermediate 63% (8 reviews)"),
            "\(en.stdout)")
    }
}
