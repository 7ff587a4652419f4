/// A request for `HTTPClient`.
public struct HTTPRequest: Sendable {
    public var url: String
    public var method: Method
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]?

    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
        /// ntfy takes a file as a PUT's body.
        case put = "PUT"

        /// Whether the request carries a body (and is not sent again on a doubt).
        public var sendsBody: Bool { self != .get }
    }

    public init(
        url: String, method: Method = .get, headers: [(name: String, value: String)] = [],
        body: [UInt8]? = nil
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}
