#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Turns the sessions of a FIT activity file into activities, each with its stream: the `record`
/// messages between its start and the next session's (position, altitude, distance, heart rate,
/// cadence, power, speed), a new segment where the timer restarted after a stop, and its `lap`
/// messages.
///
/// The totals are the session's (the device's own): distance, climb, and the timer time as the
/// duration (pauses excluded). A session without `start_time` starts at its first record. Sessions
/// are taken in time order; a record a little earlier than one before it takes the latest time, the
/// same rule as GPX and TCX (`SampleTimeOrder`). A file without a session is rebuilt from its records.
struct FITReader {
    let options: ImportOptions
    let fileName: String
    let totalBytes: Int?

    /// The `file_id` type of an activity file.
    static let activityFileType: UInt8 = 4

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let file = try FITDecoder(stream: stream, totalBytes: totalBytes).decode()
        try Self.checkOrder(of: file.records)
        guard !file.sessions.isEmpty else {
            try emit(.activity(try rebuiltActivity(of: file)))
            return
        }
        let starts = try file.sessions.enumerated().map { index, session -> UInt32 in
            guard let startTime = session.startTime ?? (index == 0 ? file.records.first?.timestamp : nil) else {
                throw ImportError(.file, "session \(index + 1) has no start_time and no records to take it from")
            }
            guard startTime >= FITFile.minimumDateTime else {
                throw ImportError(.file, "session \(index + 1) start_time \(startTime) is a relative time (seconds since the device powered on, below 0x10000000), not a date; tracker cannot place it")
            }
            return startTime
        }
        // The sessions in time order (a file may write them in another): each takes the records from its
        // start to the next one's, the first also those before it.
        let order = starts.indices.sorted { starts[$0] != starts[$1] ? starts[$0] < starts[$1] : $0 < $1 }
        for (position, index) in order.enumerated() {
            let session = file.sessions[index]
            let startTime = starts[index]
            let next = position + 1 < order.count ? starts[order[position + 1]] : UInt32.max
            let utc = Int64(startTime) + FITFile.epoch
            var start = options.localInstant(utcSeconds: utc)
            if let offset = file.utcOffset { start.utcOffset = offset }
            let timer = session.totalTimerTime ?? 0
            // Sport 0 (generic) or none names no type: the default applies.
            let named = session.sport.flatMap { ActivityTypeNames.fitType(sport: $0, subSport: session.subSport) }
            let type = named ?? options.defaultType ?? .other
            let samples = try samples(of: file, from: position == 0 ? 0 : startTime, before: next, start: startTime, session: index + 1)
            let activity = Activity(
                start: start, type: type,
                distance: session.totalDistance ?? samples?.totalDistance ?? 0,
                duration: timer > 0 ? timer : (session.totalElapsedTime ?? samples?.elapsedTime ?? 0),
                elevationGain: session.totalAscent ?? samples?.importedClimb ?? 0)
            if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
                throw ImportError(.file, "session \(index + 1): \(problem)")
            }
            let id = file.sessions.count == 1 ? fileName : "\(fileName)#\(index + 1)"
            try emit(.activity(ImportedActivity(activity: activity, stream: samples, source: "fit", sourceID: id)))
        }
    }

    /// Refuses records that run back further than `SampleTimeOrder` orders, in the file's order and
    /// across sessions, so that one rule holds whichever session a record falls in.
    private static func checkOrder(of records: [FITFile.Record]) throws {
        var latest: UInt32?
        for record in records {
            if let last = latest, !SampleTimeOrder.accepts(Double(record.timestamp), after: Double(last)) {
                throw ImportError(.file, "a record's timestamp (\(text(record.timestamp))) is earlier than a record before it (\(text(last))): \(SampleTimeOrder.refusal(Double(record.timestamp), after: Double(last)))")
            }
            latest = max(latest ?? record.timestamp, record.timestamp)
        }
    }

    /// The activity of a file without a `session` message (the battery died, the device crashed
    /// before it wrote one), rebuilt from its records as Garmin Connect and Strava do: from the
    /// first record's time, with the `sport` message's type, the records' distance and climb, and
    /// the time the timer ran as the duration (the records' span without the stops). Only an
    /// activity file whose records hold dates and positions or distance is rebuilt.
    /// - Throws: `ImportError` saying what the file is when it cannot be.
    private func rebuiltActivity(of file: FITFile) throws -> ImportedActivity {
        guard file.fileType == Self.activityFileType else {
            if let type = file.fileType {
                throw ImportError(.file, "is not an activity file: its file type is \(type) (an activity is 4), and it has no session message")
            }
            throw ImportError(.file, "has no file_id and no session message; it is not an activity file")
        }
        guard !file.records.isEmpty, file.lastTimestamp != nil else {
            throw ImportError(.file, "is an activity file (file type 4) without a session message, and \(file.records.isEmpty ? "without records" : "its records have no timestamp") to rebuild it from; the device may have stopped before finishing it")
        }
        let located = file.records.contains { ($0.latitude != nil && $0.longitude != nil) || $0.distance != nil }
        guard let first = file.records.first?.timestamp, located else {
            throw ImportError(.file, "is an activity file (file type 4) without a session message, and its records hold no position or distance to rebuild it from; the device may have stopped before finishing it")
        }
        guard first >= FITFile.minimumDateTime else {
            throw ImportError(.file, "is an activity file (file type 4) without a session message, and its records' timestamp \(first) is a relative time (seconds since the device powered on, below 0x10000000), not a date; tracker cannot place it")
        }
        guard let samples = try samples(of: file, from: 0, before: .max, start: first, session: 1) else {
            throw ImportError(.file, "is an activity file (file type 4) without a session message or records")
        }
        var start = options.localInstant(utcSeconds: Int64(first) + FITFile.epoch)
        if let offset = file.utcOffset { start.utcOffset = offset }
        let named = file.sport.flatMap { ActivityTypeNames.fitType(sport: $0, subSport: file.subSport) }
        let starts = Set(samples.segmentStarts)
        let timer = samples.time.indices.dropFirst().filter { !starts.contains($0) }.reduce(0.0) { $0 + samples.time[$1] - samples.time[$1 - 1] }
        let activity = Activity(
            start: start, type: named ?? options.defaultType ?? .other,
            distance: samples.totalDistance ?? 0, duration: timer > 0 ? timer : samples.elapsedTime,
            elevationGain: samples.importedClimb)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.file, "rebuilt from its records: \(problem)")
        }
        let count = samples.count
        let note = "rebuilt from its \(count) record\(count == 1 ? "" : "s"): the file has no session message (the device stopped before finishing it)"
        return ImportedActivity(activity: activity, stream: samples, source: "fit", sourceID: fileName, note: note)
    }

    /// The stream of the records timed in `[from, before)`, offsets from `start`; `nil` without records.
    private func samples(of file: FITFile, from: UInt32, before: UInt32, start: UInt32, session: Int) throws -> ActivityStream? {
        var builder = StreamBuilder()
        var resumes = file.timerResumes.makeIterator()
        var resume = resumes.next()
        var previous: UInt32?
        // `checkOrder` has refused records that run back too far; the builder reads the rest forward.
        for record in file.records where record.timestamp >= from && record.timestamp < before {
            while let time = resume, time <= record.timestamp {
                if let last = previous, last < time { builder.beginSegment() }
                resume = resumes.next()
            }
            previous = max(previous ?? record.timestamp, record.timestamp)
            var values = SampleValues()
            values[.latitude] = record.latitude
            values[.longitude] = record.longitude
            values[.elevation] = record.elevation
            values[.distance] = record.distance
            values[.heartRate] = record.heartRate
            values[.cadence] = record.cadence
            values[.power] = record.power
            values[.speed] = record.speed
            builder.append(time: Double(record.timestamp), values)
        }
        let laps = file.laps.compactMap { lap -> Lap? in
            guard let lapStart = lap.startTime, lapStart >= from, lapStart < before else { return nil }
            return Lap(
                startOffset: Double(lapStart) - Double(start), duration: lap.totalElapsedTime ?? 0,
                distance: lap.totalDistance ?? 0, averageHeartRate: lap.averageHeartRate,
                maxHeartRate: lap.maxHeartRate, averageCadence: lap.averageCadence, averagePower: lap.averagePower)
        }.filter { $0.startOffset >= 0 }
        do {
            return try builder.build(start: Double(start), laps: laps)
        } catch let error as StreamError {
            throw ImportError(.file, "session \(session): its records cannot be read: \(error.description)")
        }
    }

    private static func text(_ timestamp: UInt32) -> String {
        ISO8601.string(LocalInstant(secondsSince1970: Int64(timestamp) + FITFile.epoch, utcOffset: 0))
    }
}
