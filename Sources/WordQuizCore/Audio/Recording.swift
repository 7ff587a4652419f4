/// A recording of a word as the dictionary's speaker says it: a checked sound file in
/// wordquiz's cache, which pronunciation it speaks, and the credit its licence asks for.
public struct Recording: Codable, Sendable, Hashable {
    /// The sound file in the cache.
    public var file: String
    /// Where it was downloaded from.
    public var url: String
    /// The dictionary's page that linked it.
    public var page: String
    /// The pronunciation it speaks, as the page writes it beside the recording ("최ː초"),
    /// where the page says.
    public var pronunciation: String?
    public var format: AudioFormat
    public var byteCount: Int
    /// "국립국어원 한국어기초사전, CC BY-SA 2.0 KR".
    public var credit: String

    public init(
        file: String, url: String, page: String, pronunciation: String?, format: AudioFormat, byteCount: Int,
        credit: String
    ) {
        self.file = file
        self.url = url
        self.page = page
        self.pronunciation = pronunciation
        self.format = format
        self.byteCount = byteCount
        self.credit = credit
    }

    /// The largest recording kept: a word's recording is 10–40 KB.
    public static let maximumBytes = 1024 * 1024
    /// The credit of 한국어기초사전's recordings, which are NIKL's under CC BY-SA 2.0 KR.
    public static let krdictCredit = "국립국어원 한국어기초사전, CC BY-SA 2.0 KR"
}
