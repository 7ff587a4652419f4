/// An error the dictionary API reported in its body (`<error><error_code/><message/></error>`).
public struct APIErrorReport: Sendable, Equatable, Error {
    public var code: String
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// 020 (unregistered key) and 021 (suspended key): the user must fix their key.
    public var isKeyProblem: Bool { code == "020" || code == "021" }

    /// 000 is the API's "system error": worth another try, like a 5xx.
    public var isTransient: Bool { code == "000" }

    /// Reads an error report from a parsed body, if it is one.
    public init?(document: DocumentNode) {
        guard let error = document.child("error") ?? (document.name == "error" ? document : nil)
        else { return nil }
        let code = error.string("error_code") ?? error.string("code") ?? "unknown"
        let message = DictionaryText.clean(error.string("message") ?? "")
        self.init(code: code, message: message)
    }
}
