import Foundation
import TrackerCore
import TrackerTime

/// The value parsers: what people type after `--distance`, `--duration`, `--elevation`,
/// `--date`. Each accepted value must be finite, in range, and printable without trapping;
/// each refusal must name the text it was given.
extension FuzzTargets {
    static let numberTokens = ["km", "mi", "m", "ft", "h", "s", ":", ".", " ", "-", "+", "e", "1:02:03", "45:00", "1h2m3s"]
    static let dateTokens = ["T", "Z", "z", "+01:00", "-0530", "+14", ":", "-", " ", "today", "yesterday", "now", "2026-11-29", "07:30", "2024-02-29", "9999-12-31", "0001-01-01", "24:00", "23:59:60", "am", "pm", "ago", "last", "monday", "nov", "3d", "2w"]

    static let clock = Clock(now: Date(timeIntervalSince1970: 1_795_942_800), timeZone: Zone(identifier: "Europe/Lisbon") ?? .utc)

    static var values: [FuzzTarget] {
        [
            FuzzTarget(name: "distance", seeds: ["5.2", "5.2km", "3.1mi", "800m", " 42 km ", "0", ".5"], dictionary: numberTokens) { bytes in
                try measure(bytes) { text, units in try ValueParser.distance(text, units: units) }
            },
            FuzzTarget(name: "elevation", seeds: ["156", "156m", "512ft", "0", "1.5"], dictionary: numberTokens) { bytes in
                try measure(bytes) { text, units in try ValueParser.elevation(text, units: units) }
            },
            FuzzTarget(name: "duration", seeds: ["2700", "45:00", "1:02:03", "1h2m3s", "45m", "1h", "0.5s", "90 s"], dictionary: numberTokens) { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                do {
                    let seconds = try ValueParser.duration(text)
                    try FuzzViolation.check(seconds.isFinite && seconds > 0, "duration \(seconds) from '\(text)'")
                    for units in UnitSystem.allCases {
                        let formatter = DisplayFormatter(units: units)
                        _ = formatter.clockDuration(seconds)
                        _ = formatter.totalDuration(seconds)
                        for type in ActivityType.allCases { _ = formatter.pace(distance: 1, duration: seconds, type: type) }
                    }
                    return "ok|" + shape(text)
                } catch let error as ValueParseError {
                    try FuzzViolation.check(error.value == text, "the error names '\(error.value)', not the input '\(text)'")
                    return error.reason + "|" + shape(text)
                }
            },
            FuzzTarget(name: "date", seeds: ["2026-11-29", "2026-11-29T07:30", "2026-11-29T07:30:00+01:00", "2026-11-29 07:30Z", "today", "yesterday", "now", "2026-03-29T01:30", "yesterday 7am", "last monday", "-3d", "Nov 20", "2026-11-20T7:30"], dictionary: dateTokens) { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                do {
                    let when = try When(parsing: text, clock: clock)
                    let lower = when.lowerBound(clock: clock), upper = when.upperBound(clock: clock)
                    try FuzzViolation.check(lower < upper, "empty range \(lower) ..< \(upper) from '\(text)'")
                    let start = when.activityStart(clock: clock)
                    try FuzzViolation.check(abs(start.utcOffset) <= 18 * 3600, "offset \(start.utcOffset) from '\(text)'")
                    _ = DisplayFormatter(units: .metric).dateTime(start)
                    _ = ISO8601.string(start)
                    _ = when.day.iso
                    return "ok|" + shape(text)
                } catch let error as ValueParseError {
                    try FuzzViolation.check(error.value == text, "the error names '\(error.value)', not the input '\(text)'")
                    return error.reason + "|" + shape(text)
                }
            },
        ]
    }

    /// Distances and elevations: parsed in both unit systems, then printed.
    private static func measure(_ bytes: [UInt8], _ parse: (String, UnitSystem) throws -> Double) throws -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var signature = ""
        for units in UnitSystem.allCases {
            do {
                let meters = try parse(text, units)
                try FuzzViolation.check(meters.isFinite && meters >= 0, "\(meters) m from '\(text)'")
                let formatter = DisplayFormatter(units: units)
                _ = formatter.distance(meters)
                _ = formatter.elevation(meters)
                for type in ActivityType.allCases { _ = formatter.pace(distance: meters, duration: 1, type: type) }
                signature += "ok;"
            } catch let error as ValueParseError {
                try FuzzViolation.check(error.value == text, "the error names '\(error.value)', not the input '\(text)'")
                signature += error.reason + ";"
            }
        }
        return signature + "|" + shape(text)
    }

    /// The input's outline: digits become 9, letters a, runs collapse (`2026-11-29T07:30` is
    /// `9-9-9a9:9`). New outlines join the corpus, so mutation explores new syntax.
    static func shape(_ text: String) -> String {
        var outline = ""
        for character in text.prefix(64) {
            let symbol: Character = character.isASCII && character.isNumber ? "9" : character.isLetter ? "a" : character
            if outline.last != symbol { outline.append(symbol) }
            if outline.count == 12 { break }
        }
        return outline
    }
}
