#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Reads one file with the reader its format needs, on the thread that runs it, and sends
/// the records into a `RecordPipe` in batches, each stream with what the destination derives
/// from it (`derive`), computed here rather than on the writer's thread.
final class FileReadTask: @unchecked Sendable {
    private let stream: ByteStream
    private let format: ImportFormat
    private let options: ImportOptions
    private let name: String
    private let totalBytes: Int?
    private let onListedFile: (ListedFile) -> Void
    private let special: SpecialReader?
    private let derive: (@Sendable (ActivityStream, ActivityType) -> DerivedStream?)?
    private let stages: ImportStages?
    /// `stream`, timed, when the stages are counted.
    private let timed: TimedByteStream?

    /// Everything is handed over to the reading thread, which alone uses it until it finishes.
    init(stream: ByteStream, format: ImportFormat, options: ImportOptions, name: String, totalBytes: Int?,
         onListedFile: @escaping (ListedFile) -> Void, special: SpecialReader? = nil,
         derive: (@Sendable (ActivityStream, ActivityType) -> DerivedStream?)? = nil, stages: ImportStages? = nil) {
        self.special = special
        self.derive = derive
        self.stages = stages
        timed = stages == nil ? nil : TimedByteStream(stream)
        self.stream = timed ?? stream
        self.format = format
        self.options = options
        self.name = name
        self.totalBytes = totalBytes
        self.onListedFile = onListedFile
    }

    func run(into pipe: RecordPipe) {
        let started = stages == nil ? 0 : ImportStages.threadSeconds()
        var deriving = 0.0
        defer {
            if let stages {
                stages.addReading(total: ImportStages.threadSeconds() - started, read: timed?.seconds ?? 0, derive: deriving)
            }
        }
        var batch: [ImportRecord] = []
        batch.reserveCapacity(RecordPipe.batchSize)
        do {
            try read(pipe: pipe) { record in
                var record = record
                if let derive, case .activity(var imported) = record, let stream = imported.stream {
                    let start = stages == nil ? 0 : ImportStages.threadSeconds()
                    imported.derived = derive(stream, imported.activity.type)
                    if stages != nil { deriving += ImportStages.threadSeconds() - start }
                    record = .activity(imported)
                }
                batch.append(record)
                if batch.count == RecordPipe.batchSize {
                    try pipe.put(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try pipe.put(batch) }
            pipe.finish(nil)
        } catch {
            pipe.finish(error)
        }
    }

    private func read(pipe: RecordPipe, emit: (ImportRecord) throws -> Void) throws {
        switch special {
        case .garminSummary?:
            pipe.setFormat("garmin")
            try GarminSummaryReader(options: options).read(stream, emit: emit)
            return
        case .appleHealth(let source)?:
            pipe.setFormat("apple-health")
            try AppleHealthReader(options: options, reopen: source.open, route: source.route).read(stream, emit: emit)
            return
        case nil:
            break
        }
        switch format {
        case .csv, .strava, .daylio:
            let reader = CSVReader(stream: stream)
            guard let header = try reader.nextRecord() else { throw ImportError(.file, "is empty") }
            if format != .strava, DaylioCSVReader.recognizes(header) {
                pipe.setFormat("daylio")
                try DaylioCSVReader(options: options).read(reader, header: header, emit: emit)
            } else if format == .daylio {
                throw ImportError(.line(1), "is not a Daylio export: there are no full_date and mood columns")
            } else if StravaCSVReader.recognizes(header) {
                pipe.setFormat("strava")
                var strava = StravaCSVReader(options: options)
                strava.onListedFile = onListedFile
                try strava.read(reader, header: header, emit: emit)
            } else if format == .strava {
                throw ImportError(.line(1), "is not a Strava activities.csv: its header has no Activity ID column in a known language and not the order of Strava's columns")
            } else {
                pipe.setFormat("csv")
                try TrackerCSVReader(decoder: ExportRecordDecoder(options: options, source: "csv")).read(reader, header: header, emit: emit)
            }
        case .json:
            pipe.setFormat("json")
            try TrackerJSONReader(decoder: ExportRecordDecoder(options: options, source: "json")).read(stream, emit: emit)
        case .gpx:
            pipe.setFormat("gpx")
            try GPXReader(options: options, fileName: name).read(stream, emit: emit)
        case .tcx:
            pipe.setFormat("tcx")
            try TCXReader(options: options, fileName: name).read(stream, emit: emit)
        case .fit:
            pipe.setFormat("fit")
            try FITReader(options: options, fileName: name, totalBytes: totalBytes).read(stream, emit: emit)
        case .auto:
            break
        }
    }
}
