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
    var progress = Progress(bytesDone: 0, bytesTotal: 0, filesDone: 0, filesTotal: 0)
    var bytesBeforeCurrentFile = 0

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
        var index = 0
        while index < jobs.count {
            let job = jobs[index]
            if job.isArchive {
                reports += try importArchive(job)
                index += 1
                continue
            }
            var covered = Set<String>()
            var report = try importFile(job) { covered.insert($0) }
            if let folder = job.stravaFolder {
                // The export's activity files not listed in activities.csv are imported on their own.
                let activities = folder + "/activities"
                let files = FileManager.default.fileExists(atPath: activities) ? try plan(activities, recursive: false) : []
                // A rejected activities.csv imported nothing, so every file is imported on its own.
                let listed = report.isRejected ? [] : covered
                let remaining = files.filter { !listed.contains("activities/" + $0.path.lastPathComponent) }
                report.coveredFiles = files.count - remaining.count
                progress.filesTotal += remaining.count
                progress.bytesTotal += remaining.reduce(0) { $0 + $1.size }
                jobs.insert(contentsOf: remaining, at: index + 1)
            }
            reports.append(report)
            finished(job)
            index += 1
        }
        return reports
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
            return [Job(path: path, display: path, format: format, size: Importer.size(of: path), isArchive: isArchive)]
        }
        let stravaCSV = path + "/activities.csv"
        if (format == .auto || format == .strava) && recursive && FileManager.default.fileExists(atPath: stravaCSV) {
            return [Job(path: stravaCSV, display: stravaCSV, format: .strava, size: Importer.size(of: stravaCSV), stravaFolder: path)]
        }
        if format == .strava && recursive {
            throw ImportError(.file, "is a folder without activities.csv; a Strava export folder has one")
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
            .map { Job(path: $0, display: $0, format: format == .strava ? .auto : format, size: Importer.size(of: $0)) }
    }

    static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    // MARK: - One file

    func importFile(_ job: Job, onFilename: @escaping (String) -> Void) throws -> FileReport {
        var report = FileReport(path: job.display)
        do {
            try destination.writeFile {
                try read(job, report: &report, onFilename: onFilename)
            }
            report.added = destination.added
            report.duplicates = destination.duplicates
            report.merged = destination.merged
        } catch let error as ImportError {
            report.error = error.inFile(job.display)
        } catch {
            guard let reason = destination.refusalReason(for: error) else { throw error }
            report.error = ImportError(file: job.display, .file, reason)
        }
        return report
    }

    private func read(_ job: Job, report: inout FileReport, onFilename: @escaping (String) -> Void) throws {
        if job.size == 0 { throw ImportError(.file, "is empty") }
        let source: ByteStream
        let gzipped: Bool
        if let bytes = job.bytes {
            source = DataByteStream(bytes)
            gzipped = bytes.starts(with: [0x1F, 0x8B])
        } else {
            let file = try FileByteStream(path: job.path)
            let base = bytesBeforeCurrentFile
            if onProgress != nil {
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
        let stream: ByteStream = gzipped ? try GzipByteStream(source: source) : source
        let name = Importer.sourceName(job.path)
        var format = job.format
        if format == .auto {
            guard let implied = ImportFormat.fromExtension(job.path) else {
                throw ImportError(.file, "is not a kind tracker imports: it reads .csv, .json, .gpx, .tcx and .fit files (optionally .gz), .zip archives and folders; pass --format to read it as one of those formats")
            }
            format = implied
        }
        // The file is parsed on a second thread while this one writes what it has parsed.
        let pipe = RecordPipe()
        let task = FileReadTask(
            stream: stream, format: format, options: options, name: name,
            totalBytes: gzipped ? nil : job.size, onFilename: onFilename)
        let thread = try ReaderThread(stackSize: 8 << 20) { task.run(into: pipe) }
        defer {
            pipe.cancel()
            thread.join()
        }
        while let batch = try pipe.take() {
            for record in batch {
                switch record {
                case .activity(let imported):
                    if let stream = imported.stream, let problem = ActivityLimits.problem(withElapsed: stream.elapsedTime) {
                        throw ImportError(.file, problem)
                    }
                    try destination.add(imported.activity, stream: imported.stream, source: imported.source, sourceID: imported.sourceID)
                    if let note = imported.note, !report.notes.contains(note) { report.notes.append(note) }
                case .mood(let mood): try destination.add(mood)
                }
            }
        }
        report.format = pipe.formatName
    }

    /// The name kept as a file's source id: its last path component without `.gz`.
    static func sourceName(_ path: String) -> String {
        let name = path.lastPathComponent
        return name.lowercased().hasSuffix(".gz") ? String(name.dropLast(3)) : name
    }
}
