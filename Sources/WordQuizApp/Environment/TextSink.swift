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
                return  // a closed pipe: nothing more can be said
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
