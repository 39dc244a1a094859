import TrackerCore

/// The best efforts the writer stored for one activity, as it computed them from the stream as
/// stored: what `BestEffortStore.newRecords(among:)` compares, without reading them back.
public struct StoredEfforts: Equatable, Sendable {
    public var id: Int64
    public var type: ActivityType
    public var efforts: [BestEffort]

    public init(id: Int64, type: ActivityType, efforts: [BestEffort]) {
        self.id = id
        self.type = type
        self.efforts = efforts
    }
}
