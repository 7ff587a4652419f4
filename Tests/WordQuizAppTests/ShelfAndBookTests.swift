import Foundation
import TestSupport
import Testing
import WordQuizCore
import WordQuizStore

@testable import WordQuizApp

/// The deck and schedule use cases, run in process against a temporary store: what `deck` and
/// `schedule` rely on, each rule read back as the value a command would show.
@Suite struct ShelfAndBookTests {
    let folder = TemporaryDirectory("wordquiz-shelf-book")
    var path: String { folder.path + "/wordquiz.sqlite3" }

    func daily(_ id: String, at hour: Int, to channels: [ChannelSpec] = [.desktop]) -> Schedule {
        Schedule(
            id: id, trigger: .calendar(hour: hour, minute: 30, weekdays: Set(Weekday.allCases), timeZone: "Asia/Seoul"),
            channels: channels)
    }

    // MARK: - ScheduleBook

    /// A removed schedule's id stays taken while its deliveries are kept; a new schedule that
    /// delivers what another does is added and named as its twin.
    @Test func removedIDsStayTakenAndTwinsAreNamed() throws {
        let book = ScheduleBook(store: try WordStore(path: path))
        var offered: Set<String> = []
        let first = try book.add(requestedID: nil, at: 100) { taken in
            offered = taken
            return daily("s1", at: 7)
        }
        #expect(offered.isEmpty && first.twin == nil)
        try book.store.markMissed(scheduleID: "s1", fireTime: 200, at: 300)
        try book.remove("s1")
        #expect(throws: ScheduleBook.IDOfRemovedSchedule.self) {
            try book.add(requestedID: "s1", at: 400) { _ in daily("s1", at: 8) }
        }
        let second = try book.add(requestedID: nil, at: 400) { taken in
            offered = taken
            return daily("s2", at: 8, to: [.email, .desktop])
        }
        #expect(offered == ["s1"], "the removed schedule's id, its deliveries kept")
        #expect(second.twin == nil)
        let twin = try book.add(requestedID: nil, at: 500) { _ in daily("s3", at: 8, to: [.desktop, .email]) }
        #expect(twin.twin?.id == "s2", "the same moments to the same channels, in any order")
        #expect(try book.all().map(\.id).sorted() == ["s2", "s3"])
    }

    /// `init`'s daily schedule is added the first time and replaced after; a switch returns the
    /// schedule as it then is; a finished one-off is hidden from the list unless all are asked.
    @Test func putSwitchAndList() throws {
        let book = ScheduleBook(store: try WordStore(path: path))
        var seen: [Schedule?] = []
        _ = try book.put("daily", at: 10) { existing in
            seen.append(existing)
            return daily("daily", at: 7)
        }
        _ = try book.put("daily", at: 20) { existing in
            seen.append(existing)
            return daily("daily", at: 9)
        }
        #expect(seen == [nil, daily("daily", at: 7)])
        let off = try book.switchSchedule("daily", on: false, at: 30)
        #expect(off.isEnabled == false && off.trigger == daily("daily", at: 9).trigger)
        #expect(try book.stored("daily").isEnabled == false)
        _ = try book.add(requestedID: nil, at: 40) { _ in
            Schedule(id: "once", trigger: .once(at: 1_000), channels: [.desktop])
        }
        let before = try book.listing(all: false, now: 999)
        #expect(before.shown.map(\.schedule.id).sorted() == ["daily", "once"] && before.hidden == 0)
        let after = try book.listing(all: false, now: 1_001)
        #expect(after.shown.map(\.schedule.id) == ["daily"] && after.hidden == 1)
        #expect(try book.listing(all: true, now: 1_001).shown.count == 2)
        #expect(throws: CommandFailure.self) { try book.switchSchedule("nothing", on: true, at: 50) }
    }

    // MARK: - DeckShelf

    /// The bank is listed first and in use while no deck is chosen; choosing names each deck
    /// once, in the order given, and an unknown name is refused with the names there are.
    @Test func decksListedChosenAndRefused() throws {
        let shelf = DeckShelf(store: try WordStore(path: path))
        let tea = try shelf.add(DeckFile.Row(word: "녹차", line: 1), to: "tea", at: 10)
        #expect(tea.isNew && tea.useToStudy == "bank tea")
        let again = try shelf.add(DeckFile.Row(word: "녹차", line: 1), to: "tea", at: 11)
        #expect(!again.isNew)
        _ = try shelf.add(DeckFile.Row(word: "사과", line: 1), to: "fruit", at: 12)
        #expect(
            try shelf.rows() == [
                .init(name: "bank", words: WordBank.embedded.words.count, isInUse: true, isBank: true),
                .init(name: "fruit", words: 1, isInUse: false, isBank: false),
                .init(name: "tea", words: 1, isInUse: false, isBank: false),
            ])
        #expect(try shelf.use(["tea", "bank", "tea"], at: 20) == ["tea", "bank"])
        #expect(try shelf.rows().filter(\.isInUse).map(\.name) == ["bank", "tea"])
        #expect(try shelf.add(DeckFile.Row(word: "배", line: 1), to: "fruit", at: 21).useToStudy == "bank tea fruit")
        do {
            try shelf.use(["frut"], at: 30)
            Issue.record("an unknown deck was chosen")
        } catch let unknown as DeckShelf.UnknownDeck {
            #expect(unknown.name == "frut" && Set(unknown.known) == ["bank", "fruit", "tea"])
        }
        #expect(try shelf.words(of: "fruit")?.map(\.headword) == ["사과", "배"])
        #expect(try shelf.words(of: "nothing") == nil)
        #expect(try shelf.wordCount(of: "fruit") == 2)
        try shelf.remove("fruit", paths: paths)
        #expect(try shelf.wordCount(of: "fruit") == nil)
    }

    var paths: AppPaths { AppPaths(environment: ["HOME": folder.path], currentDirectory: folder.path) }

    /// A removed deck takes the pictures and sounds its import wrote, and leaves a sound
    /// another deck names, the other deck's own files, and any file outside wordquiz's folders
    /// that a row names.
    @Test func aRemovedDeckTakesItsOwnPicturesAndSounds() throws {
        let shelf = DeckShelf(store: try WordStore(path: path))
        let sounds = paths.dataDirectory + "/sounds"
        for folder in [sounds, paths.pictureDirectory] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let outside = folder.path + "/keep.png"
        func picture(_ file: String) -> Picture {
            Picture(file: file, url: "anki:x.png", format: .png, byteCount: 3, width: 1, height: 1, source: "d.apkg")
        }
        let files = [
            paths.pictureDirectory + "/deck-a1.png", paths.pictureDirectory + "/deck-b2.png", outside,
            sounds + "/a1.mp3", sounds + "/shared.mp3", sounds + "/b2.mp3",
        ]
        for file in files { FileManager.default.createFile(atPath: file, contents: Data([1, 2, 3])) }
        var apple = DeckFile.Row(word: "사과", meaning: "과일", line: 1, picture: picture(files[0]), sounds: ["a1.mp3"])
        apple.wordSound = "a1.mp3"
        let pear = DeckFile.Row(word: "배", meaning: "과일", line: 2, picture: picture(outside), sounds: ["shared.mp3"])
        _ = try shelf.store.importDeck("fruit", rows: [apple, pear], at: 1)
        let other = DeckFile.Row(
            word: "감", meaning: "과일", line: 1, picture: picture(files[1]), sounds: ["shared.mp3", "b2.mp3"])
        _ = try shelf.store.importDeck("more", rows: [other], at: 1)
        #expect(try shelf.remove("fruit", paths: paths) == 2)
        let left = files.filter { FileManager.default.fileExists(atPath: $0) }
        #expect(left == [files[1], outside, sounds + "/shared.mp3", sounds + "/b2.mp3"])
    }
}
