#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerTime

/// Writes one activity with its stream as a GPX 1.1 track, so that a route can go to any other
/// tool: `<trk>` with the name, notes and type, one `<trkseg>` per recording segment, and per
/// sample `<trkpt lat lon>` with `<ele>`, `<time>` (UTC), Garmin's TrackPointExtension for heart
/// rate and cadence, and power in watts as a `<power>` extension: the form Strava writes and reads,
/// and the one `GPXReader` reads back (Garmin's TrackPointExtension has no power).
///
/// Pure: text out, nothing written. The element order is the schema's (ele, time, extensions), and
/// numbers are plain decimals as `xsd:decimal` wants: no exponents.
public enum GPXWriter {
    public static let namespace = "http://www.topografix.com/GPX/1/1"
    public static let trackPointExtension = "http://www.garmin.com/xmlschemas/TrackPointExtension/v1"

    /// The GPX text of `activity` and its `stream`, or `nil` when the stream has no positions
    /// (a track point needs both).
    public static func document(_ activity: Activity, stream: ActivityStream) -> String? {
        guard let latitude = stream.latitude, let longitude = stream.longitude, stream.count > 0 else { return nil }
        let start = Double(activity.start.secondsSince1970)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="tracker" xmlns="\(namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:gpxtpx="\(trackPointExtension)" xsi:schemaLocation="\(namespace) http://www.topografix.com/GPX/1/1/gpx.xsd \
            \(trackPointExtension) http://www8.garmin.com/xmlschemas/TrackPointExtensionv1.xsd">
              <metadata>\n
            """
        if let name = activity.name { text += "    <name>\(XMLText.escape(name))</name>\n" }
        text += "    <time>\(timestamp(start))</time>\n  </metadata>\n  <trk>\n"
        if let name = activity.name { text += "    <name>\(XMLText.escape(name))</name>\n" }
        if let notes = activity.notes { text += "    <desc>\(XMLText.escape(notes))</desc>\n" }
        text += "    <type>\(typeName(activity.type))</type>\n    <trkseg>\n"
        let segmentStarts = Set(stream.segmentStarts)
        for index in 0..<stream.count {
            if segmentStarts.contains(index) { text += "    </trkseg>\n    <trkseg>\n" }
            // The schema's longitude stops short of 180: the same meridian is written as -180.
            let lon = longitude[index] >= 180 ? -180 : longitude[index]
            text += "      <trkpt lat=\"\(decimal(latitude[index], digits: 7))\" lon=\"\(decimal(lon, digits: 7))\">"
            if let elevation = stream.elevation { text += "<ele>\(decimal(elevation[index], digits: 1))</ele>" }
            text += "<time>\(timestamp(start + stream.time[index]))</time>"
            let heartRate = stream.heartRate?[index], cadence = stream.cadence?[index], power = stream.power?[index]
            if heartRate != nil || cadence != nil || power != nil {
                text += "<extensions>"
                if let power { text += "<power>\(watts(power))</power>" }
                if heartRate != nil || cadence != nil {
                    text += "<gpxtpx:TrackPointExtension>"
                    if let heartRate { text += "<gpxtpx:hr>\(bounded(heartRate))</gpxtpx:hr>" }
                    if let cadence { text += "<gpxtpx:cad>\(bounded(cadence))</gpxtpx:cad>" }
                    text += "</gpxtpx:TrackPointExtension>"
                }
                text += "</extensions>"
            }
            text += "</trkpt>\n"
        }
        text += "    </trkseg>\n  </trk>\n</gpx>\n"
        return text
    }

    /// The `<type>` of each type: Garmin Connect's name for the five it shares with tracker's first
    /// types, else tracker's own name; every one reads back as the same type.
    public static func typeName(_ type: ActivityType) -> String {
        switch type {
        case .run: return "running"
        case .ride: return "cycling"
        case .walk: return "walking"
        case .hike: return "hiking"
        case .swim: return "swimming"
        default: return type.rawValue
        }
    }

    /// `2026-11-29T06:30:00Z`, with milliseconds when the instant has a fraction of a second.
    static func timestamp(_ seconds: Double) -> String {
        let whole = seconds.rounded(.down)
        let milliseconds = Int(((seconds - whole) * 1_000).rounded())
        let instant = LocalInstant(secondsSince1970: Int64(whole) + (milliseconds == 1_000 ? 1 : 0), utcOffset: 0)
        let text = String(ISO8601.string(instant).dropLast(6)) // without "+00:00"
        let fraction = milliseconds % 1_000
        return text + (fraction == 0 ? "" : String(printf: ".%03d", fraction)) + "Z"
    }

    /// `value` with `digits` decimals, never in exponent notation, never `-0`.
    static func decimal(_ value: Double, digits: Int) -> String {
        let text = String(printf: "%.\(digits)f", value)
        return Double(text) == 0 ? String(printf: "%.\(digits)f", 0.0) : text
    }

    /// Whole watts, as the stream stores them, never negative.
    static func watts(_ value: Double) -> Int {
        Int(max(value.rounded(), 0))
    }

    /// A whole, non-negative number within the extension's byte range.
    static func bounded(_ value: Double) -> Int {
        Int(min(max(value.rounded(), 0), 255))
    }
}
