import WordQuizCore

/// Whether and how a redirect is followed: to http or https only, never from https down to
/// plain http, and to another origin (scheme, host or port) without the request's headers
/// but those that carry no credential — a key, a token or a client secret never crosses to a
/// host the request was not made for.
enum HTTPRedirect {
    /// The statuses that redirect.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The headers that go on to another origin: they describe the body, never who asks.
    static let portableHeaders: Set<String> = ["content-type", "accept", "accept-language"]

    /// The request that follows `request` answered with `status` pointing at `target`; nil
    /// when it is not to be followed.
    static func follow(_ request: HTTPRequest, to target: String, status: Int) -> HTTPRequest? {
        guard let from = origin(request.url), let to = origin(target), ["http", "https"].contains(to.scheme)
        else { return nil }
        if from.scheme == "https", to.scheme == "http" { return nil }
        var next = request
        next.url = target
        if from != to {
            next.headers = request.headers.filter { portableHeaders.contains($0.name.lowercased()) }
        }
        // As browsers and libcurl do: a POST answered 301, 302 or 303 is followed by a GET,
        // without its body; 307 and 308 repeat it as it was.
        if request.method == .post, [301, 302, 303].contains(status) {
            next.method = .get
            next.body = nil
            next.headers = next.headers.filter { $0.name.lowercased() != "content-type" }
        }
        return next
    }

    /// A URL's origin: its scheme, host and port (the scheme's own when none is written).
    static func origin(_ url: String) -> Origin? {
        guard let (scheme, host) = URLHost.parse(url), let schemeEnd = url.range(of: "://") else { return nil }
        var authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let afterHost =
            authority.hasPrefix("[") ? authority.drop { $0 != "]" }.dropFirst() : authority.drop { $0 != ":" }
        let written = afterHost.hasPrefix(":") ? Int(afterHost.dropFirst()) : nil
        let port = written ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return Origin(scheme: scheme, host: host, port: port)
    }

    struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int
    }
}
