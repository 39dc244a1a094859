extension BestEffort {
    /// The category this effort competes in.
    public var category: RecordCategory { .effort(target) }

    /// The value compared in the records: seconds over a distance, watts over a duration (`nil`
    /// for a duration effort without power).
    public var recordValue: Double? {
        switch target {
        case .distance: return elapsedTime
        case .duration: return averagePower
        }
    }
}
