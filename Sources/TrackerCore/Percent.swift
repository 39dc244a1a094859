/// Percentages of a goal as people read them.
public enum Percent {
    /// `85%`, rounded down so a goal short of its target never reads 100%; clamped, so no
    /// value (NaN, infinite, absurdly large) can trap the conversion to an integer.
    public static func text(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        let percent = (min(max(fraction, 0), 10_000) * 100).rounded(.down)
        return "\(Int(percent))%"
    }
}
