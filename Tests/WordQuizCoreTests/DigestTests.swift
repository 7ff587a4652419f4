import Foundation
import Testing

@testable import WordQuizCore

@Suite struct DigestTests {
    let entry = Entry(
        headword: "사과", partOfSpeech: "명사", pronunciation: "사과", origin: "沙果",
        senses: [Sense(definition: "둥근 과일.", examples: ["사과를 먹었다."])], link: "https://example.test/사과",
        provider: .opendict)

    static let longing = Digest.PastWord(headword: "그리움", meaning: "보고 싶어 애타는 마음.")

    func digest(
        _ entry: Entry? = nil, yesterday: Digest.PastWord? = longing, due: Int? = 3,
        dueWords: [String] = ["배", "감", "귤"], streak: Int? = 5, language: Language = .ko
    ) -> Digest {
        Digest(
            composing: .init(
                date: CalendarDate(parsing: "2026-11-29")!, entry: entry ?? self.entry, yesterday: yesterday,
                reviewsDue: due, dueWords: dueWords, streak: streak, language: language))
    }

    @Test func composesTitleSubtitleAndBody() {
        let d = digest()
        #expect(d.title == "오늘의 단어: 사과")
        #expect(d.subtitle == "뜻: 둥근 과일.")
        #expect(
            d.bodyLines == [
                "명사 [사과]", "원어: 沙果", "예) 사과를 먹었다.", "어제의 단어: 그리움 — 보고 싶어 애타는 마음.",
                "복습할 단어 3개: 배, 감, 귤 — wordquiz review", "연속 학습 5일",
            ])
    }

    /// Words due that the digest does not name (none listed): the count and the command.
    @Test func dueWordsNotNamedAreCountedWithTheCommand() {
        #expect(digest(due: 12, dueWords: [], language: .ko).bodyLines.contains("복습할 단어 12개 — wordquiz review"))
        #expect(digest(due: 12, dueWords: [], language: .en).bodyLines.contains("12 words to review — wordquiz review"))
    }

    /// An English reader's digest speaks English around the Korean it teaches.
    @Test func anEnglishReadersDigestSpeaksEnglish() {
        let d = digest(due: 7, dueWords: ["배", "감", "귤", "눈", "밤", "꿈"], streak: 1, language: .en)
        #expect(d.title == "Word of the day: 사과")
        #expect(d.subtitle == "Meaning: 둥근 과일.")
        #expect(
            d.bodyLines == [
                "noun [사과]", "Origin: 沙果", "e.g. 사과를 먹었다.", "Yesterday's word: 그리움 — 보고 싶어 애타는 마음.",
                "7 words to review: 배, 감, 귤, 눈, 밤 … — wordquiz review", "Streak: 1 day",
            ])
        #expect(
            digest(due: 1, dueWords: ["배"], language: .en).bodyLines.contains("1 word to review: 배 — wordquiz review"))
        #expect(digest(due: 0, dueWords: [], language: .en).bodyLines.contains("No words to review"))
    }

    /// A file that collects digests gets each as a block under its date.
    @Test func aFileBlockCarriesItsDate() {
        let block = digest().fileBlock
        #expect(block.hasPrefix("── 2026-11-29 ──\n오늘의 단어: 사과\n뜻: 둥근 과일.\n"))
        #expect(block.hasSuffix("https://example.test/사과\n\n"))
    }

    @Test func anEnglishGlossStandsBesideTheWord() {
        var tree = entry
        tree.headword = "나무"
        tree.senses = [Sense(definition: "식물.", translations: [Translation(language: "영어", word: "tree")])]
        #expect(digest(tree).title == "오늘의 단어: 나무 (tree)")
        #expect(digest().title == "오늘의 단어: 사과", "no gloss, nothing beside the word")
    }

    @Test func missingFactsAreLeftOut() {
        let bare = Entry(headword: "하늘", senses: [Sense(definition: "하늘.")], provider: .offline)
        #expect(digest(bare, yesterday: nil, due: nil, streak: 0).bodyLines.isEmpty)
        // On the desktop: the meaning alone, with no second line.
        #expect(ChannelRendering.desktop(digest(bare, yesterday: nil, due: nil, streak: 0)).body == "뜻: 하늘.")
    }

    @Test func desktopIsASummaryAndTwoShortLines() {
        var long = entry
        long.senses = [Sense(definition: String(repeating: "아주 긴 뜻풀이 ", count: 20), examples: ["사과를 먹었다."])]
        let desktop = ChannelRendering.desktop(digest(long))
        #expect(desktop.summary == "오늘의 단어: 사과")
        let lines = desktop.body.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("…"))
        #expect(DisplayWidth.width(of: lines[0]) <= ChannelRendering.desktopLineColumns)
        #expect(lines[1] == "예) 사과를 먹었다.")
    }

    /// A scheduled digest caught up late says, last, which one it is.
    @Test func aLateDigestSaysWhichItIs() {
        var korean = digest()
        korean.lateFrom = "08:00"
        #expect(korean.bodyLines.last == "08:00 소식을 늦게 보내요: 컴퓨터가 꺼져 있었거나 잠자고 있었어요.")
        var english = digest(language: .en)
        english.lateFrom = "08:00"
        #expect(english.bodyLines.last == "The 08:00 digest, sent late: the machine was off or asleep.")
        #expect(digest().bodyLines.last == "연속 학습 5일", "on time: no such line")
    }

    /// A picture's credit (its licence asks for it) is the last line of a long ntfy digest,
    /// never cut away with the message it follows.
    @Test func aLongNtfyDigestKeepsThePicturesCredit() {
        var huge = entry
        huge.senses = [Sense(definition: String(repeating: "가나다라마바사", count: 1000), examples: ["예문."])]
        huge.picture = Picture(
            file: "/p/사과.jpg", url: "https://upload.example/사과.jpg", format: .jpeg, byteCount: 10, width: 300,
            height: 200, licence: "CC BY-SA 4.0", author: "Kim", source: "Wikimedia Commons")
        let d = digest(huge)
        let message = ChannelRendering.ntfy(d, topic: "t").message
        #expect(message.utf8.count <= ChannelRendering.ntfyMessageBytes)
        let credit = try? #require(d.pictureCreditLine)
        #expect(message.hasSuffix("\n" + (credit ?? "")), "\(message.suffix(120))")
    }

    /// A deck's picture has no address a service can fetch (`anki:f000001.png`): Slack,
    /// Discord and ntfy get none, nor its credit; the email and the desktop still carry its file.
    @Test func aPictureWithoutAWebAddressIsLeftOutOfTheWebhooks() throws {
        var decked = entry
        decked.picture = Picture(
            file: "/p/deck-1.png", url: "anki:f000001.png", format: .png, byteCount: 10, width: 30, height: 20,
            source: "topik.apkg")
        let d = digest(decked)
        #expect(d.fetchablePicture == nil)
        let ntfy = ChannelRendering.ntfy(d, topic: "t")
        #expect(ntfy.attach == nil && ntfy.filename == nil)
        #expect(!ntfy.message.contains("topik.apkg"), "no credit for a picture not sent")
        #expect(!ChannelRendering.slack(d).blocks.contains { $0.type == "image" || $0.type == "context" })
        #expect(ChannelRendering.discord(d).embeds == nil)
        #expect(ChannelRendering.desktop(d).imagePath == "/p/deck-1.png")
        #expect(ChannelRendering.emailHTML(d, pictureContentID: "pic").contains(#"src="cid:pic""#))
        decked.picture?.url = "https://upload.example/a.png"
        #expect(ChannelRendering.ntfy(digest(decked), topic: "t").attach == "https://upload.example/a.png")
    }

    /// The email asks for the picture at its own width up to 480 px: never blown up, never wider,
    /// never past a phone's screen, and never stretched (no height of its own: it follows).
    @Test(arguments: [(120, 120), (480, 480), (900, 480), (2_000, 480)])
    func theEmailsPictureIsNeverDrawnWiderThanItIsNorThan480(width: Int, shown: Int) {
        var pictured = entry
        pictured.picture = Picture(
            file: "/p/사과.jpg", url: "https://upload.example/사과.jpg", format: .jpeg, byteCount: 10, width: width,
            height: 600, source: "Wikimedia Commons")
        let html = ChannelRendering.emailHTML(digest(pictured), pictureContentID: "pic")
        #expect(
            html.contains(#"src="cid:pic" alt="사과" width="\#(shown)" style="max-width:100%;height:auto">"#),
            "\(html)")
        #expect(!html.contains("height=\""), "no height of its own to stretch it")
        #expect(html.contains(#"<html lang="ko"><head><meta charset="utf-8">"#))
    }

    /// What the email's reader sees, each as its own paragraph in the order the text part
    /// gives it: the word, its English (a reader of English is shown it), the meaning, every
    /// fact, the link by its name.
    @Test func theEmailsHTMLShowsEveryFactOfTheTextPart() throws {
        var glossed = entry
        glossed.senses[0].translations = [Translation(language: .english, word: "apple")]
        let d = digest(glossed, language: .en)
        let html = ChannelRendering.emailHTML(d)
        let paragraphs = html.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.firstRange(of: ">"), line.hasSuffix("</p>") || line.hasSuffix("</h1>") else {
                return nil
            }
            return String(line[open.upperBound...].dropLast(line.hasSuffix("</p>") ? 4 : 5))
        }
        #expect(
            paragraphs == [
                "Word of the day", "사과", "apple", "Meaning: 둥근 과일.", "noun [사과]", "Origin: 沙果",
                "e.g. 사과를 먹었다.", "Yesterday&#39;s word: 그리움 — 보고 싶어 애타는 마음.",
                "3 words to review: 배, 감, 귤 — wordquiz review", "Streak: 5 days",
                #"<a href="https://example.test/사과">See it in the dictionary</a>"#,
            ], "\(html)")
        #expect(paragraphs.dropFirst(4).dropLast() == ArraySlice(d.bodyLines.map(ChannelRendering.escapeHTML)))
        #expect(html.contains(#"<html lang="en"><head><meta charset="utf-8">"#))
    }

    /// Dictionary text is text in the email, never markup: tags, ampersands and quotes are
    /// escaped wherever they land (the headword in the heading and the picture's alt, the
    /// meaning, a fact, the link).
    @Test func theEmailEscapesDictionaryTextWhereverItLands() {
        var hostile = entry
        hostile.headword = #"사"과<b>"#
        hostile.senses = [Sense(definition: #"<b>굵게</b> & "인용" 'x'"#, examples: ["<script>예</script>"])]
        hostile.link = "https://example.test/view?a=1&b=\"2\""
        hostile.picture = Picture(
            file: "/p/a.jpg", url: "https://upload.example/a.jpg", format: .jpeg, byteCount: 10, width: 100,
            height: 100, source: "<i>credit</i>")
        let html = ChannelRendering.emailHTML(digest(hostile), pictureContentID: "pic")
        #expect(html.contains("뜻: &lt;b&gt;굵게&lt;/b&gt; &amp; &quot;인용&quot; &#39;x&#39;</p>"), "\(html)")
        #expect(html.contains(">사&quot;과&lt;b&gt;</h1>"), "\(html)")
        #expect(html.contains(#"alt="사&quot;과&lt;b&gt;""#), "\(html)")
        #expect(html.contains(">예) &lt;script&gt;예&lt;/script&gt;</p>"), "\(html)")
        #expect(html.contains(#"<a href="https://example.test/view?a=1&amp;b=&quot;2&quot;">"#), "\(html)")
        #expect(html.contains("&lt;i&gt;credit&lt;/i&gt;"), "\(html)")
        for tag in ["<b>", "<script>", "<i>"] { #expect(!html.contains(tag), "\(tag)") }
    }

    @Test func eachChannelStaysWithinItsLimitCuttingAtSyllables() throws {
        var huge = entry
        huge.senses = [Sense(definition: String(repeating: "가나다라마바사", count: 1000), examples: ["예문."])]
        let d = digest(huge)

        let ntfy = ChannelRendering.ntfy(d, topic: "t").message
        #expect(ntfy.utf8.count <= 4096)
        #expect(ntfy.hasSuffix("…"))

        let section = ChannelRendering.slack(d).blocks[1].text?.text ?? ""
        #expect(section.utf16.count <= 3000)
        #expect(section.hasSuffix("…"))

        let discord = ChannelRendering.discord(d).content
        #expect(discord.utf16.count <= 2000)
        #expect(discord.hasSuffix("…"))

        for text in [ntfy, section, discord] {
            // Cut between syllables: what is left before the ellipsis is whole syllables.
            let kept = text.dropLast()
            #expect(
                kept.hasSuffix("가") || kept.hasSuffix("나") || kept.hasSuffix("다") || kept.hasSuffix("라")
                    || kept.hasSuffix("마") || kept.hasSuffix("바") || kept.hasSuffix("사"))
        }
        #expect(ChannelRendering.plain(d).contains(String(repeating: "가나다라마바사", count: 1000)))
    }

    @Test func slacksHeaderIsCutAtItsLimitOfOneHundredFiftyCharacters() {
        var long = entry
        // "오늘의 단어: " is 8 characters: a headword of 142 makes a title of exactly 150.
        long.headword = String(repeating: "가", count: 142)
        let fits = ChannelRendering.slack(digest(long)).blocks[0].text?.text ?? ""
        #expect(fits.count == 150 && !fits.hasSuffix("…"), "a title of 150 characters is whole")
        long.headword = String(repeating: "가", count: 143)
        let cut = ChannelRendering.slack(digest(long)).blocks[0].text?.text ?? ""
        #expect(cut.utf16.count <= 150 && cut.hasSuffix("…"), "one more and it is cut: \(cut.count)")
    }

    /// Slack refuses an image block whose alt text passes 2000 characters, and the alt text is
    /// the headword: a dictionary's headword of 2000 is kept whole, one of 2001 is cut to fit.
    @Test func slacksPictureAltTextIsTheHeadwordCutAtTwoThousandCharacters() throws {
        func altText(headwordLength: Int) throws -> String {
            var long = entry
            long.headword = String(repeating: "가", count: headwordLength)
            var withPicture = digest(long)
            withPicture.picture = Picture(
                file: "/cache/가.png", url: "https://example.test/가.png", format: .png, byteCount: 100, width: 10,
                height: 10, source: "예시 사전")
            let image = try #require(ChannelRendering.slack(withPicture).blocks.first { $0.type == "image" })
            return image.altText ?? ""
        }
        let whole = try altText(headwordLength: 2000)
        #expect(whole.count == 2000 && whole.allSatisfy { $0 == "가" }, "a headword of 2000 is the alt text whole")
        let cut = try altText(headwordLength: 2001)
        #expect(cut.utf16.count <= 2000 && cut.hasSuffix("…") && cut.count > 1990, "cut: \(cut.count)")
    }

    @Test func discordIsToldToPingNobodyWhateverTheDictionarySays() throws {
        var loud = entry
        loud.senses = [Sense(definition: "@everyone @here <@&123> 모두 보세요.")]
        let data = try JSONEncoder().encode(ChannelRendering.discord(digest(loud)))
        // Read as Discord reads it: the JSON object, not our own type.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let allowed = try #require(object["allowed_mentions"] as? [String: Any], "allowed_mentions is sent")
        #expect((allowed["parse"] as? [Any])?.isEmpty == true, "parse: [] — no mention may ping")
        #expect(allowed.count == 1, "no users or roles are allowed either: \(allowed)")
        #expect((object["content"] as? String)?.contains("@everyone") == true, "the text itself is kept")
    }

    @Test func slackMarkupInDictionaryTextIsEscaped() throws {
        var tricky = entry
        tricky.senses = [Sense(definition: "<!channel> & 친구")]
        let section = ChannelRendering.slack(digest(tricky)).blocks[1].text?.text ?? ""
        #expect(section.contains("&lt;!channel&gt; &amp; 친구"))
    }
}
