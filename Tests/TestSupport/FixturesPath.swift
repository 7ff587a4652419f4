import Foundation

/// Paths of fixture files that are run rather than read.
public enum FixturesPath {
    public static var standInNotifyd: String {
        Bundle.module.path(forResource: "stand_in_notifyd", ofType: "py", inDirectory: "Fixtures")
            ?? "stand_in_notifyd.py"
    }
}
