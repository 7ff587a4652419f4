/// Limits and policies for `HTTPClient`. The defaults keep one command's network use under
/// 20 seconds in all, retries included.
public struct HTTPClientConfiguration: Sendable {
    /// Seconds to establish a connection (TCP and TLS).
    public var connectTimeout: Double = 5
    /// Seconds for one attempt, from start to the last byte.
    public var attemptTimeout: Double = 8
    /// Seconds for a whole `send`, every attempt and every backoff included.
    public var totalBudget: Double = 20
    /// The largest body accepted; a larger one fails with `.responseTooLarge`. A dictionary
    /// answer for ten results is a few kilobytes; one mebibyte leaves room and keeps a quiz
    /// that fetches several entries at once well under its memory goal.
    public var maximumResponseBytes: Int = 1024 * 1024
    public var maximumRedirects: Int = 3
    /// Attempts in all, the first included.
    public var maximumAttempts: Int = 3
    /// The first backoff in seconds; each retry doubles it, up to `maximumBackoff`, and a
    /// random jitter takes up to half of it away.
    public var initialBackoff: Double = 0.5
    public var maximumBackoff: Double = 4
    /// A CA bundle file to verify servers with; nil uses the system's. Verification itself
    /// cannot be turned off.
    public var caBundle: String?
    public var userAgent: String

    public init(userAgent: String, caBundle: String? = nil) {
        self.userAgent = userAgent
        self.caBundle = caBundle
    }
}
