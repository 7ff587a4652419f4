/// What a server answered. The body is read whatever the status, within the size cap.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// Header names in lower case; a repeated header keeps its last value.
    public var headers: [String: String]
    public var body: [UInt8]
    /// How many attempts it took, retries included.
    public var attempts: Int

    public init(status: Int, headers: [String: String] = [:], body: [UInt8], attempts: Int = 1) {
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
    }

    public var isServerError: Bool { (500...599).contains(status) }
}
