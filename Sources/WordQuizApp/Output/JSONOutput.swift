import Foundation

/// The one way wordquiz prints JSON: an `Encodable` value, keys sorted, slashes kept as they
/// are, one line.
enum JSONOutput {
    static func line(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
