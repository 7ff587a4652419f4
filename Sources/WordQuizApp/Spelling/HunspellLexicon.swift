import CHunspell
import Foundation
import WordQuizCore

/// Korean as Hunspell's Korean dictionary knows it (Debian's `hunspell-ko`), for grading: is
/// a typed answer a word, and which word is it a form of. Reading the dictionary takes about
/// half a second, so a quiz starts reading it in the background (`prepare`) while the first
/// question is on the screen; a Hunspell handle is not safe to share between threads, so
/// every question to it is asked under one lock. Where the library or the dictionary is
/// missing, it knows no word, and the bank and the decks are the only words graded against.
final class HunspellLexicon: Lexicon, @unchecked Sendable {
    /// The one dictionary of the process.
    static let shared = HunspellLexicon()

    /// Where Debian and others install spelling dictionaries.
    static let folders = ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"]

    /// Longer than any Korean word: not asked (Hunspell would refuse it anyway).
    static let longestWord = 50

    private let lock = NSLock()
    private var handle: UnsafeMutableRawPointer?
    private var isLoaded = false

    /// Why there is no dictionary to grade against, or nil when there is one: the library
    /// cannot be opened, or the Korean dictionary is not installed.
    static func problem(folders: [String] = folders) -> Phrase? {
        guard wq_hunspell_is_available() != 0 else {
            let reason = wq_hunspell_load_error().map { String(cString: $0) } ?? ""
            return Phrase("libhunspell cannot be opened (\(reason, .reason))")
        }
        guard files(in: folders) != nil else {
            return Phrase(
                "the Korean spelling dictionary (ko.aff, ko.dic) is not in \(folders.joined(separator: ", "), .folder)")
        }
        return nil
    }

    /// The Korean dictionary's affix and word files, in the first folder that has both.
    static func files(in folders: [String]) -> (affix: String, words: String)? {
        for folder in folders {
            let affix = folder + "/ko.aff"
            let words = folder + "/ko.dic"
            if FileManager.default.isReadableFile(atPath: affix), FileManager.default.isReadableFile(atPath: words) {
                return (affix, words)
            }
        }
        return nil
    }

    /// Starts reading the dictionary on a thread of its own.
    func prepare() {
        Thread.detachNewThread { [self] in
            lock.lock()
            defer { lock.unlock() }
            loadIfNeeded()
        }
    }

    /// Opens the dictionary the first time; the caller holds the lock.
    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        guard Self.problem() == nil, let files = Self.files(in: Self.folders) else { return }
        handle = wq_hunspell_create(files.affix, files.words)
    }

    /// Whether a word is one Hunspell's Korean dictionary is asked about: Hangul syllables
    /// only (it takes Latin letters for foreign words, and `tkrhk` is 사과 typed on a Latin
    /// keyboard, not a word), and no longer than a word.
    static func isAskable(_ word: String) -> Bool {
        !word.isEmpty && word.count <= longestWord
            && word.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
    }

    func isWord(_ word: String) -> Bool {
        guard Self.isAskable(word) else { return false }
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        guard let handle else { return false }
        return wq_hunspell_spell(handle, word) != 0
    }

    func stems(of word: String) -> [String] {
        guard Self.isAskable(word) else { return [] }
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        guard let handle, wq_hunspell_spell(handle, word) != 0 else { return [] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = wq_hunspell_stem(handle, &list, word)
        defer { wq_hunspell_free_list(handle, &list, count) }
        guard let list, count > 0 else { return [] }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }
}
