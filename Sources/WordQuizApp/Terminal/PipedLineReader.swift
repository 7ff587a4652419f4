/// Reads one line at a time from standard input, for scripts and tests.
struct PipedLineReader: LineReader {
    var output: TextSink

    mutating func readLine(prompt: String) -> LineInput {
        output.write(prompt)
        guard let line = Swift.readLine(strippingNewline: true).map(TypedInputFilter.cleaned) else {
            output.write("\n")
            return .endOfInput
        }
        // Echo the answer so that a transcript reads like a session.
        output.write(line + "\n")
        return .line(line)
    }

    mutating func readSecret(prompt: String) -> LineInput {
        output.write(prompt)
        let line = Swift.readLine(strippingNewline: true)
        // The line break the answer's Enter would have shown, and never the answer.
        output.write("\n")
        return line.map(LineInput.line) ?? .endOfInput
    }
}
