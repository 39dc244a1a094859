import CCairo

/// Text made ready before there is a chart to draw: the libraries opened, fontconfig's caches
/// loaded, the fonts of `styles` chosen and opened, all on a second thread, so that a command
/// can read its data meanwhile. The canvas that is given it waits for that thread and draws
/// with its fonts (see Sources/CCairo/font_preparation.c).
///
/// Nothing here can fail: whatever the thread could not do, the canvas does itself (and
/// reports) as if there had been no preparation.
public final class FontPreparation {
    private var preparation: OpaquePointer?

    /// Starts preparing `styles` (their family is the first style's) for drawing at `scale`.
    public init(styles: [TextStyle], scale: Double = 1) {
        let family = styles.first?.family ?? Theme.light.fontFamily
        let sizes = styles.map(\.size)
        let bold = styles.map { $0.weight == .bold ? Int32(1) : 0 }
        preparation = tracker_font_prepare(family, sizes, bold, Int32(styles.count), scale)
    }

    deinit {
        // Never leave the thread running inside the libraries while the process ends.
        if let preparation { tracker_font_finish(preparation, 0) }
    }

    /// Waits for the thread and makes its fonts the calling thread's; only the first call
    /// does anything. Returns whether fonts were adopted.
    @discardableResult
    func adopt() -> Bool {
        guard let preparation else { return false }
        self.preparation = nil
        return tracker_font_finish(preparation, 1) == 1
    }
}
