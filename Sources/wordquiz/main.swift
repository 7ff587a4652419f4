import Foundation
import WordQuizApp

// Ctrl-C ends wordquiz at once, mid-fetch included. Everything wordquiz writes to disk is
// written in SQLite transactions, so nothing half-written is left behind.
signal(SIGINT) { _ in _exit(ExitCode.interrupted.rawValue) }
// A parent (a test harness, a service manager) may have left signals blocked.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigaddset(&unblocked, SIGINT)
sigaddset(&unblocked, SIGTERM)
pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)

let arguments = Array(CommandLine.arguments.dropFirst())
// Commands that need no concurrency run before the first `await`, so that their process never
// starts the worker pool (the daemon sleeps for days; see DaemonSupervisor).
switch WordQuizCLI.launch(arguments, context: .live()) {
case .finished(let code): exit(code)
case .concurrent(let run): exit(await run())
}
