import Foundation

/// The desktop session's D-Bus, which desktop notifications need: the address the environment
/// names, else the bus at `$XDG_RUNTIME_DIR/bus` (systemd's user bus, which a service started
/// without the session's environment still finds); none on a server or over plain ssh.
/// `doctor`, `init` and the desktop channel ask here, and nowhere else.
struct SessionBus: Equatable {
    /// What to put in DBUS_SESSION_BUS_ADDRESS.
    var address: String
    /// The runtime folder looked in, for saying where none was found.
    var runtimeFolder: String

    enum Lookup: Equatable {
        /// Named by the environment.
        case named(SessionBus)
        /// Found at the runtime folder's `bus`.
        case found(SessionBus)
        /// None: the folder looked in.
        case missing(runtimeFolder: String)
    }

    static func lookUp(_ environment: [String: String]) -> Lookup {
        let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            return .named(SessionBus(address: address, runtimeFolder: runtime))
        }
        guard access(runtime + "/bus", F_OK) == 0 else { return .missing(runtimeFolder: runtime) }
        return .found(SessionBus(address: "unix:path=\(runtime)/bus", runtimeFolder: runtime))
    }

    /// The bus, if there is one.
    static func current(_ environment: [String: String]) -> SessionBus? {
        switch lookUp(environment) {
        case .named(let bus), .found(let bus): bus
        case .missing: nil
        }
    }
}
