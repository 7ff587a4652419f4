import Foundation

/// Anki's own backend — the `anki` package from PyPI, the Rust core every Anki runs on —
/// as the judge of the packages wordquiz writes and reads, through `anki_backend.py`. It is
/// installed by `scripts/test` into `.build/anki-venv` (a test tool only; wordquiz never runs
/// it). Tests that need it skip, saying why, where it could not be installed.
public enum AnkiBackend {
    /// The virtual environment's Python: `WORDQUIZ_ANKI_PYTHON` when set, else the package's
    /// `.build/anki-venv`, when it holds the `anki` package.
    public static let python: String? = TestToolPython.find(
        venv: "anki-venv", importing: "anki", preferred: ProcessInfo.processInfo.environment["WORDQUIZ_ANKI_PYTHON"])

    public static var isAvailable: Bool { python != nil }

    public static let absentNote =
        "Anki's backend (the anki package from PyPI, which scripts/test installs into .build/anki-venv) is not installed: the packages are not checked by Anki itself"

    /// A collection as Anki reads it.
    public struct Collection: Decodable, Sendable {
        public struct Note: Decodable, Sendable {
            public var guid: String
            public var notetype: String
            public var fields: [String: String]
            public var tags: [String]
        }

        public struct Card: Decodable, Sendable {
            public var guid: String
            public var deck: String
            public var type: Int
            public var queue: Int
            /// Days from Anki's today to the card's due day (a review card's).
            public var dueInDays: Int?
            public var interval: Int
            public var reps: Int
            public var lapses: Int
            public var stability: Double?
            public var difficulty: Double?
        }

        public struct Review: Decodable, Sendable {
            public var guid: String?
            public var id: Int64
            public var ease: Int
            public var type: Int
            public var factor: Int
            public var interval: Int
            public var milliseconds: Int
        }

        public struct Deck: Decodable, Sendable {
            public var options: String
            public var params: [Double]
            public var desiredRetention: Double?
            /// Custom study's "extend today's limits" for new and review cards.
            public var extendLimits: [Int?]
        }

        public struct ImportLog: Decodable, Sendable {
            public var new: Int
            public var updated: Int
            public var duplicate: Int
            public var conflicting: Int
        }

        public var today: Int
        public var notes: [Note]
        public var cards: [Card]
        public var reviews: [Review]
        public var decks: [String: Deck]
        public var media: [String]
        public var log: ImportLog?
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `anki_backend.py` with the arguments, in a time zone (as wordquiz runs in it: a
    /// collection's today is the local day).
    public static func run(_ arguments: [String], timeZone: String = "Asia/Seoul") throws -> Collection {
        guard let python else { throw Failure(description: absentNote) }
        let result = try ProcessRunner.run(
            python, [FixturesPath.ankiBackend] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "TZ": timeZone, "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            timeout: 240)
        guard result.exitCode == 0, !result.timedOut else {
            throw Failure(description: "anki_backend.py \(arguments) failed (\(result.exitCode)):\n\(result.stderr)")
        }
        return try JSONDecoder().decode(Collection.self, from: Data(result.stdout.utf8))
    }
}
