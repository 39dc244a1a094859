#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Turns the sessions of a FIT activity file into activities, each with its stream: the `record`
/// messages between its start and the next session's (position, altitude, distance, heart rate,
/// cadence, power, speed), a new segment where the timer restarted after a stop, and its `lap`
/// messages.
///
/// The totals are the session's (the device's own): distance, climb, and the timer time as the
/// duration (pauses excluded). A session without `start_time` starts at its first record.
struct FITReader {
    let options: ImportOptions
    let fileName: String
    let totalBytes: Int?

    /// The `file_id` type of an activity file.
    static let activityFileType: UInt8 = 4

    /// The FIT profile's name of a `file_id` type (`2 (settings)`), or its number alone.
    static func fileTypeName(_ type: UInt8) -> String {
        let names: [UInt8: String] = [
            1: "device", 2: "settings", 3: "sport", 5: "workout", 6: "course", 7: "schedules", 9: "weight", 10: "totals",
            11: "goals", 14: "blood pressure", 15: "monitoring", 20: "activity summary", 28: "daily monitoring",
            32: "monitoring", 34: "segment", 35: "segment list", 40: "data field configuration",
        ]
        return names[type].map { "\(type) (\($0))" } ?? "\(type)"
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let file = try FITDecoder(stream: stream, totalBytes: totalBytes).decode()
        guard !file.sessions.isEmpty else {
            switch file.fileType {
            case Self.activityFileType?:
                throw ImportError(.file, "is an activity file (file type 4) without a session message; the device may have stopped before finishing it")
            case let type?:
                throw ImportError(.file, "not an activity file: its file type is \(Self.fileTypeName(type))", isNotAnActivity: true)
            case nil:
                throw ImportError(.file, "has no file_id and no session message; it is not an activity file")
            }
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
        for (index, session) in file.sessions.enumerated() {
            let startTime = starts[index]
            let next = starts.indices.contains(index + 1) ? starts[index + 1] : UInt32.max
            let utc = Int64(startTime) + FITFile.epoch
            var start = options.localInstant(utcSeconds: utc)
            if let offset = file.utcOffset { start.utcOffset = offset }
            let timer = session.totalTimerTime ?? 0
            // Sport 0 (generic) or none names no type: the default applies.
            let named = session.sport.flatMap { ActivityTypeNames.fitType(sport: $0, subSport: session.subSport) }
            let type = named ?? options.defaultType ?? .other
            let samples = try samples(of: file, from: index == 0 ? 0 : startTime, before: next, start: startTime, session: index + 1)
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

    /// The stream of the records timed in `[from, before)`, offsets from `start`; `nil` without records.
    private func samples(of file: FITFile, from: UInt32, before: UInt32, start: UInt32, session: Int) throws -> ActivityStream? {
        var builder = StreamBuilder()
        var resumes = file.timerResumes.makeIterator()
        var resume = resumes.next()
        var previous: UInt32?
        for record in file.records where record.timestamp >= from && record.timestamp < before {
            if let last = previous, record.timestamp < last {
                throw ImportError(.file, "session \(session): a record's timestamp (\(Self.text(record.timestamp))) is earlier than the one before it (\(Self.text(last))); the times run backwards")
            }
            while let time = resume, time <= record.timestamp {
                if previous != nil, let last = previous, last < time { builder.beginSegment() }
                resume = resumes.next()
            }
            previous = record.timestamp
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
