/// A digest as a desktop notification: a summary and a body of two short lines.
public struct DesktopNotification: Sendable, Equatable {
    public var summary: String
    public var body: String
    /// Whether it takes the place of the last digest's notification (a new day's word does;
    /// a channel test stands beside today's word instead of hiding it).
    public var replacesPrevious: Bool

    public init(summary: String, body: String, replacesPrevious: Bool = true) {
        self.summary = summary
        self.body = body
        self.replacesPrevious = replacesPrevious
    }
}
