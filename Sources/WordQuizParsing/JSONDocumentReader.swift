import WordQuizCore

/// Reads JSON (RFC 8259, strictly) into a `DocumentNode`: each object key becomes a child,
/// each element of an array a child with the key's name, each scalar text (numbers as
/// written, `true`/`false`, and null as empty text). A key's white space before and after is
/// dropped, as a value's is when read: 표준국어대사전 has served `"link "` and
/// `"link_target_code "` beside `"word"`.
///
/// Dictionary responses are untrusted, so the reader walks the bytes itself, building the
/// tree as it goes, and stops at the caps: depth and node count, as the XML reader does.
/// No intermediate `Any` tree is built, so memory stays close to the size of what is kept.
public enum JSONDocumentReader {
    public static let maximumDepth = 64
    public static let maximumNodes = 50_000

    public static func read(_ bytes: [UInt8]) throws(DocumentReadError) -> DocumentNode {
        var parser = JSONTreeBuilder(bytes: bytes)
        var document = DocumentNode(name: DocumentNode.documentName)
        try parser.readValue(named: "item", into: &document, depth: 0, isRoot: true)
        parser.skipWhitespace()
        guard parser.isAtEnd else { throw JSONTreeBuilder.notWellFormed }
        return document
    }
}

/// The state of one read: the bytes, where the reader is, how many nodes it has made.
private struct JSONTreeBuilder {
    static let notWellFormed = DocumentReadError.malformed("the JSON is not well-formed")

    let bytes: [UInt8]
    var index = 0
    var nodeCount = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is tolerated, as the format sniffing does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(DocumentReadError) {
        guard index < bytes.count, bytes[index] == byte else { throw Self.notWellFormed }
        index += 1
    }

    private mutating func countNode() throws(DocumentReadError) {
        nodeCount += 1
        guard nodeCount <= JSONDocumentReader.maximumNodes else {
            throw .tooComplex("more than \(JSONDocumentReader.maximumNodes) values")
        }
    }

    /// Reads one value and adds it to `parent` under `name`; the root object's members go
    /// straight into the document.
    mutating func readValue(named name: String, into parent: inout DocumentNode, depth: Int, isRoot: Bool = false)
        throws(DocumentReadError)
    {
        guard depth <= JSONDocumentReader.maximumDepth else {
            throw .tooComplex("nested deeper than \(JSONDocumentReader.maximumDepth) levels")
        }
        skipWhitespace()
        guard index < bytes.count else { throw Self.notWellFormed }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if isRoot {
                try readMembers(into: &parent, depth: depth)
            } else {
                try countNode()
                var node = DocumentNode(name: name)
                try readMembers(into: &node, depth: depth + 1)
                parent.children.append(node)
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try readValue(named: name, into: &parent, depth: depth + 1)
                skipWhitespace()
                guard index < bytes.count else { throw Self.notWellFormed }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return
            }
        default:
            try countNode()
            parent.children.append(DocumentNode(name: name, text: try readScalar()))
        }
    }

    /// `{ "key": value, … }`, each member a child of `node`.
    private mutating func readMembers(into node: inout DocumentNode, depth: Int) throws(DocumentReadError) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            let key = try readString().trimmingWhitespace()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            try readValue(named: key, into: &node, depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw Self.notWellFormed }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// A string, number, `true`, `false` or `null`, as text.
    private mutating func readScalar() throws(DocumentReadError) -> String {
        switch bytes[index] {
        case UInt8(ascii: "\""): return try readString()
        case UInt8(ascii: "t"): return try readLiteral("true", text: "true")
        case UInt8(ascii: "f"): return try readLiteral("false", text: "false")
        case UInt8(ascii: "n"): return try readLiteral("null", text: "")
        default: return try readNumber()
        }
    }

    private mutating func readLiteral(_ literal: String, text: String) throws(DocumentReadError) -> String {
        for byte in literal.utf8 { try expect(byte) }
        return text
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    private mutating func readNumber() throws(DocumentReadError) -> String {
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && (0x30...0x39).contains(bytes[i]) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw Self.notWellFormed }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw Self.notWellFormed }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(index) else { throw Self.notWellFormed }
            while isDigit(index) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted string with its escapes resolved. Raw control characters and invalid UTF-8
    /// are not well-formed.
    private mutating func readString() throws(DocumentReadError) -> String {
        try expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) throws(DocumentReadError) {
            guard runStart < end else { return }
            guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                throw DocumentReadError.malformed("the JSON is not valid UTF-8")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw Self.notWellFormed }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw Self.notWellFormed }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            try flushRun(index)
            index += 1
            guard index < bytes.count else { throw Self.notWellFormed }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try readUnicodeEscape())
            default: throw Self.notWellFormed
            }
            runStart = index
        }
    }

    /// The scalar after `\u`: four hex digits, or a surrogate pair written as two escapes.
    /// A lone surrogate becomes U+FFFD.
    private mutating func readUnicodeEscape() throws(DocumentReadError) -> Unicode.Scalar {
        let high = try readHexQuad()
        if (0xD800...0xDBFF).contains(high) {
            let save = index
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try readHexQuad()
                if (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = save
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func readHexQuad() throws(DocumentReadError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Self.notWellFormed }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw Self.notWellFormed
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }
}
