import Testing

@testable import WordQuizCore

/// 표준 발음법 (제2부 of 표준어 규정), each article the engine implements, read with the
/// standard's own examples. Vowel length (ː) is not written, so the standard's [밥ː따] is [밥따].
@Suite struct StandardPronunciationTests {
    private func said(_ spelling: String, predicate: Bool = false, hanja: String? = nil) -> String {
        StandardPronunciation(of: spelling, context: .init(endsInPredicate: predicate, hanja: hanja)).text
    }

    private func expectEach(_ cases: KeyValuePairs<String, String>, predicate: Bool = false) {
        for (spelling, standard) in cases {
            #expect(said(spelling, predicate: predicate) == standard, "\(spelling) [\(standard)]")
        }
    }

    @Test func article5JyeoAfterJChAndUiAfterAConsonant() {
        expectEach(["가져": "가저", "쪄": "쩌", "다쳐": "다처"])
        expectEach([
            "늴리리": "닐리리", "닁큼": "닝큼", "무늬": "무니", "띄어쓰기": "띠어쓰기", "씌어": "씨어", "틔어": "티어",
            "희어": "히어", "희망": "히망", "유희": "유히",
        ])
        // A word's first 의 stays, and so does a 의 whose consonant only moved there.
        #expect(said("의사") == "의사")
        #expect(said("합의") == "하븨")
    }

    @Test func article9FinalsAreSevenSounds() {
        expectEach([
            "키읔": "키윽", "키읔과": "키윽꽈", "옷": "옫", "젖": "젇", "꽃": "꼳", "솥": "솓", "앞": "압",
        ])
        expectEach(
            ["닦다": "닥따", "웃다": "욷따", "있다": "읻따", "빚다": "빋따", "쫓다": "쫃따", "뱉다": "밷따", "덮다": "덥따"],
            predicate: true)
    }

    @Test func article10ClustersKeepTheFirstButBalpAndNeolp() {
        expectEach(["넋": "넉", "넋과": "넉꽈", "여덟": "여덜", "외곬": "외골", "값": "갑"])
        expectEach(["앉다": "안따", "넓다": "널따", "핥다": "할따", "없다": "업따"], predicate: true)
        expectEach(["밟소": "밥쏘", "밟지": "밥찌", "밟는": "밤는", "밟게": "밥께", "밟고": "밥꼬"])
        expectEach(["밟다": "밥따", "넓죽하다": "넙쭈카다", "넓둥글다": "넙뚱글다"], predicate: true)
    }

    @Test func article11ClustersKeepTheSecond() {
        expectEach(["닭": "닥", "흙과": "흑꽈", "삶": "삼", "읊고": "읍꼬"])
        expectEach(["맑다": "막따", "젊다": "점따", "읊다": "읍따"], predicate: true)
    }

    @Test func article12Hieut() {
        expectEach([
            "놓고": "노코", "좋던": "조턴", "쌓지": "싸치", "많고": "만코", "않던": "안턴", "닳지": "달치",
            "각하": "가카", "먹히다": "머키다", "밝히다": "발키다", "맏형": "마텽", "좁히다": "조피다",
            "넓히다": "널피다", "꽂히다": "꼬치다", "앉히다": "안치다", "숱하다": "수타다",
            "닿소": "다쏘", "많소": "만쏘", "싫소": "실쏘",
            "놓는": "논는", "쌓네": "싼네", "않네": "안네", "않는": "안는", "뚫네": "뚤레", "뚫는": "뚤른",
            "낳은": "나은", "놓아": "노아", "쌓이다": "싸이다", "많아": "마나", "않은": "아는", "닳아": "다라",
            "싫어도": "시러도",
        ])
    }

    @Test func articles13And14FinalsMoveToAVowel() {
        expectEach([
            "깎아": "까까", "옷이": "오시", "있어": "이써", "낮이": "나지", "꽂아": "꼬자", "꽃을": "꼬츨",
            "쫓아": "쪼차", "밭에": "바테", "앞으로": "아프로", "덮이다": "더피다",
            "넋이": "넉씨", "앉아": "안자", "닭을": "달글", "젊어": "절머", "곬이": "골씨", "핥아": "할타",
            "읊어": "을퍼", "값을": "갑쓸", "없어": "업써",
        ])
        // ㅇ stays where it is.
        #expect(said("강아지") == "강아지")
    }

    @Test func article17Palatalisation() {
        expectEach([
            "굳이": "구지", "미닫이": "미다지", "땀받이": "땀바지", "밭이": "바치", "벼훑이": "벼훌치",
        ])
        expectEach(["곧이듣다": "고지듣따", "굳히다": "구치다", "닫히다": "다치다", "묻히다": "무치다"], predicate: true)
    }

