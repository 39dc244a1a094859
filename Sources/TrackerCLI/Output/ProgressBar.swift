/// A one-line progress bar on standard error, redrawn in place, for a terminal only.
final class ProgressBar {
    private let io: IO
    private let width = 30
    private var lastDrawn = -1
    private var visible = false

    init(io: IO) {
        self.io = io
    }

    /// Redraws when the shown permille changes, so that a million rows do not mean a million writes.
    func update(fraction: Double, label: String) {
        let permille = Int((min(max(fraction, 0), 1) * 1000).rounded(.down))
        guard permille != lastDrawn else { return }
        lastDrawn = permille
        let filled = permille * width / 1000
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        io.err("\r[\(bar)] \(permille / 10)% \(label)\u{1B}[K")
        visible = true
    }

    /// Erases the bar, leaving the line clean for the report.
    func finish() {
        if visible { io.err("\r\u{1B}[K") }
        visible = false
    }
}
