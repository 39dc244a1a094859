import Foundation
import Testing
import TrackerRandom
@testable import TrackerTime

/// `Zone` against Foundation's ICU time zones (the reference the product used to rely on) and against
/// `zdump -v`, which reads the same TZif files through glibc.
@Suite struct ZoneTests {
    static let hasZoneDatabase = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Lisbon")
    static let hasZdump = FileManager.default.isExecutableFile(atPath: "/usr/bin/zdump")

    static let zones = [
        "Europe/Lisbon", "Europe/London", "Europe/Dublin", "America/New_York", "America/Sao_Paulo",
        "America/St_Johns", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Apia", "Pacific/Chatham",
        "Asia/Kolkata", "Asia/Kathmandu", "Africa/Casablanca", "Asia/Tehran", "UTC",
    ]

    static let year1900: Int64 = -2_208_988_800
    static let year1970: Int64 = 0
    static let year2100: Int64 = 4_102_444_800

    // MARK: - Fixed offsets and names

    @Test func utcAndOffsetZonesAreFixed() throws {
        #expect(Zone.utc.identifier == "UTC")
        #expect(Zone.utc.fixedOffset == 0)
        #expect(Zone.utc.nextTransition(after: 0) == nil)
        #expect(Zone.utc.resolve(localSeconds: 1000) == .unique(1000))
        let india = try #require(Zone(secondsFromGMT: 19_800))
        #expect(india.identifier == "GMT+0530")
        #expect(india.secondsFromGMT(at: Self.year1900) == 19_800)
        #expect(india.resolve(localSeconds: 19_800) == .unique(0))
        #expect(!india.isDaylightSavingTime(at: 0))
        #expect(Zone(secondsFromGMT: 0)?.identifier == "GMT")
        #expect(Zone(secondsFromGMT: -12_600)?.identifier == "GMT-0330")
        #expect(Zone(secondsFromGMT: 3661)?.identifier == "GMT+010101")
        #expect(Zone(secondsFromGMT: 18 * 3600)?.identifier == "GMT+1800")
        #expect(Zone(secondsFromGMT: 18 * 3600 + 1) == nil)
        #expect(Zone(secondsFromGMT: -18 * 3600 - 1) == nil)
    }

    @Test(arguments: [3600, -12_600, 3661, -64_800, 0])
    func offsetNamesReadBack(_ seconds: Int) throws {
        let zone = try #require(Zone(secondsFromGMT: seconds))
        #expect(Zone(identifier: zone.identifier) == zone)
    }

