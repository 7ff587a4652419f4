import WordQuizCore

/// One fire of `wordquiz deliveries --json`.
struct DeliveryRow: Codable, Sendable, Equatable {
    var schedule: String
    /// Local time, `yyyy-MM-dd HH:mm:ss EEE`.
    var fireTime: String
    var status: DeliveryStatus
    var detail: String
    var recordedAt: String
}
