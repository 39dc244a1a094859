/// The units Apple Health writes beside its numbers, in SI.
enum AppleHealthUnit {
    /// Seconds in one `durationUnit`: `min`, `s`, `hr`; `nil` for a unit it does not know.
    static func seconds(per unit: String) -> Double? {
        switch unit {
        case "s", "sec": 1
        case "min": 60
        case "hr", "h": 3600
        case "ms": 0.001
        default: nil
        }
    }

    /// Meters in one distance unit: `km`, `m`, `mi`, `yd`, `ft`, `cm`; `nil` for another.
    static func meters(per unit: String) -> Double? {
        switch unit {
        case "m": 1
        case "km": 1000
        case "cm": 0.01
        case "mi": 1609.344
        case "yd": 0.9144
        case "ft": 0.3048
        default: nil
        }
    }

    /// Kilocalories in one energy unit: `kcal`, `Cal`, `kJ`, `cal`.
    static func kilocalories(per unit: String) -> Double? {
        switch unit {
        case "kcal", "Cal": 1
        case "kJ": 1 / 4.184
        case "cal": 0.001
        case "J": 1 / 4184
        default: nil
        }
    }

    /// A metadata value with its unit, `4500 cm` or `12.5 m`, in meters.
    static func meters(quantity text: String) -> Double? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let value = Double(parts[0]), let scale = meters(per: String(parts[1])) else { return nil }
        return value * scale
    }
}
