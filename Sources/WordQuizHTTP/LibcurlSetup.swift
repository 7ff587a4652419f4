import CCurl

/// libcurl's global set-up (OpenSSL's with it), done now on the calling thread rather than
/// by the first transfer. A command that runs transfers in a background task it may abandon
/// calls it first: a process that exits while another thread is still inside that set-up
/// crashes in OpenSSL's exit handlers (a quiz quit at once while its entries were fetched).
public enum LibcurlSetup {
    /// True when libcurl started.
    @discardableResult
    public static func prepare() -> Bool { curlGlobalInitResult == CURLE_OK }
}
