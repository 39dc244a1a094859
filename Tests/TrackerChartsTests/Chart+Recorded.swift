import TrackerCharts

extension Chart {
    /// What the chart draws, recorded.
    func recorded() -> RecordingCanvas {
        let canvas = RecordingCanvas(size: size)
        draw(on: canvas)
        return canvas
    }
}
