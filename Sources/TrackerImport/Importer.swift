#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// Imports files into an `ImportDestination`, each file on its own: a file is imported
/// whole or not at all, and one bad file does not stop the others.
///
/// A dry run is the caller's: it runs the import against a destination whose files are
/// kept only until the end (the database's, inside a transaction that is rolled back), so the
/// report is exactly what a real run would say.
public final class Importer {
    /// Progress through the input, for a progress bar.
    public struct Progress: Sendable {
        public var bytesDone: Int
        public var bytesTotal: Int
        public var filesDone: Int
        public var filesTotal: Int
    }

    private let destination: ImportDestination
    private let options: ImportOptions
    let format: ImportFormat
    /// Called as bytes are read and as files finish.
    public var onProgress: ((Progress) -> Void)?
    /// Reads the files found in folders again even when an earlier import read them (`--rescan`).
    public var rescan = false
    /// The threads the import uses (`TRACKER_IMPORT_THREADS`): with 1, every file is read and written
    /// on the calling thread, one after another; with N, each file is read on a thread of its own and
    /// up to N - 1 of the files after it are read ahead while the calling thread writes.
    public var threads = Importer.defaultThreads
    /// Counts each stage's CPU time when set (`TRACKER_IMPORT_STAGES`).
    public var stages: ImportStages?
    var progress = Progress(bytesDone: 0, bytesTotal: 0, filesDone: 0, filesTotal: 0)
    var bytesBeforeCurrentFile = 0
    /// The files being read ahead, by their position among the run's jobs (`Importer+ReadAhead`).
    var readAhead: [Int: ReadAhead] = [:]
    /// CPU seconds the calling thread spent reading files itself (a single-threaded import).
    var inlineReadingSeconds = 0.0

    /// One file to read, as planned before reading starts.
    struct Job {
        var path: String
        var display: String
        var format: ImportFormat
        var size: Int
        /// For the `activities.csv` of a Strava export: the folder whose `activities/` it covers.
        var stravaFolder: String?
        /// A zip archive, whose entries are planned when it is read (`Importer+Archive`).
        var isArchive = false
        /// An archive entry's bytes, read into memory; `path` is then the entry's name.
        var bytes: [UInt8]?
        /// For a file a Strava `activities.csv` lists: its row, which it is merged into.
        var listedRow: ListedFile?
        /// ...and the index of that CSV's report among the run's reports.
        var listingReport: Int?
        /// Found inside a folder given (not named itself): skipped when an earlier import read it.
        var foundInFolder = false
        /// A file read by a reader its extension does not name (Garmin's summaries, Apple Health).
        var special: SpecialReader?
        /// For a zip inside a zip: how many archives hold it, the outermost counting as one.
        var nesting = 1
        /// For a Strava `activities.csv`: the gear its export's `bikes.csv` and `shoes.csv` list,
        /// stored with the CSV's rows.
        var gear: [GearReference] = []
    }

    public init(destination: ImportDestination, options: ImportOptions, format: ImportFormat) {
        self.destination = destination
        self.options = options
        self.format = format
    }

