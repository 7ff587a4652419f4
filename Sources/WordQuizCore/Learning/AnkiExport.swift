/// Cards as a tab-separated file that Anki's "Import File" reads, with the header lines that
/// tell it the separator, that fields are plain text, the fields' names, and which column
/// holds the tags. The English gloss is a field of its own, so a note type can show it or not.
public enum AnkiExport {
    public struct Card: Sendable, Equatable {
        public var front: String
        public var back: String
        /// The English gloss; empty where the word has none.
        public var english: String
        public var tags: [String]

        public init(front: String, back: String, english: String = "", tags: [String]) {
            self.front = front
            self.back = back
            self.english = english
            self.tags = tags
        }
    }

    public static func tsv(_ cards: [Card]) -> String {
        var lines = ["#separator:tab", "#html:false", "#columns:Front\tBack\tEnglish\tTags", "#tags column:4"]
        for card in cards {
            lines.append(
                [field(card.front), field(card.back), field(card.english), card.tags.map(tag).joined(separator: " ")]
                    .joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A field with no tab or line break (they would split it).
    public static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// Tags are space-separated: spaces inside one become underscores.
    public static func tag(_ text: String) -> String {
        String(text.map { $0.isWhitespace ? "_" : $0 })
    }
}
