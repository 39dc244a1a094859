import TrackerCore

extension Activity {
    /// `Run  5.20 km  45:00  8:39 /km  +156 m  Sun 29 Nov 2026 07:30  Morning loop`; a strength
    /// session without distance `Strength  45:00  Sun 29 Nov 2026 18:00`.
    func summaryLine(_ formatter: DisplayFormatter) -> String {
        let measured = type.showsDistance(distance)
        var parts = [type.displayName]
        if measured { parts.append(formatter.distance(distance, family: type.family)) }
        parts.append(formatter.clockDuration(duration))
        let pace = formatter.pace(distance: distance, duration: duration, type: type)
        if !pace.isEmpty { parts.append(pace) }
        if measured || elevationGain > 0 { parts.append(formatter.elevation(elevationGain)) }
        parts.append(formatter.dateTime(start))
        if let name, !name.isEmpty { parts.append(TerminalText.escape(name)) }
        return parts.joined(separator: "  ")
    }
}
