import CCurl
import WordQuizCore

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl's global set-up, done once before the first handle: SIGPIPE is ignored because
/// a closed socket must be an error, not the end of the process.
let curlGlobalInitResult: CURLcode = {
    signal(SIGPIPE, SIG_IGN)
    return wq_curl_global_init()
}()

/// One libcurl easy handle with the set-up every wordquiz transfer shares, HTTP and SMTP
/// alike: the URL, the protocols allowed, no signals, the timeouts, certificate checks that
/// are always on, the user's CA bundle, and an error buffer. Failures come out as
/// `TransferError`s with every key redacted.
///
/// Not thread-safe: one transfer thread owns it from creation to release.
final class CurlEasyHandle {
    let easy: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    /// The first option libcurl refused, if any.
    private(set) var setupCode = CURLE_OK
    /// The URL with every key redacted: safe to show.
    let redactedURL: String

    /// A handle for `url`, or nil when libcurl cannot start.
    init?(url: String, protocols: String, connectTimeout: Double, timeout: Double, caBundle: String?) {
        guard curlGlobalInitResult == CURLE_OK, let easy = wq_curl_easy_init() else { return nil }
        self.easy = easy
        redactedURL = Redaction.redactingKeys(in: url)
        errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        set(wq_curl_setopt_string(easy, CURLOPT_URL, url))
        set(wq_curl_setopt_string(easy, CURLOPT_PROTOCOLS_STR, protocols))
        set(wq_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        set(wq_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(min(connectTimeout, timeout))))
        set(wq_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeout)))
        set(wq_curl_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1))
        set(wq_curl_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2))
        if let caBundle { set(wq_curl_setopt_string(easy, CURLOPT_CAINFO, caBundle)) }
        // Connections, TLS sessions and DNS answers shared with the process's other transfers.
        if let share = wq_curl_share() { set(wq_curl_setopt_pointer(easy, CURLOPT_SHARE, share)) }
        // Room for the prefetch's eight and the daemon's sixteen at once (libcurl keeps five).
        set(wq_curl_setopt_long(easy, CURLOPT_MAXCONNECTS, Self.idleConnections))
        set(wq_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
    }

    deinit {
        wq_curl_easy_cleanup(easy)
        errorBuffer.deallocate()
    }

    /// Records the result of setting an option; the first failure is kept.
    func set(_ code: CURLcode) {
        if setupCode == CURLE_OK { setupCode = code }
    }

    /// A failure of this transfer.
    func failure(_ kind: TransferError.Kind, _ code: CURLcode? = nil, _ detail: String = "") -> TransferError {
        TransferError(
            kind: kind, curlCode: code.map { Int32(bitPattern: $0.rawValue) }, redactedURL: redactedURL,
            detail: Redaction.redactingKeys(in: detail))
    }

    /// The failure of an option libcurl refused.
    var setupFailure: TransferError {
        failure(.other, setupCode, String(cString: wq_curl_easy_strerror(setupCode)))
    }

    /// The failure a finished transfer reported, with libcurl's own words for it.
    func failure(after code: CURLcode, kind: TransferError.Kind) -> TransferError {
        let detail =
            errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: wq_curl_easy_strerror(code))
        return failure(kind, code, detail)
    }

    /// The idle connections the shared cache keeps: the prefetch's eight and the daemon's
    /// sixteen at once, with room to spare.
    static let idleConnections = 32

    static func milliseconds(_ seconds: Double) -> Int {
        max(1, Int((seconds * 1000).rounded()))
    }

    /// The failure when libcurl itself cannot start; a missing library says why (dlerror's
    /// words), so the user knows what to install.
    static func cannotStart(_ url: String) -> TransferError {
        let redacted = Redaction.redactingKeys(in: url)
        guard let reason = wq_curl_load_error() else {
            return TransferError(kind: .other, redactedURL: redacted, detail: "libcurl could not start")
        }
        return TransferError(kind: .libraryMissing, redactedURL: redacted, detail: String(cString: reason))
    }
}
