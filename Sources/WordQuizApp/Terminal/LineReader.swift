/// Reads the learner's answers: with line editing in a terminal, or a line at a time from a pipe.
public protocol LineReader {
    mutating func readLine(prompt: String) -> LineInput
}
