import Foundation
import WordQuizCore

/// Timestamped lines on stderr.
struct DaemonLog {
    let context: AppContext

    func write(_ message: String) {
        let stamp = LocalTimeFormat.iso8601(context.unixSeconds, in: context.timeZone)
        context.stderr.write("\(stamp) wordquiz daemon: \(message)\n")
    }

    /// An instant in the user's local time, as the log and the lists show it.
    func localTime(_ instant: Int64) -> String {
        LocalTimeFormat.string(instant, in: context.timeZone)
    }
}
