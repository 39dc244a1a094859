import Testing
@testable import TrackerFuzzing

/// A short seeded run of every import reader through the importer: no crash, no hang, no
/// partly imported file, no stored value beyond the import limits.
@Suite struct ImportFuzzTests {
    @Test(arguments: ["csv", "strava", "json", "gpx", "tcx", "fit", "gzip"])
    func shortSeededRunFindsNothing(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let report = FuzzCampaign(target: target, seed: 20_261_129).run(runs: 150)
        #expect(report.runs == 150)
        #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.message) <- \($0.input.count) bytes" })")
        #expect(report.signatures > 3, "the mutations never left the seeds")
    }

    @Test func seedsImportCleanly() throws {
        for name in ["csv", "strava", "json", "gpx", "tcx", "gzip"] {
            let target = try #require(FuzzTargets.named(name))
            let signature = try target.body(target.seeds[0])
            #expect(signature.hasPrefix("ok:"), "\(name): \(signature)")
        }
    }

    @Test func emptyFITSeedPassesItsChecksums() throws {
        let target = try #require(FuzzTargets.named("fit"))
        // A FIT file without records is refused for holding no data, not for a bad CRC.
        let signature = try target.body(FuzzTargets.emptyFIT)
        #expect(signature == "error:the header declares no data", "\(signature)")
    }

    @Test func fixtureSeedsImportWhenPresent() throws {
        let fixtures = FuzzTargets.fixtures("fit")
        guard !fixtures.isEmpty else {
            // ../shared/fixtures is absent: the FIT target then starts from its own seed only.
            return
        }
        let target = try #require(FuzzTargets.named("fit"))
        let imported = try fixtures.map { try target.body($0) }.filter { $0.hasPrefix("ok:") }
        #expect(imported.count >= 3, "\(imported)")
    }
}
