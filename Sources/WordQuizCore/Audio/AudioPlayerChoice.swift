/// Which program plays a sound file, chosen once: the learner's `WORDQUIZ_PLAYER`, else the
/// first of the usual players the machine has that plays the file's format.
///
/// A player is started as a child with an argument vector, never through a shell: the
/// setting is split at spaces (no quoting, no variables) and the file is its last argument.
public struct AudioPlayerChoice: Sendable, Equatable {
    /// A player wordquiz knows: its program, the arguments before the file, the formats it plays.
    public struct Known: Sendable, Equatable {
        public var program: String
        public var arguments: [String]
        public var formats: Set<AudioFormat>
    }

    /// In the order they are tried: the sound servers' own players first (PipeWire, then
    /// PulseAudio: libsndfile plays all three formats), then media players, then ALSA's.
    public static let known: [Known] = [
        Known(program: "pw-play", arguments: [], formats: Set(AudioFormat.allCases)),
        Known(program: "paplay", arguments: [], formats: Set(AudioFormat.allCases)),
        Known(program: "mpv", arguments: ["--really-quiet", "--no-video"], formats: Set(AudioFormat.allCases)),
        Known(
            program: "ffplay", arguments: ["-nodisp", "-autoexit", "-loglevel", "quiet"],
            formats: Set(AudioFormat.allCases)),
        Known(program: "mpg123", arguments: ["-q"], formats: [.mp3]),
        Known(program: "aplay", arguments: ["-q"], formats: [.wav]),
    ]

    /// The program (a name looked up on `PATH`, or a path) and the arguments before the file.
    public var program: String
    public var arguments: [String]
    /// Whether the learner named it (`WORDQUIZ_PLAYER`), in which case it is trusted with
    /// every format.
    public var isConfigured: Bool
    public var formats: Set<AudioFormat>

    /// The player for `format`: the setting when given, else the first known player that
    /// `exists` (found on `PATH`) and plays the format; nil when there is none.
    public static func choose(
        setting: String?, format: AudioFormat, exists: (String) -> Bool
    ) -> AudioPlayerChoice? {
        if let setting {
            let words = setting.split(whereSeparator: \.isWhitespace).map(String.init)
            if let program = words.first {
                return AudioPlayerChoice(
                    program: program, arguments: Array(words.dropFirst()), isConfigured: true,
                    formats: Set(AudioFormat.allCases))
            }
        }
        guard let player = known.first(where: { $0.formats.contains(format) && exists($0.program) }) else {
            return nil
        }
        return AudioPlayerChoice(
            program: player.program, arguments: player.arguments, isConfigured: false, formats: player.formats)
    }

    /// The argument vector after the program, for `file`.
    public func arguments(for file: String) -> [String] { arguments + [file] }
}
