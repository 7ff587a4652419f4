import Foundation
import PackagePlugin

/// Lists the languages of WordQuizCore's catalogue files (`Text/Catalogues/*.swift`) in a
/// generated `Language.catalogued`, so a language is added by adding its file and nothing else.
/// The list is written by `scripts/catalogue-index`, a shell script rather than a Swift tool:
/// a tool built by the package would be built with the build's own flags, and the fuzz build's
/// `-sanitize=fuzzer` gives every executable libFuzzer's `main`.
@main struct CatalogueIndex: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogues = target.sourceFiles(withSuffix: ".swift")
            .map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Catalogues" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = context.package.directoryURL.appending(path: "scripts/catalogue-index")
        let output = context.pluginWorkDirectoryURL.appending(path: "CataloguedLanguages.swift")
        return [
            .buildCommand(
                displayName: "Listing the languages of Text/Catalogues",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path] + catalogues.map(\.path),
                inputFiles: [script] + catalogues, outputFiles: [output])
        ]
    }
}
