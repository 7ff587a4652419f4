import WordQuizCore

/// One fire of `wordquiz deliveries --json`, with each of its channels.
struct DeliveryRow: Codable, Sendable, Equatable {
    var schedule: String
    /// Local time, `yyyy-MM-dd HH:mm:ss EEE`.
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
        /// Local time of the next try, for a failed channel that will be tried again.
        @ExplicitNull var retryAt: String?
        var detail: String
    }
}
