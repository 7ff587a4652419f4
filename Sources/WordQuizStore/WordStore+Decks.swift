import Foundation
import WordQuizCore

/// The learner's own words, by deck. The built-in bank is the deck `bank`, which is never
/// stored: it is in use when no stored deck is.
extension WordStore {
    /// One deck, with how many words it has.
    public struct DeckSummary: Sendable, Equatable {
        public var name: String
        public var words: Int
        public var isInUse: Bool
    }

    /// What an import did.
    public struct DeckImport: Sendable, Equatable {
        public var added: Int
        public var updated: Int
    }

    /// Adds the rows to a deck (made if new), in one transaction: a row whose word the deck
    /// has already is updated (its fields replaced where the row gives them), not doubled.
    public func importDeck(
        _ name: String, rows: [DeckFile.Row], at time: Int64, progress: ((Int) -> Void)? = nil
    ) throws(StoreError) -> DeckImport {
        try database.transaction { (tx) throws(StoreError) -> DeckImport in
            try Self.write(rows, into: name, at: time, tx, progress: progress)
        }
    }

    /// Writes the rows into a deck (made if new) inside the caller's transaction.
    static func write(
        _ rows: [DeckFile.Row], into name: String, at time: Int64, _ tx: SQLiteDatabase.Transaction,
        progress: ((Int) -> Void)?
    ) throws(StoreError) -> DeckImport {
        try tx.insert(
            RowInsert(
                into: "deck", ["name": .text(name), "created_at": .integer(time), "in_use": .integer(0)], .ignore))
        var position =
            try tx.scalar("SELECT coalesce(max(position), -1) + 1 FROM deck_word WHERE deck = ?", [.text(name)])?
            .integer ?? 0
        var result = DeckImport(added: 0, updated: 0)
        for (index, row) in rows.enumerated() {
            let picture = try row.picture.map(pictureJSON) ?? .null
            let sounds: SQLValue = row.sounds.isEmpty ? .null : .text(row.sounds.joined(separator: "\n"))
            // One upsert: a word already in the deck keeps its place and what this row leaves
            // empty; the place it comes back with tells a new word from an updated one.
            let upsert = RowInsert(
                into: "deck_word",
                [
                    "deck": .text(name), "headword": .text(row.word), "meaning": Self.optional(row.meaning),
                    "english": Self.optional(row.english), "example": Self.optional(row.example),
                    "tags": .text(row.tags.joined(separator: " ")), "position": .integer(position),
                    "added_at": .integer(time), "note_guid": Self.optional(row.noteGUID), "picture": picture,
                    "sounds": sounds, "word_sound": Self.optional(row.wordSound),
                ],
                .update(
                    key: ["deck", "headword"],
                    set: """
                        meaning = coalesce(excluded.meaning, deck_word.meaning),
                        english = coalesce(excluded.english, deck_word.english),
                        example = coalesce(excluded.example, deck_word.example),
                        tags = CASE WHEN excluded.tags = '' THEN deck_word.tags ELSE excluded.tags END,
                        note_guid = coalesce(excluded.note_guid, deck_word.note_guid),
                        picture = coalesce(excluded.picture, deck_word.picture),
                        sounds = coalesce(excluded.sounds, deck_word.sounds),
                        word_sound = CASE WHEN excluded.sounds IS NULL THEN deck_word.word_sound
                            ELSE excluded.word_sound END
                        """))
            let placed = try tx.query(upsert.sql + " RETURNING position", upsert.parameters).first?["position"].integer
            if placed == position {
                position += 1
                result.added += 1
            } else {
                result.updated += 1
            }
            if (index + 1) % 500 == 0 { progress?(index + 1) }
        }
        return result
    }

    static func pictureJSON(_ picture: Picture) throws(StoreError) -> SQLValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(picture) else {
            throw StoreError(path: "", reason: .unencodable, message: "a deck word's picture")
        }
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// Fills in what a dictionary gave for a deck's word that had no meaning.
    public func completeDeckWord(
        _ headword: String, meaning: String, english: String?, in deck: String
    ) throws(StoreError) {
        try database.update(
            RowUpdate(
                "deck_word",
                set: ["meaning": .keptOrValue(.text(meaning)), "english": .keptOrValue(Self.optional(english))],
                where: ["deck": .text(deck), "headword": .text(headword)]))
    }

    public func decks() throws(StoreError) -> [DeckSummary] {
        try database.query(
            """
            SELECT d.name, (SELECT count(*) FROM deck_word w WHERE w.deck = d.name) AS words, d.in_use
            FROM deck d ORDER BY d.name
            """
        ).compactMap { row in
            guard let name = row["name"].string else { return nil }
            return DeckSummary(name: name, words: Int(row["words"].integer ?? 0), isInUse: row["in_use"].integer == 1)
        }
    }

