import Foundation
import WordQuizCore

/// An Anki collection as a SQLite file: written in schema 11 (the `collection.anki21` of a
/// version-2 package, which every Anki from 2.1 on imports), read in schema 11 or Anki's
/// current schema (18, where notetypes, fields and decks have tables of their own).
public enum AnkiCollectionFile {
    /// Writes `collection` to a new file at `path` (which must not exist).
    public static func write(_ collection: AnkiCollection, to path: String) throws(StoreError) {
        let database = try SQLiteDatabase(path: path)
        defer { database.close() }
        try database.transaction { (tx) throws(StoreError) in
            try tx.executeScript(schema11)
            let now = collection.notes.map(\.modified).max() ?? collection.createdAt
            try tx.insert(
                RowInsert(
                    into: "col",
                    [
                        "id": .integer(1), "crt": .integer(collection.createdAt), "mod": .integer(now * 1000),
                        "scm": .integer(now * 1000), "ver": .integer(11), "dty": .integer(0), "usn": .integer(0),
                        "ls": .integer(0), "conf": .text(try json(LegacyConfig(collection))),
                        "models": .text(try json(models(collection, modified: now))),
                        "decks": .text(try json(decks(collection, modified: now))),
                        "dconf": .text(try json(deckOptions(collection, modified: now))), "tags": .text("{}"),
                    ]))
            let sortFields = Dictionary(uniqueKeysWithValues: collection.notetypes.map { ($0.id, $0.sortField) })
            for note in collection.notes {
                let sortField = sortFields[note.notetypeID] ?? 0
                try tx.insert(
                    RowInsert(
                        into: "notes",
                        [
                            "id": .integer(note.id), "guid": .text(note.guid), "mid": .integer(note.notetypeID),
                            "mod": .integer(note.modified), "usn": .integer(-1),
                            "tags": .text(note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " "),
                            "flds": .text(note.fields.joined(separator: String(AnkiNote.fieldSeparator))),
                            "sfld": .text(
                                sortField < note.fields.count ? DictionaryText.clean(note.fields[sortField]) : ""),
                            // Anki computes the checksum again on import.
                            "csum": .integer(0), "flags": .integer(0), "data": .text(""),
                        ]))
            }
            for card in collection.cards {
                try tx.insert(
                    RowInsert(
                        into: "cards",
                        [
                            "id": .integer(card.id), "nid": .integer(card.noteID), "did": .integer(card.deckID),
                            "ord": .integer(Int64(card.ordinal)), "mod": .integer(card.modified), "usn": .integer(-1),
                            "type": .integer(Int64(card.kind)), "queue": .integer(Int64(card.queue)),
                            "due": .integer(card.due), "ivl": .integer(Int64(card.interval)),
                            "factor": .integer(Int64(card.easeFactor)), "reps": .integer(Int64(card.reviews)),
                            "lapses": .integer(Int64(card.lapses)), "left": .integer(0),
                            "odue": .integer(card.originalDue), "odid": .integer(card.originalDeckID),
                            "flags": .integer(0), "data": .text(try card.memory.map(json) ?? ""),
                        ]))
            }
            for review in collection.reviews {
                try tx.insert(
                    RowInsert(
                        into: "revlog",
                        [
                            "id": .integer(review.id), "cid": .integer(review.cardID), "usn": .integer(-1),
                            "ease": .integer(Int64(review.ease)), "ivl": .integer(Int64(review.interval)),
                            "lastIvl": .integer(Int64(review.lastInterval)), "factor": .integer(Int64(review.factor)),
                            "time": .integer(Int64(review.milliseconds)), "type": .integer(Int64(review.kind)),
                        ]))
            }
        }
    }

    /// The longest text or blob read from a collection: a note's fields are kilobytes.
    public static let maximumValueBytes: Int32 = 16 << 20
    /// The longest a collection's reading may take: 10⁵ notes read in well under a second.
    public static let readingSeconds = 20.0

