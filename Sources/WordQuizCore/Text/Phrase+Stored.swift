import Foundation

/// A phrase kept for later (a delivery's detail in the ledger): its templates and values as
/// JSON, so that whoever reads it later reads it in their own language. Text that is no
/// stored phrase (what an older wordquiz wrote) reads back as itself.
extension Phrase: Codable {
    private struct StoredPiece: Codable {
        var template: String
        var values: [String: StoredValue]
    }

    private enum StoredValue: Codable {
        case text(String)
        case phrase(Phrase)
    }

    public init(from decoder: any Decoder) throws {
        let pieces = try decoder.singleValueContainer().decode([StoredPiece].self)
        self.init(
            pieces: pieces.map { piece in
                Piece(
                    template: piece.template,
                    values: piece.values.mapValues { value in
                        switch value {
                        case .text(let text): .text(text)
                        case .phrase(let phrase): .phrase(phrase)
                        }
                    })
            })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(
            pieces.map { piece in
                StoredPiece(
                    template: piece.template,
                    values: piece.values.mapValues { value in
                        switch value {
                        case .text(let text): .text(text)
                        case .phrase(let phrase): .phrase(phrase)
                        }
                    })
            })
    }

    /// The phrase as the ledger keeps it: JSON, keys sorted (the same phrase, the same text);
    /// no phrase, no text.
    public var stored: String {
        guard self != .empty else { return "" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return description }
        return String(decoding: data, as: UTF8.self)
    }

    /// A phrase as `stored` kept it; text that is none, as it is (empty text, no phrase; `[]`,
    /// which an empty phrase was stored as before, no phrase either).
    public init(stored text: String) {
        guard text.hasPrefix("[{"), let phrase = try? JSONDecoder().decode(Phrase.self, from: Data(text.utf8)) else {
            self = text.isEmpty || text == "[]" ? .empty : .verbatim(text)
            return
        }
        self = phrase
    }
}
