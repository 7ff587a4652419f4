import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// The learner's loop as one thing: the day's word is a word they have not met, `learn` brings
/// the curriculum's next words, and every word met — by `today`, a digest or `learn` — comes back in
/// `review` the next learner day, with its English for an English reader.
@Suite struct OneLoopTests {
    let first = CalendarDate(parsing: "2024-03-01")!
    var second: CalendarDate { first.adding(days: 1) }

    func todaysWord(_ bed: CLITestbed, on day: CalendarDate) throws -> String {
        let result = try bed.run(["today", "--date", day.description, "--json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try JSONDecoder().decode(TodayJSON.self, from: Data(result.stdout.utf8)).headword
    }

    func history(_ bed: CLITestbed) throws -> [HistoryRow] {
        let result = try bed.run(["history", "--json"])
        return try JSONDecoder().decode([HistoryRow].self, from: Data(result.stdout.utf8))
    }

    @Test func theDaysWordIsOneNotMetBeforeAndTheDigestSaysTheSame() throws {
        let bed = CLITestbed(language: "en")
        let firstWord = try todaysWord(bed, on: first)
        #expect(firstWord == WordOfTheDay.word(for: first).headword, "a learner who met nothing: the calendar's")
        let learn = try bed.run(
            ["learn", "--date", first.description, "--count", "3", "--mode", "choice"], stdin: "1\n1\n1\n")
        #expect(learn.exitCode == 0, "\(learn.stderr)")
        let metOnTheFirstDay = Set(try history(bed).map(\.headword))
        // Today's word and the curriculum's first three: 나, 너, 우리 for a learner of every level.
        #expect(metOnTheFirstDay == Set(CLITestbed.firstLearnWords(4, on: first)), "\(metOnTheFirstDay)")
        let secondWord = try todaysWord(bed, on: second)
        #expect(!metOnTheFirstDay.contains(secondWord), "\(secondWord) was met the day before")
        #expect(try todaysWord(bed, on: second) == secondWord, "a day's word, once shown, stays")
        let digest = try bed.run(["digest", "--dry-run", "--date", second.description])
        #expect(digest.stdout.contains("Word of the day: \(secondWord) ("), "\(digest.stdout)")
        // Yesterday's word was met: named with its meaning; the words due named with what to run.
        let yesterday = try #require(WordBank.embedded.word(firstWord))
        #expect(
            digest.stdout.contains("Yesterday's word: \(firstWord) (\(yesterday.english)) — \(yesterday.definition)\n"),
            "\(digest.stdout)")
        #expect(digest.stdout.contains(" to review: "), "\(digest.stdout)")
        #expect(digest.stdout.contains(" — wordquiz review\n"), "\(digest.stdout)")
        // And `learn` on the second day starts after it.
        _ = try bed.run(["learn", "--date", second.description, "--count", "1", "--mode", "choice"], stdin: "1\n")
        let metNow = try history(bed).map(\.headword)
        #expect(Set(metNow).subtracting(metOnTheFirstDay).count == 2, "\(metNow)")
        // A later day whose calendar word `learn` has taught gives an unmet word instead.
        let taught = try #require(
            (2..<4_000).lazy.map { first.adding(days: $0) }.first {
                metOnTheFirstDay.contains(WordOfTheDay.word(for: $0).headword)
            })
        let instead = try todaysWord(bed, on: taught)
        #expect(!metOnTheFirstDay.contains(instead), "\(taught): \(instead) was met on \(first)")
    }

