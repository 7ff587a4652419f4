import Foundation
import WordQuizCore
import WordQuizStore

/// Opens the user's store, creating its folder on first use.
enum StoreOpener {
    /// - Parameter readOnly: for commands that only read: a current database is opened
    ///   read-only, and never waits behind a writer.
    ///
    /// With a context, the first damaged row of each table (left out, never counted from) is
    /// said in one warning.
    static func open(_ paths: AppPaths, readOnly: Bool = false, telling context: AppContext? = nil) throws
        -> WordStore
    {
        do {
            try FileManager.default.createDirectory(
                atPath: paths.dataDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure.fileAccess(
                .createDataFolder, path: paths.dataDirectory,
                reason: .verbatim(FileErrorReason.of(error)))
        }
        let store = try WordStore(path: paths.databaseFile, readOnly: readOnly)
        if let context {
            store.damage.tell { table in
                context.warn(
                    Phrase(
                        "rows of the record that are damaged were left out (in \(table, .name)); `wordquiz doctor` checks the database."
                    ))
            }
        }
        return store
    }
}
