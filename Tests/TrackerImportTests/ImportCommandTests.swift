import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

@Suite struct ImportCommandTests {
    // MARK: - Round trip

    /// Random activities with awkward names, recorded through the CLI's own store.
    static func seed(_ harness: TrackerHarness, count: Int, seed: UInt64) throws -> [Activity] {
        var random = SeededRandom(seed: seed)
        let words = ["Morning", "loop, with commas", "say \"hi\"", "two\nlines", "😀🏃‍♀️", "Über", "", "tab\there", "\r\nCRLF"]
        let database = try Database(path: harness.databasePath)
        let store = ActivityStore(database: database)
        var activities: [Activity] = []
        for index in 0..<count {
            // Starts at least 6,919 s apart and no longer than 6,901 s: no two overlap, so none is a duplicate.
            let start = 1_600_000_000 + Int64(index) * 7_919 + Int64(random.int(0...1000))
            let name = words[random.int(0...(words.count - 1))] + words[random.int(0...(words.count - 1))]
            let activity = Activity(
                start: LocalInstant(secondsSince1970: start, utcOffset: [0, 3600, -18_000, 19_800, 45_900][random.int(0...4)]),
                type: ActivityType.allCases[random.int(0...5)],
                name: name.isEmpty ? nil : name,
                notes: random.int(0...1) == 0 ? nil : words[random.int(0...(words.count - 1))] + "\n" + words[random.int(0...(words.count - 1))],
                distance: random.int(0...3) == 0 ? 0 : random.unit() * 100_000,
                duration: 1 + random.unit() * 6_900,
                elevationGain: random.int(0...1) == 0 ? 0 : Double(random.int(0...2000)) + random.unit())
            activities.append(try store.insert(activity, createdAt: 1_700_000_000))
        }
        return activities
    }

    static func rows(_ path: String) throws -> [Activity] {
        try ActivityStore(database: Database(path: path)).fetch().map { var copy = $0; copy.id = nil; return copy }
            .sorted { $0.start.secondsSince1970 < $1.start.secondsSince1970 }
    }

