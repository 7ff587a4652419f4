import Foundation
import WordQuizCore

/// The help in Korean: each command's and action's text and summary, by the words that name
/// it (`"schedule add"`). The usage lines and option names are the English help's own, so a
/// test can hold both to the same options; `CommandCatalogue` picks the reader's language.
enum KoreanHelp {
    private static func usage(_ usage: String) -> String {
        CommandSpec.usage(usage, in: .ko)
    }

    /// The channel kinds, listed without English.
    private static let channels = ChannelSpec.names.text(in: .ko)

    /// The usage lines of an English help, labelled in Korean.
    private static func usage(of help: String) -> String {
        usage(CommandSpec.usageLines(of: help))
    }

    /// `WordQuizCLI.usage` in Korean.
    static let commandLineUsage = "사용법: wordquiz <command> [options]   (명령 목록은 wordquiz --help)"

    /// The one-line summaries of the command list and of each command's actions.
    static let summaries: [String: String] = [
        "today": "오늘의 단어 보기",
        "learn": "새 단어 만나기: 카드 한 장, 바로 문제 하나",
        "quiz": "만난 단어 연습하기: 틀린 단어는 나중에 다시",
        "review": "복습할 때가 된 단어 익히기",
        "stats": "연속 학습, 정답률, 익힌 단어와 복습할 단어, 12주 달력",
        "history": "지난 날의 단어와 마지막 복습",
        "export": "Anki용 카드와 답변 기록 내보내기 (--format tsv|json)",
        "deck": "내 단어장: import, list, use, show, remove",
        "deck import": "단어 목록 가져오기",
        "deck list": "단어장 목록",
        "deck use": "공부할 단어장 고르기",
        "deck show": "단어장의 단어 보기",
        "deck remove": "단어장 지우기",
        "add": "내 단어 하나를 단어장에 더하기",
        "digest": "오늘의 소식을 만들어 지금 보내기 (또는 --dry-run)",
        "schedule": "소식을 보낼 때와 곳: add, list, on, off, edit, remove, export",
        "schedule add": "일정 더하기",
        "schedule list": "일정 목록",
        "schedule on": "일정 켜기",
        "schedule off": "일정 끄기",
        "schedule edit": "일정 고치기",
        "schedule remove": "일정 지우기",
        "schedule export": "systemd 타이머나 crontab 줄로 내보내기",
        "daemon": "정해진 소식을 제때 보내기 (포그라운드에서 실행)",
        "deliveries": "보낸 것, 늦은 것, 놓친 것, 실패한 것",
        "channel": "channel test SPEC: 확인용 알림 보내기",
        "channel test": "확인용 알림 보내기",
        "init": "설정하기: 사전과 키, 매일 보낼 시각과 채널, 데몬",
        "doctor": "설정, 키, 데이터베이스, 알림, 데몬 점검하기",
        "help": "명령의 도움말: help COMMAND [ACTION]",
        "completions": "bash, zsh, fish용 자동 완성 스크립트",
    ]

    /// The full help of a command or action.
    static func text(for name: String) -> String? {
        texts[name]
    }

    /// `wordquiz --help`, with the command list given.
    static func main(version: String, commands: String) -> String {
        """
        wordquiz \(version) — 하루 한 단어, 한국어.

        사용법: wordquiz <command> [options]

        명령:
        \(commands)

        더 자세한 설명은 `wordquiz help <command>`(또는 `wordquiz <command> --help`).

        옵션:
          -h, --help                 이 도움말
          --version                  버전
          --color auto|always|never  명령 앞이나 뒤에

        \(ExitCode.summaryParagraph(in: .ko))

        """
    }

