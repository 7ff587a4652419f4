import Foundation
import WordQuizCore
import WordQuizHTTP

extension TransferError {
    /// What went wrong, without the URL.
    var kindDescription: String {
        switch kind {
        case .couldNotConnect: "could not connect"
        case .timedOut: "timed out"
        case .responseTooLarge: "response too large"
        case .tls: "the secure connection failed"
        case .badRedirect: "redirected"
        case .brokenResponse: "the connection broke"
        case .cancelled: "cancelled"
        case .other: "request failed"
        }
    }
}
