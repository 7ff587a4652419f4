import WordQuizCore

/// wordquiz(1), written in roff from the same help the commands print: `wordquiz help --man`.
enum ManPage {
    /// The page in `language`: the commands' help as `--help` prints it, and the page's own
    /// sections (a Korean page installs under `share/man/ko/man1`, where man(1) finds it for a
    /// Korean locale).
    static func roff(language: Language = .en) -> String {
        func say(_ phrase: Phrase) -> String { escaped(phrase.text(in: language)) }
        var page = """
            .TH WORDQUIZ 1 "" "wordquiz \(WordQuizVersion.number)" "\(say(Phrase("User Commands")))"
            .SH \(say(Phrase("NAME")))
            wordquiz \\- \(say(Phrase("one Korean word a day: the word, a quiz with spaced repetition, a daily digest")))
            .SH \(say(Phrase("SYNOPSIS")))
            .B wordquiz
            .I command
            .RI [ options ]
            .br
            .B wordquiz help
            .I command
            .RI [ action ]
            .SH \(say(Phrase("DESCRIPTION")))
            \(say(Phrase("wordquiz shows one Korean word a day from a Korean dictionary's Open API (우리말샘, 표준국어대사전 or 한국어기초사전) or from the word bank built into it, quizzes you on the words you have met with spaced repetition (FSRS-6), and delivers a daily digest on the channels you choose.")))
            .SH \(say(Phrase("COMMANDS")))

            """
        for command in CommandRegistry.commands {
            page +=
                ".SS \(escaped(command.name))\n\(escaped(command.summary(in: language)))\n"
                + preformatted(CommandRegistry.help(for: [command.name], in: language) ?? command.text)
            for action in command.subcommands where action.text != command.text {
                page +=
                    ".SS \(escaped(command.name + " " + action.name))\n"
                    + preformatted(
                        CommandRegistry.help(for: [command.name, action.name], in: language) ?? action.text)
            }
        }
        page += ".SH \(say(Phrase("EXIT STATUS")))\n"
        for code in ExitCode.documented {
            page += ".TP\n.B \(code.rawValue)\n\(escaped(code.meaning.text(in: language)))\n"
        }
        page += """
            .SH \(say(Phrase("FILES")))
            .TP
            .I ~/.config/wordquiz/config.env
            \(say(Phrase("settings and API keys (mode 0600); ./Config.env and the environment override it")))
            .TP
            .I ~/.local/share/wordquiz/wordquiz.sqlite3
            \(say(Phrase("the learner's record, the dictionary cache, schedules and deliveries")))
            .SH \(say(Phrase("SEE ALSO")))
            .BR systemctl (1),
            .BR crontab (5)

            """
        return page
    }

    /// Text roff shows as it is: backslashes escaped, lines that would read as requests guarded.
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var out = ""
            for ch in line { out += ch == "\\" ? "\\e" : String(ch) }
            return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
        }.joined(separator: "\n")
    }

    private static func preformatted(_ text: String) -> String {
        ".nf\n" + escaped(text.hasSuffix("\n") ? String(text.dropLast()) : text) + "\n.fi\n"
    }
}
