import TrackerCore
import TrackerTime

/// The repeated routes (migration 0026): each activity's route signature and the route it joined,
/// and the R*Tree of their ends. Kept only by `ActivityWriter.afterWrite`; read by `tracker routes`
/// and `show`.
///
/// An activity joins the route of its best-matching earlier activity (the lowest
/// `RouteMatch.score` among the stored signatures with a lower id), else starts a route of its own,
/// numbered by its id. An import adds activities with the highest ids, so grouping them one at a
/// time as they come is the full regroup that `records --rebuild` does in id order.
public struct RouteStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Members of one route compared with a new track, the latest first: a route done hundreds of
    /// times costs a few comparisons, not hundreds.
    static let membersCompared = 4

    /// One stored signature.
    struct Member {
        var id: Int64
        var routeID: Int64
        var family: ActivityFamily
        var heartRate: Double?
        var signature: RouteSignature
    }

    // MARK: - Keeping

    /// Stores the signature of activity `id` from its `stream` as stored in place of the one it had,
    /// and keeps the routes. An activity that leaves a route has that route's later members grouped
    /// again; one that joins with an id below others' (an edit) has its later candidates, and the
    /// later members of their routes, grouped again: what a full regroup would decide for them.
    /// A deleted activity passes `nil` for `family`.
    /// - Throws: `DatabaseError`, `StoreError.corruptRow` for a stored track that cannot be read.
    func keep(activity id: Int64, family: ActivityFamily?, stream: ActivityStream?, moving: [Bool]? = nil) throws {
        let signature = family == nil ? nil : stream.flatMap { RouteSignature(stream: $0, moving: moving) }
        let old = try member(id)
        if let old, let signature, let family, old.family == family, old.signature == signature { return }
        if let old {
            try remove(id)
            try regroup(try laterMembers(ofRoute: old.routeID, after: id))
        }
        guard let signature, let family else { return }
        let member = Member(id: id, routeID: id, family: family, heartRate: stream?.average(of: .heartRate), signature: signature)
        try join(member)
        // An insert has the highest id: nothing later can have matched it.
        guard try database.fetchInt("SELECT 1 FROM route_signatures WHERE activity_id > ? LIMIT 1", [id]) != nil else { return }
        let later = try candidates(for: member, later: true)
        var affected = Set(later.map(\.id))
        for route in Set(later.map(\.routeID)) { affected.formUnion(try laterMembers(ofRoute: route, after: id)) }
        try regroup(Array(affected))
    }

    /// Empties both tables (`ActivityWriter.rebuild`, which then replays every stream in id order).
    func removeAll() throws {
        try database.execute("DELETE FROM route_signatures")
        try database.execute("DELETE FROM route_ends")
    }

    /// The members of route `route` with ids above `id`.
    private func laterMembers(ofRoute route: Int64, after id: Int64) throws -> [Int64] {
        try database.fetch("SELECT activity_id FROM route_signatures WHERE route_id = ? AND activity_id > ?", [route, id]) { $0.int64(0) }
    }

    /// Groups `ids` again, one by one in id order: each sees the earlier ones as they are now.
    private func regroup(_ ids: [Int64]) throws {
        for id in ids.sorted() {
            guard var member = try member(id) else { continue }
            try remove(id)
            member.routeID = id
            try join(member)
        }
    }

    /// Stores `member` in the route of its best match among the earlier signatures, or in a route
    /// of its own.
    private func join(_ member: Member) throws {
        var best: (score: Double, routeID: Int64)?
        var compared: [Int64: Int] = [:]
        for candidate in try candidates(for: member) {
            guard compared[candidate.routeID, default: 0] < Self.membersCompared else { continue }
            compared[candidate.routeID, default: 0] += 1
            guard let score = RouteMatch.score(member.signature, candidate.signature) else { continue }
            if let known = best, (known.score, known.routeID) <= (score, candidate.routeID) { continue }
            best = (score, candidate.routeID)
        }
        let signature = member.signature
        try database.cachedStatement(
            "INSERT INTO route_signatures (activity_id, route_id, family, length_m, heart_rate_bpm, track) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute([member.id, best?.routeID ?? member.id, member.family.rawValue, signature.length, member.heartRate,
                   SQLValue.blob(RouteTrackCodec.encode(signature.track))])
        try database.cachedStatement("INSERT INTO route_ends VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").execute([
            member.id, signature.start.latitude, signature.start.latitude, signature.start.longitude, signature.start.longitude,
            signature.end.latitude, signature.end.latitude, signature.end.longitude, signature.end.longitude,
            signature.length, signature.length,
        ])
    }

    private func remove(_ id: Int64) throws {
        try database.cachedStatement("DELETE FROM route_signatures WHERE activity_id = ?").execute([id])
        try database.cachedStatement("DELETE FROM route_ends WHERE activity_id = ?").execute([id])
    }

    /// The earlier signatures (or with `later`, the later ones) of `member`'s family whose ends lie
    /// in the boxes round its own (either way round) and whose length is within the tolerance, the
    /// latest first. The R*Tree holds 32-bit floats rounded outwards, so the boxes only select;
    /// `RouteMatch` decides.
    private func candidates(for member: Member, later: Bool = false) throws -> [Member] {
        let signature = member.signature
        let length = signature.length
        let shortest = length * (1 - RouteMatch.lengthTolerance), longest = length / (1 - RouteMatch.lengthTolerance)
        let start = Self.box(round: signature.start), end = Self.box(round: signature.end)
        let statement = try database.cachedStatement(
            """
            SELECT r.activity_id, r.route_id, r.family, r.length_m, r.heart_rate_bpm, r.track
            FROM route_ends e JOIN route_signatures r ON r.activity_id = e.activity_id
            WHERE e.activity_id \(later ? ">" : "<") ?1 AND r.family = ?2 AND e.length_min <= ?4 AND e.length_max >= ?3
                AND ((e.start_latitude_max >= ?5 AND e.start_latitude_min <= ?6 AND e.start_longitude_max >= ?7 AND e.start_longitude_min <= ?8
                      AND e.end_latitude_max >= ?9 AND e.end_latitude_min <= ?10 AND e.end_longitude_max >= ?11 AND e.end_longitude_min <= ?12)
                  OR (e.start_latitude_max >= ?9 AND e.start_latitude_min <= ?10 AND e.start_longitude_max >= ?11 AND e.start_longitude_min <= ?12
                      AND e.end_latitude_max >= ?5 AND e.end_latitude_min <= ?6 AND e.end_longitude_max >= ?7 AND e.end_longitude_min <= ?8))
            ORDER BY r.activity_id DESC
            """)
        return try statement.map([member.id, member.family.rawValue, shortest, longest,
                                  start.south, start.north, start.west, start.east,
                                  end.south, end.north, end.west, end.east], Self.member)
    }

    /// The box in degrees round `point` that holds every point within `RouteMatch.endRadius` of it.
    static func box(round point: GeoPoint) -> (south: Double, north: Double, west: Double, east: Double) {
        // A tenth more than the radius, for the sphere against the plane; the match itself is exact.
        let degrees = RouteMatch.endRadius * 1.1 / (ActivityStream.earthRadius * .pi / 180)
        let latitude = min(abs(point.latitude) + degrees, 89.9)
        let east = degrees / max(LocalPlane.eastScale(atLatitude: latitude), 1e-6)
        return (point.latitude - degrees, point.latitude + degrees, point.longitude - east, point.longitude + east)
    }

    private func member(_ id: Int64) throws -> Member? {
        try database.fetchOne(
            "SELECT activity_id, route_id, family, length_m, heart_rate_bpm, track FROM route_signatures WHERE activity_id = ?", [id], Self.member)
    }

    static func member(_ row: Row) throws -> Member {
        let id = row.int64(0)
        guard let family = ActivityFamily(rawValue: row.string(2) ?? "") else {
            throw StoreError.corruptRow(table: "route_signatures", id: id, reason: "the family is not one tracker knows")
        }
        guard case .blob(let bytes) = row.value(5), let track = RouteTrackCodec.decode(bytes),
              let signature = RouteSignature(length: row.double(3), track: track) else {
            throw StoreError.corruptRow(table: "route_signatures", id: id, reason: "the track is not whole points")
        }
        return Member(id: id, routeID: row.int64(1), family: family, heartRate: row.optionalDouble(4), signature: signature)
    }
}

