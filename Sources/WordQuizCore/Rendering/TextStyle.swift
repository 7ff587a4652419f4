/// Terminal styling: ANSI codes when colour is on, plain text when it is off; links as
/// terminal hyperlinks (OSC 8) where the terminal takes them.
public struct TextStyle: Sendable {
    public var isColorEnabled: Bool
    public var areLinksEnabled: Bool

    public init(isColorEnabled: Bool, areLinksEnabled: Bool = false) {
        self.isColorEnabled = isColorEnabled
        self.areLinksEnabled = areLinksEnabled
    }

    /// A URL that a click opens: the text stays the URL itself, so it reads and copies the
    /// same where hyperlinks are not shown. A URL with a control character is left plain.
    public func link(_ url: String) -> String {
        guard areLinksEnabled, !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return url }
        return "\u{1B}]8;;\(url)\u{1B}\\\(url)\u{1B}]8;;\u{1B}\\"
    }

    public static let plain = TextStyle(isColorEnabled: false)

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        isColorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
