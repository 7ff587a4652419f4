/// The systemd user service that keeps `wordquiz daemon` running: printed by
/// `wordquiz daemon --unit` and installed by `scripts/install` as `wordquiz-daemon.service`.
enum DaemonUnit {
    static let fileName = "wordquiz-daemon.service"

    static func service(executable: String) -> String {
        """
        [Unit]
        Description=wordquiz: deliver the daily Korean word on schedule

        [Service]
        Type=simple
        # Desktop notifications go to the user's session bus.
        Environment=DBUS_SESSION_BUS_ADDRESS=unix:path=%t/bus
        ExecStart=\(executable) daemon
        Restart=on-failure
        RestartSec=30

        [Install]
        WantedBy=default.target

        """
    }
}
