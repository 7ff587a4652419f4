import WordQuizCore

/// `wordquiz channel test SPEC`: send a test notification and say plainly whether it arrived.
struct ChannelCommand {
    static let usage = "Usage: wordquiz channel test SPEC"

    static let help: [HelpBlock] = [
        .paragraph(
            Phrase(
                "Send a test notification on one channel and say plainly whether it arrived: the way to check a webhook, a mail server or the desktop's notifications before a schedule relies on them."
            )),
        .usage, .terms(nil, [HelpTerm("SPEC", ChannelSpec.names)]),
    ]
    static let spec = CommandSpec(
        words: ["channel"], summary: Phrase("channel test SPEC: send a test notification"), usage: usage,
        arguments: ["test", "SPEC"], help: help, subcommands: [testSpec])
    static let testSpec = CommandSpec(
        words: ["channel", "test"], summary: Phrase("send a test notification"), usage: usage, arguments: ["SPEC"],
        help: help)

    let arguments: [String]

    func run(_ context: AppContext) async throws {
        let wrong = CommandFailure.usage(Phrase("channel takes: test SPEC"), help: Self.usage)
        guard arguments.first == "test" else { throw wrong }
        let parsed = try Self.testSpec.parse(Array(arguments.dropFirst()))
        guard parsed.positionals.count == 1 else { throw wrong }
        let spec = try parsed.channels(fromArguments: parsed.positionals, context)[0]
        let setup = try CommandSetup.prepare(context, date: nil)
        let digest = Digest.channelTest(spec, date: setup.today)
        let result = await DigestService(context: context, setup: setup).deliver(digest, on: [spec])[0]
        if let error = result.error { throw CommandFailure.channelFailed(spec, error) }
        context.stderr.write("wordquiz: " + Phrase("\(spec, .channel): delivered.").text(in: context.language) + "\n")
    }
}
