import Foundation
import WordQuizCore

/// Plays a sound file with the player `AudioPlayerChoice` picks, as a child process with no
/// shell, its output kept out of the terminal, its environment only what a sound server needs
/// (no key, no password). A missing player or a failed one is a reason to say, never an error
/// that stops a quiz.
struct AudioPlayer {
    var environment: [String: String]
    var setting: String?
    var now: @Sendable () -> ContinuousClock.Instant

    /// The variables a player is given: where to find programs and the sound server.
    static let passedVariables: Set<String> = [
        "PATH", "HOME", "LANG", "XDG_RUNTIME_DIR", "PULSE_SERVER", "PIPEWIRE_REMOTE", "PIPEWIRE_RUNTIME_DIR",
        "DBUS_SESSION_BUS_ADDRESS", "ALSA_CARD",
    ]
    /// The longest a word's sound may play.
    static let timeoutSeconds = 30.0

    init(context: AppContext, configuration: Configuration) {
        environment = context.environment.filter { Self.passedVariables.contains($0.key) }
        setting = configuration.player
        now = context.monotonicNow
    }

    struct Failure: Error, Equatable { var phrase: Phrase }

    /// The player for `format` on this machine, or nil.
    func choice(for format: AudioFormat) -> AudioPlayerChoice? {
        AudioPlayerChoice.choose(setting: setting, format: format) { program in
            ChildProcess.find(program, path: environment["PATH"]) != nil
        }
    }

    /// The program's path, as `doctor` shows it.
    func path(of choice: AudioPlayerChoice) -> String? {
        choice.program.contains("/")
            ? (access(choice.program, X_OK) == 0 ? choice.program : nil)
            : ChildProcess.find(choice.program, path: environment["PATH"])
    }

    /// Plays `file` to its end.
    func play(_ file: String, format: AudioFormat) throws(Failure) {
        guard let choice = choice(for: format) else {
            throw Failure(
                phrase: Phrase(
                    "no audio player: install one (`sudo apt install pipewire-bin` or `mpg123`) or set WORDQUIZ_PLAYER")
            )
        }
        guard let program = path(of: choice) else {
            throw Failure(phrase: Phrase("the audio player \(choice.program, .name) was not found"))
        }
        guard
            let result = ChildProcess.run(
                program, choice.arguments(for: file), environment: environment, timeout: Self.timeoutSeconds, now: now)
        else {
            throw Failure(phrase: Phrase("could not start the audio player \(choice.program, .name)"))
        }
        guard result.status == 0, !result.timedOut else {
            let said = result.stderr.split(separator: "\n").first.map { DictionaryText.clean(String($0)) } ?? ""
            guard !said.isEmpty else {
                throw Failure(
                    phrase: Phrase(
                        "the audio player \(choice.program, .name) failed (exit \(Int(result.status), .code))"))
            }
            throw Failure(
                phrase: Phrase(
                    "the audio player \(choice.program, .name) failed (exit \(Int(result.status), .code)): \(String(said.prefix(200)), .reason)"
                ))
        }
    }
}
