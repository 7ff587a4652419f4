import Foundation
import WordQuizCore
import WordQuizHTTP

/// `wordquiz init`: from a fresh install to a word every morning. Asks (or, with
/// `--non-interactive`, takes from the options) which dictionary, its key — tried at once with
/// one search — the daily time, weekdays and channel; writes the user's config file (0600,
/// keeping whatever else it holds), adds or updates the `daily` schedule, and enables the
/// daemon's user unit where a systemd user instance runs. Running it again edits.
struct InitCommand: ConcurrentCommand {
    static let scheduleID = "daily"
    /// The channel offered where desktop notifications cannot show.
    static let fileChannelWithoutDesktop = "file:~/wordquiz-digest.txt"

    static let nonInteractiveOption = OptionSpec(
        name: "--non-interactive",
        help: Phrase(
            "ask nothing: take the options, and the key from the dictionary's variable in the environment (KRDICT_API_KEY=… wordquiz init …), never from the command line, where other users could read it"
        ))
    static let baseURLOption = OptionSpec(
        name: "--base-url", value: .free, placeholder: "URL",
        help: Phrase("another address for the dictionary, written to the config"))
    static let languageOption = OptionSpec(
        name: "--lang", value: .choice(Language.readable.map(\.code)),
        placeholder: Language.readable.map(\.code).joined(separator: "|"),
        help: Phrase("the language wordquiz speaks to you (default: your locale's)"))
    static let noScheduleOption = OptionSpec(name: "--no-schedule", help: Phrase("set the dictionary only"))
    static let noCheckOption = OptionSpec(name: "--no-check", help: Phrase("do not try the key"))
    static let forceOption = OptionSpec(name: "--force", help: Phrase("change an existing config file without asking"))
    static let configuration = CommandConfiguration(
        name: "init", summary: Phrase("set up: the dictionary and its key, the daily time and channel, the daemon"),
        help: [
            .paragraph(
                Phrase(
                    "Set wordquiz up: the dictionary and its key, the daily time, weekdays and channel. Writes ~/.config/wordquiz/config.env (mode 0600, other settings kept), adds or updates the schedule `daily`, and enables the daemon's systemd user unit where systemd runs one (else it says how to run the daemon). Running it again edits."
                )),
            .usage, .options,
        ])

    struct Options: CommandOptions {
        @Flag(InitCommand.nonInteractiveOption) var nonInteractive: Bool
        @Option(
            CommonOption.provider.described(
                Phrase(
                    "\(Phrase.alternatives(Provider.names), .choices): krdict (한국어기초사전) gives English, opendict (우리말샘) and stdict (표준국어대사전) Korean only, offline is the built-in word bank"
                )))
        var provider: Provider?
        @Option(InitCommand.baseURLOption) var baseURL: String?
        @Option(
            CommonOption.level.described(
                Phrase("the words you learn: \(LevelChoice.names, .choices); all by default")))
        var level: LevelChoice?
        @Option(InitCommand.languageOption) var language: Language?
        @Option(ScheduleOptions.atOption.described(Phrase("the daily time (default 07:30)"))) var at: String?
        @Option(ScheduleOptions.daysOption) var days: String?
        @RepeatedOption(
            CommonOption.channel.described(
                Phrase("\(ChannelSpec.names, .choices) (default desktop); repeat for several")))
        var channels: [String]
        @Flag(InitCommand.noScheduleOption) var noSchedule: Bool
        @Flag(InitCommand.noCheckOption) var noCheck: Bool
        @Flag(InitCommand.forceOption) var force: Bool

        /// The schedule's options, as given, for `schedule add`'s reading of them.
        var scheduleArguments: [String] {
            (at.map { ["--at", $0] } ?? []) + (days.map { ["--days", $0] } ?? [])
                + channels.flatMap { ["--channel", $0] }
        }
    }

