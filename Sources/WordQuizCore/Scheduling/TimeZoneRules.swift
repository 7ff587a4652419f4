/// The offsets of a time zone, from whatever knows them (Foundation's tz database at the
/// edge). Keeping the lookup behind this lets the next-fire maths stay pure.
public protocol TimeZoneRules: Sendable {
    /// Seconds east of UTC in effect at a UTC instant.
    func secondsFromGMT(at instant: Int64) -> Int
}
