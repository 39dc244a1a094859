import TrackerCore
import TrackerTime

/// The visited tiles (migration 0018): each activity's tiles in `activity_tiles`, and each tile's
/// first visit in `tiles`. Kept only by `ActivityWriter.afterWrite`; read by `tracker tiles`, `show`
/// and `import`.
public struct TileStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// One tile as `tracker tiles` reads it: where, and its first visit.
    public struct Visit: Equatable, Sendable {
        public var tile: Tile
        public var firstActivityID: Int64
        public var firstVisit: LocalDay
    }

    // MARK: - Keeping

    /// Stores the tiles of the activity `id` from its `stream` as stored (none when `nil`) in
    /// place of those it had, and keeps each touched tile's first visit. `start` is the activity's,
    /// as stored; a deleted activity passes `nil` for both. `computed` are the stream's tiles when
    /// they were found before (`DerivedStream.tiles`).
    ///
    /// An activity that had no tiles and was first at none (an insert) only offers itself as
    /// first visitor of its tiles, one upsert each; otherwise the tiles it was first at are worked
    /// out again from `activity_tiles`.
    /// - Throws: `DatabaseError`.
    func replaceTiles(ofActivity id: Int64, start: LocalInstant?, stream: ActivityStream?,
                      computed: [(zoom: TileZoom, tiles: [Tile])]? = nil) throws {
        let hadTiles = try database.fetchInt("SELECT 1 FROM activity_tiles WHERE activity_id = ? LIMIT 1", [id]) != nil
        let firstAt: [(zoom: Int, tile: Tile)] = try database.fetch(
            "SELECT zoom, x, y FROM tiles WHERE first_activity_id = ?", [id]
        ) { ($0.int(0), Tile(x: $0.int(1), y: $0.int(2))) }
        if hadTiles { try database.execute("DELETE FROM activity_tiles WHERE activity_id = ?", [id]) }
        var newTiles: [(zoom: Int, tile: Tile)] = []
        if let stream, start != nil {
            for (zoom, tiles) in computed ?? TileZoom.allCases.map({ ($0, stream.visitedTiles(zoom: $0)) }) {
                for tile in tiles { newTiles.append((zoom.level, tile)) }
            }
        }
        let insert = try database.cachedStatement("INSERT INTO activity_tiles (zoom, x, y, activity_id) VALUES (?, ?, ?, ?)")
        for (zoom, tile) in newTiles {
            try insert.bind(Int64(zoom), at: 1)
            try insert.bind(Int64(tile.x), at: 2)
            try insert.bind(Int64(tile.y), at: 3)
            try insert.bind(id, at: 4)
            while try insert.step() {}
            insert.reset()
        }
        if !firstAt.isEmpty {
            try database.execute("DELETE FROM tiles WHERE first_activity_id = ?", [id])
            let recompute = try database.cachedStatement(
                """
                INSERT INTO tiles (zoom, x, y, first_activity_id, first_visit_utc, first_visit_day)
                SELECT t.zoom, t.x, t.y, a.id, a.start_utc,
                    (a.start_utc + a.utc_offset) / 86400 - ((a.start_utc + a.utc_offset) % 86400 < 0)
                FROM activity_tiles t JOIN activities a ON a.id = t.activity_id
                WHERE t.zoom = ?1 AND t.x = ?2 AND t.y = ?3
                ORDER BY a.start_utc, a.id LIMIT 1
                """)
            for (zoom, tile) in firstAt {
                try recompute.bind(Int64(zoom), at: 1)
                try recompute.bind(Int64(tile.x), at: 2)
                try recompute.bind(Int64(tile.y), at: 3)
                while try recompute.step() {}
                recompute.reset()
            }
        }
        guard let start, !newTiles.isEmpty else { return }
        // The remaining rows hold the first visit among the other activities: this one takes a
        // tile only by starting earlier (or at the same second with a lower id).
        let offer = try database.cachedStatement(
            """
            INSERT INTO tiles (zoom, x, y, first_activity_id, first_visit_utc, first_visit_day) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            ON CONFLICT (zoom, x, y) DO UPDATE SET
                first_activity_id = excluded.first_activity_id,
                first_visit_utc = excluded.first_visit_utc,
                first_visit_day = excluded.first_visit_day
            WHERE excluded.first_visit_utc < tiles.first_visit_utc
                OR (excluded.first_visit_utc = tiles.first_visit_utc AND excluded.first_activity_id < tiles.first_activity_id)
            """)
        let day = Int64(start.localDay.daysSince1970)
        for (zoom, tile) in newTiles {
            try offer.bind(Int64(zoom), at: 1)
            try offer.bind(Int64(tile.x), at: 2)
            try offer.bind(Int64(tile.y), at: 3)
            try offer.bind(id, at: 4)
            try offer.bind(start.secondsSince1970, at: 5)
            try offer.bind(day, at: 6)
            while try offer.step() {}
            offer.reset()
        }
    }

    /// Empties both tables (`ActivityWriter.rebuild`, which then replays every stream).
    func removeAll() throws {
        try database.execute("DELETE FROM activity_tiles")
        try database.execute("DELETE FROM tiles")
    }

    // MARK: - Reading

    /// Every visited tile at `zoom` with its first visit; with `types`, only the tracks of those
    /// types count (then read from `activity_tiles`, a row per activity and tile).
    /// - Throws: `DatabaseError`.
    public func visits(zoom: TileZoom, types: [ActivityType]? = nil) throws -> [Visit] {
        guard let types else {
            return try database.fetch(
                "SELECT x, y, first_activity_id, first_visit_day FROM tiles WHERE zoom = ?", [Int64(zoom.level)]
            ) { Visit(tile: Tile(x: $0.int(0), y: $0.int(1)), firstActivityID: $0.int64(2), firstVisit: LocalDay(daysSince1970: $0.int(3))) }
        }
        guard !types.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: types.count).joined(separator: ", ")
        // The first activity by start: SQLite takes the bare columns of a min() aggregate from the row
        // that holds the minimum (https://sqlite.org/lang_select.html#bareagg).
        return try database.fetch(
            """
            SELECT t.x, t.y, a.id, min(a.start_utc),
                (a.start_utc + a.utc_offset) / 86400 - ((a.start_utc + a.utc_offset) % 86400 < 0)
            FROM activity_tiles t JOIN activities a ON a.id = t.activity_id
            WHERE t.zoom = ? AND a.type IN (\(placeholders))
            GROUP BY t.x, t.y
            """, [Int64(zoom.level)] + types.map(\.rawValue)
        ) { Visit(tile: Tile(x: $0.int(0), y: $0.int(1)), firstActivityID: $0.int64(2), firstVisit: LocalDay(daysSince1970: $0.int(4))) }
    }

    /// The tiles at `zoom` that activity `id` visited first of all the stored activities.
    /// - Throws: `DatabaseError`.
    public func firstVisits(ofActivity id: Int64, zoom: TileZoom) throws -> Int {
        Int(try database.fetchInt("SELECT count(*) FROM tiles WHERE first_activity_id = ? AND zoom = ?", [id, Int64(zoom.level)]) ?? 0)
    }

    /// The tiles at `zoom` activity `id` passes through.
    /// - Throws: `DatabaseError`.
    public func tileCount(ofActivity id: Int64, zoom: TileZoom) throws -> Int {
        Int(try database.fetchInt("SELECT count(*) FROM activity_tiles WHERE activity_id = ? AND zoom = ?", [id, Int64(zoom.level)]) ?? 0)
    }

    /// The visited tiles at `zoom`, of every activity.
    /// - Throws: `DatabaseError`.
    public func count(zoom: TileZoom) throws -> Int {
        Int(try database.fetchInt("SELECT count(*) FROM tiles WHERE zoom = ?", [Int64(zoom.level)]) ?? 0)
    }
}
