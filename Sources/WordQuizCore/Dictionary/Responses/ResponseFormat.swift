/// What a dictionary said, before it is reduced to entries.
public enum ResponseFormat: String, Sendable {
    case xml
    case json
}
