import Foundation

/// Asks for a secret (an API key): in a terminal the typing is not echoed; from a pipe the
/// line is read and never written back.
enum SecretPrompt {
    static func read(_ prompt: String, context: AppContext) -> String? {
        context.stdout.write(prompt)
        var saved = termios()
        let hides = context.isStdinTerminal && tcgetattr(STDIN_FILENO, &saved) == 0
        if hides {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        }
        let line = Swift.readLine(strippingNewline: true)
        if hides { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        context.stdout.write("\n")
        return line
    }
}
