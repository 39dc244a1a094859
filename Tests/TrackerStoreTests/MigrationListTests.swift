import Foundation
import Testing
import TrackerMigrations

@Suite struct MigrationListTests {
    /// Every .sql file in migrations/ is compiled in, in order, its version the file's number.
    @Test func everyMigrationFileIsEmbeddedInOrder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(Migrations.all.map(\.name) == files)
        #expect(Migrations.all.map(\.version) == files.map { Int($0.prefix(4)) ?? 0 })
        #expect(Migrations.all.map(\.version) == Migrations.all.map(\.version).sorted())
        for migration in Migrations.all {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.name), encoding: .utf8)
            #expect(migration.sql == text)
        }
    }
}
