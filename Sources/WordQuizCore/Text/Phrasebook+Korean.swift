extension Phrasebook {
    /// 한국어: each English template, and how it reads in Korean (the same `{n}` slots).
    static let korean: [String: String] = [
        "unexpected argument '{0}'":
            "뜻밖의 인자 '{0}'",
        "{0} needs a value":
            "{0}에 값을 주세요",
        "{0} takes no value":
            "{0}에는 값을 주지 마세요",
        "{0} takes a real date as YYYY-MM-DD, not '{1}'":
            "{0}에는 실제 날짜를 YYYY-MM-DD로 주세요(받은 값: '{1}')",
        "{0} takes {1}, not '{2}'":
            "{0}에는 {1} 중 하나를 주세요(받은 값: '{2}')",
        "{0} takes auto, always or never, not '{1}'":
            "{0}에는 auto, always, never 중 하나를 주세요(받은 값: '{1}')",
        "unknown option '{0}' for {1}":
            "{1}에는 '{0}' 옵션이 없어요",
        "unknown channel '{0}': use {1}":
            "알 수 없는 채널 '{0}': {1} 중에서 쓰세요",
        "cancelled":
            "취소했어요",
        "internal error: {0}":
            "내부 오류: {0}",
        "there is no schedule '{0}': see `wordquiz schedule list`":
            "'{0}' 일정이 없어요: `wordquiz schedule list`로 확인하세요",
        "a schedule '{0}' exists already: edit it, or choose another --id":
            "'{0}' 일정이 이미 있어요: 그 일정을 고치거나 다른 --id를 고르세요",
        "interrupted; every answer given was saved.":
            "중단했어요. 입력한 답은 모두 저장했어요.",
        "cannot {0} {1}: {2}":
            "{1}: {0} 수 없어요 ({2})",
        "another wordquiz daemon (pid {0}) is already delivering from {1}; stop it first (kill {2}).":
            "다른 wordquiz 데몬(pid {0})이 이미 {1}에서 보내고 있어요. 먼저 멈추세요(kill {2}).",
        "{0} of {1} channels failed":
            "채널 {1}개 중 {0}개가 실패했어요",
        "{0}: not delivered — {1}":
            "{0}: 보내지 못했어요 — {1}",
        "schedule '{0}': failed ({1})":
            "일정 '{0}': 실패했어요 ({1})",
        "{0} of {1} checks failed; each says how to fix it":
            "점검 {1}개 중 {0}개가 실패했어요. 각 줄에 고치는 방법이 있어요",
        "; did you mean `{0}`?":
            ". 혹시 `{0}`인가요?",
        "no command '{0}'":
            "'{0}' 명령은 없어요",
        "{0} has no action '{1}'":
            "{0}에는 '{1}' 동작이 없어요",
        "unknown command '{0}'":
            "알 수 없는 명령 '{0}'",
        "add needs a WORD":
            "add에는 단어(WORD)를 주세요",
        "cannot add it: {0}":
            "추가할 수 없어요: {0}",
        "added ‘{0}’ in the deck '{1}'":
            "‘{0}’을(를) '{1}' 단어장에 더했어요",
        "updated ‘{0}’ in the deck '{1}'":
            "'{1}' 단어장의 ‘{0}’을(를) 고쳤어요",
        " (study it with: wordquiz deck use {0})":
            " (공부하려면: wordquiz deck use {0})",
        "channel takes: test SPEC":
            "channel은 이렇게 써요: test SPEC",
        "{0}: delivered.":
            "{0}: 보냈어요.",
        "deck needs an action: import, list, use, show or remove":
            "deck에는 동작을 주세요: import, list, use, show, remove",
        "unknown deck action '{0}'":
            "알 수 없는 deck 동작 '{0}'",
        "a deck's name takes letters, digits, - and _ (up to 40), not '{0}'":
            "단어장 이름에는 글자, 숫자, -, _만 40자까지 쓸 수 있어요(받은 값: '{0}')",
        "'bank' is the built-in word bank: choose another name":
            "'bank'는 내장 단어장이에요: 다른 이름을 고르세요",
        "deck import needs a FILE":
            "deck import에는 파일(FILE)을 주세요",
        "read":
            "읽을",
        "no such readable file":
            "읽을 수 있는 파일이 없어요",
        "import":
            "가져올",
        "it is larger than 50 MB":
            "50 MB보다 커요",
        "{0}:{1}: {2}; skipped.":
            "{0}:{1}: {2}. 건너뛰었어요.",
        "… and {0} more lines skipped.":
            "… 그리고 {0}줄을 더 건너뛰었어요.",
        "{0} has no word to import":
            "{0}에 가져올 단어가 없어요",
        "importing… {0}/{1}":
            "가져오는 중… {0}/{1}",
        "deck '{0}': {1} words added, {2} updated.":
            "'{0}' 단어장: 단어 {1}개를 더하고 {2}개를 고쳤어요.",
        "deck '{0}': {1} words added, {2} updated; {3} lines skipped.":
            "'{0}' 단어장: 단어 {1}개를 더하고 {2}개를 고쳤어요. {3}줄은 건너뛰었어요.",
        "{0} gave the meaning of {1} of the {2} words that had none.":
            "뜻이 없던 단어 {2}개 중 {1}개의 뜻을 {0}에서 받았어요.",
        "study it with: wordquiz deck use {0}   (or: wordquiz deck use bank {1})":
            "공부하려면: wordquiz deck use {0}   (또는: wordquiz deck use bank {1})",
        "the built-in word bank":
            "내장 단어장",
        "[in use]":
            "[쓰는 중]",
        "1 word":
            "단어 1개",
        "{0} words":
            "단어 {0}개",
        "deck use needs at least one deck (bank is the built-in one)":
            "deck use에는 단어장을 하나 이상 주세요(bank는 내장 단어장이에요)",
        "there is no deck '{0}'":
            "'{0}' 단어장이 없어요",
        "the words of the day and `learn` now come from: {0}":
            "이제 오늘의 단어와 `learn`은 이 단어장에서 골라요: {0}",
        "deck show needs one deck":
            "deck show에는 단어장 하나를 주세요",
        "deck remove needs one deck":
            "deck remove에는 단어장 하나를 주세요",
        "the built-in word bank cannot be removed; `deck use` other decks instead":
            "내장 단어장은 지울 수 없어요. 대신 `deck use`로 다른 단어장을 고르세요",
        "Remove the deck '{0}' and its {1} words? Your answers on them are kept.":
            "'{0}' 단어장과 그 단어 {1}개를 지울까요? 그 단어에 대한 답은 남아요.",
        "kept '{0}'.":
            "'{0}' 단어장을 그대로 뒀어요.",
        "removed the deck '{0}'; your answers and schedules on its words are kept.":
            "'{0}' 단어장을 지웠어요. 그 단어에 대한 답과 일정은 남아요.",
        "--limit takes a number, not '{0}'":
            "--limit에는 숫자를 주세요(받은 값: '{0}')",
        "nothing delivered yet.":
            "아직 보낸 것이 없어요.",
        ", again at {0}":
            ", {0}에 다시",
        "--schedule takes the schedule's own channels and time; give it alone":
            "--schedule은 그 일정의 채널과 시간을 따라요: 다른 옵션 없이 쓰세요",
        "the settings are valid":
            "설정이 올발라요",
        "{0} cannot be read":
            "{0} 파일을 읽을 수 없어요",
        "{0} (mode {1}) holds a secret others can read: chmod 600 {2}":
            "{0} (권한 {1}): 다른 사용자가 읽을 수 있는 비밀 값이 있어요: chmod 600 {2}",
        "{0} (mode {1})":
            "{0} (권한 {1})",
        "{0} may not say where a secret goes: {1}":
            "{0} 파일은 비밀 값을 보낼 곳을 정할 수 없어요: {1}",
        "{0}:{1}: {2}":
            "{0}:{1}: {2}",
        "{0}: {1} is not a wordquiz setting":
            "{0}: {1}은(는) wordquiz 설정이 아니에요",
        "no config file: the built-in word bank is used (copy Config.example.env to {0})":
            "설정 파일이 없어요: 내장 단어장을 써요(Config.example.env를 {0}(으)로 복사하세요)",
        "no dictionary key: words come from the built-in bank":
            "사전 키가 없어요: 단어는 내장 단어장에서 가져와요",
        "{0} is not a key (32 hexadecimal digits): check for a typo":
            "{0} 값이 키(16진수 32자리)가 아니에요: 오타를 확인하세요",
        "{0}: key not tried (--offline)":
            "{0}: 키를 시험하지 않았어요(--offline)",
        "{0} accepts {1}":
            "{0}에서 {1} 키를 받아 줘요",
        "no database yet ({0}): `wordquiz today` makes it":
            "아직 데이터베이스가 없어요({0}): `wordquiz today`가 만들어요",
        "{0} is damaged ({1}): restore it from a backup":
            "{0} 파일이 손상됐어요({1}): 백업에서 되살리세요",
        "{0}: sound, schema version {1}":
            "{0}: 이상 없음, 스키마 버전 {1}",
        "time zone {0} ({1}); now {2}":
            "시간대 {0} ({1}); 지금 {2}",
        "notify-send: {0}":
            "notify-send: {0}",
        "no notify-send for desktop notifications: apt install libnotify-bin":
            "데스크톱 알림에 쓸 notify-send가 없어요: apt install libnotify-bin",
        "the desktop session's D-Bus: {0}":
            "데스크톱 세션의 D-Bus: {0}",
        "the desktop session's D-Bus: {0}/bus":
            "데스크톱 세션의 D-Bus: {0}/bus",
        "no session D-Bus (DBUS_SESSION_BUS_ADDRESS unset, no {0}/bus): desktop notifications need a logged-in desktop session":
            "세션 D-Bus가 없어요(DBUS_SESSION_BUS_ADDRESS 없음, {0}/bus 없음): 데스크톱 알림에는 로그인한 데스크톱 세션이 필요해요",
        "a daemon is delivering (pid {0})":
            "데몬이 보내고 있어요(pid {0})",
        "systemd runs {0}":
            "systemd가 실행 중: {0}",
        "{0} is installed but not running: systemctl --user daemon-reload && systemctl --user enable --now {1}":
            "{0}이(가) 설치됐지만 실행 중이 아니에요: systemctl --user daemon-reload && systemctl --user enable --now {1}",
        "{0} is installed, but no systemd user instance runs here: keep `wordquiz daemon` running instead":
            "{0}이(가) 설치됐지만 여기에는 systemd 사용자 인스턴스가 없어요: 대신 `wordquiz daemon`을 계속 실행하세요",
        "1 schedule but nothing delivers it: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now {0}`":
            "일정이 1개 있지만 보내는 것이 없어요: `wordquiz daemon`을 실행하거나, scripts/install 뒤에 `systemctl --user enable --now {0}`",
        "{0} schedules but nothing delivers them: run `wordquiz daemon`, or scripts/install and `systemctl --user enable --now {1}`":
            "일정이 {0}개 있지만 보내는 것이 없어요: `wordquiz daemon`을 실행하거나, scripts/install 뒤에 `systemctl --user enable --now {1}`",
        "no schedules: `wordquiz schedule add --at 07:30 --channel desktop`":
            "일정이 없어요: `wordquiz schedule add --at 07:30 --channel desktop`",
        "next fire: {0} at {1}":
            "다음에 보낼 때: {0}, {1}",
        "--format takes tsv or json, not '{0}'":
            "--format에는 tsv나 json을 주세요(받은 값: '{0}')",
        "export needs --format tsv or --format json":
            "export에는 --format tsv나 --format json을 주세요",
        "--provider takes krdict, opendict, stdict or offline, not '{0}'":
            "--provider에는 krdict, opendict, stdict, offline 중 하나를 주세요(받은 값: '{0}')",
        "--lang takes ko or en, not '{0}'":
            "--lang에는 ko나 en을 주세요(받은 값: '{0}')",
        "{0} exists: add --force to update its settings (the rest of it is kept)":
            "{0} 파일이 이미 있어요: 설정을 고치려면 --force를 붙이세요(나머지 내용은 그대로 둬요)",
        "Update {0}? The rest of it is kept.":
            "{0} 파일을 고칠까요? 나머지 내용은 그대로 둬요.",
        "nothing changed":
            "아무것도 바꾸지 않았어요",
        "Which dictionary?":
            "어느 사전을 쓸까요?",
        "한국어기초사전 (krdict): gives English beside each meaning":
            "한국어기초사전 (krdict): 뜻마다 영어 풀이가 있어요",
        "우리말샘 (opendict): the largest, Korean only":
            "우리말샘 (opendict): 가장 커요, 한국어만",
        "표준국어대사전 (stdict): the standard dictionary, Korean only":
            "표준국어대사전 (stdict): 표준 사전, 한국어만",
        "none: the word bank built into wordquiz":
            "없음: wordquiz의 내장 단어장",
        "Which words?":
            "어떤 단어를 배울까요?",
        "beginner (초급)":
            "초급 (beginner)",
        "intermediate (중급)":
            "중급 (intermediate)",
        "advanced (고급)":
            "고급 (advanced)",
        "all levels":
            "모든 등급",
        "Which language should wordquiz speak?":
            "wordquiz가 어느 언어로 말할까요?",
        "wrote {0} (mode 0600)":
            "{0} 파일을 썼어요 (권한 0600)",
        "next: `wordquiz today` for today's word; `wordquiz doctor` checks everything.":
            "다음: 오늘의 단어는 `wordquiz today`, 모든 점검은 `wordquiz doctor`.",
        "{0} needs a key: set {1} in the environment":
            "{0}에는 키가 필요해요: {1} 환경 변수를 설정하세요",
        " (get one at {0})":
            " ({0}에서 받으세요)",
        "✓ {0} accepts the key":
            "✓ {0}에서 키를 받아 줘요",
        "✗ {0}":
            "✗ {0}",
        "Keep this key anyway?":
            "그래도 이 키를 쓸까요?",
        "no key accepted by {0}":
            "{0}에서 받아 준 키가 없어요",
        "What time each day? (HH:MM)":
            "매일 몇 시에 보낼까요? (HH:MM)",
        "Which days? (daily, weekdays, weekends, mon,wed,fri)":
            "어느 요일에요? (daily, weekdays, weekends, mon,wed,fri)",
        "Where? ({0})":
            "어디로요? ({0})",
        "schedule {0}: {1} → {2}":
            "일정 {0}: {1} → {2}",
        "schedule {0}: {1} → {2} (next {3})":
            "일정 {0}: {1} → {2} (다음 {3})",
        "no systemd user instance here: keep `wordquiz daemon` running (tmux, nohup), or use `wordquiz schedule export --cron`.":
            "여기에는 systemd 사용자 인스턴스가 없어요: `wordquiz daemon`을 계속 실행하거나(tmux, nohup), `wordquiz schedule export --cron`을 쓰세요.",
        "could not write {0}: {1}":
            "{0} 파일을 쓰지 못했어요: {1}",
        "✓ the daemon runs as {0} (systemctl --user status {1})":
            "✓ 데몬이 {0}(으)로 실행 중이에요 (systemctl --user status {1})",
        "wrote {0}, but systemctl could not start it: systemctl --user enable --now {1}":
            "{0} 파일을 썼지만 systemctl이 시작하지 못했어요: systemctl --user enable --now {1}",
        "schedule needs an action: add, list, on, off, edit, remove or export":
            "schedule에는 동작을 주세요: add, list, on, off, edit, remove, export",
        "the id '{0}' belonged to a removed schedule whose deliveries are kept: choose another --id":
            "'{0}' id는 지운 일정의 것이고 그 전달 기록이 남아 있어요: 다른 --id를 고르세요",
        "added {0}":
            "더했어요: {0}",
        "edit needs a schedule id":
            "edit에는 일정 id를 주세요",
        "nothing to change in '{0}': give --at, --days, --tz, --in or --channel":
            "'{0}'에서 바꿀 것이 없어요: --at, --days, --tz, --in, --channel 중 하나를 주세요",
        "changed {0}":
            "고쳤어요: {0}",
        "{0} needs one schedule id":
            "{0}에는 일정 id 하나를 주세요",
        "remove needs one schedule id":
            "remove에는 일정 id 하나를 주세요",
        "removed schedule '{0}'":
            "'{0}' 일정을 지웠어요",
        "unknown schedule action '{0}'":
            "알 수 없는 schedule 동작 '{0}'",
        "stored schedules that cannot be read are skipped: {0}; remove them with `wordquiz schedule remove ID`.":
            "읽을 수 없는 일정은 건너뛰어요: {0}. `wordquiz schedule remove ID`로 지우세요.",
        "no schedules to come ({0} finished: schedule list --all)":
            "앞으로 보낼 일정이 없어요(끝난 것 {0}개: schedule list --all)",
        "no schedules yet: wordquiz schedule add --at 08:00 --channel desktop":
            "아직 일정이 없어요: wordquiz schedule add --at 08:00 --channel desktop",
        "schedule '{0}' has channels this wordquiz cannot read, skipped when delivering: {1}; edit it with --channel.":
            "일정 '{0}'에 이 wordquiz가 읽을 수 없는 채널이 있어 보낼 때 건너뛰어요: {1}. --channel로 고치세요.",
        "(1 finished one-off not shown: --all)":
            "(끝난 한 번짜리 일정 1개는 빼고 보여요: --all)",
        "({0} finished one-offs not shown: --all)":
            "(끝난 한 번짜리 일정 {0}개는 빼고 보여요: --all)",
        "done":
            "끝남",
        "on":
            "켜짐",
        "off":
            "꺼짐",
        "(finished)":
            "(끝남)",
        "(next {0})":
            "(다음 {0})",
        "(no more fires)":
            "(더 보낼 때 없음)",
        "once at {0}":
            "한 번: {0}",
        "the {0} channel needs {1} in Config.env before it can deliver.":
            "{0} 채널로 보내려면 Config.env에 {1}이(가) 있어야 해요.",
        "export needs --systemd or --cron":
            "export에는 --systemd나 --cron을 주세요",
        "this wordquiz runs from a build folder ({0}); the units would break at the next clean build: install it first (scripts/install) and export with the installed one.":
            "이 wordquiz는 빌드 폴더({0})에서 실행 중이에요. 다음 클린 빌드 때 유닛이 깨져요: 먼저 설치하고(scripts/install) 설치된 wordquiz로 내보내세요.",
        "wrote {0}/{1}.service and .timer (OnCalendar={2})":
            "{0}/{1}.service와 .timer를 썼어요 (OnCalendar={2})",
        "wrote {0}/{1} (the daemon, instead of the timers)":
            "{0}/{1}을(를) 썼어요 (타이머 대신 쓸 데몬)",
        "write to":
            "쓸",
        "enable with: systemctl --user daemon-reload && systemctl --user enable --now {0}":
            "켜려면: systemctl --user daemon-reload && systemctl --user enable --now {0}",
        "or run the daemon instead: systemctl --user enable --now {0} (never both at once is needed; together they still deliver each fire once)":
            "또는 대신 데몬을 실행하세요: systemctl --user enable --now {0} (둘 다 켤 필요는 없어요. 함께 켜도 한 번은 한 번만 보내요)",
        "--at takes a time as HH:MM, not '{0}'":
            "--at에는 시각을 HH:MM으로 주세요(받은 값: '{0}')",
        "--days takes daily, weekdays, weekends or a list like mon,wed,fri, not '{0}'":
            "--days에는 daily, weekdays, weekends나 mon,wed,fri 같은 목록을 주세요(받은 값: '{0}')",
        "--tz takes an IANA time zone like Asia/Seoul or America/New_York, not '{0}'":
            "--tz에는 Asia/Seoul, America/New_York 같은 IANA 시간대를 주세요(받은 값: '{0}')",
        "--in takes a duration like 90s, 5m, 2h or 1h30m, not '{0}'":
            "--in에는 90s, 5m, 2h, 1h30m 같은 시간 길이를 주세요(받은 값: '{0}')",
        "--id takes letters, digits, - and _ (up to 40), not '{0}'":
            "--id에는 글자, 숫자, -, _만 40자까지 쓸 수 있어요(받은 값: '{0}')",
        "--in makes a one-off schedule: it does not go with --at, --days or --tz":
            "--in은 한 번만 보내는 일정을 만들어요: --at, --days, --tz와 함께 쓸 수 없어요",
        "add needs --at HH:MM or --in DURATION":
            "add에는 --at HH:MM이나 --in DURATION을 주세요",
        "add needs at least one --channel":
            "add에는 --channel을 하나 이상 주세요",
        "this schedule fires once: give --at to make it repeat":
            "이 일정은 한 번만 보내요: 되풀이하려면 --at을 주세요",
        "a schedule needs --at HH:MM or --in DURATION":
            "일정에는 --at HH:MM이나 --in DURATION이 필요해요",
        "completions needs a shell: bash, zsh or fish":
            "completions에는 셸을 주세요: bash, zsh, fish",
        "no completions for '{0}'":
            "'{0}'용 자동 완성은 없어요",
        "unknown provider '{0}': use opendict, stdict, krdict or offline":
            "알 수 없는 사전 '{0}': opendict, stdict, krdict, offline 중에서 쓰세요",
        "--offline and --provider {0} contradict each other":
            "--offline과 --provider {0} 옵션은 함께 쓸 수 없어요",
        "desktop notifications need your desktop session's D-Bus: DBUS_SESSION_BUS_ADDRESS is not set and {0}/bus does not exist. Run wordquiz from your desktop session, or for a systemd user service run `systemctl --user import-environment DBUS_SESSION_BUS_ADDRESS`.":
            "데스크톱 알림에는 데스크톱 세션의 D-Bus가 필요해요: DBUS_SESSION_BUS_ADDRESS가 없고 {0}/bus도 없어요. 데스크톱 세션에서 wordquiz를 실행하거나, systemd 사용자 서비스라면 `systemctl --user import-environment DBUS_SESSION_BUS_ADDRESS`를 실행하세요.",
        "desktop notifications need notify-send: install it with `sudo apt install libnotify-bin`.":
            "데스크톱 알림에는 notify-send가 필요해요: `sudo apt install libnotify-bin`으로 설치하세요.",
        "could not start notify-send":
            "notify-send를 시작하지 못했어요",
        "no notification daemon is running on the session bus ({0}); start your desktop's notification service.":
            "세션 버스에 알림 데몬이 없어요({0}). 데스크톱의 알림 서비스를 시작하세요.",
        "notify-send failed: {0}":
            "notify-send가 실패했어요: {0}",
        "NTFY_URL must be a topic URL like https://ntfy.sh/your-topic":
            "NTFY_URL은 https://ntfy.sh/your-topic 같은 토픽 URL이어야 해요",
        "the {0} channel needs {1} in Config.env or ~/.config/wordquiz/config.env":
            "{0} 채널에는 Config.env나 ~/.config/wordquiz/config.env에 {1} 값이 필요해요",
        "cannot open {0}: {1}":
            "{0} 파일을 열 수 없어요: {1}",
        "{0} is not a regular file; the file channel writes only to files":
            "{0}은(는) 일반 파일이 아니에요. file 채널은 파일에만 써요",
        "{0} belongs to another user; the file channel writes only to your own files":
            "{0}은(는) 다른 사용자의 파일이에요. file 채널은 내 파일에만 써요",
        "cannot write {0}: {1}":
            "{0} 파일에 쓸 수 없어요: {1}",
        "cannot flush {0} to disk: {1}":
            "{0} 파일을 디스크에 기록하지 못했어요: {1}",
        "could not encode the {0} message":
            "{0} 메시지를 만들지 못했어요",
        "{0} could not be reached ({1})":
            "{0}에 닿지 못했어요({1})",
        "{0} delivery was cancelled":
            "{0} 전송이 취소됐어요",
        "{0} answered HTTP {1}":
            "{0}에서 HTTP {1} 응답을 보냈어요",
        "email could not be sent ({0}: {1})":
            "메일을 보내지 못했어요({0}: {1})",
        "could not connect":
            "연결하지 못했어요",
        "timed out":
            "시간이 초과됐어요",
        "the response was larger than allowed":
            "응답이 허용된 크기보다 커요",
        "the secure connection failed":
            "보안 연결에 실패했어요",
        "the server redirected somewhere wordquiz will not follow":
            "서버가 wordquiz가 따라가지 않는 곳으로 보냈어요",
        "the response was cut off or not valid HTTP":
            "응답이 끊겼거나 올바른 HTTP가 아니에요",
        "libcurl could not be loaded ({0}): install libcurl4":
            "libcurl을 불러올 수 없어요({0}): libcurl4를 설치하세요",
        "{0}{1}: ":
            "{0}{1}: ",
        "ok":
            "정상",
        "success":
            "성공",
        "usage":
            "사용법 오류",
        "damaged or unusable data":
            "손상되었거나 쓸 수 없는 데이터",
        "nothing to work on":
            "할 것이 없음",
        "service unavailable":
            "서비스를 쓸 수 없음",
        "a bug in wordquiz":
            "wordquiz의 버그",
        "file error":
            "파일 오류",
        "try again later":
            "잠시 뒤에 다시",
        "configuration to fix":
            "고쳐야 할 설정",
        "interrupted":
            "중단",
        "Exit codes: {0}.":
            "종료 코드: {0}.",
        "the command line is wrong":
            "명령줄이 잘못됨",
        "the database is damaged or from a newer wordquiz, or too few words for a question":
            "데이터베이스가 손상됐거나 더 새로운 wordquiz의 것, 또는 문제를 낼 단어가 모자람",
        "a service refused: the dictionary, or every channel of a digest":
            "서비스가 거부함: 사전, 또는 소식의 모든 채널",
        "a file could not be read or written":
            "파일을 읽거나 쓸 수 없음",
        "try again later: the database is busy, another daemon runs, or some channels failed":
            "잠시 뒤에 다시: 데이터베이스가 바쁘거나, 다른 데몬이 실행 중이거나, 일부 채널이 실패함",
        "a setting must be fixed, such as an unregistered key":
            "고쳐야 할 설정, 예를 들어 등록되지 않은 키",
        "{0} does not exist: a file: channel writes there; create it":
            "{0} 폴더가 없어요: file: 채널이 거기에 써요. 폴더를 만드세요",
        "{0} cannot be written: a file: channel writes there":
            "{0} 폴더에 쓸 수 없어요: file: 채널이 거기에 써요",
        "{0}: file: channels can write there":
            "{0}: file: 채널이 쓸 수 있어요",
        "{0} is not a regular file; its settings are ignored.":
            "{0}은(는) 일반 파일이 아니에요. 그 설정은 쓰지 않아요.",
        "it is a symbolic link to nothing":
            "가리키는 파일이 없는 심볼릭 링크예요",
        "{0} is not a regular file: make it one":
            "{0}은(는) 일반 파일이 아니에요: 일반 파일로 바꾸세요",
        "it is not a regular file":
            "일반 파일이 아니에요",
        "it is not a regular file you can read":
            "읽을 수 있는 일반 파일이 아니에요",
        "{0} must use https: the URL is itself the secret, and http would send it in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1]).":
            "{0}에는 https를 쓰세요: 그 URL 자체가 비밀이라 http로는 그대로 드러나요(http는 이 컴퓨터에만 쓸 수 있어요: 127.0.0.1, localhost, [::1]).",
        "notify-send did not finish in time and was stopped; the notification may have been shown":
            "notify-send가 제시간에 끝나지 않아 멈췄어요. 알림이 이미 떴을 수도 있어요",
        "the line has no word":
            "이 줄에는 단어가 없어요",
        "{0}: {1}":
            "{0}: {1}",
        "stopped; nothing was changed.":
            "멈췄어요. 아무것도 바꾸지 않았어요.",
        "the request failed":
            "요청에 실패했어요",
        "open":
            "열",
        "create":
            "만들",
        "{0} could not show the full entry for ‘{1}’ ({2}); showing what its search gave.":
            "{0}에서 ‘{1}’의 전체 항목을 받지 못했어요({2}). 검색 결과로 보여 드려요.",
        "{0}; showing the saved copy.":
            "{0}. 저장된 사본을 보여 드려요.",
        "{0}; showing the word from the built-in word bank.":
            "{0}. 내장 단어장의 단어를 보여 드려요.",
        "no view":
            "항목 보기 없음",
        "the search gave no target code":
            "검색 결과에 항목 번호가 없어요",
        "the view was empty":
            "항목 보기가 비어 있어요",
        "the view held no entry":
            "항목 보기에 항목이 없어요",
        "error {0}":
            "오류 {0}",
        "the view failed":
            "항목 보기에 실패했어요",
        "{0} needs an API key.":
            "{0}에는 API 키가 필요해요.",
        "{0} needs an API key: set {1} in Config.env.":
            "{0}에는 API 키가 필요해요: Config.env에 {1} 값을 설정하세요.",
        "the dictionary":
            "사전 누리집",
        "{0} says the API key is suspended (error {1}); check {2} in Config.env or on the key page of {3}.":
            "{0}에서 API 키가 정지되었다고 해요(오류 {1}). Config.env의 {2}나 {3}의 키 페이지를 확인하세요.",
        "{0} says the API key is not registered (error {1}); check {2} in Config.env or on the key page of {3}.":
            "{0}에서 등록되지 않은 API 키라고 해요(오류 {1}). Config.env의 {2}나 {3}의 키 페이지를 확인하세요.",
        "{0} reported error {1}":
            "{0}에서 오류를 알려 왔어요(오류 {1})",
        "{0} reported error {1}: {2}":
            "{0}에서 오류를 알려 왔어요(오류 {1}): {2}",
        "could not reach {0}: {1}":
            "{0}에 닿지 못했어요: {1}",
        "could not reach {0} at {1}: {2}":
            "{0}({1})에 닿지 못했어요: {2}",
        "{0} is unavailable (HTTP {1} from {2})":
            "{0} 서비스를 지금 쓸 수 없어요({2}에서 HTTP {1})",
        "the base URL":
            "기본 URL",
        "{0} answered HTTP {1} for {2}; check {3}.":
            "{0}에서 {2} 요청에 HTTP {1} 응답을 보냈어요. {3} 설정을 확인하세요.",
        "{0} sent a response wordquiz cannot read ({1}) from {2}":
            "{0}에서 wordquiz가 읽을 수 없는 응답을 보냈어요({1}, {2})",
        "{0} sent a response wordquiz refused ({1}) from {2}":
            "{0}에서 보낸 응답을 wordquiz가 거부했어요({1}, {2})",
        "{0} has no standard entry for ‘{1}’":
            "{0}에 ‘{1}’의 표제어가 없어요",
        "{0} gave no entry for {1} of {2} words; their definitions come from the built-in word bank.":
            "{0}에서 단어 {2}개 중 {1}개의 항목을 받지 못했어요. 그 뜻풀이는 내장 단어장에서 가져와요.",
        "warning: {0}":
            "경고: {0}",
        "write":
            "쓸",
        "{0}:{1}: {2}; the line is ignored.":
            "{0}:{1}: {2}. 이 줄은 무시해요.",
        "{0}: {1} more lines could not be read and are ignored.":
            "{0}: 읽을 수 없는 줄 {1}개를 더 무시해요.",
        "{0} holds an API key or other secret and can be read by other users; run: chmod 600 {1}":
            "{0}에 API 키 같은 비밀 값이 있는데 다른 사용자가 읽을 수 있어요. 실행하세요: chmod 600 {1}",
        "cannot read {0}; its settings are ignored.":
            "{0} 파일을 읽을 수 없어 그 설정을 무시해요.",
        "{0} is larger than a config file can be (1 MiB); its settings are ignored.":
            "{0} 파일이 설정 파일로는 너무 커요(1 MiB 초과). 그 설정을 무시해요.",
        "it cannot be examined":
            "그 파일을 살펴볼 수 없어요",
        "it is a symbolic link":
            "그 파일이 심볼릭 링크예요",
        "it belongs to another user":
            "그 파일이 다른 사용자의 것이에요",
        "other users can write to it":
            "다른 사용자가 그 파일에 쓸 수 있어요",
        "its folder cannot be examined":
            "그 폴더를 살펴볼 수 없어요",
        "its folder belongs to another user":
            "그 폴더가 다른 사용자의 것이에요",
        "other users can write to its folder":
            "다른 사용자가 그 폴더에 쓸 수 있어요",
        "create the data folder":
            "데이터 폴더를 만들",
        "unknown mode '{0}': use choice, reverse, chosung, cloze or mixed":
            "알 수 없는 방식 '{0}': choice, reverse, chosung, cloze, mixed 중에서 쓰세요",
        "--count takes a whole number of questions, 1 or more, not '{0}'":
            "--count에는 문제 수를 1 이상의 정수로 주세요(받은 값: '{0}')",
        "--seed takes a whole number from 0 up, not '{0}'":
            "--seed에는 0 이상의 정수를 주세요(받은 값: '{0}')",
        "Number":
            "번호",
        "choose 1 to {0}":
            "1부터 {0}까지 고르세요",
        "opendict, stdict, krdict or offline":
            "opendict, stdict, krdict, offline 중 하나",
        "xml or json":
            "xml이나 json",
        "seconds, from 0.1 to 300":
            "0.1에서 300 사이의 초",
        "a probability from 0.70 to 0.99":
            "0.70에서 0.99 사이의 확률",
        "a number of words, 1 to 1000":
            "1에서 1000 사이의 단어 수",
        "a number of new words, 0 to 200":
            "0에서 200 사이의 새 단어 수",
        "hours, from 0 to 168":
            "0에서 168 사이의 시간",
        "ko or en":
            "ko나 en",
        "an hour like 4 or 04:00":
            "4나 04:00 같은 시각",
        "scheme, host and port only, like https://opendict.korean.go.kr or http://127.0.0.1:8080":
            "https://opendict.korean.go.kr이나 http://127.0.0.1:8080처럼 스킴, 호스트, 포트만",
        "(hidden)":
            "(숨김)",
        "{0} is set to {1}, which is not valid: expected {2}.":
            "{0}의 값 {1}: 쓸 수 없는 값이에요. 알맞은 값: {2}.",
        "{0} ({1}) needs an API key: set {2} in Config.env or ~/.config/wordquiz/config.env, or use --offline.":
            "{0}({1})에는 API 키가 필요해요: Config.env나 ~/.config/wordquiz/config.env에 {2} 값을 설정하거나 --offline을 쓰세요.",
        "{0} must use https: http would send your key in clear text (http is accepted only for this machine: 127.0.0.1, localhost, [::1]).":
            "{0} 값은 https여야 해요: http는 키를 암호화하지 않고 보내요(http는 이 컴퓨터에만 허용해요: 127.0.0.1, localhost, [::1]).",
        "{0} sets {1}, but {2}; wordquiz takes where your keys and messages go only from files no one else can change. Move the setting to ~/.config/wordquiz/config.env, or make the file and its folder yours alone (chmod go-w).":
            "{0} 파일이 {1} 값을 정하지만 {2}. wordquiz는 키와 메시지를 보낼 곳을 다른 누구도 바꿀 수 없는 파일에서만 읽어요. 설정을 ~/.config/wordquiz/config.env로 옮기거나, 파일과 폴더를 나만 쓸 수 있게 하세요(chmod go-w).",
        "the line is not UTF-8 text":
            "UTF-8 텍스트가 아닌 줄이에요",
        "no '=' on this line":
            "이 줄에 '='이 없어요",
        "'{0}' is not a variable name":
            "변수 이름이 아니에요: '{0}'",
        "a double quote is never closed":
            "큰따옴표가 닫히지 않았어요",
        "a single quote is never closed":
            "작은따옴표가 닫히지 않았어요",
        "stdout, file:PATH, desktop, ntfy, slack, discord or email":
            "stdout, file:PATH, desktop, ntfy, slack, discord, email",
        "there are no words to practise yet: meet some with `wordquiz learn` (or see today's with `wordquiz today`).":
            "아직 연습할 단어가 없어요: `wordquiz learn`으로 단어를 만나 보세요(오늘의 단어는 `wordquiz today`).",
        "multiple-choice questions need {0} other words and only {1} are known; use --mode chosung or cloze.":
            "객관식 문제에는 다른 단어가 {0}개 필요한데 아는 단어는 {1}개뿐이에요. --mode chosung이나 cloze를 쓰세요.",
        "‘{0}’ has no example sentence for a {1} question.":
            "‘{0}’에는 {1} 문제에 쓸 예문이 없어요.",
        "no word in the first column":
            "첫 열에 단어가 없어요",
        "the word is longer than {0} characters":
            "단어가 {0}자보다 길어요",
        "'{0}' has no Hangul syllable":
            "'{0}'에 한글 음절이 없어요",
        "beginner, intermediate, advanced or all (초급, 중급, 고급)":
            "beginner, intermediate, advanced, all (초급, 중급, 고급)",
        "the database {0} is damaged or is not a wordquiz database; wordquiz left it untouched. Move it aside to start afresh, or restore it from a backup.":
            "{0} 데이터베이스가 손상됐거나 wordquiz 데이터베이스가 아니에요. wordquiz는 건드리지 않았어요. 새로 시작하려면 다른 곳으로 옮기고, 아니면 백업에서 되살리세요.",
        "cannot open the database {0}: {1}. Check that the folder exists and that you may read and write it.":
            "{0} 데이터베이스를 열 수 없어요: {1}. 폴더가 있는지, 읽고 쓸 권한이 있는지 확인하세요.",
        "the database {0} is busy in another wordquiz process; try again in a moment.":
            "{0} 데이터베이스를 다른 wordquiz 프로세스가 쓰고 있어요. 잠시 뒤에 다시 해 보세요.",
        "the database {0} was written by a newer wordquiz (schema version {1}, this wordquiz knows {2}); update wordquiz to use it.":
            "{0} 데이터베이스는 더 새로운 wordquiz가 썼어요(스키마 버전 {1}, 이 wordquiz는 {2}까지 알아요). wordquiz를 업데이트하세요.",
        "could not store a value in {0}: {1}.":
            "{0}에 값을 저장하지 못했어요: {1}.",
        "database error in {0}: {1} (SQLite code {2}).":
            "{0}의 데이터베이스 오류: {1} (SQLite 코드 {2}).",
    ]
}