    /// Foundation's `TimeZone(identifier:)` reads these as offsets east of UTC, and so does `Zone`.
    @Test(arguments: [("GMT+1", 3600), ("GMT+01", 3600), ("UTC+1", 3600), ("GMT+01:00", 3600), ("GMT-3:30", -12_600),
                      ("GMT-0330", -12_600), ("UTC+1800", 64_800), ("GMT+010101", 3661), ("GMT+0", 0)])
    func gmtOffsetNamesReadAsFoundationReadsThem(_ name: String, _ offset: Int) throws {
        let zone = try #require(Zone(identifier: name, directory: "/nonexistent"))
        #expect(zone.fixedOffset == offset)
        #expect(zone == Zone(secondsFromGMT: offset))
        if offset % 60 == 0 { #expect(TimeZone(identifier: name)?.secondsFromGMT() == offset) }
    }

    @Test(arguments: ["UTC", "GMT", "Etc/UTC", "Etc/GMT"])
    func utcNamesNeedNoFile(_ name: String) throws {
        let zone = try #require(Zone(identifier: name, directory: "/nonexistent"))
        #expect(zone.identifier == name)
        #expect(zone.fixedOffset == 0)
    }

    @Test(arguments: ["", "../etc/passwd", "Europe/../Europe/Lisbon", "/usr/share/zoneinfo/Europe/Lisbon",
                      "Nowhere/Land", "Europe", "GMT+2400", "GMT+0160", "GMT+19", "GMT+1:5", "GMT+123", "UTC+01:00:00",
                      "zone.tab", "Europe/Lisbon\u{0}",
                      // Digits enough to overflow, offsets beyond the ±18 hours an activity may keep.
                      "GMT+99999999999999999999", "UTC-1:99999999999999999999", "GMT+0000000000000000000001",
                      "AAA-24", "AAA-18:00:01", "AAA-17BBB-19", "AAA24BBB,M3.2.0,M11.1.0"])
    func unusableIdentifiersAreRefused(_ name: String) {
        #expect(Zone(identifier: name) == nil)
    }

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func namedZonesComeFromTheDatabase() throws {
        let lisbon = try #require(Zone(identifier: "Europe/Lisbon"))
        #expect(lisbon.identifier == "Europe/Lisbon")
        #expect(lisbon.fixedOffset == nil)
        #expect(lisbon == Zone(identifier: "Europe/Lisbon"))
        #expect(lisbon != Zone(identifier: "Europe/London"))
        #expect(Set([lisbon, try #require(Zone(identifier: "Europe/Lisbon")), .utc]).count == 2)
        #expect(Zone(identifier: "Etc/GMT+5")?.fixedOffset == -18_000)
        #expect(Zone(identifier: "Asia/Kolkata")?.fixedOffset == nil)  // it had other offsets before 1945
        #expect(Zone(identifier: "Europe/Lisbon", directory: "/nonexistent") == nil)
    }

    @Test func posixStringsAreZonesWhenNoFileHasTheName() throws {
        let eastern = try #require(Zone(identifier: "EST5EDT,M3.2.0,M11.1.0"))
        #expect(eastern.identifier == "EST5EDT,M3.2.0,M11.1.0")
        #expect(eastern.secondsFromGMT(at: 1_768_000_000) == -18_000)
        #expect(eastern.secondsFromGMT(at: 1_783_000_000) == -14_400)
        #expect(eastern.isDaylightSavingTime(at: 1_783_000_000))
        #expect(eastern.nextTransition(after: 1_767_225_600) == 1_772_953_200)
        let apia = try #require(Zone(identifier: "<+13>-13"))
        #expect(apia.fixedOffset == 46_800)
    }

    @Test func systemZoneIsNamedAfterItsLinkOrItsNameFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("localtime").path
        let copy = directory.appendingPathComponent("copy").path
        let noName = directory.appendingPathComponent("no-timezone").path
        let nameFile = directory.appendingPathComponent("timezone").path
        try Data("Europe/Lisbon\n".utf8).write(to: URL(fileURLWithPath: nameFile))
        #expect(Zone.system(localtime: directory.appendingPathComponent("missing").path, name: noName) == .utc)
        if Self.hasZoneDatabase {
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Europe/Lisbon")
            #expect(Zone.system(localtime: link, name: noName) == Zone(identifier: "Europe/Lisbon"))
            try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Europe/Lisbon", toPath: copy)
            let unnamed = Zone.system(localtime: copy, name: noName)
            #expect(unnamed.identifier == "localtime")
            #expect(unnamed.secondsFromGMT(at: 1_783_000_000) == 3600)
            // A copy takes the name Debian keeps in /etc/timezone; a name that could not be a zone's is ignored.
            #expect(Zone.system(localtime: copy, name: nameFile).identifier == "Europe/Lisbon")
            let badName = directory.appendingPathComponent("bad-timezone").path
            try Data("../../etc/passwd\n".utf8).write(to: URL(fileURLWithPath: badName))
            #expect(Zone.system(localtime: copy, name: badName).identifier == "localtime")
        }
        let garbage = directory.appendingPathComponent("garbage").path
        try Data("not a zone".utf8).write(to: URL(fileURLWithPath: garbage))
        #expect(Zone.system(localtime: garbage, name: nameFile) == .utc)
        _ = Zone.system()  // whatever the machine has, it answers
    }

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"), arguments: ["Europe/Lisbon", "Australia/Sydney", "UTC", "GMT-0330"])
    func theEndsOfTimeAnswerWithoutOverflow(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        for instant: Int64 in [Int64.min, Int64.min + 1, -(1 << 50) - 1, 1 << 50, Int64.max - 1, Int64.max] {
            _ = zone.secondsFromGMT(at: instant)
            _ = zone.isDaylightSavingTime(at: instant)
            #expect(zone.nextTransition(after: instant).map { $0 > instant } ?? true)
            if case .unique = zone.resolve(localSeconds: instant) {} else { Issue.record("\(name) at \(instant)") }
        }
        #expect(Zone.utc.resolve(localSeconds: .min) == .unique(.min))
        #expect(Zone(secondsFromGMT: -12_600)?.resolve(localSeconds: .min) == .unique(.min + 12_600))
        #expect(Zone(secondsFromGMT: 12_600)?.resolve(localSeconds: .min) == .unique(.min))
    }

    // MARK: - Against ICU

