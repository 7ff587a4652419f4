import Foundation

/// Facts about the terminal, read at the edge.
public enum Terminal {
    /// The terminal's width, else `$COLUMNS`, else 80.
    public static func columns(isTerminal: Bool, environment: [String: String]) -> Int {
        if isTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }
}
