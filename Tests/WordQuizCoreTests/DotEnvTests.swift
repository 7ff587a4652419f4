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
}
