import PackagePlugin

/// Lists the languages of WordQuizCore's catalogue files (`Text/Catalogues/*.swift`) in a
/// generated `Language.catalogued`, so a language is added by adding its file and nothing else.
@main struct CatalogueIndex: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogues = target.sourceFiles(withSuffix: ".swift")
            .map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Catalogues" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "CataloguedLanguages.swift")
        return [
            .buildCommand(
                displayName: "Listing the languages of \(catalogues.count) catalogue files",
                executable: try context.tool(named: "CatalogueIndexer").url,
                arguments: [output.path] + catalogues.map(\.path),
                inputFiles: catalogues, outputFiles: [output])
        ]
    }
}
