/// Reads the learner's answers: with line editing in a terminal, or a line at a time from a pipe.
public protocol LineReader {
    mutating func readLine(prompt: String) -> LineInput
    /// `above` is what the screen shows above the prompt (the question), drawn again when the
    /// learner asks for a redraw (Ctrl-L) or comes back from a suspension (Ctrl-Z, `fg`).
    mutating func readLine(prompt: String, above: String) -> LineInput
    /// A secret (an API key): never echoed, never kept in the history.
    mutating func readSecret(prompt: String) -> LineInput
}

extension LineReader {
    public mutating func readLine(prompt: String, above: String) -> LineInput {
        readLine(prompt: prompt)
    }
}

/// What reading an answer produced.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// Ctrl-C in a terminal.
    case interrupted
}
