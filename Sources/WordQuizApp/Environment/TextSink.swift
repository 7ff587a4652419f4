import Foundation
import WordQuizCore
import WordQuizHTTP

/// Somewhere text goes: standard output, standard error, or a buffer in a test.
public protocol TextSink: Sendable {
    func write(_ text: String)
}

/// Writes straight to a file descriptor.
public struct FileSink: TextSink {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // A reader that went away (`wordquiz learn | head`): end quietly, as git does —
                // by the signal a closed pipe sends, whatever its disposition was (libcurl's
                // set-up ignores it). Every answer given is saved already.
                if errno == EPIPE {
                    signal(SIGPIPE, SIG_DFL)
                    raise(SIGPIPE)
                }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
