#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerImport
import TrackerImportStore
import TrackerStore
import TrackerTime

/// `tracker import PATH...`: activities (and moods) from our exports, Strava exports, GPX,
/// TCX and FIT files, each file all or nothing, never twice.
enum ImportCommand {
    /// Work this big shows a progress bar (on a terminal): many files, or many bytes.
    static let progressFileCount = 10
    static let progressByteCount = 8 << 20

    static let command = Command(
        CommandSpec(
            name: "import",
            abstract: "Import activities from exports and activity files.",
            discussion: """
                Reads tracker's own CSV and JSON exports, a Strava bulk export in any language (the .zip, \
                the folder or its activities.csv), a Daylio CSV export of moods, and GPX, TCX and FIT files, \
                also gzipped; from GPX, TCX and FIT it keeps every sample (position, elevation, heart rate, \
                cadence, power) and the laps. Daylio's rad, good, meh, bad and awful become excellent, good, \
                usual, terrible and terrible, each keeping Daylio's word beside it, and the day's activities \
                become its tags (tracker moods, insights --tag); renamed moods need --map; of several entries \
                on one day the latest is kept, and a day that already has a mood keeps it. Each file is imported in one \
                transaction: all of it or none of it. An activity already stored (times overlapping for half \
                of the shorter one, distances within 10% or 200 m, types of one family or either 'other'; or \
                the same Strava activity id) is skipped, so importing again adds nothing; when the stored one \
                has no samples (typed with add, a Strava CSV row), the file's samples are attached to it \
                ('merged into #12'), keeping its name, notes and type. A Strava export's files are merged into \
                the rows that list them, found by Activity ID; rows of tracker's own export are found by their \
                identity, so an export restores every row. New best efforts are announced. Exits 1 when any \
                file was rejected or a listed file could not be attached; the others are still imported. FIT \
                files that hold no activity (a watch's settings, monitoring or workout files, told by their \
                file_id type) are listed as skipped and do not change the exit status. The files found in a \
                folder are remembered once read (by their size and a checksum of their bytes), and the next import \
                of that folder skips them without reading them ('3 new files, 412 already imported'), so a watch \
                folder or an export unpacked into the same place can be imported again and again; --rescan reads \
                them all again. A file named on the command line is always read. A file that was rejected is not \
                remembered, so it is read again once fixed; a file whose activity was deleted since stays \
                remembered, so the activity does not come back (--rescan brings it back). Given the mount point \
                of a Garmin device, import reads the FIT files of its GARMIN/Activity folder.
                """,
            arguments: [ArgumentSpec("path", help: "Files, .zip archives or folders to import; - reads standard input (its format told by its first bytes, or --format).", repeated: true, completion: .file)],
            options: [format, type, map, rescan, dryRun, jsonOption],
            examples: [
                "tracker import export_12345.zip",
                "tracker import ~/watch/*.fit --dry-run",
                "tracker import /media/$USER/GARMIN",
                "tracker import backup.csv",
                "tracker export | tracker --db copy.db import -",
                "tracker import daylio_export.csv --map 'tired=usual' --map 'stoked=excellent'",
            ]),
        run: run)

    static let format = OptionSpec("format", value: "format", help: "The kind of input: \(ImportFormat.acceptedValues). Default: auto (by extension and CSV header).", completion: ImportFormat.completion)
    static let type = OptionSpec("type", short: "t", value: "type", help: "The type of activities whose file names none (GPX without <type>, FIT sport generic). Default: other.", completion: ActivityType.completion)
    static let map = OptionSpec("map", value: "name=level", help: "A Daylio mood name and the level it means (\(MoodLevel.acceptedValues)); repeat for several.", kind: .repeatedValue)
    static let rescan = OptionSpec("rescan", help: "Read every file found in the folders given, also those an earlier import read.")
    static let dryRun = OptionSpec("dry-run", help: "Report what would be imported without writing anything.")
    static let jsonOption = OptionSpec("json", help: "Print the report as JSON.")

    /// The threads an import uses, for the benchmarks: `TRACKER_IMPORT_THREADS` (1 reads and writes on
    /// one thread) and `TRACKER_IMPORT_STAGES` (set: each stage's CPU time, counted and printed on
    /// standard error at the end; see BENCHMARKS.md).
    static let threadCount = WholeNumber(1...64, noun: "a number of threads")

    private static func configureThreads(_ importer: Importer, environment: [String: String]) throws {
        if let text = environment["TRACKER_IMPORT_THREADS"], !text.isEmpty {
            importer.threads = try ParsedArguments.convert(text, option: "TRACKER_IMPORT_THREADS", threadCount.parse)
        }
        if let text = environment["TRACKER_IMPORT_STAGES"], !text.isEmpty, text != "0" { importer.stages = ImportStages() }
    }

