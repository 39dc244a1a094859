#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker chart heatmap`: every stored track where it moved, as one density raster.
///
/// The streams are read twice: first only the box round each one's positions, without decoding it
/// (`StreamCodec.positionBounds`), to frame the densest area; then the streams of the tracks the frame
/// touches, decoded one at a time, to draw them.
struct HeatmapChartBuilder: ChartBuilder {
    static let dates = DateRangeOptions.activities
    static let around = Option<MercatorPoint?>(
        "around", value: "lat,lon",
        help: "Heatmap: frame the square around this place (degrees, such as 48.137,11.575) instead of the densest area.") {
            try parsePlace($0)
        }
    static let radius = Option<Double?>(
        "radius", value: "km",
        help: "Heatmap: kilometres from the centre (--around, else the densest area's) to the frame's nearer sides; above 0, at most 20000.") {
            guard let value = Double($0), value.isFinite, value > 0, value <= 20_000 else {
                throw ValueParseError(value: $0, reason: "is not a radius; use kilometres above 0 and at most 20000, such as 5")
            }
            return value
        }

    static let composition: any Composition.Type = HeatmapChart.self
    static let options = [WindowOptions.type, dates.since, dates.until, around.spec, radius.spec]
    static let offersPage = false

    let request: ChartRequest
    /// Latitude (y) and longitude (x) in degrees.
    let place: MercatorPoint?
    let radiusKilometres: Double?

    init(_ request: ChartRequest) throws {
        self.request = request
        place = try request.arguments.parse(Self.around)
        radiusKilometres = try request.arguments.parse(Self.radius)
    }

    /// `48.137,11.575` as a place within the Web-Mercator range: x the longitude, y the latitude.
    static func parsePlace(_ text: String) throws -> MercatorPoint {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]), latitude.isFinite, longitude.isFinite else {
            throw ValueParseError(value: text, reason: "is not a place; use latitude,longitude in degrees, such as 48.137,11.575")
        }
        guard abs(latitude) <= MercatorPoint.latitudeLimit else {
            throw ValueParseError(value: text, reason: "is outside the Web-Mercator map; use a latitude from -85.05 to 85.05")
        }
        guard abs(longitude) <= 180 else {
            throw ValueParseError(value: text, reason: "has no such longitude; use one from -180 to 180")
        }
        return MercatorPoint(x: longitude, y: latitude)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let range = try Self.dates.parse(request.arguments, clock: context.clock)
        let types = request.window.typeFilters.flatMap(\.types)
        let store = StreamStore(database: try context.database(creating: false))
        let (width, height) = HeatmapChart.pixelSize(for: request.size, scale: request.pixelScale)
        let aspect = Double(width) / Double(height)
        var boxes: [(id: Int64, bounds: MercatorRect)] = []
        try store.forEachPositionBounds(from: range.from, until: range.until, types: types) { id, box in
            if let bounds = MercatorRect(south: box.south, west: box.west, north: box.north, east: box.east) { boxes.append((id, bounds)) }
        }
        let frame: MercatorRect
        let frameText: String
        if let place {
            let radius = radiusKilometres ?? Self.defaultRadius
            guard let square = MercatorRect.around(latitude: place.y, longitude: place.x, radius: radius * 1_000) else { throw NothingToDraw(message: Self.nothing) }
            frame = square.fitted(aspect: aspect, margin: 0, least: 0)
            frameText = "within \(Self.kilometres(radius)) of \(String(printf: "%.4f", place.y)), \(String(printf: "%.4f", place.x))"
        } else {
            guard let densest = HeatmapFraming.frame(boxes.map(\.bounds)) else { throw NothingToDraw(message: Self.nothing) }
            let centre = (latitude: densest.centre.latitude, longitude: densest.centre.longitude)
            if let radiusKilometres, let square = MercatorRect.around(latitude: centre.latitude, longitude: centre.longitude, radius: radiusKilometres * 1_000) {
                frame = square.fitted(aspect: aspect, margin: 0, least: 0)
                frameText = "within \(Self.kilometres(radiusKilometres)) of the densest area's centre"
            } else {
                // Some room round the tracks; the smallest frame is 200 m across.
                frame = densest.fitted(aspect: aspect, margin: 0.04, least: 200 / MercatorPoint.metresPerUnit(atLatitude: centre.latitude))
                frameText = "framed on the densest area"
            }
        }
        let total = boxes.count
        guard total > 0 else { throw NothingToDraw(message: Self.nothing) }
        let projection = HeatmapProjection(frame: frame, width: width, height: height)
        var raster = CountRaster(width: width, height: height)
        let rasterizer = try drawing { try TrackRasterizer(width: width, height: height, lineWidth: HeatmapChart.lineWidth(scale: request.pixelScale)) }
        var drawn = 0
        for (id, bounds) in boxes where bounds.intersects(frame) {
            guard let stream = try store.stream(forActivity: id) else { continue }
            let track = MovingTrack(stream: stream, spacing: HeatmapProjection.spacing / projection.scale)
            guard !track.isEmpty else { continue }
            try drawing { try rasterizer.add(projection.pixels(of: track), to: &raster) }
            drawn += 1
        }
        let (image, levels) = HeatmapChart.colored(raster, theme: request.palette)
        let chart = HeatmapChart(
            image: image, levels: levels, metresPerPixel: projection.metresPerPixel,
            title: request.title ?? "Heatmap", subtitle: subtitle(types: request.window.typeFilters, range: range, total: total),
            note: "\(drawn) of \(total.counted("track")) in view, \(frameText)", formatter: formatter)
        return ChartDrawing(chart, page: request.page(title: chart.title, subtitle: chart.subtitle)) {
            TextChart.heatmap(chart, width: $0, palette: $1)
        }
    }

    /// What a database without positions (in the chosen types and dates) says.
    static let nothing = "no recorded routes yet"
    /// The radius of `--around` without `--radius`, in kilometres.
    static let defaultRadius = 10.0

    static func kilometres(_ value: Double) -> String { String(printf: "%g", value) + " km" }

    /// `RUNS AND RIDES · SINCE 2024-01-01`: what was selected, in capitals as the other charts head.
    func subtitle(types: [ActivityTypeFilter], range: DateRangeOptions.Range, total: Int) -> String {
        var parts = [total.counted("activity", "activities")]
        if !types.isEmpty { parts.append(types.map(\.name).joined(separator: ", ")) }
        if let from = range.fromDay { parts.append("since " + DisplayFormatter.day(from)) }
        if let through = range.throughDay { parts.append("until " + DisplayFormatter.day(through)) }
        return parts.joined(separator: " · ").uppercased()
    }

    private func drawing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as RenderError {
            throw RuntimeError("could not draw the heatmap: \(error.message)")
        }
    }
}
