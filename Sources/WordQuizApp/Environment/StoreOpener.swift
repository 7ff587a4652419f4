import Foundation
import WordQuizStore

/// Opens the user's store, creating its folder on first use.
enum StoreOpener {
    static func open(_ paths: AppPaths) throws(CommandFailure) -> WordStore {
        do {
            try FileManager.default.createDirectory(
                atPath: paths.dataDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure(
                "cannot create the data folder \(paths.dataDirectory): \(error.localizedDescription)",
                exitCode: .ioError)
        }
        do {
            return try WordStore(path: paths.databaseFile)
        } catch {
            throw .from(error)
        }
    }
}
