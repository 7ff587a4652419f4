import Testing

@testable import WordQuizCore

/// `--at HH:MM` is a time of the day that exists: 00:00 to 23:59, minutes in two digits. A
/// time the stored schedule could not read back (24:00) is refused when it is typed.
@Suite struct ScheduleSyntaxTests {
    @Test(arguments: [("00:00", 0, 0), ("07:30", 7, 30), ("23:59", 23, 59), ("7:05", 7, 5)])
    func aTimeOfTheDayIsRead(text: String, hour: Int, minute: Int) throws {
        let time = try #require(ScheduleSyntax.time(text))
        #expect((time.hour, time.minute) == (hour, minute))
    }

    @Test(arguments: ["24:00", "23:60", "-1:00", "07:5", "0730", "07:30:00", ""])
    func aTimeThatIsNotOfTheDayIsRefused(text: String) {
        #expect(ScheduleSyntax.time(text) == nil, "\(text)")
    }

    /// An id is 1 to 40 letters, digits, `-` and `_` of ASCII: the 40th character is taken,
    /// the 41st refused.
    @Test func anIDIsOneToFortyOfItsCharacters() {
        let forty = String(repeating: "a", count: 39) + "9"
        #expect(ScheduleSyntax.isValidID(forty))
        #expect(!ScheduleSyntax.isValidID(forty + "x"))
        #expect(ScheduleSyntax.isValidID("x") && !ScheduleSyntax.isValidID(""))
        #expect(ScheduleSyntax.isValidID("morning-2_b"))
        #expect(!ScheduleSyntax.isValidID("아침") && !ScheduleSyntax.isValidID("a b") && !ScheduleSyntax.isValidID("a/b"))
    }
}
