import Foundation

/// Paths of fixture files that are run rather than read.
public enum FixturesPath {
    public static var standInNotifyd: String {
        Bundle.module.path(forResource: "stand_in_notifyd", ofType: "py", inDirectory: "Fixtures")
            ?? "stand_in_notifyd.py"
    }

    public static var ankiBackend: String {
        Bundle.module.path(forResource: "anki_backend", ofType: "py", inDirectory: "Fixtures") ?? "anki_backend.py"
    }

    public static var parseMail: String {
        Bundle.module.path(forResource: "parse_mail", ofType: "py", inDirectory: "Fixtures") ?? "parse_mail.py"
    }

    public static var pronunciationReference: String {
        Bundle.module.path(forResource: "pronunciation_reference", ofType: "py", inDirectory: "Fixtures")
            ?? "pronunciation_reference.py"
    }
}
