/// One schema migration: its version (the file's number) and its SQL.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    /// The embedded file's bytes, read only when the SQL is: an up-to-date database, every
    /// command's common case, never needs them, and reading them all is a share of a start.
    private let bytes: @Sendable () -> [UInt8]

    public init(version: Int, name: String, bytes: @escaping @Sendable () -> [UInt8]) {
        self.version = version
        self.name = name
        self.bytes = bytes
    }

    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, bytes: { Array(sql.utf8) })
    }

    public var sql: String { String(decoding: bytes(), as: UTF8.self) }
}

/// The migrations compiled into the binary, in the order they apply.
///
/// SwiftPM's `embedInCode` names each file's bytes after the file, with the first
/// character replaced by `_` when it is a digit.
public enum Migrations {
    public static let all: [Migration] = [
        Migration(version: 1, name: "0001_create_activities.sql", bytes: { PackageResources._001_create_activities_sql }),
        Migration(version: 2, name: "0002_create_moods.sql", bytes: { PackageResources._002_create_moods_sql }),
        Migration(version: 3, name: "0003_create_settings.sql", bytes: { PackageResources._003_create_settings_sql }),
        Migration(version: 4, name: "0004_index_activities_by_start_covering.sql", bytes: { PackageResources._004_index_activities_by_start_covering_sql }),
        Migration(version: 5, name: "0005_add_activity_source.sql", bytes: { PackageResources._005_add_activity_source_sql }),
        Migration(version: 6, name: "0006_activity_ids_never_reused.sql", bytes: { PackageResources._006_activity_ids_never_reused_sql }),
        Migration(version: 7, name: "0007_activity_types_by_name.sql", bytes: { PackageResources._007_activity_types_by_name_sql }),
        Migration(version: 8, name: "0008_create_activity_streams.sql", bytes: { PackageResources._008_create_activity_streams_sql }),
        Migration(version: 9, name: "0009_add_activity_load.sql", bytes: { PackageResources._009_add_activity_load_sql }),
        Migration(version: 10, name: "0010_create_type_bests.sql", bytes: { PackageResources._010_create_type_bests_sql }),
        Migration(version: 11, name: "0011_keep_activity_totals_by_span.sql", bytes: { PackageResources._011_keep_activity_totals_by_span_sql }),
        Migration(version: 12, name: "0012_derived_tables_kept_by_the_writer.sql", bytes: { PackageResources._012_derived_tables_kept_by_the_writer_sql }),
        Migration(version: 13, name: "0013_add_activity_identity.sql", bytes: { PackageResources._013_add_activity_identity_sql }),
        Migration(version: 14, name: "0014_drop_single_column_start_index.sql", bytes: { PackageResources._014_drop_single_column_start_index_sql }),
        Migration(version: 15, name: "0015_keep_mood_words_and_tags.sql", bytes: { PackageResources._015_keep_mood_words_and_tags_sql }),
        Migration(version: 17, name: "0017_create_activity_curves.sql", bytes: { PackageResources._017_create_activity_curves_sql }),
        Migration(version: 18, name: "0018_create_visited_tiles_and_day_distances.sql", bytes: { PackageResources._018_create_visited_tiles_and_day_distances_sql }),
        Migration(version: 19, name: "0019_create_gear.sql", bytes: { PackageResources._019_create_gear_sql }),
        Migration(version: 20, name: "0020_create_activity_search.sql", bytes: { PackageResources._020_create_activity_search_sql }),
        Migration(version: 21, name: "0021_create_imported_files.sql", bytes: { PackageResources._021_create_imported_files_sql }),
        Migration(version: 22, name: "0022_zones_and_one_load_scale.sql", bytes: { PackageResources._022_zones_and_one_load_scale_sql }),
        Migration(version: 23, name: "0023_search_gear.sql", bytes: { PackageResources._023_search_gear_sql }),
        Migration(version: 24, name: "0024_cheaper_checks_per_row.sql", bytes: { PackageResources._024_cheaper_checks_per_row_sql }),
        Migration(version: 25, name: "0025_keep_activity_totals_by_hour_and_day.sql", bytes: { PackageResources._025_keep_activity_totals_by_hour_and_day_sql }),
        Migration(version: 26, name: "0026_create_routes.sql", bytes: { PackageResources._026_create_routes_sql }),
        Migration(version: 27, name: "0027_create_segments.sql", bytes: { PackageResources._027_create_segments_sql }),
    ]

    /// The schema version this binary creates and understands.
    public static var latestVersion: Int { all.last?.version ?? 0 }
}
