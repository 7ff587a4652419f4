import WordQuizCore

/// Schema 11, as Anki 2.1 writes a `collection.anki21`: the tables, and the JSON the `col`
/// row keeps its configuration, notetypes, decks and deck options in.
extension AnkiCollectionFile {
    static let schema11 = """
        CREATE TABLE col (
            id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
            ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL,
            conf text NOT NULL, models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL
        );
        CREATE TABLE notes (
            id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
            usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL,
            csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL
        );
        CREATE TABLE cards (
            id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
            mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
            due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
            lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
            flags integer NOT NULL, data text NOT NULL
        );
        CREATE TABLE revlog (
            id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
            ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
            type integer NOT NULL
        );
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """

    /// `col.conf`: the scheduler (v3, FSRS on), the day's start and the creation offset.
    struct LegacyConfig: Codable {
        var rollover: Int?
        var creationOffset: Int?
        var schedVer: Int?
        var sched2021: Bool?
        var fsrs: Bool?
        var activeDecks: [Int64]?
        var curDeck: Int64?
        var curModel: Int64?
        var nextPos: Int?
        var sortType: String?
        var sortBackwards: Bool?
        var addToCur: Bool?
        var dueCounts: Bool?
        var estTimes: Bool?
        var collapseTime: Int?
        var timeLim: Int?
        var newSpread: Int?

        init(_ collection: AnkiCollection) {
            rollover = collection.dayStartHour
            creationOffset = collection.minutesWestOfUTC
            schedVer = 2
            sched2021 = true
            fsrs = true
            let deck = collection.decks.last?.id ?? AnkiDeck.defaultID
            activeDecks = [deck]
            curDeck = deck
            curModel = collection.notetypes.first?.id
            nextPos = 1
            sortType = "noteFld"
            sortBackwards = false
            addToCur = true
            dueCounts = true
            estTimes = true
            collapseTime = 1200
            timeLim = 0
            newSpread = 0
        }
    }

    struct LegacyModel: Encodable {
        struct Template: Encodable {
            var name: String
            var ord: Int
            var qfmt: String
            var afmt: String
            var bqfmt = ""
            var bafmt = ""
            var bfont = ""
            var bsize = 0
        }

        struct Field: Encodable {
            var name: String
            var ord: Int
            var sticky = false
            var rtl = false
            var font = "Arial"
            var size = 20
            var description = ""
            var plainText = false
            var collapsed = false
            var excludeFromSearch = false
        }

        /// A template's requirement (`[0, "any", [0]]`): shown when any of these fields is filled.
        struct Requirement: Encodable {
            var template: Int
            var fields: [Int]

            func encode(to encoder: Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(template)
                try container.encode("any")
                try container.encode(fields)
            }
        }

        var id: Int64
        var name: String
        var type = 0
        var mod: Int64
        var usn = -1
        var sortf: Int
        var did: Int64
        var tmpls: [Template]
        var flds: [Field]
        var css: String
        var latexPre =
            "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"
        var latexPost = "\\end{document}"
        var latexsvg = false
        var req: [Requirement]
        var tags: [String] = []
        var vers: [Int] = []
    }

    static func models(_ collection: AnkiCollection, modified: Int64) -> [String: LegacyModel] {
        let deck = collection.decks.last?.id ?? AnkiDeck.defaultID
        var models: [String: LegacyModel] = [:]
        for notetype in collection.notetypes {
            models[String(notetype.id)] = LegacyModel(
                id: notetype.id, name: notetype.name, mod: modified, sortf: notetype.sortField, did: deck,
                tmpls: notetype.templates.enumerated().map {
                    LegacyModel.Template(
                        name: $0.element.name, ord: $0.offset, qfmt: $0.element.front, afmt: $0.element.back)
                },
                flds: notetype.fields.enumerated().map { LegacyModel.Field(name: $0.element, ord: $0.offset) },
                css: notetype.css,
                req: notetype.templates.indices.map {
                    LegacyModel.Requirement(template: $0, fields: [notetype.sortField])
                }
            )
        }
        return models
    }

    struct LegacyDeck: Encodable {
        var id: Int64
        var mod: Int64
        var name: String
        var usn = -1
        var lrnToday = [0, 0]
        var revToday = [0, 0]
        var newToday = [0, 0]
        var timeToday = [0, 0]
        var collapsed = false
        var browserCollapsed = false
        var desc = ""
        var dyn = 0
        var conf: Int64
        var extendNew = 0
        var extendRev = 0
    }

    static func decks(_ collection: AnkiCollection, modified: Int64) -> [String: LegacyDeck] {
        var decks: [String: LegacyDeck] = [:]
        for deck in collection.decks {
            decks[String(deck.id)] = LegacyDeck(id: deck.id, mod: modified, name: deck.name, conf: deck.optionsID)
        }
        return decks
    }

    struct LegacyDeckOptions: Encodable {
        struct New: Encodable {
            var bury = false
            var delays: [Double] = [1, 10]
            var initialFactor = 2500
            var ints = [1, 4, 0]
            var order = 1
            var perDay = 20
        }

        struct Review: Encodable {
            var bury = false
            var ease4 = 1.3
            var ivlFct = 1.0
            var maxIvl = 36_500
            var perDay = 200
            var hardFactor = 1.2
        }

        struct Lapse: Encodable {
            var delays: [Double] = [10]
            var leechAction = 1
            var leechFails = 8
            var minInt = 1
            var mult = 0.0
        }

        var id: Int64
        var mod: Int64
        var name: String
        var usn = -1
        var maxTaken = 60
        var autoplay = true
        var timer = 0
        var replayq = true
        var new = New()
        var rev = Review()
        var lapse = Lapse()
        var dyn = false
        var fsrsWeights: [Double] = []
        var fsrsParams5: [Double] = []
        var fsrsParams6: [Double]
        var desiredRetention: Double
    }

    static func deckOptions(_ collection: AnkiCollection, modified: Int64) -> [String: LegacyDeckOptions] {
        var options = [
            String(AnkiDeck.defaultID): LegacyDeckOptions(
                id: AnkiDeck.defaultID, mod: modified, name: "Default", fsrsParams6: [], desiredRetention: 0.9)
        ]
        if let deckOptions = collection.deckOptions {
            options[String(deckOptions.id)] = LegacyDeckOptions(
                id: deckOptions.id, mod: modified, name: deckOptions.name, fsrsParams6: deckOptions.weights,
                desiredRetention: deckOptions.desiredRetention)
        }
        return options
    }
}
