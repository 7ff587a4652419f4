import Foundation
import WordQuizCore

/// The completion scripts of `wordquiz completions`, made from `CommandRegistry`,
/// covering the commands, the schedule actions, each command's options, the values of the
/// options that take a fixed set, and schedule ids (asked of wordquiz as you type).
enum ShellCompletions {
    /// The shells it writes for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// Their names, as `completions` takes them.
    static let shells = Shell.allCases.map(\.rawValue)

    /// Every option any command or action declares and offers, once each by name.
    private static let declaredOptions: [OptionSpec] = {
        var seen = Set<String>()
        return CommandRegistry.commands.flatMap { [$0] + $0.subcommands }.flatMap(\.options)
            .filter { !$0.isHidden && seen.insert($0.name).inserted }
    }()

    /// The values an option takes, by each of its names, where they are a fixed set.
    static let optionValues: [String: [String]] = Dictionary(
        declaredOptions.filter { !$0.choices.isEmpty }.flatMap { option in option.names.map { ($0, option.choices) } },
        uniquingKeysWith: { first, _ in first })

    /// Options that take a value of the user's own (a date, a number, a path).
    static let optionsWithFreeValues = Set(declaredOptions.filter { $0.value == .free }.flatMap(\.names))

    /// The schedule actions that take a schedule id: their names and other names.
    static let actionsTakingAnID: [String] =
        ScheduleCommand.spec.subcommands.filter { $0.arguments.contains(ScheduleCommand.idArgument) }
        .flatMap { [$0.name] + $0.aliases }

    /// The long option names a command or action offers (`-n` and hidden options are left out).
    static func offeredOptions(_ command: CommandSpec) -> [String] {
        command.options.filter { !$0.isHidden }.flatMap(\.names).filter { $0.hasPrefix("--") }
    }

