/// A day of the week, Monday first.
public enum Weekday: Int, Sendable, CaseIterable, Codable, Comparable {
    case monday = 0
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday of a day number (1970-01-01 was a Thursday).
    public init(dayNumber: Int) {
        self = Weekday(rawValue: ((dayNumber + 3) % 7 + 7) % 7) ?? .monday
    }

    public var shortName: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue] }
    /// systemd's OnCalendar spelling.
    public var systemdName: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue] }
    /// cron's day-of-week number (0 = Sunday).
    public var cronNumber: Int { (rawValue + 1) % 7 }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The named sets `parseSet` reads, for completion.
    public static let setNames = ["daily", "weekdays", "weekends"]

    /// What `parseSet` reads, listed as one is asked for: daily, weekdays, weekends or a list
    /// like mon,wed,fri.
    public static let names = Phrase("\(setNames.joined(separator: ", "), .choices) or a list like mon,wed,fri")

    /// The Korean names of the days, as a Korean reader writes them in a list (월,수,금).
    public var koreanName: String { ["월", "화", "수", "목", "금", "토", "일"][rawValue] }

    /// Parses `daily`, `weekdays`, `weekends` or a list like `mon,wed,fri`, and the same in
    /// Korean: 매일, 평일, 주말, or 월,수,금 (월요일 too).
    public static func parseSet(_ text: String) -> Set<Weekday>? {
        switch text.lowercased().trimmingWhitespace() {
        case "daily", "everyday", "all", "매일": return Set(allCases)
        case "weekdays", "평일", "주중": return [.monday, .tuesday, .wednesday, .thursday, .friday]
        case "weekends", "주말": return [.saturday, .sunday]
        default:
            var days = Set<Weekday>()
            for part in text.lowercased().split(separator: ",").map({ $0.trimmingWhitespace() }) {
                let korean = part.hasSuffix("요일") ? String(part.dropLast(2)) : part
                guard
                    let day = allCases.first(where: {
                        ($0.shortName == part.prefix(3) && part.count >= 3) || $0.koreanName == korean
                    })
                else { return nil }
                days.insert(day)
            }
            return days.isEmpty ? nil : days
        }
    }

    /// `daily`, `weekdays`, `weekends` or `mon,wed,fri`: as `--days` takes them, and as a
    /// unit file and JSON write them.
    public static func describe(_ days: Set<Weekday>) -> String {
        if days.count == 7 { return "daily" }
        if days == parseSet("weekdays") { return "weekdays" }
        if days == parseSet("weekends") { return "weekends" }
        return days.sorted().map(\.shortName).joined(separator: ",")
    }

    /// The days as a reader of `language` writes them: `weekdays` or `mon,wed,fri` in English,
    /// 평일 or 월,수,금 in Korean (each name a message, which `parseSet` reads back in both).
    public static func describe(_ days: Set<Weekday>, in language: Language) -> String {
        if days.count == 7 { return language.say(Phrase("daily")) }
        if days == parseSet("weekdays") { return language.say(Phrase("weekdays")) }
        if days == parseSet("weekends") { return language.say(Phrase("weekends")) }
        return days.sorted().map { language.say($0.spokenName) }.joined(separator: ",")
    }

    /// The day's short name as a message: mon, 월.
    var spokenName: Phrase {
        switch self {
        case .monday: Phrase("mon")
        case .tuesday: Phrase("tue")
        case .wednesday: Phrase("wed")
        case .thursday: Phrase("thu")
        case .friday: Phrase("fri")
        case .saturday: Phrase("sat")
        case .sunday: Phrase("sun")
        }
    }
}
