/// An ordinary least-squares line `y = intercept + slope · x`, with its quality.
public struct LinearFit: Equatable, Sendable {
    public var slope: Double
    public var intercept: Double
    /// The share of the variance of `y` the line explains, 0 to 1.
    public var rSquared: Double
    /// The standard errors of the slope and of the intercept (zero for an exact fit of two points).
    public var slopeError: Double
    public var interceptError: Double

    /// The line through `points`, or `nil` with fewer than three points or all `x` equal.
    public init?(_ points: [(x: Double, y: Double)]) {
        let count = Double(points.count)
        guard points.count >= 3 else { return nil }
        let meanX = points.reduce(0) { $0 + $1.x } / count
        let meanY = points.reduce(0) { $0 + $1.y } / count
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for point in points {
            sxx += (point.x - meanX) * (point.x - meanX)
            sxy += (point.x - meanX) * (point.y - meanY)
            syy += (point.y - meanY) * (point.y - meanY)
        }
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx, intercept = meanY - slope * meanX
        let residual = points.reduce(0) { sum, point in
            let error = point.y - (intercept + slope * point.x)
            return sum + error * error
        }
        self.slope = slope
        self.intercept = intercept
        rSquared = syy > 0 ? max(0, 1 - residual / syy) : 1
        let variance = residual / (count - 2)
        slopeError = (variance / sxx).squareRoot()
        interceptError = (variance * (1 / count + meanX * meanX / sxx)).squareRoot()
    }
}