    /// Our offset changes from 1970 to 2100 and ICU's (those of its transitions that change the offset),
    /// which must be the same list; then both offsets a second either side of each.
    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"), arguments: zones)
    func transitionsMatchICU(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        let reference = try #require(TimeZone(identifier: name))
        var ours: [Int64] = []
        var instant = Self.year1970
        while let next = zone.nextTransition(after: instant), next < Self.year2100 {
            #expect(next > instant)
            ours.append(next)
            instant = next
        }
        var icu: [Int64] = []
        var date = Date(timeIntervalSince1970: TimeInterval(Self.year1970))
        while let next = reference.nextDaylightSavingTimeTransition(after: date), next.timeIntervalSince1970 < TimeInterval(Self.year2100) {
            let seconds = Int64(next.timeIntervalSince1970)
            if reference.secondsFromGMT(for: next) != reference.secondsFromGMT(for: next.addingTimeInterval(-1)) {
                icu.append(seconds)
            }
            date = next
        }
        #expect(ours == icu, "\(name): \(Set(ours).symmetricDifference(icu).sorted().prefix(10))")
        for transition in Set(ours).union(icu) {
            for instant in [transition - 1, transition, transition + 1] {
                #expect(zone.secondsFromGMT(at: instant) == reference.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))),
                        "\(name) at \(instant)")
            }
        }
    }

    /// Seeded random instants from 1900 to 2100. ICU's data and the system's may differ for a few
    /// historic dates; `zdump` (below) is the check on the system's files, and this one found none.
    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"), arguments: zones)
    func offsetsMatchICUAtRandomInstants(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        let reference = try #require(TimeZone(identifier: name))
        var random = SeededRandom(seed: 0x5A0E_0000 &+ UInt64(name.utf8.count))
        var mismatches: [Int64] = []
        for _ in 0..<3000 {
            let instant = Int64(random.uniform(Double(Self.year1900)...Double(Self.year2100)))
            if zone.secondsFromGMT(at: instant) != reference.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))) {
                mismatches.append(instant)
            }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(10))")
    }

    /// The system's files mark Ireland's winter (GMT) and Morocco's +00 as daylight saving time, the
    /// zone database's main form; ICU's data (its rearguard form) marks the Irish summer and Morocco's
    /// +01 instead. The offsets agree; `isDaylightSavingTime(at:)` follows the files, as zdump does.
    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func daylightFlagsFollowTheFilesNotICU() throws {
        let dublin = try #require(Zone(identifier: "Europe/Dublin"))
        #expect(dublin.isDaylightSavingTime(at: 1_768_000_000))  // January 2026, GMT
        #expect(!dublin.isDaylightSavingTime(at: 1_783_000_000))  // July 2026, IST
        let casablanca = try #require(Zone(identifier: "Africa/Casablanca"))
        #expect(!casablanca.isDaylightSavingTime(at: 1_783_000_000))  // July 2026, +01
    }

    // MARK: - Against zdump

    /// Every line of `zdump -v -c 1900,2100` (the second before each change and the change itself,
    /// with the offset and the isdst flag) against our reading of the same file.
    @Test(.enabled(if: hasZoneDatabase && hasZdump, "needs /usr/share/zoneinfo and zdump"), arguments: zones)
    func everyZdumpLineMatches(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
        process.arguments = ["-v", "-c", "1900,2100", name]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var checked = 0
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            guard let parsed = Self.zdumpLine(line) else { continue }
            #expect(zone.secondsFromGMT(at: parsed.instant) == parsed.offset, "\(line)")
            #expect(zone.isDaylightSavingTime(at: parsed.instant) == parsed.isDaylight, "\(line)")
            checked += 1
        }
        #expect(name == "UTC" || checked >= 2)
    }

    /// `Europe/Lisbon  Sun Mar 29 00:59:59 2026 UT = Sun Mar 29 00:59:59 2026 WET isdst=0 gmtoff=0`.
    private static func zdumpLine(_ line: Substring) -> (instant: Int64, isDaylight: Bool, offset: Int)? {
        let words = line.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard words.count >= 13, words[6] == "UT", let month = months.firstIndex(of: String(words[2])),
              let day = Int(words[3]), let year = Int(words[5]),
              let isdst = words.last(where: { $0.hasPrefix("isdst=") }), let gmtoff = words.last(where: { $0.hasPrefix("gmtoff=") }),
              let offset = Int(gmtoff.dropFirst("gmtoff=".count)) else { return nil }
        let clock = words[4].split(separator: ":").compactMap { Int64($0) }
        guard clock.count == 3 else { return nil }
        let days = Int64(LocalDay.daysSince1970(year: year, month: month + 1, day: day))
        return (days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2], isdst == "isdst=1", offset)
    }

    // MARK: - Local times

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func lisbonsClockChangesResolve() throws {
        let lisbon = try #require(Zone(identifier: "Europe/Lisbon"))
        let spring = Int64(LocalDay.daysSince1970(year: 2026, month: 3, day: 29)) * 86_400
        // 01:30 is skipped (01:00 WET becomes 02:00 WEST); read as WET it is 02:30 WEST.
        #expect(lisbon.resolve(localSeconds: spring + 5400) == .skipped(after: 1_774_747_800))
        #expect(lisbon.resolve(localSeconds: spring + 3599) == .unique(1_774_745_999))
        #expect(lisbon.resolve(localSeconds: spring + 7200) == .unique(1_774_746_000))
        let autumn = Int64(LocalDay.daysSince1970(year: 2026, month: 10, day: 25)) * 86_400
        // 01:30 happens in WEST (00:30Z) and again in WET (01:30Z).
        #expect(lisbon.resolve(localSeconds: autumn + 5400) == .repeated(first: 1_792_888_200, second: 1_792_891_800))
        #expect(lisbon.resolve(localSeconds: autumn + 3600) == .repeated(first: 1_792_886_400, second: 1_792_890_000))
        #expect(lisbon.resolve(localSeconds: autumn + 3599) == .unique(1_792_886_399))
        #expect(lisbon.resolve(localSeconds: autumn + 7200) == .unique(1_792_893_600))
        #expect(lisbon.resolve(localSeconds: autumn + 12 * 3600) == .unique(autumn + 12 * 3600))
    }

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func apiaSkippedThe30thOfDecember2011() throws {
        let apia = try #require(Zone(identifier: "Pacific/Apia"))
        let skippedDay = Int64(LocalDay.daysSince1970(year: 2011, month: 12, day: 30)) * 86_400
        let change: Int64 = 1_325_239_200  // 2011-12-30T10:00:00Z, 29 December 24:00 at -10, 31 December 00:00 at +14
        #expect(apia.secondsFromGMT(at: change - 1) == -36_000)
        #expect(apia.secondsFromGMT(at: change) == 50_400)
        for secondOfDay: Int64 in [0, 1, 43_200, 86_399] {
            #expect(apia.resolve(localSeconds: skippedDay + secondOfDay) == .skipped(after: skippedDay + secondOfDay + 36_000))
        }
        #expect(apia.resolve(localSeconds: skippedDay - 1) == .unique(change - 1))
        #expect(apia.resolve(localSeconds: skippedDay + 86_400) == .unique(change))
    }

    /// `Calendar.date(from:)` with ICU: a skipped time moves past the gap, a repeated one is the first.
    /// Local times at random, and a quarter hour either side of every change from 1970 to 2060.
    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"), arguments: zones)
    func localTimesResolveAsCalendarDoes(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: name))
        var locals: [Int64] = []
        var random = SeededRandom(seed: 0x10CA_1000 &+ UInt64(name.utf8.count))
        for _ in 0..<500 { locals.append(Int64(random.uniform(Double(Self.year1970)...Double(Self.year2100)))) }
        var instant = Self.year1970
        while let next = zone.nextTransition(after: instant), next < 2_840_140_800 {
            for offset in [zone.secondsFromGMT(at: next - 1), zone.secondsFromGMT(at: next)] {
                for step: Int64 in [-900, -1, 0, 1, 900] { locals.append(next + Int64(offset) + step) }
            }
            instant = next
        }
        var mismatches: [String] = []
        for local in locals {
            let day = LocalDay(daysSince1970: LocalDay.daysSince1970(containing: local))
            let secondOfDay = Int(local - Int64(day.daysSince1970) * 86_400)
            let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: secondOfDay / 3600,
                                            minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
            let expected = try #require(calendar.date(from: components)).timeIntervalSince1970
            let resolution = zone.resolve(localSeconds: local)
            let ours: Int64
            switch resolution {
            case .unique(let instant), .repeated(let instant, _), .skipped(let instant): ours = instant
            }
            if TimeInterval(ours) != expected { mismatches.append("\(day) +\(secondOfDay)s: \(resolution) vs \(Int64(expected))") }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
    }

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"), arguments: zones)
    func resolvedInstantsReadBackAsTheLocalTime(_ name: String) throws {
        let zone = try #require(Zone(identifier: name))
        var random = SeededRandom(seed: 0xBAC4)
        for _ in 0..<2000 {
            let local = Int64(random.uniform(Double(Self.year1900)...Double(Self.year2100)))
            switch zone.resolve(localSeconds: local) {
            case .unique(let instant):
                #expect(instant + Int64(zone.secondsFromGMT(at: instant)) == local)
            case .repeated(let first, let second):
                #expect(first < second)
                #expect(first + Int64(zone.secondsFromGMT(at: first)) == local)
                #expect(second + Int64(zone.secondsFromGMT(at: second)) == local)
            case .skipped(let after):
                #expect(after + Int64(zone.secondsFromGMT(at: after)) > local)
            }
        }
    }
}
