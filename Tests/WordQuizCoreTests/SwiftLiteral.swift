/// Reads Swift string literals the way the compiler builds a `Phrase.Template` from them:
/// the text with its escapes resolved, each `\(…)` a slot named for what it holds
/// (`\(name, .option)` is `{option}`, a count `{count word|words}`), numbered from a name's
/// second use in one literal (`{number2}`).
enum SwiftLiteral {
    /// The template of each `Phrase("…")` in a source text, comment lines left out.
    static func phraseTemplates(in source: String) -> [String] {
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
        let characters = Array(code)
        var templates: [String] = []
        var index = 0
        let marker = Array("Phrase(")
        while index + marker.count < characters.count {
            defer { index += 1 }
            guard Array(characters[index..<index + marker.count]) == marker,
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            else { continue }
            var start = index + marker.count
            while start < characters.count, characters[start].isWhitespace { start += 1 }
            guard start < characters.count, characters[start] == "\"",
                !(start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\"")
            else { continue }
            if let (template, _) = literal(characters, from: start) { templates.append(template) }
        }
        return templates
    }

    /// The template of the literal opening at `start` (a `"`) and the index after it.
    static func literal(_ characters: [Character], from start: Int) -> (String, Int)? {
        var template = ""
        var uses: [String: Int] = [:]
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                return (template, index + 1)
            case "\\":
                guard index + 1 < characters.count else { return nil }
                let next = characters[index + 1]
                if next == "(" {
                    guard let end = endOfInterpolation(characters, from: index + 2) else { return nil }
                    let expression = String(characters[(index + 2)..<(end - 1)])
                    let plural = pluralForms(in: expression)
                    guard let slot = plural == nil ? slotName(in: expression) : "count" else { return nil }
                    let use = uses[slot, default: 0] + 1
                    uses[slot] = use
                    template += "{" + (use == 1 ? slot : slot + String(use))
                    template += (plural.map { " \($0.one)|\($0.other)" } ?? "") + "}"
                    index = end
                    continue
                }
                let escapes: [Character: Character] = [
                    "n": "\n", "t": "\t", "\"": "\"", "\\": "\\", "'": "'", "0": "\0",
                ]
                guard let resolved = escapes[next] else { return nil }
                template.append(resolved)
                index += 2
            case "\n":
                return nil
            default:
                template.append(character)
                index += 1
            }
        }
        return nil
    }

    /// The slot an interpolation names last: `.option` in `\(name, .option)`.
    static func slotName(in expression: String) -> String? {
        guard let dot = expression.range(of: ", .", options: .backwards) else { return nil }
        let name = expression[dot.upperBound...]
        return !name.isEmpty && name.allSatisfy({ $0.isLetter }) ? String(name) : nil
    }

    /// The noun's forms of a count interpolated as `\(n, one: "word", other: "words")`.
    static func pluralForms(in expression: String) -> (one: String, other: String)? {
        guard let one = expression.range(of: ", one: \""), let other = expression.range(of: "\", other: \""),
            one.upperBound <= other.lowerBound, expression.hasSuffix("\"")
        else { return nil }
        return (
            String(expression[one.upperBound..<other.lowerBound]),
            String(expression[other.upperBound..<expression.index(before: expression.endIndex)])
        )
    }

    /// The index after the `)` that closes an interpolation, nested literals and parentheses
    /// included.
    private static func endOfInterpolation(_ characters: [Character], from start: Int) -> Int? {
        var depth = 1
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "\"":
                guard let (_, end) = literal(characters, from: index) else { return nil }
                index = end
                continue
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }
}
