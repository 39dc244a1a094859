/// Horizontal bars in text, with eighth-of-a-cell resolution (`█████▍`).
enum TextBar {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar of `width` cells for `value` out of `maximum`. Empty for zero; any value above
    /// zero shows at least a sliver, so a short week never looks like an empty one.
    static func bar(_ value: Double, maximum: Double, width: Int) -> String {
        guard value > 0, maximum > 0, width > 0 else { return "" }
        let units = max(1, Int((min(1, value / maximum) * Double(width * 8)).rounded()))
        return String(repeating: "█", count: units / 8) + eighths[units % 8]
    }

    /// A progress gauge of exactly `width` cells: filled `█` then empty `░`, capped at full.
    static func gauge(_ fraction: Double, width: Int) -> String {
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded(.down))))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
