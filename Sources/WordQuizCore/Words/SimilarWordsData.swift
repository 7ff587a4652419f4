// The bank's 비슷한말: words a learner who picks one for the other's definition is right to
// pick. One group a line, its words joined by `|`, then `#` and why (the definitions that say
// so). A word may be in more than one group; a group holds every way (`SimilarWords`), and a
// test walks every question the bank can make.

enum SimilarWordsData {
    static let lines = """
        언제나|항상|늘 # always: 항상 "언제나 변함없이", 언제나 "…항상", 늘 "계속하여 언제나"; 표준국어대사전 gives them as each other's 비슷한말
        같이|함께 # together: 같이 "둘 이상이 함께", 함께 "한꺼번에 같이" — each defined by the other
        감추다|숨기다 # to hide: 감추다 "…가리거나 숨기다", 숨기다 "…감추다" — each defined by the other
        타산지석|반면교사 # both: another's faults or bad example taken as a lesson for oneself
        구사일생|기사회생 # both: surviving after coming close to death (기사회생 "거의 죽을 뻔하다가 도로 살아남")
        박장대소|파안대소 # both: laughing loudly and heartily (손뼉을 치며 크게 웃음 / 활짝 웃음)
        다|모두 # all: 다 "남김없이 모두", 모두 "빠짐없이 다"
        가끔|종종|이따금|때때로 # sometimes: 종종 "가끔", 이따금 "얼마쯤씩 있다가 가끔", 때때로 "경우에 따라서 가끔"
        겨우|간신히|가까스로 # barely: 간신히 "겨우 또는 가까스로"; 겨우 "어렵게 힘들여", 가까스로 "애를 써서 매우 어렵게"
        고작|기껏 # at most, a mere: 고작 "…세어 보아도 겨우", 기껏 "…또는 애써 겨우"; 기껏 천 원 = 고작 천 원
        벌써|이미 # already: 벌써 "생각보다 빠르게, 이미"
        또|다시 # again: 다시 "하던 것을 되풀이하여 또"; 또 "어떤 일이 거듭하여"
        드디어|마침내 # finally: 마침내 "드디어 마지막에는"
        즉시|곧바로|당장 # at once: 곧바로 "바로 그 즉시", 즉시 "바로 그때에", 당장 "…또는 지금 바로"
        금방|방금 # just now: 금방 "말하는 때로부터 바로 조금 전에…", 방금 "말하는 때보다 바로 조금 전에"
        잠깐|잠시 # for a moment: "아주 짧은 동안에" / "짧은 동안에"
        한참|한동안 # for quite a while: "시간이 상당히 지나는 동안" / "꽤 오랫동안"
        점점|점차|차츰 # gradually: all "little by little, more and more"
        먼저|우선|일단 # first: 일단 "우선 먼저", 우선 "어떤 일에 앞서서", 먼저 "…앞서서"
        원래|본래 # originally: 원래 "처음부터. 또는 본디", 본래 = 본디
        굳이|구태여 # needlessly, bother to: 굳이 "…고집을 부려 구태여"
        다만|단지|오직|오로지 # only: 단지 "다른 것이 아니라 오직", 다만 "다른 것이 아니라 오로지", 오직 "…다만", 오로지 "오직 한 곬으로"
        아마|어쩌면 # perhaps: "확실하지는 않지만 짐작하건대" / "확실하지는 아니하지만 짐작하건대" — the same definition
        정말|정말로|참 # truly: 정말로 "거짓 없이 참으로", 참 "…정말로"
        흔쾌히|기꺼이 # gladly, willingly (흔쾌히/기꺼이 승낙했다)
        꼭|반드시 # surely, without fail: 꼭 "어떤 일이 있어도 반드시", 반드시 "틀림없이 꼭"
        분명히|틀림없이 # certainly: 분명히 "틀림없이 확실하게"
        결코|절대로 # never (with a negative): 결코 "어떤 경우에도 절대로"
        도무지|도저히 # (not) possibly: 도무지 "아무리 해도 전혀", 도저히 "아무리 하여도"
        혹시|만약 # if, by any chance: 혹시 "…만일에", 만약 "혹시 있을지도 모르는 뜻밖의 경우"
        가령|설령 # suppose: 가령 "가정하여 말하여", 설령 "가정해서 말하여" — the same definition
        가령|이를테면 # for example: 이를테면 "가령 말하자면"
        그래서|따라서 # therefore: both "앞의 내용이 뒤의 원인이나 근거가 될 때 쓰는 말" — the same definition
        게다가|더구나 # moreover, besides
        아주|매우|퍽 # very: "보통보다 훨씬 더한 정도로" / "보통보다 훨씬 더" / "보통 정도보다 훨씬 넘게" — the same definition
        가장|제일 # most: 제일 "여럿 가운데서 가장"
        갑자기|별안간|느닷없이 # suddenly (별안간/갑자기/느닷없이 비가 쏟아졌다)
        문득|불현듯 # suddenly (of a thought): "생각이나 느낌이 갑자기 떠오르는 모양" / "갑자기 어떤 생각이 … 일어나는 모양"
        하릴없이|속절없이 # helplessly: "달리 어떻게 할 도리가 없이" / "…달리 어찌할 도리가 없이"
        보통|대개 # usually: 보통 "특별한 일이 없으면 흔히. 대개."
        지금|이제 # now: both "바로 이때에"
        오히려|도리어|되레|외려 # on the contrary: 되레 < 도리어, 외려 < 오히려; the four definitions are the same
        피|혈액 # blood: both "혈관을 돌며 산소와 영양을 나르는/공급하는 붉은 액체"
        달걀|계란 # egg: "닭의 알" / "닭이 낳은 알"
        점심|점심밥 # lunch: "하루 중 낮에 먹는 밥" / "낮에 먹는 밥"
        뜻|의미 # meaning: 의미 "말이나 글의 뜻"
        이유|까닭|연유 # reason: 까닭 "…그렇게 된 이유", 이유 "…생기게 된 까닭", 연유 "일의 까닭"
        가격|값 # price
        짐작|추측 # guess
        습관|버릇 # habit
        운명|숙명 # fate: 숙명 "날 때부터 타고난 정해진 운명"
        단서|실마리|단초 # clue, starting point: "…풀어 나갈 수 있는 첫머리" / "…풀리기 시작하는 첫머리"
        골자|요지 # gist: "말이나 일의 내용에서 중심이 되는 줄기" / "말이나 글 따위에서 핵심이 되는 중요한 내용"
        기여|공헌 # contribution: "도움이 되도록 이바지함" / "힘을 써 이바지함"
        신념|소신 # belief one holds firmly: "굳게 믿는 마음" / "굳게 믿고 있는 바"
        적성|소질 # aptitude: 적성 "어떤 일에 알맞은 성질이나 소질"
        무렵|즈음 # around the time: 즈음 "일이 어찌 될 무렵", 무렵 "…일치하는 즈음"
        다툼|싸움 # quarrel, fight: 다툼 "…서로 따지며 싸우는 일", 싸움 "싸우는 일"
        조심|주의 # caution: 주의 "마음에 새겨 두고 조심하는 것"
        임무|소임|역할 # duty, role: 소임 "맡은 바 직책이나 임무", 역할 "자기가 마땅히 하여야 할 맡은 바 직책이나 임무"
        윤리|도덕 # ethics, morality: what one must keep as a person/member of society
        안목|식견 # discerning eye: "사물을 보고 분별하는 견식" / "사물을 분별할 수 있는 능력"
        아량|도량 # magnanimity: "너그럽고 속이 깊은 마음씨" / "너그럽게 용납하는 넓은 마음과 깊은 생각"
        경치|풍경 # scenery
        나라|국가 # country, state: both "…국민 … 주권을 가진 집단"
        외국|해외 # foreign country: 해외 "…다른 나라를 이르는 말"
        미래|장래|앞날 # the future: 장래 "다가올 앞날", 앞날 "앞으로 닥쳐올 날이나 때", 미래 "앞으로 올 때"
        요즘|요새|최근 # these days, lately
        예전|옛날 # the old days: "꽤 오래된 지난날" / "아주 오래된 지난날"
        감사|고마움 # gratitude
        순서|차례 # order: 순서 "정해 놓은 차례", 차례 "순서 있게 …"
        끝|마지막 # end: 마지막 "시간이나 순서에서 맨 끝", 끝 "…마지막이 되는 부분"
        백미|압권 # the finest: "여럿 가운데에서 가장 뛰어난 사람이나 훌륭한 물건" / "여럿 가운데 가장 뛰어난 부분이나 물건"
        전말|자초지종 # the whole story: "처음부터 끝까지 일이 진행되어 온 경과" / "처음부터 끝까지의 과정"
        곡절|우여곡절 # twists and turns: "…얽힌 이런저런 복잡한 사정" / "뒤얽혀 복잡하여진 사정"
        본성|천성 # innate nature: "본디부터 가진 성질" / "본래 타고난 성격이나 성품"
        절개|지조 # steadfast integrity: both "…굽히지 않고 (끝까지) 지키는 꿋꿋한 의지/태도"
        사용|이용 # use
        견해|의견 # opinion: 견해 "…자기의 의견이나 생각"
        관점|시각 # point of view: 시각 "…기본적인 자세나 관점"
        방식|방법 # way, method: 방식 "일정한 방법이나 형식"
        말버릇|입버릇 # pet phrase: 입버릇 "입에 배어 굳어 버린 말버릇"
        말투|말본새 # manner of speaking: "말을 하는 버릇이나 본새" / "말하는 태도나 모양새"
        굴레|족쇄|질곡 # shackles, yoke (figurative)
        빨래|세탁 # washing clothes
        공부|학습 # study: "지식이나 기술을 배우고 익히는 것" / "배워서 익히는 것"
        가사|집안일 # housework
        부엌|주방 # kitchen
        피붙이|살붙이 # blood relatives
        빈곤|가난 # poverty: 빈곤 "가난하여 살기가 어려움"
        잔치|파티 # party: 파티 "…여러 사람이 모이는 잔치"
        고객|손님 # customer: 고객 "상점에 물건을 사러 오는 손님"
        배달|택배 # delivery: "물건을 가져다 원하는 곳에 전해 주는 것" / "물건을 원하는 곳까지 직접 가져다주는 일"
        준비|마련 # preparation: 준비 "미리 마련하여 갖춤", 마련 "헤아려서 갖춤"
        참견|간섭 # meddling: 간섭 "…남의 일에 부당하게 참견함"
        순간|순식간|눈 깜짝할 사이 # an instant: 순간 "아주 짧은 동안", 순식간 "…아주 짧은 동안", 눈 깜짝할 사이 "매우 짧은 순간"
        들|들판|들녘 # open field: "논이나 밭으로 된 넓고 평평한 땅" / "넓고 평평한 땅" / "들이 펼쳐진 쪽이나 지역"
        인내|인고|인내심 # patience, endurance: 인내 "괴로움이나 어려움을 참고 견딤", 인고 "괴로움을 참음", 인내심 "…참고 견디는 마음"
        도외시|등한시 # disregard: "상관하지 않거나 무시함" / "마음에 두지 않고 소홀하게 보아 넘김"
        앙금|응어리 # lingering resentment: "마음속에 남아 있는 개운하지 않은 감정" / "가슴속에 쌓여 풀리지 않은 감정"
        너울|물너울 # heavy swell: "바다에서 크게 일어나 굼실거리는 사나운 물결" / "바다 위에 크게 출렁이며 밀려오는 물결"
        방향|쪽 # direction: 쪽 "어떤 방향", 방향 "어떤 곳을 향하는 쪽"
        건너편|맞은편 # the other side: 건너편 "어느 곳의 맞은편"
        받아들이다|수용하다 # to accept: 수용하다 "어떤 것을 받아들이다"
        동의하다|찬성하다 # to agree: "다른 사람의 의견과 뜻을 같이하다" / "…옳다고 인정하여 뜻을 같이하다"
        참석하다|출석하다 # to attend: 출석하다 "수업이나 모임에 나가 참석하다"
        초래하다|야기하다 # to bring about, cause
        변하다|바뀌다 # to change: 변하다 "…다른 것으로 바뀌거나 달라지다"
        선택하다|고르다 # to choose
        상의하다|의논하다 # to discuss: 상의하다 "어떤 일을 서로 의논하다"
        내포하다|함축하다 # to imply, contain
        감소하다|줄다|줄어들다 # to decrease: 감소하다 "양이나 수치가 줄다"
        증가하다|늘다|늘어나다 # to increase: 증가하다 "양이나 수치가 늘다"
        깨뜨리다|부수다 # to break, smash: 부수다 "…두드려 깨뜨리다"
        즐기다|누리다 # to enjoy: 즐기다 "즐겁게 누리거나 맛보다", 누리다 "…마음껏 즐기거나 맛보다"
        견디다|버티다 # to endure: 버티다 "어려운 일을 참고 견디다", 견디다 "…버티며 살아 나가다"
        피력하다|토로하다 # to speak one's mind: "생각하는 것을 털어놓고 말하다" / "마음에 있는 것을 죄다 드러내어서 말하다"
        발견하다|찾아내다 # to discover: 발견하다 "…알려지지 않은 것을 찾아내다"
        마치다|끝내다 # to finish: each defined by the other
        잊다|잊어버리다 # to forget
        잃다|잃어버리다 # to lose
        성장하다|자라다 # to grow
        기르다|키우다 # to raise: "동물이나 식물을 보살펴 자라게 하다" / "동물이나 식물을 길러 자라게 하다"
        돕다|도와주다 # to help
        망설이다|머뭇거리다 # to hesitate: 머뭇거리다 "…자꾸 망설이다"
        잡다|붙잡다 # to hold, grab: "손으로 쥐고 놓지 않다" / "놓치지 않도록 꽉 쥐다"
        묻다|물어보다 # to ask: 물어보다 "…알아내려고 묻다"
        보살피다|돌보다 # to look after: 돌보다 "관심을 가지고 보살피다"
        살피다|관찰하다|눈여겨보다 # to look closely: "두루두루 주의하여 자세히 보다" / "주의하여 자세히 살펴보다" / "주의 깊게 잘 살펴보다"
        노력하다|애쓰다|힘쓰다 # to make an effort: "…애를 쓰다" / "…힘쓰다" / "…애를 쓰다"
        일깨우다|깨우치다 # to make aware: "…일러 주어 알게 하다" / "깨달아 알게 하다"
        비웃다|코웃음을 치다 # to sneer: 코웃음을 치다 "…같잖다는 듯이 비웃다"
        되새기다|되돌아보다 # to look back on: "지나간 일을 다시 떠올려 생각하다" / "지난 일을 다시 생각해 보다"
        연기하다|미루다 # to postpone
        채근하다|다그치다 # to press, urge
        보호하다|지키다 # to protect: 지키다 "…해를 입지 않도록 보호하다"
        다투다|싸우다 # to quarrel: each defined by the other
        그만두다|포기하다|손을 떼다 # to quit: 손을 떼다 "하던 일을 그만두다", 포기하다 "…도중에 그만두어 버리다"
        손을 떼다|발을 빼다 # to pull out of a venture
        다다르다|도착하다 # to arrive: 도착하다 "목적지에 다다르다"
        나무라다|꾸짖다|야단치다 # to scold: 꾸짖다 "…엄하게 나무라다", 야단치다 "소리를 높여 꾸짖다"
        후회하다|뉘우치다 # to regret: 후회하다 "…잘못임을 깨닫고 뉘우치다"
        달리다|뛰다 # to run: 달리다 "빨리 뛰어가다"
        스미다|배다 # to soak in: 배다 "스며들거나 스며 나오다"
        나타내다|표현하다 # to express: both "생각이나 느낌을 …로 드러내(어 나타내)다"
        편들다|두둔하다|옹호하다 # to side with: each defined with the others
        퍼지다|번지다 # to spread
        멈추다|그치다 # to stop: each defined by the other
        암시하다|시사하다 # to hint, suggest
        솟구치다|치밀다 # to surge up (of feeling or force)
        감안하다|고려하다 # to take into account
        원하다|바라다 # to want, wish: each defined with the other
        나타나다|드러나다 # to appear: "보이지 않던 것이 모습을 드러내다" / "…보이지 않던 것이 보이게 되다"
        나르다|옮기다 # to carry: 나르다 "물건을 다른 곳으로 옮기다"
        비교하다|견주다 # to compare: 비교하다 "둘 이상의 것을 견주어…"
        격려하다|북돋우다 # to encourage: 격려하다 "…북돋워 주다"
        부족하다|모자라다 # to lack: 부족하다 "필요한 양이나 기준에 미치지 못해 모자라다"
        어처구니없다|기막히다 # dumbfounding: 어처구니없다 "…기가 막히는 듯하다", 기막히다 "…어이없다"
        넉넉하다|충분하다 # enough: 충분하다 "모자람이 없이 넉넉하다"
        곰살궂다|살갑다|다정하다 # affectionate: 곰살궂다 "성질이 부드럽고 다정하다", 살갑다 "마음씨가 부드럽고 친절하다"
        모호하다|애매하다 # ambiguous: "…흐리터분하여 분명하지 아니하다" / "…희미하여 분명하지 않다"
        오만하다|거만하다 # arrogant: 오만하다 "…건방지거나 거만하다"
        어색하다|서먹하다 # awkward (between people): 서먹하다 "낯이 설거나 친하지 아니하여 어색하다"
        겸연쩍다|쑥스럽다 # sheepish: 겸연쩍다 "쑥스럽거나 미안하여 어색하다"
        용감하다|씩씩하다 # brave: 용감하다 "용기가 있으며 씩씩하고 기운차다"
        당당하다|떳떳하다 # confident, upright: each defined by the other
        솔직하다|정직하다 # honest: "거짓이나 꾸밈이 없이 바르고 곧다" / "마음에 거짓이나 꾸밈이 없이 바르고 곧다" — the same definition
        뚜렷하다|명료하다|분명하다 # clear: 뚜렷하다 "…아주 분명하다", 명료하다 "뚜렷하고 분명하다", 분명하다 "…뚜렷하다"
        스산하다|을씨년스럽다 # bleak: 을씨년스럽다 "…몹시 스산하고 쓸쓸하다"
        깔끔하다|정갈하다|말쑥하다 # neat and clean: 정갈하다 "깨끗하고 깔끔하다", 말쑥하다 "…말끔하고 깨끗하다"
        서투르다|미숙하다 # unskilled: 미숙하다 "일 따위에 익숙하지 못하여 서투르다"
        흔하다|예사롭다 # common: 예사롭다 "흔히 있을 만하다"
        간단하다|단순하다 # simple: each defined by the other
        아늑하다|포근하다 # cozy: "따뜻하고 포근하여 편안한 느낌이 있다" / "따뜻하고 부드러워 편안한 느낌이 있다"
        귀엽다|사랑스럽다 # cute, lovely: each defined by the other
        적막하다|괴괴하다 # desolately silent: "고요하고 쓸쓸하다" / "쓸쓸한 느낌이 들 정도로 아주 고요하다"
        고요하다|조용하다 # quiet: each defined by the other
        쉽다|수월하다 # easy: 수월하다 "…하기가 쉽다"
        털털하다|소탈하다 # easygoing: each defined by the other
        서운하다|섭섭하다 # disappointed, sad: each defined by the other
        뛰어나다|탁월하다 # outstanding: 탁월하다 "남보다 두드러지게 뛰어나다"
        익숙하다|능숙하다 # skilled: each defined by the other
        재미있다|흥미롭다 # interesting: 흥미롭다 "마음이 끌릴 만큼 재미가 있다"
        흐뭇하다|만족스럽다 # content: 흐뭇하다 "마음에 흡족하여 매우 만족스럽다", 만족스럽다 "마음에 흡족한 데가 있다"
        감사하다|고맙다 # grateful: 감사하다 "고마움을 느끼다"
        하릴없다|속절없다 # no help for it: 하릴없다 "…또는 달리 어떻게 할 도리가 없다", 속절없다 "단념할 수밖에 달리 어찌할 도리가 없다"
        보잘것없다|하찮다 # trifling: 보잘것없다 "볼만한 가치가 없을 정도로 하찮다"
        사소하다|미미하다 # slight, trivial: "보잘것없이 작거나 적다" / "보잘것없이 아주 작다"
        버릇없다|무례하다 # rude: "…지켜야 할 예의가 없다" / "태도나 말에 예의가 없다"
        소중하다|귀중하다 # precious: 소중하다 "매우 귀중하다"
        개운하다|상쾌하다 # refreshed: 개운하다 "기분이나 몸이 상쾌하고 가뜬하다"
        외롭다|쓸쓸하다 # lonely: each defined by the other
        소용없다|쓸모없다 # useless
        고통스럽다|괴롭다 # painful: each defined by the other
        엄하다|엄격하다 # strict: 엄격하다 "…매우 엄하고 철저하다"
        곧다|바르다 # straight: "굽거나 비뚤어지지 아니하고 똑바르다" / "…비뚤어지거나 굽은 데가 없다"
        갑갑하다|답답하다 # stuffy: each defined by the other
        알차다|옹골차다 # substantial: "속이 꽉 차 있거나 내용이 실속 있다" / "매우 실속 있게 속이 꽉 차 있다"
        달다|달콤하다 # sweet: 달콤하다 "…꿀이나 설탕처럼 달다"
        알맞다|적당하다 # suitable: 적당하다 "정도에 알맞다"
        께름칙하다|찝찝하다 # uneasy
        생소하다|낯설다 # unfamiliar: 생소하다 "…친숙하지 못하고 낯이 설다"
        네|예 # yes (to a superior): 표준국어대사전 gives 네 = 예
        응|그래 # yeah (to a friend or junior): "친구나 아랫사람이 묻는 말에 그렇다고 대답하는 말" / "친구나 아랫사람의 말에 긍정하여 대답할 때 하는 말"
        모든|온 # all: "빠짐이나 남김없이 전부의" / "전부의. 또는 모두의"
        온갖|갖은 # all kinds of: "…모든 종류의" / "…가지가지의"
        여기|이곳 # here: "말하는 사람에게 가까운 곳(을 가리키는 말)"
        거기|그곳 # there: 거기 "…앞에서 말한 곳", 그곳 "앞에서 말한 곳"
        풍전등화|백척간두 # both: a desperately precarious situation
        궁여지책|고육지책 # both: a desperate, last-ditch measure
        교언영색|감언이설 # both: honeyed, flattering words (and manner) to win someone over
        표리부동|구밀복검 # both: saying one thing while thinking another (two-faced)
        갑론을박|왈가왈부 # both: arguing back and forth over right and wrong
        각주구검|수주대토 # both: foolishly clinging to one fixed way without adapting
        와신상담|절치부심 # both: enduring hardship in bitter resolve to get even
        괄목상대|일취월장 # both: rapid, remarkable improvement
        부지기수|비일비재 # both: countless, all too common
        노심초사|전전긍긍 # both: anxious fretting
        견강부회|아전인수 # both: twisting things to one's own advantage
        주경야독|형설지공 # both: studying hard in spite of hardship
        꿩 먹고 알 먹는다|일거양득 # both: two gains from one deed
        달면 삼키고 쓰면 뱉는다|토사구팽 # both: using people and discarding them when no longer needed
        """
}
