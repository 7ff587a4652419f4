import CLinux
import Foundation
import WordQuizCore
import WordQuizStore

/// `widget --watch`: prints what the widget shows, then again each time it changes, until the
/// bar that reads it goes away. It never polls: it sleeps in `poll` on inotify (the data
/// folder, where every other wordquiz — `review`, `today`, the daemon — commits its changes)
/// and on a timerfd armed for the next moment the day's word or the day's reviews turn over
/// (local midnight, the learner's day start), which also wakes when the clock is set.
///
/// A wake is a change only when SQLite's `data_version` moved: the watcher's own reading
/// touches the folder too (the WAL index), and must not wake it again.
struct WidgetWatch {
    var context: AppContext
    var dayStartHour: Int

    /// Runs until the reader goes away; `render` reads through `glance`'s store, the one connection
    /// (another connection's commits would move its `data_version`).
    func run(glance: WidgetGlance, render: () throws -> String) throws {
        let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if watcher >= 0 {
            _ = inotify_add_watch(
                watcher, context.paths.dataDirectory, UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE))
        }
        let timer = wq_timerfd_create()
        defer {
            if watcher >= 0 { close(watcher) }
            if timer >= 0 { close(timer) }
        }
        var shown = ""
        var version = try glance.changeCount()
        while true {
            let text = try render()
            if text != shown {
                guard DescriptorWriter.writeAll(text, to: 1) else { return }  // the bar is gone
                shown = text
            }
            if timer >= 0 { _ = wq_timerfd_arm_absolute(timer, nextTurnOver()) }
            guard try waitForChange(glance: glance, watcher: watcher, timer: timer, version: &version) else { return }
        }
    }

    /// Sleeps until another process commits a change (`version` then moves to the store's
    /// new one), the day turns over, or a minute passes on a system with neither inotify nor a
    /// timer. false when the reader closed its end (POLLERR on standard output).
    private func waitForChange(glance: WidgetGlance, watcher: Int32, timer: Int32, version: inout Int64) throws -> Bool
    {
        while true {
            var descriptors = [pollfd(fd: 1, events: 0, revents: 0)]
            if watcher >= 0 { descriptors.append(pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)) }
            if timer >= 0 { descriptors.append(pollfd(fd: timer, events: Int16(POLLIN), revents: 0)) }
            // Without inotify or a timer (a very limited system), look once a minute.
            let timeout: Int32 = watcher >= 0 && timer >= 0 ? -1 : 60_000
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if descriptors[0].revents & Int16(POLLERR | POLLHUP) != 0 { return false }
            if ready == 0 { return true }
            var timerFired = false
            for descriptor in descriptors.dropFirst() where descriptor.revents & Int16(POLLIN) != 0 {
                Self.drain(descriptor.fd)
                if descriptor.fd == timer { timerFired = true }
            }
            let now = try glance.changeCount()
            if timerFired || now != version {
                version = now
                return true
            }
        }
    }

    /// The next local midnight or learner's day start, whichever comes first, in unix seconds.
    func nextTurnOver() -> Int64 {
        let rules = SystemTimeZone(context.timeZone)
        let now = context.unixSeconds
        let local = now + Int64(rules.secondsFromGMT(at: now))
        let midnight = (FireTimes.floorDivide(local, 86_400) + 1) * 86_400
        var dayStart = midnight - 86_400 + Int64(dayStartHour) * 3600
        if dayStart <= local { dayStart += 86_400 }
        return FireTimes.utc(forLocal: min(midnight, dayStart), rules: rules)
    }

    private static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}
