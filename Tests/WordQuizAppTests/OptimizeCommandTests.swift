import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `wordquiz optimize` on a learner's real review log, in a real SQLite file.
@Suite struct OptimizeCommandTests {
    /// Writes a simulated learner's log (forgetful unless `memory` says otherwise) as answers
    /// would have been written (by a wordquiz before recall was counted as answers are given).
    func writeLog(
        _ bed: CLITestbed, words: Int, reviews: Int, memory: FSRSOptimizerTestLog.Memory = .forgetful
    ) throws -> Int {
        _ = try bed.run(["history"])  // the database, migrated
        let histories = FSRSOptimizerTestLog.simulated(words: words, reviews: reviews, memory: memory)
        var statements = ["BEGIN;"]
        for (word, history) in histories.enumerated() {
            var day = 19_700
            for review in history {
                day += review.elapsedDays
                statements.append(
                    """
                    INSERT INTO review_log (session_id, headword, reviewed_at, learner_day, kind, prompt, answer, verdict,
                        rating, hints, response_ms, practice, source)
                    VALUES ('s', 'w\(word)', \(Int64(day) * 86_400_000), \(day), 'choice', '', '', 'correct',
                        \(review.rating.rawValue), 0, 1, 0, 'review');
                    """)
            }
        }
        statements.append("COMMIT;")
        // Written as schema 15 wrote a log: the next command counts its tested reviews from it.
        statements.append(
            """
            DROP TABLE recall_check; ALTER TABLE deck_word DROP COLUMN note_guid;
            ALTER TABLE deck_word DROP COLUMN picture; ALTER TABLE deck_word DROP COLUMN sounds;
            DROP INDEX card_by_last_right; ALTER TABLE card DROP COLUMN last_right;
            ALTER TABLE deck_word DROP COLUMN word_sound;
            ALTER TABLE fsrs_parameters DROP COLUMN log_loss; ALTER TABLE fsrs_parameters DROP COLUMN rmse_bins;
            PRAGMA user_version = 15;
            """)
        let script = try bed.root.write("log.sql", statements.joined(separator: "\n"))
        _ = try sqlite(bed.databasePath, ".read \(script)")
        return FSRSOptimizer.predictedCount(histories)
    }

    /// The four figures of a line (log loss and RMSE(bins), each in use → fitted), as printed.
    static func figures(in line: String) -> [String] {
        line.matches(of: /[0-9]+\.[0-9]{4}/).map { String($0.output) }
    }

