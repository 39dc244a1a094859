#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses the distances, durations and elevations people type, into SI units.
///
/// Every function rejects negative, NaN, infinite and malformed numbers: only plain
/// decimal digits with an optional fraction are numbers here (no `1e3`, no `inf`); values
/// beyond `ActivityLimits`, the same limits imports obey, are refused.
public enum ValueParser {
    static let distanceHint = "is not a distance; use a number with an optional km, mi, m or yd suffix (5.2, 5.2km, 5k, 3.1mi, 800m, 500yd)"
    static let durationHint = "is not a duration; use seconds (2700), mm:ss (45:00), h:mm:ss (1:02:03) or units (1h2m3s, 45m, 45min, 1h)"
    static let elevationHint = "is not an elevation; use a number with an optional m or ft suffix (156, 156m, 512ft)"

    /// Meters, from `5.2km`, `3.1mi`, `800m`, `500yd` or a bare number: in `units`' distance unit
    /// (km or mi), or for the swim family in metres or yards (`-t swim -d 500` is 500 m).
    public static func distance(_ text: String, units: UnitSystem, family: ActivityFamily? = nil) throws -> Double {
        let bare = family.map { units.metersPerDistanceUnit(of: $0) } ?? units.metersPerDistanceUnit
        let factors = distanceUnits.merging(["": bare]) { unit, _ in unit }
        let meters = try quantity(text, noun: "distance", hint: distanceHint, factors: factors)
        return try bounded(meters, ActivityLimits.maximumDistance, text, "a distance must be at most \(ActivityLimits.distanceText)")
    }

    /// The words a distance's unit may be written as, in meters.
    static let distanceUnits: [String: Double] = [
        "km": 1000, "k": 1000, "kms": 1000,
        "mi": UnitSystem.metersPerMile, "mile": UnitSystem.metersPerMile, "miles": UnitSystem.metersPerMile, "m": 1,
        "yd": UnitSystem.metersPerYard, "yds": UnitSystem.metersPerYard, "yard": UnitSystem.metersPerYard,
        "yards": UnitSystem.metersPerYard,
    ]

    /// Every word a distance, elevation or duration takes as its unit (`km`, `ft`, `min`...),
    /// and the spelled-out names people type, lowercased: a stray one on the command line was
    /// most likely split from its number.
    public static var unitWords: Set<String> {
        Set(distanceUnits.keys).union(durationUnits.keys).union(["ft", "feet", "meters", "metres", "kilometers", "kilometres"])
    }

    /// Meters, from `156` (in `units`' elevation unit), `156m` or `512ft`.
    public static func elevation(_ text: String, units: UnitSystem) throws -> Double {
        let factors = ["": units.metersPerElevationUnit, "m": 1, "ft": UnitSystem.metersPerFoot]
        let meters = try quantity(text, noun: "elevation", hint: elevationHint, factors: factors)
        return try bounded(meters, ActivityLimits.maximumElevationGain, text, "an elevation must be at most \(ActivityLimits.elevationText)")
    }

    private static func bounded(_ value: Double, _ maximum: Double, _ text: String, _ limit: String) throws -> Double {
        guard value <= maximum else { throw ValueParseError(value: text, reason: "is too large; \(limit)") }
        return value
    }

    /// Seconds, from `2700`, `45:00`, `1:02:03`, `1h2m3s`, `45m` or `1h`. Zero is rejected:
    /// every activity lasts some time.
    public static func duration(_ text: String) throws -> Double {
        let trimmed = text.trimmingSpaces().lowercased()
        guard !trimmed.isEmpty else { throw ValueParseError(value: text, reason: durationHint) }
        // Said as a distance's sign is: the number is fine, its sign is not.
        if trimmed.hasPrefix("-") {
            throw ValueParseError(value: text, reason: "is negative; a duration must be longer than zero")
        }
        let seconds: Double
        if trimmed.contains(":") {
            seconds = try clockDuration(trimmed, original: text)
        } else if let plain = decimal(trimmed) {
            seconds = plain
        } else {
            seconds = try unitDuration(trimmed, original: text)
        }
        guard seconds > 0 else {
            throw ValueParseError(value: text, reason: "is not a duration: it must be longer than zero")
        }
        return try bounded(seconds, ActivityLimits.maximumDuration, text, "a duration must be at most \(ActivityLimits.durationText)")
    }

    /// A non-negative decimal made only of digits and at most one point, or `nil`.
    public static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text != "." else { return nil }
        var sawPoint = false
        for character in text {
            if character == "." {
                if sawPoint { return nil }
                sawPoint = true
            } else if !(character.isASCII && character.isNumber) {
                return nil
            }
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: - Private

    /// A non-negative number with an optional unit suffix, times that suffix's factor.
    private static func quantity(_ text: String, noun: String, hint: String, factors: [String: Double]) throws -> Double {
        let trimmed = text.trimmingSpaces().lowercased()
        if trimmed.hasPrefix("-") {
            throw ValueParseError(value: text, reason: "is negative; a \(noun) must be zero or more")
        }
        let numberPart = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let suffix = trimmed.dropFirst(numberPart.count).trimmingSpaces()
        guard let number = decimal(String(numberPart)), let factor = factors[suffix] else {
            throw ValueParseError(value: text, reason: hint)
        }
        return number * factor
    }

    private static func clockDuration(_ text: String, original: String) throws -> Double {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count) else { throw ValueParseError(value: original, reason: durationHint) }
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            // Only the last field (seconds) may carry a fraction; inner fields are two digits.
            let isLast = index == parts.count - 1
            guard let value = decimal(part), isLast || !part.contains(".") else {
                throw ValueParseError(value: original, reason: durationHint)
            }
            if index > 0 && (value >= 60 || part.prefix { $0 != "." }.count != 2) {
                throw ValueParseError(value: original, reason: "is not a duration: minutes and seconds after a colon must be two digits below 60")
            }
            numbers.append(value)
        }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }

    /// The words a duration's units may be written as, by unit.
    private static let durationUnits: [String: Double] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    /// `1h2m3s`, `45m`, `45min`, `1hr 30min`: numbers each followed by a unit, largest first.
    private static func unitDuration(_ text: String, original: String) throws -> Double {
        var total = 0.0
        var number = ""
        var unit = ""
        var lastScale = Double.infinity
        func take() throws {
            // Units must come once each, largest first: 1h2m3s, not 3s1h.
            guard let value = decimal(number), let factor = durationUnits[unit], factor < lastScale else {
                throw ValueParseError(value: original, reason: durationHint)
            }
            total += value * factor
            lastScale = factor
            (number, unit) = ("", "")
        }
        for character in text where character != " " {
            if character.isLetter {
                unit.append(character)
            } else {
                if !unit.isEmpty { try take() }
                number.append(character)
            }
        }
        if !unit.isEmpty { try take() }
        guard number.isEmpty, lastScale.isFinite else { throw ValueParseError(value: original, reason: durationHint) }
        return total
    }
}
