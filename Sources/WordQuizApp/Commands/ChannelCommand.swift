import WordQuizCore

/// `wordquiz channel test SPEC`: send a test notification and say plainly whether it arrived.
struct ChannelCommand {
    static let usage = "Usage: wordquiz channel test SPEC"

    let arguments: [String]

    func run(_ context: AppContext) async throws(CommandFailure) {
        guard arguments.count == 2, arguments[0] == "test" else {
            throw CommandFailure("channel takes: test SPEC", exitCode: .usage, usage: Self.usage)
        }
        let spec = try ChannelSpec.parseAll([arguments[1]], directory: context.currentDirectory, usage: Self.usage)[0]
        let environment = try LearnerEnvironment.prepare(context, date: nil)
        let digest = Digest(
            title: "wordquiz 시험 알림", subtitle: "이 알림이 보이면 \(spec) 채널이 작동합니다.", bodyLines: ["test notification"],
            date: environment.today)
        let result = await DigestService(context: context, environment: environment).deliver(digest, on: [spec])[0]
        if let error = result.error {
            throw CommandFailure(
                "\(spec): not delivered — \(error.message)",
                exitCode: error.isTransient ? .temporaryFailure : .unavailable)
        }
        context.stderr.write("wordquiz: \(spec): delivered.\n")
    }
}
