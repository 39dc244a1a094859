#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore

extension ReportPage {
    /// The numbers the script reads, as JSON: the weeks' figures, each metric's line, the
    /// rings' progress and the mood days. Drawing coordinates are in the SVGs' points.
    var data: JSONValue {
        var metrics: [(String, JSONValue)] = []
        for metric in WeekMetric.allCases {
            guard let chart = activityCharts[metric] else { continue }
            var fields: [(String, JSONValue)] = [("best", .string(chart.summary.value)), ("unit", .string(chart.unit))]
            if let geometry = Self.geometry(of: chart) {
                fields += [
                    ("line", .string(geometry.line)), ("area", .string(geometry.area)),
                    ("points", .array(geometry.points.map { .array([.number(Self.rounded($0.x)), .number(Self.rounded($0.y))]) })),
                    ("gradientTop", .number(Self.rounded(geometry.gradientTop))), ("axisTop", .string(geometry.axisTop)),
                ]
            }
            metrics.append((metric.rawValue, .object(fields)))
        }
        var fields: [(String, JSONValue)] = [
            ("metric", .string(metric.rawValue)),
            ("selected", .integer(Int64(selected))),
            ("curve", .string(activityChart?.interpolation.rawValue ?? Interpolation.linear.rawValue)),
            ("weeks", .array(weeks.map { week in
                .object([
                    ("label", .string(week.label)), ("caption", .string(week.caption)),
                    ("distance", .string(week.distance)), ("duration", .string(week.duration)),
                    ("elevation", .string(week.elevation)), ("activities", .integer(Int64(week.activities))),
                ])
            })),
            ("metrics", .object(metrics)),
        ]
        if let rings, let center = ringsCenter {
            fields.append(("rings", .object([
                ("center", .array([.number(Self.rounded(center.x)), .number(Self.rounded(center.y))])),
                ("progress", .array(rings.rings.map { .number(Self.drawnProgress($0.progress)) })),
            ])))
        }
        fields.append(("mood", .array(moodDays.map { day in
            .object([("day", .string(day.label)), ("level", .string(day.level.displayName)), ("note", JSONValue.optional(day.note))])
        })))
        if parts.contains(.curve), let curve = curveData { fields.append(("durationCurve", curve)) }
        return .object(fields)
    }

    /// The progress a ring's path covers as `SVGCanvas` writes it: beyond two turns, one turn
    /// and the remainder, which end at the same angle (so the script's head follows the path).
    static func drawnProgress(_ progress: Double) -> Double {
        guard progress.isFinite, progress > 0 else { return 0 }
        return progress > 2 ? 1 + progress.truncatingRemainder(dividingBy: 1) : progress
    }

    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// JSON made safe inside `<script type="application/json">`: `</` cannot close the
    /// element and `<!--` cannot open the parser's escaped state (both still parse as the
    /// same JSON strings).
    public static func scriptData(_ json: String) -> String {
        json.replacing("</", with: "<\\/").replacing("<!--", with: "\\u003C!--")
    }
}
