import Foundation
import WordQuizCore

/// The object `wordquiz today --json` prints. Every field is present; missing values are
/// `null`.
struct TodayJSON: Encodable {
    var date: CalendarDate
    var outcome: DailyEntryResolver.Outcome

    enum Key: String, CodingKey {
        case date, provider, cached, headword, homographNumber, partOfSpeech, pronunciation
        case origin, level, senses, example, link, targetCode
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        let entry = outcome.entry
        try c.encode(date.description, forKey: .date)
        try c.encode(outcome.provider.rawValue, forKey: .provider)
        try c.encode(outcome.isCached, forKey: .cached)
        try c.encode(entry.headword, forKey: .headword)
        try c.encode(entry.homographNumber, forKey: .homographNumber)
        try c.encode(entry.partOfSpeech, forKey: .partOfSpeech)
        try c.encode(entry.pronunciation, forKey: .pronunciation)
        try c.encode(entry.origin, forKey: .origin)
        try c.encode(entry.level, forKey: .level)
        try c.encode(entry.senses, forKey: .senses)
        try c.encode(entry.firstExample, forKey: .example)
        try c.encode(entry.link, forKey: .link)
        try c.encode(entry.targetCode, forKey: .targetCode)
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and booleans cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
