/// A threshold pace as `tracker config threshold-pace` takes it: minutes and seconds per kilometre
/// (`4:30`, `4:30/km`) or per mile (`7:15/mi`), from 2:00/km to 15:00/km.
public struct ThresholdPace: Equatable, Sendable {
    /// Seconds per kilometre.
    public let secondsPerKilometre: Double

    public static let metresPerMile = 1609.344
    static let accepted = 120.0...900.0

    public init(secondsPerKilometre: Double) {
        self.secondsPerKilometre = secondsPerKilometre
    }

    /// - Throws: `ValueParseError` naming the text and the accepted form.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces().lowercased()
        var body = Substring(trimmed)
        var metres = 1000.0
        if body.hasSuffix("/km") {
            body = body.dropLast(3)
        } else if body.hasSuffix("/mi") {
            body = body.dropLast(3)
            metres = Self.metresPerMile
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]), parts[1].count == 2,
              minutes >= 0, (0..<60).contains(seconds) else {
            throw ValueParseError(value: text, reason: Self.reason)
        }
        let perKilometre = Double(minutes * 60 + seconds) * 1000 / metres
        guard Self.accepted.contains(perKilometre) else { throw ValueParseError(value: text, reason: Self.reason) }
        secondsPerKilometre = perKilometre
    }

    static let reason = "is not a threshold pace; give minutes:seconds per km (4:30 or 4:30/km) or per mile (7:15/mi), between 2:00/km and 15:00/km"

    /// Metres per second.
    public var speed: Double { 1000 / secondsPerKilometre }

    /// `m:ss/km`, the stored form.
    public var text: String {
        let whole = Int(secondsPerKilometre.rounded())
        let seconds = whole % 60
        return "\(whole / 60):\(seconds < 10 ? "0" : "")\(seconds)/km"
    }
}
