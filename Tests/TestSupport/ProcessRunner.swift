import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program as a child process with a chosen environment, standard input and working
/// directory, and collects what it printed and how it ended.
public struct ProcessResult: Sendable {
    public var exitCode: Int32
    public var stdout: String
    public var stderr: String
    /// True when the process had to be killed for running past its time limit.
    public var timedOut: Bool
}

public enum ProcessRunner {
    /// The `wordquiz` executable built next to the test bundle, or `$WORDQUIZ_BIN`.
    public static var wordquizPath: String {
        if let override = ProcessInfo.processInfo.environment["WORDQUIZ_BIN"] { return override }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Under `swift test` the runner lives in .build/<config>/; walk up to find the binary.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("wordquiz").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return ".build/debug/wordquiz"
    }

    /// Runs the program; kills it (SIGKILL, which no signal mask can block) after `timeout`.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        currentDirectory: String? = nil, stdin: String? = nil, timeout: Double = 60,
        afterStart: (@Sendable (Int32) -> Void)? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        let out = PipeCollector(outPipe.fileHandleForReading)
        let err = PipeCollector(errPipe.fileHandleForReading)
        try process.run()
        if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        afterStart?(process.processIdentifier)

        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        return ProcessResult(
            exitCode: process.terminationStatus, stdout: out.finish(), stderr: err.finish(),
            timedOut: timedOut)
    }
}

/// Reads a pipe on a background thread so that a chatty child never blocks on a full pipe.
final class PipeCollector: @unchecked Sendable {
    private let handle: FileHandle
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        self.handle = handle
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
