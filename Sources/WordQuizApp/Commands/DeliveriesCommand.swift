import WordQuizCore

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

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil, readOnly: true)
        let rows = try setup.store.deliveries(limit: limit)
        func local(_ instant: Int64) -> String { LocalTimeFormat.string(instant, in: context.timeZone) }
        if json {
            let objects = rows.map {
                DeliveryRow(
                    schedule: $0.scheduleID, fireTime: local($0.fireTime), status: $0.status, detail: $0.detail,
                    recordedAt: local($0.recordedAt))
            }
            context.stdout.write(try JSONOutput.line(objects))
            return
        }
        guard !rows.isEmpty else {
            context.stdout.write("nothing delivered yet.\n")
            return
        }
        for row in rows {
            let detail = row.detail.isEmpty ? "" : "  \(row.detail)"
            context.stdout.write("\(local(row.fireTime))  \(row.scheduleID)  \(row.status.rawValue)\(detail)\n")
        }
    }
}
