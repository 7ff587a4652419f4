import Testing
import WordQuizCore

/// The player is the learner's setting, else the first usual player the machine has that
/// plays the format; it is an argument vector, never a shell line.
@Suite struct AudioPlayerChoiceTests {
    @Test func theSettingIsSplitAtSpacesWithTheFileLast() throws {
        let choice = try #require(
            AudioPlayerChoice.choose(setting: "mpv  --volume=80 --no-video", format: .mp3) { _ in false })
        #expect(choice.program == "mpv")
        #expect(choice.arguments(for: "/c/x.mp3") == ["--volume=80", "--no-video", "/c/x.mp3"])
        let quoted = try #require(AudioPlayerChoice.choose(setting: "play '$(rm -rf ~)'", format: .wav) { _ in true })
        #expect(quoted.arguments(for: "/f") == ["'$(rm", "-rf", "~)'", "/f"], "no shell reads it")
    }

    @Test func theFirstPlayerTheMachineHasThatPlaysTheFormatIsChosen() {
        func chosen(_ format: AudioFormat, on machine: Set<String>) -> String? {
            AudioPlayerChoice.choose(setting: nil, format: format) { machine.contains($0) }?.program
        }
        #expect(chosen(.mp3, on: ["aplay", "mpg123", "paplay"]) == "paplay")
        #expect(chosen(.mp3, on: ["aplay", "mpg123"]) == "mpg123")
        #expect(chosen(.wav, on: ["aplay", "mpg123"]) == "aplay")
        #expect(chosen(.mp3, on: ["aplay"]) == nil, "aplay plays WAV only")
        #expect(chosen(.ogg, on: ["mpg123", "aplay"]) == nil)
        #expect(chosen(.wav, on: []) == nil)
        #expect(
            AudioPlayerChoice.choose(setting: nil, format: .mp3) { $0 == "ffplay" }?.arguments(for: "/x")
                == ["-nodisp", "-autoexit", "-loglevel", "quiet", "/x"])
    }
}