    /// A kept fit's first line, read back: its four figures and the gain it states. The gain is
    /// the log loss's change between the figures said (in use → fitted) — figures in the wrong
    /// places would say a loss, or another gain — and the line is whole, each value in place.
    static func expectKeptLine(_ line: String, count: Int, language: String) throws {
        let shown = figures(in: line)
        try #require(shown.count == 4, "\(line)")
        let (lossInUse, lossFitted, rmseInUse, rmseFitted) = (shown[0], shown[1], shown[2], shown[3])
        let gain = try #require(line.firstMatch(of: #/([0-9]+) ?% /#)).output.1
        let loss = (before: try #require(Double(lossInUse)), after: try #require(Double(lossFitted)))
        let computed = (loss.before - loss.after) / loss.before * 100
        let said = try #require(Double(gain))
        #expect(abs(said - computed) <= 1, "\(gain) % said; \(computed) % from the figures")
        let kept =
            language == "en"
            ? "fitted to \(count) reviews: your held-out reviews are predicted \(gain) % better (held-out log loss \(lossInUse) → \(lossFitted), RMSE(bins) \(rmseInUse) → \(rmseFitted)); the scheduler uses your parameters from the next answer on."
            : "복습 \(count)개에 맞췄어요: 따로 둔 복습을 \(gain)% 더 잘 예측해요(따로 둔 복습의 로그 손실 \(lossInUse) → \(lossFitted), RMSE(bins) \(rmseInUse) → \(rmseFitted)). 다음 답부터 내 매개변수로 일정을 정해요."
        #expect(line == kept)
    }

    @Test(arguments: ["en", "ko"])
    func tooFewReviewsSayHowManyMoreAreNeeded(language: String) throws {
        let bed = CLITestbed(language: language)
        let count = try writeLog(bed, words: 20, reviews: 4)
        let result = try bed.run(["optimize"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The reviews so far, the reviews a fit needs and those still to come: three numbers.
        let (said, doctorLine) =
            language == "en"
            ? (
                "\(count) reviews so far: a fit needs 400 (\(400 - count) more); the default parameters stay.\n",
                "✓ the memory model: the default parameters (\(count) of the 400 reviews a fit needs)\n"
            )
            : (
                "지금까지 복습 \(count)개: 맞추려면 400개가 필요해요(\(400 - count)개 더). 기본 매개변수를 그대로 써요.\n",
                "✓ 기억 모형: 기본 매개변수 (맞추는 데 필요한 복습 400개 중 \(count)개)\n"
            )
        #expect(count > 0 && count != 200)
        #expect(result.stdout == said, "\(result.stdout)")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM fsrs_parameters") == "0")
        let doctor = try bed.run(["doctor", "--offline"])
        #expect(doctor.stdout.contains(doctorLine), "\(doctor.stdout)")
    }

    /// On this small log the fit predicts the held-out words worse than the defaults (the
    /// held-out part is small and noisy): it is not kept.
    @Test func aFitThatPredictsWorseIsNotKept() throws {
        let bed = CLITestbed(language: "en")
        _ = try writeLog(bed, words: 140, reviews: 5)
        let result = try bed.run(["optimize"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let shown = Self.figures(in: result.stdout)
        try #require(shown.count == 4, "\(result.stdout)")
        let (before, after, rmseBefore, rmseAfter) = (shown[0], shown[1], shown[2], shown[3])
        #expect(Set(shown).count == 4, "four different figures tell their places apart")
        #expect(
            result.stdout
                == "the parameters in use predict your reviews as well by log loss: what a fit would gain is too small to tell from noise (held-out log loss \(before) → \(after), RMSE(bins) \(rmseBefore) → \(rmseAfter)); they stay.\n"
        )
        // The fit is not kept: its log loss is no better by a clear gain.
        #expect(try #require(Double(after)) > (try #require(Double(before))) * (1 - 0.01))
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM fsrs_parameters") == "0")
    }

    /// A learner whose memories last longer than the defaults think, or shorter: the fit is
    /// kept, and the reviews it saves (or costs) at 90 % are said with both figures — each
    /// value in its place, in English and in Korean.
    @Test(arguments: [
        ("en", FSRSOptimizerTestLog.Memory.strong), ("ko", .strong), ("ko", .forgetful),
    ])
    func aKeptFitSaysHowManyReviewsItSavesOrCosts(language: String, memory: FSRSOptimizerTestLog.Memory) throws {
        let bed = CLITestbed(language: language)
        let count = try writeLog(bed, words: 300, reviews: 5, memory: memory)
        let result = try bed.run(["optimize"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count >= 2, "\(result.stdout)")
        try Self.expectKeptLine(lines[0], count: count, language: language)
        let fitted = try sqlite(bed.databasePath, "SELECT weights FROM fsrs_parameters").split(separator: ",")
            .compactMap { Double($0) }
        try #require(fitted.count == 21)
        let before = RetentionCost.reviewsPerDay(weights: FSRS.defaultWeights, retention: 0.9, newPerDay: 5)
        let after = RetentionCost.reviewsPerDay(weights: fitted, retention: 0.9, newPerDay: 5)
        let change = Int((abs(after - before) / before * 100).rounded())
        #expect((after < before) == (memory == .strong), "\(after) against \(before)")
        #expect(change > 0 && change != 90 && change != 5, "\(after) against \(before)")
        let perDay = String(format: "%.1f / %.1f", after, before)
        let costs: String
        switch (language, memory) {
        case ("en", .strong):
            costs =
                "at 90 % retention you will do about \(change) % fewer reviews (\(perDay) a day, fitted / before, at 5 new words a day)."
        case ("ko", .strong): costs = "기억률 90 %에서 복습이 약 \(change) % 줄어요(하루 \(perDay)번: 맞춘 값 / 이전, 하루 새 단어 5개 기준)."
        default:
            costs = "목표 기억률 90 %에는 전보다 복습이 약 \(change) % 더 필요해요(하루 \(perDay)번: 맞춘 값 / 이전, 하루 새 단어 5개 기준)."
        }
        #expect(lines[1] == costs, "\(result.stdout)")
    }

    /// A fit that runs past a second shows its passes on the terminal's line, in place, and
    /// clears it before the outcome. The clock runs 500 times fast (libfaketime), so this
    /// fit of a few milliseconds takes seconds as wordquiz reads them. Not under a sanitizer,
    /// whose runtime must come before libfaketime's preload.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime")
                && ProcessInfo.processInfo.environment["WORDQUIZ_SANITIZER"] == nil))
    func aLongFitShowsItsPassesOnATerminal() throws {
        let bed = CLITestbed(language: "en")
        let count = try writeLog(bed, words: 400, reviews: 6)
        let session = try TmuxSession(
            [
                "sh", "-c", "read _; exec \"$0\" \"$@\"", "/usr/bin/faketime", "-f", "+0 x500",
                ProcessRunner.wordquizPath, "optimize",
            ], environment: bed.environment, directory: bed.workingDirectory, width: 200, height: 24)
        defer { session.close() }
        let recording = bed.root.path + "/terminal.log"
        try session.record(to: recording)
        try session.press("Enter")
        let screen = try session.waitFor("[exit ", timeout: 60)
        #expect(screen.contains("[exit 0]"), "\(screen)")
        let written = try String(contentsOfFile: recording, encoding: .utf8)
        let passes = written.matches(
            of:
                /\rfitting your parameters… pass ([0-9]+), log loss [0-9]\.[0-9]{4} \(step halved [0-5] of 5 times\)\x{1B}\[K/
        )
        #expect(!passes.isEmpty, "\(written)")
        // Pass after pass, each written over the last, then the line cleared for the outcome.
        let numbers = passes.compactMap { Int($0.output.1) }
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "\(numbers)")
        #expect(written.contains("\u{1B}[K\r\u{1B}[Kfitted to \(count) reviews"), "\(written)")
        #expect(!screen.contains("fitting your parameters"), "the line is gone: \(screen)")
    }

    @Test func aFitThatPredictsBetterIsKeptUsedAndResetToTheDefaults() throws {
        let bed = CLITestbed(language: "en")
        // This learner differs from the defaults in w₀–w₃ alone: 1,200 reviews' fit of all 21
        // gains beyond noise (800 reviews' gained 0.9 %, not told from noise on 40 words).
        let count = try writeLog(bed, words: 300, reviews: 5)
        // Before: enough reviews for a first fit, and stats and doctor say so.
        let doctorBefore = try bed.run(["doctor", "--offline"])
        #expect(
            doctorBefore.stdout.contains(
                "✓ the memory model: \(count) reviews now, enough for a new fit: run `wordquiz optimize`\n"),
            "\(doctorBefore.stdout)")
        let statsBefore = try JSONDecoder().decode(
            StatsReport.self, from: Data(try bed.run(["stats", "--json"]).stdout.utf8))
        #expect(statsBefore.fitSuggestedAt == count)
        #expect(statsBefore.model == .init(fitted: false, fittedTo: nil, heldOutLogLoss: nil, heldOutRMSEBins: nil))
        // Nothing fitted yet: stats speaks of the defaults, and of a first fit, not another.
        let pageBefore = try bed.run(["stats"]).stdout
        #expect(pageBefore.contains(" a day, with the default parameters)"), "\(pageBefore)")
        #expect(
            pageBefore.contains(
                "Your review log has reached \(count) reviews: run wordquiz optimize to fit the memory model to your reviews (the default parameters are in use)."
            ), "\(pageBefore)")
        let result = try bed.run(["optimize"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first.map(String.init))
        try Self.expectKeptLine(line, count: count, language: "en")
        #expect(result.stdout.split(separator: "\n").count == 2, "the fit, then what it costs: \(result.stdout)")
        // A forgetful learner's memory needs more reviews to keep 90 %: said with both figures.
        let stored0 = try sqlite(bed.databasePath, "SELECT weights FROM fsrs_parameters")
        let fittedWeights = stored0.split(separator: ",").compactMap { Double($0) }
        let before = RetentionCost.reviewsPerDay(weights: FSRS.defaultWeights, retention: 0.9, newPerDay: 5)
        let after = RetentionCost.reviewsPerDay(weights: fittedWeights, retention: 0.9, newPerDay: 5)
        let change = Int(((after - before) / before * 100).rounded())
        #expect(change > 0 && change != 90 && change != 5, "\(after) against \(before)")
        let figures = String(format: "%.1f / %.1f", after, before)
        #expect(
            result.stdout.contains(
                "at 90 % retention your memory needs about \(change) % more reviews than before (\(figures) a day, fitted / before, at 5 new words a day)."
            ),
            "\(result.stdout)")
        let stored = try sqlite(bed.databasePath, "SELECT weights, reviews FROM fsrs_parameters")
        let parts = stored.split(separator: "|")
        #expect(parts.last == "\(count)")
        let weights = try #require(parts.first).split(separator: ",").compactMap { Double($0) }
        #expect(weights.count == 21)
        #expect(weights[2] < FSRS.defaultWeights[2], "a forgetful learner's first memories are weaker")
        // Asked again at once, in Korean: the parameters now in use are the fit's, and another
        // fit of the same reviews gains nothing; they stay, with the four figures in place.
        bed.extraEnvironment["WORDQUIZ_LANG"] = "ko"
        let again = try bed.run(["optimize"])
        bed.extraEnvironment["WORDQUIZ_LANG"] = nil
        let figures2 = Self.figures(in: again.stdout)
        try #require(figures2.count == 4, "\(again.stdout)")
        #expect(
            again.stdout
                == "지금 쓰는 매개변수가 로그 손실로 보아 복습을 그만큼 잘 예측해요. 새로 맞춰 나아지는 만큼이 너무 작아 우연과 구별되지 않아요(따로 둔 복습의 로그 손실 \(figures2[0]) → \(figures2[1]), RMSE(bins) \(figures2[2]) → \(figures2[3])). 그대로 써요.\n"
        )
        let doctorAfter = try bed.run(["doctor", "--offline"])
        #expect(
            doctorAfter.stdout.contains("✓ the memory model: your own parameters, fitted to \(count) reviews\n"),
            "\(doctorAfter.stdout)")
        let statsAfter = try JSONDecoder().decode(
            StatsReport.self, from: Data(try bed.run(["stats", "--json"]).stdout.utf8))
        #expect(statsAfter.fitSuggestedAt == nil, "not until the log has doubled")
        // Stats shows the kept fit's held-out scores, the ones optimize said when it kept it.
        let kept = Self.figures(in: line)
        try #require(kept.count == 4, "\(line)")
        #expect(statsAfter.model.fitted && statsAfter.model.fittedTo == count)
        #expect(statsAfter.model.heldOutLogLoss.map { String(format: "%.4f", $0) } == kept[1])
        #expect(statsAfter.model.heldOutRMSEBins.map { String(format: "%.4f", $0) } == kept[3])
        let pageAfter = try bed.run(["stats"]).stdout
        #expect(pageAfter.contains(" a day, with your fitted parameters)"), "\(pageAfter)")
        #expect(
            pageAfter.contains(
                "Memory model  fitted to \(count) reviews: held-out log loss \(kept[1]), RMSE(bins) \(kept[3]) (weighted as"
            ), "\(pageAfter)")
        // The next answer is scheduled with them: a new word answered Good comes back sooner.
        try bed.meet(days: 1)
        _ = try bed.run(["quiz", "--mode", "chosung", "--count", "1", "--date", CLITestbed.appleDay], stdin: "사과\n")
        let due = try sqlite(bed.databasePath, "SELECT due_day FROM card WHERE headword = '사과'")
        let day = try #require(CalendarDate(parsing: CLITestbed.appleDay)).dayNumber
        let fitted = FSRS(weights: weights).interval(stability: weights[2])
        #expect(due == "\(day + fitted)", "due \(due), the fitted interval \(fitted)")
        #expect(fitted < FSRS().interval(stability: FSRS.defaultWeights[2]))

        let reset = try bed.run(["optimize", "--reset"])
        #expect(reset.stdout == "the default parameters are back in use.\n")
        #expect(try sqlite(bed.databasePath, "SELECT count(*) FROM fsrs_parameters") == "0")
    }
}

