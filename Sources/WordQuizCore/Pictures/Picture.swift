/// An entry's picture: a validated image file in wordquiz's cache, where it came from, and
/// the credit its licence asks for.
///
/// The picture shows the word (its file name and alt text are the headword): it belongs on
/// the card and after an answer, never in a question.
public struct Picture: Codable, Sendable, Hashable {
    /// The image file in the cache.
    public var file: String
    /// Where the image was downloaded from.
    public var url: String
    /// The page that showed it (the dictionary's media page), where there was one.
    public var page: String?
    public var format: PictureFormat
    public var byteCount: Int
    public var width: Int
    public var height: Int
    /// The licence, as its short name ("CC BY-SA 2.0 KR"), where the page named one.
    public var licence: String?
    /// Who made it, as the page says ("국립국어원").
    public var author: String?
    /// The credit line its licence asks for ("국립국어원 한국어기초사전, CC BY-SA 2.0 KR").
    public var credit: String

    public init(
        file: String, url: String, page: String? = nil, format: PictureFormat, byteCount: Int, width: Int,
        height: Int, licence: String? = nil, author: String? = nil, source: String
    ) {
        self.file = file
        self.url = url
        self.page = page
        self.format = format
        self.byteCount = byteCount
        self.width = width
        self.height = height
        self.licence = licence
        self.author = author
        credit = [[author, source].compactMap { $0 }.joined(separator: " "), licence].compactMap { $0 }
            .joined(separator: ", ")
    }

    /// The largest picture kept: a dictionary's photograph is a few hundred kilobytes.
    public static let maximumBytes = 2 * 1024 * 1024
    /// The sides a picture may have, in pixels: a thumbnail up to a large photograph.
    public static let sides = 16...10_000
}