    /// Reads the collection at `path`, opened as an untrusted file (`SQLiteDatabase.untrusted`),
    /// in schema 11 or Anki's current one. A collection that holds code — a view, a trigger, a
    /// generated column, a virtual table — is refused before anything is read. Notes, cards
    /// and reviews whose columns are not what Anki writes are left out; each table with any is
    /// named in `damage`.
    public static func read(_ path: String, damage: DamagedRows = DamagedRows()) throws(StoreError) -> AnkiCollection {
        let database = try SQLiteDatabase.untrusted(
            path: path, maximumValueBytes: maximumValueBytes, seconds: readingSeconds)
        defer { database.close() }
        try refuseCode(in: database)
        guard let col = try database.query("SELECT crt, ver, conf, models, decks FROM col LIMIT 1").first,
            let createdAt = col["crt"].integer
        else {
            throw StoreError(path: path, reason: .unencodable, message: "it has no collection row")
        }
        let tables = Set(
            try database.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0["name"].string })
        let notetypes: [AnkiNotetype]
        if tables.contains("notetypes"), tables.contains("fields") {
            notetypes = try currentNotetypes(database)
        } else {
            notetypes = legacyNotetypes(col["models"].string ?? "")
        }
        let conf = (col["conf"].string).flatMap { try? JSONDecoder().decode(LegacyConfig.self, from: Data($0.utf8)) }
        let notes: [AnkiNote] = try database.query("SELECT id, guid, mid, mod, tags, flds FROM notes ORDER BY id")
            .compactMap { row in
                guard let id = row["id"].integer, let guid = row["guid"].string, let mid = row["mid"].integer,
                    let fields = row["flds"].string
                else { return damage.skipped("notes") }
                return AnkiNote(
                    id: id, guid: guid, notetypeID: mid, modified: row["mod"].integer ?? 0,
                    tags: (row["tags"].string ?? "").split(separator: " ").map(String.init),
                    fields: fields.split(separator: AnkiNote.fieldSeparator, omittingEmptySubsequences: false)
                        .map(String.init))
            }
        let cards: [AnkiCard] = try database.query(
            "SELECT id, nid, did, ord, mod, type, queue, due, ivl, factor, reps, lapses, odue, odid, data FROM cards"
        ).compactMap { row in
            guard let id = row["id"].integer, let note = row["nid"].integer, let kind = row["type"].integer,
                let queue = row["queue"].integer, let due = row["due"].integer,
                let ordinal = row["ord"].integer.flatMap({ Int(exactly: $0) })
            else { return damage.skipped("cards") }
            let memory = row["data"].string.flatMap { data in
                data.contains("\"s\"") ? try? JSONDecoder().decode(AnkiMemoryState.self, from: Data(data.utf8)) : nil
            }
            return AnkiCard(
                id: id, noteID: note, deckID: row["did"].integer ?? 0, ordinal: ordinal,
                modified: row["mod"].integer ?? 0, kind: clamped(kind), queue: clamped(queue), due: due,
                interval: clamped(row["ivl"].integer ?? 0), easeFactor: clamped(row["factor"].integer ?? 0),
                reviews: clamped(row["reps"].integer ?? 0), lapses: clamped(row["lapses"].integer ?? 0),
                originalDeckID: row["odid"].integer ?? 0, originalDue: row["odue"].integer ?? 0, memory: memory)
        }
        let reviews: [AnkiReview] = try database.query(
            "SELECT id, cid, ease, ivl, lastIvl, factor, time, type FROM revlog ORDER BY id"
        ).compactMap { row in
            guard let id = row.milliseconds("id"), let card = row["cid"].integer, let ease = row["ease"].integer,
                let kind = row["type"].integer
            else { return damage.skipped("revlog") }
            return AnkiReview(
                id: id, cardID: card, ease: clamped(ease), interval: clamped(row["ivl"].integer ?? 0),
                lastInterval: clamped(row["lastIvl"].integer ?? 0), factor: clamped(row["factor"].integer ?? 0),
                milliseconds: clamped(row["time"].integer ?? 0), kind: clamped(kind))
        }
        return AnkiCollection(
            createdAt: createdAt, dayStartHour: conf?.rollover ?? LearnerDay.defaultRolloverHour,
            minutesWestOfUTC: conf?.creationOffset ?? 0, notetypes: notetypes, decks: [], notes: notes, cards: cards,
            reviews: reviews)
    }

    /// The tables a collection is read from.
    static let readTables = ["col", "notes", "cards", "revlog", "notetypes", "fields"]

    /// Throws when the collection holds anything that would run as it is read: the tables
    /// wordquiz reads must be plain tables without generated columns, and no trigger or
    /// virtual table may be in the file at all.
    static func refuseCode(in database: SQLiteDatabase) throws(StoreError) {
        let refuse = { (what: String) in
            StoreError(
                path: database.path, reason: .unencodable,
                message: "it holds \(what), code that would run as it is read; wordquiz reads only plain tables")
        }
        for row in try database.query("SELECT type, name, sql FROM sqlite_master") {
            let type = row["type"].string ?? ""
            let name = (row["name"].string ?? "").lowercased()
            let sql = (row["sql"].string ?? "").uppercased()
            if type == "trigger" { throw refuse("a trigger") }
            if type == "view", readTables.contains(name) { throw refuse("a view in place of a table") }
            if type == "table", sql.hasPrefix("CREATE VIRTUAL TABLE") { throw refuse("a virtual table") }
        }
        for table in readTables {
            // `hidden` is 2 or 3 for a generated column (PRAGMA table_xinfo).
            let columns = try database.query("SELECT hidden FROM pragma_table_xinfo(?)", [.text(table)])
            if columns.contains(where: { ($0["hidden"].integer ?? 0) >= 2 }) { throw refuse("a generated column") }
        }
    }

    /// A column that should be small, held within Int (a damaged one reads as its bound).
    static func clamped(_ value: Int64) -> Int {
        Int(max(min(value, Int64(Int32.max)), Int64(Int32.min)))
    }

    /// Anki's current schema: a notetype's fields are rows of `fields`, by ordinal. Names, like
    /// every text in a package, are cleaned of markup and control sequences as they are read.
    static func currentNotetypes(_ database: SQLiteDatabase) throws(StoreError) -> [AnkiNotetype] {
        var fields: [Int64: [(Int64, String)]] = [:]
        for row in try database.query("SELECT ntid, ord, name FROM fields") {
            guard let notetype = row["ntid"].integer, let ordinal = row["ord"].integer, let name = row["name"].string
            else { continue }
            fields[notetype, default: []].append((ordinal, DictionaryText.clean(name)))
        }
        return try database.query("SELECT id, name FROM notetypes ORDER BY id").compactMap { row in
            guard let id = row["id"].integer, let name = row["name"].string else { return nil }
            return AnkiNotetype(
                id: id, name: DictionaryText.clean(name), fields: (fields[id] ?? []).sorted { $0.0 < $1.0 }.map(\.1),
                templates: [])
        }
    }

    /// Schema 11: the notetypes are `col.models`, a JSON object of notetypes by id.
    static func legacyNotetypes(_ models: String) -> [AnkiNotetype] {
        guard let decoded = try? JSONDecoder().decode([String: LegacyModelFields].self, from: Data(models.utf8)) else {
            return []
        }
        return decoded.values.compactMap { model in
            AnkiNotetype(
                id: model.id, name: DictionaryText.clean(model.name),
                fields: model.flds.sorted { ($0.ord ?? 0) < ($1.ord ?? 0) }.map { DictionaryText.clean($0.name) },
                templates: [])
        }.sorted { $0.id < $1.id }
    }

    /// The parts of a legacy notetype that reading needs.
    struct LegacyModelFields: Decodable {
        struct Field: Decodable {
            var name: String
            var ord: Int?
        }

        var id: Int64
        var name: String
        var flds: [Field]

        enum CodingKeys: String, CodingKey { case id, name, flds }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Anki has written a notetype's id as a number and as a string.
            if let number = try? container.decode(Int64.self, forKey: .id) {
                id = number
            } else {
                guard let number = Int64(try container.decode(String.self, forKey: .id)) else {
                    throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "not an id")
                }
                id = number
            }
            name = try container.decode(String.self, forKey: .name)
            flds = try container.decode([Field].self, forKey: .flds)
        }
    }

    static func json<T: Encodable>(_ value: T) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            throw StoreError(path: "", reason: .unencodable, message: "the collection's \(T.self)")
        }
        return text
    }
}
