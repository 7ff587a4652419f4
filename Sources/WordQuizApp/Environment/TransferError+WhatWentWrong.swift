import WordQuizCore
import WordQuizHTTP

extension TransferError {
    /// What went wrong, in a few words and without the URL: "timed out". For the dictionary's
    /// warnings and the channels' failures alike.
    var whatWentWrong: Phrase {
        switch kind {
        case .couldNotConnect: Phrase("could not connect")
        case .timedOut: Phrase("timed out")
        case .responseTooLarge: Phrase("the response was larger than allowed")
        case .tls: Phrase("the secure connection failed")
        case .badRedirect: Phrase("the server redirected somewhere wordquiz will not follow")
        case .brokenResponse: Phrase("the response was cut off or not valid HTTP")
        case .cancelled: Phrase("cancelled")
        case .libraryMissing: Phrase("libcurl could not be loaded (\(detail, .reason)): install libcurl4")
        case .other: Phrase("the request failed")
        }
    }
}
