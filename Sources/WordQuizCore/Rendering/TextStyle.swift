/// Terminal styling: ANSI codes when colour is on, plain text when it is off.
public struct TextStyle: Sendable {
    public var isColorEnabled: Bool

    public init(isColorEnabled: Bool) {
        self.isColorEnabled = isColorEnabled
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
