import Foundation
import TestSupport
import Testing
import WordQuizCore

/// `wordquiz init` in a real terminal (tmux), where Enter arrives as CR and Ctrl-C and Ctrl-D
/// are keys: the key prompt, typed blind, takes the key; Ctrl-C or Ctrl-D there stop init
/// with nothing written.
@Suite(.serialized) struct InitTerminalTests {
    func start(_ bed: CLITestbed, server: LoopbackHTTPServer) throws -> TmuxSession {
        bed.extraEnvironment["KRDICT_BASE_URL"] = server.baseURL
        // After init, the terminal's line settings as stty reports them: restored, or still raw.
        let script =
            "\"$0\" init --no-schedule; status=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e isig -e -isig; exit $status"
        return try TmuxSession(
            ["sh", "-c", script, ProcessRunner.wordquizPath], environment: bed.environment,
            directory: bed.workingDirectory)
    }

    func configPath(_ bed: CLITestbed) -> String { bed.home + "/.config/wordquiz/config.env" }

    @Test func enterAtTheMenuThenATypedKeyAndEnterGoesOnAndTheKeyIsNeverShown() throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.press("Enter")  // 1: 한국어기초사전, which needs a key
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.type(CLITestbed.key)
        try session.press("Enter")
        try session.waitFor("✓ 한국어기초사전 accepts the key")
        try session.waitFor("Which words?")
        try session.press("Enter")
        try session.waitFor("Which language should wordquiz speak?")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        let end = try session.writtenLines().joined(separator: "\n")
        #expect(!end.contains(CLITestbed.key), "the key was echoed:\n\(end)")
        #expect(end.contains("wrote \(configPath(bed)) (mode 0600)"))
        let written = try String(contentsOfFile: configPath(bed), encoding: .utf8)
        #expect(written.contains("KRDICT_API_KEY=\(CLITestbed.key)\n"))
        #expect(written.contains("WORDQUIZ_PROVIDER=krdict\n"))
        #expect(server.requests.count == 1, "the key was tried with one search")
    }

    @Test(arguments: [("C-c", "^C"), ("C-d", "")])
    func ctrlCOrCtrlDAtTheKeyPromptStopsInitAndWritesNothing(key: String, echo: String) throws {
        let server = try LoopbackHTTPServer(handler: DictionaryServer.fixtures(.krdict))
        let bed = CLITestbed(language: "en")
        let session = try start(bed, server: server)
        defer { session.close() }
        try session.waitFor("Number [1]")
        try session.press("Enter")
        try session.waitFor("KRDICT_API_KEY (get one at https://krdict.korean.go.kr):")
        try session.press(key)
        let end = try session.waitFor("[exit 130]")
        // The prompt's line ends as the key left it (the screen drops trailing spaces).
        let prompt = "KRDICT_API_KEY (get one at https://krdict.korean.go.kr):"
        #expect(end.split(separator: "\n").contains { $0 == prompt + (echo.isEmpty ? "" : " " + echo) }, "\(end)")
        #expect(!FileManager.default.fileExists(atPath: configPath(bed)))
        #expect(end.contains("wordquiz: stopped; nothing was changed."), "not the quiz's sentence: \(end)")
        #expect(server.requests.isEmpty)
        // The terminal is itself again: lines and signals as the shell left them.
        let settings = end.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(settings.contains("icanon") && settings.contains("isig"), "\(end)")
        #expect(!settings.contains("-icanon") && !settings.contains("-isig"), "\(end)")
    }
}
