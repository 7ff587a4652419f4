/// One schedule of `wordquiz schedule list --json`.
struct ScheduleRow: Codable, Sendable, Equatable {
    var id: String
    var trigger: String
    var channels: [String]
    var enabled: Bool
    /// Local time, `yyyy-MM-dd HH:mm:ss EEE`; null for an off or finished schedule.
    @ExplicitNull var nextFire: String?
}
