#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Turns the sessions of a FIT activity file into activities.
struct FITReader {
    let options: ImportOptions
    let fileName: String
    let totalBytes: Int?

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let file = try FITDecoder(stream: stream, totalBytes: totalBytes).decode()
        guard !file.sessions.isEmpty else {
            throw ImportError(.file, "has no session message; it is not an activity file (file type \(file.fileType.map(String.init) ?? "unknown"))")
        }
        for (index, session) in file.sessions.enumerated() {
            guard let startTime = session.startTime else {
                throw ImportError(.file, "session \(index + 1) has no start_time")
            }
            guard startTime >= FITFile.minimumDateTime else {
                throw ImportError(.file, "session \(index + 1) start_time \(startTime) is a relative time (seconds since the device powered on, below 0x10000000), not a date; tracker cannot place it")
            }
            let utc = Int64(startTime) + FITFile.epoch
            var start = options.localInstant(utcSeconds: utc)
            if let offset = file.utcOffset { start.utcOffset = offset }
            let timer = session.totalTimerTime ?? 0
            // Sport 0 (generic) or none names no type: the default applies.
            let named = session.sport.flatMap { ActivityTypeNames.fitType(sport: $0, subSport: session.subSport) }
            let type = named ?? options.defaultType ?? .other
            let activity = Activity(
                start: start, type: type,
                distance: session.totalDistance ?? 0,
                duration: timer > 0 ? timer : (session.totalElapsedTime ?? 0),
                elevationGain: session.totalAscent ?? 0)
            if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
                throw ImportError(.file, "session \(index + 1): \(problem)")
            }
            let id = file.sessions.count == 1 ? fileName : "\(fileName)#\(index + 1)"
            try emit(.activity(ImportedActivity(activity: activity, source: "fit", sourceID: id)))
        }
    }
}