    /// `import stages (CPU s): read 0.12, parse 1.40, derive 2.10, write 1.75; 2 threads`, on standard error.
    static func stagesLine(_ stages: ImportStages, threads: Int) -> String {
        let totals = stages.current
        let figures = [("read", totals.read), ("parse", totals.parse), ("derive", totals.derive), ("write", totals.write)]
            .map { "\($0.0) \(String(printf: "%.3f", $0.1))" }
        return "import stages (CPU s): " + figures.joined(separator: ", ") + "; \(threads.counted("thread"))"
    }

    /// The bar an import shows on a terminal's standard error, when it is long enough to want one.
    private static func progressBar(for importer: Importer, context: CommandContext) -> ProgressBar {
        let bar = ProgressBar(io: context.io)
        if context.io.isTerminal(standardError: true) {
            importer.onProgress = { progress in
                guard progress.filesTotal >= progressFileCount || progress.bytesTotal >= progressByteCount else { return }
                let fraction = progress.bytesTotal > 0 ? Double(progress.bytesDone) / Double(progress.bytesTotal)
                    : Double(progress.filesDone) / Double(max(1, progress.filesTotal))
                bar.update(fraction: fraction, label: "\(progress.filesDone)/\(progress.filesTotal) files")
            }
        }
        return bar
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try arguments.parse(Self.format, as: ImportFormat.self) ?? .auto
        let type = try arguments.parse(Self.type, as: ActivityType.self)
        let dryRun = arguments.flag(Self.dryRun)
        var options = ImportOptions(timeZone: context.clock.timeZone, now: context.clock.now, defaultType: type)
        for (name, level) in try arguments.parseAll(map, parseMoodMapping) { options.moodNames[name] = level }
        let database = try context.database()
        let writer = try ImportWriter(database: database, createdAt: context.nowSeconds)
        let importer = Importer(destination: writer, options: options, format: format)
        importer.rescan = arguments.flag(Self.rescan)
        try configureThreads(importer, environment: context.environment)
        let formatter = try context.formatter()
        let (paths, segmentLines) = try SegmentCommand.importDocuments(arguments.positionals, database: database, dryRun: dryRun, context: context)
        for line in segmentLines { context.print(line) }
        if paths.isEmpty && !arguments.positionals.isEmpty { return }
        var standardInput: [UInt8]?
        if arguments.positionals.contains(Importer.standardInputPath) {
            guard let bytes = context.io.readStandardInput() else { throw RuntimeError("standard input cannot be read") }
            standardInput = bytes
        }

        let bar = progressBar(for: importer, context: context)
        // A dry run imports as a real one would, inside a transaction that is then rolled back.
        // Records are worked out inside the dry run's transaction, while its rows are there.
        // Gear passed its limit is said with the records, from the totals before and after.
        let gear = GearStore(database: database)
        // New tiles are the tiles no stored track had visited before this import.
        let tiles = TileStore(database: database)
        func tileCounts() throws -> [Int] { try TileZoom.allCases.map(tiles.count) }
        func importAll() throws -> ([FileReport], [String], [Int]) {
            let usesBefore = try gear.uses()
            let before = try tileCounts()
            let bestsBefore = try SegmentStore(database: database).summaries()
            let reports = try importer.run(paths: paths, standardInput: standardInput)
            let records = NewRecords.lines(try writer.newRecords(), formatter: formatter)
                + (try GearCommand.limitNotices(before: usesBefore, after: gear.uses(), store: gear, formatter: formatter))
                + (try SegmentCommand.newBestLines(before: bestsBefore, store: SegmentStore(database: database), formatter: formatter))
            return (reports, records, zip(try tileCounts(), before).map { $0 - $1 })
        }
        let (all, records, newTiles) = dryRun ? try database.inDiscardedTransaction { try importAll() } : try importAll()
        bar.finish()
        if let stages = importer.stages { context.printError(stagesLine(stages, threads: importer.threads)) }
        // Files read by an earlier import are counted, not listed.
        let readBefore = all.filter(\.readBefore).count
        let reports = all.filter { !$0.readBefore }

        if arguments.flag(Self.jsonOption) {
            context.print(json(reports, records: records, newTiles: newTiles, dryRun: dryRun, readBefore: readBefore).serialized(pretty: true))
        } else {
            for report in reports {
                context.print(line(report, dryRun: dryRun))
                for problem in report.recordings?.problems ?? [] { context.print(recordingLine(problem)) }
            }
            context.print(summary(reports, dryRun: dryRun, readBefore: readBefore))
            if let line = newTilesLine(newTiles, dryRun: dryRun) { context.print(line) }
            for record in records { context.print(record) }
        }
        if let message = failure(reports, dryRun: dryRun) {
            throw RuntimeError(readBefore > 0 ? message + "; \(readBefore.counted("file")) already imported \(readBefore.plural("was", "were")) not read" : message)
        }
    }

