import Testing
import TrackerCharts
import TrackerCore
@testable import TrackerCLI
import TrackerTestSupport

@Suite struct TextChartActivityTests {
    func tracked(_ stream: ActivityStream) -> TrackedActivity {
        TrackedActivity(stream: stream, type: .run, formatter: DisplayFormatter(units: .metric), title: "Castle loop", subtitle: "SUN 29 NOV 2026")
    }

    @Test func theRouteIsALoopOfBrailleAndTheProfileALineOverItsAxis() throws {
        let activity = tracked(try SampleStreams.hillyLoop())
        let route = TextChart.route(RouteChart(activity: activity, colorBy: .pace), width: 60, palette: nil)
        let lines = route.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Castle loop" && lines[1] == "SUN 29 NOV 2026")
        let plot = lines[3..<(3 + TextChart.routeRows)]
        #expect(plot.allSatisfy { $0.count <= 60 && $0.unicodeScalars.allSatisfy { $0 == " " || (0x2800...0x28FF).contains($0.value) } })
        // A loop: dots in the top and bottom rows and at both sides.
        #expect(!plot.first!.isEmpty && !plot.last!.isEmpty)
        // Square, so centred in a grid wider than it is tall: the loop starts well in from the left.
        let indents = plot.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }
        #expect((10...20).contains(indents.min() ?? 0), "\(indents)")

        let profile = TextChart.profile(ProfileChart(activity: activity, overlay: .pace), width: 60, palette: nil)
        let rows = profile.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("362 m │") } && rows.contains { $0.hasPrefix("295 m │") })
        #expect(rows.last?.hasSuffix("8.30 km") == true, "\(profile)")
        let empty = try ActivityStream(time: [0, 1], heartRate: [100, 101])
        #expect(TextChart.route(RouteChart(activity: tracked(empty), colorBy: nil), width: 60, palette: nil).hasSuffix("This activity has no recorded positions to draw\n"))
        #expect(TextChart.profile(ProfileChart(activity: tracked(empty), overlay: nil), width: 60, palette: nil).hasSuffix("This activity has no recorded elevation along a distance\n"))
    }
}
