@testable import TrackerImport

extension GPXReader {
    /// The summary of every track in the file, without the checks that make it an activity:
    /// what the tests compare with independent distances and the fixtures' reference totals.
    func summarize(_ stream: ByteStream) throws -> TrackSummary {
        try parse(stream)
        return try summary
    }
}
