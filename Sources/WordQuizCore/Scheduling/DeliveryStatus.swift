/// What became of one fire of a schedule, as the ledger stores it (the raw value). A fire's
/// status follows from its channels' (`init(channels:late:)`).
public enum DeliveryStatus: String, Sendable, Codable, CaseIterable {
    /// Claimed; its channels are being sent.
    case sending
    /// Every channel delivered, on time.
    case delivered
    /// Every channel delivered, but after the fire's moment (caught up after a sleep).
    case late
    /// Some channels delivered, others failed or may not have.
    case partial
    /// A channel failed in a way worth another try, and one is planned.
    case retrying
    /// No channel delivered.
    case failed
    /// No channel failed, but a send may or may not have arrived.
    case unknown
    /// Too old to send when it was noticed; recorded so that it is never sent.
    case missed
    /// Left `sending` by a process of an older wordquiz that died mid-delivery.
    case interrupted

    /// Its name in the reader's language, as `deliveries` lists it (JSON keeps the raw value).
    public var spokenName: Phrase {
        switch self {
        case .sending: Phrase("sending")
        case .delivered: Phrase("delivered")
        case .late: Phrase("late")
        case .partial: Phrase("partial")
        case .retrying: Phrase("retrying")
        case .failed: Phrase("failed")
        case .unknown: Phrase("unknown")
        case .missed: Phrase("missed")
        case .interrupted: Phrase("interrupted")
        }
    }

    /// The fire's status from its channels'.
    public init(channels: [(status: ChannelDeliveryStatus, willRetry: Bool)], late: Bool) {
        let statuses = channels.map(\.status)
        if statuses.contains(where: { $0 == .pending || $0 == .sending }) {
            self = .sending
        } else if statuses.allSatisfy({ $0 == .delivered }) {
            self = late ? .late : .delivered
        } else if channels.contains(where: { $0.status == .failed && $0.willRetry }) {
            self = .retrying
        } else if !statuses.contains(.delivered) {
            self = statuses.contains(.unknown) && !statuses.contains(.failed) ? .unknown : .failed
        } else {
            self = .partial
        }
    }
}

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

    /// Its name in the reader's language, as `deliveries` lists it (JSON keeps the raw value).
    public var spokenName: Phrase {
        switch self {
        case .pending: Phrase("pending")
        case .sending: Phrase("sending")
        case .delivered: Phrase("delivered")
        case .failed: Phrase("failed")
        case .unknown: Phrase("unknown")
        }
    }
}
