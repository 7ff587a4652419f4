import Foundation
import WordQuizCore

/// Reads JSON into a `DocumentNode` with Foundation: each object key becomes a child, each
/// element of an array a child with the key's name, each scalar text.
public enum JSONDocumentReader {
    public static let maximumDepth = 64

    public static func read(_ bytes: [UInt8]) throws(DocumentReadError) -> DocumentNode {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw .malformed("the JSON is not well-formed")
        }
        var document = DocumentNode(name: DocumentNode.documentName)
        try append(object, named: "item", to: &document, depth: 0, isRoot: true)
        return document
    }

    private static func append(
        _ value: Any, named name: String, to parent: inout DocumentNode, depth: Int,
        isRoot: Bool = false
    ) throws(DocumentReadError) {
        guard depth <= maximumDepth else { throw .tooComplex("nested deeper than \(maximumDepth) levels") }
        if let dictionary = value as? [String: Any] {
            if isRoot {
                try fill(&parent, from: dictionary, depth: depth)
                return
            }
            var node = DocumentNode(name: name)
            try fill(&node, from: dictionary, depth: depth + 1)
            parent.children.append(node)
        } else if let array = value as? [Any] {
            for element in array {
                try append(element, named: name, to: &parent, depth: depth + 1)
            }
        } else {
            parent.children.append(DocumentNode(name: name, text: scalarText(value)))
        }
    }

    private static func fill(_ node: inout DocumentNode, from dictionary: [String: Any], depth: Int)
        throws(DocumentReadError)
    {
        // Sorted keys: the tree must not depend on hash order.
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] else { continue }
            try append(value, named: key, to: &node, depth: depth + 1)
        }
    }

    private static func scalarText(_ value: Any) -> String {
        switch value {
        case let string as String: string
        case is NSNull: ""
        // JSONSerialization hands booleans over as NSNumbers of type "c" (char); JSON numbers
        // never come as chars.
        case let number as NSNumber where String(cString: number.objCType) == "c":
            number.boolValue ? "true" : "false"
        case let number as NSNumber: number.stringValue
        default: "\(value)"
        }
    }
}
