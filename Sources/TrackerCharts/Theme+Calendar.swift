extension Theme {
    /// How strongly each of the calendar's four levels shows the accent.
    static let calendarStrengths = [0.3, 0.55, 0.8, 1.0]

    /// The fill of a calendar day of `level` (0 for nothing, 1 to 4 by quartile): the grid's
    /// colour for nothing, then the accent at growing opacity over the background, which an SVG
    /// page writes as the accent's class, so one drawing serves the light and the dark palette.
    public func calendarColor(level: Int) -> Color {
        guard level > 0 else { return grid }
        return accent.opacity(Self.calendarStrengths[min(4, level) - 1])
    }

    /// The same shade as one solid colour, for a terminal, which has no opacity.
    public func solidCalendarColor(level: Int) -> Color {
        guard level > 0 else { return grid }
        let strength = Self.calendarStrengths[min(4, level) - 1]
        func mix(_ over: Double, _ under: Double) -> Double { over * strength + under * (1 - strength) }
        return Color(red: mix(accent.red, background.red), green: mix(accent.green, background.green), blue: mix(accent.blue, background.blue))
    }
}
