import Foundation
import TestSupport
import Testing
import WordQuizHTTP

/// Certificate checks are always on; a CA bundle can be supplied, not a way to switch them off.
@Suite(.serialized) struct CertificateTests {
    @Test func anUntrustedCertificateIsRefused() async throws {
        let server = try LoopbackTLSServer()
        defer { server.stop() }
        let client = HTTPClient(testing: HTTPClientConfiguration(userAgent: "wordquiz/test"))
        do {
            _ = try await client.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("a self-signed certificate was accepted")
        } catch {
            #expect(error.kind == .tls)
        }
    }

    @Test func aTrustedCertificateForAnotherHostIsRefused() async throws {
        // Issued by a trusted CA (its own, supplied as the bundle), but for another name.
        let server = try LoopbackTLSServer(certifiedFor: "dictionary.example")
        defer { server.stop() }
        let client = HTTPClient(
            testing: HTTPClientConfiguration(userAgent: "wordquiz/test", caBundle: server.certificatePath))
        do {
            _ = try await client.send(HTTPRequest(url: server.baseURL + "/"))
            Issue.record("a certificate for dictionary.example was accepted for 127.0.0.1")
        } catch {
            #expect(error.kind == .tls)
        }
    }

    @Test func aSuppliedCABundleIsTrusted() async throws {
        let server = try LoopbackTLSServer()
        defer { server.stop() }
        let client = HTTPClient(
            testing: HTTPClientConfiguration(userAgent: "wordquiz/test", caBundle: server.certificatePath))
        let response = try await client.send(HTTPRequest(url: server.baseURL + "/"))
        #expect(response.status == 200)
    }
}
