import CLinux
import Foundation
import WordQuizCore
import WordQuizStore

/// `wordquiz widget [line|waybar]`: the day's word where a glance lands (`WordWidget`), from
/// the cached entry or the bank's, with no network request and no meeting recorded. It runs in
/// a status bar every few seconds: it opens the store and reads two counts, nothing more.
struct WidgetCommand: SynchronousCommand {
    static let formatArgument = ArgumentSpec(
        name: "FORMAT", count: .optional, what: Phrase("a format"),
        choices: WordWidget.Format.allCases.map(\.rawValue))

    static let widthOption = OptionSpec(
        name: "--width", value: .free, placeholder: "N", help: Phrase("cut the line to N columns"))
    static let watchOption = OptionSpec(
        name: "--watch",
        help: Phrase(
            "keep running and print again, one line each time, when what it shows changes: an answer, a new day, a word cached"
        ))
    static let configuration = CommandConfiguration(
        name: "widget", summary: Phrase("today's word for a status bar or a prompt"), topic: .word,
        arguments: [formatArgument],
        help: [
            .paragraph(
                Phrase(
                    "Today's word where a glance lands: `line` prints the word and its meaning on one line (the English gloss for an English reader), for i3blocks or a shell prompt; `tmux`, `polybar` and `zsh` (for its prompt) print the same line with their markup escaped, so that a dictionary's text cannot restyle them; `waybar` prints a waybar custom module's JSON (text, the whole card as its tooltip, the level as its class, today's reviews done as its percentage). From the cached entry or the word bank, never the network, and nothing is recorded: a glance is not a study."
                )),
            .usage, .options,
        ])

    var format = WordWidget.Format.line
    struct Options: CommandOptions {
        @Option(
            WidgetCommand.widthOption, { Int($0).flatMap { $0 > 0 ? $0 : nil } },
            refusal: { Phrase("--width needs a number of columns above 0, not '\($0, .value)'") })
        var width: Int?
        @Flag(WidgetCommand.watchOption) var watch: Bool
        @Option(CommonOption.dayLevel) var level: LevelChoice?
        @Option(CommonOption.date.described(Phrase("the word of another day (default: today)"))) var date: CalendarDate?
    }

    let options: Options

    init(_ parsed: ParsedArguments) throws(CommandFailure) {
        if let given = parsed.argument(Self.formatArgument) {
            guard let format = WordWidget.Format(rawValue: given) else {
                throw parsed.failure(
                    Phrase(
                        "unknown format '\(given, .value)': use \(Phrase.alternatives(Self.formatArgument.choices), .choices)"
                    ))
            }
            self.format = format
        }
        options = try parsed.options()
    }

    func run(_ context: AppContext) throws {
        var configuration = try ConfigLoader.loadForCommand(context)
        if let level = options.level { configuration.level = level }
        // A glance reads only: it never waits behind a writer, and never writes.
        let store = try StoreOpener.open(context.paths, readOnly: true, telling: context)
        guard options.watch else {
            context.stdout.write(try render(store: store, configuration: configuration, context: context))
            return
        }
        try WidgetWatch(context: context, dayStartHour: configuration.dayStartHour).run(
            glance: WidgetGlance(store: store, configuration: configuration)
        ) {
            try render(store: store, configuration: configuration, context: context)
        }
    }

    /// What the widget shows now, a line of text or of JSON.
    func render(store: WordStore, configuration: Configuration, context: AppContext) throws -> String {
        let today = context.learnerDate(startingAt: configuration.dayStartHour)
        let widget = try WidgetGlance(store: store, configuration: configuration).widget(
            for: options.date ?? today, today: today, now: context.unixSeconds, language: context.language)
        guard format != .waybar else { return try JSONOutput.line(widget.waybar(width: options.width)) }
        return widget.text(format, width: options.width) + "\n"
    }
}
