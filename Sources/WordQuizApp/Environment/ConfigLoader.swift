import Foundation
import WordQuizCore

/// Reads the configuration layers — the user's config file, `./Config.env`, the process
/// environment — and resolves them.
public enum ConfigLoader {
    /// The resolved configuration and anything worth a warning (each said once).
    public struct Loaded: Sendable {
        public var configuration: Configuration
        public var warnings: [String]
    }

    public static func load(paths: AppPaths, environment: [String: String]) throws(ConfigurationError) -> Loaded {
        var layers: [[String: String]] = []
        var warnings: [String] = []
        for path in paths.configFiles {
            guard let text = readFile(path, warnings: &warnings) else { continue }
            let parsed = DotEnv(parsing: text)
            for problem in parsed.problems {
                warnings.append("\(path):\(problem.line): \(problem.reason); the line is ignored.")
            }
            let secrets =
                Provider.online.compactMap(\.keyVariable) + [
                    "SLACK_WEBHOOK_URL", "DISCORD_WEBHOOK_URL", "NTFY_URL", "SMTP_PASSWORD",
                ]
            let holdsSecret = secrets.contains { !(parsed.values[$0] ?? "").isEmpty }
            if holdsSecret, let mode = permissions(of: path), mode & 0o077 != 0 {
                warnings.append(
                    "\(path) holds an API key or other secret and can be read by other users; run: chmod 600 \(path)")
            }
            layers.append(parsed.values)
        }
        layers.append(environment)
        return Loaded(configuration: try Configuration.resolve(layers: layers), warnings: warnings)
    }

    /// The configuration for a command: warnings said once on stderr, errors as failures.
    static func loadForCommand(_ context: AppContext) throws -> Configuration {
        let loaded = try load(paths: context.paths, environment: context.environment)
        for warning in loaded.warnings { context.stderr.write("wordquiz: warning: \(warning)\n") }
        return loaded.configuration
    }

    private static func readFile(_ path: String, warnings: inout [String]) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnings.append("cannot read \(path); its settings are ignored.")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            warnings.append("\(path) is not UTF-8 text; its settings are ignored.")
            return nil
        }
        return text
    }

    private static func permissions(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }
}
