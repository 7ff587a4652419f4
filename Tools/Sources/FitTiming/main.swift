import Foundation
import WordQuizCore

/// `fit-timing LOG.json [--recency] [--repeat N] [--passes]`: fits FSRS-6 to a log the way `optimize`
/// does, in process, and prints how long the fastest of N fits took, with what it found
/// (`--passes`: each pass of the first fit on standard error).
/// The log is a JSON array of words, each an array of `[rating, elapsed days, day]`.
struct Result: Encodable {
    var seconds: Double
    var epochs: Int
    var weights: [Double]
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: fit-timing LOG.json [--recency] [--repeat N] [--passes]\n".utf8))
    exit(2)
}
let recency = arguments.contains("--recency")
let repeatValue = arguments.firstIndex(of: "--repeat").map { arguments.index(after: $0) }
let repeats = repeatValue.flatMap { $0 < arguments.endIndex ? Int(arguments[$0]) : nil } ?? 3
let rows = try JSONDecoder().decode([[[Int]]].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
let histories = rows.map { word in
    word.map { FSRSOptimizer.Review(elapsedDays: $0[1], rating: FSRS.Rating(rawValue: $0[0]) ?? .good, day: $0[2]) }
}
var fastest = Double.infinity
var fit = FSRSOptimizer.fit(histories, recencyWeighted: recency) { pass in
    if arguments.contains("--passes") {
        FileHandle.standardError.write(Data("pass \(pass.number) \(pass.objective) \(pass.halvings)\n".utf8))
    }
}
for _ in 0..<max(1, repeats) {
    let start = DispatchTime.now().uptimeNanoseconds
    fit = FSRSOptimizer.fit(histories, recencyWeighted: recency)
    fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
let encoded = try JSONEncoder().encode(Result(seconds: fastest, epochs: fit.epochs, weights: fit.weights))
print(String(decoding: encoded, as: UTF8.self))
