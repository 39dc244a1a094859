import TrackerCharts

/// A colour and weight for text on a terminal, named by what it marks.
struct TextColor: Sendable, Equatable {
    var color: Color?
    var bold = false
    var dim = false

    static let theme = Theme.light

    /// The selected week, the chart's accent.
    static let selected = TextColor(color: Theme.orange, bold: true)
    /// A goal reached: the time ring's green.
    static let goalMet = TextColor(color: theme.ringColors[1], bold: true)
    /// Bars of the chosen metric.
    static let bar = TextColor(color: Theme.orange)
    /// Headers and captions.
    static let header = TextColor(bold: true)
    /// Dashes of empty weeks, explanations.
    static let secondary = TextColor(dim: true)
    /// `error:` in messages.
    static let error = TextColor(color: Color(hex: 0xE5484D), bold: true)
    /// `hint:` and suggestions.
    static let hint = TextColor(color: Color(hex: 0x0A9DD8))

    /// A mood level in the mood chart's colour for it.
    static func mood(_ level: Int) -> TextColor {
        let colors = theme.moodColors
        return TextColor(color: colors[max(0, min(colors.count - 1, level))])
    }
}
