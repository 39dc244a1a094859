extension Theme {
    /// The shade of a calendar day of `level` (0 for nothing, 1 to 4 by quartile): the grid's
    /// colour for nothing, then the accent laid over the background at growing strength.
    public func calendarColor(level: Int) -> Color {
        guard level > 0 else { return grid }
        let strength = [0.3, 0.55, 0.8, 1.0][min(4, level) - 1]
        func mix(_ over: Double, _ under: Double) -> Double { over * strength + under * (1 - strength) }
        return Color(
            red: mix(accent.red, background.red), green: mix(accent.green, background.green), blue: mix(accent.blue, background.blue))
    }
}
