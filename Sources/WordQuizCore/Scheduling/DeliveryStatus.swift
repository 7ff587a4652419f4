/// What became of one fire of a schedule, as the ledger stores it (the raw value).
public enum DeliveryStatus: String, Sendable, Codable, CaseIterable {
    /// Claimed by a process that is sending it now.
    case sending
    /// Every channel that could deliver did, on time.
    case delivered
    /// Delivered, but after its moment (caught up after a sleep or a restart).
    case late
    /// Too old to send when it was noticed; recorded so that it is never sent.
    case missed
    /// No channel delivered it.
    case failed
    /// Left `sending` by a process that died mid-delivery; not sent again.
    case interrupted
}
