import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it, for tests.
public final class LoopbackSMTPServer: @unchecked Sendable {
    public struct Message: Sendable {
        public var from: String
        public var recipients: [String]
        /// The DATA section, dot-unstuffed, with CRLF line ends.
        public var data: String

        /// A header's value, unfolded.
        public func header(_ name: String) -> String? {
            let head = data.components(separatedBy: "\r\n\r\n").first ?? ""
            var unfolded: [String] = []
            for line in head.components(separatedBy: "\r\n") {
                if line.hasPrefix(" ") || line.hasPrefix("\t"), !unfolded.isEmpty {
                    unfolded[unfolded.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                } else {
                    unfolded.append(line)
                }
            }
            let prefix = name.lowercased() + ":"
            return unfolded.first { $0.lowercased().hasPrefix(prefix) }
                .map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
        }

        public var body: String {
            data.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        }
    }

    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var received: [Message] = []

    /// Replies to give to RCPT TO before answering `250 OK`, one a command (a greylisting
    /// server's `451 4.7.1 try again later`).
    private var rcptReplies: [String]

    /// Whether it greets a connection at all: a server that never does holds it open silently
    /// (until the client gives up), as a firewall's black hole or a hung server does.
    private let greets: Bool

    public init(rcptReplies: [String] = [], greets: Bool = true) throws {
        self.rcptReplies = rcptReplies
        self.greets = greets
        (listener, port) = try LoopbackSocket.listen(backlog: 16)
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }
                let worker = Thread { [self] in serve(connection) }
                worker.start()
            }
        }
        thread.start()
    }

    deinit { stop() }

    public var url: String { "smtp://127.0.0.1:\(port)" }

    public var messages: [Message] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var pending = ""
        func send(_ line: String) {
            let bytes = Array((line + "\r\n").utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
        func readLine() -> String? {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !pending.contains("\r\n") {
                let n = recv(connection, &buffer, buffer.count, 0)
                if n <= 0 { return nil }
                pending += String(decoding: buffer[0..<n], as: UTF8.self)
            }
            let range = pending.range(of: "\r\n")!
            let line = String(pending[..<range.lowerBound])
            pending = String(pending[range.upperBound...])
            return line
        }
        guard greets else {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while recv(connection, &buffer, buffer.count, 0) > 0 {}
            return
        }
        send("220 wordquiz-test ESMTP")
        var from = ""
        var recipients: [String] = []
        while let line = readLine() {
            let upper = line.uppercased()
            if upper.hasPrefix("EHLO") {
                send("250-wordquiz-test")
                send("250 8BITMIME")
            } else if upper.hasPrefix("HELO") {
                send("250 wordquiz-test")
            } else if upper.hasPrefix("MAIL FROM:") {
                from = String(line.dropFirst(10)).trimmingCharacters(in: CharacterSet(charactersIn: "<> "))
                send("250 OK")
            } else if upper.hasPrefix("RCPT TO:") {
                lock.lock()
                let refusal = rcptReplies.isEmpty ? nil : rcptReplies.removeFirst()
                lock.unlock()
                if let refusal {
                    send(refusal)
                    continue
                }
                recipients.append(String(line.dropFirst(8)).trimmingCharacters(in: CharacterSet(charactersIn: "<> ")))
                send("250 OK")
            } else if upper == "DATA" {
                send("354 go ahead")
                var lines: [String] = []
                while let dataLine = readLine(), dataLine != "." {
                    lines.append(dataLine.hasPrefix("..") ? String(dataLine.dropFirst()) : dataLine)
                }
                lock.lock()
                received.append(Message(from: from, recipients: recipients, data: lines.joined(separator: "\r\n")))
                lock.unlock()
                send("250 queued")
            } else if upper == "QUIT" {
                send("221 bye")
                return
            } else {
                send("250 OK")
            }
        }
    }
}
