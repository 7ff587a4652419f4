/// A notetype: its fields by name, in order, and its card templates.
public struct AnkiNotetype: Sendable, Equatable {
    public struct Template: Sendable, Equatable {
        public var name: String
        public var front: String
        public var back: String

        public init(name: String, front: String, back: String) {
            self.name = name
            self.front = front
            self.back = back
        }
    }

    public var id: Int64
    public var name: String
    public var fields: [String]
    public var templates: [Template]
    public var css: String
    /// The field Anki sorts and checks duplicates by.
    public var sortField: Int

    public init(id: Int64, name: String, fields: [String], templates: [Template], css: String = "", sortField: Int = 0)
    {
        self.id = id
        self.name = name
        self.fields = fields
        self.templates = templates
        self.css = css
        self.sortField = sortField
    }
}

extension AnkiNotetype {
    /// wordquiz's notetype: one id in every package, so that a package exported again meets
    /// its notes' notetype in Anki instead of making another.
    public static let wordquiz = AnkiNotetype(
        id: 1_764_547_200_001, name: "wordquiz",
        fields: WordquizField.allCases.map(\.name),
        templates: [
            Template(
                name: "Word → meaning",
                front: "<div class=\"wq-word\">{{Word}}</div>",
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="wq-facts">{{Part of speech}}{{#Pronunciation}} [{{Pronunciation}}]{{/Pronunciation}}{{#Hanja}} {{Hanja}}{{/Hanja}}</div>
                    <div class="wq-meaning">{{Meaning}}</div>
                    {{#English}}<div class="wq-english">{{English}}</div>{{/English}}
                    {{#Example}}<div class="wq-example">{{Example}}</div>{{/Example}}
                    {{#Picture}}<div class="wq-picture">{{Picture}}</div>{{/Picture}}
                    {{#Credit}}<div class="wq-credit">{{Credit}}</div>{{/Credit}}
                    {{#Link}}<div class="wq-link">{{Link}}</div>{{/Link}}
                    """)
        ],
        css: """
            .card { font-family: sans-serif; font-size: 20px; line-height: 1.5; text-align: center; }
            .wq-word { font-size: 40px; }
            .wq-facts, .wq-credit, .wq-link { font-size: 14px; opacity: 0.7; }
            .wq-english { font-style: italic; }
            .wq-example b { text-decoration: underline; }
            .wq-picture img { max-width: 90%; max-height: 320px; }
            """)

    /// The fields of wordquiz's notetype, in order.
    public enum WordquizField: Int, CaseIterable, Sendable {
        case word, meaning, english, partOfSpeech, pronunciation, hanja, example, picture, credit, link

        /// The field's name, as Anki shows it (and as `deck import` recognises it).
        public var name: String {
            switch self {
            case .word: "Word"
            case .meaning: "Meaning"
            case .english: "English"
            case .partOfSpeech: "Part of speech"
            case .pronunciation: "Pronunciation"
            case .hanja: "Hanja"
            case .example: "Example"
            case .picture: "Picture"
            case .credit: "Credit"
            case .link: "Link"
            }
        }
    }
}