    /// Imports every path (files and folders) and reports per file.
    /// - Throws: only failures of the destination itself (for a database: busy, full);
    ///   problems with a file, and values the destination refuses, are reported in its `FileReport`.
    /// - Parameter standardInput: what `-` among `paths` stands for (the bytes of standard input).
    public func run(paths: [String], standardInput: [UInt8]? = nil) throws -> [FileReport] {
        var reports: [FileReport] = []
        var jobs: [Job] = []
        for path in paths {
            do {
                if path == Importer.standardInputPath, let bytes = standardInput {
                    jobs.append(try standardInputJob(bytes))
                    continue
                }
                jobs += try plan(path)
            } catch let error as ImportError {
                let display = path == Importer.standardInputPath && standardInput != nil ? Importer.standardInputName : path
                var report = FileReport(path: display)
                report.error = error.inFile(display)
                reports.append(report)
            }
        }
        progress = Progress(bytesDone: 0, bytesTotal: jobs.reduce(0) { $0 + $1.size }, filesDone: 0, filesTotal: jobs.count)
        onProgress?(progress)
        let writerStart = stages == nil ? 0 : ImportStages.threadSeconds()
        defer {
            stopReadingAhead()
            stages?.addWriting(total: ImportStages.threadSeconds() - writerStart, inline: inlineReadingSeconds)
        }
        var index = 0
        while index < jobs.count {
            try startReadingAhead(jobs, after: index)
            let job = jobs[index]
            let ahead = readAhead.removeValue(forKey: index)
            index += 1
            let fingerprint = ahead.map(\.fingerprint) ?? Self.fingerprint(of: job)
            let readBefore = try wasReadBefore(job, fingerprint)
            if readBefore { ahead?.stop() }
            if job.isArchive {
                if readBefore {
                    reports.append(FileReport(readBefore: job.display))
                    finished(job)
                    continue
                }
                let archived = try importArchive(job)
                reports += archived
                if let fingerprint, !archived.contains(where: \.isRejected) {
                    try destination.writeFile { try destination.rememberRead(fingerprint, path: job.path) }
                }
                continue
            }
            if let row = job.listedRow, let csv = job.listingReport {
                if readBefore {
                    // Its activity was stored when it was read: the row has its recording.
                    reports[csv].recordings?.alreadyAttached += 1
                    reports.append(FileReport(readBefore: job.display))
                } else {
                    try importListed(job, row: row, fingerprint: fingerprint, into: &reports[csv], reading: ahead?.reading)
                }
                finished(job)
                continue
            }
            let listing = Listing()
            var report = readBefore ? FileReport(readBefore: job.display)
                : try importFile(job, fingerprint: fingerprint, onListedFile: listing.add, reading: ahead?.reading)
            if let folder = job.stravaFolder {
                // The export's activity files not listed in activities.csv are imported on their own.
                let activities = folder + "/activities"
                let files = FileManager.default.fileExists(atPath: activities) ? try plan(activities, recursive: false) : []
                // A rejected activities.csv imported nothing, so every file is imported on its own; so is
                // every file of a folder whose activities.csv was read before.
                let rows = report.isRejected || report.readBefore ? [] : listing.files
                var recordings = RecordingReport()
                var listedJobs: [Job] = []
                var claimed: [String: ListedFile] = [:]
                for row in rows {
                    recordings.listed += 1
                    let path = row.relativePath.map { folder + "/" + $0 }
                    guard let path, Importer.isRegularFile(path) else {
                        recordings.problems.append(.init(file: path ?? folder + "/" + row.filename, row: row, error: nil))
                        continue
                    }
                    if let first = claimed[path] {
                        recordings.problems.append(.init(file: path, row: row, error: ImportError(.file, "is listed by \(first.rowDescription) too, which took it")))
                        continue
                    }
                    claimed[path] = row
                    listedJobs.append(Job(path: path, display: path, format: .auto, size: Importer.size(of: path),
                                          listedRow: row, listingReport: reports.count, foundInFolder: true))
                }
                let remaining = files.filter { claimed[$0.path] == nil }
                if !report.isRejected && !report.readBefore { report.recordings = recordings }
                let added = listedJobs + remaining
                progress.filesTotal += added.count
                progress.bytesTotal += added.reduce(0) { $0 + $1.size }
                jobs.insert(contentsOf: added, at: index)
                shiftReadAhead(from: index, by: added.count)
            }
            reports.append(report)
            finished(job)
        }
        return reports
    }

    /// Collects the files an `activities.csv` lists, as its reader finds them on its own thread;
    /// read by the importer once that thread has finished.
    final class Listing: @unchecked Sendable {
        private(set) var files: [ListedFile] = []
        func add(_ file: ListedFile) { files.append(file) }
    }

    /// The fingerprint of a file read from disk; `nil` for bytes in memory (standard input, an
    /// archive's entries) and for a file that cannot be read, whose reading then reports why.
    static func fingerprint(of job: Job) -> FileFingerprint? {
        guard job.bytes == nil else { return nil }
        return try? FileFingerprint(contentsOf: job.path)
    }

    /// Whether `job` is skipped as read by an earlier import: a file found in a folder (a file named
    /// is always read), unless rescanning.
    func wasReadBefore(_ job: Job, _ fingerprint: FileFingerprint?) throws -> Bool {
        guard job.foundInFolder, !rescan, let fingerprint else { return false }
        return try destination.hasRead(fingerprint)
    }

    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The path that stands for standard input.
    public static let standardInputPath = "-"
    /// How standard input is named in reports.
    public static let standardInputName = "standard input"