/// The simulated learner the optimizer's own tests use, for the CLI's.
enum FSRSOptimizerTestLog {
    /// A learner's first memories against FSRS-6's defaults: a third as lasting, or three
    /// times as lasting (and more often right at the first review).
    enum Memory: Sendable {
        case forgetful, strong

        var firstStabilityScale: Double { self == .forgetful ? 0.3 : 3 }
        var firstRecall: Double { self == .forgetful ? 0.7 : 0.9 }
    }

    static func simulated(words: Int, reviews: Int, memory: Memory) -> [FSRSOptimizer.History] {
        var truth = FSRS.defaultWeights
        for index in 0..<4 { truth[index] *= memory.firstStabilityScale }
        var random = SeededRandom(seed: 11)
        let scheduler = FSRS()
        let learner = FSRS(weights: truth)
        return (0..<words).map { _ in
            var history: FSRSOptimizer.History = []
            var scheduled: FSRS.MemoryState?
            var real: FSRS.MemoryState?
            var elapsed = 0
            for index in 0..<reviews {
                let recall =
                    index == 0
                    ? memory.firstRecall
                    : learner.retrievability(elapsedDays: Double(elapsed), stability: real!.stability)
                let rating: FSRS.Rating = Double.random(in: 0..<1, using: &random) < recall ? .good : .again
                history.append(.init(elapsedDays: elapsed, rating: rating))
                real = learner.nextState(after: real, elapsedDays: elapsed, rating: rating)
                scheduled = scheduler.nextState(after: scheduled, elapsedDays: elapsed, rating: rating)
                elapsed = rating == .again ? 1 : scheduler.interval(stability: scheduled!.stability)
            }
            return history
        }
    }
}
