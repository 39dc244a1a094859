// swift-tools-version:6.0
import PackageDescription

// The folder of this manifest, for the linker flag of the release build below.
let packageRoot = String(#filePath.dropLast("/Package.swift".count))

// Every C library comes from Debian through a system-library target; nothing is fetched.
let package = Package(
    name: "tracker",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tracker", targets: ["tracker"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // C over cairo, Pango, fontconfig and libpng, which it opens with dlopen on the first chart
        // (see Sources/CCairo/include/CCairo.h); their headers come from libcairo2-dev,
        // libpango1.0-dev and libpng-dev.
        .target(name: "CCairo"),
        // chafa turns a chart's pixels into sixels for terminals that show them. The binary
        // declares the little it needs (CChafa) and opens libchafa with dlopen, so no other
        // command loads it and glib; the tests check those declarations against chafa's
        // headers (CChafaHeaders, through pkg-config).
        .systemLibrary(name: "CChafa"),
        .systemLibrary(
            name: "CChafaHeaders",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev"])]
        ),
        // C over libxml2's push parser, which it opens with dlopen on the first GPX or TCX file
        // (see Sources/CXML/include/CXML.h); the headers come from libxml2-dev.
        .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Strava's .zip exports are read entry by entry in memory (never extracted to disk), with
        // libarchive opened on the first archive (see Sources/CArchive/include/CArchive.h); the
        // headers come from libarchive-dev.
        .target(name: "CArchive"),
        // glibc's malloc tuning for the importer's reading threads (see Sources/TrackerImport/ReaderThread.swift).
        .target(name: "CAllocator"),
        // GEOS's C API for the segment matcher, opened with dlopen on the first segment matched
        // (see Sources/CGEOS/include/CGEOS.h); the header comes from libgeos-dev.
        .target(name: "CGEOS"),
        // The schema's single source of truth, compiled into the binary.
        .target(
            name: "TrackerMigrations",
            path: "migrations",
            exclude: ["README.md"],
            sources: ["Migrations.swift"],
            resources: [
                .embedInCode("0001_create_activities.sql"),
                .embedInCode("0002_create_moods.sql"),
                .embedInCode("0003_create_settings.sql"),
                .embedInCode("0004_index_activities_by_start_covering.sql"),
                .embedInCode("0005_add_activity_source.sql"),
                .embedInCode("0006_activity_ids_never_reused.sql"),
                .embedInCode("0007_activity_types_by_name.sql"),
                .embedInCode("0008_create_activity_streams.sql"),
                .embedInCode("0009_add_activity_load.sql"),
                .embedInCode("0010_create_type_bests.sql"),
                .embedInCode("0011_keep_activity_totals_by_span.sql"),
                .embedInCode("0012_derived_tables_kept_by_the_writer.sql"),
                .embedInCode("0013_add_activity_identity.sql"),
                .embedInCode("0014_drop_single_column_start_index.sql"),
                .embedInCode("0015_keep_mood_words_and_tags.sql"),
                .embedInCode("0017_create_activity_curves.sql"),
                .embedInCode("0018_create_visited_tiles_and_day_distances.sql"),
                .embedInCode("0019_create_gear.sql"),
                .embedInCode("0020_create_activity_search.sql"),
                .embedInCode("0021_create_imported_files.sql"),
                .embedInCode("0022_zones_and_one_load_scale.sql"),
                .embedInCode("0023_search_gear.sql"),
                .embedInCode("0024_cheaper_checks_per_row.sql"),
                .embedInCode("0025_keep_activity_totals_by_hour_and_day.sql"),
                .embedInCode("0026_create_routes.sql"),
                .embedInCode("0027_create_segments.sql"),
            ]
        ),
        // printf's number conversions, one number a call (see Sources/CFormat/include/CFormat.h).
        .target(name: "CFormat"),
        // Time zones read from the system's TZif files, calendar days, ISO 8601, the clock: no ICU.
        .target(name: "TrackerTime"),
        .target(name: "TrackerCore", dependencies: ["CFormat", "TrackerTime"]),
        // Segment passes: the pass rule's GEOS distances.
        .target(name: "TrackerSegments", dependencies: ["CGEOS", "TrackerCore"]),
        .target(name: "TrackerStore", dependencies: ["CSQLite", "TrackerTime", "TrackerCore", "TrackerMigrations", "TrackerSegments"]),
        .target(name: "TrackerCharts", dependencies: ["CCairo", "TrackerTime", "TrackerCore"]),
        // TrackerImport writes through its own ImportDestination protocol and never sees a database;
        // TrackerImportStore declares that TrackerStore's ImportWriter is one.
        .target(name: "TrackerImport", dependencies: ["CXML", "CZlib", "CArchive", "CAllocator", "TrackerTime", "TrackerCore"]),
        // The self-contained HTML report: the charts as SVG, its data as JSON, and a small script
        // (Resources/report.js, unit-tested with Node) for interaction and motion.
        .target(
            name: "TrackerReport",
            dependencies: ["TrackerCore", "TrackerCharts"],
            resources: [.embedInCode("Resources/report.js"), .embedInCode("Resources/report.css")]
        ),
        // The one place that sees both TrackerImport and TrackerStore: the store's ImportWriter is the
        // importer's destination. The CLI and the fuzzers import into a database through it.
        .target(name: "TrackerImportStore", dependencies: ["TrackerImport", "TrackerStore"]),
        .target(
            name: "TrackerCLI",
            dependencies: ["CChafa", "TrackerTime", "TrackerCore", "TrackerStore", "TrackerSegments", "TrackerCharts", "TrackerImport", "TrackerImportStore", "TrackerReport", "TrackerRandom"]
        ),
        // The release build links libstdc++ statically (see link/libstdc++.so); a debug build
        // links the Swift runtime dynamically, and libstdc++ with it. The release binary exports
        // no symbols: nothing loads it as a library, and the Swift runtime's start-up dladdr call
        // reads every exported symbol (4,700 of them), about 0.1 ms of each command's start.
        .executableTarget(
            name: "tracker", dependencies: ["TrackerCLI"],
            linkerSettings: [
                .unsafeFlags(["-L" + packageRoot + "/link", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release)),
            ]
        ),
        // SplitMix64, the one seeded generator of the fuzzers and the randomized tests.
        .target(name: "TrackerRandom"),
        // Seeded mutation fuzzing of the parsers: a short run in the tests, long ones in `make fuzz`.
        // It imports into a real database through TrackerImportStore, as `tracker import` does.
        .target(name: "TrackerFuzzing", dependencies: ["TrackerRandom", "TrackerTime", "TrackerCore", "TrackerStore", "TrackerImport", "TrackerImportStore"]),
        .executableTarget(name: "tracker-fuzz", dependencies: ["TrackerFuzzing"]),
        // Shared by the test targets: temporary databases, in-process and subprocess runs.
        .target(name: "TrackerTestSupport", dependencies: ["TrackerCLI", "TrackerCore", "TrackerStore", "TrackerRandom"]),

        .testTarget(name: "TrackerTimeTests", dependencies: ["TrackerTime", "TrackerRandom"]),
        .testTarget(name: "TrackerCoreTests", dependencies: ["TrackerCore", "TrackerTime", "TrackerRandom", "TrackerTestSupport"]),
        .testTarget(name: "TrackerStoreTests", dependencies: ["TrackerStore", "TrackerTime", "TrackerCore", "TrackerMigrations", "TrackerRandom", "TrackerTestSupport"]),
        .testTarget(name: "TrackerCLITests", dependencies: ["CChafa", "CChafaHeaders", "TrackerCLI", "TrackerStore", "TrackerTime", "TrackerCore", "TrackerRandom", "TrackerTestSupport", "TrackerCharts"]),
        .testTarget(name: "TrackerChartsTests", dependencies: ["CCairo", "CZlib", "CArchive", "CChafa", "CChafaHeaders", "TrackerCharts", "TrackerTime", "TrackerCore", "TrackerTestSupport"]),
        .testTarget(name: "TrackerSegmentsTests", dependencies: ["TrackerSegments", "TrackerCore", "TrackerRandom", "TrackerTestSupport"]),
        .testTarget(name: "TrackerReportTests", dependencies: ["TrackerReport", "TrackerCharts", "TrackerTime", "TrackerCore"]),
        // The zip fixtures are written with libarchive's writer, linked.
        .testTarget(
            name: "TrackerImportTests",
            dependencies: ["CZlib", "CArchive", "TrackerImport", "TrackerStore", "TrackerTime", "TrackerCore", "TrackerCLI", "TrackerRandom", "TrackerTestSupport"],
            linkerSettings: [.linkedLibrary("archive")]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["tracker", "TrackerTestSupport"]),
        .testTarget(name: "TrackerFuzzingTests", dependencies: ["TrackerFuzzing", "TrackerTime", "TrackerCore", "TrackerImport", "TrackerStore", "TrackerTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
