import WordQuizCore

/// How one channel fared with one digest.
struct ChannelResult: Sendable {
    var spec: ChannelSpec
    /// Nil when the channel delivered.
    var error: ChannelError?

    /// One line for the ledger and the log: what failed where, for the channels that failed.
    static func failureSummary(_ results: [ChannelResult]) -> String {
        failurePhrase(results).text(in: .en)
    }

    /// What failed where, for the channels that failed, in any language.
    static func failurePhrase(_ results: [ChannelResult]) -> Phrase {
        let each = results.compactMap { result in
            result.error.map { Phrase("\(result.spec, .channel): \($0.message, .reason)") }
        }
        return each.enumerated().reduce(Phrase.empty) { joined, item in
            joined + (item.offset == 0 ? .empty : .verbatim("; ")) + item.element
        }
    }
}
