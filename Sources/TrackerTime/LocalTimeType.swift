/// One kind of local time a zone keeps: its offset from UTC and whether it is daylight saving time.
struct LocalTimeType: Sendable, Hashable {
    /// Seconds east of UTC.
    let utcOffset: Int
    let isDaylightSavingTime: Bool
}
