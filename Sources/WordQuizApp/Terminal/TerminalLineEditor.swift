import Foundation
import Synchronization
import WordQuizCore

/// The terminal's settings before wordquiz changed them, for restoring from a signal handler.
/// A heap block rather than a global `termios`: AddressSanitizer caught `tcgetattr` writing
/// past the global the compiler laid out for it. Allocated once, never freed.
nonisolated(unsafe) private let savedTerminalSettings: UnsafeMutablePointer<termios> = {
    let block = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    block.initialize(to: termios())
    return block
}()
/// Whether the terminal is in raw mode: set by the quiz's thread, read and cleared by a
/// signal handler on another. Atomic (lock-free, so safe in a handler), and the store that
/// sets it publishes the saved settings to the handler that restores them (ThreadSanitizer
/// caught the plain `Bool` racing when `kill -INT` arrived as the quiz entered raw mode).
private let terminalIsRaw = Atomic<Bool>(false)

/// Line editing in a terminal that understands Hangul: Backspace removes a whole syllable,
/// the arrows move by character and through the session's history, and the cursor is placed
/// by display width (a syllable takes two columns).
///
/// Keys: ←/→ (and Ctrl-B/Ctrl-F), Home/End (Ctrl-A/Ctrl-E), ↑/↓ history, Backspace, Delete,
/// Ctrl-U (clear), Ctrl-W (delete a word), Enter; Ctrl-D on an empty line ends input; Ctrl-C
/// interrupts; Ctrl-L clears the screen and draws the question again; Ctrl-Z suspends with
/// the terminal restored, and `fg` comes back to the same answer, redrawn.
final class TerminalLineEditor: LineReader {
    private let output: TextSink
    private var history: [String] = []

