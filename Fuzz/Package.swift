// swift-tools-version:6.0
// Fuzz targets for libFuzzer, kept out of the normal build. Build and run them with
// scripts/fuzz (see docs/TESTING.md); every module they use is instrumented too.
import PackageDescription

let fuzzTarget: (String, [Target.Dependency]) -> Target = { name, dependencies in
    .executableTarget(
        name: name, dependencies: dependencies + ["FuzzDriver"],
        swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])])
}

let package = Package(
    name: "wordquiz-fuzz",
    dependencies: [.package(name: "wordquiz", path: "..")],
    targets: [
        .target(
            name: "FuzzDriver", swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]),
        fuzzTarget("FuzzDotEnv", [.product(name: "WordQuizCore", package: "wordquiz")]),
        fuzzTarget(
            "FuzzResponses",
            [
                .product(name: "WordQuizCore", package: "wordquiz"),
                .product(name: "WordQuizParsing", package: "wordquiz"),
            ]),
        fuzzTarget("FuzzAnswers", [.product(name: "WordQuizCore", package: "wordquiz")]),
        fuzzTarget("FuzzScheduleOptions", [.product(name: "WordQuizCore", package: "wordquiz")]),
        fuzzTarget("FuzzDeckFile", [.product(name: "WordQuizCore", package: "wordquiz")]),
        fuzzTarget(
            "FuzzPackages",
            [
                .product(name: "WordQuizCore", package: "wordquiz"),
                .product(name: "WordQuizArchive", package: "wordquiz"),
                .product(name: "WordQuizStore", package: "wordquiz"),
            ]),
        fuzzTarget(
            "FuzzMediaPages",
            [
                .product(name: "WordQuizCore", package: "wordquiz"),
                .product(name: "WordQuizParsing", package: "wordquiz"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
