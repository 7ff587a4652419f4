import Foundation

/// `--color auto|always|never`.
public enum ColorChoice: String, Sendable {
    case auto, always, never

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
