import Foundation
import WordQuizCore
import WordQuizStore

/// Timestamped lines on stderr.
struct DaemonLog {
    let context: AppContext

    func write(_ message: String) {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = context.timeZone
        formatter.formatOptions = [.withInternetDateTime]
        context.stderr.write("\(formatter.string(from: context.now())) wordquiz daemon: \(message)\n")
    }
}