    /// Switches the terminal on standard input to raw mode; nil when it is not a terminal.
    init?(output: TextSink) {
        guard isatty(STDIN_FILENO) == 1, Self.enterRawMode() else { return nil }
        self.output = output
        // A terminal left in raw mode is unusable: restore it if wordquiz is killed, or
        // interrupted from outside (`kill -INT`: Ctrl-C itself arrives as a key in raw mode).
        for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
            signal(signalNumber) { number in
                TerminalLineEditor.restoreTerminal()
                _exit(128 + number)
            }
        }
    }

    /// Saves the terminal's settings and switches it to raw mode.
    private static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, savedTerminalSettings) == 0 else { return false }
        var raw = savedTerminalSettings.pointee
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
        terminalIsRaw.store(true, ordering: .releasing)
        return true
    }

    /// Ctrl-Z: the terminal as it was, the process stopped; on `fg`, raw mode again.
    private func suspend() {
        Self.restoreTerminal()
        output.write("\r\n")
        // Swift's worker threads keep signals masked: unmask SIGTSTP on this thread so that
        // raise() stops the process here, at once, until SIGCONT (`fg`).
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        _ = Self.enterRawMode()
    }

    deinit { Self.restoreTerminal() }

    /// Puts the terminal back as it was, once. Safe to call from a signal handler.
    static func restoreTerminal() {
        if terminalIsRaw.exchange(false, ordering: .acquiringAndReleasing) {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTerminalSettings)
        }
    }

    func readLine(prompt: String) -> LineInput {
        readLine(prompt: prompt, above: "")
    }

    func readLine(prompt: String, above: String) -> LineInput {
        edit(prompt: prompt, above: above, isSecret: false)
    }

    /// A secret: typed blind (nothing but the prompt is drawn), Backspace and Ctrl-U edit it,
    /// Enter submits, Ctrl-C interrupts, Ctrl-D on an empty line ends input; never kept in the
    /// history. The terminal stays raw, so Enter arrives as CR, as every terminal sends it.
    func readSecret(prompt: String) -> LineInput {
        edit(prompt: prompt, above: "", isSecret: true)
    }

    private func edit(prompt: String, above: String, isSecret: Bool) -> LineInput {
        var buffer: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        var draft: [Character] = []
        // The prompt as the terminal shows it (its colours take no columns).
        let shownPrompt = Array(DictionaryText.removeControlSequences(prompt))
        // The row the terminal's cursor is on, counted from the prompt's (a line wider than
        // the terminal takes several rows; a redraw starts from the first).
        var cursorRow = 0

        /// The layout of the prompt and the line now, at the terminal's width now.
        func layout() -> LineLayout {
            LineLayout(shownPrompt + buffer, columns: Terminal.columns(isTerminal: true, environment: [:]))
        }

        /// The moves from the cursor's row (at the end's column) to `cell`.
        func move(fromRow row: Int, to cell: LineLayout.Cell) -> String {
            var moves = ""
            if row > cell.row { moves += "\u{1B}[\(row - cell.row)A" }
            if row < cell.row { moves += "\u{1B}[\(cell.row - row)B" }
            moves += "\r"
            if cell.column > 0 { moves += "\u{1B}[\(cell.column)C" }
            return moves
        }

        /// Draws the prompt and the line again from the prompt's first row, as readline does:
        /// up to it, cleared to the end of the screen, written, the cursor put back by cell.
        func redraw() {
            guard !isSecret else { return output.write("\r" + prompt + "\u{1B}[K") }
            let columns = Terminal.columns(isTerminal: true, environment: [:])
            var text = (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\r\u{1B}[J" + prompt + String(buffer)
            let laid = layout()
            let (settle, end) = laid.settledEnd(columns: columns)
            text += settle
            let target = cursor < buffer.count ? laid.starts[shownPrompt.count + cursor] : end
            if target != end { text += move(fromRow: end.row, to: target) }
            cursorRow = target.row
            output.write(text)
        }

        /// The cursor to the line's end, before the line is left (Enter, Ctrl-C, Ctrl-D): what
        /// follows is written under the whole line. Every draw settled the end already.
        func toTheEnd() {
            guard !isSecret, cursor < buffer.count else { return }
            let columns = Terminal.columns(isTerminal: true, environment: [:])
            let end = layout().settledEnd(columns: columns).cell
            output.write(move(fromRow: cursorRow, to: end))
            cursorRow = end.row
        }

        redraw()
        while var key = readKey() {
            // Blind typing has no cursor to move and no history to walk.
            if isSecret {
                switch key {
                case .left, .right, .home, .end, .up, .down, .delete, .deleteWord: key = .ignored
                default: break
                }
            }
            switch key {
            case .character(let ch):
                // Only the characters beside it can join the new one (a combining jamo): those
                // are clustered again, not the whole line, so a long paste stays linear.
                let isAtEnd = cursor == buffer.count
                let lower = max(0, cursor - 1)
                let upper = min(buffer.count, cursor + 1)
                let window = Array(String(buffer[lower..<cursor]) + String(ch) + String(buffer[cursor..<upper]))
                let joined = window.count < upper - lower + 1
                buffer.replaceSubrange(lower..<upper, with: window)
                cursor = lower + window.count - (upper - cursor)
                // Typed (or pasted) at the end of the line, the character is all there is to draw.
                if isAtEnd, !joined, !isSecret {
                    let columns = Terminal.columns(isTerminal: true, environment: [:])
                    let (settle, end) = layout().settledEnd(columns: columns)
                    output.write(String(ch) + settle)
                    cursorRow = end.row
                    continue
                }
            case .enter:
                toTheEnd()
                output.write("\r\n")
                let line = String(buffer)
                if !isSecret, !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line {
                    history.append(line)
                }
                return .line(line)
            case .backspace:
                if cursor > 0 {
                    buffer.remove(at: cursor - 1)
                    cursor -= 1
                }
            case .delete:
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(buffer.count, cursor + 1)
            case .home: cursor = 0
            case .end: cursor = buffer.count
            case .up:
                if historyIndex > 0 {
                    if historyIndex == history.count { draft = buffer }
                    historyIndex -= 1
                    buffer = Array(history[historyIndex])
                    cursor = buffer.count
                }
            case .down:
                if historyIndex < history.count {
                    historyIndex += 1
                    buffer = historyIndex == history.count ? draft : Array(history[historyIndex])
                    cursor = buffer.count
                }
            case .clearLine:
                buffer.removeAll()
                cursor = 0
            case .deleteWord:
                var start = cursor
                while start > 0, buffer[start - 1] == " " { start -= 1 }
                while start > 0, buffer[start - 1] != " " { start -= 1 }
                buffer.removeSubrange(start..<cursor)
                cursor = start
            case .endOfInput:
                if buffer.isEmpty {
                    toTheEnd()
                    output.write("\r\n")
                    return .endOfInput
                }
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case .interrupt:
                toTheEnd()
                output.write("^C\r\n")
                return .interrupted
            case .redraw:
                output.write("\u{1B}[H\u{1B}[2J" + above)
                cursorRow = 0
            case .suspend:
                toTheEnd()
                suspend()
                output.write(above)
                cursorRow = 0
            case .ignored:
                continue
            }
            redraw()
        }
        output.write("\r\n")
        return .endOfInput
    }

    private enum Key {
        case character(Character)
        case enter, backspace, delete, left, right, home, end, up, down, clearLine, deleteWord
        case endOfInput, interrupt, redraw, suspend, ignored
    }

    private func readByte(timeoutMilliseconds: Int32? = nil) -> UInt8? {
        if let timeoutMilliseconds {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x15: return .clearLine
        case 0x17: return .deleteWord
        case 0x04: return .endOfInput
        case 0x03: return .interrupt
        case 0x10: return .up
        case 0x0E: return .down
        case 0x0C: return .redraw
        case 0x1A: return .suspend
        case 0x1B: return readEscapeSequence()
        case 0x00..<0x20: return .ignored
        default: return readCharacter(startingWith: byte)
        }
    }

    private func readEscapeSequence() -> Key {
        guard let introducer = readByte(timeoutMilliseconds: 50) else { return .ignored }
        if introducer == UInt8(ascii: "O") {
            switch readByte(timeoutMilliseconds: 50) {
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            default: return .ignored
            }
        }
        guard introducer == UInt8(ascii: "[") else { return .ignored }
        var parameters: [UInt8] = []
        while let byte = readByte(timeoutMilliseconds: 50) {
            if (0x40...0x7E).contains(byte) {
                switch (byte, parameters) {
                case (UInt8(ascii: "A"), _): return .up
                case (UInt8(ascii: "B"), _): return .down
                case (UInt8(ascii: "C"), _): return .right
                case (UInt8(ascii: "D"), _): return .left
                case (UInt8(ascii: "H"), _): return .home
                case (UInt8(ascii: "F"), _): return .end
                case (UInt8(ascii: "~"), [UInt8(ascii: "3")]): return .delete
                case (UInt8(ascii: "~"), [UInt8(ascii: "1")]), (UInt8(ascii: "~"), [UInt8(ascii: "7")]): return .home
                case (UInt8(ascii: "~"), [UInt8(ascii: "4")]), (UInt8(ascii: "~"), [UInt8(ascii: "8")]): return .end
                default: return .ignored
                }
            }
            parameters.append(byte)
        }
        return .ignored
    }

    /// Reads the rest of a UTF-8 sequence; invalid bytes are dropped.
    private func readCharacter(startingWith lead: UInt8) -> Key {
        let length: Int
        switch lead {
        case 0x00..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return .ignored
        }
        var bytes = [lead]
        while bytes.count < length {
            guard let next = readByte(timeoutMilliseconds: 100), next & 0xC0 == 0x80 else { return .ignored }
            bytes.append(next)
        }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first,
            TypedInputFilter.isPrintable(character)
        else { return .ignored }
        return .character(character)
    }
}
