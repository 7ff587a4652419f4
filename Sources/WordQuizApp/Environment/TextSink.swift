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
        // A reader that went away (`wordquiz learn | head`): end quietly, as git does — by the
        // signal a closed pipe sends, whatever its disposition was (libcurl's set-up ignores
        // it). Every answer given is saved already.
        if !DescriptorWriter.writeAll(text, to: descriptor), errno == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
    }
}
