/// A file read by a reader its name's extension does not say: Garmin's activity summaries (a
/// `.json` that is not tracker's export) and Apple Health's `export.xml`.
enum SpecialReader: Equatable, Sendable {
    case garminSummary
    case appleHealth(AppleHealthSource)
}
