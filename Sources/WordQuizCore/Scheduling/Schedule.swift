/// A schedule as the user made it: a trigger, the channels to deliver on, on or off.
public struct Schedule: Sendable, Equatable {
    public var id: String
    public var trigger: Trigger
    /// Channel specs (`stdout`, `file:PATH`, `desktop`, `ntfy`, …): never secrets.
    public var channels: [String]
    public var isEnabled: Bool

    public init(id: String, trigger: Trigger, channels: [String], isEnabled: Bool = true) {
        self.id = id
        self.trigger = trigger
        self.channels = channels
        self.isEnabled = isEnabled
    }
}