extension RouteStore {
    // MARK: - Reading

    /// The routes done at least twice, of `families` (all when empty), the most often done first
    /// (then the latest done).
    /// - Throws: `DatabaseError`, `StoreError.corruptRow`.
    public func repeatedRoutes(families: [ActivityFamily] = []) throws -> [RepeatedRoute] {
        var sql = """
            SELECT \(ActivityStore.prefixedColumns), r.route_id, r.family, r.heart_rate_bpm, r.length_m
            FROM route_signatures r JOIN activities a ON a.id = r.activity_id
            WHERE r.route_id IN (SELECT route_id FROM route_signatures GROUP BY route_id HAVING count(*) > 1)
            """
        if !families.isEmpty { sql += " AND r.family IN (\(Array(repeating: "?", count: families.count).joined(separator: ", ")))" }
        let rows = try database.fetch(sql + " ORDER BY r.route_id", families.map(\.rawValue), Self.effort)
        var routes: [RepeatedRoute] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            let route = rows[index].routeID
            let end = rows[index...].firstIndex { $0.routeID != route } ?? rows.endIndex
            routes.append(RepeatedRoute(id: route, family: rows[index].family, efforts: rows[index..<end].map(\.effort)))
            index = end
        }
        return routes.sorted {
            ($0.efforts.count, $0.last?.start.secondsSince1970 ?? 0, $1.id) > ($1.efforts.count, $1.last?.start.secondsSince1970 ?? 0, $0.id)
        }
    }

    /// The route activity `id` is on (alone on it, too); `nil` when the activity has no route
    /// signature (no positions, or too short a track).
    /// - Throws: `DatabaseError`, `StoreError.corruptRow`.
    public func route(ofActivity id: Int64) throws -> RepeatedRoute? {
        guard let route = try database.fetchInt("SELECT route_id FROM route_signatures WHERE activity_id = ?", [id]) else { return nil }
        let rows = try database.fetch(
            """
            SELECT \(ActivityStore.prefixedColumns), r.route_id, r.family, r.heart_rate_bpm, r.length_m
            FROM route_signatures r JOIN activities a ON a.id = r.activity_id WHERE r.route_id = ?
            """, [route], Self.effort)
        guard let first = rows.first else { return nil }
        return RepeatedRoute(id: route, family: first.family, efforts: rows.map(\.effort))
    }

    /// Whether any activity has a route signature.
    public func isEmpty() throws -> Bool {
        try database.fetchInt("SELECT 1 FROM route_signatures LIMIT 1") == nil
    }

    private static func effort(_ row: Row) throws -> (routeID: Int64, family: ActivityFamily, effort: RouteEffort) {
        let activity = try ActivityStore.activity(row)
        // The route's columns follow the activity's 14.
        let at = ActivityRow.columnCount + 1
        guard let family = ActivityFamily(rawValue: row.string(at + 1) ?? "") else {
            throw StoreError.corruptRow(table: "route_signatures", id: activity.id ?? 0, reason: "the family is not one tracker knows")
        }
        return (row.int64(at), family, RouteEffort(
            activityID: activity.id ?? 0, start: activity.start, type: activity.type, name: activity.name,
            distance: activity.distance, movingTime: activity.duration, heartRate: row.optionalDouble(at + 2), trackLength: row.double(at + 3)))
    }
}
