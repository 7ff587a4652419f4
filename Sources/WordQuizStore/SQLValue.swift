import CSQLite
import Foundation

/// A value bound to or read from SQLite.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public var string: String? { if case .text(let s) = self { s } else { nil } }
    public var integer: Int64? { if case .integer(let i) = self { i } else { nil } }
    /// A number, real or whole (a sum of reals over no rows is an integer).
    public var real: Double? {
        switch self {
        case .real(let r): r
        case .integer(let i): Double(i)
        default: nil
        }
    }
    public var bytes: [UInt8]? {
        switch self {
        case .blob(let b): b
        case .text(let s): Array(s.utf8)
        default: nil
        }
    }
}
