/// A digest as a desktop notification: a summary and a body of two short lines.
public struct DesktopNotification: Sendable, Equatable {
    public var summary: String
    public var body: String
    /// Whether it takes the place of the last digest's notification (a new day's word does;
    /// a channel test stands beside today's word instead of hiding it).
    public var replacesPrevious: Bool
    /// The picture's file, for the notification's `image-path` hint.
    public var imagePath: String?
    /// A sound from the freedesktop sound theme (`message-new-instant`), for the
    /// `sound-name` hint; none unless the learner asked for one.
    public var soundName: String?
    /// The word's own sound file, for the `sound-file` hint, when the learner asked for the
    /// word (`WORDQUIZ_DESKTOP_SOUND=word`).
    public var soundFile: String?

    /// The setting's value that asks for the word itself as the notification's sound.
    public static let wordAsSound = "word"

    public init(
        summary: String, body: String, replacesPrevious: Bool = true, imagePath: String? = nil,
        soundName: String? = nil
    ) {
        self.summary = summary
        self.body = body
        self.replacesPrevious = replacesPrevious
        self.imagePath = imagePath
        self.soundName = soundName
    }

    /// Whether `name` can be a sound theme's name: letters, digits and `-`, `_`, `.`.
    public static func isSoundName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_.".unicodeScalars.contains($0)
            }
    }
}
