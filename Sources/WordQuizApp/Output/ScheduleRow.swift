/// One schedule of `wordquiz schedule list --json`.
struct ScheduleRow: Codable, Sendable, Equatable {
    var id: String
    var trigger: String
    var channels: [String]
    var enabled: Bool
    /// A one-off whose moment has passed.
    var finished: Bool
    /// ISO 8601 with the offset (`2026-12-01T07:30:00+09:00`): when its trigger fires next (for
    /// an off schedule, were it on); null for a finished one-off.
    @ExplicitNull var nextFire: String?
}