    /// The error when files were rejected, saying what the others imported, so that a partly
    /// failed import does not read as if nothing went in; `nil` when none was rejected.
    static func failure(_ reports: [FileReport], dryRun: Bool) -> String? {
        let rejected = reports.filter(\.isRejected).count
        let unattached = reports.reduce(0) { $0 + ($1.recordings?.problems.count ?? 0) }
        if rejected == 0 && unattached > 0 {
            let added = reports.reduce(0) { $0 + $1.added }
            return "\(unattached.counted("listed recording")) could not be \(dryRun ? "read" : "attached"), "
                + "so \(unattached == 1 ? "its row keeps" : "their rows keep") the CSV's totals; "
                + "everything else was \(dryRun ? "read" : "imported"): \(added) \(dryRun ? "to add" : "added")"
        }
        guard rejected > 0 else { return nil }
        if rejected == reports.count && rejected > 0 {
            return rejected.plural("the file was rejected; nothing was imported", "all \(rejected) files were rejected; nothing was imported")
        }
        let others = reports.count - rejected
        let added = reports.reduce(0) { $0 + $1.added }
        let duplicates = reports.reduce(0) { $0 + $1.duplicates }
        var text = "\(rejected) of \(reports.count) files \(rejected.plural("was", "were")) rejected and nothing from \(rejected.plural("it", "them")) was imported; "
        text += "the other \(others) \(others.plural("was", "were")) \(dryRun ? "read" : "imported"): \(added) \(dryRun ? "to add" : "added")"
        if duplicates > 0 { text += ", \(duplicates.counted("duplicate")) skipped" }
        return text
    }

    /// `NAME=LEVEL`: a mood name (lowercased) and a level as `tracker mood` takes it.
    static func parseMoodMapping(_ text: String) throws -> (String, MoodLevel) {
        guard let equals = text.lastIndex(of: "=") else {
            throw ValueParseError(value: text, reason: "is not a mood mapping; give NAME=LEVEL, such as 'tired=usual'")
        }
        let name = text[..<equals].trimmingSpaces().lowercased()
        let levelText = String(text[text.index(after: equals)...])
        guard !name.isEmpty, let level = MoodLevel(parsing: levelText) else {
            throw ValueParseError(value: text, reason: "is not a mood mapping; give NAME=LEVEL with a level among \(MoodLevel.acceptedValues), such as 'tired=usual'")
        }
        return (name, level)
    }

    /// `runs.csv: 12 added, 1 duplicate skipped` or `bad.gpx:14: rejected: ...`.
    static func line(_ report: FileReport, dryRun: Bool) -> String {
        if let error = report.error, error.isNotAnActivity {
            return TerminalText.escape("\(error.file): skipped: \(error.reason)")
        }
        if let error = report.error {
            // What the file is, when its content and its name disagree, says more than the parser.
            if let sniffed = FileContent.reason(rejecting: report.path) {
                return TerminalText.escape("\(error.file): rejected: \(sniffed)")
            }
            let location = ImportError(file: error.file, error.location, "").description.dropLast(2)
            return TerminalText.escape("\(location): rejected: \(error.reason)")
        }
        var text = "\(report.path): \(report.added) \(dryRun ? "to add" : "added")"
        if !report.merged.isEmpty {
            text += ", \(dryRun ? "would be merged" : "merged") into " + report.merged.map { "#\($0)" }.joined(separator: ", ")
        }
        if report.duplicates > 0 { text += ", \(report.duplicates.counted("duplicate")) skipped" }
        if let recordings = report.recordings, recordings.listed > 0 {
            text += "; " + recordingText(recordings, dryRun: dryRun)
        }
        for note in report.notes { text += "; \(note)" }
        return TerminalText.escape(text)
    }

    /// `4 of 5 rows got their recording`, or `5 of 5 rows have their recording (3 had it already)`
    /// once some were attached by an earlier import.
    static func recordingText(_ recordings: RecordingReport, dryRun: Bool) -> String {
        let rows = recordings.listed.counted("row")
        if recordings.alreadyAttached == 0 {
            return "\(recordings.attached) of \(rows) \(dryRun ? "would get" : "got") \(recordings.listed == 1 ? "its" : "their") recording"
        }
        let have = dryRun ? "would have" : recordings.listed == 1 ? "has" : "have"
        return "\(recordings.recorded) of \(rows) \(have) \(recordings.listed == 1 ? "its" : "their") recording "
            + "(\(recordings.alreadyAttached) had it already)"
    }

    /// `export/activities/3.fit.gz: missing; row 3 ('Ride') keeps its CSV totals`.
    static func recordingLine(_ problem: RecordingReport.Problem) -> String {
        TerminalText.escape("\(problem.fileAndReason); \(problem.row.rowDescription) keeps its CSV totals")
    }