    let options: Options
    var isInteractive: Bool { !options.nonInteractive }

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        options = try parsed.options()
    }

    func run(_ context: AppContext) async throws {
        let path = context.paths.userConfigFile
        let existingText = try ConfigFileWriter.currentText(of: path)
        let existing = DotEnv(parsing: Array(existingText.utf8)).values
        // What init says follows the language chosen on the way (`prompter.language` too).
        var prompter = Prompter(
            context: context, isInteractive: isInteractive, language: options.language ?? context.language)
        // An existing file is changed only when asked to (before any question or request).
        // Its other settings and comments are kept.
        if !existingText.isEmpty, !options.force {
            guard isInteractive else {
                throw CommandFailure.usage(
                    Phrase("\(path, .path) exists: add --force to update its settings (the rest of it is kept)"),
                    usageOf: Self.spec.words)
            }
            guard try prompter.confirm(Phrase("Update \(path, .path)? The rest of it is kept."), default: true) else {
                throw CommandFailure.usage(Phrase("nothing changed"), usageOf: nil)
            }
        }
        var settings = try await dictionarySettings(existing, context, &prompter)
        settings += try levelSetting(existing, context, &prompter)
        settings += try languageSetting(&prompter)
        // Every question is asked before anything is written: a stop at any of them changes nothing.
        let schedule = !options.noSchedule ? try askSchedule(context, &prompter) : nil
        try writeConfig(settings, over: existingText, to: path, context, language: prompter.language)
        guard let schedule else { return }
        try storeSchedule(schedule, context, language: prompter.language)
        enableDaemon(context, language: prompter.language)
        context.say(
            Phrase(
                "next: `wordquiz today` for today's word; `wordquiz doctor --send` checks everything and sends a test digest."
            ),
            in: prompter.language)
    }

    /// The dictionary: the built-in words unless a key is at hand already, so that Enter alone
    /// gets a newcomer through; each dictionary says it needs a key and where to get one. Its
    /// settings: the provider, then its address and key where it has them.
    private func dictionarySettings(
        _ existing: [String: String], _ context: AppContext, _ prompter: inout Prompter
    ) async throws -> [(name: String, value: String)] {
        let hasKey = { (provider: Provider) -> Bool in
            guard let variable = provider.keyVariable else { return false }
            return !(context.environment[variable] ?? existing[variable] ?? "").isEmpty
        }
        func needsKey(_ provider: Provider) -> Phrase {
            guard let page = provider.defaultBaseURL else { return .empty }
            return hasKey(provider) ? Phrase("\nyour key is set") : Phrase("\nneeds a free key: \(page, .page)")
        }
        let known = Provider(rawValue: existing[Setting.provider.name] ?? "")
        var provider =
            try options.provider
            ?? prompter.choose(
                Phrase("Which dictionary?"),
                [
                    (Phrase("none: the word bank built into wordquiz, no key needed"), Provider.offline),
                    (Phrase("한국어기초사전 (krdict): gives English beside each meaning") + needsKey(.krdict), .krdict),
                    (Phrase("우리말샘 (opendict): the largest, Korean only") + needsKey(.opendict), .opendict),
                    (Phrase("표준국어대사전 (stdict): the standard dictionary, Korean only") + needsKey(.stdict), .stdict),
                ],
                default: known ?? Provider.online.first(where: hasKey) ?? .offline,
                named: { typed in
                    typed.lowercased() == "none"
                        ? .offline
                        : Provider(rawValue: typed.lowercased()) ?? Provider.allCases.first { $0.displayName == typed }
                })
        var settings: [(name: String, value: String)] = []
        if let variable = provider.keyVariable {
            if let key = try await obtainKey(provider, variable: variable, existing: existing, context, &prompter) {
                if let baseURL = options.baseURL, let urlVariable = provider.baseURLVariable {
                    settings.append((urlVariable, baseURL))
                }
                settings.append((variable, key))
            } else {
                provider = .offline
                context.say(
                    Phrase("wordquiz will use its built-in words; run `wordquiz init` again when you have a key."),
                    in: prompter.language)
            }
        }
        return [(Setting.provider.name, provider.rawValue)] + settings
    }

    /// What to learn: written when chosen; without a choice, the default (all levels) stays
    /// unwritten.
    private func levelSetting(
        _ existing: [String: String], _ context: AppContext, _ prompter: inout Prompter
    ) throws -> [(name: String, value: String)] {
        if options.level == nil, isInteractive {
            context.say(
                Phrase(
                    "The built-in words are for learners of Korean, graded beginner to advanced as the Basic Korean Dictionary grades them; a native speaker's track holds words a native speaker may not know yet: rarer native and Sino-Korean words, four-character idioms, proverbs and idioms."
                ), in: prompter.language)
        }
        let level =
            try options.level
            ?? prompter.choose(
                Phrase("Which words?"),
                [
                    (Phrase("beginner (초급)"), LevelChoice.only(.beginner)),
                    (Phrase("intermediate (중급)"), .only(.intermediate)), (Phrase("advanced (고급)"), .only(.advanced)),
                    (Phrase("all three levels, 초급 to 고급"), .all),
                    (Phrase("I am a native speaker (rarer words, idioms and proverbs)"), .only(.native)),
                ],
                default: LevelChoice(parsing: existing[Setting.level.name] ?? "") ?? .all,
                named: LevelChoice.init(parsing:))
        return isInteractive || options.level != nil ? [(Setting.level.name, level.description)] : []
    }

    /// The language wordquiz speaks, offered as the one spoken so far (--lang, WORDQUIZ_LANG,
    /// the config, the locale); from here on, init speaks it. Without a choice, the locale
    /// keeps deciding.
    private func languageSetting(_ prompter: inout Prompter) throws -> [(name: String, value: String)] {
        let chosen =
            try options.language
            ?? prompter.choose(
                Phrase("Which language should wordquiz speak?"),
                Language.readable.map { (.verbatim("\($0.name) (\($0.code))"), $0) },
                default: prompter.language, named: Language.init(parsing:))
        prompter.language = chosen
        return isInteractive || options.language != nil ? [(Setting.language.name, chosen.code)] : []
    }

    /// The config file with `settings` merged into what it held; its header says it holds a
    /// key only when it does.
    private func writeConfig(
        _ settings: [(name: String, value: String)], over existingText: String, to path: String,
        _ context: AppContext, language: Language
    ) throws {
        let holdsKey = settings.contains { setting in Provider.online.contains { $0.keyVariable == setting.name } }
        let header =
            holdsKey
            ? """
            # wordquiz settings, written by `wordquiz init`; every setting is described in
            # Config.example.env. Keep this file private (mode 0600): it holds your key.

            """
            : """
            # wordquiz settings, written by `wordquiz init`; every setting is described in
            # Config.example.env. Keep this file private (mode 0600): a key or webhook you add
            # here is a secret.

            """
        try ConfigFileWriter.write(
            ConfigFileWriter.merged(existingText, setting: settings, header: header), to: path)
        context.say(Phrase("wrote \(path, .path) (mode 0600)"), in: language)
    }

    /// The key: from the environment or the config, else asked for; tried with one search.
    /// Nil when the learner chose the built-in words instead (an empty key, or a key the
    /// dictionary would not take and they did not keep).
    private func obtainKey(
        _ provider: Provider, variable: String, existing: [String: String], _ context: AppContext,
        _ prompter: inout Prompter
    ) async throws -> String? {
        var candidate = context.environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? existing[variable]
        for attempt in 1...3 {
            if candidate == nil || attempt > 1 {
                guard isInteractive else {
                    throw CommandFailure.usage(
                        Phrase(
                            "\(provider.displayName, .dictionary) needs a key: set \(variable, .setting) in the environment"
                        ),
                        usageOf: Self.spec.words)
                }
                let page = provider.defaultBaseURL.map { Phrase(" (get one at \($0, .page))") } ?? .empty
                candidate = try prompter.askSecret(Phrase("\(variable, .setting)\(page, .page): "))
            }
            guard let key = candidate, !key.isEmpty else {
                guard try keepsAsking(provider, &prompter) else { return nil }
                continue
            }
            // A typo or a pasted line is told at once, and never sent to the dictionary.
            guard Provider.isWellFormedKey(key) else {
                guard isInteractive else {
                    throw ConfigurationError.invalidValue(
                        variable: variable, value: key, expected: Phrase("a key of 32 hexadecimal digits"))
                }
                context.say(
                    Phrase(
                        "✗ that is no key: \(provider.displayName, .dictionary) gives keys of 32 hexadecimal digits (0-9, a-f), and this has \(key.count, one: "character", other: "characters")"
                    ), in: prompter.language)
                guard try keepsAsking(provider, &prompter) else { return nil }
                continue
            }
            guard !options.noCheck else { return key }
            guard let problem = await problem(with: key, provider: provider, context: context) else {
                context.say(Phrase("✓ \(provider.displayName, .dictionary) accepts the key"), in: prompter.language)
                return key
            }
            context.say(Phrase("✗ \(problem.message, .reason)"), in: prompter.language)
            guard isInteractive else { throw problem }
            if case .api(_, let report) = problem, report.isKeyProblem {
                guard try keepsAsking(provider, &prompter) else { return nil }
                continue
            }
            // Not the key's fault (the network, the server): kept, or the built-in words.
            return try prompter.confirm(Phrase("Keep this key anyway?"), default: false) ? key : nil
        }
        throw CommandFailure.usage(Phrase("no key accepted by \(provider.displayName, .dictionary)"), usageOf: nil)
    }

    /// After an empty or refused key: another try, or the built-in words.
    private func keepsAsking(_ provider: Provider, _ prompter: inout Prompter) throws -> Bool {
        try prompter.choose(
            Phrase("No key for \(provider.displayName, .dictionary). What now?"),
            [(Phrase("use the built-in words for now"), false), (Phrase("type the key again"), true)],
            default: false)
    }

    /// Why the dictionary would not answer a search with this key; nil when it did.
    private func problem(with key: String, provider: Provider, context: AppContext) async -> DictionaryError? {
        var configuration = Configuration(keys: [provider: key], requestedProvider: provider)
        if let url = options.baseURL ?? provider.baseURLVariable.flatMap({ context.environment[$0] }), !url.isEmpty {
            configuration.baseURLs[provider] = url
        }
        let client = DictionaryClient(
            http: context.httpClient(applying: configuration),
            configuration: configuration)
        do {
            try await client.checkKey(of: provider)
            return nil
        } catch {
            return error
        }
    }

    /// The daily schedule's answers, each checked where it is given (a time as HH:MM, days
    /// in English or Korean, a channel wordquiz knows).
    private func askSchedule(_ context: AppContext, _ prompter: inout Prompter) throws -> ScheduleOptions {
        var arguments = options.scheduleArguments
        if !arguments.contains("--at") {
            let time = try prompter.ask(Phrase("What time each day? (HH:MM)"), default: "07:30") { answer in
                ScheduleSyntax.time(answer) == nil
                    ? Phrase("a time is HH:MM on a 24-hour clock, as 07:30 or 21:05") : nil
            }
            arguments += ["--at", time]
        }
        if !arguments.contains("--days") {
            let days = try prompter.ask(
                Phrase("Which days? (\(Weekday.names, .choices))"),
                default: Weekday.describe(Set(Weekday.allCases), in: prompter.language)
            ) { answer in
                Weekday.parseSet(answer) == nil ? Phrase("days are \(Weekday.names, .choices)") : nil
            }
            arguments += ["--days", Weekday.describe(Weekday.parseSet(days) ?? Set(Weekday.allCases))]
        }
        if !arguments.contains("--channel") {
            arguments += try askChannels(context, &prompter).flatMap { ["--channel", $0] }
        }
        return try ScheduleOptions(ScheduleCommand.Add.spec.parse(arguments), context: context)
    }

    /// The channels the digest goes to, one answer (several separated by commas), each one
    /// wordquiz knows; a file without a desktop session to show notifications.
    private func askChannels(_ context: AppContext, _ prompter: inout Prompter) throws -> [String] {
        // Desktop notifications need a desktop session: without one (a server, ssh), the
        // digest goes to a file unless another channel is chosen.
        let hasDesktop = SessionBus.current(context.environment) != nil
        if !hasDesktop, isInteractive {
            context.say(
                Phrase(
                    "No desktop session here (no session D-Bus), so desktop notifications cannot show: the digest goes to a file unless you choose another channel."
                ), in: prompter.language)
        }
        // Several channels are one answer, separated by commas: `slack, email`.
        func channels(_ answer: String) -> [String] {
            answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if isInteractive {
            context.say(
                Phrase("Channels: \(ChannelSpec.names, .choices); several are separated by commas."),
                in: prompter.language)
        }
        let answer = try prompter.ask(
            Phrase("Where?"),
            default: hasDesktop ? "desktop" : Self.fileChannelWithoutDesktop
        ) { answer in
            let named = channels(answer)
            let unknown = named.first {
                ChannelSpec(parsing: $0, directory: context.currentDirectory, home: context.environment["HOME"])
                    == nil
            }
            return named.isEmpty || unknown != nil
                ? Phrase("a channel is one of \(ChannelSpec.names, .choices)") : nil
        }
        return channels(answer)
    }

    /// Stores the daily schedule, added or replaced.
    private func storeSchedule(
        _ options: ScheduleOptions, _ context: AppContext, language: Language
    ) throws {
        let setup = try CommandSetup.prepare(context, date: nil)
        let now = context.unixSeconds
        let schedule = try ScheduleBook(store: setup.store).put(Self.scheduleID, at: now) {
            try options.makeSchedule(id: Self.scheduleID, existing: $0, takenIDs: [], context: context)
        }
        let next = FireTimes.next(
            after: now, trigger: schedule.trigger, rules: context.timeZoneRules(schedule.trigger.timeZone))
        let channels = schedule.channels.map(\.description).joined(separator: ", ")
        let when = schedule.trigger.described(in: language)
        if let next {
            let time = LocalTimeFormat.string(next, in: context.timeZone, language: language)
            context.say(
                Phrase(
                    "schedule \(Self.scheduleID, .schedule): \(when, .when) → \(channels, .channel) (next \(time, .time))"
                ), in: language)
        } else {
            context.say(
                Phrase("schedule \(Self.scheduleID, .schedule): \(when, .when) → \(channels, .channel)"), in: language)
        }
        // A channel that cannot deliver yet is said now, not at its first digest.
        for spec in schedule.channels {
            for problem in spec.settingProblems(setup.configuration.channelSettings) {
                context.warn(problem, in: language)
            }
        }
    }

    /// Installs and starts the daemon's user unit where a systemd user instance answers;
    /// else says how to run the daemon.
    private func enableDaemon(_ context: AppContext, language: Language) {
        guard SystemdUser.answers(context) else {
            return context.say(
                Phrase(
                    "no systemd user instance here: keep `wordquiz daemon` running (tmux, nohup), or use `wordquiz schedule export --cron`."
                ), in: language)
        }
        let units = context.paths.systemdUserUnits
        let path = units + "/" + DaemonUnit.fileName
        let executable = DaemonCommand.currentExecutable(fallback: context.executablePath)
        do {
            try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
            try DaemonUnit.service(executable: executable).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            return context.say(
                Phrase("could not write \(path, .path): \(FileErrorReason.of(error), .reason)"), in: language)
        }
        let reloaded = SystemdUser.run(["daemon-reload"], context)
        let enabled = SystemdUser.run(["enable", "--now", DaemonUnit.fileName], context)
        if reloaded?.status == 0, enabled?.status == 0 {
            context.say(
                Phrase(
                    "✓ the daemon runs as \(DaemonUnit.fileName, .unit) (systemctl --user status \(DaemonUnit.fileName, .unit))"
                ), in: language)
        } else {
            context.say(
                Phrase(
                    "wrote \(path, .path), but systemctl could not start it: systemctl --user enable --now \(DaemonUnit.fileName, .unit)"
                ), in: language)
        }
    }
}
