import TrackerCore
import TrackerImport

/// An `ImportDestination` in memory: it records every call the importer makes, keeps the
/// records of finished files, and skips duplicates by the same rule as the database's writer
/// (`SameActivityRule.standard`), so the importer is tested with no database.
final class RecordingDestination: ImportDestination {
    enum Event: Equatable {
        case begin
        case activity(ImportedActivity)
        case mood(Mood)
        case finish
        case discard
    }

    /// A refusal of a value, as a store refuses what its rules do not allow.
    struct Refusal: Error {
        var reason: String
    }

    /// A failure of the destination itself, which should stop the import.
    struct Outage: Error {}

    private(set) var events: [Event] = []
    private(set) var kept: [ImportedActivity] = []
    private(set) var keptMoods: [Mood] = []
    private(set) var added = 0
    private(set) var duplicates = 0
    private(set) var merged: [Int64] = []
    /// Activities of this type are refused.
    var refusedType: ActivityType?
    /// Every file fails as a whole.
    var isOut = false
    private var pending: [ImportedActivity] = []
    private var pendingMoods: [Mood] = []
    /// Files remembered as read, kept with their file as its records are.
    private(set) var read: Set<FileFingerprint> = []
    private var pendingRead: [FileFingerprint] = []

    func writeFile(_ body: () throws -> Void) throws {
        events.append(.begin)
        added = 0
        duplicates = 0
        do {
            try body()
            if isOut { throw Outage() }
            kept += pending
            keptMoods += pendingMoods
            read.formUnion(pendingRead)
            pending = []
            pendingMoods = []
            pendingRead = []
            events.append(.finish)
        } catch {
            pending = []
            pendingMoods = []
            pendingRead = []
            events.append(.discard)
            throw error
        }
    }

    func hasRead(_ file: FileFingerprint) throws -> Bool {
        read.contains(file)
    }

    func rememberRead(_ file: FileFingerprint, path: String) throws {
        pendingRead.append(file)
    }

    /// The gear files listed on their own (`bikes.csv`, `shoes.csv`), in order.
    private(set) var listedGear: [GearReference] = []

    func addGear(_ gear: GearReference) throws {
        listedGear.append(gear)
    }

    func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
             gear: GearReference?) throws {
        let imported = ImportedActivity(activity: activity, stream: stream, source: source, sourceID: sourceID, identity: identity, gear: gear)
        events.append(.activity(imported))
        if activity.type == refusedType { throw Refusal(reason: "no \(activity.type.rawValue) here") }
        func footprint(_ record: ImportedActivity) -> ActivityFootprint {
            ActivityFootprint(record.activity, stravaID: record.source == "strava" ? record.sourceID : nil)
        }
        // As the database's writer: an identity decides between rows of one export's database.
        func isSame(_ other: ImportedActivity) -> Bool {
            if let identity, let otherIdentity = other.identity, identity.database == otherIdentity.database {
                return identity == otherIdentity
            }
            return SameActivityRule.standard.isSame(footprint(other), footprint(imported))
        }
        let isDuplicate = (kept + pending).contains(where: isSame)
        if isDuplicate {
            duplicates += 1
        } else {
            pending.append(imported)
            added += 1
        }
    }

    /// Ids of kept activities are their positions among `kept`, from 1.
    func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?,
                toStravaActivity stravaID: String) throws -> StreamAttachment {
        events.append(.activity(ImportedActivity(activity: activity, stream: stream, source: source, sourceID: sourceID)))
        guard let index = kept.firstIndex(where: { $0.source == "strava" && $0.sourceID == stravaID }) else { return .rowNotStored }
        if kept[index].stream != nil { return .alreadyRecorded(activityID: Int64(index + 1)) }
        kept[index].stream = stream
        return .attached(activityID: Int64(index + 1))
    }

    func add(_ mood: Mood) throws {
        events.append(.mood(mood))
        if (keptMoods + pendingMoods).contains(where: { $0.day == mood.day }) {
            duplicates += 1
        } else {
            pendingMoods.append(mood)
            added += 1
        }
    }

    func refusalReason(for error: Error) -> String? {
        (error as? Refusal)?.reason
    }
}
