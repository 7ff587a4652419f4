import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTPS server on 127.0.0.1 with a throwaway self-signed certificate, run by
/// `openssl s_server -www` (which answers every request with a status page), for testing
/// certificate verification.
public final class LoopbackTLSServer: @unchecked Sendable {
    public let port: Int
    /// The server's certificate, usable as a CA bundle that trusts it.
    public let certificatePath: String
    public var baseURL: String { "https://127.0.0.1:\(port)" }

    private let process: Process
    private let directory: TemporaryDirectory

    /// - Parameter hostName: the DNS name the certificate is issued for; by default it is
    ///   issued for 127.0.0.1, the address the server is reached at.
    public init(certifiedFor hostName: String? = nil) throws {
        directory = TemporaryDirectory("wordquiz-tls")
        certificatePath = directory.path + "/cert.pem"
        let keyPath = directory.path + "/key.pem"
        let generate = try ProcessRunner.run(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyPath, "-out", certificatePath,
                "-days", "1", "-subj", "/CN=\(hostName ?? "127.0.0.1")", "-addext",
                "subjectAltName=" + (hostName.map { "DNS:" + $0 } ?? "IP:127.0.0.1"),
            ], environment: ["PATH": "/usr/bin:/bin"], timeout: 30)
        guard generate.exitCode == 0 else { throw ServerError("openssl req failed: \(generate.stderr)") }

        port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificatePath, "-key", keyPath, "-www", "-quiet",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try waitUntilListening()
    }

    deinit { stop() }

    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    private func waitUntilListening() throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if Self.canConnect(port) { return }
            usleep(20_000)
        }
        stop()
        throw ServerError("openssl s_server did not start listening")
    }

    static func canConnect(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// A port the kernel says is free now (openssl binds it itself a moment later).
    static func freePort() throws -> Int {
        let (descriptor, port) = try LoopbackSocket.listen()
        close(descriptor)
        return port
    }
}
