/// The words wordquiz uses for its own ideas: one term an idea in each language, and the
/// words for it it does not use (a learner who reads 단어 은행 in one place and 내장 단어장 in
/// another wonders whether they are two things). Every message is held to it by a test, and
/// the README's glossary lists it.
public enum Glossary {
    public struct Term: Sendable, Equatable {
        /// What the term names, for the README's table.
        public var idea: String
        public var english: String
        public var korean: String
        /// Words for the same idea that no English message uses.
        public var avoidedInEnglish: [String]
        /// Words for the same idea that no Korean message uses.
        public var avoidedInKorean: [String]
    }

    public static let terms: [Term] = [
        Term(
            idea: "the words that ship inside wordquiz", english: "built-in word bank", korean: "내장 단어장",
            avoidedInEnglish: ["built-in bank"], avoidedInKorean: ["단어 은행", "기본 단어장"]),
        Term(
            idea: "a list of words of your own, imported", english: "deck", korean: "단어장",
            avoidedInEnglish: ["wordlist"], avoidedInKorean: ["단어집"]),
        Term(
            idea: "초급, 중급 or 고급: how hard a word is", english: "level", korean: "등급",
            avoidedInEnglish: ["difficulty level"], avoidedInKorean: ["수준", "레벨", "난이도"]),
        Term(
            idea: "the one word a date gives", english: "word of the day", korean: "오늘의 단어",
            avoidedInEnglish: ["daily word"], avoidedInKorean: ["하루 단어"]),
        Term(
            idea: "a word shown to you by today, the digest or learn", english: "met", korean: "만난",
            avoidedInEnglish: ["seen words"], avoidedInKorean: ["마주친 단어"]),
        Term(
            idea: "a word whose last answer was right", english: "learned", korean: "익힌",
            avoidedInEnglish: ["memorized"], avoidedInKorean: ["배운 단어", "외운 단어"]),
        Term(
            idea: "asking a word again when the memory model says", english: "review", korean: "복습",
            avoidedInEnglish: ["revision"], avoidedInKorean: ["리뷰"]),
        Term(
            idea: "a word whose review has come", english: "due", korean: "복습할",
            avoidedInEnglish: ["overdue words"], avoidedInKorean: ["복습 예정"]),
        Term(
            idea: "days in a row with an answer", english: "streak", korean: "연속 학습",
            avoidedInEnglish: ["days in a row"], avoidedInKorean: ["연속 일수"]),
        Term(
            idea: "a word forgotten again and again", english: "words you keep forgetting", korean: "자꾸 잊는 단어",
            avoidedInEnglish: ["leech"], avoidedInKorean: ["거머리", "자꾸 틀리는 단어"]),
        Term(
            idea: "the day's word sent to you", english: "digest", korean: "소식",
            avoidedInEnglish: ["newsletter"], avoidedInKorean: ["다이제스트"]),
        Term(
            idea: "a message sent only to check a channel", english: "test notification", korean: "확인용 알림",
            avoidedInEnglish: ["trial notification"], avoidedInKorean: ["시험 알림", "테스트 알림"]),
        Term(
            idea: "the share of reviews recalled", english: "true retention", korean: "실제 기억률",
            avoidedInEnglish: ["recall rate"], avoidedInKorean: ["기억 비율"]),
        Term(
            idea: "FSRS-6 and its parameters", english: "memory model", korean: "기억 모형",
            avoidedInEnglish: ["memory algorithm"], avoidedInKorean: ["기억 모델"]),
    ]

    /// The README's table: one row a term.
    public static var markdownRows: [String] {
        terms.map { "| \($0.english) | \($0.korean) | \($0.idea) |" }
    }
}