    private static let texts: [String: String] = [
        "today": """
        오늘의 한국어 단어를 보여 줘요: 표제어, 품사, 발음, 원어, 뜻, 예문, 등급, 링크.

        \(usage(TodayCommand.usage))

        옵션:
          --date YYYY-MM-DD   다른 날의 단어 (기본: 오늘, 현지 시각)
          --level LEVEL       beginner, intermediate, advanced, all (초급, 중급, 고급;
                              기본: WORDQUIZ_LEVEL, 없으면 all): 그 등급의 오늘의 단어,
                              어느 컴퓨터에서나 같아요
          --provider NAME     opendict, stdict, krdict, offline (기본: WORDQUIZ_PROVIDER,
                              없으면 키가 있는 첫 사전, 그것도 없으면 offline)
          --offline           내장 단어장만, 네트워크 없이
          --refresh           저장된 단어가 있어도 다시 받기
          --json              카드 대신 JSON 객체 하나
          --color WHEN        auto (기본), always, never; NO_COLOR가 있으면 auto는 끄기
          -h, --help          이 도움말

        API 키가 없으면 단어와 뜻은 wordquiz의 내장 단어장에서 가져와요. 키와 기본 URL은
        ~/.config/wordquiz/config.env, ./Config.env, 환경 변수 순으로 읽어요(뒤의 것이
        우선). Config.example.env를 보세요.

        """,
        "learn": """
        새 단어 만나기: 단어마다 카드를 보여 주고 바로 한 번 물어봐요. 만난 단어는 `quiz`에
        나오고, 복습할 때가 되면 `review`에도 나와요.

        \(usage(LearnCommand.usage))

        하루에 새 단어는 WORDQUIZ_NEW_PER_DAY개까지(기본 5), `today`가 보여 준 오늘의 단어도
        셉니다. --count로 더 적게 할 수 있어요. --mode로 바꾸지 않으면 초성을 보고 단어를
        써요. 새 단어는 내 등급(--level, 없으면 WORDQUIZ_LEVEL: beginner, intermediate,
        advanced, all; 초급, 중급, 고급도 돼요)의 다음 오늘의 단어들이에요.

        """,
        "quiz": """
        만난 단어(`today`, 소식, `learn`으로) 연습하기: 복습할 때가 된 단어 먼저, 다음은 새
        단어, 나머지는 연습으로.

        \(usage(QuizCommand.usage))

        `review`는 복습할 때가 된 단어만 익히고 일정을 정해요(FSRS-6). `quiz`는 만난 단어를
        무엇이든 물어보고, 때가 안 된 단어의 답은 연습이에요: 기록되고 `stats`에 세지만
        단어의 일정은 움직이지 않아요.

        문제 종류 (--mode, 기본 mixed):
          choice    뜻을 보고 네 단어 중에서 고르기
          reverse   단어를 보고 네 뜻 중에서 고르기
          chosung   뜻과 초성(ㅅㄱ)을 보고 단어 쓰기
          cloze     단어가 빈칸으로 빠진 예문을 보고 쓰기

        고르는 문제는 번호로, 나머지는 단어를 써서 답해요. 띄어쓰기, -, ^는 상관없어요. 자모
        하나가 틀리면 "거의"(정답은 아니에요), 알 만한 다른 단어를 쓰면 오답이고 그 뜻을
        알려 줘요. 영문 자판 그대로 친 한글(사과를 tkrhk)도 알아들어요. 답하는 동안: ?는
        힌트(글자 수, 초성, 첫 음절, 뜻의 앞부분), q나 Ctrl-D는 그만하기. 틀린 단어는 끝에
        한 번 더 물어보고, 점수는 첫 답만 세요.

        옵션:
          --count N      단어 수 (기본 10)
          --seed S       같은 시드는 같은 퀴즈
          --date D       그날인 것처럼 풀기
          --level LEVEL  한 등급의 단어만: beginner, intermediate, advanced
                         (초급, 중급, 고급); all(기본)은 모두
          --offline      사전에 묻지 않기: 뜻은 내장 단어장에서
          --no-record    아무것도 기록하지 않고 풀기 (스크립트와 시험용)
          --color WHEN   auto (기본), always, never

        답은 하는 순간 저장돼요. 표준 입력이 터미널이 아니면 한 줄에 답 하나씩 읽어요:
        printf '2\\n사과\\n' | wordquiz quiz --count 2 --no-record

        """,
        "review": """
        복습할 때가 된 단어를 가장 오래 밀린 것부터 하루 한도까지(WORDQUIZ_REVIEW_LIMIT, 기본
        20단어) 익혀요. 학습자의 하루는 WORDQUIZ_DAY_STARTS_AT(기본 04:00)에 시작해요.

        \(usage(ReviewCommand.usage))

        """,
        "stats": """
        나의 기록: 답한 날의 연속 일수, 전체와 최근 7일의 정답률(퀴즈 점수처럼 맞힌 답만,
        "거의"는 빼고), 만난 단어, 익힌 단어, 오늘 복습할 단어, 자꾸 틀리는 단어(거머리),
        공부한 날의 12주 달력.

        \(usage(StatsCommand.usage))

        --json                    같은 수치를 JSON 객체 하나로
        --date YYYY-MM-DD         오늘이 그날인 것처럼 세기
        --color auto|always|never 달력에 색 (auto: 표준 출력이 터미널일 때)

        """,
        "history": """
        만난 단어(`today`, 소식, `learn`, 퀴즈로)를 최근 것부터, 만난 때, 마지막 복습, 다음
        복습과 함께 보여 줘요.

        \(usage(HistoryCommand.usage))

        --json  단어마다 JSON 객체 하나, 한 줄에 하나씩

        """,
        "export": """
        공부한 것 내보내기.

        \(usage(ExportCommand.usage))

          --format tsv   Anki용 탭 구분 카드 파일(파일 › 가져오기), Anki가 읽는 머리줄과
                         함께; --reviews를 주면 대신 답변 기록
          --format json  모든 카드와 전체 답변 기록을 담은 객체 하나

        """,
        "deck": """
        내 단어 공부하기: TOPIK 목록, 교과서 한 과, Anki 덱. 단어장의 단어도 내장 단어장의
        단어와 같은 길을 가요: `today`나 `learn`으로 만나고, 퀴즈와 복습을 거쳐 `stats`에
        세고 내보내요.

        \(usage(DeckCommand.usage))

        import    FILE을 읽어요: TSV나 CSV(열 이름 word, meaning, English, example, tags를
                  아무 순서로 적은 머리줄, 또는 그 순서의 열), 한 줄에 한 단어, 또는 Anki가
                  내보낸 텍스트 파일(#separator:, #html:, #columns:). 잘못된 줄은 번호를
                  알려 주고 건너뛰어요. 반쯤 가져오는 일은 없고, 같은 파일을 다시 가져오면
                  단어를 두 번 넣지 않고 고쳐요. 사전 키가 있으면 뜻이 없는 단어는 사전의
                  뜻을 받아요(--offline: 파일 내용 그대로). --name이 없으면 단어장 이름은
                  파일 이름이에요.
        use       오늘의 단어와 `learn`이 고를 단어장; `bank`는 내장 단어장이에요
                  (고른 단어장이 없을 때의 기본)
        list      단어장마다 단어 수와 쓰는지 여부
        show      단어장의 단어
        remove    단어장과 그 단어 지우기(먼저 묻거나 --yes); 그 단어에 대한 답과 일정은
                  남아요

        단어 하나는 `wordquiz add WORD [--meaning …] [--english …] [--deck NAME]`로 더해요.

        """,
        "deck import": """
        단어 목록을 단어장으로 가져와요(없으면 만들고, --name이 없으면 파일 이름으로).

        \(usage(of: DeckHelp.importFile))

        FILE은 TSV나 CSV — 열 이름 word, meaning, English, example, tags(단어, 뜻, 영어,
        예문, 태그도 돼요)를 아무 순서로 적은 머리줄, 또는 그 순서의 열 — 한 줄에 한 단어,
        또는 Anki가 내보낸 텍스트 파일(#separator:, #html:, #columns:)이에요. 잘못된 줄은
        번호를 알려 주고 건너뛰어요. 반쯤 가져오는 일은 없고, 같은 파일을 다시 가져오면
        단어를 고쳐요. 마크업과 제어 문자는 지워요.

        --name NAME  단어장 이름: 글자, 숫자, -, _ (bank는 안 돼요)
        --offline    파일 내용 그대로; 기본은 사전 키가 있으면 뜻이 없는 단어에 사전의
                     뜻을 받아요

        """,
        "deck list": """
        단어장 목록: 내장 은행과 내 단어장, 단어 수, 쓰고 있는 것.

        \(usage(of: DeckHelp.list))

        """,
        "deck use": """
        오늘의 단어와 `learn`이 고를 단어장을 정해요; `bank`는 내장 단어장(기본)이에요.
        고르면 오늘의 단어도 바뀌어요.

        \(usage(of: DeckHelp.use))

        """,
        "deck show": """
        단어장의 단어를 뜻, 영어와 함께 보여 줘요.

        \(usage(of: DeckHelp.show))

        """,
        "deck remove": """
        단어장과 그 단어를 지워요. 그 단어에 대한 답, 일정, `stats`와 `export`의 기록은
        남아요.

        \(usage(of: DeckHelp.remove))

        --yes  먼저 묻지 않기

        """,
        "add": """
        내 단어 하나를 단어장에 더해요(없으면 만들고, 기본은 `mine`). 단어장에 이미 있는
        단어면 고쳐요. `wordquiz deck use NAME`으로 그 단어장을 공부해요.

        \(usage(AddCommand.usage))

        --meaning TEXT   뜻: 한국어나 읽을 수 있는 어느 언어로든
        --english TEXT   영어 풀이
        --example TEXT   그 단어를 쓴 예문
        --deck NAME      단어장 (기본 mine)

        """,
        "digest": """
        오늘의 단어를 소식으로 만들어 지금 보내요.

        \(usage(DigestCommand.usage))

        채널 (--channel, 여러 번 가능; 기본 stdout): \(channels).
        웹훅 URL과 SMTP 설정은 Config.env에서 읽어요(Config.example.env를 보세요).
          --dry-run        보내지 않고 채널마다 보낼 모습 보여 주기
          --schedule ID    그 일정의 가장 최근 보낼 때를 한 번 보내기 (systemd와 cron용)

        """,
        "schedule": """
        일정은 하루 소식("오늘의 단어: …")을 고른 시각과 요일에 고른 채널로 보내요.
        보내려면 `wordquiz daemon`을 실행하세요(또는 systemd 타이머로 내보내세요).

        \(usage(ScheduleCommand.usage))

        --at HH:MM      --tz의 현지 시각 (기본: 이 시스템의 시간대)
        --days DAYS     daily (기본), weekdays, weekends, 또는 mon,wed,fri 같은 목록
        --in DURATION   한 번만, 90s, 5m, 2h, 1h30m 뒤에
        --channel SPEC  \(channels); 여러 개면 반복

        """,
        "schedule add": """
        일정 더하기: 고른 요일의 한 시각에, 또는 얼마 뒤에 한 번 소식을 보내요.

        \(usage(of: ScheduleHelp.add))

        \(triggerOptions)
        \(idOption)

        """,
        "schedule edit": """
        일정 고치기: 바뀌는 것만 주세요. 나머지는 그대로예요.

        \(usage(of: ScheduleHelp.edit))

        \(triggerOptions)

        """,
        "schedule list": """
        일정 목록: id, 켜짐과 꺼짐, 때, 채널, 다음에 보낼 때(시간대와 함께). 이미 보낸 한 번짜리
        일정은 --all이 없으면 빼요.

        \(usage(of: ScheduleHelp.list))

        --json  JSON 배열 하나; 시각은 오프셋을 붙인 ISO 8601
        --all   끝난 한 번짜리 일정도, [끝남] 표시와 함께

        """,
        "schedule on": """
        일정 켜기: 다음 시각부터 보내요(꺼져 있는 동안 놓친 것은 보내지 않아요).

        \(usage(of: ScheduleHelp.on))

        """,
        "schedule off": """
        일정 끄기: 나중에 다시 켤 수 있게 남겨 둬요.

        \(usage(of: ScheduleHelp.off))

        """,
        "schedule remove": """
        일정 지우기. 그 일정이 보낸 기록은 `wordquiz deliveries`에 남아요.

        \(usage(of: ScheduleHelp.remove))

        """,
        "schedule export": """
        데몬 대신 시스템의 스케줄러용으로 일정을 써요: systemd 사용자 타이머와 서비스(각각
        `wordquiz digest --schedule ID`를 실행하고 데몬과 같은 장부를 쓰니 두 번 보내는 일이
        없어요), 또는 crontab 줄.

        \(usage(of: ScheduleHelp.export))

        --systemd     일정마다 .timer와 .service
        --output DIR  유닛을 쓸 곳 (기본: 화면에 출력)
        --cron        crontab 줄, 화면에 출력

        """,
        "daemon": """
        정해진 소식을 제때 보내요. 데몬은 포그라운드에서 실행되고(systemd 사용자 서비스,
        tmux, nohup 아래에서), 다음 보낼 때까지 잠들고, 일정이 바뀌면 바로 따르고, 컴퓨터가
        잠든 사이 놓친 것을 따라잡고(여섯 시간 늦은 것까지), `digest --schedule` 타이머와
        함께 있어도 한 번을 두 번 보내지 않아요. 데이터 폴더마다 데몬은 하나예요.

        \(usage(DaemonCommand.usage))

        --once  지금 보낼 것(과 때가 된 재시도)을 보내고 끝내기: cron용
        --unit  이 데몬을 실행하는 systemd 사용자 서비스 출력하기 (scripts/install은 이것을
                ~/.config/systemd/user/wordquiz-daemon.service에 둬요)

        """,
        "deliveries": """
        일정한 소식마다 어떻게 되었는지 최근 것부터: delivered(보냄), late(잠든 뒤 따라잡음),
        partial(일부), retrying(재시도 중), failed(실패), unknown(도착했을지도 모르는 전송),
        missed(너무 오래돼 보내지 않음), 채널마다 자세한 내용과 함께.

        \(usage(DeliveriesCommand.usage))

        --json     전달마다 JSON 객체 하나, 한 줄에 하나씩
        --limit N  최근 N개 (기본 50)

        """,
        "channel": channel,
        "channel test": channel,
        "init": """
        wordquiz 설정하기: 사전과 그 키, 매일 보낼 시각, 요일, 채널.
        ~/.config/wordquiz/config.env를 쓰고(권한 0600, 다른 설정은 그대로), `daily` 일정을
        더하거나 고치고, systemd가 있으면 데몬의 systemd 사용자 유닛을 켜요(없으면 데몬을
        실행하는 방법을 알려 줘요). 다시 실행하면 고쳐요.

        \(usage(InitCommand.usage))

        --non-interactive  아무것도 묻지 않기: 옵션을 따르고, 키는 환경 변수의 사전 변수에서
                           (KRDICT_API_KEY=… wordquiz init …); 다른 사용자가 읽을 수 있는
                           명령줄에서는 받지 않아요
        --provider NAME    krdict (한국어기초사전, 영어 풀이 있음), opendict (우리말샘),
                           stdict (표준국어대사전), offline (내장 단어장)
        --base-url URL     사전의 다른 주소, 설정 파일에 써요
        --level LEVEL      배울 단어: beginner, intermediate, advanced, all
                           (초급, 중급, 고급; 기본 all)
        --lang ko|en       wordquiz가 쓰는 언어 (기본: 로캘을 따라)
        --at HH:MM         매일 보낼 시각 (기본 07:30)
        --days DAYS        daily (기본), weekdays, weekends, 또는 mon,wed,fri 같은 목록
        --channel SPEC     \(channels) (기본 desktop); 여러 개면 반복
        --no-schedule      사전만 설정하기
        --no-check         키를 시험하지 않기
        --force            있는 설정 파일을 묻지 않고 고치기

        """,
        "doctor": """
        wordquiz가 준비되었는지 점검해요. 점검마다 한 줄: ✓ 통과, ✗ 실패(고치는 방법과 함께),
        · 해당 없음. 아무것도 바꾸지 않아요. 실패한 점검이 없을 때만 0으로 끝나요.

        \(usage(DoctorCommand.usage))

        --offline  사전에 키를 시험하지 않기

        """,
        "help": """
        명령이나 그 동작의 전체 도움말; `wordquiz <command> --help`와 같은 내용이에요.

        사용법: wordquiz help [COMMAND [ACTION]]
                wordquiz help --man   (roff 형식의 매뉴얼 페이지: wordquiz help --man | man -l -)

        """,
        "completions": """
        셸의 자동 완성 스크립트를 출력해요: 명령, schedule 동작, 옵션과 그 값, 내 일정의 id.

        \(usage(ShellCompletions.usage))

        bash: ~/.bashrc에 더하기:                   source <(wordquiz completions bash)
        zsh:  ~/.zshrc에 더하기 (compinit 뒤에):    source <(wordquiz completions zsh)
        fish: wordquiz completions fish > ~/.config/fish/completions/wordquiz.fish
        scripts/install은 셸마다 스스로 찾는 곳에 둬요.

        """,
    ]

    private static let channel = """
        한 채널로 확인용 알림을 보내고 도착했는지 분명히 말해 줘요: 일정이 기대기 전에 웹훅,
        메일 서버, 데스크톱 알림을 확인하는 방법이에요.

        \(usage(ChannelCommand.usage))

        SPEC  \(channels)

        """

    private static let triggerOptions = """
        --at HH:MM      --tz의 현지 시각 (기본: 이 시스템의 시간대)
        --days DAYS     daily (기본), weekdays, weekends, 또는 mon,wed,fri 같은 목록
        --tz ZONE       Asia/Seoul 같은 IANA 시간대; 시각은 그 일광 절약 시간을 따라요
        --in DURATION   한 번만, 90s, 5m, 2h, 1h30m 뒤에
        --channel SPEC  \(channels); 여러 개면 반복
        """

    private static let idOption = """
        --id NAME       글자, 숫자, -, _; 기본은 s1, s2, …
        """
}
