import WordQuizCore

/// wordquiz(1), written in roff from the same help the commands print: `wordquiz help --man`.
enum ManPage {
    /// The page in `language`: the commands' help as `--help` prints it, and the page's own
    /// sections (a Korean page installs under `share/man/ko/man1`, where man(1) finds it for a
    /// Korean locale).
    static func roff(language: Language = .en) -> String {
        let text = language == .ko ? Text.korean : Text.english
        var page = """
            .TH WORDQUIZ 1 "" "wordquiz \(WordQuizVersion.number)" "\(text.manual)"
            .SH \(text.name)
            wordquiz \\- \(text.tagline)
            .SH \(text.synopsis)
            .B wordquiz
            .I command
            .RI [ options ]
            .br
            .B wordquiz help
            .I command
            .RI [ action ]
            .SH \(text.description)
            \(text.about)
            .SH \(text.commands)

            """
        for command in CommandCatalogue.commands {
            page +=
                ".SS \(escaped(command.name))\n\(escaped(command.summary(in: language)))\n"
                + preformatted(CommandCatalogue.help(for: [command.name], in: language) ?? command.text)
            for action in command.subcommands where action.text != command.text {
                page +=
                    ".SS \(escaped(command.name + " " + action.name))\n"
                    + preformatted(
                        CommandCatalogue.help(for: [command.name, action.name], in: language) ?? action.text)
            }
        }
        page += ".SH \(text.exitStatus)\n"
        for code in ExitCode.documented {
            page += ".TP\n.B \(code.rawValue)\n\(escaped(code.meaning.text(in: language)))\n"
        }
        page += """
            .SH \(text.files)
            .TP
            .I ~/.config/wordquiz/config.env
            \(text.configFile)
            .TP
            .I ~/.local/share/wordquiz/wordquiz.sqlite3
            \(text.database)
            .SH \(text.seeAlso)
            .BR systemctl (1),
            .BR crontab (5)

            """
        return page
    }

    /// The page's own words, apart from the commands' help.
    private struct Text {
        var manual, name, tagline, synopsis, description, about, commands, exitStatus, files, seeAlso: String
        var configFile, database: String

        static let english = Text(
            manual: "User Commands", name: "NAME",
            tagline: "one Korean word a day: the word, a quiz with spaced repetition, a daily digest",
            synopsis: "SYNOPSIS", description: "DESCRIPTION",
            about: """
                wordquiz shows one Korean word a day from a Korean dictionary's Open API
                (우리말샘, 표준국어대사전 or 한국어기초사전) or from the word bank built into it, quizzes
                you on the words you have met with spaced repetition (FSRS-6), and delivers a daily
                digest on the channels you choose.
                """,
            commands: "COMMANDS", exitStatus: "EXIT STATUS", files: "FILES", seeAlso: "SEE ALSO",
            configFile: "settings and API keys (mode 0600); ./Config.env and the environment override it",
            database: "the learner's record, the dictionary cache, schedules and deliveries")

        static let korean = Text(
            manual: "사용자 명령", name: "이름", tagline: "하루 한 단어, 한국어: 오늘의 단어, 간격 반복 퀴즈, 하루 소식",
            synopsis: "사용법", description: "설명",
            about: """
                wordquiz는 한국어 사전의 Open API(우리말샘, 표준국어대사전, 한국어기초사전)나 안에 든
                내장 단어장에서 하루 한 단어를 보여 주고, 만난 단어를 간격 반복(FSRS-6)으로 물어보고,
                고른 채널로 하루 소식을 보내요.
                """,
            commands: "명령", exitStatus: "종료 상태", files: "파일", seeAlso: "참고",
            configFile: "설정과 API 키 (권한 0600); ./Config.env와 환경 변수가 그 위에 와요",
            database: "학습 기록, 사전 캐시, 일정과 전달 기록")
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
