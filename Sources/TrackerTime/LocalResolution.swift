/// What a local wall-clock time is in a zone: one instant, two (the clocks were set back), or none
/// (the clocks jumped over it). See `Zone.resolve(localSeconds:)`.
public enum LocalResolution: Equatable, Sendable {
    /// The local time happens once, at this Unix instant.
    case unique(Int64)
    /// The local time happens twice: `first` with the offset before the clocks went back, `second` after.
    case repeated(first: Int64, second: Int64)
    /// The zone skips the local time; `after` is where it lands read with the offset in force before the
    /// gap (02:30 in a 02:00 to 03:00 gap is 03:30 new time), as `Calendar.date(from:)` places it.
    case skipped(after: Int64)
}
