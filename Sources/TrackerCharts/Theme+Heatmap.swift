extension Theme {
    /// A heatmap's colours from the least to the most travelled: on the dark background, deep red
    /// through Strava's orange to a white-hot yellow; on the light one, a pale orange through red to
    /// a dark plum, so the busiest roads stand out against white.
    public var heatmapRamp: [Color] {
        switch name {
        case .dark:
            [Color(hex: 0x6B1A0E), Color(hex: 0xC8290F), Color(hex: 0xFC5200), Color(hex: 0xFFB52E), Color(hex: 0xFFF4CC)]
        case .light:
            [Color(hex: 0xFDB37A), Color(hex: 0xFC5200), Color(hex: 0xD7263D), Color(hex: 0x8E1244), Color(hex: 0x3D0B3A)]
        }
    }

    /// The ramp's colour at `level` (0...1), between its stops.
    public func heatmapColor(level: Double) -> Color {
        let ramp = heatmapRamp
        let position = min(max(level.isFinite ? level : 0, 0), 1) * Double(ramp.count - 1)
        let low = min(Int(position), ramp.count - 2)
        let t = position - Double(low)
        let a = ramp[low], b = ramp[low + 1]
        return Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    }
}