    @Test func aWordMetInTodayIsDueTheNextDayAndStatsCountsIt() throws {
        let bed = CLITestbed(language: "en")
        let word = try todaysWord(bed, on: first)
        #expect(try history(bed).first?.due == second)
        let stats = try bed.run(["stats", "--date", second.description, "--color", "never"])
        #expect(stats.stdout.contains("Due today  1\n"), "\(stats.stdout)")
        let review = try bed.run(
            ["review", "--date", second.description, "--mode", "choice", "--seed", "7"], stdin: "q\n")
        #expect(review.stdout.contains("[1/1]"), "one word due: \(review.stdout)")
        let options = review.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(") ") }
        #expect(options.contains { $0.hasSuffix(") \(word)") }, "\(word) is asked: \(review.stdout)")
    }

    /// A studied card keeps its English: the second review of a bank word, asked in English,
    /// shows its gloss, as the first did.
    @Test func anEnglishReaderSeesTheGlossInEveryReview() throws {
        let bed = CLITestbed(language: "en")
        let word = try todaysWord(bed, on: first)
        let gloss = try #require(WordBank.embedded.word(word)?.english)
        let firstReview = try bed.run(
            ["review", "--date", second.description, "--mode", "choice", "--seed", "7"], stdin: "q\n")
        #expect(firstReview.stdout.contains(gloss + " — "), "\(firstReview.stdout)")
        // Answered right (the option that is the word), then asked again on its next due day.
        let options = firstReview.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(") ") }
        let right = try #require(options.firstIndex { $0.hasSuffix(") \(word)") })
        _ = try bed.run(
            ["review", "--date", second.description, "--mode", "choice", "--seed", "7"], stdin: "\(right + 1)\n")
        let due = try #require(try history(bed).first { $0.headword == word }?.due)
        #expect(due > second)
        let secondReview = try bed.run(["review", "--date", due.description, "--mode", "choice"], stdin: "q\n")
        #expect(secondReview.stdout.contains(gloss + " — "), "\(secondReview.stdout)")
    }

    /// Learns `count` words on `day` (at most five a day), answering each question with its
    /// first option.
    func learn(_ count: Int, on day: CalendarDate, _ bed: CLITestbed) throws {
        let learn = try bed.run(
            ["learn", "--date", day.description, "--count", String(count), "--mode", "choice"],
            stdin: String(repeating: "1\n", count: count))
        #expect(learn.exitCode == 0, "\(learn.stderr)")
    }

    /// Eight studied words fall due together after a break: at `--limit 4` a day, the review
    /// asks six (four and two to catch up) and says the last is asked the day after.
    @Test func aBacklogIsAskedWithACatchUpShareAndItsLastDayIsSaid() throws {
        let bed = CLITestbed(language: "en")
        try learn(4, on: first, bed)
        try learn(4, on: second, bed)
        let back = first.adding(days: 60)
        let review = try bed.run(
            ["review", "--date", back.description, "--limit", "4", "--mode", "choice", "--seed", "1"], stdin: "q\n")
        #expect(review.exitCode == 0, "\(review.stderr)")
        #expect(
            review.stdout.hasPrefix(
                "8 words due: at 6 a day (4 + 2 catching up), the last of them is asked on \(back.adding(days: 1)).\n"
            ),
            "\(review.stdout)")
        #expect(review.stdout.contains("[1/6]"), "\(review.stdout)")
        #expect(try bed.run(["review", "--limit", "0"]).exitCode == 64)
    }

    /// A day's limit full of older words does not keep yesterday's word from its first review:
    /// it is asked first, on top of the limit, and the older words still fill the limit.
    @Test func yesterdaysWordIsAskedFirstWhenOlderWordsFillTheLimit() throws {
        let bed = CLITestbed(language: "en")
        try learn(4, on: first, bed)
        let met = first.adding(days: 59)
        let word = try #require(WordBank.embedded.word(try todaysWord(bed, on: met)))
        let review = try bed.run(
            ["review", "--date", met.adding(days: 1).description, "--limit", "4", "--mode", "choice", "--seed", "1"],
            stdin: "q\n")
        #expect(review.exitCode == 0, "\(review.stderr)")
        let lines = review.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let asked = try #require(
            lines.firstIndex { $0.hasPrefix("[1/5]") }, "four studied and one first: \(review.stdout)")
        #expect(
            lines[asked + 1].hasPrefix("  \(word.english) — "), "\(word.headword) is asked first: \(review.stdout)")
        #expect(!review.stdout.contains("catching up"), "four studied words at a limit of four: \(review.stdout)")
    }

    /// Words met and never answered (digests on days the learner was away) come back at the
    /// first reviews' own limit, on top of the studied words' limit, the longest waiting
    /// first; once the limit is reached the day's reviews are done, whether five words still
    /// wait or one (not "nothing to review", as if none were waiting).
    @Test(arguments: [8, 4])
    func firstReviewsHaveALimitOfTheirOwn(met: Int) throws {
        let bed = CLITestbed(language: "en")
        try bed.meet(days: met, endingOn: first.description)
        let review = try bed.run(
            ["review", "--date", second.description, "--limit", "3", "--mode", "choice", "--seed", "1"],
            stdin: "1\n1\n1\n")
        #expect(review.stdout.contains("[1/3]"), "\(review.stdout)")
        let answered = try history(bed).filter { $0.lastReviewed != nil }.map(\.headword)
        let longestWaiting = (0..<3).map { WordOfTheDay.word(for: first.adding(days: $0 - met + 1)).headword }
        #expect(Set(answered) == Set(longestWaiting), "\(answered)")
        #expect(try history(bed).count - answered.count == met - 3, "still waiting")
        let again = try bed.run(["review", "--date", second.description, "--limit", "3"], stdin: "")
        #expect(again.stdout == "Today's reviews (3 words) are done. See you tomorrow.\n", "\(again.stdout)")
    }

    /// `learn`'s answers are first reviews: the review limit still holds its words after them.
    @Test func learnsAnswersDoNotCountTowardTheReviewLimit() throws {
        let bed = CLITestbed(language: "en")
        try bed.meet(days: 2, endingOn: first.adding(days: -1).description)
        let learn = try bed.run(
            ["learn", "--date", first.description, "--count", "3", "--mode", "choice"], stdin: "1\n1\n1\n")
        #expect(
            learn.stdout.contains("These words come back in `wordquiz review` when they are due"), "\(learn.stdout)")
        let review = try bed.run(
            ["review", "--date", first.description, "--limit", "2", "--mode", "choice"], stdin: "q\n")
        #expect(review.stdout.contains("[1/2]"), "the two words met before are still asked: \(review.stdout)")
    }

    /// The same backlog and the same short quiz said in Korean, each figure in its place.
    @Test func aBacklogAndAShortQuizAreSaidInKorean() throws {
        let bed = CLITestbed(language: "ko")
        bed.extraEnvironment["COLUMNS"] = "200"
        try learn(4, on: first, bed)
        try learn(4, on: second, bed)
        let back = first.adding(days: 60)
        let review = try bed.run(
            ["review", "--date", back.description, "--limit", "4", "--mode", "choice", "--seed", "1"], stdin: "q\n")
        #expect(
            review.stdout.hasPrefix(
                "복습할 단어가 8개예요. 하루 6개씩(한도 4개 + 따라잡기 2개) 하면 \(back.adding(days: 1))에 모두 끝나요.\n"),
            "\(review.stdout)")
        let fresh = CLITestbed(language: "ko")
        fresh.extraEnvironment["COLUMNS"] = "200"
        _ = try todaysWord(fresh, on: first)
        let quiz = try fresh.run(
            ["quiz", "--count", "8", "--date", first.description, "--mode", "choice"], stdin: "q\n")
        #expect(
            quiz.stdout.hasPrefix("지금까지 만난 단어가 1개라 8개 중 1개만 물어요. `wordquiz learn`으로 새 단어를 만나세요.\n[1/1]"),
            "\(quiz.stdout)")
    }

    /// A quiz asked for more words than the learner has met says so before the first
    /// question; an empty review points forward, not back to the quiz.
    @Test func aShortQuizSaysWhyAndAnEmptyReviewPointsForward() throws {
        let bed = CLITestbed(language: "en")
        bed.extraEnvironment["COLUMNS"] = "80"
        _ = try todaysWord(bed, on: first)
        let quiz = try bed.run(["quiz", "--count", "8", "--date", first.description, "--mode", "choice"], stdin: "q\n")
        // Wrapped to the reader's 80 columns.
        #expect(
            quiz.stdout.hasPrefix(
                "1 word of the 8 asked: every word you have met so far. `wordquiz learn` brings\nnew ones.\n[1/1]"),
            "\(quiz.stdout)")
        // On a wide terminal, one line: the words met and the words asked, each in its place.
        bed.extraEnvironment["COLUMNS"] = "200"
        let wide = try bed.run(["quiz", "--count", "5", "--date", first.description, "--mode", "choice"], stdin: "q\n")
        #expect(
            wide.stdout.hasPrefix(
                "1 word of the 5 asked: every word you have met so far. `wordquiz learn` brings new ones.\n[1/1]"),
            "\(wide.stdout)")
        let fresh = CLITestbed(language: "en")
        let review = try fresh.run(["review"], stdin: "")
        #expect(
            review.stdout
                == "Nothing to review yet: meet words with `wordquiz today` or `wordquiz learn`; they are due the next day.\n"
        )
    }
}
