/// What became of one channel of one fire, as the ledger stores it (the raw value).
public enum ChannelDeliveryStatus: String, Sendable, Codable, CaseIterable {
    /// Claimed with its fire, not attempted yet.
    case pending
    /// Being sent now (written before the send starts).
    case sending
    case delivered
    /// Not delivered; `retryAt` says whether and when it is tried again.
    case failed
    /// The send may or may not have arrived (a timeout after the request left, a process
    /// killed mid-send): never sent again on its own.
    case unknown
}
