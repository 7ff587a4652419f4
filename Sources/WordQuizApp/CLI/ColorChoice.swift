import Foundation

/// `--color auto|always|never`.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// The names `--color` takes.
    public static let names = allCases.map(\.rawValue)

    /// Whether links may be terminal hyperlinks (OSC 8): with colour, except on the Linux
    /// console, which prints the sequence instead of hiding it.
    public func areLinksEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        isEnabled(isTerminal: isTerminal, environment: environment) && environment["TERM"] != "linux"
    }

    /// Colour only on a terminal, and not when `NO_COLOR` is set or `TERM` is `dumb`.
    public func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