    /// Standard input, read into memory, as one file named by what its first bytes are
    /// (tracker's own CSV and JSON exports, Strava and Daylio CSV, GPX, TCX, FIT), unless
    /// `--format` says.
    func standardInputJob(_ bytes: [UInt8]) throws -> Job {
        let display = Importer.standardInputName
        var name = "stdin"
        if format == .auto {
            if ImportFormat.isZip(name: "", prefix: Array(bytes.prefix(4))) {
                throw ImportError(.file, "is a zip archive, which is read from a file only; save it and give its path")
            }
            if bytes.starts(with: [0x1F, 0x8B]) {
                throw ImportError(.file, "is gzip data, whose content cannot be told from its first bytes; pass --format to say what it holds")
            }
            guard let sniffed = ImportFormat.sniffed(from: Array(bytes.prefix(4096))) else {
                throw ImportError(.file, bytes.isEmpty ? "is empty" : "is not a kind tracker imports (CSV, JSON, GPX, TCX or FIT data); pass --format to read it as one of those formats")
            }
            name += "." + sniffed.rawValue
        }
        return Job(path: name, display: display, format: format, size: bytes.count, bytes: bytes)
    }

    /// Counts a file as done for the progress bar.
    func finished(_ job: Job) {
        progress.filesDone += 1
        bytesBeforeCurrentFile += job.size
        progress.bytesDone = bytesBeforeCurrentFile
        onProgress?(progress)
    }

    // MARK: - Planning

    /// The files a path stands for.
    func plan(_ given: String, recursive: Bool = true) throws -> [Job] {
        var path = given
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ImportError(.file, "no such file or folder")
        }
        if status.st_mode & S_IFMT != S_IFDIR {
            // A file named as one tracker reads is that, whatever its first bytes; any other may be a zip.
            let isArchive = ImportFormat.fromExtension(path) == nil
                && ImportFormat.isZip(name: path, prefix: FileByteStream.prefix(of: path, count: 4))
            if format == .auto, path.lowercased().hasSuffix(".xml") {
                return [Job(path: path, display: path, format: format, size: Importer.size(of: path), special: .appleHealth(.file(path)))]
            }
            if format == .auto, path.hasSuffix("_summarizedActivities.json") {
                return [Job(path: path, display: path, format: format, size: Importer.size(of: path), special: .garminSummary)]
            }
            return [Job(path: path, display: path, format: format, size: Importer.size(of: path), isArchive: isArchive)]
        }
        let stravaCSV = path + "/activities.csv"
        if (format == .auto || format == .strava) && recursive && FileManager.default.fileExists(atPath: stravaCSV) {
            var job = Job(path: stravaCSV, display: stravaCSV, format: .strava, size: Importer.size(of: stravaCSV), stravaFolder: path,
                          foundInFolder: true)
            for (name, kind) in StravaGearList.files {
                let file = path + "/" + name
                guard Importer.isRegularFile(file), Importer.size(of: file) <= Importer.maximumGearListBytes,
                      let bytes = FileManager.default.contents(atPath: file) else { continue }
                job.gear += (try? StravaGearList.read(Array(bytes), kind: kind)) ?? []
            }
            return [job]
        }
        if format == .strava && recursive {
            throw ImportError(.file, "is a folder without activities.csv; a Strava export folder has one")
        }
        if recursive, format == .auto, let jobs = try exportFolderJobs(path) {
            return jobs
        }
        if recursive, let activities = Self.garminActivityFolder(in: path) {
            // A mounted Garmin: its activities, not its settings, courses and monitoring files.
            return try plan(activities, recursive: false).filter { ImportFormat.fromExtension($0.path) == .fit }
        }
        let names: [String]
        if recursive {
            guard let all = try? FileManager.default.subpathsOfDirectory(atPath: path) else { throw ImportError(.file, "cannot be listed") }
            names = all
        } else {
            names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        }
        return names.sorted()
            .filter { ImportFormat.fromExtension($0) != nil }
            .map { path + "/" + $0 }
            .filter { var status = stat(); return stat($0, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR }
            .map { Job(path: $0, display: $0, format: format == .strava ? .auto : format, size: Importer.size(of: $0), foundInFolder: true) }
    }

