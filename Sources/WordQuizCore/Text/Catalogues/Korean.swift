extension Language {
    /// 한국어 — the catalogue of one language, and all a language is: its code, the names a user
    /// may type for it, the locales that choose it, whether its reader reads the English gloss,
    /// and every message: each English template as the sources write it (`Phrase("…")`), and
    /// how it reads in Korean, with the same named slots (what fills each is noted on
    /// `Phrase.Slot`). A note (`//`) opens each group of messages and says where they are shown;
    /// a message of one or two words has one of its own, or its run's. A particle after a slot
    /// is written as both forms (`{word}을(를)`) and takes the value's. A new language is this
    /// file copied, renamed and translated: the build lists it in `Language.catalogued`
    /// (the CatalogueIndex plugin), and `CatalogueTests` hold every catalogue to the sources.
    public static let ko = Language(
        code: "ko", name: "한국어", names: ["korean", "한국어"], localePrefix: "ko", readsEnglish: false,
        messages: [
            // Mistakes on the command line, shown as `wordquiz: …` and then the command's usage: an
            // option or value the command cannot take.
            "unexpected argument '{value}'": "뜻밖의 인자 '{value}'",
            "{option} needs a value": "{option}에 값을 주세요",
            "{option} takes no value": "{option}에는 값을 주지 마세요",
            "{option} takes a real date as YYYY-MM-DD, not '{value}'":
                "{option}에는 실제 날짜를 YYYY-MM-DD로 주세요(받은 값: '{value}')",
            "{option} takes {choices}, not '{value}'": "{option}에는 {choices} 중 하나를 주세요(받은 값: '{value}')",
            "unknown option '{option}' for {command}": "{command}에는 '{option}' 옵션이 없어요",
            "unknown channel '{value}': use {choices}": "알 수 없는 채널 '{value}': {choices} 중에서 쓰세요",

            // An argument a command needs and was not given: `{command} needs {argument}`, where {argument}
            // is one of the short phrases after it (what the argument is), and {choices} the values it takes.
            "{command} needs {argument}": "{command}에는 {argument}을(를) 주세요",
            "{command} needs {argument}: {choices}": "{command}에는 {argument}을(를) 주세요: {choices}",
            "a word": "단어",
            "a deck": "단어장",
            "a channel": "채널",
            "a command": "명령",
            "an action": "동작",
            "a level": "등급",
            "a shell": "셸",
            "a format": "형식",
            "a deck (bank is the built-in one)": "단어장(bank는 내장 단어장이에요)",
            "a file to import": "가져올 파일",
            "a schedule id": "일정 id",

            // Errors as the last line a command prints (`wordquiz: …`), each ending the command with its
            // exit code.
            // A command stopped by the learner (Ctrl-C at a prompt).
            "cancelled": "취소했어요",
            // A failure that is wordquiz's own bug, with what went wrong.
            "internal error: {reason}": "내부 오류: {reason}",
            "there is no schedule '{schedule}': see `wordquiz schedule list`":
                "'{schedule}' 일정이 없어요: `wordquiz schedule list`로 확인하세요",
            "a schedule '{schedule}' exists already: edit it, or choose another --id":
                "'{schedule}' 일정이 이미 있어요: 그 일정을 고치거나 다른 --id를 고르세요",
            "interrupted; every answer given was saved.": "중단했어요. 입력한 답은 모두 저장했어요.",
            "the daemon was stopped; what it had started to deliver was settled first.":
                "데몬을 멈췄어요. 보내기 시작한 것은 먼저 마무리했어요.",
            "another wordquiz daemon (pid {pid}) is already delivering from {folder}; stop it first (kill {pid2}).":
                "다른 wordquiz 데몬(pid {pid})이 이미 {folder}에서 보내고 있어요. 먼저 멈추세요(kill {pid2}).",
            // After a digest: how many of its channels could not deliver.
            "{number} of {count channel|channels} failed": "채널 {count}개 중 {number}개가 실패했어요",
            "{channel}: not delivered — {reason}": "{channel}: 보내지 못했어요 — {reason}",
            "schedule '{schedule}': failed ({reason})": "일정 '{schedule}': 실패했어요 ({reason})",
            "{number} of {count check|checks} failed; each says how to fix it":
                "점검 {count}개 중 {number}개가 실패했어요. 각 줄에 고치는 방법이 있어요",
            "stopped; nothing was changed.": "멈췄어요. 아무것도 바꾸지 않았어요.",

            // Errors about files and folders wordquiz could not read, write or create; {reason} is the
            // system's own reason.
            "rows of the record that are damaged were left out (in {name}); `wordquiz doctor` checks the database.":
                "기록에서 손상된 행은 빼고 읽었어요({name}). `wordquiz doctor`로 데이터베이스를 점검하세요.",
            "cannot read {path}: {reason}": "{path} 파일을 읽을 수 없어요: {reason}",
            "cannot write to {folder}: {reason}": "{folder}에 쓸 수 없어요: {reason}",
            "cannot create the daemon's wake-up pipe: {reason}": "데몬을 깨울 파이프를 만들 수 없어요: {reason}",
            "cannot import {path}: {reason}": "{path} 파일을 가져올 수 없어요: {reason}",
            "{path} is not text wordquiz can read (UTF-8, UTF-16 or Korean Windows' CP949): convert it with `iconv -f cp949 -t utf-8 {path2} > words.tsv`, or save it from Excel as \"CSV UTF-8\".":
                "{path} 파일은 wordquiz가 읽을 수 있는 텍스트(UTF-8, UTF-16, 한국어 윈도의 CP949)가 아니에요. `iconv -f cp949 -t utf-8 {path2} > words.tsv`로 바꾸거나, 엑셀에서 \"CSV UTF-8\"로 저장하세요.",
            "{path} read as {name} text.": "{path} 파일을 {name} 텍스트로 읽었어요.",
            "cannot create the data folder {folder}: {reason}": "데이터 폴더 {folder}을(를) 만들 수 없어요: {reason}",
            "cannot open {path}: {reason}": "{path} 파일을 열 수 없어요: {reason}",
            "cannot write {path}: {reason}": "{path} 파일에 쓸 수 없어요: {reason}",

            // Appended to an error about a mistyped name, offering the nearest real one.
            "; did you mean `{value}`?": ". 혹시 `{value}`인가요?",

            // `wordquiz` itself: a command or action it does not know, `help`, `--version`, and the top
            // of `wordquiz --help`.
            "no command '{command}'": "'{command}' 명령은 없어요",
            "{command} has no action '{action}'": "{command}에는 '{action}' 동작이 없어요",
            "unknown command '{command}'": "알 수 없는 명령 '{command}'",
            "Usage: {usage}   ({command} for the list)": "사용법: {usage}   (명령 목록은 {command})",
            "wordquiz {version} — one Korean word a day.": "wordquiz {version} — 하루 한 단어, 한국어.",
            // The headings of the parts of the command list in `help`.
            "Study:": "공부:",
            "Your record:": "내 기록:",
            "Your words:": "내 단어:",
            "Delivery:": "알림 보내기:",
            "The day's word:": "오늘의 단어:",
            "Setting up, and help:": "설정과 도움말:",
            "`wordquiz help <command>` (or `wordquiz <command> --help`) tells more.":
                "더 자세한 설명은 `wordquiz help <command>`(또는 `wordquiz <command> --help`).",
            "print the version": "버전",
            "Print the version.": "버전을 보여 줘요.",
            "before or after the command": "명령 앞이나 뒤에",
            "the manual page, in roff: wordquiz help --man | man -l -":
                "매뉴얼 페이지, roff로: wordquiz help --man | man -l -",
            "the help of a command or of one of its actions": "명령이나 그 동작의 도움말",
            "The full help of a command, or of one of its actions; the same text as `wordquiz <command> --help`.":
                "명령이나 그 동작의 전체 도움말; `wordquiz <command> --help`와 같은 내용이에요.",

            // `wordquiz add WORD`: adding one word to a deck of the learner's own — its help, errors and
            // result.
            "cannot add it: {reason}": "추가할 수 없어요: {reason}",
            "added ‘{word}’ in the deck '{deck}'": "‘{word}’을(를) '{deck}' 단어장에 더했어요",
            "updated ‘{word}’ in the deck '{deck}'": "'{deck}' 단어장의 ‘{word}’을(를) 고쳤어요",
            " (study it with: wordquiz deck use {deck})": " (공부하려면: wordquiz deck use {deck})",
            "its meaning, in Korean or any language you read": "뜻: 한국어나 읽을 수 있는 어느 언어로든",
            "an English gloss": "영어 풀이",
            "an example sentence that uses it": "그 단어를 쓴 예문",
            "the deck (default mine)": "단어장 (기본 mine)",
            "add one word of your own to a deck": "내 단어 하나를 단어장에 더하기",
            "Add one word of your own to a deck (made if new; `mine` by default). Adding a word the deck has already updates it. Study the deck with `wordquiz deck use NAME`.":
                "내 단어 하나를 단어장에 더해요(없으면 만들고, 기본은 `mine`). 단어장에 이미 있는 단어면 고쳐요. `wordquiz deck use NAME`으로 그 단어장을 공부해요.",

            // `wordquiz channel test`: sending a test notification on one channel — its help and what it
            // reports.
            "{command} needs an action: {choices}": "{command}에는 동작을 주세요: {choices}",
            // `wordquiz channel test`: the test message reached the channel.
            "{channel}: delivered.": "{channel}: 보냈어요.",
            "Send a test notification on one channel and say plainly whether it arrived: the way to check a webhook, a mail server or the desktop's notifications before a schedule relies on them.":
                "한 채널로 확인용 알림을 보내고 도착했는지 분명히 말해 줘요: 일정이 기대기 전에 웹훅, 메일 서버, 데스크톱 알림을 확인하는 방법이에요.",
            "test a channel: send a test notification": "채널 확인: 확인용 알림 보내기",
            "send a test notification": "확인용 알림 보내기",

            // `wordquiz deck`: the learner's own word lists (import, list, use, show, remove) — help,
            // progress while importing, results and errors.
            "unknown {command} action '{action}'": "알 수 없는 {command} 동작 '{action}'",
            "a deck's name takes letters, digits, - and _ (up to 40), not '{deck}'":
                "단어장 이름에는 글자, 숫자, -, _만 40자까지 쓸 수 있어요(받은 값: '{deck}')",
            "'bank' is the built-in word bank: choose another name": "'bank'는 내장 단어장이에요: 다른 이름을 고르세요",
            "no such readable file": "읽을 수 있는 파일이 없어요",
            "it is larger than 50 MB": "50 MB보다 커요",
            "{path}:{line}: {reason}; skipped.": "{path}:{line}: {reason}. 건너뛰었어요.",
            "… and {count more line|more lines} skipped.": "… 그리고 {count}줄을 더 건너뛰었어요.",
            "{path} has no word to import": "{path}에 가져올 단어가 없어요",
            // `deck import`: progress while a deck file is read, words so far out of all.
            "importing… {number}/{total}": "가져오는 중… {number}/{total}",
            "deck '{deck}': {count word|words} added, {number} updated.":
                "'{deck}' 단어장: 단어 {count}개를 더하고 {number}개를 고쳤어요.",
            "deck '{deck}': {count word|words} added, {number} updated; {count2 line|lines} skipped.":
                "'{deck}' 단어장: 단어 {count}개를 더하고 {number}개를 고쳤어요. {count2}줄은 건너뛰었어요.",
            "{dictionary} gave the meaning of {number} of the {count word|words} that had none.":
                "뜻이 없던 단어 {count}개 중 {number}개의 뜻을 {dictionary}에서 받았어요.",
            "study it with: wordquiz deck use {deck}   (the decks in use now, and this one)":
                "공부하려면: wordquiz deck use {deck}   (지금 쓰는 단어장과 이 단어장)",

            // `deck import` of an Anki package (.apkg, .colpkg): its options, which field is which,
            // the notes skipped, what came with the words, and why a package cannot be read.
            "with an Anki package, bring each card's review log and schedule too":
                "Anki 패키지에서 카드마다 복습 기록과 일정도 가져오기",
            "with an Anki package, the field that holds the Korean word": "Anki 패키지에서 한국어 단어가 든 필드",
            "with an Anki package, the field that holds the meaning": "Anki 패키지에서 뜻이 든 필드",
            "with an Anki package, the field that holds the English": "Anki 패키지에서 영어가 든 필드",
            "with an Anki package, the field that holds an example sentence": "Anki 패키지에서 예문이 든 필드",
            "FILE may also be an Anki package (.apkg, .colpkg; of any Anki version): each note is a word, its fields found by their names (Word, Korean, Front, 단어 …; Meaning, Back, 뜻 …; English; Example) unless the --…-field options name them; a picture the note shows becomes the word's. With --with-history, each card's review log and schedule come too, so its reviews go on here on the days Anki set.":
                "FILE은 Anki 패키지(.apkg, .colpkg; 어느 Anki 버전이든)여도 돼요: 노트 하나가 단어 하나이고, 필드는 이름으로 찾아요(Word, Korean, Front, 단어 …; Meaning, Back, 뜻 …; English; Example). --…-field 옵션으로 직접 정할 수도 있어요. 노트가 보여 주는 그림은 그 단어의 그림이 돼요. --with-history를 주면 카드마다 복습 기록과 일정도 함께 가져와서, Anki가 정한 날에 여기서 복습이 이어져요.",
            "{option} is for Anki packages (.apkg, .colpkg); {path} is a word list":
                "{option}은(는) Anki 패키지(.apkg, .colpkg)에 쓰는 옵션이에요. {path}은(는) 단어 목록이에요",
            "no notetype of {path} has a field ‘{value}’ (its notetypes: {detail})":
                "{path}의 어느 노트 유형에도 ‘{value}’ 필드가 없어요(노트 유형: {detail})",
            "notetype ‘{name}’: the word from ‘{value}’, the meaning from ‘{text}’.":
                "노트 유형 ‘{name}’: 단어는 ‘{value}’, 뜻은 ‘{text}’ 필드에서 가져와요.",
            "{path}: note {number}: {reason}; skipped.": "{path}: 노트 {number}: {reason}. 건너뛰었어요.",
            "… and {count more note|more notes} skipped.": "… 그리고 노트 {count}개를 더 건너뛰었어요.",
            "deck '{deck}': {count word|words} added, {number} updated; {count2 note|notes} skipped.":
                "'{deck}' 단어장: 단어 {count}개를 더하고 {number}개를 고쳤어요. 노트 {count2}개는 건너뛰었어요.",
            "{count word|words} with the picture their note showed.": "단어 {count}개는 노트에 있던 그림과 함께 가져왔어요.",
            "from Anki's review log: {count answer|answers} added ({number} already here); {count2 word|words} scheduled as in Anki, {number2} kept as reviewed here since.":
                "Anki 복습 기록에서: 답변 {count}개를 더했어요(이미 있던 답변 {number}개). 단어 {count2}개는 Anki의 일정대로, {number2}개는 그 뒤 여기서 복습한 대로 두었어요.",
            "{count card|cards} Anki has not scheduled (new or reset) came without their answers.":
                "Anki가 일정을 잡지 않은 카드 {count}개(새 카드나 초기화한 카드)는 답변 없이 가져왔어요.",
            "{count note has|notes have} more than one card: each word takes its note's first card.":
                "노트 {count}개에 카드가 둘 이상 있어요: 단어마다 노트의 첫 카드를 따라요.",
            "its notetype is missing from the collection": "노트 유형이 모음집에 없어요",
            "its notetype has no fields": "노트 유형에 필드가 없어요",
            "its field ‘{value}’ is empty": "‘{value}’ 필드가 비어 있어요",
            "{path} is not an Anki package wordquiz can read: {reason}":
                "{path}은(는) wordquiz가 읽을 수 있는 Anki 패키지가 아니에요: {reason}",
            "it holds no Anki collection (collection.anki21b, .anki21 or .anki2)":
                "Anki 모음집(collection.anki21b, .anki21, .anki2)이 들어 있지 않아요",
            "its media list is damaged": "미디어 목록이 망가졌어요",
            "its collection is missing": "모음집이 없어요",
            "its collection is not an Anki collection ({reason})": "모음집이 Anki 모음집이 아니에요({reason})",
            "reading its collection took longer than {number} seconds": "모음집을 읽는 데 {number}초가 넘게 걸렸어요",
            "its collection holds a value larger than {number} MB": "모음집에 {number}MB보다 큰 값이 들어 있어요",
            "it is not a zip archive ({reason})": "zip 파일이 아니에요({reason})",
            "{name} is larger than {number} MB": "{name}이(가) {number} MB보다 커요",
            "{name} holds more than the {number} bytes it declares": "{name}에 밝힌 {number}바이트보다 많은 내용이 들어 있어요",
            // A member of a package ({name}: collection.anki21, a media file) that is encrypted.
            "{name} is encrypted": "{name}이(가) 암호화되어 있어요",
            "{name} is damaged ({reason})": "{name}이(가) 망가졌어요({reason})",
            "{name} could not be loaded ({reason}): run scripts/install-deps, or install it from your system's packages":
                "{name}을(를) 불러올 수 없어요({reason}): scripts/install-deps를 실행하거나 시스템 패키지로 설치하세요",
            "the built-in word bank": "내장 단어장",
            // `deck list`: a mark after the decks the words of the day come from; then a deck's size.
            "[in use]": "[쓰는 중]",
            "{count word|words}": "단어 {count}개",
            "there is no deck '{deck}'": "'{deck}' 단어장이 없어요",
            "the words of the day and `learn` now come from: {deck}": "이제 오늘의 단어와 `learn`은 이 단어장에서 골라요: {deck}",
            "the built-in word bank cannot be removed; `deck use` other decks instead":
                "내장 단어장은 지울 수 없어요. 대신 `deck use`로 다른 단어장을 고르세요",
            "Remove the deck '{deck}' and its {count word|words}? Your answers on them are kept.":
                "'{deck}' 단어장과 그 단어 {count}개를 지울까요? 그 단어에 대한 답은 남아요.",
            // `deck remove`, answered no: the deck stays.
            "kept '{deck}'.": "'{deck}' 단어장을 그대로 뒀어요.",
            "removed the deck '{deck}'; your answers and schedules on its words are kept.":
                "'{deck}' 단어장을 지웠어요. 그 단어에 대한 답과 일정은 남아요.",
            "it is not a regular file": "일반 파일이 아니에요",
            "the deck: letters, digits, - and _ (not bank)": "단어장 이름: 글자, 숫자, -, _ (bank는 안 돼요)",
            "do not ask first": "먼저 묻지 않기",
            "import a word list": "단어 목록 가져오기",
            "keep what the file gave; by default, with a dictionary key, words without a meaning get the dictionary's":
                "파일 내용 그대로; 기본은 사전 키가 있으면 뜻이 없는 단어에 사전의 뜻을 받아요",
            "Import a word list into a deck (made if new, named after the file unless --name).":
                "단어 목록을 단어장으로 가져와요(없으면 만들고, --name이 없으면 파일 이름으로).",
            "FILE is TSV or CSV — a header row naming the columns word, meaning, English, example and tags in any order (단어, 뜻, 영어, 예문, 태그 too), or those columns in that order — one word a line, or a text file Anki exported (#separator:, #html:, #columns:). Bad lines are named and skipped; nothing is half-imported; importing the same file again updates its words instead of doubling them. Markup and control characters are removed.":
                "FILE은 TSV나 CSV — 열 이름 word, meaning, English, example, tags(단어, 뜻, 영어, 예문, 태그도 돼요)를 아무 순서로 적은 머리줄, 또는 그 순서의 열 — 한 줄에 한 단어, 또는 Anki가 내보낸 텍스트 파일(#separator:, #html:, #columns:)이에요. 잘못된 줄은 번호를 알려 주고 건너뛰어요. 반쯤 가져오는 일은 없고, 같은 파일을 다시 가져오면 단어를 고쳐요. 마크업과 제어 문자는 지워요.",
            // `deck list`'s summary in the help.
            "the decks": "단어장 목록",
            "List the decks: the built-in word bank and yours, their words, and which are in use.":
                "단어장 목록: 내장 은행과 내 단어장, 단어 수, 쓰고 있는 것.",
            "choose the decks to study": "공부할 단어장 고르기",
            "Choose the decks the word of the day and `learn` draw from; `bank` is the built-in word bank (the default). Today's word changes with the choice.":
                "오늘의 단어와 `learn`이 고를 단어장을 정해요; `bank`는 내장 단어장(기본)이에요. 고르면 오늘의 단어도 바뀌어요.",
            "a deck's words": "단어장의 단어",
            "List a deck's words with their meanings and English.": "단어장의 단어를 뜻, 영어와 함께 보여 줘요.",
            "remove a deck": "단어장 지우기",
            "Remove a deck, its words and the pictures and sounds its import brought. Your answers on them, their schedules and their place in `stats` and `export` are kept.":
                "단어장과 그 단어, 가져올 때 함께 온 그림과 소리를 지워요. 그 단어에 대한 답, 일정, `stats`와 `export`의 기록은 남아요.",
            "your own words: import, list, use, show, remove": "내 단어장: import, list, use, show, remove",
            "Study your own words: a TOPIK list, a textbook chapter, an Anki deck. Words from a deck follow the same loop as the bank's: met by `today` or `learn`, then quizzed, reviewed, counted in `stats` and exported.":
                "내 단어 공부하기: TOPIK 목록, 교과서 한 과, Anki 덱. 단어장의 단어도 내장 단어장의 단어와 같은 길을 가요: `today`나 `learn`으로 만나고, 퀴즈와 복습을 거쳐 `stats`에 세고 내보내요.",
            "Add one word with `wordquiz add WORD [--meaning …] [--english …] [--deck NAME]`.":
                "단어 하나는 `wordquiz add WORD [--meaning …] [--english …] [--deck NAME]`로 더해요.",

            // `wordquiz deliveries`: the list of past scheduled digests and how each channel fared —
            // help and lines.
            "--limit takes a number, not '{value}'": "--limit에는 숫자를 주세요(받은 값: '{value}')",
            "nothing delivered yet": "아직 보낸 것이 없어요.",
            // `deliveries`: what became of a fire, and of each of its channels (the name of the
            // exit code 130, "interrupted", is a fire's status too).
            "pending": "대기",
            "sending": "보내는 중",
            "delivered": "보냄",
            "late": "늦게 보냄",
            "partial": "일부만 보냄",
            "retrying": "다시 보낼 예정",
            "failed": "실패",
            "unknown": "도착 여부 모름",
            "missed": "놓침",
            // `deliveries`: why a fire or a channel did not deliver, kept in the ledger (a
            // channel's own reason after its status, in brackets).
            "{channel}: {status}": "{channel}: {status}",
            " ({reason})": " ({reason})",
            "the schedule was removed": "일정이 지워졌어요",
            "past its catch-up window of {number} h: too old to send": "따라잡는 시간 {number}시간이 지났어요: 너무 오래돼 보내지 않아요",
            "its day is over and so is its catch-up window of {number} h: too old to send":
                "그날이 지났고 따라잡는 시간 {number}시간도 지났어요: 너무 오래돼 보내지 않아요",
            // `deliveries`: after a run of fires missed for the same reason, shown as one line.
            " (and {count earlier fire|earlier fires} missed alike, back to {time})":
                " (그 전에도 같은 까닭으로 {count}번 놓쳤어요, {time}부터)",
            // The last line of a scheduled digest caught up late.
            "The {time} digest, sent late: the machine was off or asleep.":
                "{time} 소식을 늦게 보내요: 컴퓨터가 꺼져 있었거나 잠자고 있었어요.",
            "a later fire of the schedule was due too: only the latest is caught up":
                "같은 일정의 더 늦은 알림도 밀려 있었어요: 가장 늦은 것만 보내요",
            "the sending process ended mid-send": "보내던 프로세스가 도중에 끝났어요",
            ", again at {time}": ", {time}에 다시",
            "show the N newest (default 50)": "최근 N개 (기본 50)",
            "what was delivered, late, missed or failed": "보낸 것, 늦은 것, 놓친 것, 실패한 것",
            "one JSON array, a delivery an object, each with its channels": "JSON 배열 하나, 전달마다 객체 하나(채널별 내용과 함께)",
            "What became of each scheduled digest, newest first: delivered, late (caught up after the machine slept), partial, retrying, failed, unknown (a send that may have arrived) or missed (too old to send), with each channel's detail.":
                "일정한 소식마다 어떻게 되었는지 최근 것부터: 보냄, 늦게 보냄(컴퓨터가 잠든 뒤 따라잡음), 일부만 보냄, 다시 보낼 예정, 실패, 도착 여부 모름(도착했을지도 모르는 전송), 놓침(너무 오래돼 보내지 않음), 채널마다 자세한 내용과 함께.",

            // `wordquiz digest`: composing and sending the word of the day now — help and errors.
            "--schedule takes the schedule's own channels and time; give it alone":
                "--schedule은 그 일정의 채널과 시간을 따라요: 다른 옵션 없이 쓰세요",
            "print each channel's rendering instead of sending": "보내지 않고 채널마다 보낼 모습 보여 주기",
            "deliver the schedule's latest due fire, once (for systemd and cron)":
                "그 일정의 가장 최근 보낼 때를 한 번 보내기 (systemd와 cron용)",
            "compose the day's digest and deliver it now (or --dry-run)": "오늘의 소식을 만들어 지금 보내기 (또는 --dry-run)",
            "{choices} (default stdout); repeat for several": "{choices} (기본 stdout); 여러 개면 반복",
            "the digest of another day": "다른 날의 소식",
            "also send today's digest, as a test, to every channel a schedule that is on uses (not recorded)":
                "켜진 일정이 쓰는 모든 채널에 오늘의 소식을 시험 삼아 보내기 (기록하지 않아요)",
            "no test sent: no schedule that is on has a channel": "시험 소식을 보내지 않았어요: 채널이 있는 켜진 일정이 없어요",
            "{channel}: the test digest was delivered": "{channel}: 시험 소식을 보냈어요",
            "{channel}: the test digest was not delivered: {reason}": "{channel}: 시험 소식을 보내지 못했어요: {reason}",
            "Compose the day's word as a digest and deliver it now.": "오늘의 단어를 소식으로 만들어 지금 보내요.",
            "Webhook URLs and SMTP settings come from Config.env (see Config.example.env).":
                "웹훅 URL과 SMTP 설정은 Config.env에서 읽어요(Config.example.env를 보세요).",

            // `wordquiz doctor`: a line a check (settings, files, dictionary key, channels, daemon),
            // each saying what is wrong and how to fix it.
            "the settings are valid": "설정이 올발라요",
            "{path} cannot be read": "{path} 파일을 읽을 수 없어요",
            "{path} (mode {mode}) holds a secret others can read: chmod 600 {path2}":
                "{path} (권한 {mode}): 다른 사용자가 읽을 수 있는 비밀 값이 있어요: chmod 600 {path2}",
            // `doctor`: the config file and its permissions (644); then a line of it that could not be read.
            "{path} (mode {mode})": "{path} (권한 {mode})",
            "{path} may not say where a secret goes: {reason}": "{path} 파일은 비밀 값을 보낼 곳을 정할 수 없어요: {reason}",
            // `doctor`: a line of the config file that could not be read, and why.
            "{path}:{line}: {reason}": "{path}:{line}: {reason}",
            "{path}: {name} is not a wordquiz setting": "{path}: {name}은(는) wordquiz 설정이 아니에요",
            "no config file: the built-in word bank is used (copy Config.example.env to {path})":
                "설정 파일이 없어요: 내장 단어장을 써요(Config.example.env를 {path}(으)로 복사하세요)",
            "no dictionary key: words come from the built-in word bank": "사전 키가 없어요: 단어는 내장 단어장에서 가져와요",
            "{setting} is not a key (32 hexadecimal digits): check for a typo":
                "{setting} 값이 키(16진수 32자리)가 아니에요: 오타를 확인하세요",
            "{name}: key not tried (--offline)": "{name}: 키를 시험하지 않았어요(--offline)",
            // `doctor`: a dictionary took the key of this setting.
            "{name} accepts {setting}": "{name}에서 {setting} 키를 받아 줘요",
            "no database yet ({path}): `wordquiz today` makes it": "아직 데이터베이스가 없어요({path}): `wordquiz today`가 만들어요",
            "{path} is damaged ({reason}): restore it from a backup": "{path} 파일이 손상됐어요({reason}): 백업에서 되살리세요",
            "{path}: sound, schema version {version}": "{path}: 이상 없음, 스키마 버전 {version}",
            "time zone {zone} ({zone2}); now {time}": "시간대 {zone} ({zone2}); 지금 {time}",
            // `doctor`: where notify-send was found; then the systemd units running.
            "notify-send: {path}": "notify-send: {path}",
            "no notify-send for desktop notifications: apt install libnotify-bin":
                "데스크톱 알림에 쓸 notify-send가 없어요: apt install libnotify-bin",
            "the desktop session's D-Bus: {address}": "데스크톱 세션의 D-Bus: {address}",
            "the desktop session's D-Bus: {folder}/bus": "데스크톱 세션의 D-Bus: {folder}/bus",
            "no session D-Bus (DBUS_SESSION_BUS_ADDRESS unset, no {folder}/bus): desktop notifications need a logged-in desktop session":
                "세션 D-Bus가 없어요(DBUS_SESSION_BUS_ADDRESS 없음, {folder}/bus 없음): 데스크톱 알림에는 로그인한 데스크톱 세션이 필요해요",
            "a daemon is delivering (pid {pid})": "데몬이 보내고 있어요(pid {pid})",
            // `doctor`: the wordquiz units systemd is running.
            "systemd runs {unit}": "systemd가 실행 중: {unit}",
            "{unit} is installed but not running: systemctl --user daemon-reload && systemctl --user enable --now {unit2}":
                "{unit}이(가) 설치됐지만 실행 중이 아니에요: systemctl --user daemon-reload && systemctl --user enable --now {unit2}",
            "{unit} is installed, but no systemd user instance runs here: keep `wordquiz daemon` running instead":
                "{unit}이(가) 설치됐지만 여기에는 systemd 사용자 인스턴스가 없어요: 대신 `wordquiz daemon`을 계속 실행하세요",
            "1 schedule but nothing delivers it: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now {unit}`":
                "일정이 1개 있지만 보내는 것이 없어요: `wordquiz daemon`을 실행하거나, scripts/install 뒤에 `systemctl --user enable --now {unit}`",
            "{number} schedules but nothing delivers them: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now {unit}`":
                "일정이 {number}개 있지만 보내는 것이 없어요: `wordquiz daemon`을 실행하거나, scripts/install 뒤에 `systemctl --user enable --now {unit}`",
            "no schedules: `wordquiz schedule add --at 07:30 --channel desktop`":
                "일정이 없어요: `wordquiz schedule add --at 07:30 --channel desktop`",
            "next fire: {schedule} at {time}": "다음에 보낼 때: {schedule}, {time}",
            "{folder} does not exist: a file: channel writes there; create it":
                "{folder} 폴더가 없어요: file: 채널이 거기에 써요. 폴더를 만드세요",
            "{folder} cannot be written: a file: channel writes there": "{folder} 폴더에 쓸 수 없어요: file: 채널이 거기에 써요",
            "{folder}: file: channels can write there": "{folder}: file: 채널이 쓸 수 있어요",
            "{path} is not a regular file: make it one": "{path}은(는) 일반 파일이 아니에요: 일반 파일로 바꾸세요",
            "check the settings, keys, database, notifications and daemon": "설정, 키, 데이터베이스, 알림, 데몬 점검하기",
            "do not try the keys against the dictionaries": "사전에 키를 시험하지 않기",
            "Check that wordquiz is ready, one line per check: ✓ passed, ✗ failed (with the fix), · does not apply. Nothing is changed. Exit 0 only when no check failed.":
                "wordquiz가 준비되었는지 점검해요. 점검마다 한 줄: ✓ 통과, ✗ 실패(고치는 방법과 함께), · 해당 없음. 아무것도 바꾸지 않아요. 실패한 점검이 없을 때만 0으로 끝나요.",
            "Korean spelling dictionary found: typed answers are graded against Korean":
                "한국어 맞춤법 사전이 있어요: 쓴 답을 한국어에 비추어 채점해요",
            "; typed answers are graded against the word bank and your decks only: apt install hunspell-ko libhunspell-1.7-0":
                ". 쓴 답을 내장 단어장과 내 단어장에만 비추어 채점해요: apt install hunspell-ko libhunspell-1.7-0",
            "the memory model: {count review|reviews} now, enough for a new fit: run `wordquiz optimize`":
                "기억 모형: 이제 복습 {count}개, 새로 맞추기에 충분해요: `wordquiz optimize`를 실행하세요",
            "the memory model: the default parameters ({number} of the {number2} reviews a fit needs)":
                "기억 모형: 기본 매개변수 (맞추는 데 필요한 복습 {number2}개 중 {number}개)",
            "the memory model: your own parameters, fitted to {count review|reviews}":
                "기억 모형: 복습 {count}개에 맞춘 나만의 매개변수",

            // `wordquiz export`: writing the learner's cards or record as TSV or JSON — help and errors.
            "{command} needs {option} {choices}": "{command}에는 {option} 옵션이 필요해요: {choices}",
            "{choices} (below)": "{choices} (아래)",
            "with tsv, the review log instead of the cards": "tsv에서 카드 대신 답변 기록",
            "cards for Anki and the review log": "Anki용 카드와 답변 기록 내보내기",
            "Export what you have studied.": "공부한 것 내보내기.",
            // Headings in `help` and the man page (the man page's own in capitals, as man pages have them).
            "Formats:": "형식:",
            "cards as a tab-separated file for Anki (File › Import), with the header lines Anki reads; with --reviews, the review log instead":
                "Anki용 탭 구분 카드 파일(파일 › 가져오기), Anki가 읽는 머리줄과 함께; --reviews를 주면 대신 답변 기록",
            "one object with every card and the full review log": "모든 카드와 전체 답변 기록을 담은 객체 하나",
            "an Anki package (File › Import): a note for each studied word with its picture, its card scheduled as here (FSRS's memory state, the due day), every answer in the review log, and your FSRS parameters and desired retention in the deck's options; exporting again updates the same notes":
                "Anki 패키지(파일 › 가져오기): 공부한 단어마다 그림과 함께 노트 하나, 여기서처럼 일정이 잡힌 카드(FSRS 기억 상태, 복습 날짜), 복습 기록의 모든 답변, 덱 옵션에 든 나의 FSRS 매개변수와 목표 기억률; 다시 내보내면 같은 노트를 고쳐요",
            "the file to write, whole or not at all (by default an apkg is wordquiz-DATE.apkg here, tsv and json go to standard output)":
                "쓸 파일, 온전히 쓰거나 아예 쓰지 않아요(기본은 apkg는 여기의 wordquiz-DATE.apkg, tsv와 json은 표준 출력)",
            "wrote {count word|words} with {count2 answer|answers} and {count3 picture|pictures} to {path}; import it in Anki with File › Import.":
                "단어 {count}개, 답변 {count2}개, 그림 {count3}개를 {path}에 썼어요. Anki에서 파일 › 가져오기로 가져오세요.",
            "{count word has its|words have their} sound beside the pronunciation.": "단어 {count}개는 발음 옆에 소리가 있어요.",
            "with apkg, give every word a sound: the synthetic voice's where none is on this machine yet (slower)":
                "apkg에서 모든 단어에 소리를 넣어요: 이 컴퓨터에 아직 소리가 없는 단어는 합성음으로(더 느려요)",

            // `wordquiz init`: the first-day setup, asked question by question in the terminal
            // (dictionary, key, level, time, channel) — questions, answers' checks and what it wrote.
            "{path} exists: add --force to update its settings (the rest of it is kept)":
                "{path} 파일이 이미 있어요: 설정을 고치려면 --force를 붙이세요(나머지 내용은 그대로 둬요)",
            "Update {path}? The rest of it is kept.": "{path} 파일을 고칠까요? 나머지 내용은 그대로 둬요.",
            // `init`, answered no to updating the config file; then its first question.
            "nothing changed": "아무것도 바꾸지 않았어요",
            "Which dictionary?": "어느 사전을 쓸까요?",
            "한국어기초사전 (krdict): gives English beside each meaning": "한국어기초사전 (krdict): 뜻마다 영어 풀이가 있어요",
            "우리말샘 (opendict): the largest, Korean only": "우리말샘 (opendict): 가장 커요, 한국어만",
            "표준국어대사전 (stdict): the standard dictionary, Korean only": "표준국어대사전 (stdict): 표준 사전, 한국어만",
            // `init`: the learner's level, with each grade's Korean name beside the English.
            "Which words?": "어떤 단어를 배울까요?",
            "beginner (초급)": "초급 (beginner)",
            "intermediate (중급)": "중급 (intermediate)",
            "advanced (고급)": "고급 (advanced)",
            "all levels": "모든 등급",
            "all three levels, 초급 to 고급": "세 등급 모두, 초급부터 고급까지",
            "I am a native speaker (rarer words, idioms and proverbs)": "한국어가 모국어예요 (심화: 고유어, 사자성어, 속담, 관용구)",
            "The built-in words are for learners of Korean, graded beginner to advanced as the Basic Korean Dictionary grades them; a native speaker's track holds words a native speaker may not know yet: rarer native and Sino-Korean words, four-character idioms, proverbs and idioms.":
                "내장 단어는 한국어를 배우는 사람을 위한 것으로, 한국어기초사전처럼 초급에서 고급까지 등급을 나눴어요. 모국어 화자를 위한 심화 과정에는 아직 모를 수 있는 말이 있어요: 드문 고유어, 한자어와 사자성어, 속담과 관용구.",
            "Which language should wordquiz speak?": "wordquiz가 어느 언어로 말할까요?",
            "wrote {path} (mode 0600)": "{path} 파일을 썼어요 (권한 0600)",
            "next: `wordquiz today` for today's word; `wordquiz doctor --send` checks everything and sends a test digest.":
                "다음: 오늘의 단어는 `wordquiz today`, 모든 점검과 시험 소식 보내기는 `wordquiz doctor --send`.",
            "{dictionary} needs a key: set {setting} in the environment":
                "{dictionary}에는 키가 필요해요: {setting} 환경 변수를 설정하세요",
            " (get one at {page})": " ({page}에서 받으세요)",
            "✓ {dictionary} accepts the key": "✓ {dictionary}에서 키를 받아 줘요",
            // `init`: a key the dictionary refused, and why.
            "✗ {reason}": "✗ {reason}",
            "Keep this key anyway?": "그래도 이 키를 쓸까요?",
            "no key accepted by {dictionary}": "{dictionary}에서 받아 준 키가 없어요",
            "What time each day? (HH:MM)": "매일 몇 시에 보낼까요? (HH:MM)",
            // `init`: where the daily digest should go, the channels listed.
            // The question after the channels are listed: where the daily digest goes.
            "Where?": "어디로요?",
            "Channels: {choices}; several are separated by commas.": "채널: {choices}; 여러 곳은 쉼표로 나눠요.",
            "schedule {schedule}: {when} → {channel}": "일정 {schedule}: {when} → {channel}",
            "schedule {schedule}: {when} → {channel} (next {time})": "일정 {schedule}: {when} → {channel} (다음 {time})",
            "no systemd user instance here: keep `wordquiz daemon` running (tmux, nohup), or use `wordquiz schedule export --cron`.":
                "여기에는 systemd 사용자 인스턴스가 없어요: `wordquiz daemon`을 계속 실행하거나(tmux, nohup), `wordquiz schedule export --cron`을 쓰세요.",
            "could not write {path}: {reason}": "{path} 파일을 쓰지 못했어요: {reason}",
            "✓ the daemon runs as {unit} (systemctl --user status {unit2})":
                "✓ 데몬이 {unit}(으)로 실행 중이에요 (systemctl --user status {unit2})",
            "wrote {path}, but systemctl could not start it: systemctl --user enable --now {unit}":
                "{path} 파일을 썼지만 systemctl이 시작하지 못했어요: systemctl --user enable --now {unit}",
            // `init`: the prompt for a key, with the page to get one at in parentheses.
            "{setting}{page}: ": "{setting}{page}: ",
            "ask nothing: take the options, and the key from the dictionary's variable in the environment (KRDICT_API_KEY=… wordquiz init …), never from the command line, where other users could read it":
                "아무것도 묻지 않기: 옵션을 따르고, 키는 환경 변수의 사전 변수에서 (KRDICT_API_KEY=… wordquiz init …); 다른 사용자가 읽을 수 있는 명령줄에서는 받지 않아요",
            "another address for the dictionary, written to the config": "사전의 다른 주소, 설정 파일에 써요",
            "the language wordquiz speaks to you (default: your locale's)": "wordquiz가 쓰는 언어 (기본: 로캘을 따라)",
            "set the dictionary only": "사전만 설정하기",
            "do not try the key": "키를 시험하지 않기",
            "change an existing config file without asking": "있는 설정 파일을 묻지 않고 고치기",
            "set up: the dictionary and its key, the daily time and channel, the daemon":
                "설정하기: 사전과 키, 매일 보낼 시각과 채널, 데몬",
            "{choices}: krdict (한국어기초사전) gives English, opendict (우리말샘) and stdict (표준국어대사전) Korean only, offline is the built-in word bank":
                "{choices}: krdict (한국어기초사전)는 영어 풀이도 있고, opendict (우리말샘)와 stdict (표준국어대사전)는 한국어만, offline은 내장 단어장",
            "the words you learn: {choices}; all by default": "배울 단어: {choices}; 기본 all",
            "the daily time (default 07:30)": "매일 보낼 시각 (기본 07:30)",
            "{choices} (default desktop); repeat for several": "{choices} (기본 desktop); 여러 개면 반복",
            "Set wordquiz up: the dictionary and its key, the daily time, weekdays and channel. Writes ~/.config/wordquiz/config.env (mode 0600, other settings kept), adds or updates the schedule `daily`, and enables the daemon's systemd user unit where systemd runs one (else it says how to run the daemon). Running it again edits.":
                "wordquiz 설정하기: 사전과 그 키, 매일 보낼 시각, 요일, 채널. ~/.config/wordquiz/config.env를 쓰고(권한 0600, 다른 설정은 그대로), `daily` 일정을 더하거나 고치고, systemd가 있으면 데몬의 systemd 사용자 유닛을 켜요(없으면 데몬을 실행하는 방법을 알려 줘요). 다시 실행하면 고쳐요.",
            // init, asked so that Enter alone gets a newcomer through.
            "\nyour key is set": "\n키가 설정되어 있어요",
            "\nneeds a free key: {page}": "\n무료 키가 필요해요: {page}",
            "none: the word bank built into wordquiz, no key needed": "없음: wordquiz 내장 단어장, 키가 필요 없어요",
            "wordquiz will use its built-in words; run `wordquiz init` again when you have a key.":
                "wordquiz가 내장 단어장을 써요. 키가 생기면 `wordquiz init`을 다시 실행하세요.",
            "No key for {dictionary}. What now?": "{dictionary} 키가 없어요. 어떻게 할까요?",
            "use the built-in words for now": "지금은 내장 단어장 쓰기",
            "type the key again": "키를 다시 입력하기",
            "a time is HH:MM on a 24-hour clock, as 07:30 or 21:05": "시각은 24시간제 HH:MM으로 써 주세요(예: 07:30, 21:05)",
            "No desktop session here (no session D-Bus), so desktop notifications cannot show: the digest goes to a file unless you choose another channel.":
                "여기에는 데스크톱 세션이 없어서(세션 D-Bus 없음) 데스크톱 알림을 띄울 수 없어요. 다른 채널을 고르지 않으면 소식은 파일로 가요.",
            "✗ that is no key: {dictionary} gives keys of 32 hexadecimal digits (0-9, a-f), and this has {count character|characters}":
                "✗ 키가 아니에요: {dictionary} 키는 16진수 32자리(0-9, a-f)인데 이것은 {count}자예요",
            "a key of 32 hexadecimal digits": "16진수 32자리 키",
            "Which days? ({choices})": "어느 요일에? ({choices})",
            // Said under the question when the days typed are none wordquiz reads.
            "days are {choices}": "요일은 이렇게 써 주세요: {choices}",
            "a channel is one of {choices}": "채널은 {choices} 중 하나예요",

            // `wordquiz schedule`: when and where the daily digest is sent (add, list, on, off, edit,
            // remove) — help, the list's columns, results and errors.
            "the id '{schedule}' belonged to a removed schedule whose deliveries are kept: choose another --id":
                "'{schedule}' id는 지운 일정의 것이고 그 전달 기록이 남아 있어요: 다른 --id를 고르세요",
            // `schedule add`: the new schedule, described.
            "added {schedule}": "더했어요: {schedule}",
            "nothing to change in '{schedule}': give {choices}": "'{schedule}'에서 바꿀 것이 없어요: {choices} 중 하나를 주세요",
            // `schedule edit`: the schedule as it is now.
            "changed {schedule}": "고쳤어요: {schedule}",
            "removed schedule '{schedule}'": "'{schedule}' 일정을 지웠어요",
            "'{schedule}' delivers what '{schedule2}' already does, at the same time to the same channels: each digest would come twice. Remove one with `wordquiz schedule remove ID`.":
                "'{schedule}' 일정은 '{schedule2}' 일정과 같은 때에 같은 채널로 보내요. 알림이 두 번씩 가요. `wordquiz schedule remove ID`로 하나를 지우세요.",
            "schedule '{schedule}' is off; nothing delivered.": "'{schedule}' 일정은 꺼져 있어요. 아무것도 보내지 않았어요.",
            "schedule '{schedule}' has no fire due now; nothing delivered.":
                "'{schedule}' 일정은 지금 보낼 때가 아니에요. 아무것도 보내지 않았어요.",
            "this fire of '{schedule}' was already delivered; nothing sent twice.":
                "'{schedule}' 일정의 이번 알림은 이미 보냈어요. 두 번 보내지 않아요.",
            "this fire of '{schedule}' was handled already and {channel} did not deliver; `{command}` sends them again.":
                "'{schedule}' 일정의 이번 알림은 이미 처리했는데 {channel}(으)로는 전하지 못했어요. `{command}`(으)로 다시 보내요.",
            // A schedule moved later on a day it served: that day is not sent again.
            "the day's digest went out at {time} already (the schedule's time was moved)":
                "그날의 알림은 {time}에 이미 보냈어요(일정 시간을 옮겼어요)",
            // … `digest --schedule` says so, with the reason above.
            "nothing delivered: {reason}": "보내지 않았어요: {reason}",
            // `digest --schedule ID --resend`: a fire's failed channels sent again.
            "schedule '{schedule}' has not fired yet; nothing to resend.":
                "'{schedule}' 일정은 아직 알림을 보낸 적이 없어요. 다시 보낼 것이 없어요.",
            "{channel} is not a channel of that fire (its channels: {channel2})":
                "{channel}은(는) 그 알림의 채널이 아니에요(채널: {channel2})",
            "{channel} delivered already; not sent twice.": "{channel}(으)로는 이미 전했어요. 두 번 보내지 않아요.",
            "no channel of the latest fire of '{schedule}' is left to resend.":
                "'{schedule}' 일정의 마지막 알림에 다시 보낼 채널이 없어요.",
            // … the channels the resend delivered.
            "sent again: {channel}": "다시 보냈어요: {channel}",
            "with --schedule: send the channels of its latest fire that failed again (or the --channel ones that did not deliver)":
                "--schedule과 함께: 그 일정의 마지막 알림에서 실패한 채널로(또는 전하지 못한 --channel 채널로) 다시 보내요",
            "--resend goes with --schedule ID: the fire it sends again is that schedule's":
                "--resend는 --schedule ID와 함께 써요: 다시 보내는 알림은 그 일정의 것이에요",
            "stored schedules that cannot be read are skipped: {schedule}; remove them with `wordquiz schedule remove ID`.":
                "읽을 수 없는 일정은 건너뛰어요: {schedule}. `wordquiz schedule remove ID`로 지우세요.",
            "no schedules to come ({number} finished: schedule list --all)":
                "앞으로 보낼 일정이 없어요(끝난 것 {number}개: schedule list --all)",
            "no schedules yet: wordquiz schedule add --at 08:00 --channel desktop":
                "아직 일정이 없어요: wordquiz schedule add --at 08:00 --channel desktop",
            "schedule '{schedule}' has channels this wordquiz cannot read, skipped when delivering: {channel}; edit it with --channel.":
                "일정 '{schedule}'에 이 wordquiz가 읽을 수 없는 채널이 있어 보낼 때 건너뛰어요: {channel}. --channel로 고치세요.",
            "({count finished one-off|finished one-offs} not shown: --all)": "(끝난 한 번짜리 일정 {count}개는 빼고 보여요: --all)",
            // `schedule list`: a schedule's state (a one-off that fired, on, off), then notes after it.
            "done": "끝남",
            "on": "켜짐",
            "off": "꺼짐",
            "(finished)": "(끝남)",
            "(next {time})": "(다음 {time})",
            "(no more fires)": "(더 보낼 때 없음)",
            // A schedule's days, as `schedule list`, `schedule add` and `init` write them (and
            // `--days` reads them back): every day, Monday to Friday, the weekend, each day.
            "daily": "매일",
            "weekdays": "평일",
            "weekends": "주말",
            "mon": "월",
            "tue": "화",
            "wed": "수",
            "thu": "목",
            "fri": "금",
            "sat": "토",
            "sun": "일",
            // `schedule list`: a one-off schedule, and when.
            "once at {time}": "한 번: {time}",
            "the {channel} channel needs {setting} in Config.env before it can deliver.":
                "{channel} 채널로 보내려면 Config.env에 {setting}이(가) 있어야 해요.",
            "the finished one-offs too, marked done": "끝난 한 번짜리 일정도, [끝남] 표시와 함께",
            "add a schedule": "일정 더하기",
            "Add a schedule: the digest at a time on chosen weekdays, or once after a while.":
                "일정 더하기: 고른 요일의 한 시각에, 또는 얼마 뒤에 한 번 소식을 보내요.",
            "list the schedules": "일정 목록",
            "one JSON array; times in ISO 8601 with their offset": "JSON 배열 하나; 시각은 오프셋을 붙인 ISO 8601",
            "List the schedules: id, on or off, when, the channels and the next fire (with its zone). One-offs that have fired are left out unless --all.":
                "일정 목록: id, 켜짐과 꺼짐, 때, 채널, 다음에 보낼 때(시간대와 함께). 이미 보낸 한 번짜리 일정은 --all이 없으면 빼요.",
            "switch a schedule on": "일정 켜기",
            "Switch a schedule on: it fires from its next time (nothing missed while off is sent).":
                "일정 켜기: 다음 시각부터 보내요(꺼져 있는 동안 놓친 것은 보내지 않아요).",
            "switch a schedule off": "일정 끄기",
            "Switch a schedule off, keeping it to switch on again later.": "일정 끄기: 나중에 다시 켤 수 있게 남겨 둬요.",
            "change a schedule": "일정 고치기",
            "Change a schedule: give only what changes; the rest stays.": "일정 고치기: 바뀌는 것만 주세요. 나머지는 그대로예요.",
            "remove a schedule": "일정 지우기",
            "Remove a schedule. What it delivered stays in `wordquiz deliveries`.":
                "일정 지우기. 그 일정이 보낸 기록은 `wordquiz deliveries`에 남아요.",
            "write systemd timers or crontab lines": "systemd 타이머나 crontab 줄로 내보내기",
            "Write the schedules for the system's own scheduler instead of the daemon: systemd user timers and services (each runs `wordquiz digest --schedule ID`, which shares the daemon's ledger, so nothing is delivered twice), or crontab lines.":
                "데몬 대신 시스템의 스케줄러용으로 일정을 써요: systemd 사용자 타이머와 서비스(각각 `wordquiz digest --schedule ID`를 실행하고 데몬과 같은 장부를 쓰니 두 번 보내는 일이 없어요), 또는 crontab 줄.",
            "when and where the digest is delivered: add, list, on, off, edit, remove, export":
                "소식을 보낼 때와 곳: add, list, on, off, edit, remove, export",
            "Schedules deliver the daily digest (\"Word of the day: …\") at a time and on weekdays you choose, on the channels you pick. Run `wordquiz daemon` (or export systemd timers) to have them delivered.":
                "일정은 하루 소식(\"오늘의 단어: …\")을 고른 시각과 요일에 고른 채널로 보내요. 보내려면 `wordquiz daemon`을 실행하세요(또는 systemd 타이머로 내보내세요).",

            // `wordquiz schedule export`: writing systemd timers or a crontab for the schedules — help,
            // what was written, errors.
            "{command} needs {choices}": "{command}에는 {choices} 중 하나가 필요해요",
            "this wordquiz runs from a build folder ({path}); the units would break at the next clean build: install it first (scripts/install) and export with the installed one.":
                "이 wordquiz는 빌드 폴더({path})에서 실행 중이에요. 다음 클린 빌드 때 유닛이 깨져요: 먼저 설치하고(scripts/install) 설치된 wordquiz로 내보내세요.",
            "wrote {folder}/{name}.service and .timer (OnCalendar={calendar})":
                "{folder}/{name}.service와 .timer를 썼어요 (OnCalendar={calendar})",
            "wrote {folder}/{unit} (the daemon, instead of the timers)": "{folder}/{unit}을(를) 썼어요 (타이머 대신 쓸 데몬)",
            "enable with: systemctl --user daemon-reload && systemctl --user enable --now {unit}":
                "켜려면: systemctl --user daemon-reload && systemctl --user enable --now {unit}",
            "or run the daemon instead: systemctl --user enable --now {unit} (never both at once is needed; together they still deliver each fire once)":
                "또는 대신 데몬을 실행하세요: systemctl --user enable --now {unit} (둘 다 켤 필요는 없어요. 함께 켜도 한 번은 한 번만 보내요)",
            "a .timer and a .service for each schedule": "일정마다 .timer와 .service",
            "crontab lines, printed": "crontab 줄, 화면에 출력",
            "where to write the units (default: print them)": "유닛을 쓸 곳 (기본: 화면에 출력)",

            // Options of `schedule add` and `schedule edit` (--at, --days, --tz, --in, --channel): their
            // help and the errors for a value that is not valid.
            "--at takes a time as HH:MM, not '{value}'": "--at에는 시각을 HH:MM으로 주세요(받은 값: '{value}')",
            "--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '{value}'":
                "--tz에는 Asia/Seoul, America/New_York 같은 IANA 시간대를 주세요(받은 값: '{value}')",
            "--in takes a duration like 90s, 5m, 2h or 1h30m, not '{value}'":
                "--in에는 90s, 5m, 2h, 1h30m 같은 시간 길이를 주세요(받은 값: '{value}')",
            "--id takes letters, digits, - and _ (up to 40), not '{value}'":
                "--id에는 글자, 숫자, -, _만 40자까지 쓸 수 있어요(받은 값: '{value}')",
            "--in makes a one-off schedule: it does not go with --at, --days or --tz":
                "--in은 한 번만 보내는 일정을 만들어요: --at, --days, --tz와 함께 쓸 수 없어요",
            "add needs --at HH:MM or --in DURATION": "add에는 --at HH:MM이나 --in DURATION을 주세요",
            "add needs at least one --channel": "add에는 --channel을 하나 이상 주세요",
            "this schedule fires once: give --at to make it repeat": "이 일정은 한 번만 보내요: 되풀이하려면 --at을 주세요",
            "a schedule needs --at HH:MM or --in DURATION": "일정에는 --at HH:MM이나 --in DURATION이 필요해요",
            "local time in --tz (default: this system's zone)": "--tz의 현지 시각 (기본: 이 시스템의 시간대)",
            "{choices} (daily by default)": "{choices} (기본 daily)",
            "an IANA zone such as Asia/Seoul; the time follows its daylight saving":
                "Asia/Seoul 같은 IANA 시간대; 시각은 그 일광 절약 시간을 따라요",
            "once, after 90s, 5m, 2h or 1h30m": "한 번만, 90s, 5m, 2h, 1h30m 뒤에",
            "letters, digits, - and _; by default s1, s2, …": "글자, 숫자, -, _; 기본은 s1, s2, …",

            // `wordquiz completions`: errors when the shell is missing or unknown.
            "no completions for '{shell}'": "'{shell}'용 자동 완성은 없어요",

            // `wordquiz today`: the day's word as a card — help and errors.
            "--offline and --provider {provider} contradict each other":
                "--offline과 --provider {provider} 옵션은 함께 쓸 수 없어요",
            // The help: each command's summary, its paragraphs, its options and terms, and the
            // man page's own sections.
            "show today's word": "오늘의 단어 보기",
            "the word of another day (default: the learner's day — today, or yesterday before WORDQUIZ_DAY_STARTS_AT)":
                "다른 날의 단어 (기본: 학습일 — 오늘, WORDQUIZ_DAY_STARTS_AT 전이면 어제)",
            "{choices} (default: WORDQUIZ_LEVEL, else all): the word of the day of that level, the same on every machine":
                "{choices} (기본: WORDQUIZ_LEVEL, 없으면 all): 그 등급의 오늘의 단어, 어느 컴퓨터에서나 같아요",
            "{choices} (default: WORDQUIZ_PROVIDER, else the first dictionary with a key, else offline)":
                "{choices} (기본: WORDQUIZ_PROVIDER, 없으면 키가 있는 첫 사전, 그것도 없으면 offline)",
            "print one JSON object instead of the card": "카드 대신 JSON 객체 하나",
            "Show today's Korean word: headword, part of speech, pronunciation, origin, meanings, an example, level and a link.":
                "오늘의 한국어 단어를 보여 줘요: 표제어, 품사, 발음, 원어, 뜻, 예문, 등급, 링크.",
            "With no API key, the word and its meaning come from the word bank inside wordquiz. Keys and base URLs are read from ~/.config/wordquiz/config.env, ./Config.env and the environment (later wins); see Config.example.env.":
                "API 키가 없으면 단어와 뜻은 wordquiz의 내장 단어장에서 가져와요. 키와 기본 URL은 ~/.config/wordquiz/config.env, ./Config.env, 환경 변수 순으로 읽어요(뒤의 것이 우선). Config.example.env를 보세요.",
            "fetch again even if the word is cached": "저장된 단어가 있어도 다시 받기",

            // The desktop channel (a notification through the session's D-Bus): why one could not be
            // shown, and how to fix it.
            "desktop notifications need your desktop session's D-Bus: DBUS_SESSION_BUS_ADDRESS is not set and {folder}/bus does not exist. Run wordquiz from your desktop session, or for a systemd user service run `systemctl --user import-environment DBUS_SESSION_BUS_ADDRESS`.":
                "데스크톱 알림에는 데스크톱 세션의 D-Bus가 필요해요: DBUS_SESSION_BUS_ADDRESS가 없고 {folder}/bus도 없어요. 데스크톱 세션에서 wordquiz를 실행하거나, systemd 사용자 서비스라면 `systemctl --user import-environment DBUS_SESSION_BUS_ADDRESS`를 실행하세요.",
            "desktop notifications need notify-send: install it with `sudo apt install libnotify-bin`.":
                "데스크톱 알림에는 notify-send가 필요해요: `sudo apt install libnotify-bin`으로 설치하세요.",
            "could not start notify-send": "notify-send를 시작하지 못했어요",
            "no notification daemon is running on the session bus ({reason}); start your desktop's notification service.":
                "세션 버스에 알림 데몬이 없어요({reason}). 데스크톱의 알림 서비스를 시작하세요.",
            // The desktop channel: notify-send ran and failed, with its message.
            "notify-send failed: {reason}": "notify-send가 실패했어요: {reason}",
            "notify-send did not finish in time and was stopped; the notification may have been shown":
                "notify-send가 제시간에 끝나지 않아 멈췄어요. 알림이 이미 떴을 수도 있어요",

            // Delivery channels (file, ntfy, Slack, Discord, email): settings they lack and why a digest
            // could not be delivered.
            "NTFY_URL must be a topic URL like https://ntfy.sh/your-topic":
                "NTFY_URL은 https://ntfy.sh/your-topic 같은 토픽 URL이어야 해요",
            "SMTP_USER is set without SMTP_PASSWORD: the mail server would be asked to log in with an empty password":
                "SMTP_USER는 있는데 SMTP_PASSWORD가 없어요: 메일 서버에 빈 비밀번호로 로그인하게 돼요",
            // `doctor`: a channel the schedules use has every setting it needs.
            "the {channel} channel has its settings": "{channel} 채널의 설정이 갖춰져 있어요",
            "the {channel} channel needs {channel2} in Config.env or ~/.config/wordquiz/config.env":
                "{channel} 채널에는 Config.env나 ~/.config/wordquiz/config.env에 {channel2} 값이 필요해요",
            "{path} is not a regular file; the file channel writes only to files":
                "{path}은(는) 일반 파일이 아니에요. file 채널은 파일에만 써요",
            "{path} belongs to another user; the file channel writes only to your own files":
                "{path}은(는) 다른 사용자의 파일이에요. file 채널은 내 파일에만 써요",
            "cannot flush {path} to disk: {reason}": "{path} 파일을 디스크에 기록하지 못했어요: {reason}",
            "could not encode the {channel} message": "{channel} 메시지를 만들지 못했어요",
            "{channel} could not be reached ({reason})": "{channel}에 닿지 못했어요({reason})",
            "{channel} delivery was cancelled": "{channel} 전송이 취소됐어요",
            // A webhook channel (Slack, Discord, ntfy) refused the message.
            "{channel} answered HTTP {status}": "{channel}에서 HTTP {status} 응답을 보냈어요",
            "email could not be sent ({reason}: {reason2})": "메일을 보내지 못했어요({reason}: {reason2})",
            "the mail server did not answer ({reason}); it is tried again later":
                "메일 서버가 응답하지 않았어요({reason}). 나중에 다시 보내요",
            "the mail server refused the message for now ({code}); it is tried again later":
                "메일 서버가 지금은 메일을 받지 않았어요({code}). 나중에 다시 보내요",
            "the mail server refused the message ({code}: {reason})": "메일 서버가 메일을 거부했어요({code}: {reason})",

            // A network failure in a few words, put into a longer sentence (a warning, a delivery's
            // detail) as its {reason}.
            "could not connect": "연결하지 못했어요",
            // Why a network transfer failed, said after "could not reach …".
            "timed out": "시간이 초과됐어요",
            "the response was larger than allowed": "응답이 허용된 크기보다 커요",
            "the secure connection failed": "보안 연결에 실패했어요",
            "the server redirected somewhere wordquiz will not follow": "서버가 wordquiz가 따라가지 않는 곳으로 보냈어요",
            "the response was cut off or not valid HTTP": "응답이 끊겼거나 올바른 HTTP가 아니에요",
            "libcurl could not be loaded ({reason}): install libcurl4": "libcurl을 불러올 수 없어요({reason}): libcurl4를 설치하세요",
            "the request failed": "요청에 실패했어요",

            // The table of exit codes in help and the man page: a code's short name, then what it means.
            // The exit codes' names, in `help` and the man page: 0, 64, 69, 74, 75, 130.
            "ok": "정상",
            "success": "성공",
            "usage": "사용법 오류",
            "damaged or unusable data": "손상되었거나 쓸 수 없는 데이터",
            "nothing to work on": "할 것이 없음",
            // The exit code 69's name.
            "service unavailable": "서비스를 쓸 수 없음",
            "a bug in wordquiz": "wordquiz의 버그",
            // The exit code 74's name.
            "file error": "파일 오류",
            "try again later": "잠시 뒤에 다시",
            "configuration to fix": "고쳐야 할 설정",
            // The exit code 130's name.
            "interrupted": "중단",
            "Exit codes: {codes}.": "종료 코드: {codes}.",
            "the command line is wrong": "명령줄이 잘못됨",
            "the database is damaged or from a newer wordquiz, or too few words for a question":
                "데이터베이스가 손상됐거나 더 새로운 wordquiz의 것, 또는 문제를 낼 단어가 모자람",
            "a service refused: the dictionary, or every channel of a digest": "서비스가 거부함: 사전, 또는 소식의 모든 채널",
            "a file could not be read or written": "파일을 읽거나 쓸 수 없음",
            "try again later: the database is busy, another daemon runs, or some channels failed":
                "잠시 뒤에 다시: 데이터베이스가 바쁘거나, 다른 데몬이 실행 중이거나, 일부 채널이 실패함",
            "a setting must be fixed, such as an unregistered key": "고쳐야 할 설정, 예를 들어 등록되지 않은 키",

            // Warnings about the settings files (config.env, Config.env): a line or file ignored, and
            // why.
            "{path} is not a regular file; its settings are ignored.": "{path}은(는) 일반 파일이 아니에요. 그 설정은 쓰지 않아요.",
            "{path}:{line}: {reason}; the line is ignored.": "{path}:{line}: {reason}. 이 줄은 무시해요.",
            "{path}: {number} more lines could not be read and are ignored.": "{path}: 읽을 수 없는 줄 {number}개를 더 무시해요.",
            "{path} holds an API key or other secret and can be read by other users; run: chmod 600 {path2}":
                "{path}에 API 키 같은 비밀 값이 있는데 다른 사용자가 읽을 수 있어요. 실행하세요: chmod 600 {path2}",
            "cannot read {path}; its settings are ignored.": "{path} 파일을 읽을 수 없어 그 설정을 무시해요.",
            "{path} is larger than a config file can be (1 MiB); its settings are ignored.":
                "{path} 파일이 설정 파일로는 너무 커요(1 MiB 초과). 그 설정을 무시해요.",

            // Why a file is not trusted or not read: said as {reason} after the file's name.
            "it is a symbolic link to nothing": "가리키는 파일이 없는 심볼릭 링크예요",
            "it cannot be examined": "그 파일을 살펴볼 수 없어요",
            "it is a symbolic link": "그 파일이 심볼릭 링크예요",
            "it belongs to another user": "그 파일이 다른 사용자의 것이에요",
            "other users can write to it": "다른 사용자가 그 파일에 쓸 수 있어요",
            "its folder cannot be examined": "그 폴더를 살펴볼 수 없어요",
            "its folder belongs to another user": "그 폴더가 다른 사용자의 것이에요",
            "other users can write to its folder": "다른 사용자가 그 폴더에 쓸 수 있어요",

            // Why `init` or `level` cannot update the settings file: said as {reason} after the file's
            // name.
            "it is not a regular file you can read": "읽을 수 있는 일반 파일이 아니에요",

            // A setting in the settings files whose value cannot be used: which, why, and what it should
            // be.
            "{setting} must use https: the URL is itself the secret, and http would send it in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1]).":
                "{setting}에는 https를 쓰세요: 그 URL 자체가 비밀이라 http로는 그대로 드러나요(http는 이 컴퓨터에만 쓸 수 있어요: 127.0.0.1, localhost, [::1]).",
            // In place of a secret's value in an error: the value is never shown.
            "(hidden)": "(숨김)",
            "{setting} is set to {value}, which is not valid: expected {choices}.":
                "{setting}의 값 {value}: 쓸 수 없는 값이에요. 알맞은 값: {choices}.",
            "a whole URL that begins with https://": "https://로 시작하는 온전한 URL",
            "{dictionary} ({provider}) needs an API key: set {setting} in Config.env or ~/.config/wordquiz/config.env, or use --offline.":
                "{dictionary}({provider})에는 API 키가 필요해요: Config.env나 ~/.config/wordquiz/config.env에 {setting} 값을 설정하거나 --offline을 쓰세요.",
            "{setting} must use https: http would send your key in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1]).":
                "{setting} 값은 https여야 해요: http는 키를 암호화하지 않고 보내요(http는 이 컴퓨터에만 허용해요: 127.0.0.1, localhost, [::1]).",
            "{path} sets {setting}, but {reason}; wordquiz takes where your keys and messages go only from files no one else can change. Move the setting to ~/.config/wordquiz/config.env, or make the file and its folder yours alone (chmod go-w).":
                "{path} 파일이 {setting} 값을 정하지만 {reason}. wordquiz는 키와 메시지를 보낼 곳을 다른 누구도 바꿀 수 없는 파일에서만 읽어요. 설정을 ~/.config/wordquiz/config.env로 옮기거나, 파일과 폴더를 나만 쓸 수 있게 하세요(chmod go-w).",

            // Why a line of an imported deck file was skipped: said as {reason} after the file's name
            // and line.
            "the line has no word": "이 줄에는 단어가 없어요",
            "no word in the first column": "첫 열에 단어가 없어요",
            "the word is longer than {number} characters": "단어가 {number}자보다 길어요",
            "'{value}' has no Hangul syllable": "'{value}'에 한글 음절이 없어요",

            // A channel and what became of its delivery, in a digest's report.
            // One channel's failure after a digest.
            "{channel}: {reason}": "{channel}: {reason}",

            // Warnings from `today` when the dictionary could not answer and the word came from the
            // saved copy or the built-in word bank.
            "{dictionary} could not show the full entry for ‘{word}’ ({reason}); showing what its search gave.":
                "{dictionary}에서 ‘{word}’의 전체 항목을 받지 못했어요({reason}). 검색 결과로 보여 드려요.",
            "{reason}; showing the saved copy.": "{reason}. 저장된 사본을 보여 드려요.",
            "{reason}; showing the word from the built-in word bank.": "{reason}. 내장 단어장의 단어를 보여 드려요.",
            "{reason}; showing the word as your deck ‘{deck}’ has it.": "{reason}. ‘{deck}’ 단어장에 적힌 대로 보여 줘요.",

            // Why a dictionary's answer could not be used: said as {reason} in a warning about that
            // dictionary.
            // Why the full entry could not be fetched: the dictionary sent no entry page.
            "no view": "항목 보기 없음",
            "the search gave no target code": "검색 결과에 항목 번호가 없어요",
            "the view was empty": "항목 보기가 비어 있어요",
            "the view held no entry": "항목 보기에 항목이 없어요",
            // A dictionary's own error code, when it sends no message.
            "error {code}": "오류 {code}",
            "the view failed": "항목 보기에 실패했어요",

            // Errors and warnings about a dictionary's API: a missing or refused key, a server's error,
            // a response that cannot be read.
            "{dictionary} needs an API key.": "{dictionary}에는 API 키가 필요해요.",
            "{dictionary} needs an API key: set {setting} in Config.env.":
                "{dictionary}에는 API 키가 필요해요: Config.env에 {setting} 값을 설정하세요.",
            // Where to check a key, when the dictionary's page is not known: "check it on the dictionary".
            "the dictionary": "사전 누리집",
            "{dictionary} says the API key is suspended (error {code}); check {setting} in Config.env or on the key page of {page}.":
                "{dictionary}에서 API 키가 정지되었다고 해요(오류 {code}). Config.env의 {setting}나 {page}의 키 페이지를 확인하세요.",
            "{dictionary} says the API key is not registered (error {code}); check {setting} in Config.env or on the key page of {page}.":
                "{dictionary}에서 등록되지 않은 API 키라고 해요(오류 {code}). Config.env의 {setting}나 {page}의 키 페이지를 확인하세요.",
            // A dictionary refused a request with its own error code.
            "{dictionary} reported error {code}": "{dictionary}에서 오류를 알려 왔어요(오류 {code})",
            "{dictionary} reported error {code}: {reason}": "{dictionary}에서 오류를 알려 왔어요(오류 {code}): {reason}",
            "could not reach {dictionary}: {reason}": "{dictionary}에 닿지 못했어요: {reason}",
            "could not reach {dictionary} at {host}: {reason}": "{dictionary}({host})에 닿지 못했어요: {reason}",
            "{dictionary} is unavailable (HTTP {status} from {url})":
                "{dictionary} 서비스를 지금 쓸 수 없어요({url}에서 HTTP {status})",
            "the base URL": "기본 URL",
            "{dictionary} answered HTTP {status} for {url}; check {setting}.":
                "{dictionary}에서 {url} 요청에 HTTP {status} 응답을 보냈어요. {setting} 설정을 확인하세요.",
            "{dictionary} sent a response wordquiz cannot read ({reason}) from {url}":
                "{dictionary}에서 wordquiz가 읽을 수 없는 응답을 보냈어요({reason}, {url})",
            "{dictionary} sent a response wordquiz refused ({reason}) from {url}":
                "{dictionary}에서 보낸 응답을 wordquiz가 거부했어요({reason}, {url})",
            "{dictionary} has no standard entry for ‘{word}’": "{dictionary}에 ‘{word}’의 표제어가 없어요",
            // Homographs the dictionary could not tell apart.
            "{dictionary} lists {number} entries for ‘{word}’ and could not confirm which one this is":
                "{dictionary}에 ‘{word}’ 항목이 {number}개 있는데, 이 단어가 어느 것인지 확인하지 못했어요",

            // A warning after a quiz or learn: the dictionary gave no entry for some words.
            "{dictionary} gave no entry for {number} of {count word|words}; their definitions come from the built-in word bank.":
                "{dictionary}에서 단어 {count}개 중 {number}개의 항목을 받지 못했어요. 그 뜻풀이는 내장 단어장에서 가져와요.",

            // The frame of every warning on standard error: `wordquiz: warning: …`.
            // A warning on stderr; then the verb of a failed write.
            "warning: {reason}": "경고: {reason}",

            // Options of `quiz`, `learn` and `review` (--mode, --count, --seed, …): their help and the
            // errors for a value that is not valid.
            "--count takes a whole number of questions, 1 or more, not '{value}'":
                "--count에는 문제 수를 1 이상의 정수로 주세요(받은 값: '{value}')",
            "--seed takes a whole number from 0 up, not '{value}'": "--seed에는 0 이상의 정수를 주세요(받은 값: '{value}')",
            "the kind of question: {choices}": "문제 종류: {choices}",
            "words (default 10)": "단어 수 (기본 10)",
            "the same seed gives the same quiz": "같은 시드는 같은 퀴즈",
            "answer without writing anything (for scripts and trying things)": "아무것도 기록하지 않고 풀기 (스크립트와 시험용)",
            "quiz as if it were that day": "그날인 것처럼 풀기",
            "only words of one level: {choices}; all (the default) asks any": "한 등급의 단어만: {choices}; all(기본)은 모두",
            "no dictionary requests: definitions from the word bank": "사전에 묻지 않기: 뜻은 내장 단어장에서",

            // A numbered choice in `init`: the prompt and the error for a number out of range.
            // `init`: the prompt for a numbered choice.
            "Number": "번호",
            "choose 1 to {number}": "1부터 {number}까지 고르세요",

            // What a setting accepts, said after a setting whose value is not valid.
            "{choices} or a list like mon,wed,fri": "매일, 평일, 주말 또는 월,수,금 같은 목록({choices}, mon,wed,fri도 돼요)",
            "seconds, from 0.1 to 300": "0.1에서 300 사이의 초",
            "a probability from 0.70 to 0.99": "0.70에서 0.99 사이의 확률",
            "a number of words, 1 to 1000": "1에서 1000 사이의 단어 수",
            "a number of new words, 0 to 200": "0에서 200 사이의 새 단어 수",
            "hours, from 0 to 168": "0에서 168 사이의 시간",
            "an hour like 4 or 04:00": "4나 04:00 같은 시각",
            "scheme, host and port only, like https://opendict.korean.go.kr or http://127.0.0.1:8080":
                "https://opendict.korean.go.kr이나 http://127.0.0.1:8080처럼 스킴, 호스트, 포트만",

            // Why a line of a settings file is ignored: said as {reason} after the file's name and line.
            "the line is not UTF-8 text": "UTF-8 텍스트가 아닌 줄이에요",
            "no '=' on this line": "이 줄에 '='이 없어요",
            "'{value}' is not a variable name": "변수 이름이 아니에요: '{value}'",
            "a double quote is never closed": "큰따옴표가 닫히지 않았어요",
            "a single quote is never closed": "작은따옴표가 닫히지 않았어요",

            // The channels a digest can go to, and the error for a file channel in a system folder.
            "{choices} or {choice}": "{choices}, {choice}",
            "{path} is in a system folder: a digest file goes in a folder of your own, such as ~/digest.txt":
                "{path}은(는) 시스템 폴더에 있어요: 소식 파일은 ~/digest.txt처럼 내 폴더에 두세요",

            // Why a quiz cannot start or cannot ask a kind of question.
            "there are no words to practise yet: meet some with `wordquiz learn` (or see today's with `wordquiz today`).":
                "아직 연습할 단어가 없어요: `wordquiz learn`으로 단어를 만나 보세요(오늘의 단어는 `wordquiz today`).",
            "multiple-choice questions need {number} other words and only {number2} are known; use --mode chosung or cloze.":
                "객관식 문제에는 다른 단어가 {number}개 필요한데 아는 단어는 {number2}개뿐이에요. --mode chosung이나 cloze를 쓰세요.",
            "‘{word}’ has no example sentence for a {kind} question.": "‘{word}’에는 {kind} 문제에 쓸 예문이 없어요.",
            "the dictionary gives no opposite of ‘{word}’ for an antonym question.":
                "사전에 ‘{word}’의 반대말이 없어 반대말 문제를 낼 수 없어요.",

            // The levels a learner can choose, in help and in an error.
            "{choices} ({choices2})": "{choices} ({choices2})",

            // Errors about the learner's database file: damaged, newer, busy, full or unreadable, and
            // what to do.
            "the database {path} is damaged or is not a wordquiz database; wordquiz left it untouched. Move it aside to start afresh, or restore it from a backup.":
                "{path} 데이터베이스가 손상됐거나 wordquiz 데이터베이스가 아니에요. wordquiz는 건드리지 않았어요. 새로 시작하려면 다른 곳으로 옮기고, 아니면 백업에서 되살리세요.",
            "cannot open the database {path}: {reason}. Check that the folder exists and that you may read and write it.":
                "{path} 데이터베이스를 열 수 없어요: {reason}. 폴더가 있는지, 읽고 쓸 권한이 있는지 확인하세요.",
            "the disk holding the database {path} is full; what is stored is kept whole (nothing is half-written). Free some space and run it again.":
                "데이터베이스 {path}이(가) 있는 디스크가 가득 찼어요. 저장된 것은 온전히 그대로예요(반쯤 쓰인 것은 없어요). 공간을 비운 뒤 다시 실행하세요.",
            "the database {path} is busy in another wordquiz process; try again in a moment.":
                "{path} 데이터베이스를 다른 wordquiz 프로세스가 쓰고 있어요. 잠시 뒤에 다시 해 보세요.",
            "the database {path} was written by a newer wordquiz (schema version {version}, this wordquiz knows {version2}); update wordquiz to use it.":
                "{path} 데이터베이스는 더 새로운 wordquiz가 썼어요(스키마 버전 {version}, 이 wordquiz는 {version2}까지 알아요). wordquiz를 업데이트하세요.",
            "could not store a value in {path}: {reason}.": "{path}에 값을 저장하지 못했어요: {reason}.",
            "database error in {path}: {reason} (SQLite code {code}).":
                "{path}의 데이터베이스 오류: {reason} (SQLite 코드 {code}).",

            // `wordquiz daemon`: delivering the schedules on time — help and what it reports.
            "deliver what is due now (and retries that are due), then exit: for cron":
                "지금 보낼 것(과 때가 된 재시도)을 보내고 끝내기: cron용",
            "print a systemd user service that runs this daemon (scripts/install puts it in ~/.config/systemd/user/wordquiz-daemon.service)":
                "이 데몬을 실행하는 systemd 사용자 서비스 출력하기 (scripts/install은 이것을 ~/.config/systemd/user/wordquiz-daemon.service에 둬요)",
            "deliver scheduled digests on time (runs in the foreground)": "정해진 소식을 제때 보내기 (포그라운드에서 실행)",
            "Deliver the scheduled digests on time. The daemon runs in the foreground (under a systemd user service, tmux or nohup), sleeps until the next fire, follows schedule changes at once, catches up on fires missed while the machine slept (up to six hours late) and never delivers a fire twice, even beside `digest --schedule` timers. One daemon runs per data folder.":
                "정해진 소식을 제때 보내요. 데몬은 포그라운드에서 실행되고(systemd 사용자 서비스, tmux, nohup 아래에서), 다음 보낼 때까지 잠들고, 일정이 바뀌면 바로 따르고, 컴퓨터가 잠든 사이 놓친 것을 따라잡고(여섯 시간 늦은 것까지), `digest --schedule` 타이머와 함께 있어도 한 번을 두 번 보내지 않아요. 데이터 폴더마다 데몬은 하나예요.",

            // `wordquiz learn`: meeting the next new words — help and what it says between the words.
            "meet the next new words: a card each, then a question": "새 단어 만나기: 카드 한 장, 바로 문제 하나",
            "Meet new words: each is shown as a card, then asked once right away. Once met, a word comes back in `quiz` and, when it is due, in `review`.":
                "새 단어 만나기: 단어마다 카드를 보여 주고 바로 한 번 물어봐요. 만난 단어는 `quiz`에 나오고, 복습할 때가 되면 `review`에도 나와요.",
            "At most WORDQUIZ_NEW_PER_DAY new words a day (default 5), counting today's word when `today` showed it. --count asks for fewer. These answers are the words' first reviews: they do not count toward the day's review limit. The question is typed from the initial consonants unless --mode says otherwise. The new words are today's word, then the next words of the curriculum of your level, its most useful first (--level, else WORDQUIZ_LEVEL: {choices}; all walks 초급, then 중급, then 고급).":
                "하루에 새 단어는 WORDQUIZ_NEW_PER_DAY개까지(기본 5), `today`가 보여 준 오늘의 단어도 셉니다. --count로 더 적게 할 수 있어요. 이 답은 단어의 첫 복습이라 하루 복습 한도에 세지 않아요. --mode로 바꾸지 않으면 초성을 보고 단어를 써요. 새 단어는 오늘의 단어, 그다음은 내 등급(--level, 없으면 WORDQUIZ_LEVEL: {choices}; all이면 초급, 중급, 고급 차례로) 교육과정의 다음 단어예요. 가장 쓸모 있는 단어부터 나와요.",
            "No new words left: you have met every word of your decks.": "만날 새 단어가 더 없어요: 단어장의 단어를 모두 만났어요.",
            "These words come back in `wordquiz review` when they are due: the ones you missed, tomorrow.":
                "이 단어들은 복습할 때가 되면 `wordquiz review`에 다시 나와요. 틀린 단어는 내일이에요.",
            "at most N new words (default: what is left of today's WORDQUIZ_NEW_PER_DAY, 5)":
                "새 단어 최대 N개 (기본: 오늘 남은 WORDQUIZ_NEW_PER_DAY, 5)",
            "You have met today's {count new word|new words}. Practise with `wordquiz quiz`; see you tomorrow.":
                "오늘의 새 단어 {count}개를 다 만났어요. `wordquiz quiz`로 연습하고, 내일 또 만나요.",
            "── new word {number}/{total} ──": "── 새 단어 {number}/{total} ──",
            "New words are paused: WORDQUIZ_NEW_PER_DAY is 0. Practise with `wordquiz quiz` and `wordquiz review`, or set it above 0 to meet new words again.":
                "새 단어를 쉬고 있어요: WORDQUIZ_NEW_PER_DAY가 0이에요. `wordquiz quiz`와 `wordquiz review`로 연습하거나, 0보다 크게 하면 새 단어를 다시 만나요.",

            // `wordquiz stats`: the learner's statistics page — help, then its lines: a bold label at
            // the start of a line, then the figures.
            "your streak, accuracy, words learned and due, true retention, the coming reviews":
                "연속 학습, 정답률, 익힌 단어와 복습할 단어, 실제 기억률, 앞으로의 복습",
            "the same figures as one JSON object": "같은 수치를 JSON 객체 하나로",
            "count as if today were this date": "오늘이 그날인 것처럼 세기",
            "colour the heat map: {choices} (auto: when stdout is a terminal)":
                "달력에 색 칠하기: {choices} (auto: 표준 출력이 터미널일 때)",
            "Your record: the streak of days with answers, accuracy overall and over the last seven days (right answers, as the quiz's score counts them: an \"almost\" is not one), words met, learned and due today, words you keep forgetting (missed again and again), and a 12-week heat map of the days you studied.":
                "나의 기록: 연속 학습(답한 날이 이어진 날수), 전체와 최근 7일의 정답률(퀴즈 점수처럼 맞힌 답만, \"거의\"는 빼고), 만난 단어, 익힌 단어, 오늘 복습할 단어, 자꾸 잊는 단어, 공부한 날의 12주 달력.",
            "What the memory model says: true retention (of the last 30 days' reviews after a word's first, the share recalled, an \"almost\" included, in all and per level, beside your target), the words due on each of the next 30 days as a bar a day, predicted recall against what happened, and the reviews a day each retention target (WORDQUIZ_DESIRED_RETENTION) would cost you over a year of your new words a day with your parameters. Once your reviews are enough for a fit, or twice the last fit's, it suggests wordquiz optimize.":
                "기억 모형이 보는 나: 실제 기억률(최근 30일 동안 단어마다 첫 답 다음의 복습 가운데 기억한 비율, \"거의\"도 포함, 전체와 등급별, 목표와 나란히), 앞으로 30일 동안 날마다 복습할 단어 수(하루 한 칸 막대), 예측한 기억률과 실제, 그리고 목표 기억률(WORDQUIZ_DESIRED_RETENTION)마다 하루 새 단어 수대로 1년을 배울 때 드는 하루 복습 횟수(내 매개변수로 계산). 복습이 맞춤에 충분해지거나 지난 맞춤의 두 배가 되면 wordquiz optimize를 권해요.",
            // `stats`' labels: days studied in a row, answers, words, words due today.
            "Streak": "연속 학습",
            "Answers": "답변",
            "Words": "단어",
            "Due today": "오늘 복습",
            "Words you keep forgetting": "자꾸 잊는 단어",
            // `stats`: how many reviews were recalled.
            "True retention": "실제 기억률",
            "Predicted vs. actual": "예측과 실제",
            "Retention and its cost": "목표 기억률과 복습량",
            // `stats`: the fit in use, with the scores `optimize` kept it on.
            "Memory model": "기억 모형",
            "fitted to {count review|reviews}: held-out log loss {figures}, RMSE(bins) {figures2} (weighted as FSRS's reference evaluator weighs them; lower is better)":
                "복습 {count}번에 맞춘 매개변수: 따로 둔 복습의 로그 손실 {figures}, RMSE(bins) {figures2} (FSRS 참조 평가기와 같은 가중치, 낮을수록 좋아요)",
            // `stats`: answers outside the review (practice), inside "… in all (3 practice) · …"; then the streak's value.
            " ({number} practice)": " (연습 {number}개)",
            "{count day|days}": "{count}일",
            "{number} in all{detail} · {percent} right  |  last 7 days {number2} · {percent2} right":
                "전체 {number}개{detail} · 정답률 {percent}  |  최근 7일 {number2}개 · 정답률 {percent2}",
            "{number} learned / {number2} studied": "익힌 단어 {number}개 / 공부한 단어 {number2}개",
            // `stats`: the count of words due today.
            "{number}": "{number}개",
            "met {number}/{total} · learned {number2} · due today {number3}":
                "만난 단어 {number}/{total} · 익힌 단어 {number2} · 오늘 복습 {number3}",
            " (forgotten {number} times or more: try writing a sentence of your own)":
                " ({number}번 이상 잊음: 예문을 새로 만들어 보세요)",
            // `stats`: the heading of the calendar of answers.
            "Last {number} weeks": "최근 {number}주",
            "no reviews in the last {number} days (target {percent})": "최근 {number}일에 복습이 없어요 (목표 {percent})",
            "{number} of {count review|reviews} recalled in the last {number2} days ({percent}, target {percent2})":
                "최근 {number2}일 복습 {count}번 중 {number}번 기억 ({percent}, 목표 {percent2})",
            // `stats`: one level's recall rate.
            "{level} {percent} ({count review|reviews})": "{level} {percent} ({count}번)",
            " · busiest {date} ({count word|words})": " · 가장 많은 날 {date} ({count}개)",
            // `stats`: the heading of the review forecast.
            "Next {number} days": "앞으로 {number}일",
            "today {number} · within 7 days {number2} · within {number3} days {number4}":
                "오늘 {number}개 · 7일 안에 {number2}개 · {number3}일 안에 {number4}개",
            "predicted {percent}–{percent2}: recalled {percent3} ({count review|reviews})":
                "예측 {percent}–{percent2}: 실제 {percent3} ({count}번)",
            // `stats`: a retention target and the reviews a day it costs: "90% 23.4".
            "{percent} {number}": "{percent} {number}번",
            " reviews a day (simulated: a year of {count new word|new words} a day, with your fitted parameters)":
                " (하루 복습 횟수: 하루 새 단어 {count}개로 1년을 배운다고 할 때, 내 복습에 맞춘 매개변수로 계산)",
            " reviews a day (simulated: a year of {count new word|new words} a day, with the default parameters)":
                " (하루 복습 횟수: 하루 새 단어 {count}개로 1년을 배운다고 할 때, 기본 매개변수로 계산)",
            "Your review log has reached {count review|reviews}: run wordquiz optimize to fit your parameters again.":
                "복습 기록이 {count}번이 되었어요. wordquiz optimize로 매개변수를 다시 맞춰 보세요.",
            "Your review log has reached {count review|reviews}: run wordquiz optimize to fit the memory model to your reviews (the default parameters are in use).":
                "복습 기록이 {count}번이 되었어요. wordquiz optimize로 기억 모형을 내 복습에 맞춰 보세요(지금은 기본 매개변수를 써요).",

            // `wordquiz quiz`: practising the words met — help and what it says around the questions.
            "practise the words you have met; misses come back later": "만난 단어 연습하기: 틀린 단어는 나중에 다시",
            "Practise the words you have met (shown by `today`, a digest, or `learn`): the words that are due first, then the new ones, then the rest as practice.":
                "만난 단어(`today`, 소식, `learn`으로) 연습하기: 복습할 때가 된 단어 먼저, 다음은 새 단어, 나머지는 연습으로.",
            "`review` drills only what is due and schedules it (FSRS-6); `quiz` asks anything you have met, and its answers on words that are not due are practice: logged and counted in `stats`; a right one leaves the word's schedule alone, a miss brings it back sooner.":
                "`review`는 복습할 때가 된 단어만 익히고 일정을 정해요(FSRS-6). `quiz`는 만난 단어를 무엇이든 물어보고, 때가 안 된 단어의 답은 연습이에요: 기록되고 `stats`에 세요. 맞히면 단어의 일정은 그대로이고, 틀리면 더 일찍 다시 나와요.",
            "Question kinds (--mode, default mixed):": "문제 종류 (--mode, 기본 mixed):",
            "a definition: pick the word from four": "뜻을 보고 네 단어 중에서 고르기",
            "a word: pick its definition from four": "단어를 보고 네 뜻 중에서 고르기",
            "a definition and the initial consonants (ㅅㄱ): type the word": "뜻과 초성(ㅅㄱ)을 보고 단어 쓰기",
            "an example sentence with the word blanked out: type it": "단어가 빈칸으로 빠진 예문을 보고 쓰기",
            "the word is played: type what you hear": "단어를 듣고 들리는 대로 쓰기",
            "Answer by number for choices and by typing for the rest. Spaces, - and ^ do not matter; one jamo off counts as \"almost\" (not as right); another word you could know is wrong, and you are told what it means, but one that means the same is asked again; no choice offered is a word that could be right too; Hangul typed with the keyboard left in English (tkrhk for 사과) is understood. While answering: ? for a hint (the length, the initial consonants, the first syllable of a longer word), ! to hear the word last answered (in a listening question, the word again), q or Ctrl-D to stop. The words you miss are asked once more at the end; the score counts first tries.":
                "고르는 문제는 번호로, 나머지는 단어를 써서 답해요. 띄어쓰기, -, ^는 상관없어요. 자모 하나가 틀리면 \"거의\"(정답은 아니에요), 알 만한 다른 단어를 쓰면 오답이고 그 뜻을 알려 주지만, 뜻이 같은 말이면 다시 물어요. 보기에는 정답도 될 수 있는 단어를 넣지 않아요. 영문 자판 그대로 친 한글(사과를 tkrhk)도 알아들어요. 답하는 동안: ?는 힌트(글자 수, 초성, 두 음절 이상인 단어의 첫 음절), !는 방금 답한 단어 듣기(듣기 문제에서는 다시 듣기), q나 Ctrl-D는 그만하기. 틀린 단어는 끝에 한 번 더 물어보고, 점수는 첫 답만 세요.",
            "Every answer is saved the moment it is given. When standard input is not a terminal, one answer is read per line: `printf '2\\n사과\\n' | wordquiz quiz --count 2 --no-record`.":
                "답은 하는 순간 저장돼요. 표준 입력이 터미널이 아니면 한 줄에 답 하나씩 읽어요: `printf '2\\n사과\\n' | wordquiz quiz --count 2 --no-record`.",
            "{count word|words} of the {total} asked: every word you have met so far. `wordquiz learn` brings new ones.":
                "지금까지 만난 단어가 {count}개라 {total}개 중 {count}개만 물어요. `wordquiz learn`으로 새 단어를 만나세요.",

            // `wordquiz history`: the words met, a line each — help and the line's parts.
            "the words of past days and when you last reviewed them": "지난 날의 단어와 마지막 복습",
            "one JSON array, a word an object: date, headword, source, lastReviewed, due":
                "JSON 배열 하나, 단어마다 객체 하나: date, headword, source, lastReviewed, due",
            "The words you have met — by `today`, a digest, `learn` or a quiz — newest first, with when each was met, last reviewed and is next due.":
                "만난 단어(`today`, 소식, `learn`, 퀴즈로)를 최근 것부터, 만난 때, 마지막 복습, 다음 복습과 함께 보여 줘요.",
            "Nothing yet. Start with today's word: wordquiz today": "아직 기록이 없어요. wordquiz today로 오늘의 단어부터 보세요.",
            // `history`: when a word was last reviewed.
            "last reviewed {time} · due {date}": "마지막 복습 {time} · 다음 복습 {date}",
            // … when the clock's date is the day after the learner's (before the day's start hour).
            "last reviewed {time}, on the learner day of {date} · due {date2}":
                "마지막 복습 {time}({date} 학습일) · 다음 복습 {date2}",
            "not reviewed yet · first review {date}": "아직 복습 안 함 · 첫 복습 {date}",

            // `wordquiz review`: drilling the words due today — help and what it says before and after.
            "drill the words that are due": "복습할 때가 된 단어 익히기",
            "Drill the words that are due for review: first the words met the day before or earlier and never answered (their first review), then the studied words, most overdue first, up to the daily limit (WORDQUIZ_REVIEW_LIMIT, default 20 words; --limit for one day). After a break, while more studied words are due than the limit holds, half the limit again is asked to catch up, and one line says the day the last of them is asked. First reviews and the words `learn` introduces do not count toward the limit; first reviews have a limit of their own, the same number. The learner's day begins at WORDQUIZ_DAY_STARTS_AT (default 04:00).":
                "복습할 때가 된 단어를 익혀요. 먼저 전날이나 그전에 만나고 아직 답하지 않은 단어(첫 복습)를, 다음에 공부한 단어를 가장 오래 밀린 것부터 하루 한도까지(WORDQUIZ_REVIEW_LIMIT, 기본 20단어; 하루만 바꾸려면 --limit) 물어요. 쉬었다 돌아와 한도보다 많은 공부한 단어가 밀려 있으면 한도의 절반을 더 물어 따라잡고, 마지막 단어를 묻는 날을 한 줄로 알려 줘요. 첫 복습과 `learn`이 소개하는 단어는 한도에 세지 않아요. 첫 복습에는 같은 수의 한도가 따로 있어요. 학습자의 하루는 WORDQUIZ_DAY_STARTS_AT(기본 04:00)에 시작해요.",
            "review at most N words today (default: WORDQUIZ_REVIEW_LIMIT, else 20)":
                "오늘 복습할 최대 단어 수 (기본: WORDQUIZ_REVIEW_LIMIT, 없으면 20)",
            "--limit takes a whole number of words, 1 to 1000, not '{value}'":
                "--limit에는 1부터 1000까지의 단어 수를 주세요(받은 값: '{value}')",
            "Nothing to review yet: meet words with `wordquiz today` or `wordquiz learn`; they are due the next day.":
                "아직 복습할 단어가 없어요: `wordquiz today`나 `wordquiz learn`으로 단어를 만나면 다음 날 복습할 수 있어요.",
            "Today's reviews ({count word|words}) are done. See you tomorrow.": "오늘의 복습({count}개)을 마쳤어요. 내일 다시 만나요.",
            "Nothing to review now. Next review: {date}.": "지금 복습할 단어가 없어요. 다음 복습: {date}.",
            "{count word|words} due: at {number} a day ({limit} + {number2} catching up), the last of them is asked on {date}.":
                "복습할 단어가 {count}개예요. 하루 {number}개씩(한도 {limit}개 + 따라잡기 {number2}개) 하면 {date}에 모두 끝나요.",

            // Parts of every command's help page.
            // A heading in `help`.
            "Options:": "옵션:",
            "show this help": "이 도움말",

            // The list of commands and actions in `wordquiz --help` and a command's help.
            // An action in `help`, with its other names.
            "{summary} (also: {aliases})": "{summary} (다른 이름: {aliases})",
            "Actions (wordquiz help {command} ACTION for each):": "동작 (각각은 wordquiz help {command} ACTION):",
            // `help`: the other commands, after the main ones; then the man page's headings.
            "Also: {command}": "다른 이름: {command}",

            // The man page wordquiz(1): its header, section headings and opening text.
            "User Commands": "사용자 명령",
            "NAME": "이름",
            "one Korean word a day: the word, a quiz with spaced repetition, a daily digest":
                "하루 한 단어, 한국어: 오늘의 단어, 간격 반복 퀴즈, 하루 소식",
            // The man page's section headings, in capitals as man pages have them.
            "SYNOPSIS": "사용법",
            "DESCRIPTION": "설명",
            "wordquiz shows one Korean word a day from a Korean dictionary's Open API (우리말샘, 표준국어대사전 or 한국어기초사전) or from the word bank built into it, quizzes you on the words you have met with spaced repetition (FSRS-6), and delivers a daily digest on the channels you choose.":
                "wordquiz는 한국어 사전의 Open API(우리말샘, 표준국어대사전, 한국어기초사전)나 안에 든 내장 단어장에서 하루 한 단어를 보여 주고, 만난 단어를 간격 반복(FSRS-6)으로 물어보고, 고른 채널로 하루 소식을 보내요.",
            // The man page's section headings.
            "COMMANDS": "명령",
            "EXIT STATUS": "종료 상태",
            "FILES": "파일",
            "settings and API keys (mode 0600); ./Config.env and the environment override it":
                "설정과 API 키 (권한 0600); ./Config.env와 환경 변수가 그 위에 와요",
            "the learner's record, the dictionary cache, schedules and deliveries": "학습 기록, 사전 캐시, 일정과 전달 기록",
            // The man page's section heading for related pages.
            "SEE ALSO": "참고",

            // `wordquiz completions`: help, and the line telling where to load each shell's script.
            "a completion script for a shell": "셸용 자동 완성 스크립트",
            "Print a completion script for a shell: commands, schedule actions, options, their values, and the ids of your schedules.":
                "셸의 자동 완성 스크립트를 출력해요: 명령, schedule 동작, 옵션과 그 값, 내 일정의 id.",
            "add to ~/.bashrc: {command}": "~/.bashrc에 더하기: {command}",
            "add to ~/.zshrc (after compinit): {command}": "~/.zshrc에 더하기 (compinit 뒤에): {command}",
            "write it to {path}: {command}": "{path}에 쓰기: {command}",
            "scripts/install puts them where each shell looks by itself.": "scripts/install은 셸마다 스스로 찾는 곳에 둬요.",

            // What shared options (--date, --json, --offline, --color, …) do, in every command's help.
            "as if it were that day": "그날인 것처럼",
            "print JSON instead of text": "글 대신 JSON으로 출력하기",
            "use the embedded word bank; no network": "내장 단어장만, 네트워크 없이",
            "{choices} (auto by default); NO_COLOR turns auto off": "{choices} (기본 auto); NO_COLOR가 있으면 auto는 끄기",
            "{choices}; repeat for several": "{choices}; 여러 개면 반복",

            // The heading before a command's usage line in its help.
            // Before a command's usage line in `help`.
            "Usage:": "사용법:",

            // The daily digest sent to a channel (notification, email, chat): its title and lines, read
            // at a glance.
            // The digest.
            "Word of the day: {word}": "오늘의 단어: {word}",
            // Beside a deck word's pronunciation the rules of 표준 발음법 worked out (card, digest).
            "(by the rules, not a dictionary)": "(사전이 아닌 규칙으로 계산)",
            // The digest's lines: the meaning, an example (e.g.), the 한자 origin, a picture's credit.
            "Meaning: {meaning}": "뜻: {meaning}",
            "e.g. {value}": "예) {value}",
            "Origin: {origin}": "원어: {origin}",
            "Picture: {credit}": "사진: {credit}",
            "🔊 Attached: the word's sound — {detail}": "🔊 첨부: 단어의 소리 — {detail}",
            "Yesterday's word: {word} — {meaning}": "어제의 단어: {word} — {meaning}",
            "No words to review": "복습할 단어 없음",
            "{count word|words} to review — {command}": "복습할 단어 {count}개 — {command}",
            "{count word|words} to review: {word} — {command}": "복습할 단어 {count}개: {word} — {command}",
            // The digest: how many days in a row the learner has studied.
            "Streak: {count day|days}": "연속 학습 {count}일",
            "wordquiz test notification": "wordquiz 확인용 알림",
            "If you see this, the {channel} channel works.": "이 알림이 보이면 {channel} 채널이 작동합니다.",
            // The body of `wordquiz channel test`'s message.
            "test notification": "확인용 알림",

            // Where the day's word came from, when no dictionary gave it.
            "wordquiz's built-in word bank": "wordquiz 내장 단어장",

            // Labels inside a digest as Slack, Discord and email show it.
            "Word of the day": "오늘의 단어",
            "See it in the dictionary": "사전에서 보기",

            // Why the Korean spelling dictionary (Hunspell) could not be used to grade answers, from
            // `doctor` and a warning.
            // Grading against Korean.
            "libhunspell cannot be opened ({reason})": "libhunspell을 열 수 없어요 ({reason})",
            "the Korean spelling dictionary (ko.aff, ko.dic) is not in {folder}":
                "한국어 맞춤법 사전(ko.aff, ko.dic)이 {folder}에 없어요",

            // `wordquiz optimize`: fitting the memory model to the learner's reviews — help and what the
            // fit found.
            // optimize: the memory model fitted to the learner.
            "go back to the default parameters": "기본 매개변수로 돌아가기",
            "fit the memory model to your own reviews": "기억 모형을 내 복습 기록에 맞추기",
            "Fit FSRS-6's 21 parameters to your own review log: the reviews that scheduled, one a day per word. The latest fifth of your words is held out; the fit is kept only if it predicts those reviews better than the parameters in use by at least {percent}, or by less but beyond chance, and the scheduler uses it from the next answer on. Below {number} reviews the defaults stay; the fewer the reviews, the nearer the defaults a fit stays.":
                "FSRS-6의 매개변수 21개를 내 복습 기록에 맞춰요: 일정을 정한 복습만, 단어마다 하루에 하나씩. 가장 최근 단어 5분의 1은 따로 두고, 그 복습을 지금 쓰는 매개변수보다 {percent} 이상, 또는 그보다 적어도 우연이라 볼 수 없을 만큼 더 잘 예측할 때만 맞춘 값을 남겨요. 다음 답부터 일정에 써요. 복습이 {number}개보다 적으면 기본값 그대로예요. 복습이 적을수록 맞춘 값도 기본값에 가깝게 머물러요.",
            "the default parameters are back in use.": "기본 매개변수를 다시 써요.",
            "at {percent} retention you will do about {percent2} % fewer reviews ({figures} a day, fitted / before, at {count new word|new words} a day).":
                "기억률 {percent}에서 복습이 약 {percent2} % 줄어요(하루 {figures}번: 맞춘 값 / 이전, 하루 새 단어 {count}개 기준).",
            "at {percent} retention your memory needs about {percent2} % more reviews than before ({figures} a day, fitted / before, at {count new word|new words} a day).":
                "목표 기억률 {percent}에는 전보다 복습이 약 {percent2} % 더 필요해요(하루 {figures}번: 맞춘 값 / 이전, 하루 새 단어 {count}개 기준).",
            "at {percent} retention you will do about as many reviews as before.": "기억률 {percent}에서 복습 횟수는 전과 거의 같아요.",
            "{count review|reviews} so far: a fit needs {number} ({number2} more); the default parameters stay.":
                "지금까지 복습 {count}개: 맞추려면 {number}개가 필요해요({number2}개 더). 기본 매개변수를 그대로 써요.",
            // `optimize` on a terminal, once a fit has run for a second: the pass ending now.
            "fitting your parameters… pass {number}, log loss {figures} (step halved {number2} of 5 times)":
                "매개변수를 맞추는 중… {number}번째 반복, 로그 손실 {figures} (걸음 폭을 5번 중 {number2}번 줄임)",
            "held-out log loss {before} → {after}, RMSE(bins) {before2} → {after2}":
                "따로 둔 복습의 로그 손실 {before} → {after}, RMSE(bins) {before2} → {after2}",
            "the parameters in use predict your reviews as well by log loss: what a fit would gain is too small to tell from noise ({figures}); they stay.":
                "지금 쓰는 매개변수가 로그 손실로 보아 복습을 그만큼 잘 예측해요. 새로 맞춰 나아지는 만큼이 너무 작아 우연과 구별되지 않아요({figures}). 그대로 써요.",
            "a fit would predict your reviews better on average by log loss, but worse by RMSE(bins), beyond noise ({figures}): its predictions would be off for some words; the parameters in use stay.":
                "새로 맞추면 로그 손실로는 평균적으로 더 잘 예측하지만, RMSE(bins)로는 오차 범위를 넘어 나빠져요({figures}). 어떤 단어에서는 예측이 어긋날 거예요. 지금 쓰는 매개변수를 그대로 써요.",
            "fitted to {count review|reviews}: your held-out reviews are predicted {percent} % better ({figures}); the scheduler uses your parameters from the next answer on.":
                "복습 {count}개에 맞췄어요: 따로 둔 복습을 {percent}% 더 잘 예측해요({figures}). 다음 답부터 내 매개변수로 일정을 정해요.",

            // `wordquiz level`: the learner's level and moving to another — help and results.
            "show your level, or move to another": "내 등급을 보거나 다른 등급으로 옮기기",
            "Without a level: your level and how many of its words you have not met yet. With one ({choices}): the words of the day and `learn`'s new words come from that level from now on. It is written as WORDQUIZ_LEVEL in your config file; a WORDQUIZ_LEVEL in the environment or in ./Config.env still wins, and is named if it does.":
                "등급 없이: 내 등급과 그 등급에서 아직 만나지 않은 단어 수. 등급을 주면({choices}): 이제부터 오늘의 단어와 `learn`의 새 단어가 그 등급에서 나와요. 설정 파일에 WORDQUIZ_LEVEL로 적혀요. 환경 변수나 ./Config.env의 WORDQUIZ_LEVEL이 있으면 그쪽이 이기고, 그때는 그렇다고 알려 줘요.",
            "unknown level '{value}': {choices}": "모르는 등급 '{value}': {choices}",
            "level {level} from now on (WORDQUIZ_LEVEL in {path}).": "이제부터 등급 {level} ({path}의 WORDQUIZ_LEVEL).",
            "WORDQUIZ_LEVEL={value} in the environment or in ./Config.env wins over the config file: remove it there to use {level}.":
                "환경 변수나 ./Config.env의 WORDQUIZ_LEVEL={value}이(가) 설정 파일보다 이겨요. {level}을(를) 쓰려면 그쪽에서 지우세요.",
            "your level: {level} — {count word|words}, {number} not met yet.":
                "내 등급: {level} — 단어 {count}개, 아직 만나지 않은 단어 {number}개.",

            // `wordquiz widget`: the day's word for a status bar or prompt — help and errors.
            "today's word for a status bar or a prompt": "상태 표시줄이나 프롬프트에 오늘의 단어 보이기",
            "Today's word where a glance lands: `line` prints the word and its meaning on one line (the English gloss for an English reader), for i3blocks or a shell prompt; `tmux`, `polybar` and `zsh` (for its prompt) print the same line with their markup escaped, so that a dictionary's text cannot restyle them; `waybar` prints a waybar custom module's JSON (text, the whole card as its tooltip, the level as its class, today's reviews done as its percentage). From the cached entry or the word bank, never the network, and nothing is recorded: a glance is not a study.":
                "눈길이 닿는 곳에 오늘의 단어: `line`은 단어와 뜻을 한 줄로 보여 줘요(영어로 읽는 사람에게는 영어 뜻). i3blocks나 셸 프롬프트에 써요. `tmux`, `polybar`, `zsh`(프롬프트용)는 같은 줄을 그 프로그램의 마크업을 이스케이프해서 보여 줘요. 사전의 글이 모양을 바꿀 수 없도록요. `waybar`는 waybar 사용자 모듈의 JSON을 보여 줘요(텍스트, 툴팁에는 카드 전체, class에는 등급, percentage에는 오늘 한 복습). 캐시된 항목이나 단어장에서 가져오고 네트워크는 쓰지 않으며, 아무것도 기록하지 않아요. 한번 보는 것은 공부가 아니니까요.",
            "cut the line to N columns": "줄을 N칸으로 자르기",
            "the word of another day (default: today)": "다른 날의 단어(기본: 오늘)",
            "keep running and print again, one line each time, when what it shows changes: an answer, a new day, a word cached":
                "끝나지 않고 기다리다가, 보여 주는 것이 바뀔 때마다(답을 하거나, 날이 바뀌거나, 단어가 저장될 때) 한 줄씩 다시 출력",
            "unknown format '{value}': use {choices}": "모르는 형식 '{value}': {choices} 중에서 쓰세요",
            "--width needs a number of columns above 0, not '{value}'": "--width에는 0보다 큰 칸 수가 필요해요('{value}'는 안 돼요)",

            // The notice that a level's words are nearly all met, under the card and in the digest; and
            // the levels' names in it.
            // The grades' names, as a sentence says them: "the beginner level".
            "beginner": "초급",
            "intermediate": "중급",
            "advanced": "고급",
            "native speaker": "심화",
            "Only {count word|words} of the {level} level left to meet: `wordquiz deck import FILE` adds words of your own.":
                "{level} 단어 중 아직 만나지 않은 단어가 {count}개 남았어요. `wordquiz deck import 파일`로 내 단어를 더할 수 있어요.",
            "Only {count word|words} of the {level} level left to meet. Ready for the {level2} words? wordquiz level {choice}":
                "{level} 단어 중 아직 만나지 않은 단어가 {count}개 남았어요. {level2} 단어로 넘어가려면: wordquiz level {choice}",
            "Only {count word|words} of the built-in word bank left to meet: `wordquiz deck import FILE` adds words of your own.":
                "내장 단어장에서 아직 만나지 않은 단어가 {count}개 남았어요. `wordquiz deck import 파일`로 내 단어를 더할 수 있어요.",
            "Only {count word|words} of your decks left to meet: `wordquiz deck use bank` adds the built-in words, `wordquiz deck import FILE` another deck.":
                "내 단어장에서 아직 만나지 않은 단어가 {count}개 남았어요. `wordquiz deck use bank`로 기본 단어를 더하거나 `wordquiz deck import 파일`로 다른 단어장을 가져오세요.",

            // The quiz in the terminal: a question's header and prompt, feedback after an answer, the
            // next review, and the score at the end.
            // The learning flows: the card, the quiz and its feedback, learn, review, stats, history.
            "Once more, the words you missed": "틀린 단어를 한 번 더 물어볼게요",
            "(not counted in the score)": "(점수에는 들어가지 않아요)",
            // The quiz: an English gloss before the Korean definition; then which question this is.
            "{english} — {meaning}": "{english} — {meaning}",
            "[again {number}/{total}]": "[다시 {number}/{total}]",
            "[{number}/{total}]": "[{number}/{total}]",
            "{counter} Choose the word that means:": "{counter} 뜻에 맞는 단어를 고르세요.",
            "{counter} What does ‘{word}’ mean?": "{counter} ‘{word}’의 뜻을 고르세요.",
            "{counter} Type the word. Initial consonants: {chosung}": "{counter} 뜻에 맞는 단어를 쓰세요. 초성: {chosung}",
            // … the same for a 속담 or a 관용구.
            "{counter} Choose the expression that means:": "{counter} 뜻에 맞는 표현을 고르세요.",
            "{counter} Type the expression. Initial consonants: {chosung}": "{counter} 뜻에 맞는 표현을 쓰세요. 초성: {chosung}",
            "{counter} Fill in the blank:": "{counter} 빈칸에 들어갈 말을 쓰세요.",
            "{counter} Choose the opposite of ‘{word}’:": "{counter} ‘{word}’의 반대말을 고르세요.",
            "  (? hint · q quit)": "  (? 힌트 · q 끝내기)",
            // A listening question: the word is played, nothing written; `!` plays it again.
            "{counter} Type the word you hear.": "{counter} 들리는 단어를 쓰세요.",
            "{counter} Type the expression you hear.": "{counter} 들리는 표현을 쓰세요.",
            "  (! hear it again · ? hint · q quit)": "  (! 다시 듣기 · ? 힌트 · q 끝내기)",
            // … and a typed question where words can be heard: `!` plays the word last answered.
            "  (? hint · ! hear the last word · q quit)": "  (? 힌트 · ! 방금 단어 듣기 · q 끝내기)",
            "Nothing to hear yet: a word plays once its answer is shown.": "아직 들을 단어가 없어요: 답이 나온 단어를 들려줘요.",
            "No sound here: `wordquiz doctor` says what is missing.":
                "여기서는 소리를 낼 수 없어요: `wordquiz doctor`가 무엇이 없는지 알려 줘요.",
            // The quiz's prompts: for a numbered choice, for a typed answer; then a hint given.
            "number> ": "번호> ",
            "answer> ": "답> ",
            "Hint — {hint}": "힌트 — {hint}",
            "No more hints.": "더 드릴 힌트가 없어요.",
            "A choice has no hints: answer with its number.": "고르는 문제에는 힌트가 없어요. 번호로 답하세요.",
            " (read ‘{typed}’, typed with an English keyboard, as ‘{word}’)":
                " (영문 자판 입력 ‘{typed}’을(를) ‘{word}’(으)로 읽었어요)",
            // The quiz's feedback: one jamo off, counted as Hard.
            "△ Almost": "△ 거의 맞았어요",
            " (‘{typed}’ is a form of ‘{word}’: counted right)": " (‘{typed}’은(는) ‘{word}’의 활용형이라 정답으로 쳐요)",
            " (‘{typed}’ is ‘{word}’ with a particle: counted right)":
                " (‘{typed}’은(는) ‘{word}’에 조사가 붙은 말이라 정답으로 쳐요)",
            "✗ ‘{word}’ is another word": "✗ ‘{word}’은(는) 다른 단어예요",
            "✗ ‘{typed}’ is a form of another word, ‘{word}’": "✗ ‘{typed}’은(는) 다른 단어 ‘{word}’의 활용형이에요",
            "‘{word}’ means this too, but another word is asked: try again.":
                "‘{word}’도 이 뜻이지만 묻는 단어는 따로 있어요. 다시 답해 보세요.",
            "✗ ‘{typed}’ is another word, ‘{word}’, with a particle": "✗ ‘{typed}’은(는) 다른 단어 ‘{word}’에 조사가 붙은 말이에요",
            "✗ Not quite": "✗ 틀렸어요",
            " — the blank: {word}": " — 빈칸: {word}",
            // The quiz's feedback: hints used, the answer, when the word comes back (today, tomorrow, in 3 days).
            " · {count hint|hints}": " · 힌트 {count}번",
            "Answer: ": "정답 ",
            "Next review: {when}": "다음 복습: {when}",
            "today": "오늘",
            "tomorrow": "내일",
            "in {count day|days}": "{count}일 후",
            "Practice — missed, so it comes back {when}": "연습 — 틀렸으니 {when}에 다시 나와요",
            "Practice — the word was not due; its next review stays {when}":
                "연습 — 아직 복습할 때가 아닌 단어라 다음 복습은 그대로 {when}이에요",
            " (counted as right with difficulty: it comes back sooner)": " (어렵게 맞힌 것으로 쳐서 더 일찍 다시 나와요)",
            // The quiz's feedback and its closing summary: time taken, score, near misses.
            "✓ Right!": "✓ 정답!",
            "{minutes} min {seconds} s": "{minutes}분 {seconds}초",
            "{seconds} s": "{seconds}초",
            "Score {number}/{total}": "점수 {number}/{total}",
            " · almost {number}": " · 거의 {number}",
            " · time {time}": " · 걸린 시간 {time}",
            "No word missed — well done!": "틀린 단어 없음 — 잘했어요!",
            // The quiz's summary: words to review; then the hints, weakest first.
            "To review: {word}": "복습할 단어: {word}",
            // A date without its year, as the quiz says when a word comes back: Dec 3; then the weekdays, as a local time shows them.
            "Jan {day}": "1월 {day}일",
            "Feb {day}": "2월 {day}일",
            "Mar {day}": "3월 {day}일",
            "Apr {day}": "4월 {day}일",
            "May {day}": "5월 {day}일",
            "Jun {day}": "6월 {day}일",
            "Jul {day}": "7월 {day}일",
            "Aug {day}": "8월 {day}일",
            "Sep {day}": "9월 {day}일",
            "Oct {day}": "10월 {day}일",
            "Nov {day}": "11월 {day}일",
            "Dec {day}": "12월 {day}일",

            // A quiz's hints after `?`, each stronger than the last.
            "syllables: {number}": "글자 수: {number}",
            "initial consonants: {chosung}": "초성: {chosung}",
            "first syllable: {syllable}": "첫 글자: {syllable}",
            "meaning: {meaning}": "뜻: {meaning}",

            // What the quiz says to an answer it cannot take.
            "The quiz is over.": "퀴즈가 끝났어요.",
            "Answer with a number from 1 to {number}.": "1부터 {number}까지의 번호로 답하세요.",

            // The quiz's reminder when a multiple-choice answer is not a number.
            "Type a number (q to quit).": "번호를 입력하세요 (q 끝내기).",

            // The word's card (`today`, `learn`): labels at the start of a line (Origin, Pattern, …) and
            // the card's notes.
            // The card's labels (`today`, `learn`): 한자 origin, sentence pattern (문형), usage (문법), example, phrases, dialogue, topic, picture, level, link.
            "Origin": "원어",
            "Pattern ": "문형 ",
            "Usage ": "문법 ",
            "e.g. ": "예) ",
            "Phrases ": "구) ",
            "Dialogue ": "대화) ",
            "Topic": "범주",
            "Picture": "사진",
            "Credit": "저작권",
            "Level": "등급",
            "Link": "링크",
            " (search results only)": " (검색 결과만)",
            // The card's source line and the related words' labels (synonyms, antonyms, see also, derived words,
            // proverbs and idioms that hold the word).
            " (saved copy)": " (저장된 사본)",
            "Source": "출처",
            "Synonyms": "비슷한말",
            "Antonyms": "반대말",
            "See also": "참고어",
            "Word family": "파생어",
            "Proverbs": "속담",
            "Idioms": "관용구",
            "Word of the day · {date}": "오늘의 단어 · {date}",
            // The card: meanings not shown; the dialogue's two speakers; a word from a deck of the learner's.
            "   … {count more meaning|more meanings}": "   … 뜻 {count}개 더",
            "A: ": "가: ",
            "B: ": "나: ",
            "deck ‘{deck}’": "단어장 ‘{deck}’",

            // The 12-week heat map at the end of `stats`: weekday initials down the side and the legend.
            "M T W T F S S": "월 화 수 목 금 토 일",
            "· none  ░ 1–4  ▒ 5–9  ▓ 10–19  █ 20+": "· 없음  ░ 1–4  ▒ 5–9  ▓ 10–19  █ 20+",

            // Weekdays, short, in a date and time (`2026-12-01 07:30:00 Tue KST`).
            "Sun": "(일)",
            "Mon": "(월)",
            "Tue": "(화)",
            "Wed": "(수)",
            "Thu": "(목)",
            "Fri": "(금)",
            "Sat": "(토)",

            // The dictionaries' own labels for parts of speech, shown on the card after the word: the
            // Korean is the dictionary's term.
            // The dictionaries' parts of speech (품사), as the card and the quiz label a word: the
            // Korean is the dictionary's own label.
            "noun": "명사",
            "bound noun": "의존 명사",
            "pronoun": "대명사",
            "numeral": "수사",
            "particle": "조사",
            "verb": "동사",
            "auxiliary verb": "보조 동사",
            "adjective": "형용사",
            "auxiliary adjective": "보조 형용사",
            "determiner": "관형사",
            "adverb": "부사",
            "interjection": "감탄사",
            "ending": "어미",
            "affix": "접사",
            "phrase": "구",
            "proverb": "속담",
            "idiom": "관용구",
            "no part of speech": "품사 없음",

            // A word's sound (`say`, `today --say`): the word, the pronunciation spoken, whose voice.
            "{word} [{syllable}] — {detail}": "{word} [{syllable}] — {detail}",
            // … the same where the pronunciation a recording speaks is not written on its page.
            "{word} — {detail}": "{word} — {detail}",
            // … a person's recording, credited as its licence asks.
            "recording: {credit}": "녹음: {credit}",
            // … a sound an imported deck's note plays for the word.
            "the sound of the deck ‘{deck}’": "덱 ‘{deck}’의 소리",
            // … and the synthetic voice, never passed off as a person's.
            "synthetic voice (espeak-ng), not a person": "합성음(espeak-ng), 사람 목소리가 아니에요",
            "hear a word: today's, or the one you name": "단어 듣기: 오늘의 단어나 말한 단어",
            "say the word of another day (default: today's)": "다른 날의 단어를 들려줘요 (기본값: 오늘의 단어)",
            "print the sound file's path instead of playing it": "재생하지 않고 소리 파일의 경로를 출력해요",
            "play the word after the card (see `wordquiz say`)": "카드 다음에 단어를 들려줘요 (`wordquiz say` 참고)",
            "Play a word: 한국어기초사전's recording where the word came from that dictionary (NIKL's, CC BY-SA 2.0 KR), else espeak-ng's synthetic voice saying its standard pronunciation, labelled as synthetic. The player is WORDQUIZ_PLAYER, else the first of pw-play, paplay, mpv, ffplay, mpg123 and aplay found.":
                "단어를 들려줘요: 한국어기초사전에서 온 단어는 그 사전의 녹음(국립국어원, CC BY-SA 2.0 KR)으로, 아니면 espeak-ng 합성음이 표준 발음을 읽어요(합성음이라고 밝혀요). 재생기는 WORDQUIZ_PLAYER, 없으면 pw-play, paplay, mpv, ffplay, mpg123, aplay 가운데 처음 찾은 것이에요.",
            "‘{typed}’ has no Korean to say": "‘{typed}’에는 읽을 한국어가 없어요",
            "give a word or --date, not both": "단어와 --date 가운데 하나만 주세요",
            "no sound of this word can be had": "이 단어의 소리를 얻을 수 없어요",
            "no recording of ‘{word}’: {reason}": "‘{word}’의 녹음이 없어요: {reason}",
            "the entry has no 한국어기초사전 number": "이 항목에는 한국어기초사전 번호가 없어요",
            "the dictionary's page answered {status}": "사전 웹 페이지가 {status}(으)로 응답했어요",
            "the dictionary's page could not be fetched: {reason}": "사전 웹 페이지를 가져오지 못했어요: {reason}",
            "the dictionary's page could not be read": "사전 웹 페이지를 읽지 못했어요",
            "the recording could not be fetched: {reason}": "녹음을 가져오지 못했어요: {reason}",
            "the recording answered {status}": "녹음 주소가 {status}(으)로 응답했어요",
            "the recording's address gave something that is not a sound file":
                "녹음 주소에서 소리 파일이 아닌 것을 받았어요",
            "the recording could not be kept: {reason}": "녹음을 저장하지 못했어요: {reason}",
            "no synthetic voice: install espeak-ng with `sudo apt install espeak-ng`":
                "합성음을 낼 수 없어요: `sudo apt install espeak-ng`로 espeak-ng를 설치하세요",
            "the synthetic voice failed: {reason}": "합성음을 만들지 못했어요: {reason}",
            "the synthetic voice's file could not be kept: {reason}": "합성음 파일을 저장하지 못했어요: {reason}",
            "no audio player: install one (`sudo apt install pipewire-bin` or `mpg123`) or set WORDQUIZ_PLAYER":
                "소리 재생기가 없어요: 하나를 설치하거나(`sudo apt install pipewire-bin` 또는 `mpg123`) WORDQUIZ_PLAYER를 설정하세요",
            "the audio player {name} was not found": "소리 재생기 {name}을(를) 찾지 못했어요",
            "could not start the audio player {name}": "소리 재생기 {name}을(를) 시작하지 못했어요",
            "the audio player {name} failed (exit {code}): {reason}": "소리 재생기 {name}이(가) 실패했어요(종료 코드 {code}): {reason}",
            "the audio player {name} failed (exit {code})": "소리 재생기 {name}이(가) 실패했어요(종료 코드 {code})",
            // `doctor`: where a word's sound comes from here, and what plays it.
            "recordings: 한국어기초사전's, for the words it gives": "녹음: 한국어기초사전에서 온 단어는 그 사전의 녹음",
            "no recordings: they come with 한국어기초사전's words (KRDICT_API_KEY)":
                "녹음 없음: 녹음은 한국어기초사전의 단어에 딸려 와요 (KRDICT_API_KEY)",
            "synthetic voice: espeak-ng's Korean": "합성음: espeak-ng의 한국어",
            "no synthetic voice for words without a recording: apt install espeak-ng":
                "녹음이 없는 단어에 쓸 합성음이 없어요: apt install espeak-ng",
            // `doctor`: the program found that plays a word's sound.
            "audio player: {path}": "소리 재생기: {path}",
            "WORDQUIZ_PLAYER names {name}, which is not found": "WORDQUIZ_PLAYER에 적힌 {name}을(를) 찾지 못했어요",
            "no audio player: apt install pipewire-bin (or mpg123), or set WORDQUIZ_PLAYER":
                "소리 재생기가 없어요: apt install pipewire-bin(또는 mpg123), 또는 WORDQUIZ_PLAYER 설정",
        ])
}
