/// A chart with nothing at all to draw, which says so and succeeds (exit 0) instead of writing an
/// empty image: the heatmap of a database without positions.
struct NothingToDraw: Error {
    let message: String
}
