import Foundation
import Testing
import TrackerTestSupport

@Suite struct ChartBinaryTests {
    @Test func chartThroughAPipeIsAPNGAndUnknownChartsExit64() throws {
        let directory = TemporaryDirectory()
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "HOME": directory.path]
        #expect(try BinaryRunner.run(["add", "--distance", "5.2", "--duration", "2700", "--elevation", "156"], environment: environment).status == 0)
        let png = try BinaryRunner.run(["chart", "--scale", "2"], environment: environment)
        #expect(png.status == 0, "\(png.error)")
        #expect(png.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        #expect(Array(png.standardOutput[16..<24]) == [0, 0, 0x09, 0x60, 0, 0, 0x04, 0xB0])
        let pdf = try BinaryRunner.run(["chart", "mood", "--format", "pdf"], environment: environment)
        #expect(pdf.status == 0 && pdf.output.hasPrefix("%PDF-"))
        let unknown = try BinaryRunner.run(["chart", "pie"], environment: environment)
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("'pie' is not a chart"))
    }
}
