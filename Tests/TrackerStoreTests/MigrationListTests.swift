import Foundation
import Testing
import TrackerMigrations

@Suite struct MigrationListTests {
    /// Every .sql file in migrations/ is compiled in, in order, its version the file's number,
    /// in increasing order. Numbers are reserved by changes made side by side, so one may land before
    /// a lower one does; the version stays the file's number, and no two files share one.
    @Test func everyMigrationFileIsEmbeddedInOrder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(Migrations.all.map(\.name) == files)
        #expect(Migrations.all.map(\.version) == files.map { Int($0.prefix(4)) ?? 0 })
        let versions = Migrations.all.map(\.version)
        #expect(versions.first == 1 && zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 })
        for migration in Migrations.all {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.name), encoding: .utf8)
            #expect(migration.sql == text)
        }
    }
}
