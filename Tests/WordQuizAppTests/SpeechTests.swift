import Foundation
import TestSupport
import Testing
import WordQuizCore

@testable import WordQuizApp

/// `wordquiz say` and `today --say`: the dictionary's recording where the word has one, else
/// the synthetic voice saying the standard pronunciation, labelled; played by a stand-in
/// player that writes down its argument vector and environment.
@Suite struct SpeechTests {
    /// A page for 참기름 (the view of `PictureTests.dictionary`) whose one recording is at
    /// `recording` on the same server, answered by `reply`.
    func server(
        recording: String = "/multimedia/SND000071793.mp3",
        reply: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply = { _ in
            .respond(status: 200, headers: [("Content-Type", "audio/mpeg")], body: AudioSamples.mp3(frames: 4))
        }
    ) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let answer = PictureTests.dictionary(request, link: nil) { return answer }
            if request.path == "/dicSearch/SearchView" {
                return .ok(
                    #"<html><body><font class="koreaLang">&nbsp;&nbsp;[참기름<img src="/i.png" onclick="javascript:fnSoundPlay('\#(recording)');"/>]</font></body></html>"#,
                    contentType: "text/html")
            }
            if request.path.hasPrefix("/multimedia/") { return reply(request) }
            return .respond(status: 404, body: [])
        }
    }

    /// A player that writes its arguments and environment beside itself, and exits `status`.
    func player(in bed: CLITestbed, status: Int = 0) throws -> String {
        let folder = bed.root.path + "/player"
        // Written close-on-exec: a child another test forks meanwhile would make it "text file busy".
        let script = try bed.root.writeExecutable(
            "player/play",
            """
            #!/bin/sh
            printf '%s\\n' "$@" > \(folder)/arguments
            env > \(folder)/environment
            echo "no sound card" >&2
            exit \(status)
            """)
        bed.extraEnvironment["WORDQUIZ_PLAYER"] = script + " --quiet"
        return folder
    }

    func played(_ folder: String) -> [String] {
        ((try? String(contentsOfFile: folder + "/arguments", encoding: .utf8)) ?? "").split(separator: "\n")
            .map(String.init)
    }

    var audioFolder: (CLITestbed) -> String { { $0.home + "/.cache/wordquiz/audio" } }

    @Test func aKrdictWordIsPlayedAsTheDictionarysSpeakerRecordedIt() throws {
        let server = try server()
        let bed = try PictureTests().bed(server)
        bed.extraEnvironment["SMTP_PASSWORD"] = "smtp-secret-4321"
        bed.secrets.append("smtp-secret-4321")
        let folder = try player(in: bed)
        let said = try bed.run(["say"])
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout == "참기름 [참기름] — 녹음: 국립국어원 한국어기초사전, CC BY-SA 2.0 KR\n")
        let file = audioFolder(bed) + "/krdict-\(PictureTests.code)-1.mp3"
        #expect(played(folder) == ["--quiet", file])
        #expect(FileManager.default.contents(atPath: file).map(Array.init) == AudioSamples.mp3(frames: 4))
        let environment = try String(contentsOfFile: folder + "/environment", encoding: .utf8)
        #expect(!environment.contains("smtp-secret-4321") && !environment.contains(CLITestbed.key))
        #expect(!environment.contains("KRDICT"), "the player is given no setting of wordquiz's")

        // Once per target code: the page and the recording are not asked again.
        #expect(try bed.run(["say"]).exitCode == 0)
        #expect(server.requests.filter { $0.path == "/dicSearch/SearchView" }.count == 1)
        #expect(server.requests.filter { $0.path.hasPrefix("/multimedia/") }.count == 1)
        #expect(server.requests.first { $0.path == "/dicSearch/SearchView" }?.query["ParaWordNo"] == PictureTests.code)
    }

    /// A listening quiz fetches the dictionary's recordings ahead of the questions, which play
    /// only what is at hand: the word met through 한국어기초사전 is heard as its speaker recorded
    /// it, though nothing was cached before the session; offline, the voice speaks it.
    @Test func aListeningQuizFetchesTheRecordingsAheadOfItsQuestions() throws {
        let server = try server()
        let bed = try PictureTests().bed(server)
        let folder = try player(in: bed)
        #expect(try bed.run(["today"]).exitCode == 0, "참기름 met, its entry cached")
        let recorded = audioFolder(bed) + "/krdict-\(PictureTests.code)-1.mp3"
        #expect(!FileManager.default.fileExists(atPath: recorded), "no recording before the session")

        let offline = try bed.run(["quiz", "--mode", "listen", "--count", "1", "--offline"], stdin: "q\n")
        #expect(offline.exitCode == 0, "\(offline.stderr)")
        #expect(played(folder).last?.contains("/synthetic-") == true, "offline: \(played(folder))")
        #expect(!server.requests.contains { $0.path.hasPrefix("/multimedia/") })

        let session = try bed.run(["quiz", "--mode", "listen", "--count", "1"], stdin: "q\n")
        #expect(session.exitCode == 0, "\(session.stderr)")
        #expect(played(folder) == ["--quiet", recorded], "the speaker's recording, fetched for the question")
        #expect(FileManager.default.contents(atPath: recorded).map(Array.init) == AudioSamples.mp3(frames: 4))
    }

    @Test func anHTMLPageServedAsTheRecordingIsNotKeptAndTheVoiceIsSynthetic() throws {
        let server = try server { _ in .ok("<html>로그인이 필요합니다</html>", contentType: "audio/mpeg") }
        let bed = try PictureTests().bed(server)
        let folder = try player(in: bed)
        let said = try bed.run(["say"])
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout == "참기름 [참기름] — 합성음(espeak-ng), 사람 목소리가 아니에요\n")
        #expect(said.stderr == "wordquiz: ‘참기름’의 녹음이 없어요: 녹음 주소에서 소리 파일이 아닌 것을 받았어요\n")
        let kept = try FileManager.default.contentsOfDirectory(atPath: audioFolder(bed))
        #expect(kept.filter { $0.hasPrefix("krdict-") }.isEmpty, "neither the page's list nor the page is kept")
        #expect(played(folder).last?.hasSuffix(".wav") == true)
        // Not kept, so asked again: the dictionary may answer next time.
        _ = try bed.run(["say"])
        #expect(server.requests.filter { $0.path == "/dicSearch/SearchView" }.count == 2)
    }

    @Test func aRedirectOfTheRecordingToAnotherHostIsNotFollowed() throws {
        let server = try server { request in
            let port = (request.headers["host"] ?? "").split(separator: ":").last ?? ""
            return .respond(status: 302, headers: [("Location", "http://localhost:\(port)/multimedia/x.mp3")], body: [])
        }
        let bed = try PictureTests().bed(server)
        let said = try bed.run(["say", "--file"])
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout.hasSuffix(".wav\n"), "the synthetic voice speaks instead")
        #expect(said.stderr.contains("서버가 wordquiz가 따라가지 않는 곳으로"), "\(said.stderr)")
        #expect(server.requests.filter { $0.path == "/multimedia/x.mp3" }.isEmpty)
    }

    @Test func aRecordingThatNeverEndsDoesNotHoldTheWordUp() throws {
        let server = try server { _ in .delayed(seconds: 30, .respond(status: 200, body: AudioSamples.mp3())) }
        let bed = try PictureTests().bed(server)
        bed.extraEnvironment["WORDQUIZ_TIMEOUT"] = "2"
        let said = try bed.run(["say", "--file"], timeout: 20)
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout.hasSuffix(".wav\n"))
        #expect(said.stderr.contains("녹음을 가져오지 못했어요"), "\(said.stderr)")
    }

    /// A page far past the size a dictionary's page has (here 50 MB, sent in chunks) is cut at
    /// the cap: no recording, the synthetic voice, one line.
    @Test func aHugePageIsCutAtItsCapAndTheVoiceSpeaks() throws {
        let huge = Array(repeating: UInt8(ascii: "a"), count: 50 << 20)
        let server = try LoopbackHTTPServer { request in
            if let answer = PictureTests.dictionary(request, link: nil) { return answer }
            if request.path == "/dicSearch/SearchView" {
                return .chunked(headers: [("Content-Type", "text/html")], body: huge, chunkSize: 1 << 20)
            }
            return .respond(status: 404, body: [])
        }
        let bed = try PictureTests().bed(server)
        let said = try bed.run(["say", "--file"])
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout.hasSuffix(".wav\n"))
        #expect(
            said.stderr == "wordquiz: ‘참기름’의 녹음이 없어요: 사전 웹 페이지를 가져오지 못했어요: 응답이 허용된 크기보다 커요\n",
            "\(said.stderr)")
    }

    /// What espeak-ng is given is the standard pronunciation: 국물 and 궁물 are one file, one
    /// speech at least 0.3 s long and not silent.
    @Test(.enabled(if: SyntheticVoice.missingReason == nil, "espeak-ng is not installed (scripts/install-deps)"))
    func theSyntheticVoiceSaysTheStandardPronunciation() throws {
        let bed = CLITestbed()
        let spelt = try bed.run(["say", "국물", "--file"])
        #expect(spelt.exitCode == 0, "\(spelt.stderr)")
        let pronounced = try bed.run(["say", "궁물", "--file"])
        #expect(spelt.stdout == pronounced.stdout, "국물 is spoken as [궁물]")
        #expect(spelt.stdout != (try bed.run(["say", "국수", "--file"])).stdout)
        let file = spelt.stdout.trimmingCharacters(in: .newlines)
        let facts = try #require(AudioSamples.wavFacts(Array(try Data(contentsOf: URL(fileURLWithPath: file)))))
        #expect(facts.seconds >= 0.3 && facts.seconds < 5, "\(facts.seconds) s")
        #expect(facts.peak > 1000, "speech, not silence")
    }

    @Test func withoutAPlayerSayTellsWhatToInstall() throws {
        let bed = CLITestbed()
        bed.extraEnvironment["PATH"] = bed.root.path
        let said = try bed.run(["say", "국물"])
        #expect(said.exitCode == 69)
        #expect(said.stdout == "국물 [궁물] — 합성음(espeak-ng), 사람 목소리가 아니에요\n")
        #expect(
            said.stderr
                == "wordquiz: 소리 재생기가 없어요: 하나를 설치하거나(`sudo apt install pipewire-bin` 또는 `mpg123`) WORDQUIZ_PLAYER를 설정하세요\n"
        )
    }

    @Test func aPlayerThatFailsIsOneLineAndTodayStillShowsTheCard() throws {
        let bed = CLITestbed()
        _ = try player(in: bed, status: 3)
        let said = try bed.run(["say", "국물"])
        #expect(said.exitCode == 69)
        #expect(said.stderr == "wordquiz: 소리 재생기 \(bed.root.path)/player/play이(가) 실패했어요(종료 코드 3): no sound card\n")
        let today = try bed.run(["today", "--say"])
        #expect(today.exitCode == 0)
        #expect(today.stdout.contains("오늘의 단어"))
        #expect(today.stderr.hasPrefix("wordquiz: 경고: 소리 재생기"), "\(today.stderr)")
    }

    @Test func inEnglishTheSameLinesSayWhatWasMissed() throws {
        let server = try server { _ in .ok("<html>login</html>", contentType: "audio/mpeg") }
        let bed = try PictureTests().bed(server, language: "en")
        _ = try player(in: bed, status: 2)
        let said = try bed.run(["say"])
        #expect(said.exitCode == 69)
        #expect(said.stdout == "참기름 [참기름] — synthetic voice (espeak-ng), not a person\n")
        #expect(
            said.stderr == """
                wordquiz: no recording of ‘참기름’: the recording's address gave something that is not a sound file
                wordquiz: the audio player \(bed.root.path)/player/play failed (exit 2): no sound card

                """)
    }

    @Test func aPlayerThatFailsSilentlyIsNamedWithItsExitCode() throws {
        let bed = CLITestbed(language: "en")
        let script = try bed.root.writeExecutable("silent", "#!/bin/sh\nexit 4\n")
        bed.extraEnvironment["WORDQUIZ_PLAYER"] = script
        let said = try bed.run(["say", "국물"])
        #expect(said.exitCode == 69)
        #expect(said.stderr == "wordquiz: the audio player \(script) failed (exit 4)\n")
    }

    @Test func aWordWithNoKoreanIsAUsageError() throws {
        let said = try CLITestbed().run(["say", "hello"])
        #expect(said.exitCode == 64)
        #expect(said.stderr.hasPrefix("wordquiz: ‘hello’에는 읽을 한국어가 없어요"), "\(said.stderr)")
    }
}

