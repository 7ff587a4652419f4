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

    /// How long the server asks to be left alone, in whole seconds within 0 and an hour: its
    /// `Retry-After` (seconds, or an HTTP date read against the response's own `Date`), else
    /// Discord's `X-RateLimit-Reset-After` (seconds, with a fraction, rounded up), else the
    /// IETF draft's `RateLimit-Reset` (seconds). nil when none is there or none reads as a
    /// wait (a sign, a word, a date without the server's `Date`). A server's number is never
    /// trusted to be small.
    public var retryAfterSeconds: Int? {
        if let text = header("retry-after") {
            if let seconds = Self.wholeSeconds(text) { return seconds }
            if let until = Self.httpDate(text), let sent = header("date").flatMap(Self.httpDate) {
                return Self.bounded(until.timeIntervalSince(sent))
            }
            return nil
        }
        if let text = header("x-ratelimit-reset-after") { return Self.fractionalSeconds(text) }
        return header("ratelimit-reset").flatMap(Self.wholeSeconds)
    }

    private func header(_ name: String) -> String? {
        guard let value = headers[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value.count <= 40 else {
            return nil
        }
        return value
    }

    /// Digits only, as delta-seconds are written.
    private static func wholeSeconds(_ text: String) -> Int? {
        guard text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text) else {
            return nil
        }
        return min(seconds, longestRetryAfter)
    }

    /// Digits with at most one point: `1.234`.
    private static func fractionalSeconds(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 12 && $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), let seconds = Double(text)
        else { return nil }
        return bounded(seconds)
    }

    private static func bounded(_ seconds: Double) -> Int? {
        guard seconds.isFinite else { return nil }
        return Int(min(max(seconds, 0), Double(longestRetryAfter)).rounded(.up))
    }

    /// An IMF-fixdate (`Wed, 21 Oct 2015 07:28:00 GMT`), the form HTTP dates are sent in.
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
