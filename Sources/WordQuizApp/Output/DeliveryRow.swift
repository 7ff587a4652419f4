import WordQuizCore

/// One fire of `wordquiz deliveries --json`, with each of its channels.
struct DeliveryRow: Codable, Sendable, Equatable {
    var schedule: String
    /// ISO 8601 with the offset: `2026-12-01T07:30:00+09:00` (as is `recordedAt`).
    var fireTime: String
    var status: DeliveryStatus
    var detail: String
    var recordedAt: String
    var channels: [Channel]

    /// How one channel of the fire fared.
    struct Channel: Codable, Sendable, Equatable {
        var channel: String
        var status: ChannelDeliveryStatus
        var attempts: Int
        /// When the next try is, for a failed channel that will be tried again (ISO 8601).
        @ExplicitNull var retryAt: String?
        var detail: String
    }
}
