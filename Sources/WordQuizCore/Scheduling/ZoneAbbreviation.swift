/// The abbreviations people know a zone by (KST, EST and EDT), read from the POSIX TZ rule
/// at the end of a tz database file (`KST-9`, `EST5EDT,M3.2.0,M11.1.0`, `<-03>3`).
public struct ZoneAbbreviation: Sendable, Equatable {
    public var standard: String
    public var daylight: String?

    /// Reads a POSIX TZ rule; nil when it does not start with a zone name.
    public init?(rule: String) {
        var rest = Substring(rule)
        guard let standard = Self.name(&rest) else { return nil }
        self.standard = standard
        rest = rest.drop { "+-0123456789:".contains($0) }
        daylight = Self.name(&rest)
    }

    public init(standard: String, daylight: String?) {
        self.standard = standard
        self.daylight = daylight
    }

    public func abbreviation(isDaylightSaving: Bool) -> String {
        isDaylightSaving ? daylight ?? standard : standard
    }

    /// The rule in a TZif file (version 2 or later): the text between the last two newlines.
    public static func rule(inTZif bytes: [UInt8]) -> String? {
        guard bytes.count > 2, bytes.last == 0x0A,
            let start = bytes.dropLast().lastIndex(of: 0x0A)
        else { return nil }
        let rule = bytes[(start + 1)..<(bytes.count - 1)]
        guard !rule.isEmpty, rule.count < 128, rule.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: rule, as: UTF8.self)
    }

    /// A name: letters (`KST`), or anything quoted in angle brackets (`<+0330>`).
    static func name(_ text: inout Substring) -> String? {
        if text.first == "<" {
            guard let close = text.firstIndex(of: ">") else { return nil }
            let name = text[text.index(after: text.startIndex)..<close]
            text = text[text.index(after: close)...]
            return name.isEmpty ? nil : String(name)
        }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return nil }
        text = text[letters.endIndex...]
        return String(letters)
    }
}
