import Foundation
import WordQuizCore
import WordQuizStore

/// Opens the user's store, creating its folder on first use.
enum StoreOpener {
    /// - Parameter readOnly: for commands that only read: a current database is opened
    ///   read-only, and never waits behind a writer.
    static func open(_ paths: AppPaths, readOnly: Bool = false) throws -> WordStore {
        do {
            try FileManager.default.createDirectory(
                atPath: paths.dataDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure.fileAccess(
                .createDataFolder, path: paths.dataDirectory,
                reason: .verbatim(error.localizedDescription))
        }
        return try WordStore(path: paths.databaseFile, readOnly: readOnly)
    }
}
