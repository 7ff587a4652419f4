import Foundation
import WordQuizCore
import WordQuizStore

/// Runs a quiz session in the shell: shows each question, reads answers (with hints on
/// `?`), writes every answer to the review log the moment it is given, shows feedback (with
/// when the word comes back), re-asks the missed words once at the end, and ends with a
/// summary on `q`, Ctrl-D, Ctrl-C or the last question.
struct QuizRunner {
    var context: AppContext
    var setup: CommandSetup
    var text: QuizText
    var reader: any LineReader
    /// What the session asks and how its answers count.
    var plan: QuizRunPlan

    /// How a session ended.
    enum Ending {
        case finished
        case interrupted
    }

    /// Asks `questions`; `builder`, what they were built with, gives a re-asked word other choices.
    mutating func run(_ questions: [Question], builder: QuestionBuilder? = nil) throws -> Ending {
        // In a terminal the dictionary is read while the first question is on the screen, if
        // any is typed; piped answers read it when the first typed answer needs it.
        if context.isStdinTerminal, questions.contains(where: { !$0.kind.isMultipleChoice }),
            let lexicon = plan.lexicon as? HunspellLexicon
        {
            lexicon.prepare()
        }
        var session = QuizSession(
            questions: questions, knownWords: plan.knownWords, lookUp: plan.lookUp, lexicon: plan.lexicon,
            seed: plan.seed, builder: builder)
        let sessionID = context.makeUUID().uuidString
        let started = context.monotonicNow()
        var ending = Ending.finished
        var number = 0
        var announcedReasking = false
        /// The word whose answer was shown last (its card, or its feedback): what `!` plays
        /// outside a listening question.
        var lastShown: QuizCard?

        asking: while var question = session.current {
            if session.isReasking, !announcedReasking {
                announcedReasking = true
                number = 0
                context.stdout.write(text.reaskHeading)
            }
            number += 1
            if !session.isReasking, let fresher = plan.refreshed?(question), session.replaceCurrent(with: fresher) {
                question = fresher
            }
            if !session.isReasking, let introduction = plan.introduction?(question.card) {
                context.stdout.write(introduction)
                lastShown = question.card
            }
            let total = session.isReasking ? session.reasked.count + session.queue.count : session.firstTryCount
            var asked = text.question(question, number: number, total: total, isReask: session.isReasking)
            context.stdout.write(asked)
            // A listening question is its sound: one that cannot be played is asked by the
            // word's meaning and initials instead.
            if question.kind == .listen, let failure = hear(question.card) {
                context.stdout.write(text.invalid(failure))
                let fallback = QuestionBuilder.chosungQuestion(for: question.card)
                if session.replaceCurrent(with: fallback) {
                    question = fallback
                    asked = text.question(question, number: number, total: total, isReask: session.isReasking)
                    context.stdout.write(asked)
                }
            }
            let shown = context.monotonicNow()
            while true {
                switch reader.readLine(prompt: text.prompt(for: question), above: asked) {
                case .endOfInput:
                    session.stop()
                    break asking
                case .interrupted:
                    ending = .interrupted
                    session.stop()
                    break asking
                case .line(let line):
                    let command = line.trimmingCharacters(in: .whitespaces).lowercased()
                    // ㅂ is where q sits on a Korean keyboard.
                    if ["q", "quit", "ㅂ"].contains(command) {
                        session.stop()
                        break asking
                    }
                    if command == "?" {
                        context.stdout.write(text.hint(session.nextHint(), for: question))
                        continue
                    }
                    if command == "!" {
                        // In a listening question the word again; elsewhere the word last
                        // shown, never the one asked.
                        if let card = question.kind == .listen ? question.card : lastShown {
                            if let failure = hear(card) { context.stdout.write(text.invalid(failure)) }
                        } else {
                            context.stdout.write(
                                text.invalid(Phrase("Nothing to hear yet: a word plays once its answer is shown.")))
                        }
                        continue
                    }
                    if command.isEmpty, question.kind.isMultipleChoice {
                        context.stdout.write(text.invalid(Phrase("Type a number (q to quit).")))
                        continue
                    }
                    let elapsed = shown.duration(to: context.monotonicNow())
                    let milliseconds = Int(
                        elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
                    switch session.answer(line, responseMilliseconds: milliseconds) {
                    case .invalid(let said):
                        context.stdout.write(text.invalid(said))
                        continue
                    case .judged(let record):
                        lastShown = record.question.card
                        let recorded = try save(record, sessionID: sessionID)
                        context.stdout.write(
                            text.feedback(
                                record,
                                nextReview: recorded.map {
                                    QuizText.NextReview(
                                        dueDay: $0.schedule.dueDay, today: setup.learnerDay, isPractice: $0.wasPractice)
                                }))
                        continue asking
                    }
                }
            }
        }
        let seconds = Int(started.duration(to: context.monotonicNow()).components.seconds)
        context.stdout.write(text.summary(session.summary, seconds: seconds))
        return ending
    }

    /// Plays the card's word: why it could not, or nil when it played.
    private func hear(_ card: QuizCard) -> Phrase? {
        guard let speaker = plan.speaker else {
            return Phrase("No sound here: `wordquiz doctor` says what is missing.")
        }
        return speaker.play(card)
    }

    /// Writes the answer (unless the learner asked for no record) and returns the word's
    /// schedule after it. A re-asked question and a word that was not due are practice.
    private func save(_ record: AnsweredQuestion, sessionID: String) throws -> WordStore.Recorded? {
        guard plan.records else { return nil }
        let headword = record.question.card.headword
        let answer = WordStore.Answer(
            sessionID: sessionID, card: record.question.card, reviewedAt: context.unixMilliseconds,
            learnerDay: setup.learnerDay, kind: record.question.kind, prompt: record.question.prompt,
            answer: record.input, verdict: RecordedVerdict(record.verdict), rating: record.rating,
            hints: record.hintsUsed, responseMilliseconds: record.responseMilliseconds,
            isPractice: record.isReask || plan.practice.contains(headword),
            distractors: record.question.distractors, source: plan.source,
            level: WordBank.embedded.word(headword)?.level)
        return try setup.store.record(answer, using: setup.fsrs)
    }
}

extension QuizRunner {
    /// Builds the questions for `cards` (distractors from `pool`) and runs the session;
    /// Ctrl-C becomes the interrupted exit once the summary is shown.
    static func runSession(
        cards: [QuizCard], pool: [QuizCard], options: QuizOptions, context: AppContext, setup: CommandSetup,
        plan: QuizRunPlan
    ) throws {
        var random = options.random(context)
        var plan = plan
        plan.seed = random.next()
        plan.records = options.records
        plan.speaker =
            plan.speaker ?? QuizSpeaker(context: context, configuration: setup.configuration, store: setup.store)
        let speaker = plan.speaker
        let builder = try builder(cards: cards, pool: pool, store: setup.store)
        let questions = try QuizPlan.questions(
            for: cards, mode: options.mode, builder: builder, using: &random,
            canBeHeard: { speaker?.canHear($0) ?? false })
        var text = options.text(context, language: context.language)
        text.playsSound = speaker != nil
        var runner = QuizRunner(context: context, setup: setup, text: text, reader: context.lineReader(), plan: plan)
        if try runner.run(questions, builder: builder) == .interrupted { throw CommandFailure.interrupted }
    }

    /// The questions' builder: wrong choices from `pool`, the words the learner has met
    /// preferred, and those each card's last askings offered kept back.
    static func builder(cards: [QuizCard], pool: [QuizCard], store: WordStore) throws -> QuestionBuilder {
        let headwords = Array(Set(pool.map(\.headword)))
        return QuestionBuilder(
            pool: pool, metWords: try store.met(headwords, before: Int.max),
            recentDistractors: try store.recentDistractors(for: cards.map(\.headword)))
    }
}
