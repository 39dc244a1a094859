extension PersonalRecord {
    /// Whether this record ranks above `other` in the same category: the better value
    /// (`RecordCategory.isBetter`), then on a tie the earlier start (it was set first), then the
    /// lower id. The one ranking of records: the store's tables and the records page both use it.
    public func ranks(above other: PersonalRecord) -> Bool {
        if value != other.value { return category.isBetter(value, than: other.value) }
        if start != other.start { return start < other.start }
        return activityID < other.activityID
    }

    /// Whether the record was set in calendar `year` of its activity's own local date (`nil`: any
    /// year). The one year filter of records.
    public func isIn(year: Int?) -> Bool {
        year.map { start.localDay.year == $0 } ?? true
    }

    /// Whether the record measures anything: a zero distance, time or climb (a session without
    /// distance) is no record.
    public var counts: Bool { value > 0 }
}
