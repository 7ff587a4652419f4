/// A calendar heat map of answers: one column a week, Monday at the top.
public enum HeatMap {
    public static let weeks = 12

    /// Rows of cells for the `weeks` weeks ending with the week of `today`.
    public static func render(
        answersByDay: [Int: Int], today: Int, style: TextStyle, language: Language = .ko
    ) -> String {
        // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (day + 3) mod 7.
        let weekday = ((today + 3) % 7 + 7) % 7
        let firstMonday = today - weekday - (weeks - 1) * 7
        let labels = language.say(Phrase("M T W T F S S")).split(separator: " ").map(String.init)
        var lines: [String] = []
        for row in 0..<7 {
            var line = DisplayWidth.padded(row < labels.count ? labels[row] : "", to: 2) + " "
            for week in 0..<weeks {
                let day = firstMonday + week * 7 + row
                if day > today {
                    line += "  "
                    continue
                }
                line += cell(answersByDay[day] ?? 0, style: style) + " "
            }
            lines.append(line)
        }
        lines.append("   " + style.dim(language.say(Phrase("· none  ░ 1–4  ▒ 5–9  ▓ 10–19  █ 20+"))))
        return lines.joined(separator: "\n")
    }

    static func cell(_ count: Int, style: TextStyle) -> String {
        switch count {
        case 0: style.dim("·")
        case 1..<5: style.green("░")
        case 5..<10: style.green("▒")
        case 10..<20: style.green("▓")
        default: style.green("█")
        }
    }
}