    /// The `GARMIN/Activity` folder of a Garmin device mounted at `path` (or `path` is its `GARMIN`
    /// folder), names in any letter case as devices and file systems vary; `nil` when there is none.
    static func garminActivityFolder(in path: String) -> String? {
        func child(_ name: String, of folder: String) -> String? {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            return names.sorted().first { $0.lowercased() == name && isFolder(folder + "/" + $0) }.map { folder + "/" + $0 }
        }
        if path.lastPathComponent.lowercased() == "garmin", let activity = child("activity", of: path) { return activity }
        return child("garmin", of: path).flatMap { child("activity", of: $0) }
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A gear list larger than this is not read (Strava's are a few hundred bytes).
    static let maximumGearListBytes = 1 << 20

    static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    // MARK: - One file

    /// Imports one file; with a `fingerprint`, a file read whole (or well formed but not an activity)
    /// is remembered as read.
    /// `reading` is the file's reading when it was started ahead.
    func importFile(_ job: Job, fingerprint: FileFingerprint? = nil, onListedFile: @escaping (ListedFile) -> Void = { _ in },
                    reading: Result<FileReading, Error>? = nil) throws -> FileReport {
        var report = FileReport(path: job.display)
        do {
            try destination.writeFile {
                for gear in job.gear { try destination.addGear(gear) }
                _ = try read(job, report: &report, onListedFile: onListedFile, reading: reading)
                if let fingerprint { try destination.rememberRead(fingerprint, path: job.path) }
            }
            report.added = destination.added
            report.duplicates = destination.duplicates
            report.merged = destination.merged
        } catch let error as ImportError {
            report.error = error.inFile(job.display)
            // A watch's settings or monitoring file is read in vain every time unless remembered too.
            if error.isNotAnActivity, let fingerprint {
                try destination.writeFile { try destination.rememberRead(fingerprint, path: job.path) }
            }
        } catch {
            guard let reason = destination.refusalReason(for: error) else { throw error }
            report.error = ImportError(file: job.display, .file, reason)
        }
        return report
    }

    /// Imports a file a Strava `activities.csv` lists, merging its (first) activity into `row`,
    /// and counts the outcome in the CSV's report: attached, attached before, or a problem that
    /// leaves the row with its CSV totals. A row that was not stored itself (the CSV row was an
    /// activity stored before) gets its file imported as any other, by the same-activity rule.
    /// - Throws: only failures of the destination itself.
    func importListed(_ job: Job, row: ListedFile, fingerprint: FileFingerprint? = nil, into csv: inout FileReport,
                      reading: Result<FileReading, Error>? = nil) throws {
        var report = FileReport(path: job.display)
        var recordings = csv.recordings ?? RecordingReport()
        defer { csv.recordings = recordings }
        var attachment: StreamAttachment?
        do {
            try destination.writeFile {
                attachment = try read(job, report: &report, onListedFile: { _ in }, owner: row, reading: reading)
                if let fingerprint { try destination.rememberRead(fingerprint, path: job.path) }
            }
        } catch let error as ImportError {
            recordings.problems.append(.init(file: job.display, row: row, error: error.inFile(job.display)))
            return
        } catch {
            guard let reason = destination.refusalReason(for: error) else { throw error }
            recordings.problems.append(.init(file: job.display, row: row, error: ImportError(file: job.display, .file, reason)))
            return
        }
        // A listed file's activity is its row's recording, not a record of its own: only further
        // activities of the file (more sessions) count as added.
        csv.added += destination.added
        switch attachment {
        case .attached?: recordings.attached += 1
        case .alreadyRecorded?: recordings.alreadyAttached += 1
        case .rowNotStored?, nil:
            // Attached by the rule to the activity the row was taken for, or already there.
            if !destination.merged.isEmpty || destination.added > 0 {
                recordings.attached += 1
                csv.merged += destination.merged
            } else {
                recordings.alreadyAttached += 1
            }
        }
    }

    /// Reads one file into the destination; with an `owner` (the row of a Strava CSV that lists the
    /// file), its first activity is attached to that row, and what became of it is returned. `reading`
    /// is the file's reading when it was started ahead; otherwise it starts here.
    private func read(_ job: Job, report: inout FileReport, onListedFile: @escaping (ListedFile) -> Void,
                      owner: ListedFile? = nil, reading: Result<FileReading, Error>? = nil) throws -> StreamAttachment? {
        let reading = try reading?.get() ?? startReading(job, onListedFile: onListedFile, showsProgress: true)
        defer { reading.stop() }
        let pipe = reading.pipe
        var attachment: StreamAttachment?
        while let batch = try pipe.take() {
            for record in batch {
                switch record {
                case .activity(let imported):
                    if let stream = imported.stream, let problem = ActivityLimits.problem(withElapsed: stream.elapsedTime) {
                        throw ImportError(.file, problem)
                    }
                    if let note = imported.note, !report.notes.contains(note) { report.notes.append(note) }
                    if let owner, attachment == nil {
                        guard let stream = imported.stream else {
                            throw ImportError(.file, "has no recorded samples to give \(owner.rowDescription)")
                        }
                        let outcome = try destination.attach(
                            imported.activity, stream: stream, source: imported.source, sourceID: imported.sourceID,
                            toStravaActivity: owner.stravaID, derived: imported.derived)
                        attachment = outcome
                        if outcome != .rowNotStored { continue }
                    }
                    try destination.add(imported.activity, stream: imported.stream, source: imported.source,
                                        sourceID: imported.sourceID, identity: imported.identity, gear: imported.gear,
                                        derived: imported.derived)
                case .mood(let mood): try destination.add(mood)
                }
            }
        }
        report.format = pipe.formatName
        if owner != nil && attachment == nil { throw ImportError(.file, "holds no activity") }
        return attachment
    }

    /// Starts reading `job`: on a thread of its own, or, for a single-threaded import, whole, here.
    /// `showsProgress` reports its bytes as they are read (the file the writer waits for; files read
    /// ahead report when they are done).
    /// - Throws: `ImportError` for a file that cannot be read as its name or `--format` says.
    func startReading(_ job: Job, onListedFile: @escaping (ListedFile) -> Void, showsProgress: Bool) throws -> FileReading {
        if job.size == 0 { throw ImportError(.file, "is empty") }
        let source: ByteStream
        let gzipped: Bool
        if let bytes = job.bytes {
            source = DataByteStream(bytes)
            gzipped = bytes.starts(with: [0x1F, 0x8B])
        } else {
            let file = try FileByteStream(path: job.path)
            let base = bytesBeforeCurrentFile
            if onProgress != nil && showsProgress {
                file.onRead = { [weak self] count in
                    guard let self else { return }
                    self.progress.bytesDone = base + count
                    self.onProgress?(self.progress)
                }
            }
            source = file
            gzipped = FileByteStream.prefix(of: job.path, count: 2) == [0x1F, 0x8B]
        }
        if job.path.lowercased().hasSuffix(".gz") && !gzipped {
            throw ImportError(.byte(0), "is named .gz but is not gzip data")
        }
        var stream: ByteStream = gzipped ? try GzipByteStream(source: source) : source
        if case .appleHealth(let health)? = job.special, case .archive = health {
            stream = try health.open()
        }
        let name = Importer.sourceName(job.path)
        var format = job.format
        if job.special != nil {
            format = .json
        } else if format == .auto {
            guard let implied = ImportFormat.fromExtension(job.path) else {
                throw ImportError(.file, "is not a kind tracker imports: it reads .csv, .json, .gpx, .tcx and .fit files (optionally .gz), .zip archives and folders; pass --format to read it as one of those formats")
            }
            format = implied
        }
        // The file is parsed on a second thread while this one writes what it has parsed.
        let task = FileReadTask(
            stream: stream, format: format, options: options, name: name,
            totalBytes: gzipped ? nil : job.size, onListedFile: onListedFile, special: job.special,
            derive: destination.streamDeriver, stages: stages)
        if threads <= 1 {
            // The same allocator thresholds as a reading thread's, so the two compare fairly.
            ReaderThread.keepFreedMemory()
            let pipe = RecordPipe(capacity: Int.max)
            let start = stages == nil ? 0 : ImportStages.threadSeconds()
            task.run(into: pipe)
            if stages != nil { inlineReadingSeconds += ImportStages.threadSeconds() - start }
            return FileReading(pipe: pipe, thread: nil)
        }
        let pipe = RecordPipe()
        let thread = try ReaderThread(stackSize: 8 << 20) { task.run(into: pipe) }
        return FileReading(pipe: pipe, thread: thread)
    }

    /// The name kept as a file's source id: its last path component without `.gz`.
    static func sourceName(_ path: String) -> String {
        let name = path.lastPathComponent
        return name.lowercased().hasSuffix(".gz") ? String(name.dropLast(3)) : name
    }
}