    /// A deck's words in their order; empty for a deck that does not exist.
    public func deckWords(_ name: String) throws(StoreError) -> [BankWord] {
        try database.query(
            "SELECT headword, meaning, english, example, deck, picture FROM deck_word WHERE deck = ? ORDER BY position",
            [.text(name)]
        ).compactMap(Self.deckWord(from:))
    }

    /// The word as a deck has it (the first deck, by name, that has it): one row read.
    public func deckWord(_ headword: String) throws(StoreError) -> BankWord? {
        try database.query(
            "SELECT headword, meaning, english, example, deck, picture FROM deck_word WHERE headword = ? ORDER BY deck LIMIT 1",
            [.text(headword)]
        ).first.flatMap(Self.deckWord(from:))
    }

    /// The word as this deck has it, spelt as given: one row read.
    public func deckWord(_ headword: String, inDeck deck: String) throws(StoreError) -> BankWord? {
        try database.query(
            """
            SELECT headword, meaning, english, example, deck, picture FROM deck_word
            WHERE deck = ? AND headword = ? ORDER BY position LIMIT 1
            """,
            [.text(deck), .text(headword)]
        ).first.flatMap(Self.deckWord(from:))
    }

    /// The file (in the data folder's `sounds/`) that says the word, and its deck: as this
    /// deck has it, or the first deck (by name) that has one when no deck is named.
    public func wordSound(of headword: String, inDeck deck: String?) throws(StoreError) -> (deck: String, file: String)?
    {
        guard
            let row = try database.query(
                """
                SELECT deck, word_sound FROM deck_word
                WHERE headword = ? AND word_sound IS NOT NULL AND (?2 IS NULL OR deck = ?2) ORDER BY deck LIMIT 1
                """,
                [.text(headword), deck.map(SQLValue.text) ?? .null]
            ).first,
            let name = row["deck"].string, let file = row["word_sound"].string
        else { return nil }
        return (name, file)
    }

    /// A `deck_word` row (headword, meaning, english, example, deck, picture) as a word to learn.
    private static func deckWord(from row: Row) -> BankWord? {
        guard let headword = row["headword"].string, let deck = row["deck"].string else { return nil }
        let example = row["example"].string ?? ""
        // Mark the word in its example for cloze questions, where it appears as written.
        let marked = example.contains(headword) ? example.replacingFirst(headword, with: "{\(headword)}") : example
        var word = BankWord(
            headword: headword, definition: row["meaning"].string ?? "", markedExample: marked,
            english: row["english"].string ?? "", deck: deck)
        word.picture = row["picture"].string.flatMap { try? JSONDecoder().decode(Picture.self, from: Data($0.utf8)) }
        return word
    }

    /// The stored decks the words of the day come from; empty means the bank alone.
    public func decksInUse() throws(StoreError) -> [String] {
        try database.query("SELECT name FROM deck WHERE in_use = 1 ORDER BY name").compactMap { $0["name"].string }
    }

    /// Chooses the stored decks in use (the bank is chosen by its absence from this list).
    public func useDecks(_ names: [String]) throws(StoreError) {
        try database.transaction { (tx) throws(StoreError) in
            try tx.execute("UPDATE deck SET in_use = 0")
            for name in names { try tx.execute("UPDATE deck SET in_use = 1 WHERE name = ?", [.text(name)]) }
        }
    }

    /// Removes a deck and its words; the learner's answers and schedules on them stay.
    /// The files a deck's words name and no other deck's do: their pictures (paths) and sounds
    /// (names in the data folder's `sounds/`), what goes with the deck when it is removed.
    public func filesOnlyOf(deck name: String) throws(StoreError) -> (pictures: [String], sounds: [String]) {
        var mine: (pictures: Set<String>, sounds: Set<String>) = ([], [])
        var others: (pictures: Set<String>, sounds: Set<String>) = ([], [])
        for row in try database.query(
            "SELECT deck, picture, sounds FROM deck_word WHERE picture IS NOT NULL OR sounds IS NOT NULL")
        {
            let picture = row["picture"].string.flatMap { try? JSONDecoder().decode(Picture.self, from: Data($0.utf8)) }
            let sounds = (row["sounds"].string ?? "").split(separator: "\n").map(String.init)
            if row["deck"].string == name {
                if let picture { mine.pictures.insert(picture.file) }
                mine.sounds.formUnion(sounds)
            } else {
                if let picture { others.pictures.insert(picture.file) }
                others.sounds.formUnion(sounds)
            }
        }
        return (mine.pictures.subtracting(others.pictures).sorted(), mine.sounds.subtracting(others.sounds).sorted())
    }

    public func removeDeck(_ name: String) throws(StoreError) -> Bool {
        try database.transaction { (tx) throws(StoreError) -> Bool in
            try tx.execute("DELETE FROM deck_word WHERE deck = ?", [.text(name)])
            try tx.execute("DELETE FROM deck WHERE name = ?", [.text(name)])
            return try tx.scalar("SELECT changes()")?.integer == 1
        }
    }

    static func optional(_ text: String?) -> SQLValue {
        text.map { .text($0) } ?? .null
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
