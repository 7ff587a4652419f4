import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal: a program running in a detached tmux session on a private tmux server,
/// typed into with `send-keys` and read with `capture-pane`.
public final class TmuxSession: @unchecked Sendable {
    private let socket = "wordquiz-test-\(UUID().uuidString.prefix(8))"
    public let width: Int
    public let height: Int
    /// Closed already (by the test, before its value is dropped): nothing more to end.
    private var isClosed = false

    /// Starts `arguments` with exactly `environment` (plus `TERM`), in `directory`. When the
    /// program ends, the pane shows `[exit N]` and stays open to be read.
    public init(
        _ arguments: [String], environment: [String: String], directory: String, width: Int = 100, height: Int = 40
    ) throws {
        self.width = width
        self.height = height
        var env = ProcessRunner.withCoverageProfile(environment)
        env["TERM"] = env["TERM"] ?? "xterm-256color"
        let assignments = env.sorted { $0.key < $1.key }.map { Self.quote("\($0.key)=\($0.value)") }
        let command =
            "cd \(Self.quote(directory)) && env -i \(assignments.joined(separator: " ")) "
            + arguments.map(Self.quote).joined(separator: " ")
            + "; echo \"[exit $?]\"; sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit { close() }

    /// Ends the tmux server and everything in it, and waits (up to ten seconds) until the
    /// programs it ran have ended: none outlives its test, and none is still writing its
    /// coverage counts when scripts/coverage reads them.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        let running =
            (try? tmux(["list-panes", "-a", "-F", "#{pane_pid}"]))?.split(separator: "\n")
            .compactMap { pid_t($0) } ?? []
        let tree = Self.descendants(of: running)
        _ = try? tmux(["kill-server"])
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, tree.contains(where: Self.isAlive) { usleep(20_000) }
    }

    /// The processes `roots` started, and theirs, with the roots.
    static func descendants(of roots: [pid_t]) -> [pid_t] {
        var parents: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let parent = Self.stat(pid)?.parent else { continue }
            parents[parent, default: []].append(pid)
        }
        var found = roots
        var index = 0
        while index < found.count {
            found += parents[found[index]] ?? []
            index += 1
        }
        return found
    }

    /// Whether a process is still running: there, and not a zombie waiting to be reaped.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let state = stat(pid)?.state else { return false }
        return state != "Z" && state != "X"
    }

    /// A process's state letter and parent, from /proc/PID/stat (after the command's
    /// parenthesised name, which may hold spaces).
    private static func stat(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }

    /// Types text as it is (Hangul included).
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// Presses named keys: `Enter`, `BSpace`, `Left`, `C-c`, `C-d`.
    public func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// The screen as text; with `escapes`, colours and attributes as escape sequences.
    public func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main", "-S", "-200"] + (escapes ? ["-e"] : []))
    }

    /// Where the terminal's cursor stands: its column and row in the window, from 0.
    public func cursor() throws -> (column: Int, row: Int) {
        let text = try tmux(["display-message", "-p", "-t", "main", "#{cursor_x} #{cursor_y}"])
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard parts.count == 2 else { return (-1, -1) }
        return (parts[0], parts[1])
    }

    /// Waits until the cursor stands in `column`; returns where it stands then (or at the timeout).
    @discardableResult
    public func waitForCursor(column: Int, timeout: Double = 5) throws -> (column: Int, row: Int) {
        let end = Date().addingTimeInterval(timeout)
        var position = try cursor()
        while position.column != column, Date() < end {
            usleep(20_000)
            position = try cursor()
        }
        return position
    }

    /// Only what the window shows now, without the scrollback.
    public func visible() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// The lines as the program wrote them: a line the terminal wrapped because it was wider
    /// than the window comes back whole, so its width can be measured.
    public func writtenLines() throws -> [String] {
        try tmux(["capture-pane", "-p", "-J", "-t", "main", "-S", "-500"]).components(separatedBy: "\n")
    }

    /// From now on, every byte the program writes to the terminal is appended to `path` as
    /// written (tmux's pipe-pane): what a screen shot cannot catch, such as a progress line the
    /// program rewrites and clears.
    public func record(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", "main", "cat >> " + Self.quote(path)])
    }

    /// Waits until the screen shows `text`; returns the screen, or throws after `timeout`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 15, escapes: Bool = false) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(escapes: escapes)
            if last.contains(text) { return last }
            usleep(50_000)
        }
        throw ServerError("the terminal never showed '\(text)'; it shows:\n\(last)")
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(
            "/usr/bin/tmux", ["-L", socket] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            timeout: 20)
        guard result.exitCode == 0 else {
            throw ServerError("tmux \(arguments.first ?? "") failed: \(result.stderr)")
        }
        return result.stdout
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
