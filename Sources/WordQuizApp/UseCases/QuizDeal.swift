import WordQuizCore
import WordQuizStore

/// What `quiz` asks: today's word once met, the met words that are due, the new ones, then the
/// rest as practice (`QuizPlan`), up to a count; only a level's words with `--level`. Only
/// what the quiz can ask is read: never the whole record of a big learner.
struct QuizDeal {
    let cards: [QuizCard]
    /// The cards that are not due: their answers are practice, the schedule left alone.
    let practice: Set<String>

    init(
        store: WordStore, learnerDay: Int, todayWord: BankWord, level: LevelChoice?, count: Int
    ) throws {
        let levelWords: [String]? = level.map { chosen in
            WordBank.embedded.words.filter { $0.level.map(chosen.includes) ?? false }.map(\.headword)
        }
        let due = try store.dueCards(on: learnerDay, limit: count, among: levelWords)
        let dueWords = Set(due.map(\.headword))
        // A met word the quiz cannot ask (a deck's word with neither meaning nor English) waits.
        let new = try store.newMetWords(limit: count, among: levelWords).compactMap {
            try store.knownWord($0).map(QuizCard.init)
        }.filter { !$0.definition.isEmpty }
        let practiced = try store.practiceCards(notDueOn: learnerDay, limit: count, among: levelWords)
        let isTodayAsked = levelWords?.contains(todayWord.headword) ?? true
        let todayCard = try isTodayAsked && store.hasMet(todayWord.headword) ? QuizCard(todayWord) : nil
        cards = QuizPlan.cards(today: todayCard, due: due, new: new, practice: practiced, count: count)
        let practicedWords = Set(practiced.map(\.headword))
        practice = Set(cards.map(\.headword)).filter { practicedWords.contains($0) && !dueWords.contains($0) }
    }
}