    /// The script for a shell; zsh and fish describe each command and action in `language`.
    static func script(for shell: Shell, language: Language = .en) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh(language: language)
        case .fish: fish(language: language)
        }
    }

    private static var commandNames: String {
        CommandRegistry.commands.map(\.name).joined(separator: " ")
    }

    private static func bashCase(_ pattern: String, _ words: [String]) -> String {
        "        \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    }

    static func bash() -> String {
        var script = """
            # bash completion for wordquiz: source <(wordquiz completions bash)
            _wordquiz() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local command="${COMP_WORDS[1]}" action="${COMP_WORDS[2]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commandNames) \(CommonOption.help.name) \(CommonOption.version.name)" -- "$cur")); return
                fi
                case "$prev" in

            """
        for (option, values) in optionValues.sorted(by: { $0.key < $1.key }) { script += bashCase(option, values) }
        script += "        \(optionsWithFreeValues.sorted().joined(separator: "|"))) return ;;\n"
        script += """
                esac
                if [ "$command" = schedule ] && [ "$COMP_CWORD" -eq 3 ]; then
                    case "$action" in \(actionsTakingAnID.joined(separator: "|")))
                        COMPREPLY=($(compgen -W "$(wordquiz completions --schedule-ids 2>/dev/null)" -- "$cur")); return ;;
                    esac
                fi
                case "$command" in

            """
        for command in CommandRegistry.commands {
            if command.subcommands.isEmpty {
                script += bashCase(command.name, command.argumentChoices + offeredOptions(command) + ["--help"])
                continue
            }
            script += "        \(command.name))\n"
            script += "            if [ \"$COMP_CWORD\" -eq 2 ]; then\n"
            let actions = command.subcommands.flatMap { [$0.name] + $0.aliases }
            script +=
                "                COMPREPLY=($(compgen -W \"\(actions.joined(separator: " "))\" -- \"$cur\")); return\n"
            script += "            fi\n            case \"$action\" in\n"
            for action in command.subcommands {
                script +=
                    "    "
                    + bashCase(
                        ([action.name] + action.aliases).joined(separator: "|"), offeredOptions(action) + ["--help"])
            }
            script += "            esac ;;\n"
        }
        script += """
                esac
            }
            complete -F _wordquiz wordquiz

            """
        return script
    }

    /// A word list for zsh's `compadd`, each word quoted.
    private static func zshWords(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: " ")
    }

    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func zsh(language: Language = .en) -> String {
        var script = """
            #compdef wordquiz
            # zsh completion for wordquiz: source <(wordquiz completions zsh), after compinit.
            _wordquiz() {
                local -a commands
                commands=(

            """
        for command in CommandRegistry.commands {
            script +=
                "        \(zshQuoted(command.name + ":" + command.summary(in: language).replacingOccurrences(of: ":", with: "\\:")))\n"
        }
        script += """
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands; return
                fi
                case $words[CURRENT-1] in

            """
        for (option, values) in optionValues.sorted(by: { $0.key < $1.key }) {
            script += "        \(option)) compadd -- \(zshWords(values)); return ;;\n"
        }
        script += "        \(optionsWithFreeValues.sorted().joined(separator: "|"))) _default; return ;;\n"
        script += """
                esac
                if [[ $words[2] == schedule ]] && (( CURRENT == 4 )); then
                    case $words[3] in \(actionsTakingAnID.joined(separator: "|")))
                        compadd -- ${(f)"$(wordquiz completions --schedule-ids 2>/dev/null)"}; return ;;
                    esac
                fi
                case $words[2] in

            """
        for command in CommandRegistry.commands {
            if command.subcommands.isEmpty {
                let words = command.argumentChoices + offeredOptions(command) + ["--help"]
                script += "        \(command.name)) compadd -- \(zshWords(words)) ;;\n"
                continue
            }
            let actions = command.subcommands.flatMap { [$0.name] + $0.aliases }
            script += "        \(command.name))\n"
            script += "            if (( CURRENT == 3 )); then compadd -- \(zshWords(actions)); return; fi\n"
            script += "            case $words[3] in\n"
            for action in command.subcommands {
                let names = ([action.name] + action.aliases).joined(separator: "|")
                script += "                \(names)) compadd -- \(zshWords(offeredOptions(action) + ["--help"])) ;;\n"
            }
            script += "            esac ;;\n"
        }
        script += """
                esac
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _wordquiz "$@"
            else
                compdef _wordquiz wordquiz
            fi

            """
        return script
    }

    /// The lines that complete a command's (or action's) argument values and options once
    /// `condition` holds.
    private static func fishArguments(_ command: CommandSpec, condition: String) -> [String] {
        var lines: [String] = []
        if !command.argumentChoices.isEmpty {
            lines.append(
                "complete -c wordquiz -n \(condition) -x -a \(fishQuoted(command.argumentChoices.joined(separator: " ")))"
            )
        }
        for option in offeredOptions(command) {
            var line = "complete -c wordquiz -n \(condition) -l \(option.dropFirst(2))"
            if let values = optionValues[option] {
                line += " -x -a \(fishQuoted(values.joined(separator: " ")))"
            } else if optionsWithFreeValues.contains(option) {
                line += " -r"
            }
            lines.append(line)
        }
        return lines
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static func fish(language: Language = .en) -> String {
        var lines = [
            "# fish completion for wordquiz: wordquiz completions fish > ~/.config/fish/completions/wordquiz.fish",
            "complete -c wordquiz -f",
            "# __wordquiz_is WORDS…: the words after wordquiz begin with these, each one of the names given",
            "function __wordquiz_is",
            "    set -l words (commandline -opc)",
            "    test (count $words) -gt (count $argv); or return 1",
            "    for i in (seq (count $argv))",
            "        contains -- $words[(math $i + 1)] (string split ' ' -- $argv[$i]); or return 1",
            "    end",
            "end",
        ]
        for command in CommandRegistry.commands {
            lines.append(
                "complete -c wordquiz -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.summary(in: language)))"
            )
            let seen = "__wordquiz_is \(command.name)"
            guard !command.subcommands.isEmpty else {
                lines += fishArguments(command, condition: "'\(seen)'")
                continue
            }
            // The actions until one is given; then that action's options.
            let noAction =
                "'\(seen); and not __wordquiz_is \(command.name) \\'\(command.actionNames.joined(separator: " "))\\''"
            for action in command.subcommands {
                lines.append(
                    "complete -c wordquiz -n \(noAction) -a \(action.name) -d \(fishQuoted(action.summary(in: language)))"
                )
            }
            for action in command.subcommands {
                let names = ([action.name] + action.aliases).joined(separator: " ")
                lines += fishArguments(action, condition: "'__wordquiz_is \(command.name) \\'\(names)\\''")
            }
        }
        lines.append(
            "complete -c wordquiz -n '__wordquiz_is schedule \\'\(actionsTakingAnID.joined(separator: " "))\\'' -x -a '(wordquiz completions --schedule-ids 2>/dev/null)'"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
