import TrackerCharts
import TrackerCore

extension ReportPage {
    /// The whole page: one file with its style, script, data and drawings inline, and a
    /// Content-Security-Policy that allows nothing else (the script and style by their
    /// SHA-256, computed here).
    public func html() -> String {
        let style = ReportPalette.styleSheet(theme) + ReportResources.style
        let script = ReportResources.script
        let policy = [
            "default-src 'none'", "script-src \(SHA256.contentSecurityPolicySource(script))",
            "style-src \(SHA256.contentSecurityPolicySource(style))", "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
        var page = "<!DOCTYPE html>\n<html lang=\"en\" data-theme=\"\(theme.rawValue)\"\(isStatic ? " data-static=\"true\"" : "")>\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"generator\" content=\"tracker\">\n"
        page += "<title>\(escape(title))</title>\n<style>\(style)</style>\n</head>\n<body>\n<main>\n"
        page += "<header class=\"page-header\"><h1>\(escape(title))</h1><p class=\"subtitle\">\(escape(subtitle))</p></header>\n"
        if parts.contains(.activity) { page += activitySection() }
        if parts.isSuperset(of: [.rings, .summary]) {
            page += "<div class=\"pair\">\n" + ringsSection() + summarySection() + "</div>\n"
        } else {
            if parts.contains(.rings) { page += ringsSection() }
            if parts.contains(.summary) { page += summarySection() }
        }
        if parts.contains(.mood) { page += moodSection() }
        page += calendarSection()
        page += zoneSection()
        if parts.contains(.curve) { page += curveSection() }
        if parts.contains(.table) { page += tableSection() }
        if let drawing { page += "<section class=\"card drawing\" aria-label=\"\(escape(title))\">\n<figure>\(drawing)</figure>\n</section>\n" }
        page += "</main>\n"
        page += "<script type=\"application/json\" id=\"report-data\">\(Self.scriptData(data.serialized()))</script>\n"
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Sections

    func activitySection() -> String {
        let week = weeks.indices.contains(selected) ? weeks[selected] : nil
        var html = "<section class=\"card activity\" aria-labelledby=\"activity-title\">\n"
        html += "<h2 id=\"activity-title\" class=\"visually-hidden\">Weekly activity</h2>\n"
        html += "<div class=\"headline\">\n<div class=\"week\">"
        html += "<p class=\"caption\"><span id=\"week-range\">\(escape(week?.label ?? ""))</span> <span id=\"week-caption\" class=\"muted\">\(escape(week?.caption ?? ""))</span></p>"
        html += "<dl class=\"figures\">"
        html += figure("Distance", week?.distance ?? "", id: "week-distance")
        html += figure("Time", week?.duration ?? "", id: "week-duration")
        html += figure("Elevation", week?.elevation ?? "", id: "week-elevation")
        html += "</dl></div>\n"
        html += "<div class=\"best\"><p class=\"caption\">\(escape(spanTitle))</p><dl class=\"figures\">\(figure("Best week", activityChart?.summary.value ?? "-", id: "best-week"))</dl></div>\n"
        html += "</div>\n"
        // One metric's graph alone (a chart page) has nothing to switch to.
        if activityCharts.count > 1 { html += metricSwitch() }
        html += "<figure class=\"graph\">\(activitySVG())</figure>\n"
        if let note = activityChart?.emptyNote { html += "<p class=\"note\">\(escape(note))</p>\n" }
        return html + "</section>\n"
    }

    func metricSwitch() -> String {
        var html = "<fieldset class=\"metric\" hidden><legend class=\"visually-hidden\">Metric</legend>"
        for (value, label) in [(WeekMetric.distance, "Distance"), (.duration, "Time"), (.elevation, "Elevation")] where activityCharts[value] != nil {
            html += "<label><input type=\"radio\" name=\"metric\" value=\"\(value.rawValue)\"\(value == metric ? " checked" : "")> \(label)</label>"
        }
        return html + "</fieldset>\n"
    }

    func ringsSection() -> String {
        var html = "<section class=\"card rings\" aria-labelledby=\"rings-title\">\n<h2 id=\"rings-title\">Weekly goals</h2>\n"
        if rings != nil {
            html += "<figure>\(ringsSVG())</figure>\n"
        } else {
            html += "<p class=\"note\">\(escape(ringsNote))</p>\n"
        }
        if !periodGoals.isEmpty {
            html += "<h3 class=\"caption\" id=\"period-goals-title\">Year and month</h3>\n<dl class=\"summary-list\" id=\"period-goals\" aria-labelledby=\"period-goals-title\">\n"
            for row in periodGoals {
                html += "<div><dt>\(escape(row.label))</dt><dd>\(escape(row.value))"
                if let detail = row.detail { html += "<small>\(escape(detail))</small>" }
                html += "</dd></div>\n"
            }
            html += "</dl>\n"
        }
        return html + "</section>\n"
    }

    func summarySection() -> String {
        var html = "<section class=\"card summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n<dl class=\"summary-list\">\n"
        for row in summary {
            html += "<div><dt>\(escape(row.label))</dt><dd>\(escape(row.value))"
            if let detail = row.detail { html += "<small>\(escape(detail))</small>" }
            html += "</dd></div>\n"
        }
        return html + "</dl>\n</section>\n"
    }

    /// The year's days as `tracker calendar` draws them, a still drawing the script does not move.
    func calendarSection() -> String {
        guard let calendar else { return "" }
        let canvas = SVGCanvas(size: Self.calendarSize, idPrefix: "calendar", colorName: ReportPalette.role)
        let composed = calendar.chart(for: canvas, theme: .light)
        // The section's heading says the title and the figures.
        canvas.draw(Chart(size: composed.size, background: composed.background, marks: composed.marks.filter { mark in
            (mark as? TextMark).map { $0.text != calendar.title && $0.text != calendar.subtitle } ?? true
        }))
        let svg = canvas.document(viewBox: Rect(x: 0, y: 90, width: Self.calendarSize.width, height: Self.calendarSize.height - 90), attributes: "class=\"chart calendar-chart\" id=\"calendar-chart\" role=\"img\" aria-label=\"\(SVGCanvas.escape("Calendar of " + calendar.title))\" font-family=\"\(Self.fontStack)\"")
        return "<section class=\"card calendar\" aria-labelledby=\"calendar-title\">\n<h2 id=\"calendar-title\">Calendar <span class=\"muted\">\(escape(calendar.title)) · \(escape(calendar.subtitle.lowercased()))</span></h2>\n<figure>\(svg)</figure>\n</section>\n"
    }

    func moodSection() -> String {
        guard let mood else { return "" }
        var html = "<section class=\"card mood\" aria-labelledby=\"mood-title\">\n<h2 id=\"mood-title\">Mood <span class=\"muted\">\(escape(mood.subtitle))</span></h2>\n"
        html += "<figure>\(moodSVG())<figcaption id=\"mood-detail\" class=\"mood-detail\" aria-live=\"polite\"></figcaption></figure>\n"
        if !moodDays.isEmpty {
            html += "<ul class=\"visually-hidden\">" + moodDays.map { "<li>\(escape(Self.moodLabel($0)))</li>" }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// Each week's time in zones as a stacked bar of SVG rects (attributes, not inline style, which
    /// the page's policy refuses), widths by seconds against the longest week, then the figures.
    func zoneSection() -> String {
        guard let zones, !zones.weeks.isEmpty else { return "" }
        var html = "<section class=\"card zones\" aria-labelledby=\"zones-title\">\n<h2 id=\"zones-title\">Time in zones <span class=\"muted\">\(escape(zones.title))</span></h2>\n"
        html += "<ul class=\"zone-legend\">" + zones.zones.enumerated().map { index, zone in
            "<li><svg width=\"12\" height=\"12\" aria-hidden=\"true\"><rect class=\"zone-\(index + 1)\" width=\"12\" height=\"12\" rx=\"2\"/></svg> \(escape(zone.label)) \(escape(zone.name)) <span class=\"muted\">\(escape(zone.range))</span></li>"
        }.joined() + "</ul>\n<div class=\"scroll\">\n<table id=\"zones-table\">\n"
        html += "<thead><tr><th scope=\"col\">Week</th><th scope=\"col\">Time in zones</th><th scope=\"col\">Total</th><th scope=\"col\"><abbr title=\"Polarization index (Treff et al. 2019)\">PI</abbr></th></tr></thead>\n<tbody>\n"
        let longest = zones.weeks.map { $0.seconds.reduce(0, +) }.max() ?? 0
        let width = 320.0
        for week in zones.weeks {
            var x = 0.0
            var rects = ""
            for (index, seconds) in week.seconds.enumerated() where seconds > 0 && longest > 0 {
                let part = seconds / longest * width
                rects += "<rect class=\"zone-\(index + 1)\" x=\"\(Self.decimal(x))\" y=\"2\" width=\"\(Self.decimal(part))\" height=\"14\"><title>\(escape(zones.zones[index].label)): \(Int((seconds / 60).rounded())) min</title></rect>"
                x += part
            }
            let label = week.seconds.enumerated().filter { $0.element > 0 }.map { "\(zones.zones[$0.offset].label) \(Int(($0.element / 60).rounded())) min" }.joined(separator: ", ")
            html += "<tr><th scope=\"row\">\(escape(week.label))</th><td><svg class=\"zone-bar\" viewBox=\"0 0 \(Int(width)) 18\" width=\"\(Int(width))\" height=\"18\" role=\"img\" aria-label=\"\(escape(label.isEmpty ? "no time recorded" : label))\">\(rects)</svg></td>"
            html += "<td>\(escape(week.total))</td><td>\(escape(week.polarizationIndex))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    func tableSection() -> String {
        var html = "<section class=\"card table\" aria-labelledby=\"table-title\">\n<h2 id=\"table-title\">\(escape(spanTitle.capitalized))</h2>\n<div class=\"scroll\">\n<table id=\"weeks-table\">\n"
        html += "<thead><tr><th scope=\"col\">Week</th><th scope=\"col\">Activities</th><th scope=\"col\">Distance</th><th scope=\"col\">Time</th><th scope=\"col\">Elevation</th><th scope=\"col\">Mood</th></tr></thead>\n<tbody>\n"
        for (index, week) in weeks.enumerated() {
            let current = index == selected ? " class=\"selected\" aria-current=\"true\"" : ""
            let empty = week.activities == 0
            html += "<tr\(current)><th scope=\"row\">\(escape(week.label))</th><td>\(week.activities)</td>"
            html += "<td>\(empty ? "-" : escape(week.distance))</td><td>\(empty ? "-" : escape(week.duration))</td><td>\(empty ? "-" : escape(week.elevation))</td><td>\(escape(week.mood))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    // MARK: - Pieces

    private func figure(_ label: String, _ value: String, id: String) -> String {
        "<div><dt>\(escape(label))</dt><dd id=\"\(id)\">\(escape(value))</dd></div>"
    }

    private func escape(_ text: String) -> String {
        SVGCanvas.escape(text)
    }
}
