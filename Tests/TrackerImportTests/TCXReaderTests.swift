import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTime

@Suite struct TCXReaderTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
          <Activities>
            <Activity Sport="Biking">
              <Id>2026-11-28T08:00:00Z</Id>
              <Lap StartTime="2026-11-28T08:00:00Z">
                <TotalTimeSeconds>1800.5</TotalTimeSeconds>
                <DistanceMeters>15000</DistanceMeters>
                <Track>
                  <Trackpoint><Time>2026-11-28T08:00:00Z</Time><AltitudeMeters>100</AltitudeMeters><DistanceMeters>0</DistanceMeters></Trackpoint>
                  <Trackpoint><Time>2026-11-28T08:10:00Z</Time><AltitudeMeters>140</AltitudeMeters><DistanceMeters>5000</DistanceMeters></Trackpoint>
                </Track>
              </Lap>
              <Lap StartTime="2026-11-28T08:30:00Z">
                <TotalTimeSeconds>1200</TotalTimeSeconds>
                <DistanceMeters>9000.25</DistanceMeters>
                <Track>
                  <Trackpoint><Time>2026-11-28T08:40:00Z</Time><AltitudeMeters>120</AltitudeMeters></Trackpoint>
                  <Trackpoint><Time>2026-11-28T08:50:00Z</Time><AltitudeMeters>130</AltitudeMeters></Trackpoint>
                </Track>
              </Lap>
            </Activity>
          </Activities>
        </TrainingCenterDatabase>
        """

    static func read(_ text: String) throws -> [ImportRecord] {
        var records: [ImportRecord] = []
        try TCXReader(options: Fixtures.options, fileName: "r.tcx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        return records
    }

    @Test func sumsLapsAndClimbsFromTrackpoints() throws {
        let records = try Self.read(Self.sample)
        #expect(records.count == 1)
        guard case .activity(let imported)? = records.first else { return }
        #expect(imported.activity.type == .ride)
        #expect(imported.activity.distance == 24000.25)
        #expect(imported.activity.duration == 3000.5)
        #expect(imported.activity.elevationGain == 50)
        #expect(imported.activity.start.secondsSince1970 == 1_795_852_800)
    }

    @Test func aNegativeLapDistanceIsRefusedWithItsLine() {
        let text = Self.sample.replacingOccurrences(of: "<DistanceMeters>9000.25</DistanceMeters>", with: "<DistanceMeters>-5</DistanceMeters>")
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            (error as? ImportError)?.location == .line(16)
        }
    }

    @Test func realFileAgreesWithTcxreader() throws {
        guard let path = Fixtures.shared("tcx/sup_activity_1.tcx") else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        var records: [ImportRecord] = []
        try TCXReader(options: Fixtures.options, fileName: "sup.tcx").read(FileByteStream(path: path)) { records.append($0) }
        guard case .activity(let imported)? = records.first else { Issue.record("no activity"); return }
        #expect(abs(imported.activity.distance - 1157.51) / 1157.51 < 0.01)
        #expect(abs(imported.activity.duration - 1112) < 1)
        #expect(imported.activity.type == .other)
        #expect(ISO8601.string(imported.activity.start) == "2022-07-16T16:08:25+00:00")
    }
}
