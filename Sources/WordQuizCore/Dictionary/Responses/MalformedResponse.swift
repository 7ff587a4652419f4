/// A body that could not be understood as the documented format.
public struct MalformedResponse: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
