/// How schedules are written on the command line: `--at 07:30`, `--in 1h30m`, `--id morning`.
public enum ScheduleSyntax {
    /// The longest `--in`: a year and a day.
    public static let longestDelaySeconds: Int64 = 366 * 86_400

    /// `HH:MM`, 00:00–23:59, the minutes always two digits.
    public static func time(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h),
            (0...59).contains(m),
            parts[1].count == 2
        else { return nil }
        return (h, m)
    }

    /// `90s`, `5m`, `2h`, `1h30m`, `1d`, or plain seconds: at least a second, at most
    /// `longestDelaySeconds`.
    public static func duration(_ text: String) -> Int64? {
        guard text.count <= 32 else { return nil }
        if let seconds = Int64(text) { return (1...longestDelaySeconds).contains(seconds) ? seconds : nil }
        var total: Int64 = 0
        var number = ""
        for ch in text {
            if ch.isASCII, ch.isNumber {
                number.append(ch)
                continue
            }
            let unit: Int64
            switch ch {
            case "s": unit = 1
            case "m": unit = 60
            case "h": unit = 3600
            case "d": unit = 86_400
            default: return nil
            }
            // Anything past the longest delay is refused before it can overflow.
            guard let value = Int64(number), value <= longestDelaySeconds else { return nil }
            total += value * unit
            guard total <= longestDelaySeconds else { return nil }
            number = ""
        }
        guard number.isEmpty, total > 0 else { return nil }
        return total
    }

    /// The instants a one-off schedule may fire at: from 1970 to the end of the year 9999.
    /// A stored value outside is a damaged row, not a schedule.
    public static let plausibleInstants: ClosedRange<Int64> = 0...253_402_300_799

    /// Letters, digits, `-` and `_`, up to 40.
    public static func isValidID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
