/// Where wordquiz reads its configuration and keeps its data (XDG base directories).
public struct AppPaths: Sendable {
    public var environment: [String: String]
    public var currentDirectory: String

    public init(environment: [String: String], currentDirectory: String) {
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    private var home: String { environment["HOME"] ?? "/" }

    /// `$XDG_CONFIG_HOME/wordquiz/config.env`, by default `~/.config/wordquiz/config.env`.
    public var userConfigFile: String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home + "/.config"
        return base + "/wordquiz/config.env"
    }

    /// `./Config.env`, in the directory wordquiz runs in.
    public var localConfigFile: String { currentDirectory + "/Config.env" }

    /// The config files in lookup order: later ones win.
    public var configFiles: [String] { [userConfigFile, localConfigFile] }

    /// `$XDG_DATA_HOME/wordquiz`, by default `~/.local/share/wordquiz`.
    public var dataDirectory: String {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home + "/.local/share"
        return base + "/wordquiz"
    }

    public var databaseFile: String { dataDirectory + "/wordquiz.sqlite3" }

    /// `$XDG_CACHE_HOME/wordquiz/pictures`, by default `~/.cache/wordquiz/pictures`: entries'
    /// photographs, which can always be fetched again.
    public var pictureDirectory: String {
        cacheDirectory + "/pictures"
    }

    /// `$XDG_CACHE_HOME/wordquiz/audio`: the dictionary's recordings and the synthetic voice's
    /// files, which can always be made again.
    public var audioDirectory: String {
        cacheDirectory + "/audio"
    }

    /// `$XDG_CACHE_HOME/wordquiz`, by default `~/.cache/wordquiz`.
    private var cacheDirectory: String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        return base + "/wordquiz"
    }

    /// `$XDG_CONFIG_HOME/systemd/user`, by default `~/.config/systemd/user`: where systemd looks
    /// for the user's units.
    public var systemdUserUnits: String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        return base + "/systemd/user"
    }
}
