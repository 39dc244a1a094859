import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

/// Gear through import and export: Strava's `Activity Gear`, `bikes.csv` and `shoes.csv` and its
/// gear ids, and tracker's own export brought back with every activity's gear.
@Suite struct GearImportTests {
    /// A Strava header with the columns gear needs, in Strava's order and names.
    static let header = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Moving Time,Bike,Gear"

    static func row(_ id: Int, _ date: String, _ type: String, gear: String, bike: String = "", shoes: String = "") -> String {
        "\(id),\"\(date)\",Activity \(id),\(type),,3600,10.0,,,false,,\(gear),,3600,\(bike),\(shoes)"
    }

    /// An export folder as Strava's unpacks: activities.csv, bikes.csv, shoes.csv.
    static func export(in harness: TrackerHarness, named folder: String, rows: [String], bikes: String, shoes: String) throws -> String {
        let path = harness.directory.file(folder)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try ([header] + rows).joined(separator: "\n").appending("\n").write(toFile: path + "/activities.csv", atomically: true, encoding: .utf8)
        try bikes.write(toFile: path + "/bikes.csv", atomically: true, encoding: .utf8)
        try shoes.write(toFile: path + "/shoes.csv", atomically: true, encoding: .utf8)
        return path
    }

    static func gear(_ harness: TrackerHarness) throws -> [Gear] {
        try GearStore(database: Database(path: harness.databasePath)).all()
    }

    @Test func stravaGearComesWithItsListsAndItsIdsKeepOneGearPerItem() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        let first = try Self.export(
            in: tracker, named: "export1",
            rows: [
                Self.row(1, "Nov 1, 2026, 7:00:00 AM", "Ride", gear: "Ox", bike: "111"),
                Self.row(2, "Nov 2, 2026, 7:00:00 AM", "Run", gear: "Nike Pegasus 40", shoes: "222"),
                Self.row(3, "Nov 3, 2026, 7:00:00 AM", "Run", gear: ""),
            ],
            bikes: "Bike Name,Bike Brand,Bike Model,Bike Default Sport Types\nOx,Bianchi,Advantage,Ride\nSpare,Trek,Domane,\n",
            shoes: "Shoe Name,Shoe Brand,Shoe Model,Shoe Default Sport Types\n,Nike,Pegasus 40,Run\n")
        let result = tracker.run(["import", first])
        #expect(result.status == 0, "\(result.error)")
        var gear = try Self.gear(tracker)
        #expect(gear.map(\.name) == ["Nike Pegasus 40", "Ox", "Spare"])
        let ox = try #require(gear.first { $0.name == "Ox" })
        #expect(ox.kind == .bike && ox.brand == "Bianchi" && ox.model == "Advantage" && ox.stravaID == "b111")
        let shoes = try #require(gear.first { $0.name == "Nike Pegasus 40" })
        #expect(shoes.kind == .shoes && shoes.stravaID == "g222")
        #expect(tracker.run("show 1").output.contains("Gear         Ox\n"))
        #expect(tracker.run("show 2").output.contains("Gear         Nike Pegasus 40\n"))
        #expect(!tracker.run("show 3").output.contains("Gear"))

