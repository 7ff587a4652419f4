import Foundation
import Testing

@testable import WordQuizCore

/// The bank's 한자 checked against a Sino-Korean dictionary nobody here wrote: libhangul's
/// (Debian's libhangul-data, 275,000 words with their characters), read by the tests only.
/// Every character reads as the syllable it stands under, and a word that could be 한자어 but
/// shows no 한자 has been looked at and is 고유어 or a loanword.
@Suite(.enabled(if: SinoKoreanDictionary.installed != nil, Comment(rawValue: SinoKoreanDictionary.absentNote)))
struct BankHanjaTests {
    static let dictionary = SinoKoreanDictionary.installed
    static let words = WordBank.embedded.words.filter { !["속담", "관용구"].contains($0.partOfSpeech) }

    /// A spelling's Sino-Korean part: the word, and its base before 하다, 스럽다, 롭다 or 히
    /// when two syllables or more are left (처연 of 처연하다).
    static func bases(of headword: String) -> [String] {
        [headword]
            + ["하다", "스럽다", "롭다", "히"].compactMap { ending in
                headword.hasSuffix(ending) && headword.count - ending.count >= 2
                    ? String(headword.dropLast(ending.count)) : nil
            }
    }

    /// Read one by one against the dictionary: 잠깐 is written 暫間 though 間 reads 간; the
    /// spelling keeps the tensed sound (표준국어대사전, 잠깐 暫間).
    static let readAsSpoken: Set<String> = ["잠깐"]

    /// Looked at one by one: each is 고유어 or a loanword whose spelling is also a rarer
    /// Sino-Korean word of another meaning (사랑 is not 舍廊, 요새 "lately" is not 要塞, 거리
    /// "street" is not 距離, 가람 "river" is not 伽藍). A word added to the bank that could be
    /// 한자어 fails `everyWordThatCouldBeSinoKoreanIsReviewed` until it is given its 한자 or
    /// added here.
    static let nativeHomographs: Set<String> = [
        "가난", "가난하다", "가득", "가람", "가방", "가위", "가장", "감자", "개미", "개운하다", "거기", "거리", "거의",
        "고기", "고비", "고소하다", "고요하다", "고작", "고추", "과일", "구경하다", "구두", "구석", "국수", "기침",
        "김치", "나래", "나무", "노래", "노래하다", "녹다", "다시", "다음", "답답하다", "대단하다", "대충", "동안",
        "마리", "마치", "매우", "모두", "모습", "무척", "문득", "미리", "발목", "배추", "번거롭다", "비록", "사랑",
        "사랑스럽다", "사랑하다", "사이", "생각", "생각하다", "서다", "서로", "서운하다", "선잠", "설마", "소금",
        "소담하다", "소리", "소파", "수박", "수수하다", "수월하다", "시원하다", "심심하다", "아기", "아내", "아마",
        "아무", "아주", "아차", "앙금", "어귀", "어제", "언제", "여기", "예전", "오리", "오이", "오직", "요새", "우리",
        "이랑", "이마", "이미", "이분", "이불", "이제", "자다", "자주", "잔잔하다", "잔치", "잡다", "장마", "저기",
        "저희", "적다", "조금", "조용하다", "조용히", "종이", "주다", "지루하다", "차분하다", "차지하다", "천천히",
        "치마", "칠칠하다", "파일", "하루", "해사하다", "허리", "허전하다", "혼자",
    ]

    @Test func everyCharacterReadsAsTheSyllableItStandsUnder() throws {
        let dictionary = try #require(Self.dictionary)
        var found: [String] = []
        for word in Self.words {
            guard let hanja = word.hanja?.replacingOccurrences(of: " ", with: ""), !hanja.isEmpty,
                !Self.readAsSpoken.contains(word.headword)
            else { continue }
            let syllables = Array(word.headword.replacingOccurrences(of: " ", with: ""))
            guard hanja.count <= syllables.count else {
                found.append("\(word.headword) \(hanja): more characters than syllables")
                continue
            }
            for (character, syllable) in zip(hanja, syllables) {
                let reads =
                    SinoKoreanDictionary.isHanja(character)
                    ? dictionary.readings[character, default: []].contains(syllable) : character == syllable
                if !reads {
                    found.append("\(word.headword) \(hanja): \(character) is not read \(syllable)")
                    break
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) 한자 that do not read as their word:\n\(found.joined(separator: "\n"))")
    }

    /// The words of `words` that show no 한자 though their spelling is a Sino-Korean word.
    static func couldBeSinoKorean(_ words: [BankWord], _ dictionary: SinoKoreanDictionary) -> Set<String> {
        Set(
            words.filter {
                ($0.hanja ?? "").isEmpty && bases(of: $0.headword).contains(where: dictionary.words.contains)
            }
            .map(\.headword))
    }

    @Test func everyWordThatCouldBeSinoKoreanIsReviewed() throws {
        let dictionary = try #require(Self.dictionary)
        let couldBeSino = Self.couldBeSinoKorean(Self.words, dictionary)
        let unreviewed = couldBeSino.subtracting(Self.nativeHomographs).sorted()
        #expect(unreviewed.isEmpty, "한자어 without their 한자, or 고유어 to review: \(unreviewed)")
        let stale = Self.nativeHomographs.subtracting(couldBeSino).sorted()
        #expect(stale.isEmpty, "reviewed words no longer in question: \(stale)")
    }

    /// The review's 한자어 that came without their 한자 are what the check finds, and a wrong
    /// character is what the reading check finds.
    @Test func theChecksFindAWordThatLostItsHanjaOrHasAWrongOne() throws {
        let dictionary = try #require(Self.dictionary)
        var bank = Self.words.filter { ["처연하다", "배려", "사과"].contains($0.headword) }
        #expect(bank.count == 3)
        #expect(Self.couldBeSinoKorean(bank, dictionary).isEmpty)
        for index in bank.indices { bank[index].hanja = nil }
        #expect(Self.couldBeSinoKorean(bank, dictionary) == ["처연하다", "배려", "사과"])
        #expect(dictionary.readings["慮"]?.contains("려") == true)
        #expect(dictionary.readings["慮"]?.contains("례") == false)
    }
}

/// libhangul's dictionary: how each character is read, and the Hangul spellings of its
/// Sino-Korean words (two syllables or more).
struct SinoKoreanDictionary {
    static let path = "/usr/share/libhangul/hanja/hanja.txt"
    static let absentNote = "\(path) is absent (Debian's libhangul-data): the bank's 한자 is not checked"
    /// The installed one; nil where libhangul-data is not installed.
    static let installed = SinoKoreanDictionary(path: path)

    var readings: [Character: Set<Character>] = [:]
    var words: Set<String> = []

    init?(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            let hangul = Array(fields[0])
            let hanja = Array(fields[1])
            guard !hangul.isEmpty, hangul.count == hanja.count else { continue }
            for (syllable, character) in zip(hangul, hanja) where Self.isHanja(character) {
                readings[character, default: []].insert(syllable)
            }
            if hangul.count >= 2 { words.insert(String(hangul)) }
        }
    }

    static func isHanja(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            (0x3400...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
                || (0x20000...0x2FA1F).contains($0.value)
        }
    }
}
