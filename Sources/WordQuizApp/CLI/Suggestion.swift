import WordQuizCore

/// "Did you mean …?" for a mistyped command, action or option: the nearest known word, by
/// edits that swap, add, drop or change one character, when it is near enough to be a typo.
enum Suggestion {
    /// The nearest of `candidates` to `typed`, or nil when none is plausibly what was meant.
    static func nearest(to typed: String, among candidates: [String]) -> String? {
        let allowed = typed.count <= 4 ? 1 : 2
        let scored = candidates.map { ($0, distance(typed, $0)) }.filter { $0.1 <= allowed }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        // A prefix long enough to be a start of one word only: `sched` for `schedule`.
        let prefixed = candidates.filter { typed.count >= 3 && $0.hasPrefix(typed) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// `; did you mean X?` for an error message, or nothing.
    static func clause(for typed: String, among candidates: [String]) -> Phrase {
        nearest(to: typed, among: candidates).map { Phrase("; did you mean `\($0, .value)`?") } ?? .empty
    }

    /// Edit distance where swapping two neighbours is one edit (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }
}
