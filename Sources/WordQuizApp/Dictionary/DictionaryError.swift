import WordQuizCore
import WordQuizHTTP

/// Why an entry could not be fetched. URLs in it are redacted.
public enum DictionaryError: Error, Sendable {
    /// No key is configured for the provider.
    case missingKey(provider: Provider)
    /// The API reported an error in its body.
    case api(provider: Provider, report: APIErrorReport)
    /// No response: the network is down, a timeout, TLS, a size cap.
    case network(provider: Provider, error: TransferError)
    /// A 5xx or 429 status after the retries.
    case serverUnavailable(provider: Provider, url: String, status: Int)
    /// Another unexpected HTTP status with no error report.
    case httpStatus(provider: Provider, url: String, status: Int)
    /// The body is not the documented format, or is cut short.
    case malformed(provider: Provider, url: String, reason: String)
    /// The body tried something no dictionary does (a DTD, custom entities).
    case hostile(provider: Provider, url: String, reason: String)
    /// The dictionary has no standard entry for the word.
    case notFound(provider: Provider, word: String)
    /// The dictionary lists several homographs, and neither it nor what wordquiz knows of the
    /// word could say which is the one wanted: none is presented as the word.
    case unconfirmedHomograph(provider: Provider, word: String, homographs: Int)
    case cancelled

    /// Whether wordquiz should still show the day's word from the cache or the bank: the
    /// failure is the network's or the server's, not the user's configuration.
    public var allowsFallback: Bool {
        switch self {
        case .network, .serverUnavailable, .malformed, .hostile, .notFound, .unconfirmedHomograph: true
        case .api(_, let report): report.isTransient
        case .missingKey, .httpStatus, .cancelled: false
        }
    }

    /// One line for stderr that says what happened; what to do is added by the caller
    /// where it depends on the situation.
    public var message: Phrase {
        switch self {
        case .missingKey(let provider):
            guard let variable = provider.keyVariable else {
                return Phrase("\(provider.displayName, .dictionary) needs an API key.")
            }
            return Phrase(
                "\(provider.displayName, .dictionary) needs an API key: set \(variable, .setting) in Config.env.")
        case .api(let provider, let report):
            if report.isKeyProblem, let variable = provider.keyVariable {
                let page = provider.defaultBaseURL.map(Phrase.verbatim) ?? Phrase("the dictionary")
                return report.isSuspendedKey
                    ? Phrase(
                        "\(provider.displayName, .dictionary) says the API key is suspended (error \(report.code, .code)); check \(variable, .setting) in Config.env or on the key page of \(page, .page)."
                    )
                    : Phrase(
                        "\(provider.displayName, .dictionary) says the API key is not registered (error \(report.code, .code)); check \(variable, .setting) in Config.env or on the key page of \(page, .page)."
                    )
            }
            guard !report.message.isEmpty else {
                return Phrase("\(provider.displayName, .dictionary) reported error \(report.code, .code)")
            }
            return Phrase(
                "\(provider.displayName, .dictionary) reported error \(report.code, .code): \(report.message, .reason)")
        case .network(let provider, let error):
            // The dictionary and the cause in a line: the host, not a long URL with its query.
            let summary = error.whatWentWrong
            // A missing library's reason is part of the summary already.
            let detail: Phrase =
                error.kind == .libraryMissing || error.detail.isEmpty || error.detail.count > 60
                ? .empty : .verbatim(" (\(error.detail))")
            guard let host = URLHost.parse(error.redactedURL)?.host else {
                return Phrase("could not reach \(provider.displayName, .dictionary): \(summary, .reason)") + detail
            }
            return Phrase("could not reach \(provider.displayName, .dictionary) at \(host, .host): \(summary, .reason)")
                + detail
        case .serverUnavailable(let provider, let url, let status):
            return Phrase(
                "\(provider.displayName, .dictionary) is unavailable (HTTP \(status, .status) from \(Self.withoutQuery(url), .url))"
            )
        case .httpStatus(let provider, let url, let status):
            let variable = provider.baseURLVariable.map(Phrase.verbatim) ?? Phrase("the base URL")
            return Phrase(
                "\(provider.displayName, .dictionary) answered HTTP \(status, .status) for \(Self.withoutQuery(url), .url); check \(variable, .setting)."
            )
        case .malformed(let provider, let url, let reason):
            return Phrase(
                "\(provider.displayName, .dictionary) sent a response wordquiz cannot read (\(reason, .reason)) from \(Self.withoutQuery(url), .url)"
            )
        case .hostile(let provider, let url, let reason):
            return Phrase(
                "\(provider.displayName, .dictionary) sent a response wordquiz refused (\(reason, .reason)) from \(Self.withoutQuery(url), .url)"
            )
        case .notFound(let provider, let word):
            return Phrase("\(provider.displayName, .dictionary) has no standard entry for ‘\(word, .word)’")
        case .unconfirmedHomograph(let provider, let word, let homographs):
            return Phrase(
                "\(provider.displayName, .dictionary) lists \(homographs, .number) entries for ‘\(word, .word)’ and could not confirm which one this is"
            )
        case .cancelled:
            return Phrase("cancelled")
        }
    }

    /// A URL without its query or fragment: where, not what was asked (nor the key).
    static func withoutQuery(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }
}
