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

        return try LibXMLTreeWalk(dialect: .html, maximumDepth: maximumDepth, maximumNodes: maximumNodes).tree(
            from: reader)
    }
}
