import Foundation
import WordQuizCore

/// The desktop channel: a freedesktop notification through `notify-send`, replacing the
/// previous wordquiz notification instead of stacking another.
extension DeliveryChannel {
    /// What notify-send needs from the environment, and nothing else: keys and webhook URLs
    /// never reach a child process.
    static let desktopEnvironment = [
        "PATH", "HOME", "LANG", "LC_ALL", "LC_MESSAGES", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "DISPLAY",
        "WAYLAND_DISPLAY", "XDG_SESSION_TYPE",
    ]

    func notifyDesktop(_ notification: DesktopNotification) throws(ChannelError) {
        var environment = context.environment.filter { Self.desktopEnvironment.contains($0.key) }
        switch SessionBus.lookUp(environment) {
        case .named: break
        case .found(let bus): environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        case .missing(let runtime):
            throw ChannelError(
                message:
                    Phrase(
                        "desktop notifications need your desktop session's D-Bus: DBUS_SESSION_BUS_ADDRESS is not set and \(runtime, .folder)/bus does not exist. Run wordquiz from your desktop session, or for a systemd user service run `systemctl --user import-environment DBUS_SESSION_BUS_ADDRESS`."
                    ),
                reach: .notSent)
        }
        guard let notifySend = ChildProcess.find("notify-send", path: environment["PATH"]) else {
            throw ChannelError(
                message: Phrase(
                    "desktop notifications need notify-send: install it with `sudo apt install libnotify-bin`."),
                reach: .refused)
        }
        let idFile = context.paths.dataDirectory + "/desktop-notification-id"
        var arguments = ["--app-name=wordquiz", "--print-id"]
        if notification.replacesPrevious,
            let previous = (try? String(contentsOfFile: idFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines), UInt32(previous) != nil
        {
            arguments.append("--replace-id=\(previous)")
        }
        // The picture as the image-path hint, while its file is there; a sound when named.
        if let image = notification.imagePath, access(image, R_OK) == 0 {
            arguments.append("--hint=string:image-path:\(image)")
        }
        if let sound = notification.soundName { arguments.append("--hint=string:sound-name:\(sound)") }
        if let file = notification.soundFile, access(file, R_OK) == 0 {
            arguments.append("--hint=string:sound-file:\(file)")
        }
        arguments += ["--", notification.summary, notification.body]
        // Within the delivery's budget, and ten seconds at most.
        let timeout = min(10, secondsLeft)
        guard
            let result = ChildProcess.run(
                notifySend, arguments, environment: environment, timeout: timeout, now: context.monotonicNow)
        else {
            throw ChannelError(message: Phrase("could not start notify-send"), reach: .notSent)
        }
        // Started, then stopped at its time limit: the notification may be on the screen
        // already, so it is never sent again on its own.
        guard !result.timedOut else {
            throw ChannelError(
                message: Phrase(
                    "notify-send did not finish in time and was stopped; the notification may have been shown"),
                reach: .uncertain)
        }
        guard result.status == 0 else {
            let reason = result.stderr.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
            let noDaemon = reason.contains("ServiceUnknown") || reason.contains("org.freedesktop.Notifications")
            throw ChannelError(
                message: noDaemon
                    ? Phrase(
                        "no notification daemon is running on the session bus (\(reason, .reason)); start your desktop's notification service."
                    )
                    : Phrase("notify-send failed: \(reason, .reason)"),
                reach: .notSent)
        }
        let id = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // Only the digest's own notification is the one the next digest replaces.
        if notification.replacesPrevious, UInt32(id) != nil {
            try? (id + "\n").write(toFile: idFile, atomically: true, encoding: .utf8)
        }
    }
}
