#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// One recorded activity, in SI units.
public struct Activity: Equatable, Sendable {
    /// The database id; `nil` before the activity is stored.
    public var id: Int64?
    public var start: LocalInstant
    public var type: ActivityType
    public var name: String?
    public var notes: String?
    /// Meters.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// Meters of elevation gain.
    public var elevationGain: Double
    /// The session effort the person gave, 1 (very easy) to 10 (maximal), or `nil`.
    public var effort: Int?
    /// The stored training load and its method; `nil` when not yet computed (see
    /// `trainingLoad(stream:bounds:)`).
    public var load: TrainingLoad?
    /// The id of the gear (shoes, a bike) it was done with, or `nil`.
    public var gearID: Int64?

    public init(
        id: Int64? = nil, start: LocalInstant, type: ActivityType = .run, name: String? = nil,
        notes: String? = nil, distance: Double, duration: Double, elevationGain: Double = 0,
        effort: Int? = nil, load: TrainingLoad? = nil, gearID: Int64? = nil
    ) {
        self.id = id
        self.start = start
        self.type = type
        self.name = name
        self.notes = notes
        self.distance = distance
        self.duration = duration
        self.elevationGain = elevationGain
        self.effort = effort
        self.load = load
        self.gearID = gearID
    }
}
