/// A POSIX TZ rule (`KST-9`, `EST5EDT,M3.2.0,M11.1.0`, `<-03>3`, `IST-1GMT0,M10.5.0,M3.5.0/1`),
/// as the end of a tz database file gives the zone's rule for times past its last
/// transition: standard time, and optionally daylight time between two yearly moments.
public struct PosixTimeZoneRule: Sendable, Equatable {
    public var standard: TZifTimeZone.LocalTimeType
    public var daylight: TZifTimeZone.LocalTimeType?
    /// When daylight time starts (in standard local time) and ends (in daylight local time).
    var start: Moment?
    var end: Moment?

    /// A yearly moment: a day (by month, week and weekday, or by day of the year) and a time
    /// of that day in seconds (which may be negative or past 24 hours).
    struct Moment: Sendable, Equatable {
        enum Day: Sendable, Equatable {
            /// `Mm.w.d`: weekday d (0 Sunday) of week w (5: the last) of month m.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
            /// `Jn`: day n, 1…365, never counting February 29.
            case julianNoLeap(Int)
            /// `n`: day n, 0…365, counting February 29.
            case zeroBased(Int)
        }

        var day: Day
        var seconds: Int
    }

    public init?(parsing text: String) {
        var rest = Substring(text)
        guard let standardName = Self.name(&rest), let standardOffset = Self.offset(&rest) else {
            return nil
        }
        // POSIX offsets are west of Greenwich: the offset east is their negation.
        standard = .init(offset: -standardOffset, isDaylightSaving: false, abbreviation: standardName)
        guard let daylightName = Self.name(&rest) else {
            guard rest.isEmpty else { return nil }
            daylight = nil
            return
        }
        let daylightOffset = rest.first == "," || rest.isEmpty ? standardOffset - 3600 : Self.offset(&rest)
        guard let daylightOffset else { return nil }
        daylight = .init(offset: -daylightOffset, isDaylightSaving: true, abbreviation: daylightName)
        guard rest.popFirst() == ",", let start = Self.moment(&rest), rest.popFirst() == ",",
            let end = Self.moment(&rest), rest.isEmpty
        else { return nil }
        self.start = start
        self.end = end
    }

    /// The local time type in effect at an instant.
    public func localTimeType(at instant: Int64) -> TZifTimeZone.LocalTimeType {
        guard let daylight, let start, let end else { return standard }
        let year = CalendarDate(dayNumber: Int(FireTimes.floorDivide(instant + Int64(standard.offset), 86_400))).year
        let starts = start.instant(in: year) - Int64(standard.offset)
        let ends = end.instant(in: year) - Int64(daylight.offset)
        // Northern: daylight from start to end; southern (start after end): outside end…start.
        let isDaylight = starts < ends ? (instant >= starts && instant < ends) : (instant < ends || instant >= starts)
        return isDaylight ? daylight : standard
    }

    /// The rule in a TZif file (version 2 or later): the text between the last two newlines.
    public static func rule(inTZif bytes: [UInt8]) -> String? {
        guard bytes.count > 2, bytes.last == 0x0A,
            let start = bytes.dropLast().lastIndex(of: 0x0A)
        else { return nil }
        let rule = bytes[(start + 1)..<(bytes.count - 1)]
        guard !rule.isEmpty, rule.count < 128, rule.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: rule, as: UTF8.self)
    }

    /// A zone name: letters (`KST`), or anything quoted in angle brackets (`<+0330>`).
    static func name(_ text: inout Substring) -> String? {
        if text.first == "<" {
            guard let close = text.firstIndex(of: ">") else { return nil }
            let name = text[text.index(after: text.startIndex)..<close]
            text = text[text.index(after: close)...]
            return name.isEmpty ? nil : String(name)
        }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return nil }
        text = text[letters.endIndex...]
        return String(letters)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    static func offset(_ text: inout Substring) -> Int? {
        var sign = 1
        if text.first == "+" || text.first == "-" {
            sign = text.removeFirst() == "-" ? -1 : 1
        }
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { break }
            parts.append(value)
            text = text[digits.endIndex...]
            guard text.first == ":" else { break }
            text.removeFirst()
        }
        guard let hours = parts.first, hours <= 167 else { return nil }
        let minutes = parts.count > 1 ? parts[1] : 0
        let seconds = parts.count > 2 ? parts[2] : 0
        return sign * (hours * 3600 + minutes * 60 + seconds)
    }

    /// `Mm.w.d[/time]`, `Jn[/time]` or `n[/time]`; the time is 02:00 unless given.
    static func moment(_ text: inout Substring) -> Moment? {
        func number(_ text: inout Substring) -> Int? {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3 else { return nil }
            text = text[digits.endIndex...]
            return Int(digits)
        }
        let day: Moment.Day
        if text.first == "M" {
            text.removeFirst()
            guard let month = number(&text), (1...12).contains(month), text.popFirst() == ".",
                let week = number(&text), (1...5).contains(week), text.popFirst() == ".",
                let weekday = number(&text), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else if text.first == "J" {
            text.removeFirst()
            guard let n = number(&text), (1...365).contains(n) else { return nil }
            day = .julianNoLeap(n)
        } else {
            guard let n = number(&text), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var seconds = 7200
        if text.first == "/" {
            text.removeFirst()
            guard let time = offset(&text) else { return nil }
            seconds = time
        }
        return Moment(day: day, seconds: seconds)
    }
}

extension PosixTimeZoneRule.Moment {
    /// The moment in a year as seconds since 1970 on the local clock it is given in.
    func instant(in year: Int) -> Int64 {
        let dayNumber: Int
        switch day {
        case .monthWeekDay(let month, let week, let weekday):
            let first = CalendarDate(year: year, month: month, day: 1)?.dayNumber ?? 0
            // 1970-01-01 was a Thursday: (day + 4) mod 7 counts from Sunday.
            let firstWeekday = ((first + 4) % 7 + 7) % 7
            var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = CalendarDate.daysInMonth(year: year, month: month)
            while day > length { day -= 7 }
            dayNumber = first + day - 1
        case .julianNoLeap(let n):
            let january = CalendarDate(year: year, month: 1, day: 1)?.dayNumber ?? 0
            dayNumber = january + n - 1 + (CalendarDate.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            dayNumber = (CalendarDate(year: year, month: 1, day: 1)?.dayNumber ?? 0) + n
        }
        return Int64(dayNumber) * 86_400 + Int64(seconds)
    }
}
