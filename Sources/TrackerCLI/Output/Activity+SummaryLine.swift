import TrackerCore

extension Activity {
    /// `Run  5.20 km  45:00  8:39 /km  +156 m  Sun 29 Nov 2026 07:30  Morning loop`.
    func summaryLine(_ formatter: DisplayFormatter) -> String {
        var parts = [type.displayName, formatter.distance(distance, family: type.family), formatter.clockDuration(duration)]
        let pace = formatter.pace(distance: distance, duration: duration, type: type)
        if !pace.isEmpty { parts.append(pace) }
        parts.append(formatter.elevation(elevationGain))
        parts.append(formatter.dateTime(start))
        if let name, !name.isEmpty { parts.append(TerminalText.escape(name)) }
        return parts.joined(separator: "  ")
    }
}
