/// wordquiz(1), written in roff from the same help the commands print: `wordquiz help --man`.
enum ManPage {
    static func roff() -> String {
        var page = """
            .TH WORDQUIZ 1 "" "wordquiz \(WordQuizVersion.number)" "User Commands"
            .SH NAME
            wordquiz \\- one Korean word a day: the word, a quiz with spaced repetition, a daily digest
            .SH SYNOPSIS
            .B wordquiz
            .I command
            .RI [ options ]
            .br
            .B wordquiz help
            .I command
            .RI [ action ]
            .SH DESCRIPTION
            wordquiz shows one Korean word a day from a Korean dictionary's Open API
            (우리말샘, 표준국어대사전 or 한국어기초사전) or from the word bank built into it, quizzes
            you on the words you have met with spaced repetition (FSRS-6), and delivers a daily
            digest on the channels you choose.
            .SH COMMANDS

            """
        for command in CommandCatalogue.commands {
            page +=
                ".SS \(escaped(command.name))\n\(escaped(command.summary))\n"
                + preformatted(CommandCatalogue.help(for: [command.name]) ?? command.text)
            for action in command.subcommands where action.text != command.text {
                page +=
                    ".SS \(escaped(command.name + " " + action.name))\n"
                    + preformatted(CommandCatalogue.help(for: [command.name, action.name]) ?? action.text)
            }
        }
        page += """
            .SH EXIT STATUS
            .TP
            .B 0
            done
            .TP
            .B 64
            the command line is wrong
            .TP
            .B 65
            the database is damaged or from a newer wordquiz, or too few words for a question
            .TP
            .B 66
            nothing to work on
            .TP
            .B 69
            a service refused: the dictionary, or every channel of a digest
            .TP
            .B 74
            a file could not be read or written
            .TP
            .B 75
            try again later: the database is busy, another daemon runs, or some channels failed
            .TP
            .B 78
            a setting must be fixed, such as an unregistered key
            .TP
            .B 130
            interrupted
            .SH FILES
            .TP
            .I ~/.config/wordquiz/config.env
            settings and API keys (mode 0600); ./Config.env and the environment override it
            .TP
            .I ~/.local/share/wordquiz/wordquiz.sqlite3
            the learner's record, the dictionary cache, schedules and deliveries
            .SH SEE ALSO
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
