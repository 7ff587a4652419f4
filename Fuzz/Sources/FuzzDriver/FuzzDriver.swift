import Foundation

/// libFuzzer's driver, run from a fuzz target's own main (SwiftPM gives an executable its
/// main; libFuzzer's is not linked then).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

public enum FuzzDriver {
    /// Runs libFuzzer with this program's arguments on `check` (the target's
    /// `LLVMFuzzerTestOneInput`) and exits with its status.
    public static func run(_ check: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, check))
    }
}