    @Test(arguments: ["csv", "json"])
    func exportPipedIntoImportDashAddsEveryActivity(format: String) throws {
        let source = TrackerHarness()
        _ = try Self.seed(source, count: 20, seed: 7)
        let export = source.run(["export", "--format", format])
        #expect(export.status == 0, "\(export.error)")

        let target = TrackerHarness()
        let result = target.run(["import", "-"], input: export.standardOutput)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("standard input: 20 added"), "\(result.output)")
        #expect(try Self.rows(target.databasePath) == Self.rows(source.databasePath))
        // Piping the same export again adds nothing.
        #expect(target.run(["import", "-"], input: export.standardOutput).output.contains("standard input: 0 added, 20 duplicates skipped"))
    }

    @Test func standardInputThatIsNoKnownFormatIsRejectedAndChangesNothing() throws {
        let harness = TrackerHarness()
        #expect(harness.run("mood good").status == 0)
        let before = harness.databaseBytes()
        for (input, reason) in [("", "is empty"), ("just words\n", "is not a kind tracker imports"), ("title,<b>notes</b>\n1,2\n", "is not a kind tracker imports"), ("PK\u{3}\u{4}rest", "zip archive")] {
            let result = harness.run(["import", "-"], input: Array(input.utf8))
            #expect(result.status == 1)
            #expect(result.output.contains("standard input: rejected: ") && result.output.contains(reason), "\(result.output)")
        }
        #expect(harness.databaseBytes() == before)
    }

    @Test func aPartlyRejectedImportSaysWhatTheOtherFilesAdded() throws {
        let source = TrackerHarness()
        _ = try Self.seed(source, count: 3, seed: 9)
        let good = source.directory.file("good.csv"), bad = source.directory.file("bad.csv")
        #expect(source.run(["export", "-o", good]).status == 0)
        #expect(FileManager.default.createFile(atPath: bad, contents: Data("id,start,type\n1,yesterday,run\n".utf8)))

        let target = TrackerHarness()
        let result = target.run(["import", good, good, bad])
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: 1 of 3 files was rejected and nothing from it was imported; the other 2 were imported: 3 added, 3 duplicates skipped\n")
        let dry = target.run(["import", "--dry-run", bad, bad])
        #expect(dry.error == "tracker: error: all 2 files were rejected; nothing was imported\n")
    }

    @Test(arguments: ["csv", "json"])
    func exportThenImportIntoAnEmptyDatabaseGivesIdenticalRows(format: String) throws {
        let source = TrackerHarness()
        _ = try Self.seed(source, count: 150, seed: format == "csv" ? 1 : 2)
        let file = source.directory.file("export.\(format)")
        let export = source.run(["export", "--format", format, "-o", file])
        #expect(export.status == 0, "\(export.error)")

        let target = TrackerHarness()
        let result = target.run(["import", file])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("150 added"))
        let original = try Self.rows(source.databasePath)
        let imported = try Self.rows(target.databasePath)
        #expect(imported.count == original.count)
        for (left, right) in zip(original, imported) { #expect(left == right) }
        // A second export of the imported rows is byte-identical, but for the ids.
        let again = target.directory.file("again.\(format)")
        #expect(target.run(["export", "--format", format, "-o", again]).status == 0)
        let stripIDs: (String) throws -> String = { path in
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: #"(?m)^[0-9]+,|"id": [0-9]+"#, with: "", options: .regularExpression)
        }
        #expect(try stripIDs(file) == stripIDs(again))
        // Importing it again adds nothing.
        let repeated = target.run(["import", file])
        #expect(repeated.output.contains("0 added, 150 duplicates skipped"))
    }

    @Test func moodsRoundTrip() throws {
        let source = TrackerHarness()
        #expect(source.run(["mood", "good", "--date", "2026-11-20", "--note", "a, \"quoted\"\nnote 😀"]).status == 0)
        #expect(source.run(["mood", "terrible", "--date", "2026-11-21"]).status == 0)
        let file = source.directory.file("moods.csv")
        #expect(source.run(["export", "--moods", "-o", file]).status == 0)
        let target = TrackerHarness()
        #expect(target.run(["import", file]).status == 0)
        #expect(target.run("moods --csv").output == source.run("moods --csv").output)
    }

    @Test(arguments: [
        ("moods.csv", "date,value\n2024-01-01,1e300\n"), ("moods.csv", "date,value\n2024-01-01,2.7\n"),
        ("moods.csv", "date,value\n2024-01-01,-0.5\n"), ("moods.json", "[{\"date\":\"2024-01-01\",\"value\":1e300}]"),
    ])
    func aMoodValueThatIsNoWholeLevelIsRefusedNotTruncated(_ name: String, _ content: String) throws {
        let harness = TrackerHarness()
        let file = harness.directory.file(name)
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let result = harness.run(["import", file])
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect((result.output + result.error).contains("is not a whole number from 0 to 3"), "\(result.output)\(result.error)")
        #expect(harness.run("moods --csv").output.split(separator: "\n").count <= 1)
    }

    /// A run's GPX, one track segment per list of times.
    static func gpx(_ segments: [String]...) -> String {
        var index = 0
        let body = segments.map { times in
            "<trkseg>" + times.map { time in
                index += 1
                // 1.1 km apart: ten minutes between points is a walking pace, so the time is moving time.
                return "<trkpt lat=\"\(46 + Double(index) / 100)\" lon=\"14.0\"><time>\(time)</time></trkpt>"
            }.joined() + "</trkseg>"
        }
        return "<gpx version=\"1.1\" creator=\"t\"><trk><type>running</type>\(body.joined())</trk></gpx>"
    }

    @Test func aRunIsRecognisedAfterAMonthLongActivityAndHundredsOfOthers() throws {
        // A 31-day activity widens the search for duplicates to a month; 300 activities in that
        // month must not hide the run's first import from its second.
        let harness = TrackerHarness()
        harness.run("add --type walk --distance 100 --duration 744h --date 2026-01-01T00:00")
        var csv = "id,start,type,name,notes,distance_m,duration_s,elevation_m\n"
        for index in 0..<300 {
            let hour = index % 24, day = 1 + index / 24
            csv += "\(index),2026-10-\(String(format: "%02d", day))T\(String(format: "%02d", hour)):10:00Z,ride,,,10000,1200,0\n"
        }
        let rides = harness.directory.file("rides.csv")
        try Data(csv.utf8).write(to: URL(fileURLWithPath: rides))
        #expect(harness.run(["import", rides]).status == 0)
        let run = harness.directory.file("run.gpx")
        try Data(Self.gpx(["2026-10-20T08:00:00Z", "2026-10-20T08:10:00Z", "2026-10-20T08:20:00Z"]).utf8).write(to: URL(fileURLWithPath: run))
        #expect(harness.run(["import", run]).output.contains("1 added"))
        let again = harness.run(["import", run])
        #expect(again.output.contains("1 duplicate skipped"), "\(again.output)\(again.error)")
        #expect(harness.run("list --type run --json").output.components(separatedBy: "\"id\"").count == 2)
    }

    @Test func samplesSpanningMoreThanAMonthAreRefused() throws {
        let harness = TrackerHarness()
        // Two segments two years apart: ten minutes of moving time each, but no one activity.
        let file = harness.directory.file("two-years.gpx")
        try Data(Self.gpx(["2024-10-20T08:00:00Z", "2024-10-20T08:10:00Z"], ["2026-10-20T08:20:00Z", "2026-10-20T08:30:00Z"]).utf8).write(to: URL(fileURLWithPath: file))
        let result = harness.run(["import", file])
        #expect(result.status == 1)
        #expect(result.output.contains("an activity spans at most 31 days"), "\(result.output)")
        #expect(harness.run("list --json").output == "[]\n")
    }

    @Test func exportStreamsJSONAndCSVWithOffsets() throws {
        let harness = TrackerHarness()
        harness.run(["add", "--distance", "5.2km", "--duration", "45:00", "--date", "2026-11-29T07:30:00+01:00", "--name", "a, \"b\"", "--effort", "7"])
        let csv = harness.run("export")
        let name = try ActivityStore(database: Database(path: harness.databasePath)).databaseName()
        #expect(csv.output == "id,start,type,name,notes,distance_m,duration_s,elevation_m,effort,gear,identity\r\n1,2026-11-29T07:30:00+01:00,run,\"a, \"\"b\"\"\",,5200,2700,0,7,,\(name):1\r\n")
        let json = harness.run("export --format json")
        #expect(json.output.hasPrefix("[\n  {\n    \"id\": 1,\n    \"start\": \"2026-11-29T07:30:00+01:00\""))
        #expect(json.output.hasSuffix("    \"effort\": 7,\n    \"gear\": null,\n    \"identity\": \"\(name):1\"\n  }\n]\n"))
        #expect(harness.run("export --format json --type ride").output == "[]\n")
        #expect(harness.run("export --format xml").status == 64)
        #expect(harness.run("export --moods --type run").status == 64)
    }

    @Test func anExportWithoutTheEffortColumnImportsAndABadEffortIsRefused() throws {
        let harness = TrackerHarness()
        let old = harness.directory.file("old.csv")
        Fixtures.write("id,start,type,name,notes,distance_m,duration_s,elevation_m\n1,2026-11-20T07:30:00+01:00,run,,,5000,1500,0\n", to: old)
        #expect(harness.run(["import", old]).status == 0)
        #expect(harness.run("export").output.hasSuffix(",5000,1500,0,,,\(try ActivityStore(database: Database(path: harness.databasePath)).databaseName()):1\r\n"))
        let bad = harness.directory.file("bad.json")
        Fixtures.write(#"[{"start": "2026-11-21T07:30:00+01:00", "type": "run", "duration_s": 1500, "effort": 11}]"#, to: bad)
        let refused = harness.run(["import", bad])
        #expect(refused.status != 0)
        #expect((refused.output + refused.error).contains("effort '11' is not a whole number from 1 to 10"))
        #expect(try ActivityStore(database: Database(path: harness.databasePath)).count() == 1)
    }

    // MARK: - Strava

    static let stravaHeader = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss\n"

    @Test func stravaCSVReadsKilometersAndMetersColumns() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("activities.csv")
        Fixtures.write(Self.stravaHeader
            // Both distance columns: the meters column wins (5.21 km rounded in the first).
            + "101,\"Nov 28, 2026, 7:30:00 AM\",\"Easy, slow\",Run,,1800,5.21,,,,,,activities/101.gpx,,,1800.0,1750.0,5212.4,,,35.5,\n"
            // Only the first (kilometers) column: converted.
            + "102,\"Nov 27, 2026, 6:05:00 PM\",Commute,Ride,\"notes, too\",3600,20.5,,,,,,,,,,,,,,,\n"
            // An unknown type becomes other; an empty distance is 0.
            + "103,\"Nov 26, 2026, 12:00:00 PM\",Club match,Golf,,2400,,,,,,,,,,,,,,,,\n", to: file)
        let result = harness.run(["import", file])
        #expect(result.status == 0, "\(result.error)")
        let store = ActivityStore(database: try Database(path: harness.databasePath))
        let activities = try store.fetch().sorted { $0.start.secondsSince1970 > $1.start.secondsSince1970 }
        #expect(activities.map(\.distance) == [5212.4, 20_500, 0])
        #expect(activities.map(\.duration) == [1750, 3600, 2400])
        #expect(activities.map(\.type) == [.run, .ride, .other])
        #expect(activities[0].start.secondsSince1970 == 1_795_851_000)
        #expect(activities[0].name == "Easy, slow" && activities[1].notes == "notes, too")
        #expect(try store.origin(id: activities[0].id ?? 0)?.sourceID == "101")
        #expect(try store.origin(id: activities[0].id ?? 0)?.source == "strava")
    }

    @Test func stravaFolderImportsEachActivityOnceIncludingGzippedFiles() throws {
        let harness = TrackerHarness()
        let folder = harness.directory.file("export_12345")
        try FileManager.default.createDirectory(atPath: folder + "/activities", withIntermediateDirectories: true)
        // 201 is listed in the CSV and present as a file: one activity, the CSV's row with the file's samples.
        let gpx201 = GPXReaderTests.gpx([(46, 14, 300, 0), (46.01, 14, 320, 600)])
        Fixtures.writeGzip(Array(gpx201.utf8), to: folder + "/activities/201.gpx.gz")
        Fixtures.write(Self.stravaHeader + "201,\"Nov 28, 2026, 7:30:00 AM\",Listed,Run,,600,1.1,,,,,,activities/201.gpx.gz,,,,,1112,,,20,\n", to: folder + "/activities.csv")
        // 202 is only a file (a gzipped FIT): imported from it.
        Fixtures.writeGzip(FITBuilder.sampleRun().file(), to: folder + "/activities/202.fit.gz")
        let result = harness.run(["import", folder])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("activities.csv: 1 added; 1 of 1 row got its recording"), "\(result.output)")
        #expect(result.output.contains("202.fit.gz: 1 added"))
        let store = ActivityStore(database: try Database(path: harness.databasePath))
        #expect(try store.count() == 2)
        let listed = try store.fetch().first { $0.name == "Listed" }
        #expect(try StreamStore(database: store.database).stream(forActivity: listed?.id ?? 0)?.count == 2)
        // Again, read again (--rescan: the files are otherwise skipped as read): nothing new.
        let again = harness.run(["import", "--rescan", folder])
        #expect(again.output.contains("Added 0 from 2 files, 2 duplicates skipped; 1 of 1 row has its recording (1 had it already)."), "\(again.output)")
        #expect(try store.count() == 2)
    }

    @Test func aRejectedActivitiesCSVLeavesEveryFileToBeImportedOnItsOwn() throws {
        let harness = TrackerHarness()
        let folder = harness.directory.file("export_999")
        try FileManager.default.createDirectory(atPath: folder + "/activities", withIntermediateDirectories: true)
        Fixtures.write(GPXReaderTests.gpx([(46, 14, 300, 0), (46.01, 14, 320, 600)]), to: folder + "/activities/301.gpx")
        Fixtures.write(GPXReaderTests.gpx([(45, 14, 300, 7200), (45.01, 14, 320, 8100)]), to: folder + "/activities/302.gpx")
        // Row 1 is fine, row 2 has a date that is not one: the whole CSV is refused.
        Fixtures.write(Self.stravaHeader
            + "301,\"Nov 28, 2026, 7:30:00 AM\",A,Run,,600,1.1,,,,,,activities/301.gpx,,,,,1112,,,20,\n"
            + "302,\"not a date\",B,Run,,900,1.1,,,,,,activities/302.gpx,,,,,1112,,,20,\n", to: folder + "/activities.csv")
        let result = harness.run(["import", folder])
        #expect(result.status == 1)
        #expect(result.output.contains("301.gpx: 1 added"))
        #expect(result.output.contains("302.gpx: 1 added"))
        #expect(try ActivityStore(database: try Database(path: harness.databasePath)).count() == 2)
    }

    @Test func theSameActivityFromAnotherSourceIsADuplicate() throws {
        let harness = TrackerHarness()
        let fit = harness.directory.file("run.fit")
        _ = FileManager.default.createFile(atPath: fit, contents: Data(FITBuilder.sampleRun().file()))
        // The same 5 km run as a GPX starting 20 s later; the FIT file brought a stream already.
        let gpx = harness.directory.file("run.gpx")
        Fixtures.write(GPXReaderTests.gpx([(46, 14, 300, 20), (46.045, 14, 320, 1500)]), to: gpx)
        let result = harness.run(["import", fit, gpx])
        #expect(result.output.contains("run.fit: 1 added"))
        #expect(result.output.contains("run.gpx: 0 added, 1 duplicate skipped"))
    }

    // MARK: - Refusals

    static let header = "id,start,type,name,notes,distance_m,duration_s,elevation_m\n"
    static let goodRow = "1,2026-11-01T07:00:00Z,run,ok,,5000,1800,10\n"

    /// Every malformed class: file name, contents, the location printed after the path, and the reason.
    static let malformed: [(String, [UInt8], String, String)] = [
        ("truncated.json", Array("[{\"start\": \"2026-11-01T07:00:00Z\", \"type\": \"run\", \"duration_s\": 1800}, {\"start\": \"2026".utf8), ":1", "a string is never closed"),
        ("wrongtype.csv", Array((header + goodRow + "2,2026-11-02T07:00:00Z,run,x,,five km,1800,0\n").utf8), ":3", "distance_m 'five km' is not a number"),
        ("wrongtype.json", Array("[\n{\"start\": \"2026-11-01T07:00:00Z\", \"type\": \"run\", \"duration_s\": true}\n]".utf8), ":2", "duration_s must be a string or a number"),
        ("missing.csv", Array("id,start,type,distance_m\n1,2026-11-01T07:00:00Z,run,5\n".utf8), ":1", "missing required column duration_s"),
        ("latin1.csv", Array((header + goodRow).utf8) + [0x32, 0x2C] + Array("2026-11-02T07:00:00Z,run,Caf".utf8) + [0xE9] + Array(",,1,1,1\n".utf8), ":3", "bytes that are not UTF-8"),
        ("negative.csv", Array((header + goodRow + "2,2026-11-02T07:00:00Z,run,x,,-5,1800,0\n").utf8), ":3", "the distance -5.0 m is not between 0"),
        ("old.csv", Array((header + "1,1900-06-01T07:00:00Z,run,x,,5,1800,0\n").utf8), ":2", "the start 1900-06-01T07:00:00+00:00 is before 1970"),
        ("empty.csv", [], "", "is empty"),
        ("empty.gpx", [], "", "is empty"),
        // A file whose content is another kind than its name says is named for what it is.
        ("notfit.fit", Array("id,start\n".utf8), "", "looks like CSV, not FIT as its name says"),
        ("notgpx.gpx", Array((header + goodRow).utf8), "", "looks like CSV, not GPX as its name says; rename it or import it with --format csv"),
        ("notgzip.csv.gz", Array((header + goodRow).utf8), ": byte 0", "is named .gz but is not gzip data"),
        ("wrongfit.fit", FITBuilder.sampleRun().file(corruptFileCRC: true), ": byte \(FITBuilder.sampleRun().file().count - 2)", "file CRC is"),
    ]

    @Test(arguments: 0..<malformed.count)
    func eachMalformedInputRejectsItsFileWithALocationAndChangesNothing(index: Int) throws {
        let (name, bytes, location, reason) = Self.malformed[index]
        let harness = TrackerHarness()
        let good = harness.directory.file("good.csv")
        Fixtures.write(Self.header + "1,2026-10-01T07:00:00Z,ride,kept,,1000,100,0\n", to: good)
        let bad = harness.directory.file(name)
        _ = FileManager.default.createFile(atPath: bad, contents: Data(bytes))
        #expect(harness.run(["import", good]).status == 0)
        let before = try Self.rows(harness.databasePath)

        let dry = harness.run(["import", bad, "--dry-run"])
        #expect(dry.status == 1)
        let result = harness.run(["import", bad])
        #expect(result.status == 1)
        let line = result.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix(bad + location + ": rejected: "), "\(line)")
        #expect(line.contains(reason), "\(line)")
        #expect(result.error.contains("the file was rejected; nothing was imported"))
        #expect(try Self.rows(harness.databasePath) == before)
    }

    @Test func aTruncatedGzipIsRejectedWithItsOffset() throws {
        let harness = TrackerHarness()
        let whole = harness.directory.file("whole.gpx.gz")
        Fixtures.writeGzip(Array(GPXReaderTests.gpx((0..<400).map { (46 + Double($0) * 0.0001, 14, 300, $0 * 5) }).utf8), to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = harness.directory.file("cut.gpx.gz")
        _ = FileManager.default.createFile(atPath: cut, contents: bytes.prefix(bytes.count / 2))
        let result = harness.run(["import", cut])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("\(cut): byte "), "\(result.output)")
        #expect(result.output.contains("the gzip data ends early"))
        #expect(try Self.rows(harness.databasePath).isEmpty)
        #expect(harness.run(["import", whole]).output.contains("whole.gpx.gz: 1 added"))
    }

    @Test func exportFiltersBySinceUntilAndType() throws {
        let harness = TrackerHarness()
        for (day, type) in [("2026-11-01", "run"), ("2026-11-10", "ride"), ("2026-11-20", "run")] {
            harness.run(["add", "--duration", "600", "--type", type, "--date", day + "T07:00:00Z"])
        }
        let lines = { (arguments: [String]) in harness.run(["export"] + arguments).output.split(separator: "\r\n").count - 1 }
        #expect(lines([]) == 3)
        #expect(lines(["--since", "2026-11-05"]) == 2)
        #expect(lines(["--until", "2026-11-10"]) == 2)
        #expect(lines(["--since", "2026-11-05", "--until", "2026-11-10"]) == 1)
        #expect(lines(["--type", "run"]) == 2)
        #expect(lines(["--type", "run", "--type", "ride", "--since", "2026-11-02"]) == 2)
    }

    @Test func aBadRowRejectsItsWholeFileWhileOtherFilesGoOn() throws {
        let harness = TrackerHarness()
        let bad = harness.directory.file("bad.csv")
        Fixtures.write(Self.header + Self.goodRow + "2,2026-11-02T07:00:00Z,swim,x,,100,0,0\n", to: bad)
        let good = harness.directory.file("good.csv")
        Fixtures.write(Self.header + "7,2026-11-05T07:00:00Z,walk,w,,100,60,0\n", to: good)
        let result = harness.run(["import", bad, good])
        #expect(result.status == 1)
        #expect(result.output.contains("\(bad):3: rejected: the duration 0.0 s is not more than 0"))
        #expect(result.output.contains("\(good): 1 added"))
        #expect(try Self.rows(harness.databasePath).map(\.type) == [.walk])
    }

    @Test func dryRunReportsTheSameAndWritesNothing() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("a.csv")
        Fixtures.write(Self.header + Self.goodRow + "2,2026-11-01T07:00:30Z,run,dup,,5000,1800,10\n", to: file)
        _ = try Database(path: harness.databasePath)  // an empty database, to compare bytes with
        let before = try #require(harness.databaseBytes())
        let dry = harness.run(["import", file, file, "--dry-run", "--json"])
        #expect(dry.status == 0)
        #expect(dry.output.contains("\"added\": 1,\n  \"duplicates\": 3"))
        #expect(harness.databaseBytes() == before)
        let real = harness.run(["import", file, file, "--json"])
        #expect(real.output.replacingOccurrences(of: "\"dry_run\": false", with: "\"dry_run\": true") == dry.output)
    }

    @Test func progressBarOnlyOnATerminal() throws {
        let harness = TrackerHarness()
        var paths: [String] = []
        for index in 0..<12 {
            let path = harness.directory.file("f\(index).csv")
            Fixtures.write(Self.header + "\(index),2026-10-\(String(format: "%02d", index + 1))T07:00:00Z,run,x,,1,60,0\n", to: path)
            paths.append(path)
        }
        let piped = harness.run(["import"] + paths)
        #expect(piped.error.isEmpty)
        let onTerminal = TrackerHarness()
        let shown = onTerminal.run(["import"] + paths, terminal: true)
        #expect(shown.error.contains("\r[") && shown.error.contains("% "))
        #expect(!shown.output.contains("\r"))
    }

    @Test func unknownFormatAndTypeAreUsageErrors() {
        let harness = TrackerHarness()
        #expect(harness.run("import x.csv --format kml").status == 64)
        #expect(harness.run("import x.csv --type curling").status == 64)
        let missing = harness.run(["import", harness.directory.file("nope.gpx")])
        #expect(missing.status == 1)
        #expect(missing.output.contains("nope.gpx: rejected: no such file or folder"))
    }
}
