/// The user's systemd instance, through `systemctl --user`, given only what it needs from the
/// environment (no keys or webhook URLs reach it).
enum SystemdUser {
    static func run(_ arguments: [String], _ context: AppContext) -> ChildProcess.Result? {
        guard let systemctl = ChildProcess.find("systemctl", path: context.environment["PATH"]) else { return nil }
        let environment = context.environment.filter {
            ["PATH", "HOME", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS"].contains($0.key)
        }
        return ChildProcess.run(
            systemctl, ["--user"] + arguments, environment: environment, now: context.monotonicNow)
    }

    /// Whether a systemd user instance answers here.
    static func answers(_ context: AppContext) -> Bool {
        run(["show-environment"], context)?.status == 0
    }

    /// Whether systemd reports a user unit active (a timer waiting counts).
    static func isActive(_ unit: String, _ context: AppContext) -> Bool {
        run(["is-active", "--quiet", unit], context)?.status == 0
    }
}
