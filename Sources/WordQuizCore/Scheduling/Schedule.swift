/// A schedule as the user made it: a trigger, the channels to deliver on, on or off.
public struct Schedule: Sendable, Equatable {
    public var id: String
    public var trigger: Trigger
    /// Where it is delivered; never secrets.
    public var channels: [ChannelSpec]
    public var isEnabled: Bool

    /// A one-off whose moment has passed: it will not fire again.
    public func isFinished(at now: Int64) -> Bool {
        if case .once(let at) = trigger { return at <= now }
        return false
    }

    public init(id: String, trigger: Trigger, channels: [ChannelSpec], isEnabled: Bool = true) {
        self.id = id
        self.trigger = trigger
        self.channels = channels
        self.isEnabled = isEnabled
    }
}
