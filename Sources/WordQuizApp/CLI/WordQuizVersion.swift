/// The version wordquiz reports and sends.
public enum WordQuizVersion {
    public static let number = "0.1.0"
    public static let userAgent = "wordquiz/\(number)"
}
