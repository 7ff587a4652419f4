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

        return try LibXMLTreeWalk(dialect: .xml, maximumDepth: maximumDepth, maximumNodes: maximumNodes).tree(
            from: reader)
    }
}