        // A later export where the bike was renamed on Strava: its id finds the same gear.
        let second = try Self.export(
            in: tracker, named: "export2",
            rows: [Self.row(4, "Nov 10, 2026, 7:00:00 AM", "Ride", gear: "The Ox", bike: "111")],
            bikes: "Bike Name,Bike Brand,Bike Model,Bike Default Sport Types\nThe Ox,Bianchi,Advantage,Ride\n",
            shoes: "Shoe Name,Shoe Brand,Shoe Model,Shoe Default Sport Types\n")
        #expect(tracker.run(["import", second]).status == 0)
        gear = try Self.gear(tracker)
        #expect(gear.filter { $0.stravaID == "b111" }.count == 1)
        #expect(tracker.run("show 4").output.contains("Gear         Ox\n"))
        let uses = try GearStore(database: Database(path: tracker.databasePath)).uses()
        #expect(uses[try #require(ox.id)]?.activities == 2)
    }

    /// The fixture export's real 94-column header, its `Activity Gear`, `Bike` and `Gear` columns filled
    /// in a copy of its first row: found by name among the repeated names around them.
    @Test func theRealHeadersGearColumnsAreRead() throws {
        guard let path = Fixtures.shared("strava-export/activities.csv"), let bytes = FileManager.default.contents(atPath: path) else {
            print("skipped: ../shared/fixtures/strava-export is absent")
            return
        }
        let reader = CSVReader(stream: DataByteStream(Array(bytes)))
        let header = try #require(try reader.nextRecord())
        var rows: [[String]] = []
        while let row = try reader.nextRecord() { rows.append(row) }
        // The last row lists no recording, which this copy does not have beside it.
        var fields = try #require(rows.last)
        try #require(fields.count == header.count)
        let gear = try #require(header.firstIndex(of: "Activity Gear"))
        let bike = try #require(header.firstIndex(of: "Bike"))
        #expect(header.firstIndex(of: "Gear") != nil)
        fields[gear] = "Ox"
        fields[bike] = "111"
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        let file = tracker.directory.file("activities.csv")
        Fixtures.write(CSVWriter.line(header) + CSVWriter.line(fields), to: file)
        let result = tracker.run(["import", file])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let stored = try Self.gear(tracker)
        #expect(stored.map(\.name) == ["Ox"] && stored.first?.stravaID == "b111" && stored.first?.kind == .bike)
    }

    /// The zip Strava sends: its gear lists are read from beside its `activities.csv`, in a folder of the zip.
    @Test func aZippedExportsGearListsAreRead() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        let csv = ([Self.header, Self.row(1, "Nov 1, 2026, 7:00:00 AM", "Run", gear: "Asics Novablast")]).joined(separator: "\n") + "\n"
        let zip = tracker.directory.file("export.zip")
        try ZipFixture.write([
            ("export_1/activities.csv", Array(csv.utf8)),
            ("export_1/shoes.csv", Array("Shoe Name,Shoe Brand,Shoe Model,Shoe Default Sport Types\n,Asics,Novablast,Run\nRacer,Nike,Vaporfly,Run\n".utf8)),
            ("export_1/bikes.csv", Array("Bike Name,Bike Brand,Bike Model,Bike Default Sport Types\n".utf8)),
        ], to: zip)
        let result = tracker.run(["import", zip])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let stored = try Self.gear(tracker)
        #expect(stored.map(\.name) == ["Asics Novablast", "Racer"])
        #expect(stored.allSatisfy { $0.kind == .shoes })
        #expect(stored.last?.brand == "Nike" && stored.last?.model == "Vaporfly")
        #expect(tracker.run("show 1").output.contains("Gear         Asics Novablast\n"))
    }

    /// An export imported again, now naming gear, gives it to its rows stored without any, and to no other.
    @Test func anExportImportedAgainGivesItsGearToRowsWithout() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        let before = try Self.export(in: tracker, named: "before", rows: [Self.row(1, "Nov 2, 2026, 7:00:00 AM", "Ride", gear: "")], bikes: "", shoes: "")
        #expect(tracker.run(["import", before]).status == 0)
        #expect(!tracker.run("show 1").output.contains("Gear"))
        let after = try Self.export(
            in: tracker, named: "after",
            rows: [Self.row(1, "Nov 2, 2026, 7:00:00 AM", "Ride", gear: "Ox", bike: "111")], bikes: "", shoes: "")
        let again = tracker.run(["import", after])
        #expect(again.output.contains("0 added, 1 duplicate skipped") || again.output.contains("0 added"), "\(again.output)")
        #expect(tracker.run("show 1").output.contains("Gear         Ox\n"))
        // A row that has gear keeps it.
        tracker.run("gear add Other --kind bike")
        tracker.run(["edit", "1", "--gear", "Other"])
        #expect(tracker.run(["import", after]).status == 0)
        #expect(tracker.run("show 1").output.contains("Gear         Other\n"))
    }

    /// A file refused whole leaves none of the gear it named behind.
    @Test func aRefusedFileStoresNoGear() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        let folder = try Self.export(
            in: tracker, named: "export",
            rows: [Self.row(1, "Nov 2, 2026, 7:00:00 AM", "Run", gear: "Kept"), Self.row(2, "not a date", "Run", gear: "Kept too")],
            bikes: "Bike Name,Bike Brand,Bike Model,Bike Default Sport Types\nOx,Bianchi,Advantage,Ride\n", shoes: "")
        let result = tracker.run(["import", folder])
        #expect(result.status == 1)
        #expect(try Self.gear(tracker).isEmpty)
    }

    @Test func theFamilysDefaultIsGivenOnImportToRowsWithoutGear() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        tracker.run("gear add Daily --kind shoes --default")
        let folder = try Self.export(
            in: tracker, named: "export",
            rows: [Self.row(1, "Nov 2, 2026, 7:00:00 AM", "Run", gear: ""), Self.row(2, "Nov 3, 2026, 7:00:00 AM", "Ride", gear: "")],
            bikes: "", shoes: "")
        #expect(tracker.run(["import", folder]).status == 0)
        #expect(tracker.run("show 1").output.contains("Gear         Daily\n"))
        #expect(!tracker.run("show 2").output.contains("Gear"))
    }

    @Test func importingPastALimitSaysSo() throws {
        let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")
        tracker.run("gear add Daily --kind shoes --default --limit 15km")
        let folder = try Self.export(
            in: tracker, named: "export",
            rows: [Self.row(1, "Nov 2, 2026, 7:00:00 AM", "Run", gear: ""), Self.row(2, "Nov 3, 2026, 7:00:00 AM", "Run", gear: "")],
            bikes: "", shoes: "")
        let result = tracker.run(["import", folder])
        #expect(result.output.contains("Daily passed its 15 km limit\n"), "\(result.output)")
    }

    /// Random activities on random gear survive `export` and `import` into an empty database with
    /// their gear, found again (or made) by name, in CSV and JSON.
    @Test(arguments: [("csv", 31 as UInt64), ("json", 32)])
    func gearSurvivesTheRoundTrip(format: String, seed: UInt64) throws {
        let source = TrackerHarness()
        let names = ["Pegasus 40", "Ox, the bike", "Ski \"fast\"", "Über"]
        for (index, name) in names.enumerated() { source.run(["gear", "add", name, "--kind", ["shoes", "bike", "other", "shoes"][index]]) }
        var random = SeededRandom(seed: seed)
        let database = try Database(path: source.databasePath)
        let gearIDs = try GearStore(database: database).all().compactMap(\.id)
        let store = ActivityStore(database: database)
        for index in 0..<60 {
            let gearID: Int64? = random.int(0...4) == 0 ? nil : gearIDs[random.int(0...(gearIDs.count - 1))]
            try store.insert(Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(index) * 10_000, utcOffset: 3600),
                type: ActivityType.allCases[random.int(0...5)], distance: random.unit() * 20_000, duration: 1 + random.unit() * 5_000,
                gearID: gearID), createdAt: 1_700_000_000)
        }
        let file = source.directory.file("export.\(format)")
        #expect(source.run(["export", "-o", file]).status == 0)
        let target = TrackerHarness()
        let imported = target.run(["import", file])
        #expect(imported.status == 0, "\(imported.error)")
        func pairs(_ harness: TrackerHarness) throws -> [String] {
            let database = try Database(path: harness.databasePath)
            let names = try GearStore(database: database).names()
            return try ActivityStore(database: database).fetch().map { "\($0.start.secondsSince1970) \($0.gearName(names) ?? "-")" }.sorted()
        }
        #expect(try pairs(target) == pairs(source))
        #expect(try pairs(source).contains { !$0.hasSuffix(" -") })
    }
}
