/// Every sentence wordquiz shows the learner on the card, in the quiz, in `learn`, `review`,
/// `stats` and `history`, by name. `Catalogue` holds each one in Korean and in English, with
/// `{name}` placeholders for the values.
public enum MessageKey: String, CaseIterable, Sendable {
    // The card.
    case cardTodayHeading, cardOrigin, cardLevel, cardLink, cardSource, cardDeckSource, cardSearchOnly, cardCached
    case cardMoreSenses, cardExample
    case cardPattern, cardGrammar, cardPhrases, cardDialogue, cardSpeakerFirst, cardSpeakerSecond
    case cardSynonyms, cardAntonyms, cardSeeAlso, cardDerived, cardCategory, cardPicture, cardPictureCredit
    // Questions.
    case questionChoice, questionReverse, questionChosung, questionCloze, questionAntonym, questionCounter,
        questionReaskCounter
    case questionKeys, promptNumber, promptAnswer, reaskHeading, reaskNote, englishPrompt
    // Hints.
    case hintPrefix, hintNone, hintLength, hintChosung, hintFirst
    // Feedback.
    case feedbackCorrect, feedbackQwerty, feedbackForm, feedbackAlmost, feedbackAlmostNote, feedbackAnotherWord,
        feedbackWrong
    case feedbackBlank
    case feedbackHints, feedbackOneHint, feedbackAnswer, feedbackNextReview, whenToday, whenTomorrow, whenInDays,
        monthDay
    // Invalid answers.
    case invalidNumberRange, invalidNeedNumber, quizOver
    // The summary.
    case summaryScore, summaryAlmost, summaryTime, summaryMinutes, summarySeconds, summaryNothingToReview
    case summaryToReview
    // learn and review.
    case learnDone, learnNoMore, learnCardHeading, learnCountsApart, quizFewerThanAsked, reviewLimitReached,
        reviewBacklog, reviewNothingNow
    case reviewNothingYet
    // stats.
    case statsStreak, statsStreakValue, statsAnswers, statsAnswersValue, statsPractice, statsWords,
        statsWordsValue
    case statsDue, statsDueValue, statsLevel, statsLeeches, statsLeechNote, statsHeatMap, heatMapWeekdays
    case heatMapLegend
    case statsRetention, statsRetentionValue, statsRetentionNone, statsRetentionLevel, statsForecast,
        statsForecastValue, statsForecastBusiest, statsCalibration, statsCalibrationBin, statsRetentionCost,
        statsRetentionCostTarget, statsRetentionCostNote, statsFitSuggested
    // history.
    case historyEmpty, historyLastReview, historyNotReviewed
}
