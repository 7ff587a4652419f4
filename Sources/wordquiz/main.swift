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

let code = await WordQuizCLI.run(Array(CommandLine.arguments.dropFirst()), context: .live())
exit(code)
