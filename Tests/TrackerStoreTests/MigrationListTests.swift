import Foundation
import Testing
import TrackerMigrations

@Suite struct MigrationListTests {
    /// Every .sql file in migrations/ is compiled in, numbered in order, with no gaps.
    @Test func everyMigrationFileIsEmbeddedInOrder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(Migrations.all.map(\.name) == files)
        #expect(Migrations.all.map(\.version) == Array(1...files.count))
        for migration in Migrations.all {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.name), encoding: .utf8)
            #expect(migration.sql == text)
        }
    }
}