/// A deck from Anki plays the sound its note gives the word — never the sentence's — in `say`
/// and in the listening quiz.
@Suite(.enabled(if: AnkiBackend.isAvailable, Comment(rawValue: AnkiBackend.absentNote)))
struct DeckSoundTests {
    static let wordSound = AudioSamples.mp3(frames: 5)
    static let sentenceSound = AudioSamples.mp3(frames: 9)

    /// Imports the deck (only the notes of `words`, when given) and takes it into use.
    func importedDeck(_ bed: CLITestbed, only words: Set<String>? = nil) throws {
        let folder = bed.root.path + "/anki"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec: [String: Any] = [
            "notetype": ["name": "Korean vocabulary", "fields": ["Korean", "Meaning", "Sentence", "Audio"]],
            "media": [
                "namu.mp3": Data(Self.wordSound).base64EncodedString(),
                "sentence.mp3": Data(Self.sentenceSound).base64EncodedString(),
                "bada.mp3": Data("<html>not a sound</html>".utf8).base64EncodedString(),
            ],
            "notes": [
                [
                    "fields": [
                        "Korean": "나무", "Meaning": "줄기와 가지가 있는 식물",
                        "Sentence": "마당에 <b>나무</b>를 심었다. [sound:sentence.mp3]", "Audio": "[sound:namu.mp3]",
                    ]
                ],
                ["fields": ["Korean": "바다 [sound:bada.mp3]", "Meaning": "넓은 물", "Sentence": "", "Audio": ""]],
                [
                    "fields": [
                        "Korean": "하늘", "Meaning": "땅 위의 공간", "Sentence": "하늘이 맑다. [sound:sentence.mp3]",
                        "Audio": "",
                    ]
                ],
            ],
        ]
        var chosen = spec
        if let words, let notes = spec["notes"] as? [[String: [String: String]]] {
            chosen["notes"] = notes.filter { words.contains($0["fields"]?["Korean"] ?? "") }
        }
        let specPath = try bed.root.write(
            "spec.json", String(decoding: try JSONSerialization.data(withJSONObject: chosen), as: UTF8.self))
        _ = try AnkiBackend.run(["build", folder, specPath])
        let imported = try bed.run(["deck", "import", folder + "/latest.apkg", "--name", "topik"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(try bed.run(["deck", "use", "topik"]).exitCode == 0)
    }

    @Test func sayPlaysTheWordsOwnSoundAndNeverTheSentences() throws {
        let bed = CLITestbed()
        try importedDeck(bed)
        let folder = try SpeechTests().player(in: bed)
        let said = try bed.run(["say", "나무"])
        #expect(said.exitCode == 0, "\(said.stderr)")
        #expect(said.stdout == "나무 — 덱 ‘topik’의 소리\n")
        let played = try #require(SpeechTests().played(folder).last)
        #expect(played.hasPrefix(bed.home + "/.local/share/wordquiz/sounds/"))
        let same = FileManager.default.contents(atPath: played).map(Array.init) == Self.wordSound
        #expect(same, "the word's own sound, not the sentence's")

        // 하늘's only sound is its sentence's, 바다's is no sound file: the voice speaks them.
        for word in ["하늘", "바다"] {
            let spoken = try bed.run(["say", word])
            #expect(spoken.stdout == "\(word) [\(word)] — 합성음(espeak-ng), 사람 목소리가 아니에요\n", "\(word)")
            #expect(SpeechTests().played(folder).last?.hasSuffix(".wav") == true, "\(word)")
        }
    }

    @Test func theListeningQuestionPlaysTheDecksSound() throws {
        let bed = CLITestbed()
        try importedDeck(bed, only: ["나무"])
        let folder = try SpeechTests().player(in: bed)
        let learned = try bed.run(["learn", "--mode", "listen", "--count", "1", "--no-record"], stdin: "나무\nq\n")
        #expect(learned.exitCode == 0, "\(learned.stderr)")
        #expect(learned.stdout.contains("[1/1] 들리는 단어를 쓰세요."), "\(learned.stdout)")
        #expect(learned.stdout.contains("✓ 정답!"), "\(learned.stdout)")
        let played = SpeechTests().played(folder)
        #expect(played.first == "--quiet")
        let same = played.last.flatMap { FileManager.default.contents(atPath: $0) }.map(Array.init) == Self.wordSound
        #expect(same, "the deck's sound of the word")
    }
}

/// The Anki export carries each word's sound beside its pronunciation, as Anki plays a field's
/// `[sound:…]`, with the file among the package's media — read back by Anki's own backend.
@Suite(.enabled(if: AnkiBackend.isAvailable, Comment(rawValue: AnkiBackend.absentNote)))
struct ExportSoundTests {
    @Test func anExportedWordPlaysItsSoundInAnki() throws {
        let bed = try CLITestbed(language: "en").meet(days: 2)
        #expect(try bed.run(["quiz", "--count", "1", "--mode", "chosung"], stdin: "사과\n").exitCode == 0)
        let package = bed.root.path + "/work/sound.apkg"
        let exported = try bed.run(["export", "--format", "apkg", "--with-sound", "--output", package])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        #expect(exported.stdout.hasSuffix("\n1 word has its sound beside the pronunciation.\n"), "\(exported.stdout)")
        let spoken = try #require(try bed.run(["say", "사과", "--file"]).stdout.split(separator: "\n").first)
        let name = "wordquiz-" + (String(spoken) as NSString).lastPathComponent

        let collection = bed.root.path + "/anki/collection.anki2"
        try FileManager.default.createDirectory(atPath: bed.root.path + "/anki", withIntermediateDirectories: true)
        let anki = try AnkiBackend.run(["import", collection, package])
        let note = try #require(anki.notes.first { $0.fields["Word"] == "사과" })
        #expect(note.fields["Pronunciation"] == "[sound:\(name)]", "\(note.fields)")
        #expect(anki.media.contains(name), "\(anki.media)")
        let kept = try Data(contentsOf: URL(fileURLWithPath: bed.root.path + "/anki/collection.media/" + name))
        let same = Array(kept) == Array(try Data(contentsOf: URL(fileURLWithPath: String(spoken))))
        #expect(same, "the sound's bytes, intact in Anki's media")
    }
}
