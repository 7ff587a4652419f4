// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wordquiz",
    products: [
        .executable(name: "wordquiz", targets: ["wordquiz"]),
        // For the fuzz targets in Fuzz/, which build against these with libFuzzer.
        .library(name: "WordQuizCore", targets: ["WordQuizCore"]),
        .library(name: "WordQuizParsing", targets: ["WordQuizParsing"]),
        .library(name: "WordQuizArchive", targets: ["WordQuizArchive"]),
        .library(name: "WordQuizStore", targets: ["WordQuizStore"]),
    ],
    targets: [
        // C loaders, opened on first use (dlopen), not linked: a public header declaring each
        // function once and a loader.c defining it once (Debian's libcurl4-openssl-dev,
        // libxml2-dev, libhunspell-dev with hunspell-ko, libzip-dev and libzstd-dev, installed
        // by scripts/install-deps).
        // CLibraryLoader opens a library and finds its functions, for all of them.
        .target(name: "CLibraryLoader"),
        .target(name: "CCurl", dependencies: ["CLibraryLoader"]),
        .target(name: "CLibXML2", dependencies: ["CLibraryLoader"]),
        .target(name: "CHunspell", dependencies: ["CLibraryLoader"]),
        // libzip and libzstd (Debian's libzip-dev and libzstd-dev), for Anki's packages.
        .target(name: "CZip", dependencies: ["CLibraryLoader"]),
        .target(name: "CZstd", dependencies: ["CLibraryLoader"]),
        // espeak-ng (Debian's libespeak-ng-dev): the synthetic voice, optional at run time.
        .target(name: "CEspeakNG", dependencies: ["CLibraryLoader"]),
        // C shims: a modulemap and a header of static inline wrappers, nothing else.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CLinux"),
        // zlib, to inflate a PNG's image data (Debian's zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Pure core: no I/O, no clock reads, no randomness it was not handed. Its languages
        // are listed from its catalogue files at build time (CatalogueIndex).
        .target(name: "WordQuizCore", plugins: ["CatalogueIndex"]),
        .plugin(name: "CatalogueIndex", capability: .buildTool()),

        // Thin adapters, one per outside thing.
        .target(name: "WordQuizHTTP", dependencies: ["CCurl", "WordQuizCore"]),
        .target(name: "WordQuizParsing", dependencies: ["WordQuizCore", "CLibXML2", "CZlib"]),
        .target(name: "WordQuizStore", dependencies: ["WordQuizCore", "CSQLite"]),
        .target(name: "WordQuizArchive", dependencies: ["CZip", "CZstd"]),

        // Wiring: configuration, dictionary clients, commands.
        .target(
            name: "WordQuizApp",
            dependencies: [
                "WordQuizCore", "WordQuizHTTP", "WordQuizParsing", "WordQuizStore", "WordQuizArchive", "CLinux",
                "CHunspell", "CEspeakNG",
            ]),
        .executableTarget(name: "wordquiz", dependencies: ["WordQuizApp"]),

        // Tests.
        .target(name: "TestSupport", path: "Tests/TestSupport", resources: [.copy("Fixtures")]),
        // CLibXML2's hand-written declarations compiled against libxml2's real headers.
        .target(
            name: "CLibXML2HeaderCheck", dependencies: ["CLibXML2"], path: "Tests/CLibXML2HeaderCheck",
            cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // The pure rules fed with the real responses' decoded values (WordQuizParsing reads them).
        .testTarget(name: "WordQuizCoreTests", dependencies: ["WordQuizCore", "WordQuizParsing", "TestSupport"]),
        .testTarget(
            name: "WordQuizParsingTests",
            dependencies: ["WordQuizParsing", "WordQuizCore", "TestSupport", "CLibXML2", "CLibXML2HeaderCheck"]),
        .testTarget(name: "WordQuizHTTPTests", dependencies: ["WordQuizHTTP", "WordQuizCore", "TestSupport"]),
        .testTarget(name: "WordQuizStoreTests", dependencies: ["WordQuizStore", "WordQuizCore", "TestSupport"]),
        .testTarget(name: "WordQuizArchiveTests", dependencies: ["WordQuizArchive", "TestSupport"]),
        .testTarget(
            name: "WordQuizAppTests",
            dependencies: ["WordQuizApp", "WordQuizStore", "WordQuizArchive", "TestSupport", "wordquiz"]),
    ],
    swiftLanguageModes: [.v6]
)
