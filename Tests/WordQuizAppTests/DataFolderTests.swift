import Foundation
import TestSupport
import Testing
import WordQuizCore

@Suite struct DataFolderTests {
    @Test func anUnusableDataFolderIsNamed() throws {
        let bed = CLITestbed()
        // A file where the data folder should be.
        try bed.root.write("not-a-folder", "x")
        bed.extraEnvironment["XDG_DATA_HOME"] = bed.root.path + "/not-a-folder"
        let result = try bed.today()
        #expect(result.exitCode == 74)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(bed.root.path + "/not-a-folder/wordquiz"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
