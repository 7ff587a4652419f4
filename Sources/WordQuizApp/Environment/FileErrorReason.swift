import Foundation

/// Why a file operation of Foundation's failed, as the system says it ("Not a directory",
/// "Permission denied"): its own description of such a failure is "The operation could not be
/// completed. (NSCocoaErrorDomain error 512.)", which tells a reader nothing. The POSIX error
/// under it (a `POSIXError` on Linux) is said instead, where there is one.
enum FileErrorReason {
    static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let failure = error as NSError
        if failure.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(failure.code))) }
        if let underlying = failure.userInfo[NSUnderlyingErrorKey] as? any Error { return of(underlying) }
        return failure.localizedDescription
    }
}
