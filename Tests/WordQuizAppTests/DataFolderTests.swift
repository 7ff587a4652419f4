import Foundation
import TestSupport
import Testing
import WordQuizCore

@Suite struct DataFolderTests {
    /// A file where the data folder should be: the folder named and the system's reason (not
    /// Foundation's "NSCocoaErrorDomain error 512"), a file error (74), nothing on stdout.
    @Test(arguments: ["en", "ko"])
    func anUnusableDataFolderIsNamedWithTheSystemsReason(language: String) throws {
        let bed = CLITestbed(language: language)
        try bed.root.write("not-a-folder", "x")
        bed.extraEnvironment["XDG_DATA_HOME"] = bed.root.path + "/not-a-folder"
        let result = try bed.today()
        #expect(result.exitCode == 74)
        #expect(result.stdout == "")
        let folder = bed.root.path + "/not-a-folder/wordquiz"
        let said =
            language == "en"
            ? "wordquiz: cannot create the data folder \(folder): Not a directory\n"
            : "wordquiz: 데이터 폴더 \(folder)을(를) 만들 수 없어요: Not a directory\n"
        #expect(result.stderr == said, "\(result.stderr)")
    }
}
