import WordQuizCore

/// `wordquiz channel test SPEC`: send a test notification and say plainly whether it arrived.
struct ChannelCommand {
    static let usage = "Usage: wordquiz channel test SPEC"

    static let help = """
        Send a test notification on one channel and say plainly whether it arrived: the way
        to check a webhook, a mail server or the desktop's notifications before a schedule
        relies on them.

        \(usage)

        SPEC  \(ChannelSpec.names)

        """

    let arguments: [String]

    func run(_ context: AppContext) async throws {
        guard arguments.count == 2, arguments[0] == "test" else {
            throw CommandFailure.usage(Phrase("channel takes: test SPEC"), help: Self.usage)
        }
        let scanner = ArgumentScanner([], usage: Self.usage)
        let spec = try scanner.channels([arguments[1]], directory: context.currentDirectory)[0]
        let setup = try CommandSetup.prepare(context, date: nil)
        let digest = Digest.channelTest(spec, date: setup.today)
        let result = await DigestService(context: context, setup: setup).deliver(digest, on: [spec])[0]
        if let error = result.error { throw CommandFailure.channelFailed(spec, error) }
        context.stderr.write("wordquiz: " + Phrase("\(spec): delivered.").text(in: context.language) + "\n")
    }
}