    @Test func article18NasalsBeforeNasals() {
        expectEach([
            "먹는": "멍는", "국물": "궁물", "깎는": "깡는", "키읔만": "키응만", "몫몫이": "몽목씨", "긁는": "긍는",
            "흙만": "흥만", "닫는": "단는", "짓는": "진는", "옷맵시": "온맵씨", "있는": "인는", "맞는": "만는",
            "젖멍울": "전멍울", "쫓는": "쫀는", "꽃망울": "꼰망울", "붙는": "분는", "놓는": "논는", "잡는": "잠는",
            "밥물": "밤물", "앞마당": "암마당", "밟는": "밤는", "읊는": "음는", "없는": "엄는", "값매다": "감매다",
        ])
    }

    @Test func article19RieulAfterOtherConsonantsIsNieun() {
        expectEach([
            "담력": "담녁", "침략": "침냑", "강릉": "강능", "항로": "항노", "대통령": "대통녕",
            "막론": "망논", "석류": "성뉴", "협력": "혐녁", "법리": "범니",
        ])
    }

    @Test func article20NieunBesideRieulIsRieul() {
        expectEach([
            "난로": "날로", "신라": "실라", "천리": "철리", "광한루": "광할루", "대관령": "대괄령", "칼날": "칼랄",
            "물난리": "물랄리", "할는지": "할른지", "닳는": "달른", "뚫는": "뚤른", "핥네": "할레",
        ])
    }

    @Test func article23TenseAfterAStop() {
        expectEach([
            "국밥": "국빱", "넋받이": "넉빠지", "삯돈": "삭똔", "닭장": "닥짱", "칡범": "칙뻠", "옷고름": "옫꼬름",
            "있던": "읻떤", "꽂고": "꼳꼬", "꽃다발": "꼳따발", "밭갈이": "받까리", "솥전": "솓쩐", "곱돌": "곱똘",
            "덮개": "덥깨", "옆집": "엽찝", "값지다": "갑찌다",
        ])
        expectEach(["깎다": "깍따", "뻗대다": "뻗때다", "낯설다": "낟썰다", "읊조리다": "읍쪼리다"], predicate: true)
    }

    @Test func articles24And25TenseAfterAStemsNasalOrCluster() {
        expectEach(["신다": "신따", "껴안다": "껴안따", "얹다": "언따", "삼다": "삼따", "닮다": "담따"], predicate: true)
        expectEach(["핥다": "할따", "훑다": "훌따", "떫다": "떨따"], predicate: true)
        // Not a stem's end: a noun's ㄴ and ㅁ before a plain consonant stay plain.
        #expect(said("신다") == "신다")
        #expect(said("감기") == "감기")
    }

    @Test func article26TenseAfterRieulInSinoKoreanWords() {
        let cases: [(String, String, String)] = [
            ("갈등", "葛藤", "갈뜽"), ("발동", "發動", "발똥"), ("절도", "竊盜", "절또"), ("말살", "抹殺", "말쌀"),
            ("일시", "一時", "일씨"), ("갈증", "渴症", "갈쯩"), ("물질", "物質", "물찔"), ("발전", "發展", "발쩐"),
            ("몰상식", "沒常識", "몰쌍식"), ("불세출", "不世出", "불쎄출"),
            // 다만: the same character twice.
            ("허허실실", "虛虛實實", "허허실실"), ("절절하다", "切切하다", "절절하다"),
            // A 사자성어 is two pairs: tense inside one, not across the middle.
            ("설상가상", "雪上加霜", "설쌍가상"), ("견물생심", "見物生心", "견물생심"),
        ]
        for (spelling, hanja, standard) in cases {
            #expect(said(spelling, hanja: hanja) == standard, "\(spelling) [\(standard)]")
        }
        // Without its 한자 the rule cannot see the word's kind: a native word's ㄹ stays plain.
        #expect(said("갈등") == "갈등")
        #expect(said("발전", hanja: "發") == "발전", "a 한자 field that does not match the syllables is not read")
    }

    @Test func article27TheEndingSurokIsTense() {
        #expect(said("갈수록") == "갈쑤록")
        #expect(said("먹을수록") == "머글쑤록")
    }

    @Test func aPhraseIsSaidWordByWordWithNothingAcrossTheSpace() {
        #expect(said("입이 무겁다", predicate: true) == "이비 무겁따")
        #expect(said("가는 말이 고와야 오는 말이 곱다") == "가는 마리 고와야 오는 마리 곱따")
        #expect(said("옷 안") == "옫 안", "no 연음 across a space")
        #expect(said("발이 넓다", predicate: true) == "바리 널따", "the last word is the predicate")
    }

    @Test func whatIsNotAHangulSyllableStaysAndBreaksTheWord() {
        #expect(said("") == "")
        #expect(said("TV") == "TV")
        #expect(said("국-물") == "국-물")
        #expect(said("ㄱ국물") == "ㄱ궁물")
    }
}
