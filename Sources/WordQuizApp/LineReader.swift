/// What reading an answer produced.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// Ctrl-C in a terminal.
    case interrupted
}

/// Reads the learner's answers: with line editing in a terminal, or a line at a time from a pipe.
public protocol LineReader {
    mutating func readLine(prompt: String) -> LineInput
}

/// Reads one line at a time from standard input, for scripts and tests.
struct PipedLineReader: LineReader {
    var output: TextSink

    mutating func readLine(prompt: String) -> LineInput {
        output.write(prompt)
        guard let line = Swift.readLine(strippingNewline: true) else {
            output.write("\n")
            return .endOfInput
        }
        // Echo the answer so that a transcript reads like a session.
        output.write(line + "\n")
        return .line(line)
    }
}
