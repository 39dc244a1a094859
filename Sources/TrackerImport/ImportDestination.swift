import TrackerCore

/// Where the importer writes what the readers read: a store that takes one file at a time,
/// whole or not at all, and knows which records it already holds.
///
/// The importer calls `writeFile` once per file and, inside it, `add` for each record, all on
/// one thread. TrackerStore's `ImportWriter` is the database's implementation; the command line
/// joins the two, so this module never sees a database.
public protocol ImportDestination: AnyObject {
    /// Begins a file, runs `body` (which adds the file's records), and finishes the file when
    /// `body` returns: its records are kept. When `body` throws, the file is discarded (none of
    /// its records stay) and the error is rethrown.
    /// - Throws: what `body` throws, or the destination's own error when the file cannot be kept.
    func writeFile(_ body: () throws -> Void) throws

    /// Adds an activity, with the samples its file recorded (`nil` for a CSV row), unless it is one
    /// already kept (`SameActivityRule.standard`: overlapping spans, agreeing distances, compatible
    /// types, never two different Strava ids) or added earlier in this file. When the kept one has no
    /// stream and this one brings one, the stream is attached to the kept one (`merged`).
    /// `source` and `sourceID` say where it came from and are kept with it. An activity with an
    /// `identity` (a row of tracker's own export) is one already kept when a kept row has that
    /// identity; it is never the same as another row of its file or of its identity's database,
    /// and against the rest the rule applies.
    /// `gear`, the gear the file names for it, is found among the stored gear or stored (see
    /// `addGear`) and set on it; without one, a new activity gets its family's default gear.
    func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
             gear: GearReference?) throws

    /// Adds an activity as `add(_:stream:source:sourceID:identity:gear:)` does, with `derived`, what
    /// `streamDeriver` derived from `stream` on the reading thread (`nil` when it did not).
    func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
             gear: GearReference?, derived: DerivedStream?) throws

    /// What the destination stores from a stream that needs no database, computed on the thread
    /// that read the file (it must be safe on any thread) and handed back with the stream, so that
    /// the writing thread only writes; `nil` when the destination derives everything itself.
    var streamDeriver: (@Sendable (ActivityStream, ActivityType) -> DerivedStream?)? { get }

    /// Stores a gear a file lists (Strava's `bikes.csv`, `shoes.csv`) unless a stored one is it
    /// (by Strava's id, then by name).
    func addGear(_ gear: GearReference) throws

    /// Merges the activity of a file that a Strava `activities.csv` lists into the row stored under
    /// that `stravaID` (written by an earlier file of this import, or before), as a merge by the rule
    /// does, but found by the id alone; a row that has a stream keeps it.
    func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?, toStravaActivity stravaID: String) throws -> StreamAttachment

    /// Merges as `attach(_:stream:source:sourceID:toStravaActivity:)` does, with `derived` as for `add`.
    func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?, toStravaActivity stravaID: String,
                derived: DerivedStream?) throws -> StreamAttachment

    /// Adds a mood unless its day already has one (an import never overwrites a mood).
    func add(_ mood: Mood) throws

    /// Whether a file with this fingerprint was read whole by an earlier import (`rememberRead`).
    func hasRead(_ file: FileFingerprint) throws -> Bool

    /// Remembers a file read whole, inside `writeFile`'s body so that it is kept with the file's
    /// records, or discarded with them.
    func rememberRead(_ file: FileFingerprint, path: String) throws

    /// Records of the file last written that were added.
    var added: Int { get }

    /// Records of the file last written that were skipped as duplicates.
    var duplicates: Int { get }

    /// Ids of the kept activities the file last written attached its streams to.
    var merged: [Int64] { get }

    /// The reason to report against the file when `error`, thrown by this destination, refuses
    /// one of the file's values (a value the store's rules do not allow); `nil` when it is a
    /// failure of the destination itself, which stops the whole import.
    func refusalReason(for error: Error) -> String?
}

extension ImportDestination {
    /// A destination that derives nothing ahead takes the stream alone.
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
                    gear: GearReference?, derived: DerivedStream?) throws {
        try add(activity, stream: stream, source: source, sourceID: sourceID, identity: identity, gear: gear)
    }

    public var streamDeriver: (@Sendable (ActivityStream, ActivityType) -> DerivedStream?)? { nil }

    public func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?, toStravaActivity stravaID: String,
                       derived: DerivedStream?) throws -> StreamAttachment {
        try attach(activity, stream: stream, source: source, sourceID: sourceID, toStravaActivity: stravaID)
    }

    /// Adds an activity without an identity (any file but tracker's own export).
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?) throws {
        try add(activity, stream: stream, source: source, sourceID: sourceID, identity: nil, gear: nil)
    }
}
