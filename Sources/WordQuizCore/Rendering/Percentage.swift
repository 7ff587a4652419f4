/// A fraction shown as a whole percentage, rounded to the nearest (half away from zero), as
/// every rate and change wordquiz shows is: 68.75 % is 69, not 68; a change of -12.5 % is -13.
/// The widget's share of today's reviews is the one figure cut instead (`WordWidget`), so
/// that it reads 100 only when nothing is left.
public enum Percentage {
    /// `fraction` (0.6875) in whole percent (69).
    public static func rounded(_ fraction: Double) -> Int {
        Int((fraction * 100).rounded())
    }

    /// How far `new` is from `old`, in whole percent of `old` (10 to 11.25: 13); 0 where `old`
    /// is not above 0.
    public static func change(from old: Double, to new: Double) -> Int {
        old > 0 ? rounded((new - old) / old) : 0
    }
}
