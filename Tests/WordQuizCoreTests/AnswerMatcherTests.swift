import Testing

@testable import WordQuizCore

@Suite struct AnswerMatcherTests {
    @Test(arguments: ["사과", " 사과 ", "사-과", "사^과", "\u{1109}\u{1161}\u{1100}\u{116A}", "사과.", "사과!", "사과?", "사과?!"])
    func normalizedMatchesAreCorrect(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .correct)
    }

    @Test(arguments: ["사고", "삭과", "사곽", "사괴"])
    func oneJamoAwayIsAlmost(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .almost(expected: "사과"))
    }

    // Two jamo away is a different word to a learner, not a slip: 서가 (ㅅㅓㄱㅏ) against
    // 사과 (ㅅㅏㄱㅘ), 사과 with two jamo more (삭곽), or two fewer (사).
    @Test(arguments: ["서가", "삭곽", "사", "새고", "tjrk"])
    func twoJamoAwayIsWrongNotAlmost(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .wrong)
    }

    @Test(arguments: ["배", "사과나무", "", "   "])
    func anythingElseIsWrong(input: String) {
        #expect(AnswerMatcher.judge(input, accepting: ["사과"]) == .wrong)
    }

    @Test func qwertyTypingIsConvertedAndAccepted() {
        #expect(AnswerMatcher.judge("tkrhk", accepting: ["사과"]) == .correctFromQwerty(converted: "사과"))
        #expect(AnswerMatcher.judge("tkrh", accepting: ["사과"]) == .almost(expected: "사과"))
    }

    @Test func anyAcceptedFormCounts() {
        #expect(AnswerMatcher.judge("읽다", accepting: ["읽는다", "읽다"]) == .correct)
        #expect(AnswerMatcher.judge("읽는다", accepting: ["읽는다", "읽다"]) == .correct)
    }

    @Test func distanceCountsJamo() {
        #expect(AnswerMatcher.jamoDistance("사과", "사과") == 0)
        #expect(AnswerMatcher.jamoDistance("사과", "사고") == 1)
        #expect(AnswerMatcher.jamoDistance("사과", "배") == 4)
        #expect(AnswerMatcher.jamoDistance("사과", "사") == 2)
    }
}
