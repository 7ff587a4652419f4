import WordQuizCore

/// A command's options, each declared once, as a property whose wrapper names its
/// `OptionSpec` and how its value is read (`@Flag(CommonOption.json) var json: Bool`). The
/// same properties are the declaration — the parser, help, completions and the man page take
/// the options from them, in their order — and the values: `ParsedArguments.options()` makes
/// the type from a command line. An option a command does not declare is no property of its
/// options, so reading one does not compile.
protocol CommandOptions: Sendable {
    /// Every option unset: made by `declared` and by `ParsedArguments.options()`, each of which
    /// sets what the wrappers read while it runs.
    init()
}

extension CommandOptions {
    /// The options, in the order their properties are declared (groups in their place).
    static var declared: [OptionSpec] {
        OptionReader.declarations { _ = Self() }
    }
}

/// The options of a command that takes none of its own.
struct NoOptions: CommandOptions {}

/// What the option wrappers read while a `CommandOptions` is made: nothing (its declarations
/// are being collected) or a command line, whose first bad value as typed it keeps to refuse.
final class OptionReader: @unchecked Sendable {
    @TaskLocal private static var current: OptionReader?

    private let parsed: ParsedArguments?
    private var declared: [OptionSpec] = []
    /// The refusal of the bad value typed first, with its place on the line.
    private var failure: (place: Int, failure: CommandFailure)?

    private init(_ parsed: ParsedArguments?) {
        self.parsed = parsed
    }

    /// The options `make` declares, in order, each once.
    static func declarations(_ make: () -> Void) -> [OptionSpec] {
        let reader = OptionReader(nil)
        $current.withValue(reader) { make() }
        return reader.declared
    }

    /// What `make` makes from `parsed`; the first value an option refused, with the command's
    /// usage.
    static func reading<Options>(_ parsed: ParsedArguments, _ make: () -> Options) throws(CommandFailure) -> Options {
        let reader = OptionReader(parsed)
        let options = $current.withValue(reader) { make() }
        if let failure = reader.failure { throw failure.failure }
        return options
    }

    /// The values given for `option`, in order, each with its place among the options given
    /// (nil for a flag); none while declaring.
    fileprivate static func given(_ option: OptionSpec) -> [(place: Int, value: String?)] {
        guard let reader = current else { return [] }
        if !reader.declared.contains(option) { reader.declared.append(option) }
        guard let given = reader.parsed?.given else { return [] }
        return given.indices.filter { given[$0].option == option }.map { ($0, given[$0].value) }
    }

    /// The option given last among `options`, by its place in `options`; nil for none.
    fileprivate static func lastGiven(among options: [OptionSpec]) -> Int? {
        guard let reader = current else { return nil }
        for option in options where !reader.declared.contains(option) { reader.declared.append(option) }
        guard let parsed = reader.parsed else { return nil }
        for given in parsed.given.reversed() {
            if let index = options.firstIndex(of: given.option) { return index }
        }
        return nil
    }

    /// Keeps the refusal of the value typed first, to be thrown once the options are made.
    fileprivate static func refuse(_ message: Phrase, place: Int) {
        guard let reader = current, let parsed = reader.parsed, place < reader.failure?.place ?? Int.max else { return }
        reader.failure = (place, parsed.failure(message))
    }
}

/// A value an option takes, read from its text; refused in the option's own words.
protocol OptionValue: Sendable {
    init?(optionText: String)
    /// What the option says of a text that is none of its values.
    static func refusal(of option: OptionSpec, _ text: String) -> Phrase
}

extension OptionValue {
    /// The option's choices, as it declares them.
    static func refusal(of option: OptionSpec, _ text: String) -> Phrase {
        option.refusal(of: text)
    }
}

extension String: OptionValue {
    init?(optionText: String) { self = optionText }
}

extension CalendarDate: OptionValue {
    init?(optionText: String) { self.init(parsing: optionText) }

    static func refusal(of option: OptionSpec, _ text: String) -> Phrase {
        Phrase("\(option.name, .option) takes a real date as YYYY-MM-DD, not '\(text, .value)'")
    }
}

extension LevelChoice: OptionValue {
    init?(optionText: String) { self.init(parsing: optionText) }

    static func refusal(of option: OptionSpec, _ text: String) -> Phrase {
        option.refusal(of: text, LevelChoice.names)
    }
}

extension ColorChoice: OptionValue {
    init?(optionText: String) { self.init(rawValue: optionText) }
}

extension Provider: OptionValue {
    /// In any case: `--provider KRDICT`.
    init?(optionText: String) { self.init(rawValue: optionText.lowercased()) }
}

extension Language: OptionValue {
    init?(optionText: String) { self.init(parsing: optionText) }
}

extension QuizMode: OptionValue {
    init?(optionText: String) { self.init(optionText) }
}

/// An option without a value: true when given.
@propertyWrapper struct Flag: Sendable {
    var wrappedValue: Bool

    init(_ option: OptionSpec) {
        wrappedValue = !OptionReader.given(option).isEmpty
    }
}

/// An option with a value (the last one given): nil when not given, or the default its
/// property is given (`var limit = 50`); a value it cannot read refuses the command line.
@propertyWrapper struct Option<Value: Sendable>: Sendable {
    var wrappedValue: Value

    private init(_ option: OptionSpec, unset: Value, _ read: (String) -> Value?, refusal: (String) -> Phrase) {
        wrappedValue = unset
        guard let given = OptionReader.given(option).last, let text = given.value else { return }
        guard let value = read(text) else {
            OptionReader.refuse(refusal(text), place: given.place)
            return
        }
        wrappedValue = value
    }

    /// Read by `read`, refused in `refusal`'s words; nil when not given.
    init<Read>(_ option: OptionSpec, _ read: (String) -> Read?, refusal: (String) -> Phrase) where Value == Read? {
        self.init(option, unset: nil, { read($0).map(Optional.some) }, refusal: refusal)
    }

    /// Read as its type reads an option; nil when not given.
    init<Read: OptionValue>(_ option: OptionSpec) where Value == Read? {
        self.init(option, Read.init(optionText:), refusal: { Read.refusal(of: option, $0) })
    }

    /// Read by `read`, refused in `refusal`'s words; `wrappedValue` when not given.
    init(wrappedValue: Value, _ option: OptionSpec, _ read: (String) -> Value?, refusal: (String) -> Phrase) {
        self.init(option, unset: wrappedValue, read, refusal: refusal)
    }

    /// Read as its type reads an option; `wrappedValue` when not given.
    init(wrappedValue: Value, _ option: OptionSpec) where Value: OptionValue {
        self.init(option, unset: wrappedValue, Value.init(optionText:), refusal: { Value.refusal(of: option, $0) })
    }
}

/// An option that may be given more than once: every value, in order.
@propertyWrapper struct RepeatedOption: Sendable {
    var wrappedValue: [String]

    init(_ option: OptionSpec) {
        wrappedValue = OptionReader.given(option).compactMap(\.value)
    }
}

/// Flags that exclude each other (`daemon --once`, `--unit`): what the last one given stands
/// for, nil when none was.
@propertyWrapper struct LastFlag<Value: Sendable>: Sendable {
    var wrappedValue: Value?

    init(_ flags: [(option: OptionSpec, value: Value)]) {
        wrappedValue = OptionReader.lastGiven(among: flags.map(\.option)).map { flags[$0].value }
    }
}
