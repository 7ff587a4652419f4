import WordQuizCore

/// The help of each `schedule` action, for `wordquiz schedule ACTION --help` and
/// `wordquiz help schedule ACTION`.
enum ScheduleHelp {
    static let triggerOptions = """
        --at HH:MM      local time in --tz (default: this system's zone)
        --days DAYS     daily (default), weekdays, weekends, or a list like mon,wed,fri
        --tz ZONE       an IANA zone such as Asia/Seoul; the time follows its daylight saving
        --in DURATION   once, after 90s, 5m, 2h or 1h30m
        --channel SPEC  \(ChannelSpec.names); repeat for several
        """

    /// `add` names its schedule; `edit` changes the one it is given.
    static let idOption = """
        --id NAME       letters, digits, - and _; by default s1, s2, …
        """

    static let add = """
        Add a schedule: the digest at a time on chosen weekdays, or once after a while.

        Usage: wordquiz schedule add --at HH:MM [--days DAYS] [--tz ZONE] --channel SPEC… [--id NAME]
               wordquiz schedule add --in DURATION --channel SPEC… [--id NAME]

        \(triggerOptions)
        \(idOption)

        """

    static let edit = """
        Change a schedule: give only what changes; the rest stays.

        Usage: wordquiz schedule edit ID [--at HH:MM] [--days DAYS] [--tz ZONE] [--in DURATION] [--channel SPEC…]

        \(triggerOptions)

        """

    static let list = """
        List the schedules: id, on or off, when, the channels and the next fire (with its
        zone). One-offs that have fired are left out unless --all.

        Usage: wordquiz schedule list [--json] [--all]

        --json  one JSON array; times in ISO 8601 with their offset
        --all   the finished one-offs too, marked done

        """

    static let on = """
        Switch a schedule on: it fires from its next time (nothing missed while off is sent).

        Usage: wordquiz schedule on ID

        """

    static let off = """
        Switch a schedule off, keeping it to switch on again later.

        Usage: wordquiz schedule off ID

        """

    static let remove = """
        Remove a schedule. What it delivered stays in `wordquiz deliveries`.

        Usage: wordquiz schedule remove ID

        """

    static let export = """
        Write the schedules for the system's own scheduler instead of the daemon: systemd user
        timers and services (each runs `wordquiz digest --schedule ID`, which shares the
        daemon's ledger, so nothing is delivered twice), or crontab lines.

        Usage: wordquiz schedule export --systemd [--output DIR] | --cron

        --systemd     a .timer and a .service for each schedule
        --output DIR  where to write the units (default: print them)
        --cron        crontab lines, printed

        """
}
