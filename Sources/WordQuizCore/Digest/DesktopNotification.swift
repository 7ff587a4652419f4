/// A digest as a desktop notification: a summary and a body of two short lines.
public struct DesktopNotification: Sendable, Equatable {
    public var summary: String
    public var body: String

    public init(summary: String, body: String) {
        self.summary = summary
        self.body = body
    }
}
