/// A path as a user types it (`~/digest.txt`, `words.tsv`, `/srv/out`), made absolute as
/// their shell would: `~` and `~/…` are their home, a relative path is under the folder they
/// typed it in. Stored and shown this way, so a daemon running in another folder, or under
/// another shell, means the same file.
public enum UserPath {
    public static func absolute(_ path: String, directory: String, home: String?) -> String {
        if let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") {
            return home + path.dropFirst()
        }
        if path.hasPrefix("/") { return path }
        return (directory.hasSuffix("/") ? directory : directory + "/") + path
    }
}
