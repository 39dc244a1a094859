#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads Garmin Connect's `DI_CONNECT/DI-Connect-Fitness/*_summarizedActivities.json`: an array
/// holding one object whose `summarizedActivitiesExport` lists every activity's totals. Each is an
/// activity without a stream; one whose file the export also holds is the same activity, which the
/// destination's rule (`DuplicateIndex`) counts once.
///
/// Garmin's units: `startTimeGmt` and `startTimeLocal` in Unix milliseconds (the local one written
/// as if UTC, so their difference is the offset), `duration` in milliseconds, `distance` and
/// `elevationGain` in centimetres, `activityType` a type key (`running`, `trail_running`).
struct GarminSummaryReader {
    let options: ImportOptions
    /// A summary file is a few MB for thousands of activities.
    static let maximumBytes = 64 << 20

    struct Export: Decodable {
        var summarizedActivitiesExport: [Summary]?
    }

    struct Summary: Decodable {
        var activityId: Int64?
        var name: String?
        var activityType: String?
        var startTimeGmt: Double?
        var startTimeLocal: Double?
        var beginTimestamp: Double?
        var duration: Double?
        var distance: Double?
        var elevationGain: Double?
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let bytes = try stream.readAll(limit: Self.maximumBytes)
        let exports: [Export]
        do {
            exports = try JSONDecoder().decode([Export].self, from: Data(bytes))
        } catch {
            throw ImportError(.file, "is not Garmin's summarized activities: an array of objects with summarizedActivitiesExport was expected (\(Self.reason(error)))")
        }
        var index = 0
        for export in exports {
            for summary in export.summarizedActivitiesExport ?? [] {
                index += 1
                try emit(.activity(try activity(summary, index: index)))
            }
        }
    }

    private func activity(_ summary: Summary, index: Int) throws -> ImportedActivity {
        let label = summary.activityId.map { "activity \($0)" } ?? "activity \(index)"
        guard let gmt = summary.startTimeGmt ?? summary.beginTimestamp, gmt.isFinite else {
            throw ImportError(.file, "\(label) has no startTimeGmt")
        }
        let seconds = Int64((gmt / 1000).rounded(.down))
        // The local time minus the UTC time, to the quarter hour: the offset the watch was at.
        let offset = summary.startTimeLocal.map { Int((($0 - gmt) / 1000 / 900).rounded()) * 900 }
        let start = offset.flatMap { abs($0) <= 18 * 3600 ? LocalInstant(secondsSince1970: seconds, utcOffset: $0) : nil }
            ?? options.localInstant(utcSeconds: seconds)
        let duration = (summary.duration ?? 0) / 1000
        let distance = (summary.distance ?? 0) / 100
        guard duration.isFinite, duration >= 0, distance.isFinite, distance >= 0 else {
            throw ImportError(.file, "\(label) has a negative duration or distance")
        }
        let activity = Activity(
            start: start, type: options.type(named: summary.activityType), name: summary.name,
            distance: distance, duration: duration,
            elevationGain: max(0, (summary.elevationGain ?? 0) / 100))
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.file, "\(label): \(problem)")
        }
        return ImportedActivity(activity: activity, source: "garmin", sourceID: summary.activityId.map(String.init))
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
