import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz deliveries`: what was delivered, late, missed or failed, and when.
struct DeliveriesCommand {
    static let usage = "Usage: wordquiz deliveries [--json] [--limit N]"

    var json = false
    var limit = 50

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--json": json = true
            case "--limit":
                let text = try scanner.value(for: option)
                guard let parsed = Int(text), parsed > 0 else {
                    throw scanner.failure("--limit takes a number, not '\(text)'")
                }
                limit = parsed
            default: throw scanner.failure("unknown option '\(option.name)' for deliveries")
            }
        }
    }

    func run(_ context: AppContext) throws(CommandFailure) {
        let environment = try LearnerEnvironment.prepare(context, date: nil)
        let rows: [WordStore.Delivery]
        do {
            rows = try environment.store.deliveries(limit: limit)
        } catch {
            throw .from(error)
        }
        if json {
            let objects: [[String: Any]] = rows.map {
                [
                    "schedule": $0.scheduleID, "fireTime": ScheduleCommand.localTime($0.fireTime, context),
                    "status": $0.status,
                    "detail": $0.detail, "recordedAt": ScheduleCommand.localTime($0.recordedAt, context),
                ]
            }
            context.stdout.write(JSONText.encode(objects) + "\n")
            return
        }
        guard !rows.isEmpty else {
            context.stdout.write("nothing delivered yet.\n")
            return
        }
        for row in rows {
            let detail = row.detail.isEmpty ? "" : "  \(row.detail)"
            context.stdout.write(
                "\(ScheduleCommand.localTime(row.fireTime, context))  \(row.scheduleID)  \(row.status)\(detail)\n")
        }
    }
}
