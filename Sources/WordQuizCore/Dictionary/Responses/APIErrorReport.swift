/// An error the dictionary API reported in its body (`<error><error_code/><message/></error>`,
/// or `{"error":{"error_code":20,…}}` in JSON).
public struct APIErrorReport: Sendable, Equatable, Error {
    /// The code as the guides write it: three digits (`020`) when it is a number, whether it
    /// came as `"020"` or as `20`. Only letters, digits, `-` and `_` are kept.
    public var code: String
    public var message: String

    public init(code: String, message: String) {
        self.code = Self.normalized(code)
        self.message = message
    }

    /// The code as a number, when it is one.
    public var number: Int? { Int(code) }

    /// 020 (unregistered key) and 021 (suspended key): the user must fix their key.
    public var isKeyProblem: Bool { number == 20 || number == 21 }

    /// 021: the key was suspended rather than never registered.
    public var isSuspendedKey: Bool { number == 21 }

    /// 000 is the API's "system error": worth another try, like a 5xx.
    public var isTransient: Bool { number == 0 }

    /// Reads an error report from a parsed body, if it is one.
    public init?(document: DocumentNode) {
        guard let error = document.child("error") ?? (document.name == "error" ? document : nil)
        else { return nil }
        let code = error.string("error_code") ?? error.string("code") ?? "unknown"
        let message = DictionaryText.clean(error.string("message") ?? "")
        self.init(code: code, message: message)
    }

    /// Codes compare as numbers: `20` becomes `020`. Anything that is not a plain code is cut
    /// down to the characters a code may have.
    static func normalized(_ raw: String) -> String {
        let kept = String(
            raw.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(16))
        guard !kept.isEmpty else { return "unknown" }
        if let number = Int(kept), number >= 0, number < 1000 {
            let digits = String(number)
            return String(repeating: "0", count: 3 - digits.count) + digits
        }
        return kept
    }
}
