/// How well the memory model's predictions match what happened: the reviews it predicted,
/// in bins of predicted recall, each with the mean prediction and the share actually
/// recalled. A well-fitted model's bins read the same two numbers.
public struct RecallCalibration: Sendable, Equatable {
    /// The bins' edges: below 50 %, 50–70 %, 70–80 %, 80–90 %, 90 % and above.
    public static let edges: [Double] = [0, 0.5, 0.7, 0.8, 0.9, 1]

    public struct Bin: Sendable, Equatable {
        public var from: Double
        public var to: Double
        public var reviews: Int
        /// The mean predicted recall of the bin's reviews.
        public var predicted: Double
        /// The share of them recalled.
        public var observed: Double
    }

    /// The bins that hold a review, lowest first.
    public var bins: [Bin]

    /// The bin of a predicted recall: the last whose lower edge is at or below it (1 is in
    /// the top bin).
    public static func bin(of recall: Double) -> Int {
        min(edges.count - 2, max(0, (edges.lastIndex { $0 <= recall } ?? 0)))
    }

    /// One bin's sums, as the store keeps them.
    public struct Sum: Sendable, Equatable {
        public var bin: Int
        public var reviews: Int
        /// The sum of the predicted recalls.
        public var predicted: Double
        public var recalled: Int

        public init(bin: Int, reviews: Int, predicted: Double, recalled: Int) {
            self.bin = bin
            self.reviews = reviews
            self.predicted = predicted
            self.recalled = recalled
        }
    }

    /// The bins from their sums; a sum of no known bin is left out.
    public init(sums: [Sum]) {
        bins = sums.filter { $0.reviews > 0 && (0..<Self.edges.count - 1).contains($0.bin) }
            .sorted { $0.bin < $1.bin }
            .map { sum in
                Bin(
                    from: Self.edges[sum.bin], to: Self.edges[sum.bin + 1], reviews: sum.reviews,
                    predicted: sum.predicted / Double(sum.reviews),
                    observed: Double(sum.recalled) / Double(sum.reviews))
            }
    }

    /// The bins of these predictions: the definition the store's running sums are held to.
    public init(_ predictions: [FSRSOptimizer.Prediction]) {
        var sums: [Int: Sum] = [:]
        for prediction in predictions {
            let bin = Self.bin(of: prediction.recall)
            var sum = sums[bin] ?? Sum(bin: bin, reviews: 0, predicted: 0, recalled: 0)
            sum.reviews += 1
            sum.predicted += prediction.recall
            if prediction.recalled { sum.recalled += 1 }
            sums[bin] = sum
        }
        self.init(sums: Array(sums.values))
    }
}
