import TestSupport
import Testing
import WordQuizCore

/// A recording is kept only when its bytes are a sound file: MP3 frames (with or without an
/// ID3 tag), RIFF/WAVE or Ogg, never an HTML page served as 200.
@Suite struct AudioFormatTests {
    @Test func mp3FramesAreAnMP3() {
        #expect(AudioFormat.inspect(AudioSamples.mp3(frames: 3)) == .mp3)
        #expect(AudioFormat.inspect(AudioSamples.mp3(frames: 1)) == .mp3, "one frame, nothing after it")
    }

    @Test func anID3TagBeforeTheFramesIsSkipped() {
        let tag: [UInt8] = Array("ID3".utf8) + [3, 0, 0, 0, 0, 0, 20] + [UInt8](repeating: 0x41, count: 20)
        #expect(AudioFormat.inspect(tag + AudioSamples.mp3(frames: 2)) == .mp3)
        #expect(AudioFormat.inspect(tag + Array("<html>".utf8)) == nil, "a tag before no frame is no MP3")
    }

    @Test func aFrameHeaderFollowedByNoFrameWhereItSaysIsRefused() {
        var bytes = AudioSamples.mp3(frames: 2)
        bytes[417] = 0x3C  // the second frame's sync byte is "<"
        #expect(AudioFormat.inspect(bytes) == nil)
    }

    /// Every bit rate of the standard's tables (ISO/IEC 11172-3, 13818-3) gives its frame its
    /// length: a recording at any of them is found to be frames, one after the other.
    @Test func framesAtEveryBitRateFollowEachOtherWhereTheirLengthSays() {
        let mpeg1 = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        let mpeg2 = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        for (version, rates, samplesPerSecond, bytesPerKbit) in [
            (UInt8(0xFB), mpeg1, 44_100, 144), (UInt8(0xF3), mpeg2, 22_050, 72),
        ] {
            for (offset, kbps) in rates.enumerated() {
                let header: [UInt8] = [0xFF, version, UInt8(offset + 1) << 4, 0x64]
                let length = bytesPerKbit * kbps * 1000 / samplesPerSecond
                let frame = header + [UInt8](repeating: 0x55, count: length - 4)
                #expect(AudioFormat.inspect(frame + frame + frame) == .mp3, "\(kbps) kbit/s, \(length) bytes")
                #expect(AudioFormat.inspect(frame + [0x55] + frame) == nil, "\(kbps) kbit/s: one byte off")
            }
        }
    }

    @Test func reservedVersionsLayersAndRatesAreRefused() {
        for header: [UInt8] in [
            [0xFF, 0xEB, 0x90, 0x64],  // version 01 is reserved
            [0xFF, 0xFD, 0x90, 0x64],  // layer II
            [0xFF, 0xFB, 0xF0, 0x64],  // bit rate index 15
            [0xFF, 0xFB, 0x0C, 0x64],  // free format, sample rate index 3
        ] {
            #expect(AudioFormat.inspect(header + [UInt8](repeating: 0, count: 500)) == nil, "\(header)")
        }
    }

    @Test func theSyntheticVoicesWAVAndAnOggPageAreSoundFiles() {
        let wav = WAVFile.bytes(samples: [0, 1000, -1000, 0], sampleRate: 22_050)
        #expect(AudioFormat.inspect(wav) == .wav)
        #expect(AudioSamples.wavFacts(wav)?.peak == 1000)
        #expect(AudioSamples.wavFacts(wav)?.seconds == 4.0 / 22_050)
        let ogg = Array("OggS".utf8) + [0, 2] + [UInt8](repeating: 0, count: 40)
        #expect(AudioFormat.inspect(ogg) == .ogg)
    }

    @Test func pagesAndEmptyBodiesAreNotSound() {
        for body in ["", "<!DOCTYPE html><html><body>로그인</body></html>", "RIFF....AVI LIST", "OggS"] {
            #expect(AudioFormat.inspect(Array(body.utf8)) == nil, "\(body)")
        }
    }
}
