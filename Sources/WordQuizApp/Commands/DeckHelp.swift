/// The help of each `deck` action, for `wordquiz deck ACTION --help` and
/// `wordquiz help deck ACTION`.
enum DeckHelp {
    static let importFile = """
        Import a word list into a deck (made if new, named after the file unless --name).

        Usage: wordquiz deck import FILE [--name NAME] [--offline]

        FILE is TSV or CSV — a header row naming the columns word, meaning, English, example
        and tags in any order (단어, 뜻, 영어, 예문, 태그 too), or those columns in that order —
        one word a line, or a text file Anki exported (#separator:, #html:, #columns:). Bad
        lines are named and skipped; nothing is half-imported; importing the same file again
        updates its words instead of doubling them. Markup and control characters are removed.

        --name NAME  the deck: letters, digits, - and _ (not bank)
        --offline    keep what the file gave; by default, with a dictionary key, words without
                     a meaning get the dictionary's

        """

    static let list = """
        List the decks: the built-in bank and yours, their words, and which are in use.

        Usage: wordquiz deck list

        """

    static let use = """
        Choose the decks the word of the day and `learn` draw from; `bank` is the built-in
        word bank (the default). Today's word changes with the choice.

        Usage: wordquiz deck use NAME…

        """

    static let show = """
        List a deck's words with their meanings and English.

        Usage: wordquiz deck show NAME

        """

    static let remove = """
        Remove a deck and its words. Your answers on them, their schedules and their place in
        `stats` and `export` are kept.

        Usage: wordquiz deck remove NAME [--yes]

        --yes  do not ask first

        """
}
