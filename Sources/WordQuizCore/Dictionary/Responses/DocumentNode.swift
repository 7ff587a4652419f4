/// A parsed response, whatever its format: an element with a name, its text, and children.
///
/// XML elements and JSON objects both become `DocumentNode`s. A JSON array becomes several
/// children with the same name, so "one object where an array is usual" needs no special
/// case, and every scalar (number, string, boolean) becomes text.
public struct DocumentNode: Sendable, Equatable {
    public var name: String
    public var text: String
    public var children: [DocumentNode]
    /// The element's attributes (an HTML page's `src`, `href`, `class`); the dictionaries'
    /// XML carries none that wordquiz reads.
    public var attributes: [String: String]

    public init(name: String, text: String = "", children: [DocumentNode] = [], attributes: [String: String] = [:]) {
        self.name = name
        self.text = text
        self.children = children
        self.attributes = attributes
    }

    /// Every node under this one, depth first, in document order.
    public var descendants: [DocumentNode] {
        var found: [DocumentNode] = []
        var pending = Array(children.reversed())
        while let node = pending.popLast() {
            found.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The name a parser gives the node that holds the document's top-level elements.
    public static let documentName = "#document"

    /// The first child with this name.
    public func child(_ name: String) -> DocumentNode? {
        children.first { $0.name == name }
    }

    /// All children with this name, in document order.
    public func children(_ name: String) -> [DocumentNode] {
        children.filter { $0.name == name }
    }

    /// The text of the child at this path, or nil when it is missing or blank.
    public func string(_ path: String...) -> String? {
        var node = self
        for name in path {
            guard let next = node.child(name) else { return nil }
            node = next
        }
        let trimmed = node.text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The integer at this path, whether it came as a number or as a string ("006").
    public func integer(_ path: String...) -> Int? {
        var node = self
        for name in path {
            guard let next = node.child(name) else { return nil }
            node = next
        }
        return Int(node.text.trimmingWhitespace())
    }

}

extension StringProtocol {
    /// The text without the white space (any Unicode white space) at either end.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[start...end]))
    }
}
