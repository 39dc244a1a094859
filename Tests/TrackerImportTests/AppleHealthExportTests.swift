import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTestSupport

/// Apple Health's export, built with the element and attribute names Apple writes: a DOCTYPE with
/// an internal subset, records first (heart rate among others), then workouts, one with a route.
@Suite struct AppleHealthExportTests {
    static let doctype = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
    <!ATTLIST HealthData locale CDATA #REQUIRED>
    <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
    <!ATTLIST Workout workoutActivityType CDATA #REQUIRED duration CDATA #IMPLIED durationUnit CDATA #IMPLIED>
    ]>
    """

    /// A heart-rate record at `time` (local, +0100).
    static func heartRate(_ time: String, _ value: Int) -> String {
        """
        <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" sourceVersion="5.1" unit="count/min" creationDate="\(time) +0100" startDate="\(time) +0100" endDate="\(time) +0100" value="\(value)">
          <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="2"/>
        </Record>
        """
    }

    static func export(workoutsTail: String = "") -> String {
        doctype + """
        <HealthData locale="en_GB">
         <ExportDate value="2019-03-10 10:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" creationDate="2019-03-04 07:20:00 +0100" startDate="2019-03-04 07:13:00 +0100" endDate="2019-03-04 07:20:00 +0100" value="800"/>
         \(heartRate("2019-03-04 06:00:00", 61))
         \(heartRate("2019-03-04 07:12:01", 120))
         \(heartRate("2019-03-04 07:12:31", 140))
         \(heartRate("2019-03-04 07:13:01", 150))
         \(heartRate("2019-03-04 09:00:00", 65))
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="1.5" durationUnit="min" totalDistance="0.1" totalDistanceUnit="mi" totalEnergyBurned="20" totalEnergyBurnedUnit="kcal" sourceName="Apple Watch" sourceVersion="5.1" creationDate="2019-03-04 07:14:00 +0100" startDate="2019-03-04 07:12:01 +0100" endDate="2019-03-04 07:13:31 +0100">
          <MetadataEntry key="HKIndoorWorkout" value="0"/>
          <MetadataEntry key="HKElevationAscended" value="300 cm"/>
          <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2019-03-04 07:12:01 +0100" duration="1.5" durationUnit="min"/>
          <WorkoutRoute sourceName="Apple Watch" sourceVersion="5.1" creationDate="2019-03-04 07:14:00 +0100" startDate="2019-03-04 07:12:01 +0100" endDate="2019-03-04 07:13:31 +0100">
           <FileReference path="/workout-routes/route_2019-03-04_7.13am.gpx"/>
          </WorkoutRoute>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeYoga" sourceName="Apple Watch" creationDate="2019-03-05 19:00:00 +0100" startDate="2019-03-05 18:00:00 +0100" endDate="2019-03-05 18:45:00 +0100" duration="45" durationUnit="min">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2019-03-05 18:00:00 +0100" endDate="2019-03-05 18:45:00 +0100" sum="120" unit="kcal"/>
         </Workout>
        \(workoutsTail)
         <ActivitySummary dateComponents="2019-03-04" activeEnergyBurned="500" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal"/>
        </HealthData>

        """
    }

    /// A route as Apple writes it: points a second or more apart from 07:12:01 +0100 (06:12:01Z).
    static let route = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">
     <metadata><time>2019-03-10T09:00:00Z</time></metadata>
     <trk><name>Route 2019-03-04 7:13am</name><trkseg>
      <trkpt lon="-0.100000" lat="51.500000"><ele>10.0</ele><time>2019-03-04T06:12:01Z</time><extensions><speed>2.5</speed></extensions></trkpt>
      <trkpt lon="-0.100000" lat="51.500300"><ele>11.0</ele><time>2019-03-04T06:12:31Z</time><extensions><speed>2.5</speed></extensions></trkpt>
      <trkpt lon="-0.100000" lat="51.500600"><ele>12.0</ele><time>2019-03-04T06:13:01Z</time><extensions><speed>2.5</speed></extensions></trkpt>
      <trkpt lon="-0.100000" lat="51.500900"><ele>13.0</ele><time>2019-03-04T06:13:31Z</time><extensions><speed>2.5</speed></extensions></trkpt>
     </trkseg></trk>
    </gpx>
    """

    /// Writes the unpacked `apple_health_export/` folder into `directory`; returns its path.
    static func writeFolder(in directory: String, xml: String = export()) throws -> String {
        let folder = directory + "/apple_health_export"
        try FileManager.default.createDirectory(atPath: folder + "/workout-routes", withIntermediateDirectories: true)
        Fixtures.write(xml, to: folder + "/export.xml")
        Fixtures.write(route, to: folder + "/workout-routes/route_2019-03-04_7.13am.gpx")
        return folder
    }

    static func read(_ path: String) throws -> [ImportedActivity] {
        let source = AppleHealthSource.file(path)
        var activities: [ImportedActivity] = []
        try AppleHealthReader(options: Fixtures.options, reopen: source.open, route: source.route).read(try source.open()) { record in
            if case .activity(let imported) = record { activities.append(imported) }
        }
        return activities
    }

    @Test func everyWorkoutIsAnActivityWithItsRouteAndItsHeartRate() throws {
        let directory = TemporaryDirectory()
        let folder = try Self.writeFolder(in: directory.path)
        let activities = try Self.read(folder + "/export.xml")
        try #require(activities.count == 2)
        let run = activities[0]
        #expect(run.activity.type == .run)
        #expect(run.activity.start.secondsSince1970 == 1_551_679_921)  // 06:12:01Z
        #expect(run.activity.start.utcOffset == 3600)
        #expect(run.activity.duration == 90)
        #expect(abs(run.activity.distance - 160.9344) < 0.001)
        #expect(run.activity.elevationGain == 3)
        let stream = try #require(run.stream)
        #expect(stream.time == [0, 30, 60, 90])
        #expect(stream.latitude?.first == 51.5)
        // The records at 07:12:01, 07:12:31 and 07:13:01; the last holds to the end. The ones at
        // 06:00 and 09:00 are outside every workout.
        #expect(stream.heartRate == [120, 140, 150, 150])
        let yoga = activities[1]
        #expect(yoga.activity.type == .yoga)
        #expect(yoga.activity.duration == 2700 && yoga.activity.distance == 0)
        #expect(yoga.stream == nil)
    }

    @Test func aWorkoutWithoutARouteHasItsHeartRateAsItsStream() throws {
        let directory = TemporaryDirectory()
        let folder = try Self.writeFolder(in: directory.path)
        try FileManager.default.removeItem(atPath: folder + "/workout-routes/route_2019-03-04_7.13am.gpx")
        let run = try #require(try Self.read(folder + "/export.xml").first)
        let stream = try #require(run.stream)
        #expect(stream.time == [0, 30, 60])
        #expect(stream.heartRate == [120, 140, 150])
        #expect(stream.latitude == nil)
    }

    @Test(arguments: ["folder", "xml", "zip"])
    func theFolderTheXMLAndTheZipImportAlike(_ given: String) throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.writeFolder(in: tracker.directory.path)
        var path = folder
        if given == "xml" { path = folder + "/export.xml" }
        if given == "zip" {
            path = tracker.directory.file("export.zip")
            try ZipFixture.write([
                ("apple_health_export/export.xml", Array(Self.export().utf8)),
                ("apple_health_export/workout-routes/route_2019-03-04_7.13am.gpx", Array(Self.route.utf8)),
            ], to: path)
        }
        let result = tracker.run(["import", path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Added 2"), "\(result.output)")
        let list = tracker.run(["list", "--json"]).output
        #expect(list.contains("\"type\": \"run\"") && list.contains("\"type\": \"yoga\""), "\(list)")
        let show = tracker.run(["show", "1", "--json"]).output
        #expect(show.contains("2019-03-04T07:12:01+01:00"), "\(show)")
    }

    @Test func anEntityBombInTheDoctypeIsRefusedAndNothingIsStored() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let bomb = Self.export().replacingOccurrences(of: "<!ATTLIST HealthData locale CDATA #REQUIRED>", with: """
        <!ENTITY lol "lol">
        <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        """).replacingOccurrences(of: "sourceName=\"iPhone\"", with: "sourceName=\"&lol3;\"")
        let folder = try Self.writeFolder(in: tracker.directory.path, xml: bomb)
        let result = tracker.run(["import", folder + "/export.xml"])
        #expect(result.status == 1)
        let message = result.output + result.error
        #expect(message.contains("export.xml:4: rejected: an entity declaration (&lol;); refused"), "\(message)")
        #expect(tracker.run(["list", "--json"]).output == "[]\n")
    }

    @Test func anExportDamagedHalfwayStoresNothingAndNamesTheLine() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let damaged = Self.export(workoutsTail: " <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" startDate=\"2019-03-06 08:00:00 +0100\" endDate=\"2019-03-06 08:30:00 +0100\">\n <Record type=<broken\n")
        let line = damaged.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<Record type=<broken") }.map { $0 + 1 }
        let folder = try Self.writeFolder(in: tracker.directory.path, xml: damaged)
        let result = tracker.run(["import", folder])
        #expect(result.status == 1)
        let message = result.output + result.error
        #expect(message.contains("export.xml:\(line ?? 0): rejected: is not well-formed XML"), "\(message)")
        #expect(tracker.run(["list", "--json"]).output == "[]\n")
    }

    @Test func datesKeepTheirOffsets() throws {
        let date = try #require(AppleHealthDate("2019-03-04 07:12:01 +0100"))
        #expect(date.seconds == 1_551_679_921 && date.utcOffset == 3600)
        let west = try #require(AppleHealthDate("2016-11-14 07:25:41 -0700"))
        #expect(west.seconds == 1_479_133_541 && west.utcOffset == -25200)
        #expect(AppleHealthDate("2019-03-04T07:12:01Z") == nil)
        #expect(AppleHealthDate("2019-13-04 07:12:01 +0100") == nil)
    }
}
