import Foundation
import Testing

@testable import WordQuizCore

/// The fit's gradient is the derivative of the log loss the model really gives: checked
/// against central differences of the loss `FSRS` itself predicts, at random parameters, on
/// a log with every grade, lapses and second reviews the same day.
@Suite struct FSRSLossGradientTests {
    /// Words reviewed with every grade, some twice a day, at intervals from a day to months.
    static func varied(words: Int, seed: UInt64) -> [FSRSOptimizer.History] {
        var random = SeededRandom(seed: seed)
        return (0..<words).map { _ in
            var history: FSRSOptimizer.History = []
            var day = 0
            for index in 0..<Int.random(in: 2...9, using: &random) {
                let elapsed = index == 0 ? 0 : [0, 1, 1, 2, 4, 9, 30, 120].randomElement(using: &random)!
                day += elapsed
                let rating = FSRS.Rating.allCases.randomElement(using: &random)!
                history.append(.init(elapsedDays: elapsed, rating: rating, day: day))
            }
            return history
        }
    }

    /// The summed cross-entropy of every prediction, as the model (not the gradient) gives it.
    static func loss(_ histories: [FSRSOptimizer.History], _ weights: [Double]) -> Double {
        FSRSOptimizer.predictions(histories, weights: weights).reduce(0) {
            $0 + FSRSOptimizer.crossEntropy($1.recall, $1.recalled)
        }
    }

    /// Parameters drawn near the defaults (within a third of each), inside the bounds.
    static func randomWeights(_ random: inout SeededRandom) -> [Double] {
        zip(FSRS.defaultWeights, FSRSOptimizer.bounds).map { value, bound in
            let drawn = value * Double.random(in: 0.67...1.33, using: &random)
            return min(max(drawn, bound.lowerBound + 1e-3), bound.upperBound - 1e-3)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theGradientIsTheLossesDerivativeInEveryParameter(seed: UInt64) {
        var random = SeededRandom(seed: seed * 7919)
        let histories = Self.varied(words: 40, seed: seed)
        let weights = Self.randomWeights(&random)
        let log = FSRSLossGradient.Log(histories, recencyWeighted: false)
        let exact = FSRSLossGradient.evaluate(log, histories: 0..<log.historyCount, weights: weights)
        let predicted = FSRSOptimizer.predictedCount(histories)
        #expect(exact.weight == Double(predicted))
        let modelLoss = Self.loss(histories, weights)
        #expect(abs(exact.loss - modelLoss) <= 1e-9 * modelLoss, "\(exact.loss) against the model's \(modelLoss)")
        for index in 0..<21 {
            let h = 1e-6 * max(1, abs(weights[index]))
            var up = weights
            var down = weights
            up[index] += h
            down[index] -= h
            let central = (Self.loss(histories, up) - Self.loss(histories, down)) / (2 * h)
            let tolerance = 1e-5 * max(1, abs(central))
            #expect(
                abs(exact.gradient[index] - central) <= tolerance,
                "∂/∂w\(index): \(exact.gradient[index]) against central differences \(central)")
        }
    }

    /// A weighted log: each prediction counts as much as its weight, and a word's first
    /// review, which predicts nothing, not at all.
    @Test func eachPredictionCountsByItsRecencyWeight() {
        let histories = Self.varied(words: 12, seed: 9)
        let plain = FSRSLossGradient.Log(histories, recencyWeighted: false)
        let recent = FSRSLossGradient.Log(histories, recencyWeighted: true)
        let count = FSRSOptimizer.predictedCount(histories)
        #expect(plain.totalWeight == Double(count))
        let expected = (0..<count).reduce(0) { $0 + FSRSEvaluation.recencyWeight($1, of: count) }
        #expect(abs(recent.totalWeight - expected) < 1e-9)
        for start in recent.starts.dropLast() { #expect(recent.weight[start] == 0) }
    }
}
