import Testing

@testable import WordQuizCore

@Suite struct DotEnvTests {
    @Test func readsCommentsBlankLinesQuotesAndExport() {
        let env = DotEnv(
            parsing: """
                # a comment

                OPENDICT_API_KEY=not-a-real-key-just-for-parsing
                export STDICT_API_KEY="quoted value"
                KRDICT_API_KEY='single # not a comment'
                WORDQUIZ_PROVIDER=stdict   # inline comment
                EMPTY=
                WINDOWS=line\r
                """)
        #expect(env.values["OPENDICT_API_KEY"] == "not-a-real-key-just-for-parsing")
        #expect(env.values["STDICT_API_KEY"] == "quoted value")
        #expect(env.values["KRDICT_API_KEY"] == "single # not a comment")
        #expect(env.values["WORDQUIZ_PROVIDER"] == "stdict")
        #expect(env.values["EMPTY"] == "")
        #expect(env.values["WINDOWS"] == "line")
        #expect(env.problems.isEmpty)
    }

    @Test func doubleQuotesUnderstandEscapesAndSpanLines() {
        let env = DotEnv(parsing: "A=\"one\\ntwo \\\"q\\\"\"\nB=\"first\nsecond\"\nC=after")
        #expect(env.values["A"] == "one\ntwo \"q\"")
        #expect(env.values["B"] == "first\nsecond")
        #expect(env.values["C"] == "after")
    }

    @Test func hashInsideAnUnquotedValueIsKept() {
        #expect(DotEnv(parsing: "URL=http://host/#frag").values["URL"] == "http://host/#frag")
    }

    @Test func reportsBadLinesByNumberAndKeepsTheRest() {
        let env = DotEnv(parsing: "GOOD=1\nthis line has no equals\n1BAD=2\nOPEN=\"never closed")
        #expect(env.values == ["GOOD": "1"])
        #expect(env.problems.map(\.line) == [2, 3, 4])
    }

    /// A `#` starts a comment only after a space or a tab: right after the `=` it is the
    /// value's first character, as the shell reads `SMTP_PASSWORD=#s3cret` (the password was
    /// read as empty).
    @Test(arguments: [
        ("SMTP_PASSWORD=#s3cret", "#s3cret"), ("A= #note", ""), ("A=\t#note", ""), ("A=x #note", "x"),
        ("A=x\t#note", "x"), ("A=x#y", "x#y"), ("A=x # y # z", "x"), ("A=  spaced out  ", "spaced out"),
    ])
    func aHashStartsACommentOnlyAfterASpace(line: String, value: String) {
        let env = DotEnv(parsing: line)
        #expect(env.values == ["\(line.prefix { $0 != "=" })": value])
        #expect(env.problems.isEmpty)
    }

    /// A variable's name: a letter or `_` first, then letters, digits and `_`, ASCII only;
    /// `export` (with a space or a tab) before it is dropped, and is a name of its own.
    @Test func aNameIsLettersDigitsAndUnderscoresAfterAnOptionalExport() {
        let env = DotEnv(
            parsing: ["_A=1", "a1_B=2", "export\tC=3", "export=4", "exportD=5", "1E=6", "F-G=7", "É=8", "=9"]
                .joined(separator: "\n"))
        #expect(env.values == ["_A": "1", "a1_B": "2", "C": "3", "export": "4", "exportD": "5"])
        #expect(env.problems.map(\.line) == [6, 7, 8, 9])
    }

    /// Escapes in double quotes (another escaped character stands for itself), and what
    /// follows the closing quote (ignored); single quotes keep everything, backslashes and
    /// double quotes too; the last setting of a name wins.
    @Test func quotesAtTheirEdges() {
        let env = DotEnv(
            parsing: [
                #"A="tab\tcr\rback\\slash \q""#, #"B="closed" # and a comment"#, #"C='it\'s'"#,
                #"D='say "hi" \n'"#, "E=first", "E=second",
            ].joined(separator: "\n"))
        #expect(env.values["A"] == "tab\tcr\rback\\slash q")
        #expect(env.values["B"] == "closed")
        #expect(env.values["C"] == "it\\", "a single-quoted value ends at the next single quote")
        #expect(env.values["D"] == #"say "hi" \n"#)
        #expect(env.values["E"] == "second")
    }

    /// A double-quoted value goes on for up to 64 lines after its first; one more line and
    /// the quote counts as never closed.
    @Test func aQuotedValueGoesOnForAtMostSixtyFourMoreLines() {
        func quoted(_ more: Int) -> String {
            "KEY=\"first\n" + String(repeating: "more\n", count: more - 1) + "last\"\nAFTER=1\n"
        }
        let longest = DotEnv(parsing: quoted(64))
        #expect(longest.values["KEY"] == "first\n" + String(repeating: "more\n", count: 63) + "last")
        #expect(longest.values["AFTER"] == "1")
        let tooLong = DotEnv(parsing: quoted(65))
        #expect(tooLong.values["KEY"] == nil)
        #expect(tooLong.problems.first?.line == 1)
        #expect(tooLong.values["AFTER"] == "1")
    }

    /// Five problems are kept with their lines, the sixth on only counted.
    @Test func fiveProblemsAreKeptAndTheRestCounted() {
        let env = DotEnv(parsing: (1...8).map { "bad line \($0)" }.joined(separator: "\n"))
        #expect(env.problems.map(\.line) == [1, 2, 3, 4, 5])
        #expect(env.unreportedProblems == 3)
    }
}
