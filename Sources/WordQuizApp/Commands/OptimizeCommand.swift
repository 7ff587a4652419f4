import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz optimize`: fits the memory model's 21 parameters to the learner's own reviews
/// (`FSRSOptimizer`), checks the fit on the reviews it did not see, and keeps it only if it
/// predicts them better than the parameters in use; `--reset` goes back to the defaults.
struct OptimizeCommand: SynchronousCommand {
    static let resetOption = OptionSpec(name: "--reset", help: Phrase("go back to the default parameters"))
    static let configuration = CommandConfiguration(
        name: "optimize", summary: Phrase("fit the memory model to your own reviews"), topic: .record,
        help: [
            .paragraph(
                Phrase(
                    "Fit FSRS-6's 21 parameters to your own review log: the reviews that scheduled, one a day per word. The latest fifth of your words is held out; the fit is kept only if it predicts those reviews better than the parameters in use by at least \(margin, .percent), or by less but beyond chance, and the scheduler uses it from the next answer on. Below \(grouped(FSRSOptimizer.minimumReviews), .number) reviews the defaults stay; the fewer the reviews, the nearer the defaults a fit stays."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(OptimizeCommand.resetOption) var reset: Bool
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let store = setup.store
        if options.reset {
            try ParameterFit.reset(store: store)
            return context.say(Phrase("the default parameters are back in use."))
        }
        let inUse = setup.fsrs.weights
        // Most fits end within a second; a longer one shows its passes on a terminal.
        let line = ProgressLine(context, delay: Self.progressDelay)
        let outcome = try ParameterFit.run(store: store, inUse: inUse, now: context.unixSeconds) {
            line.show(Self.progress($0))
        }
        line.clear()
        for line in Self.said(outcome, inUse: inUse, setup: setup) { context.say(line) }
    }

    static let progressDelay = Duration.seconds(1)

    /// A pass of the fit, as its progress line says it.
    static func progress(_ pass: FSRSOptimizer.Pass) -> Phrase {
        Phrase(
            "fitting your parameters… pass \(pass.number, .number), log loss \(number(pass.objective), .figures) (step halved \(pass.halvings, .number) of 5 times)"
        )
    }

    /// What the new parameters change in the learner's load: the reviews a day at their
    /// target and pace, simulated with each (`RetentionCost`).
    static func costChange(from before: [Double], to after: [Double], setup: CommandSetup) -> Phrase {
        let retention = setup.fsrs.desiredRetention
        let pace = RetentionCost.pricedPace(newPerDay: setup.configuration.newWordsPerDay)
        let old = RetentionCost.reviewsPerDay(weights: before, retention: retention, newPerDay: pace)
        let new = RetentionCost.reviewsPerDay(weights: after, retention: retention, newPerDay: pace)
        let target = "\(Percentage.rounded(retention)) %"
        let change = Percentage.change(from: old, to: new)
        let figures = String(format: "%.1f", new) + " / " + String(format: "%.1f", old)
        if change < 0 {
            return Phrase(
                "at \(target, .percent) retention you will do about \(-change, .percent) % fewer reviews (\(figures, .figures) a day, fitted / before, at \(pace, one: "new word", other: "new words") a day)."
            )
        }
        if change > 0 {
            return Phrase(
                "at \(target, .percent) retention your memory needs about \(change, .percent) % more reviews than before (\(figures, .figures) a day, fitted / before, at \(pace, one: "new word", other: "new words") a day)."
            )
        }
        return Phrase("at \(target, .percent) retention you will do about as many reviews as before.")
    }

    /// What the fit's outcome says, a line each: why the parameters stay, or by how much the
    /// fit predicts better and what it costs or saves in reviews.
    static func said(_ outcome: ParameterFit.Outcome, inUse: [Double], setup: CommandSetup) -> [Phrase] {
        switch outcome {
        case .tooFewReviews(let count):
            let more = FSRSOptimizer.minimumReviews - count
            return [
                Phrase(
                    "\(count, one: "review", other: "reviews") so far: a fit needs \(FSRSOptimizer.minimumReviews, .number) (\(more, .number) more); the default parameters stay."
                )
            ]
        case .noBetterByLogLoss(let figures):
            return [
                Phrase(
                    "the parameters in use predict your reviews as well by log loss: what a fit would gain is too small to tell from noise (\(said(figures), .figures)); they stay."
                )
            ]
        case .worseByRMSE(let figures):
            return [
                Phrase(
                    "a fit would predict your reviews better on average by log loss, but worse by RMSE(bins), beyond noise (\(said(figures), .figures)): its predictions would be off for some words; the parameters in use stay."
                )
            ]
        case .kept(let count, let figures, let weights):
            let better = -Percentage.change(from: figures.logLoss.inUse, to: figures.logLoss.fitted)
            return [
                Phrase(
                    "fitted to \(count, one: "review", other: "reviews"): your held-out reviews are predicted \(better, .percent) % better (\(said(figures), .figures)); the scheduler uses your parameters from the next answer on."
                ),
                costChange(from: inUse, to: weights, setup: setup),
            ]
        }
    }

    /// The held-out figures, before and after: `held-out log loss 0.4120 → 0.3981, RMSE(bins) …`.
    static func said(_ figures: ParameterFit.Figures) -> Phrase {
        Phrase(
            "held-out log loss \(number(figures.logLoss.inUse), .before) → \(number(figures.logLoss.fitted), .after), RMSE(bins) \(number(figures.rmseBins.inUse), .before) → \(number(figures.rmseBins.fitted), .after)"
        )
    }

    /// A figure to four decimals: the reference's evaluator gives the same to 1e-4.
    static func number(_ value: Double) -> String {
        String(format: "%.4f", value)
    }

    /// The gain that keeps a fit outright: `FSRSOptimizer.clearGain` as "1 %".
    static var margin: String {
        // Tenths, without `String(format:)`: this is part of every start's command list.
        let tenths = Int((FSRSOptimizer.clearGain * 1000).rounded())
        return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + " %"
    }

    /// A count with its thousands grouped: 1000 as "1,000".
    static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return (count < 0 ? "-" : "") + digits + out
    }
}
