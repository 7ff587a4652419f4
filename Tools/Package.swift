// swift-tools-version:6.0
// Test tools that time the pure core in process, kept out of the normal build: scripts/fsrs-compare
// builds `fit-timing` in release to time wordquiz's FSRS fit beside the reference optimiser's.
import PackageDescription

let package = Package(
    name: "wordquiz-tools",
    dependencies: [.package(name: "wordquiz", path: "..")],
    targets: [
        .executableTarget(
            name: "fit-timing", dependencies: [.product(name: "WordQuizCore", package: "wordquiz")],
            path: "Sources/FitTiming")
    ],
    swiftLanguageModes: [.v6]
)
