import TrackerCharts
import TrackerReport

/// What a chart builder returns: the composition to draw, the same chart in text for a terminal
/// without inline images, and the page it is written on as HTML.
struct ChartDrawing {
    let composition: any Composition
    /// The text chart for a terminal `width` columns wide, in `palette`'s colours.
    let text: (_ width: Int, _ palette: ANSIPalette?) -> String
    /// The page: as the report shows the chart (a section in `parts`), or as drawn.
    let page: ReportPage

    init(_ composition: any Composition, page: ReportPage, text: @escaping (Int, ANSIPalette?) -> String) {
        self.composition = composition
        self.page = page
        self.text = text
    }

    /// The composition's marks, laid out for `canvas`.
    func chart(for canvas: Canvas, theme: Theme) -> Chart {
        composition.chart(for: canvas, theme: theme)
    }

    /// The self-contained page; a chart the page's script does not move is drawn into it at its
    /// default size, without the headings the page already shows.
    func html(palette: Theme) -> String {
        var page = page
        if page.parts.isEmpty {
            page.drawing = ReportPage.drawingSVG(
                size: type(of: composition).defaultSize, label: page.title, headings: [page.title, page.subtitle]) {
                composition.chart(for: $0, theme: palette)
            }
        }
        return page.html()
    }
}
