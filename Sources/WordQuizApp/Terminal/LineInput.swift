/// What reading an answer produced.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// Ctrl-C in a terminal.
    case interrupted
}
