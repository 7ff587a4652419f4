import WordQuizCore

/// Turns a raw dictionary body into a document, whatever format it turned out to be in, and
/// recognises the API's error reports, which may come in XML to a JSON request.
public enum ResponseReader {
    public enum Outcome: Sendable, Equatable {
        /// An empty body: 표준국어대사전's "no results".
        case empty
        case document(DocumentNode)
    }

    /// - Throws: `ResponseError.api` for an error report, `.unreadable` otherwise.
    public static func read(_ body: [UInt8]) throws(ResponseError) -> Outcome {
        let document: DocumentNode
        do throws(DocumentReadError) {
            switch BodyKind(sniffing: body) {
            case .empty: return .empty
            case .xml: document = try XMLDocumentReader.read(body)
            case .json: document = try JSONDocumentReader.read(body)
            case .unknown: throw DocumentReadError.malformed("the body is neither XML nor JSON")
            }
        } catch {
            throw .unreadable(error)
        }
        if let report = APIErrorReport(document: document) { throw .api(report) }
        return .document(document)
    }
}

/// A body that is not a usable answer.
public enum ResponseError: Error, Sendable, Equatable {
    /// The API reported an error (`error_code`, `message`).
    case api(APIErrorReport)
    case unreadable(DocumentReadError)
}
