import Testing
import TrackerTestSupport

@Suite struct HarnessTests {
    @Test func emptyListSaysHowToAdd() {
        let harness = TrackerHarness()
        let result = harness.run("list")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("No activities found"))
    }
}
