import WordQuizCore

/// `wordquiz channel test SPEC`: send a test notification and say plainly whether it arrived.
enum ChannelCommand: CommandGroup {
    static let help: [HelpBlock] = [
        .paragraph(
            Phrase(
                "Send a test notification on one channel and say plainly whether it arrived: the way to check a webhook, a mail server or the desktop's notifications before a schedule relies on them."
            )),
        .usage, .terms(nil, [HelpTerm(Test.channelArgument.name, ChannelSpec.names)]),
    ]
    static let configuration = CommandConfiguration(
        name: "channel", summary: Phrase("test a channel: send a test notification"), topic: .delivery, help: help,
        actions: [Test.self])

    /// `channel test SPEC`.
    struct Test: ConcurrentCommand {
        static let channelArgument = ArgumentSpec(name: "SPEC", what: Phrase("a channel"))
        static let configuration = CommandConfiguration(
            name: "test", summary: Phrase("send a test notification"), arguments: [channelArgument],
            help: ChannelCommand.help)

        /// The channel as typed: a file's path is made absolute where it was typed.
        var typed: String

        init(_ parsed: ParsedArguments) {
            typed = parsed.positionals[0]
        }

        func run(_ context: AppContext) async throws {
            let spec = try ParsedArguments.channels([typed], context) { Self.failure($0) }[0]
            let setup = try CommandSetup.prepare(context, date: nil)
            let digest = Digest.channelTest(spec, date: setup.today, language: context.language)
            let result = await DigestService(context: context, setup: setup).deliver(digest, on: [spec])[0]
            if let error = result.error { throw CommandFailure.channelFailed(spec, error) }
            context.note(Phrase("\(spec, .channel): delivered."))
        }
    }
}
