import Foundation
import Testing
import TrackerTestSupport

@Suite struct BinarySmokeTests {
    @Test func designCardExampleWorksAsWritten() throws {
        let directory = TemporaryDirectory()
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T07:30:00Z", "TZ": "UTC", "HOME": directory.path]
        let result = try BinaryRunner.run(["add", "--distance", "5.2", "--duration", "2700", "--elevation", "156"], environment: environment)
        #expect(result.status == 0)
        #expect(result.output == "Added #1  Run  5.20 km  45:00  8:39 /km  +156 m  Sun 29 Nov 2026 07:30\n")
        #expect(result.error.isEmpty)
    }
}
