import Foundation
import TestSupport
import Testing
import WordQuizHTTP

/// Certificate checks are always on; a CA bundle can be supplied, not a way to switch them off.
@Suite(.serialized) struct CertificateTests {
    @Test func anUntrustedCertificateIsRefused() async throws {
        let server = try LoopbackTLSServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: HTTPClientConfiguration(userAgent: "wordquiz/test"))
        do {
            _ = try await client.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("a self-signed certificate was accepted")
        } catch let error as TransferError {
            #expect(error.kind == .tls)
        }
    }

    @Test func aSuppliedCABundleIsTrusted() async throws {
        let server = try LoopbackTLSServer()
        defer { server.stop() }
        let client = HTTPClient(
            configuration: HTTPClientConfiguration(userAgent: "wordquiz/test", caBundle: server.certificatePath))
        let response = try await client.send(HTTPRequest(url: server.baseURL + "/"))
        #expect(response.status == 200)
    }
}
