/// Pixels the chart made itself (a heatmap's raster), stretched over `rect`; drawn at one image
/// pixel per output pixel when `rect` times the canvas's scale is the image's size.
public struct ImageMark: Mark {
    public var image: RasterImage
    public var rect: Rect

    public init(image: RasterImage, rect: Rect) {
        self.image = image
        self.rect = rect
    }

    public func draw(on canvas: Canvas) {
        canvas.image(image, in: rect)
    }
}
