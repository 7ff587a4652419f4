import Foundation
import WordQuizCore

/// Reads the configuration layers — the user's config file, `./Config.env`, the process
/// environment — and resolves them.
///
/// A config file is read as bytes, line by line. The settings that say where a secret goes
/// (`destinationVariables`) are taken from a file only when the user owns it and no one else
/// can write it or its folder: a `Config.env` in a folder someone else prepared (a cloned
/// repository, a shared directory) must not send the user's key to its own server.
public enum ConfigLoader {
    /// The resolved configuration and anything worth a warning (each said once).
    public struct Loaded: Sendable {
        public var configuration: Configuration
        public var warnings: [Phrase]
        /// The reader's language by the same rule as `language(_:)`, from the layers just read.
        public var language: Language
    }

    /// Settings that decide where keys, messages or trust go.
    public static var destinationVariables: Set<String> { Setting.destinationNames }

    /// Settings whose values are secrets, for the file-mode warning.
    static var secretVariables: [String] { Setting.secretNames }

    /// The largest config file read; anything bigger is not a config file.
    static let maximumFileBytes = 1 << 20

    public static func load(paths: AppPaths, environment: [String: String]) throws(ConfigurationError) -> Loaded {
        var layers: [[String: String]] = []
        var warnings: [Phrase] = []
        for path in paths.configFiles {
            guard let bytes = readFile(path, warnings: &warnings) else { continue }
            let parsed = DotEnv(parsing: bytes)
            for problem in parsed.problems {
                warnings.append(
                    Phrase("\(path, .path):\(problem.line, .line): \(problem.reason, .reason); the line is ignored."))
            }
            if parsed.unreportedProblems > 0 {
                warnings.append(
                    Phrase(
                        "\(path, .path): \(parsed.unreportedProblems, .number) more lines could not be read and are ignored."
                    ))
            }
            // A mail server's address may carry its password (smtps://user:password@host).
            let holdsSecret =
                secretVariables.contains { !(parsed.values[$0] ?? "").isEmpty }
                || parsed.values[Setting.smtpURL.name].map(URLHost.hasCredentials) == true
            if holdsSecret, let mode = FileTrust.mode(of: path), mode & 0o077 != 0 {
                warnings.append(
                    Phrase(
                        "\(path, .path) holds an API key or other secret and can be read by other users; run: chmod 600 \(path, .path)"
                    ))
            }
            let destinations = parsed.values.keys.filter {
                destinationVariables.contains($0) && !(parsed.values[$0] ?? "").isEmpty
            }
            if let variable = destinations.sorted().first, let reason = FileTrust.whyUntrusted(path) {
                throw .untrustedDestination(variable: variable, file: path, reason: reason)
            }
            layers.append(parsed.values)
        }
        layers.append(environment)
        return Loaded(
            configuration: try Configuration.resolve(layers: layers), warnings: warnings,
            language: Language.resolve(
                setting: layers.reversed().lazy.compactMap(namedLanguage).first, environment: environment))
    }

    /// The configuration for a command: warnings said once on stderr.
    static func loadForCommand(_ context: AppContext) throws -> Configuration {
        let loaded = try load(paths: context.paths, environment: context.environment)
        context.settleLanguage(loaded.language)
        for warning in loaded.warnings { context.warn(warning) }
        return loaded.configuration
    }

    /// The language the user reads, for what is said before (or without) a configuration:
    /// errors, warnings, help. `WORDQUIZ_LANG` from the environment or the config files (a
    /// file that cannot be read, or a value that makes no sense, is passed over here: loading
    /// the configuration reports it), else the locale.
    static func language(_ context: AppContext) -> Language {
        // The files are read only as far as needed: none when the environment names the language.
        var setting = namedLanguage(in: context.environment)
        for path in context.paths.configFiles.reversed() where setting == nil {
            var ignored: [Phrase] = []
            setting = readFile(path, warnings: &ignored).flatMap { namedLanguage(in: DotEnv(parsing: $0).values) }
        }
        return Language.resolve(setting: setting, environment: context.environment)
    }

    /// The language a layer's `WORDQUIZ_LANG` names; nil for none, an empty or an unknown
    /// value (the layer before then decides).
    private static func namedLanguage(in layer: [String: String]) -> Language? {
        layer[Setting.language.name].flatMap(Language.init(parsing:))
    }

    private static func readFile(_ path: String, warnings: inout [Phrase]) -> [UInt8]? {
        switch RegularFile.read(path, limit: maximumFileBytes) {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(.notRegular):
            warnings.append(Phrase("\(path, .path) is not a regular file; its settings are ignored."))
        case .failure(.tooLarge):
            warnings.append(
                Phrase("\(path, .path) is larger than a config file can be (1 MiB); its settings are ignored."))
        case .failure(.unreadable):
            warnings.append(Phrase("cannot read \(path, .path); its settings are ignored."))
        }
        return nil
    }
}
