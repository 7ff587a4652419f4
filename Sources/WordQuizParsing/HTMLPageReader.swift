import CLibXML2
import WordQuizCore

/// Reads an HTML page (a dictionary's media page) into a `DocumentNode` with libxml2's HTML
/// parser: elements with their attributes and text, nothing else.
///
/// A page is untrusted: the parser never touches the network, recovers from broken markup
/// as a browser would, and the tree's depth and size are capped; scripts and styles are
/// kept out of the text.
public enum HTMLPageReader {
    public static let maximumDepth = 128
    public static let maximumNodes = 50_000
    /// The largest page read: a media page is about 15 KB.
    public static let maximumBytes = 1024 * 1024

    public static func read(_ bytes: [UInt8]) throws(DocumentReadError) -> DocumentNode {
        guard !bytes.isEmpty else { throw .malformed("the page is empty") }
        guard bytes.count <= maximumBytes else { throw .tooComplex("the page is larger than \(maximumBytes) bytes") }
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                wq_htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else {
            if let reason = wq_xml_load_error() {
                throw .malformed("libxml2 could not be loaded: \(String(cString: reason))")
            }
            throw .malformed("libxml2 could not read the page")
        }
        defer { wq_xmlFreeDoc(document) }
        guard let reader = wq_xmlReaderWalker(document) else { throw .malformed("libxml2 could not walk the page") }
        defer { wq_xmlFreeTextReader(reader) }

        var stack: [DocumentNode] = [DocumentNode(name: DocumentNode.documentName)]
        var nodeCount = 0
        while true {
            let status = wq_xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw .malformed("the page could not be read") }
            switch wq_xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                nodeCount += 1
                guard nodeCount <= maximumNodes else { throw .tooComplex("more than \(maximumNodes) elements") }
                guard stack.count <= maximumDepth else {
                    throw .tooComplex("nested deeper than \(maximumDepth) levels")
                }
                let name = (string(wq_xmlTextReaderConstLocalName(reader)) ?? "").lowercased()
                var node = DocumentNode(name: name)
                while wq_xmlTextReaderMoveToNextAttribute(reader) == 1 {
                    if let attribute = string(wq_xmlTextReaderConstLocalName(reader)) {
                        node.attributes[attribute.lowercased()] = string(wq_xmlTextReaderConstValue(reader)) ?? ""
                    }
                }
                _ = wq_xmlTextReaderMoveToElement(reader)
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
                let inCode = stack.last.map { $0.name == "script" || $0.name == "style" } ?? false
                if stack.count > 1, !inCode, let value = string(wq_xmlTextReaderConstValue(reader)) {
                    stack[stack.count - 1].text += value
                }
            default:
                continue
            }
        }
        // Elements the walk left open are closed where the page ends.
        while stack.count > 1 {
            let node = stack.removeLast()
            stack[stack.count - 1].children.append(node)
        }
        return stack[0]
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
