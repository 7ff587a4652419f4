import TestSupport
import Testing

/// Where a wordquiz process a test starts writes its coverage counts: beside the runner's, in
/// `children/`, one file a process, so that SwiftPM's merge at the end of the run reads only the
/// runner's own (a process a test kills can leave its file cut short) and scripts/coverage
/// merges the children's after.
@Suite struct CoverageProfileTests {
    @Test func aChildWritesInChildrenBesideTheRunnersProfile() {
        #expect(
            ProcessRunner.childProfile(of: "/w/.build/debug/codecov/Swift Testing%m.%p.profraw")
                == "/w/.build/debug/codecov/children/Swift Testing%m.%p.profraw")
    }

    @Test func aPatternWithoutTheProcessIsGivenIt() {
        #expect(ProcessRunner.childProfile(of: "/w/cov/default.profraw") == "/w/cov/children/%p.default.profraw")
        #expect(ProcessRunner.childProfile(of: "default.profraw") == "children/%p.default.profraw")
    }

    @Test func aChildGivenItsOwnProfileKeepsIt() {
        let environment = ProcessRunner.withCoverageProfile(["LLVM_PROFILE_FILE": "/tmp/mine.profraw"])
        #expect(environment["LLVM_PROFILE_FILE"] == "/tmp/mine.profraw")
    }
}
