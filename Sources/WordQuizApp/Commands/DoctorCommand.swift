import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizStore

/// `wordquiz doctor`: one line per check, ✓ or ✗ with the fix (· for what does not apply):
/// the config files and their modes, unknown or malformed settings, each key tried live, the
/// database's integrity and schema, the time zone, what desktop notifications need, and
/// whether anything delivers the schedules. It changes nothing; it fails when a check does.
struct DoctorCommand: ConcurrentCommand {
    static let configuration = CommandConfiguration(
        name: "doctor", summary: Phrase("check the settings, keys, database, notifications and daemon"),
        help: [
            .paragraph(
                Phrase(
                    "Check that wordquiz is ready, one line per check: ✓ passed, ✗ failed (with the fix), · does not apply. Nothing is changed. Exit 0 only when no check failed."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(CommonOption.offline.described(Phrase("do not try the keys against the dictionaries")))
        var isOffline: Bool
        @Flag(
            OptionSpec(
                name: "--send",
                help: Phrase(
                    "also send today's digest, as a test, to every channel a schedule that is on uses (not recorded)")
            ))
        var sendsTest: Bool
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    /// One check's outcome.
    struct Finding {
        enum Mark: String {
            case passed = "✓"
            case failed = "✗"
            case notApplicable = "·"
        }

        var mark: Mark
        var text: Phrase
    }

    func run(_ context: AppContext) async throws {
        let language = context.language
        var findings = configFileFindings(context)
        let configuration: Configuration?
        do {
            configuration = try ConfigLoader.load(paths: context.paths, environment: context.environment).configuration
            findings.append(Finding(mark: .passed, text: Phrase("the settings are valid")))
        } catch {
            configuration = nil
            findings.append(Finding(mark: .failed, text: ErrorReport(error).message))
        }
        if let configuration { findings += await keyFindings(configuration, context) }
        let schedules = databaseFindings(context, into: &findings)
        findings.append(timeZoneFinding(context, language))
        findings.append(Self.spellingFinding())
        findings += notificationFindings(context, desktopWanted: schedules.contains { $0.channels.contains(.desktop) })
        findings += fileChannelFindings(schedules)
        if let configuration { findings += channelSettingFindings(schedules, configuration) }
        findings += soundFindings(context, configuration ?? Configuration())
        findings += deliveryFindings(context, schedules: schedules, language: language)
        if options.sendsTest { findings += await testSendFindings(schedules, context) }

        for finding in findings {
            context.stdout.write("\(finding.mark.rawValue) \(finding.text.text(in: language))\n")
        }
        let failed = findings.filter { $0.mark == .failed }.count
        if failed > 0 { throw CommandFailure.checksFailed(failed: failed, total: findings.count) }
    }

    /// `--send`: today's digest sent once to each channel the schedules that are on use, each
    /// channel's result a finding. Nothing is recorded: no ledger row, no meeting.
    private func testSendFindings(_ schedules: [Schedule], _ context: AppContext) async -> [Finding] {
        var channels: [ChannelSpec] = []
        for channel in schedules.filter(\.isEnabled).flatMap(\.channels) where !channels.contains(channel) {
            channels.append(channel)
        }
        guard !channels.isEmpty else {
            return [Finding(mark: .notApplicable, text: Phrase("no test sent: no schedule that is on has a channel"))]
        }
        do {
            let setup = try CommandSetup.prepare(context, date: nil)
            let service = DigestService(context: context, setup: setup)
            let digest = try await service.compose(for: setup.today, on: channels)
            return await service.deliver(digest, on: channels).map { result in
                guard let error = result.error else {
                    return Finding(
                        mark: .passed, text: Phrase("\(result.spec, .channel): the test digest was delivered"))
                }
                return Finding(
                    mark: .failed,
                    text: Phrase(
                        "\(result.spec, .channel): the test digest was not delivered: \(error.message, .reason)"))
            }
        } catch {
            return [Finding(mark: .failed, text: ErrorReport(error).message)]
        }
    }

    // MARK: - Config files

    private func configFileFindings(_ context: AppContext) -> [Finding] {
        var findings: [Finding] = []
        let known = Configuration.variables
        for path in context.paths.configFiles {
            let data: [UInt8]
            switch RegularFile.read(path, limit: ConfigLoader.maximumFileBytes) {
            case .success(let bytes): data = bytes
            case .failure(.missing): continue
            case .failure(.notRegular):
                findings.append(
                    Finding(mark: .failed, text: Phrase("\(path, .path) is not a regular file: make it one")))
                continue
            case .failure:
                findings.append(Finding(mark: .failed, text: Phrase("\(path, .path) cannot be read")))
                continue
            }
            findings += Self.findings(inConfigFile: path, data: data, known: known)
        }
        if findings.isEmpty {
            findings.append(
                Finding(
                    mark: .notApplicable,
                    text:
                        Phrase(
                            "no config file: the built-in word bank is used (copy Config.example.env to \(context.paths.userConfigFile, .path))"
                        )
                ))
        }
        return findings
    }

    /// What one config file says of itself: its mode (a secret others can read fails), a
    /// secret's destination set in a file others could write, each line that does not parse,
    /// and each name that is not a setting (with the nearest that is).
    private static func findings(inConfigFile path: String, data: [UInt8], known: [String]) -> [Finding] {
        var findings: [Finding] = []
        let parsed = DotEnv(parsing: data)
        let mode = FileTrust.mode(of: path).map { String($0, radix: 8) } ?? "?"
        let holdsSecret = ConfigLoader.secretVariables.contains { !(parsed.values[$0] ?? "").isEmpty }
        if holdsSecret, let bits = FileTrust.mode(of: path), bits & 0o077 != 0 {
            findings.append(
                Finding(
                    mark: .failed,
                    text: Phrase(
                        "\(path, .path) (mode \(mode, .mode)) holds a secret others can read: chmod 600 \(path, .path)"
                    )))
        } else {
            findings.append(Finding(mark: .passed, text: Phrase("\(path, .path) (mode \(mode, .mode))")))
        }
        if parsed.values.keys.contains(where: ConfigLoader.destinationVariables.contains),
            let why = FileTrust.whyUntrusted(path)
        {
            findings.append(
                Finding(
                    mark: .failed, text: Phrase("\(path, .path) may not say where a secret goes: \(why, .reason)")))
        }
        for problem in parsed.problems {
            findings.append(
                Finding(
                    mark: .failed, text: Phrase("\(path, .path):\(problem.line, .line): \(problem.reason, .reason)")
                ))
        }
        for name in parsed.values.keys.sorted() where !known.contains(name) {
            findings.append(
                Finding(
                    mark: .failed,
                    text: Phrase("\(path, .path): \(name, .name) is not a wordquiz setting")
                        + Suggestion.clause(for: name, among: known)))
        }
        return findings
    }

    // MARK: - Keys

    private func keyFindings(_ configuration: Configuration, _ context: AppContext) async -> [Finding] {
        var findings: [Finding] = []
        let providers = Provider.online.filter { configuration.keys[$0] != nil }
        guard !providers.isEmpty else {
            return [
                Finding(mark: .notApplicable, text: Phrase("no dictionary key: words come from the built-in word bank"))
            ]
        }
        let client = DictionaryClient(
            http: context.httpClient(applying: configuration),
            configuration: configuration)
        for provider in providers {
            let name = provider.displayName
            let variable = provider.keyVariable ?? "its key"
            guard let key = configuration.keys[provider], Provider.isWellFormedKey(key) else {
                findings.append(
                    Finding(
                        mark: .failed,
                        text: Phrase("\(variable, .setting) is not a key (32 hexadecimal digits): check for a typo")))
                continue
            }
            if options.isOffline {
                findings.append(
                    Finding(mark: .notApplicable, text: Phrase("\(name, .name): key not tried (--offline)")))
                continue
            }
            do {
                try await client.checkKey(of: provider)
                findings.append(Finding(mark: .passed, text: Phrase("\(name, .name) accepts \(variable, .setting)")))
            } catch {
                findings.append(Finding(mark: .failed, text: ErrorReport(error).message))
            }
        }
        return findings
    }

    // MARK: - Database

    private func databaseFindings(_ context: AppContext, into findings: inout [Finding]) -> [Schedule] {
        let path = context.paths.databaseFile
        guard FileManager.default.fileExists(atPath: path) else {
            findings.append(
                Finding(
                    mark: .notApplicable, text: Phrase("no database yet (\(path, .path)): `wordquiz today` makes it")))
            return []
        }
        do {
            let store = try WordStore(path: path, readOnly: true)
            let check = try store.quickCheck()
            guard check == "ok" else {
                let problem = Self.firstProblem(ofIntegrityReport: check)
                findings.append(
                    Finding(
                        mark: .failed,
                        text: Phrase("\(path, .path) is damaged (\(problem, .reason)): restore it from a backup")))
                return []
            }
            let version = try store.schemaVersion()
            findings.append(
                Finding(mark: .passed, text: Phrase("\(path, .path): sound, schema version \(version, .version)")))
            findings.append(try Self.memoryModelFinding(store))
            return try ScheduleBook(store: store).all()
        } catch {
            findings.append(Finding(mark: .failed, text: ErrorReport(error).message))
            return []
        }
    }

    /// Which parameters the scheduler uses, and whether `wordquiz optimize` is worth running
    /// (the log enough for a first fit, or twice what the last was fitted to).
    static func memoryModelFinding(_ store: WordStore) throws -> Finding {
        let (reviews, fitted) = try ParameterFit.state(store: store)
        if FSRSOptimizer.suggestsFit(predictedReviews: reviews, fittedTo: fitted?.reviews) {
            return Finding(
                mark: .passed,
                text: Phrase(
                    "the memory model: \(reviews, one: "review", other: "reviews") now, enough for a new fit: run `wordquiz optimize`"
                ))
        }
        guard let fitted else {
            return Finding(
                mark: .passed,
                text: Phrase(
                    "the memory model: the default parameters (\(reviews, .number) of the \(FSRSOptimizer.minimumReviews, .number) reviews a fit needs)"
                ))
        }
        return Finding(
            mark: .passed,
            text: Phrase(
                "the memory model: your own parameters, fitted to \(fitted.reviews, one: "review", other: "reviews")"))
    }

    // MARK: - Time zone

    /// Whether typed answers are graded against Korean or only against the bank and the decks.
    static func spellingFinding(folders: [String] = HunspellLexicon.folders) -> Finding {
        guard let problem = HunspellLexicon.problem(folders: folders) else {
            return Finding(
                mark: .passed, text: Phrase("Korean spelling dictionary found: typed answers are graded against Korean")
            )
        }
        return Finding(
            mark: .failed,
            text: problem
                + Phrase(
                    "; typed answers are graded against the word bank and your decks only: apt install hunspell-ko libhunspell-1.7-0"
                ))
    }

    private func timeZoneFinding(_ context: AppContext, _ language: Language) -> Finding {
        let zone = context.timeZone
        let now = context.unixSeconds
        let abbreviation = SystemTimeZone(zone).abbreviation(at: now)
        return Finding(
            mark: .passed,
            text: Phrase(
                "time zone \(zone.identifier, .zone) (\(abbreviation, .zone)); now \(LocalTimeFormat.string(now, in: zone, language: language), .time)"
            )
        )
    }

    // MARK: - Sound

    /// Where a word's sound can come from here, and what plays it: each optional (a quiz goes
    /// on without sound), so only a player the learner named and this machine lacks fails.
    private func soundFindings(_ context: AppContext, _ configuration: Configuration) -> [Finding] {
        var findings: [Finding] = []
        if configuration.keys[.krdict] != nil {
            findings.append(Finding(mark: .passed, text: Phrase("recordings: 한국어기초사전's, for the words it gives")))
        } else {
            findings.append(
                Finding(
                    mark: .notApplicable,
                    text: Phrase("no recordings: they come with 한국어기초사전's words (KRDICT_API_KEY)")))
        }
        if SyntheticVoice.missingReason == nil {
            findings.append(Finding(mark: .passed, text: Phrase("synthetic voice: espeak-ng's Korean")))
        } else {
            findings.append(
                Finding(
                    mark: .notApplicable,
                    text: Phrase("no synthetic voice for words without a recording: apt install espeak-ng")))
        }
        let player = AudioPlayer(context: context, configuration: configuration)
        if let choice = player.choice(for: .mp3) ?? player.choice(for: .wav), let path = player.path(of: choice) {
            findings.append(Finding(mark: .passed, text: Phrase("audio player: \(path, .path)")))
        } else if let named = configuration.player {
            findings.append(
                Finding(mark: .failed, text: Phrase("WORDQUIZ_PLAYER names \(named, .name), which is not found")))
        } else {
            findings.append(
                Finding(
                    mark: .notApplicable,
                    text: Phrase("no audio player: apt install pipewire-bin (or mpg123), or set WORDQUIZ_PLAYER")))
        }
        return findings
    }

    // MARK: - Notifications

    private func notificationFindings(_ context: AppContext, desktopWanted: Bool) -> [Finding] {
        let failing: Finding.Mark = desktopWanted ? .failed : .notApplicable
        var findings: [Finding] = []
        if let notifySend = ChildProcess.find("notify-send", path: context.environment["PATH"]) {
            findings.append(Finding(mark: .passed, text: Phrase("notify-send: \(notifySend, .path)")))
        } else {
            findings.append(
                Finding(
                    mark: failing, text: Phrase("no notify-send for desktop notifications: apt install libnotify-bin")))
        }
        switch SessionBus.lookUp(context.environment) {
        case .named(let bus):
            findings.append(
                Finding(mark: .passed, text: Phrase("the desktop session's D-Bus: \(bus.address, .address)")))
        case .found(let bus):
            findings.append(
                Finding(mark: .passed, text: Phrase("the desktop session's D-Bus: \(bus.runtimeFolder, .folder)/bus")))
        case .missing(let runtime):
            findings.append(
                Finding(
                    mark: failing,
                    text:
                        Phrase(
                            "no session D-Bus (DBUS_SESSION_BUS_ADDRESS unset, no \(runtime, .folder)/bus): desktop notifications need a logged-in desktop session"
                        )
                ))
        }
        return findings
    }

    /// Each channel the schedules that are on use, with the settings it needs: a problem each
    /// (a missing webhook, an ntfy URL without its topic, a mail user without a password), or
    /// one line that it is set up.
    private func channelSettingFindings(_ schedules: [Schedule], _ configuration: Configuration) -> [Finding] {
        var channels: [ChannelSpec] = []
        for schedule in schedules where schedule.isEnabled {
            for spec in schedule.channels where !spec.requiredSettings.isEmpty && !channels.contains(spec) {
                channels.append(spec)
            }
        }
        return channels.flatMap { spec in
            let problems = spec.settingProblems(configuration.channelSettings)
            guard !problems.isEmpty else {
                return [Finding(mark: .passed, text: Phrase("the \(spec, .channel) channel has its settings"))]
            }
            return problems.map { Finding(mark: .failed, text: $0) }
        }
    }

    /// Each folder a schedule's `file:` channel writes into: there, and writable by this user.
    private func fileChannelFindings(_ schedules: [Schedule]) -> [Finding] {
        var folders: [String] = []
        for schedule in schedules {
            for case .file(let path) in schedule.channels {
                let folder = (path as NSString).deletingLastPathComponent
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        return folders.map { folder in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                return Finding(
                    mark: .failed,
                    text: Phrase("\(folder, .folder) does not exist: a file: channel writes there; create it"))
            }
            guard access(folder, W_OK) == 0 else {
                return Finding(
                    mark: .failed, text: Phrase("\(folder, .folder) cannot be written: a file: channel writes there"))
            }
            return Finding(mark: .passed, text: Phrase("\(folder, .folder): file: channels can write there"))
        }
    }

    // MARK: - Delivery

    private func deliveryFindings(_ context: AppContext, schedules: [Schedule], language: Language) -> [Finding] {
        let enabled = schedules.filter(\.isEnabled)
        let now = context.unixSeconds
        let next = enabled.compactMap { schedule in
            FireTimes.next(
                after: now, trigger: schedule.trigger, rules: context.timeZoneRules(schedule.trigger.timeZone)
            ).map { (schedule.id, $0) }
        }.min { $0.1 < $1.1 }
        var findings = [Self.delivererFinding(context, enabled: enabled)]
        if let (id, fire) = next {
            findings.append(
                Finding(
                    mark: .passed,
                    text: Phrase(
                        "next fire: \(id, .schedule) at \(LocalTimeFormat.string(fire, in: context.timeZone, language: language), .time)"
                    )
                ))
        }
        return findings
    }

    /// Who delivers the schedules: a running daemon, the systemd units that are active, or
    /// what is installed but not running, or nothing (failed when a schedule is enabled).
    private static func delivererFinding(_ context: AppContext, enabled: [Schedule]) -> Finding {
        if let pid = runningDaemon(in: context.paths.dataDirectory) {
            return Finding(mark: .passed, text: Phrase("a daemon is delivering (pid \(pid, .pid))"))
        }
        let installedUnits =
            ((try? FileManager.default.contentsOfDirectory(atPath: context.paths.systemdUserUnits))
            ?? []).filter { $0 == DaemonUnit.fileName || ($0.hasPrefix("wordquiz-") && $0.hasSuffix(".timer")) }
        guard !installedUnits.isEmpty else {
            guard !enabled.isEmpty else {
                return Finding(
                    mark: .notApplicable,
                    text: Phrase("no schedules: `wordquiz schedule add --at 07:30 --channel desktop`"))
            }
            return Finding(
                mark: .failed,
                text: enabled.count == 1
                    ? Phrase(
                        "1 schedule but nothing delivers it: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now \(DaemonUnit.fileName, .unit)`"
                    )
                    : Phrase(
                        "\(enabled.count, .number) schedules but nothing delivers them: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now \(DaemonUnit.fileName, .unit)`"
                    ))
        }
        // Installed is not running: ask systemd which of them are active.
        let active = installedUnits.filter { SystemdUser.isActive($0, context) }
        if !active.isEmpty {
            return Finding(
                mark: .passed, text: Phrase("systemd runs \(active.sorted().joined(separator: ", "), .unit)"))
        }
        let unit = installedUnits.contains(DaemonUnit.fileName) ? DaemonUnit.fileName : installedUnits.sorted()[0]
        return Finding(
            mark: enabled.isEmpty ? .notApplicable : .failed,
            text: SystemdUser.answers(context)
                ? Phrase(
                    "\(unit, .unit) is installed but not running: systemctl --user daemon-reload && systemctl --user enable --now \(unit, .unit)"
                )
                : Phrase(
                    "\(unit, .unit) is installed, but no systemd user instance runs here: keep `wordquiz daemon` running instead"
                ))
    }

    /// SQLite's integrity report as a finding's one line: its first problem, without the
    /// `*** in database main ***` heading it opens with (the report's lines would break the
    /// finding's).
    static func firstProblem(ofIntegrityReport report: String) -> String {
        report.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("*** ") } ?? "?"
    }

    /// The pid in `daemon.lock` when a daemon holds the lock, nil otherwise.
    static func runningDaemon(in directory: String) -> String? {
        let descriptor = open(directory + "/daemon.lock", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A shared lock is refused while the daemon holds its exclusive one.
        guard flock(descriptor, LOCK_SH | LOCK_NB) != 0 else {
            flock(descriptor, LOCK_UN)
            return nil
        }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = read(descriptor, &buffer, 31)
        return count > 0
            ? String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : "?"
    }
}
