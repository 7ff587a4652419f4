/// What a dictionary's web page says of its word's recordings: 한국어기초사전's view page puts a
/// speaker icon after each pronunciation variant, its `onclick` a
/// `javascript:fnSoundPlay('…/SND000028243.mp3')`, one per variant and in the same order.
///
/// The page is untrusted. Only the first quoted address of each `fnSoundPlay(…)` is read (a
/// script is never run or interpreted), only http(s) addresses ending in a sound file's name,
/// only on the page's own host or another host of the dictionary's site (`korean.go.kr`), at
/// most `maximumRecordings` of them; a page served over https has its recordings fetched over
/// https.
public struct RecordingPage: Sendable, Equatable {
    /// One recording the page links: where it is and the pronunciation written before it.
    public struct Link: Sendable, Equatable {
        public var url: String
        public var pronunciation: String?

        public init(url: String, pronunciation: String?) {
            self.url = url
            self.pronunciation = pronunciation
        }
    }

    public var links: [Link]

    /// A word has one to three pronunciation variants; anything past this is not a word's.
    public static let maximumRecordings = 4
    /// The site the dictionaries' pages and media are served from.
    static let site = "korean.go.kr"

    /// The page of `targetCode` on the dictionary at `baseURL` (the API's base URL, so a test
    /// serves it from a loopback server).
    public static func pageURL(baseURL: String, targetCode: String) -> String? {
        guard let code = TargetCode.validated(targetCode) else { return nil }
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        return base + "/dicSearch/SearchView?ParaWordNo=" + code
    }

    public init(_ page: DocumentNode, pageURL: String) {
        var found: [Link] = []
        var seen: Set<String> = []
        // Each element holding sound icons: the pronunciations are its text ("[최ː초/췌ː초]"),
        // the icons its children, in the same order.
        var pending = [page]
        while let node = pending.popLast(), found.count < Self.maximumRecordings {
            let urls = node.children.compactMap { child in
                Self.recordingAddress(in: child.attributes["onclick"] ?? child.attributes["href"] ?? "")
                    .flatMap { Self.checked($0, pageURL: pageURL) }
            }
            if !urls.isEmpty {
                let variants = Self.variants(in: node.text)
                for (index, url) in urls.enumerated() where !seen.contains(url) && found.count < Self.maximumRecordings
                {
                    seen.insert(url)
                    found.append(Link(url: url, pronunciation: variants.count == urls.count ? variants[index] : nil))
                }
            }
            pending.append(contentsOf: node.children.reversed())
        }
        links = found
    }

    /// The address quoted first in a `fnSoundPlay(…)` call, as public readers of the page take it.
    static func recordingAddress(in script: String) -> String? {
        guard let call = script.range(of: "fnSoundPlay(") else { return nil }
        let rest = script[call.upperBound...].prefix(2048)
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        let inside = rest.dropFirst().prefix { $0 != quote }
        guard inside.endIndex < rest.endIndex else { return nil }
        return String(inside)
    }

    /// "&nbsp;&nbsp;[최ː초/췌ː초]" → ["최ː초", "췌ː초"].
    static func variants(in text: String) -> [String] {
        let inside = text.filter { $0 != "[" && $0 != "]" }
        return inside.split(separator: "/").map { DictionaryText.clean(String($0)) }.filter { !$0.isEmpty }
    }

    /// The address as wordquiz may fetch it, or nil: absolute or relative to the page, http(s),
    /// naming a sound file, on the page's host or the dictionary's site; upgraded to https
    /// (on the default port) when the page was https.
    public static func checked(_ address: String, pageURL: String) -> String? {
        let cleaned = address.trimmingWhitespace()
        guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\\" }),
            let resolved = MediaPage.resolve(cleaned, against: pageURL),
            let recording = Address(resolved), let page = Address(pageURL)
        else { return nil }
        let path = recording.path.prefix { $0 != "?" && $0 != "#" }.lowercased()
        guard AudioFormat.allCases.contains(where: { path.hasSuffix("." + $0.fileExtension) }) else { return nil }
        let onSite = recording.host.hasSuffix("." + site) && page.host.hasSuffix("." + site)
        guard recording.host == page.host || onSite else { return nil }
        if page.scheme == "https" && recording.scheme == "http" {
            return "https://" + recording.host + recording.path
        }
        return resolved
    }

    /// An http(s) address cut at its parts: `scheme://host[:port]path`, no credentials.
    struct Address {
        var scheme: String
        var host: String
        var path: String

        init?(_ url: String) {
            guard let schemeEnd = url.range(of: "://") else { return nil }
            scheme = url[..<schemeEnd.lowerBound].lowercased()
            let rest = url[schemeEnd.upperBound...]
            let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            guard scheme == "http" || scheme == "https", !authority.contains("@"), !authority.isEmpty else {
                return nil
            }
            host = String(authority.prefix { $0 != ":" }).lowercased()
            path = String(rest[authorityEnd...])
            if path.isEmpty || !path.hasPrefix("/") { path = "/" + path }
            guard !host.isEmpty else { return nil }
        }
    }
}
