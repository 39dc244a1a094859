/// The races predicted: 5 km, 10 km, half marathon and marathon.
public struct RaceDistance: Equatable, Sendable {
    /// Metres.
    public var metres: Double
    /// `5 km`, `half marathon`: the best-effort target's name.
    public var name: String

    public init(metres: Double, name: String) {
        self.metres = metres
        self.name = name
    }

    public static let predicted: [RaceDistance] = [5_000, 10_000, BestEffortTarget.halfMarathon, BestEffortTarget.marathon].map {
        RaceDistance(metres: $0, name: BestEffortTarget.distance($0).name)
    }
}
