import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small real HTTP/1.1 server on 127.0.0.1 for tests: it answers each request with what
/// the test's handler says, including misbehaviour (delays, truncation, dropped
/// connections), and records every request it receives.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        /// The path without the query.
        public var path: String
        /// The raw request target, query included, as sent.
        public var target: String
        /// Query parameters, percent-decoded.
        public var query: [String: String]
        /// Header names in lower case.
        public var headers: [String: String]
        public var body: [UInt8]
    }

    public indirect enum Reply: Sendable {
        case respond(status: Int, headers: [(String, String)] = [], body: [UInt8])
        /// Waits, then replies (the wait ends early when the server stops).
        case delayed(seconds: Double, Reply)
        /// Sends a Content-Length larger than the body, then closes.
        case truncated(declaredLength: Int, body: [UInt8])
        /// Closes the connection without a word.
        case dropConnection
        /// Sends the body in chunks (`Transfer-Encoding: chunked`), with no Content-Length, so
        /// the client cannot know its size before it arrives.
        case chunked(headers: [(String, String)] = [], body: [UInt8], chunkSize: Int = 16 * 1024)

        public static func ok(_ body: String, contentType: String = "application/xml; charset=utf-8") -> Reply {
            .respond(status: 200, headers: [("Content-Type", contentType)], body: Array(body.utf8))
        }
    }

    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    /// Whether a connection stays open for more requests (HTTP/1.1 keep-alive) after a
    /// `.respond` reply; otherwise every reply says `Connection: close`.
    private let keepsAlive: Bool
    private let lock = NSLock()
    private var received: [Request] = []
    private var accepted = 0
    private var stopped = false

    public init(keepsAlive: Bool = false, handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        self.keepsAlive = keepsAlive
        (listener, port) = try LoopbackSocket.listen()
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Every request received so far, in order of arrival.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// How many connections the server has accepted.
    public var connectionsAccepted: Int {
        lock.lock()
        defer { lock.unlock() }
        return accepted
    }

    /// Stops accepting; delayed replies end at once.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            lock.lock()
            accepted += 1
            lock.unlock()
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        while let request = readRequest(connection) {
            lock.lock()
            received.append(request)
            lock.unlock()
            let reply = handler(request)
            send(reply, on: connection)
            // Only a plain reply can leave the connection usable for the next request.
            guard keepsAlive, case .respond = reply, !isStopped else { return }
        }
    }

    private func send(_ reply: Reply, on connection: Int32) {
        switch reply {
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "Content-Length: \(body.count)\r\nConnection: \(keepsAlive ? "keep-alive" : "close")\r\n\r\n"
            write(Array(head.utf8) + body, to: connection)
        case .delayed(let seconds, let next):
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if isStopped { return }
                usleep(20_000)
            }
            send(next, on: connection)
        case .truncated(let declared, let body):
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: \(declared)\r\nConnection: close\r\n\r\n"
            write(Array(head.utf8) + body, to: connection)
        case .dropConnection:
            return
        case .chunked(let headers, let body, let chunkSize):
            var head = "HTTP/1.1 200 OK\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            var bytes = Array(head.utf8)
            var start = 0
            while start < body.count {
                let end = min(start + max(chunkSize, 1), body.count)
                bytes += Array((String(end - start, radix: 16) + "\r\n").utf8) + body[start..<end] + [13, 10]
                start = end
            }
            bytes += Array("0\r\n\r\n".utf8)
            write(bytes, to: connection)
        }
    }

    private func write(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if n <= 0 { return }
            offset += n
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var headerEnd: Int?
        while headerEnd == nil {
            let n = recv(connection, &buffer, buffer.count, 0)
            if n <= 0 { return nil }
            data += buffer[0..<n]
            headerEnd = Self.find([13, 10, 13, 10], in: data)
            if data.count > 1 << 20 { return nil }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: data[0..<headerEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        var body = Array(data[(headerEnd + 4)...])
        let length = headers["content-length"].flatMap(Int.init) ?? 0
        while body.count < length {
            let n = recv(connection, &buffer, buffer.count, 0)
            if n <= 0 { break }
            body += buffer[0..<n]
        }
        let target = String(requestLine[1])
        let (path, query) = Self.splitTarget(target)
        return Request(
            method: String(requestLine[0]), path: path, target: target, query: query,
            headers: headers, body: body)
    }

    static func splitTarget(_ target: String) -> (String, [String: String]) {
        guard let mark = target.firstIndex(of: "?") else { return (target, [:]) }
        var query: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let value =
                parts.count > 1
                ? (String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(parts[1]))
                : ""
            query[name] = value
        }
        return (String(target[..<mark]), query)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

public struct ServerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
