import Foundation
import PackagePlugin

/// Lists the commands WordQuizApp's command files declare (`Commands/*.swift`) in a generated
/// `CommandRegistry.declared`, so a command is added by adding its file and nothing else. The
/// list is written by `scripts/command-index`, a shell script, for the reason `CatalogueIndex`
/// gives: a tool the package built would take the build's own flags.
@main struct CommandIndex: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: ".swift")
            .map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Commands" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = context.package.directoryURL.appending(path: "scripts/command-index")
        let output = context.pluginWorkDirectoryURL.appending(path: "DeclaredCommands.swift")
        return [
            .buildCommand(
                displayName: "Listing the commands of Commands/",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path] + files.map(\.path),
                inputFiles: [script] + files, outputFiles: [output])
        ]
    }
}
