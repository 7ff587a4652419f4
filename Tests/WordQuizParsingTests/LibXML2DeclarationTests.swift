import CLibXML2
import CLibXML2HeaderCheck
import Testing

/// CLibXML2 declares libxml2's types, constants and functions by hand; the test target
/// CLibXML2HeaderCheck compiles the same lists against libxml2's real headers and would not
/// build if one differed. This holds that check to the library wordquiz actually loads.
@Suite struct LibXML2DeclarationTests {
    @Test func theDeclarationsWereCheckedAgainstALibxml2HeaderOfTheLoadedMajorVersion() {
        let checked = wq_libxml2_checked_header_version()
        #expect(checked / 10000 == 2, "checked against libxml2 \(checked)")
        #expect(wq_xml_is_available() == 1)
        #expect(wq_xml_load_error() == nil)
    }

    @Test func theReaderTypesAreLibxml2sNumbers() {
        // The values the reader returns for what wordquiz reads, as the header check holds them.
        #expect(XML_READER_TYPE_ELEMENT.rawValue == 1)
        #expect(XML_READER_TYPE_TEXT.rawValue == 3)
        #expect(XML_READER_TYPE_CDATA.rawValue == 4)
        #expect(XML_READER_TYPE_END_ELEMENT.rawValue == 15)
    }
}
