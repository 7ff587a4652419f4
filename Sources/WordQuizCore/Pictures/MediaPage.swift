/// What a dictionary's media page says of its picture: where the image is, its licence and
/// its author. 한국어기초사전's `multimedia_info/link` leads to such a page
/// (`…/front/search/searchResultView.do?file_no=…`), whose `<p class="pic"><img src=…>` is
/// the picture, whose Creative Commons link names the licence and whose 저작자 row the author.
public struct MediaPage: Sendable, Equatable {
    public var pictureURL: String
    public var licence: String?
    public var author: String?

    /// The page's picture, or nil when the page shows none. `pageURL` resolves a relative
    /// `src`; only `http` and `https` addresses are taken.
    public init?(_ page: DocumentNode, pageURL: String) {
        let nodes = page.descendants
        let framed = nodes.lazy.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains("pic") }
            .compactMap { frame in frame.descendants.first { $0.name == "img" } }.first
        let image =
            framed
            ?? nodes.first { node in
                node.name == "img" && Self.looksLikeAPicture(node.attributes["src"] ?? "")
            }
        guard let source = image?.attributes["src"].map(DictionaryText.clean), !source.isEmpty,
            let resolved = Self.resolve(source, against: pageURL)
        else { return nil }
        pictureURL = resolved
        licence = nodes.lazy.compactMap { Self.licence(fromLink: $0.attributes["href"] ?? "") }.first
        author = Self.row("저작자", in: nodes)
    }

    /// An image file's address, not the page's own icons (`/front/images/…`).
    static func looksLikeAPicture(_ source: String) -> Bool {
        let lower = source.lowercased()
        let isImage = [".jpg", ".jpeg", ".png", ".webp"].contains { lower.hasSuffix($0) }
        return isImage && !lower.contains("/front/images/")
    }

    /// "http://creativecommons.org/licenses/by-sa/2.0/kr/legalcode" → "CC BY-SA 2.0 KR".
    static func licence(fromLink link: String) -> String? {
        guard let range = link.range(of: "creativecommons.org/licenses/") else { return nil }
        let parts = link[range.upperBound...].split(separator: "/").filter { $0 != "legalcode" && $0 != "deed.ko" }
        guard let kind = parts.first, kind.allSatisfy({ $0.isLetter || $0 == "-" }), parts.count >= 2 else {
            return nil
        }
        let rest = parts.dropFirst().prefix(2).filter {
            $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
        }
        return DictionaryText.clean((["CC", kind.uppercased()] + rest.map { $0.uppercased() }).joined(separator: " "))
    }

    /// The value beside a table's header cell `name` (`<th>저작자</th><td>국립국어원</td>`).
    static func row(_ name: String, in nodes: [DocumentNode]) -> String? {
        for row in nodes where row.name == "tr" {
            let cells = row.children.filter { $0.name == "th" || $0.name == "td" }
            guard let header = cells.firstIndex(where: { $0.name == "th" && DictionaryText.clean($0.text) == name }),
                header + 1 < cells.count
            else { continue }
            let value = DictionaryText.clean(cells[header + 1].text)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// `source` as an absolute http(s) address: as it is, or against the page's origin
    /// ("/x.jpg") or folder ("x.jpg"). Anything else (a `data:` or `javascript:` address, a
    /// protocol-relative one to another host) is refused.
    static func resolve(_ source: String, against pageURL: String) -> String? {
        // A scheme is any case (`htTp:`); it is kept in lower case, the form every later
        // check of an address compares (https or not, the same origin or not).
        for scheme in ["http://", "https://"] where source.lowercased().hasPrefix(scheme) {
            return scheme + source.dropFirst(scheme.count)
        }
        guard let schemeEnd = pageURL.range(of: "://"), !source.hasPrefix("//"),
            !source.contains(":") || source.hasPrefix("/")
        else { return nil }
        let afterScheme = pageURL[schemeEnd.upperBound...]
        let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
        let origin = String(pageURL[..<hostEnd])
        if source.hasPrefix("/") { return origin + source }
        let path = String(pageURL[hostEnd...].prefix { $0 != "?" && $0 != "#" })
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "/"
        return origin + folder + source
    }
}
