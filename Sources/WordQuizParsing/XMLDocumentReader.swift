import CLibXML2
import WordQuizCore

/// Reads XML into a `DocumentNode` with libxml2's pull reader.
///
/// Dictionary responses are untrusted, so the reader fails closed: no network, no DTD
/// loading, no entity substitution, no recovery from malformed input, and any document type
/// declaration is refused outright (no API sends one; a hostile body uses it for external
/// entities and entity bombs). Depth and node count are capped.
public enum XMLDocumentReader {
    public static let maximumDepth = 64
    public static let maximumNodes = 50_000

    public static func read(_ bytes: [UInt8]) throws(DocumentReadError) -> DocumentNode {
        guard !bytes.isEmpty else { throw .malformed("the XML body is empty") }
        // NONET: never fetch anything. NOCDATA: CDATA arrives as text. Deliberately absent:
        // NOENT, DTDLOAD, DTDATTR, XINCLUDE, HUGE and RECOVER.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let reader: xmlTextReaderPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                wq_xmlReaderForMemory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let reader else {
            // A missing library says why (dlerror's words), so the user knows what to install.
            if let reason = wq_xml_load_error() {
                throw .malformed("libxml2 could not be loaded: \(String(cString: reason))")
            }
            throw .malformed("libxml2 could not start reading the body")
        }
        defer { wq_xmlFreeTextReader(reader) }

        var stack: [DocumentNode] = [DocumentNode(name: DocumentNode.documentName)]
        var nodeCount = 0
        while true {
            let status = wq_xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw .malformed("the XML is not well-formed") }
            let type = wq_xmlTextReaderNodeType(reader)
            switch type {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                nodeCount += 1
                guard nodeCount <= maximumNodes else { throw .tooComplex("more than \(maximumNodes) elements") }
                guard stack.count <= maximumDepth else {
                    throw .tooComplex("nested deeper than \(maximumDepth) levels")
                }
                let name = string(wq_xmlTextReaderConstLocalName(reader)) ?? ""
                let node = DocumentNode(name: name)
                if wq_xmlTextReaderIsEmptyElement(reader) == 1 {
                    stack[stack.count - 1].children.append(node)
                } else {
                    stack.append(node)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard stack.count > 1 else { throw .malformed("an end tag without a start tag") }
                let node = stack.removeLast()
                stack[stack.count - 1].children.append(node)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                if stack.count > 1, let value = string(wq_xmlTextReaderConstValue(reader)) {
                    stack[stack.count - 1].text += value
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw .hostile("the response declares a document type, which wordquiz refuses")
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue),
                Int32(XML_READER_TYPE_ENTITY.rawValue):
                throw .hostile("the response uses a custom entity, which wordquiz refuses")
            default:
                continue  // comments, processing instructions, insignificant white space
            }
        }
        guard stack.count == 1 else { throw .malformed("the XML ends before its elements close") }
        guard !stack[0].children.isEmpty else { throw .malformed("the XML has no root element") }
        return stack[0]
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