    /// `Added 12 from 3 files, 1 duplicate skipped.`; when files were read before,
    /// `Added 12 from 3 new files, 412 already imported, ...`.
    static func summary(_ reports: [FileReport], dryRun: Bool, readBefore: Int = 0) -> String {
        let added = reports.reduce(0) { $0 + $1.added }
        let duplicates = reports.reduce(0) { $0 + $1.duplicates }
        let rejected = reports.filter(\.isRejected).count
        var text = "\(dryRun ? "Dry run: would add" : "Added") \(added) from "
        text += readBefore > 0 ? "\(reports.count.counted("new file")), \(readBefore) already imported" : reports.count.counted("file")
        text += ", \(duplicates.counted("duplicate")) skipped"
        let skipped = reports.filter(\.isSkipped).count
        if skipped > 0 { text += ", \(skipped.counted("file")) skipped as not activities" }
        if rejected > 0 { text += ", \(rejected.counted("file")) rejected" }
        let recordings = reports.compactMap(\.recordings)
        if recordings.contains(where: { $0.listed > 0 }) {
            var total = RecordingReport()
            for report in recordings {
                total.listed += report.listed
                total.attached += report.attached
                total.alreadyAttached += report.alreadyAttached
                total.problems += report.problems
            }
            text += "; " + recordingText(total, dryRun: dryRun)
            if !total.problems.isEmpty {
                let missing = total.problems.filter { $0.error == nil }.count
                var parts: [String] = []
                if missing > 0 { parts.append("\(missing) missing") }
                if total.problems.count > missing { parts.append("\(total.problems.count - missing) unreadable") }
                text += ", " + parts.joined(separator: ", ")
            }
        }
        return text + "."
    }

    /// A Strava CSV's listed recordings: counts, and each row left with its CSV totals.
    static func json(_ recordings: RecordingReport) -> JSONValue {
        .object([
            ("listed", .integer(Int64(recordings.listed))),
            ("attached", .integer(Int64(recordings.attached))),
            ("already_attached", .integer(Int64(recordings.alreadyAttached))),
            ("not_attached", .array(recordings.problems.map { problem in
                .object([
                    ("file", .string(problem.file)),
                    ("activity_id", .string(problem.row.stravaID)),
                    ("missing", .bool(problem.error == nil)),
                    ("reason", .string(problem.error?.description ?? "\(problem.file): missing")),
                ])
            })),
        ])
    }

    /// `+12 new tiles (+140 at zoom 17)`: the map tiles (zoom 14, then 17) no track had visited
    /// before; `nil` when there are none.
    static func newTilesLine(_ counts: [Int], dryRun: Bool) -> String? {
        guard let explorer = counts.first, let small = counts.last, explorer > 0 || small > 0 else { return nil }
        return "\(dryRun ? "Would add " : "")+\(explorer.counted("new tile")) (+\(small) at zoom 17)"
    }

    static func json(_ reports: [FileReport], records: [String], newTiles: [Int] = [], dryRun: Bool, readBefore: Int = 0) -> JSONValue {
        .object([
            ("dry_run", .bool(dryRun)),
            ("already_imported", .integer(Int64(readBefore))),
            ("new_tiles", .object(zip(TileZoom.allCases, newTiles).map { ($0.rawValue, .integer(Int64($1))) })),
            ("added", .integer(Int64(reports.reduce(0) { $0 + $1.added }))),
            ("duplicates", .integer(Int64(reports.reduce(0) { $0 + $1.duplicates }))),
            ("rejected", .integer(Int64(reports.filter(\.isRejected).count))),
            ("skipped", .integer(Int64(reports.filter(\.isSkipped).count))),
            ("new_records", .array(records.map { .string($0) })),
            ("files", .array(reports.map { report in
                var error: JSONValue = .null
                if let failure = report.error {
                    var line: JSONValue = .null, byte: JSONValue = .null
                    switch failure.location {
                    case .line(let value): line = .integer(Int64(value))
                    case .byte(let value): byte = .integer(Int64(value))
                    case .file: break
                    }
                    error = .object([("message", .string(failure.description)), ("line", line), ("byte", byte), ("reason", .string(failure.reason))])
                }
                return .object([
                    ("path", .string(report.path)),
                    ("format", .optional(report.format)),
                    ("added", .integer(Int64(report.added))),
                    ("duplicates", .integer(Int64(report.duplicates))),
                    ("merged_into", .array(report.merged.map { .integer($0) })),
                    ("recordings", report.recordings.map(json) ?? .null),
                    ("notes", .array(report.notes.map { .string($0) })),
                    ("error", error),
                ])
            })),
        ])
    }
}
