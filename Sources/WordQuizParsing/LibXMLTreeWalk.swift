import CLibXML2
import WordQuizCore

/// The one walk over libxml2's text reader that turns what it reads into a `DocumentNode`:
/// `XMLDocumentReader` walks a response as strict XML, `HTMLPageReader` a page as a browser
/// would. Depth and element count are capped either way.
struct LibXMLTreeWalk {
    /// How the markup is read.
    enum Dialect {
        /// Strict: names as written, no attributes, a document type or custom entity refused,
        /// every element closed.
        case xml
        /// Forgiving: names and attributes lowercased, scripts and styles kept out of the text,
        /// elements left open closed where the page ends.
        case html
    }

    let dialect: Dialect
    let maximumDepth: Int
    let maximumNodes: Int

    func tree(from reader: xmlTextReaderPtr) throws(DocumentReadError) -> DocumentNode {
        var stack: [DocumentNode] = [DocumentNode(name: DocumentNode.documentName)]
        var nodeCount = 0
        while true {
            let status = wq_xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else {
                throw .malformed(dialect == .xml ? "the XML is not well-formed" : "the page could not be read")
            }
            switch wq_xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                nodeCount += 1
                guard nodeCount <= maximumNodes else { throw .tooComplex("more than \(maximumNodes) elements") }
                guard stack.count <= maximumDepth else {
                    throw .tooComplex("nested deeper than \(maximumDepth) levels")
                }
                let node = element(reader)
                if wq_xmlTextReaderIsEmptyElement(reader) == 1 {
                    stack[stack.count - 1].children.append(node)
                } else {
                    stack.append(node)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard stack.count > 1 else { throw .malformed("an end tag without a start tag") }
                let node = stack.removeLast()
                stack[stack.count - 1].children.append(node)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                let inCode = dialect == .html && (stack.last.map { $0.name == "script" || $0.name == "style" } ?? false)
                if stack.count > 1, !inCode, let value = Self.string(wq_xmlTextReaderConstValue(reader)) {
                    stack[stack.count - 1].text += value
                }
            case Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue) where dialect == .xml:
                if stack.count > 1, let value = Self.string(wq_xmlTextReaderConstValue(reader)) {
                    stack[stack.count - 1].text += value
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue) where dialect == .xml:
                throw .hostile("the response declares a document type, which wordquiz refuses")
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue) where dialect == .xml,
                Int32(XML_READER_TYPE_ENTITY.rawValue) where dialect == .xml:
                throw .hostile("the response uses a custom entity, which wordquiz refuses")
            default:
                continue  // comments, processing instructions, insignificant white space
            }
        }
        switch dialect {
        case .xml:
            guard stack.count == 1 else { throw .malformed("the XML ends before its elements close") }
            guard !stack[0].children.isEmpty else { throw .malformed("the XML has no root element") }
        case .html:
            // Elements the walk left open are closed where the page ends.
            while stack.count > 1 {
                let node = stack.removeLast()
                stack[stack.count - 1].children.append(node)
            }
        }
        return stack[0]
    }

    /// The element the reader is on, with its attributes in HTML.
    private func element(_ reader: xmlTextReaderPtr) -> DocumentNode {
        let name = Self.string(wq_xmlTextReaderConstLocalName(reader)) ?? ""
        guard dialect == .html else { return DocumentNode(name: name) }
        var node = DocumentNode(name: name.lowercased())
        while wq_xmlTextReaderMoveToNextAttribute(reader) == 1 {
            if let attribute = Self.string(wq_xmlTextReaderConstLocalName(reader)) {
                node.attributes[attribute.lowercased()] = Self.string(wq_xmlTextReaderConstValue(reader)) ?? ""
            }
        }
        _ = wq_xmlTextReaderMoveToElement(reader)
        return node
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
