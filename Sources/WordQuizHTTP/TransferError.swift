/// A libcurl transfer (an HTTP request or an SMTP send) that got no usable response. The URL in
/// it has its `key=` value redacted.
public struct TransferError: Error, Sendable, Equatable, CustomStringConvertible {
    public var kind: Kind
    /// libcurl's `CURLcode`, where libcurl reported the failure.
    public var curlCode: Int32?
    /// The request URL with every key redacted: safe to show.
    public var redactedURL: String
    /// libcurl's own explanation, redacted.
    public var detail: String
    /// The server's last reply code where it gave one (an SMTP `451`, a `550`): a 4xx is a
    /// refusal for now, a 5xx for good.
    public var serverReply: Int?

    public enum Kind: Sendable, Equatable {
        /// No connection could be made: DNS, refused, unreachable.
        case couldNotConnect
        /// The connection or the whole transfer took longer than allowed.
        case timedOut
        /// The body grew past the response size cap.
        case responseTooLarge
        /// TLS failed: the certificate could not be verified, or the handshake failed.
        case tls
        /// A redirect to a scheme other than http or https, or too many redirects.
        case badRedirect
        /// The connection broke mid-response, or the response was not valid HTTP.
        case brokenResponse
        /// The caller cancelled the request.
        case cancelled
        /// libcurl itself could not be loaded; `detail` says why (the loader's words).
        case libraryMissing
        /// Anything else libcurl reported, including a URL it refuses.
        case other
    }

    public init(kind: Kind, curlCode: Int32? = nil, redactedURL: String, detail: String = "", serverReply: Int? = nil) {
        self.kind = kind
        self.curlCode = curlCode
        self.redactedURL = redactedURL
        self.detail = detail
        self.serverReply = serverReply
    }

    /// Whether `HTTPClient` tries again: timeouts only (server errors are retried by status).
    public var isRetryable: Bool { kind == .timedOut }

    public var description: String {
        let suffix = detail.isEmpty ? "" : " (\(detail))"
        return "\(summary): \(redactedURL)\(suffix)"
    }

    /// What went wrong, in a few words and without the URL: "timed out".
    public var summary: String {
        let what: String
        switch kind {
        case .couldNotConnect: what = "could not connect"
        case .timedOut: what = "timed out"
        case .responseTooLarge: what = "the response was larger than allowed"
        case .tls: what = "the secure connection failed"
        case .badRedirect: what = "the server redirected somewhere wordquiz will not follow"
        case .brokenResponse: what = "the response was cut off or not valid HTTP"
        case .cancelled: what = "cancelled"
        case .libraryMissing: what = "libcurl could not be loaded"
        case .other: what = "the request failed"
        }
        return what
    }
}
