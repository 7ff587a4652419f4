import Foundation
import FuzzDriver
import WordQuizCore

/// Any bytes as a config file: parsing never crashes, reports at most a few problems, and
/// never keeps a value with a line break it did not quote.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let env = DotEnv(parsing: bytes)
    precondition(env.problems.count <= DotEnv.maximumReportedProblems)
    for key in env.values.keys { precondition(!key.isEmpty && !key.contains("\n") && !key.contains("\r")) }
    _ = try? Configuration.resolve(layers: [env.values])
    return 0
}

/// The entry libFuzzer's runtime names; the same check.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}

FuzzDriver.run(testOneInput)
