import Foundation
import WordQuizCore

/// `wordquiz history`: the words of past days, with when each was last reviewed.
struct HistoryCommand {
    static let usage = "Usage: wordquiz history [--json]"

    var json = false

    init(arguments: [String]) throws(CommandFailure) {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = try scanner.next() {
            switch option.name {
            case "--json": json = true
            default: throw scanner.failure("unknown option '\(option.name)' for history")
            }
        }
    }

    func run(_ context: AppContext) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let picks = try setup.store.allPicks()
        let lastReviewed = try setup.store.lastReviewTimes()
        let schedules = Dictionary(
            try setup.store.studiedCards().map { ($0.card.headword, $0.schedule) },
            uniquingKeysWith: { first, _ in first })
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        func reviewed(_ word: String) -> String? {
            lastReviewed[word].map { formatter.string(from: Date(timeIntervalSince1970: Double($0) / 1000)) }
        }

        if json {
            let rows = picks.map { pick in
                HistoryRow(
                    date: pick.date, headword: pick.headword, lastReviewed: reviewed(pick.headword),
                    due: schedules[pick.headword].map { CalendarDate(dayNumber: $0.dueDay) })
            }
            context.stdout.write(try JSONOutput.line(rows))
            return
        }
        guard !picks.isEmpty else {
            context.stdout.write("아직 기록이 없어요. wordquiz today로 오늘의 단어부터 보세요.\n")
            return
        }
        let width = picks.map { DisplayWidth.width(of: $0.headword) }.max() ?? 0
        for pick in picks {
            let last = reviewed(pick.headword).map { "마지막 복습 \($0)" } ?? "복습 안 함"
            context.stdout.write("\(pick.date)  \(DisplayWidth.padded(pick.headword, to: width))  \(last)\n")
        }
    }
}
