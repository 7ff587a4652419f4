/// Naver's image search API (`GET /v1/search/image`, documented JSON `{items: [{title, link,
/// thumbnail, sizeheight, sizewidth}]}`), the optional second source of a picture: asked only
/// when the dictionary shows none, and its pictures checked like the dictionary's. The
/// credentials travel as headers, never in the URL.
public enum NaverImageSearch {
    public static let defaultBaseURL = "https://openapi.naver.com"
    /// How many results are asked for, and tried in turn until one is a picture.
    public static let results = 5
    /// The source a Naver picture is credited to.
    public static let sourceName = "네이버 이미지 검색"

    /// The search's URL and headers for `word`.
    public static func request(for word: String, search: Configuration.PictureSearch) -> (
        url: String, headers: [(name: String, value: String)]
    ) {
        let url =
            search.baseURL + "/v1/search/image?query=" + PercentEncoding.encode(word) + "&display=\(results)&sort=sim"
        return (url, [("X-Naver-Client-Id", search.clientID), ("X-Naver-Client-Secret", search.clientSecret)])
    }

    /// A result: the image's address and the site it is on, for the credit.
    public struct Result: Sendable, Equatable {
        public var link: String
        public var site: String
    }

    /// The results' image addresses (`link`, else `thumbnail`), in order; only `http` and
    /// `https` addresses with a host.
    public static func results(in document: DocumentNode) -> [Result] {
        document.children("items").compactMap { item in
            for field in ["link", "thumbnail"] {
                guard let link = item.string(field).map(DictionaryText.clean), !link.contains(" "),
                    let host = URLHost.parse(link), host.scheme == "https" || host.scheme == "http", !host.host.isEmpty
                else { continue }
                return Result(link: link, site: host.host)
            }
            return nil
        }
    }
}
