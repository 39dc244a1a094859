import Foundation
import Testing
import TrackerTestSupport

/// Messages that explain themselves: a time that runs back further than the readers' bound shows
/// its fraction of a second, and an XML file cut off in the middle says so instead of repeating libxml2.
@Suite struct ReaderMessageTests {
    let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")

    func importing(_ name: String, _ text: String) throws -> CommandResult {
        let path = tracker.directory.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return tracker.run(["import", path])
    }

    @Test func aTimeThatRunsBackByAFractionShowsTheFraction() throws {
        let result = try importing("back.gpx", """
            <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="1" lon="1"><time>1901-12-13T20:45:52.500Z</time></trkpt>
            <trkpt lat="1.001" lon="1"><time>1901-12-13T20:30:52.207Z</time></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(result.status == 1)
        #expect(result.output.contains("time 1901-12-13T20:30:52.207Z is earlier than a track point before it (1901-12-13T20:45:52.500Z)"), "\(result.output)")
    }

    static let tcx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
          <Activities>
            <Activity Sport="Running">
              <Id>2026-11-20T07:00:00Z</Id>
              <Lap StartTime="2026-11-20T07:00:00Z">
                <TotalTimeSeconds>600</TotalTimeSeconds>
                <DistanceMeters>2000</DistanceMeters>
                <Track>
                  <Trackpoint><Time>2026-11-20T07:00:00Z</Time><DistanceMeters>0</DistanceMeters></Trackpoint>
                  <Trackpoint><Time>2026-11-20T07:05:00Z</Time><DistanceMeters>1000</DistanceMeters></Trackpoint>
                  <Trackpoint><Time>2026-11-20T07:10:00Z</Time><DistanceMeters>2000</DistanceMeters></Trackpoint>
                </Track>
              </Lap>
            </Activity>
          </Activities>
        </TrainingCenterDatabase>
        """

    @Test(arguments: [200, 420, 520, 640, 700])
    func aCutOffTCXSaysItIsCutOff(bytes: Int) throws {
        let result = try importing("cut.tcx", String(decoding: Array(Self.tcx.utf8).prefix(bytes), as: UTF8.self))
        #expect(result.status == 1)
        #expect(result.output.contains("rejected: the file is cut off: it ends inside <"), "\(result.output)")
        #expect(try importing("whole.tcx", Self.tcx).status == 0)
    }
}
