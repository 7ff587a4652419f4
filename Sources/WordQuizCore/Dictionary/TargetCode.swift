/// A dictionary's identifier of an entry (`target_code`). It goes into URLs, links, the
/// terminal, files and chat markup, so only ASCII digits are accepted: whatever else a server
/// sends there is dropped, and everything built from a target code is then safe.
public enum TargetCode {
    /// The code, trimmed, if it is 1–12 ASCII digits.
    public static func validated(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhitespace(), (1...12).contains(trimmed.count),
            trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        return trimmed
    }
}
