import Foundation
import FuzzDriver
import WordQuizCore

/// Any text as the values of `schedule add`: --at, --in, --days, --id, --channel and --date
/// parse without crashing, and what they accept stays in bounds.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let (hour, minute) = ScheduleSyntax.time(text) {
        precondition((0...23).contains(hour) && (0...59).contains(minute))
    }
    if let seconds = ScheduleSyntax.duration(text) {
        precondition(seconds > 0 && seconds <= ScheduleSyntax.longestDelaySeconds)
        _ = FireTimes.next(after: 1_700_000_000, trigger: .once(at: 1_700_000_000 + seconds), rules: UTC())
    }
    _ = Weekday.parseSet(text)
    _ = ScheduleSyntax.isValidID(text)
    if let spec = ChannelSpec(parsing: text, directory: "/tmp") {
        precondition(!spec.description.contains("\n"))
    }
    _ = CalendarDate(parsing: text)
    return 0
}

struct UTC: TimeZoneRules {
    func secondsFromGMT(at instant: Int64) -> Int { 0 }
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
