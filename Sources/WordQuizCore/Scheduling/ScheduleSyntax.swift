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
        if let seconds = Int64(text), seconds > 0 { return seconds }
        var total: Int64 = 0
        var number = ""
        for ch in text {
            if ch.isNumber {
                number.append(ch)
                continue
            }
            guard let value = Int64(number) else { return nil }
            switch ch {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
        }
        guard number.isEmpty, total > 0, total <= longestDelaySeconds else { return nil }
        return total
    }

    /// Letters, digits, `-` and `_`, up to 40.
    public static func isValidID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
