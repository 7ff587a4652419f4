extension Phrase {
    /// What a phrase's slot holds, and so its name in the template: `\(name, .option) needs a
    /// value` is `{option} needs a value`. These are the names a translator meets; each says
    /// what fills it, so that the sentence around it can be written without the code.
    public enum Slot: String, Sendable, CaseIterable {
        // Words and what the dictionary says of them.
        /// A Korean headword, as the dictionary writes it: 상상 (sometimes several, with commas).
        case word
        /// A word's definition, in Korean.
        case meaning
        /// A word's 한자 origin: 想像.
        case origin
        /// A question's kind: choice, reverse, chosung, cloze.
        case kind
        /// A dictionary's name, in the reader's language: 우리말샘, wordquiz's built-in word bank.
        case dictionary
        /// A dictionary's code, as written after --provider: opendict, stdict, krdict.
        case provider
        /// A deck's name (or several), as the learner named it: travel.
        case deck
        /// A level's name, in the reader's language: beginner, 초급.
        case level
        /// A picture's credit line, as its page gives it.
        case credit
        /// A word's English gloss: imagination.
        case english

        // The quiz.
        /// Which question this is, as the quiz shows it: [2/5], [again 1/2].
        case counter
        /// A word's initial consonants (초성): ㅅㅅ.
        case chosung
        /// A hint, in the reader's language: initial consonants: ㅅㅅ.
        case hint
        /// What the learner typed as an answer.
        case typed
        /// One syllable of a word: 상.
        case syllable

        // The command line.
        /// A command or a command line, shown as typed: wordquiz review, schedule add.
        case command
        /// A command's action (add, list, remove), or the verb of a failed file operation (read, write).
        case action
        /// An option's name: --count.
        case option
        /// What the learner typed for an option or argument, quoted as given.
        case value
        /// The values an option takes, listed: desktop, file, ntfy.
        case choices
        /// One value the learner can give, to type as shown: intermediate.
        case choice
        /// What a command needs to be given, in the reader's language: a schedule id, a deck.
        case argument
        /// A command's usage line: wordquiz <command> [options].
        case usage
        /// A command's one-line summary, in the reader's language.
        case summary
        /// Other names of an action, listed: ls, show.
        case aliases
        /// Exit codes with their meanings, listed.
        case codes
        /// A shell's name: bash, zsh, fish.
        case shell

        // Files and the system.
        /// A file's path: ~/.config/wordquiz/config.env.
        case path
        /// A folder's path (or several, with commas).
        case folder
        /// A setting's name (or several) as written in Config.env: OPENDICT_KEY, WORDQUIZ_LEVEL.
        case setting
        /// A file's permission bits, in octal: 644.
        case mode
        /// A line number in a file.
        case line
        /// A process id.
        case pid
        /// A systemd unit's file name (or several): wordquiz-daemon.service.
        case unit
        /// A systemd calendar expression: Mon..Fri *-*-* 08:00:00.
        case calendar
        /// A version number: 1.4.0, or a database's schema version: 16.
        case version
        /// A D-Bus address.
        case address

        // Delivery.
        /// A delivery channel (or several): desktop, file:/home/me/word.txt, slack.
        case channel
        /// A schedule's id, or a schedule described: morning (08:00 weekdays → desktop).
        case schedule
        /// When a schedule fires, in words: weekdays at 08:00.
        case when

        // The network.
        /// A web address.
        case url
        /// A web page to get a key at.
        case page
        /// A server's host name.
        case host
        /// An HTTP status number: 503.
        case status
        /// An error code, as a server or SQLite gives it.
        case code

        // Numbers and times.
        /// A count shown with its noun, in the form its number takes: 3 words.
        case count
        /// A number shown on its own: 20.
        case number
        /// The number a count is out of.
        case total
        /// A percentage's number, without the % sign: 90.
        case percent
        /// A measure before a change, and after it (log loss, RMSE): 0.3521.
        case before, after
        /// Measures shown together, in the reader's language.
        case figures
        /// A date or a time of day, formatted for the reader: 12월 2일 08:00.
        case time
        /// A calendar date as YYYY-MM-DD: 2026-12-02.
        case date
        /// A day of the month: 2.
        case day
        /// Minutes and seconds of time taken.
        case minutes, seconds
        /// A day's review limit, in words: 20.
        case limit
        /// An IANA time zone or its abbreviation: Asia/Seoul, KST.
        case zone

        // Sentences.
        /// Why something failed: a sentence of wordquiz's own, or a system's or server's message as it was given.
        case reason
        /// A name with no better slot: a channel's, a setting's, a deck file's.
        case name
        /// Text from outside wordquiz, shown as it is.
        case text
        /// A clause of the same sentence, in the reader's language, or nothing: " (3 practice)".
        case detail
    }
}
