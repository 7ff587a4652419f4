/// The host a URL really names, read the way a URL parser does (after any `user@`), so that
/// a check of where something is sent cannot be fooled by text elsewhere in the URL
/// (`smtp://127.0.0.1@192.0.2.2:25` goes to 192.0.2.2).
public enum URLHost {
    /// The lowercased scheme and host of `scheme://[userinfo@]host[:port][/…]`, brackets kept
    /// off an IPv6 host; nil when the text is not such a URL.
    public static func parse(_ url: String) -> (scheme: String, host: String)? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let scheme = url[..<schemeEnd.lowerBound].lowercased()
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        var authority = url[schemeEnd.upperBound...]
        if let end = authority.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            authority = authority[..<end]
        }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[authority.index(after: authority.startIndex)..<close]
        } else {
            host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        guard !host.isEmpty else { return nil }
        return (scheme, host.lowercased())
    }

    /// Whether the URL carries a user or a password before its host (`smtp://me:pw@host`).
    public static func hasCredentials(_ url: String) -> Bool {
        guard let schemeEnd = url.range(of: "://") else { return false }
        let authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.contains("@")
    }

    /// Whether a host is this machine: localhost, 127.0.0.0/8 or ::1.
    public static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4,
            parts.allSatisfy({ part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
            })
        else { return false }
        return parts[0] == "127"
    }

    /// Whether a URL sends to this machine.
    public static func isLoopbackURL(_ url: String) -> Bool {
        parse(url).map { isLoopback($0.host) } ?? false
    }
}
