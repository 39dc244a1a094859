/// One schema migration: its version (the file's number) and its SQL.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String
}

/// The migrations compiled into the binary, in the order they apply.
///
/// SwiftPM's `embedInCode` names each file's bytes after the file, with the first
/// character replaced by `_` when it is a digit.
public enum Migrations {
    public static let all: [Migration] = [
        Migration(version: 1, name: "0001_create_activities.sql", sql: text(PackageResources._001_create_activities_sql)),
        Migration(version: 2, name: "0002_create_moods.sql", sql: text(PackageResources._002_create_moods_sql)),
        Migration(version: 3, name: "0003_create_settings.sql", sql: text(PackageResources._003_create_settings_sql)),
        Migration(version: 4, name: "0004_index_activities_by_start_covering.sql", sql: text(PackageResources._004_index_activities_by_start_covering_sql)),
        Migration(version: 5, name: "0005_add_activity_source.sql", sql: text(PackageResources._005_add_activity_source_sql)),
        Migration(version: 6, name: "0006_activity_ids_never_reused.sql", sql: text(PackageResources._006_activity_ids_never_reused_sql)),
        Migration(version: 7, name: "0007_activity_types_by_name.sql", sql: text(PackageResources._007_activity_types_by_name_sql)),
        Migration(version: 8, name: "0008_create_activity_streams.sql", sql: text(PackageResources._008_create_activity_streams_sql)),
        Migration(version: 9, name: "0009_add_activity_load.sql", sql: text(PackageResources._009_add_activity_load_sql)),
        Migration(version: 10, name: "0010_create_type_bests.sql", sql: text(PackageResources._010_create_type_bests_sql)),
        Migration(version: 11, name: "0011_keep_activity_totals_by_span.sql", sql: text(PackageResources._011_keep_activity_totals_by_span_sql)),
    ]

    /// The schema version this binary creates and understands.
    public static var latestVersion: Int { all.last?.version ?? 0 }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
