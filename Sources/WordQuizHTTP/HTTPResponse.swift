import Foundation

/// What a server answered. The body is read whatever the status, within the size cap.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// Header names in lower case; a repeated header keeps its last value.
    public var headers: [String: String]
    public var body: [UInt8]
    /// How many attempts it took, retries included.
    public var attempts: Int
    /// Where a redirect (301, 302, 303, 307, 308) points, made absolute; `HTTPClient` decides
    /// whether to follow it (`HTTPRedirect`), libcurl never does.
    public var redirectURL: String?

    public init(status: Int, headers: [String: String] = [:], body: [UInt8], attempts: Int = 1) {
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
    }

    public var isServerError: Bool { (500...599).contains(status) }

    /// The longest wait a `Retry-After` is taken at: an hour.
    public static let longestRetryAfter = 3600

    /// `Retry-After` in whole seconds, within 0 and an hour; nil when absent or not a plain
    /// number of seconds (a date, a fraction, a sign, a number too big for any clock). A
    /// server's number is never trusted to be small.
    public var retryAfterSeconds: Int? {
        guard let text = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text.count <= 12,
            text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text)
        else { return nil }
        return min(seconds, Self.longestRetryAfter)
    }
}
