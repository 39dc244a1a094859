import TrackerCore

extension GearStore {
    /// The stored gear a file names, stored first when it is new: found by Strava's id (which
    /// keeps one gear per real item across exports, even renamed there), then by name, or by the
    /// `Brand Model` Strava names shoes by (`Gear.namesGiven`). A gear found by name that had no
    /// Strava id takes the file's. A new gear's kind, when the file does not say, is the one of
    /// the activity's family (`GearKind.used(for:)`).
    /// - Throws: `DatabaseError`.
    public func resolve(_ reference: GearReference, family: ActivityFamily?, createdAt: Int64) throws -> Int64 {
        if let stravaID = reference.stravaID,
           let id = try database.fetchInt("SELECT id FROM gear WHERE strava_id = ?", [stravaID]) {
            return id
        }
        let name = reference.name
        let byName = try database.fetchOne(
            """
            SELECT id, strava_id FROM gear WHERE name = ? COLLATE NOCASE
                OR (brand || ' ' || model) = ? COLLATE NOCASE OR (brand || ' ' || model || ' ' || name) = ? COLLATE NOCASE
            ORDER BY name = ? COLLATE NOCASE DESC, id LIMIT 1
            """, [name, name, name, name]) { ($0.int64(0), $0.string(1)) }
        if let (id, stravaID) = byName {
            if stravaID == nil, let given = reference.stravaID {
                try database.execute("UPDATE gear SET strava_id = ? WHERE id = ?", [given, id])
            }
            if reference.brand != nil || reference.model != nil {
                try database.execute("UPDATE gear SET brand = coalesce(brand, ?), model = coalesce(model, ?) WHERE id = ?",
                                     [reference.brand, reference.model, id])
            }
            return id
        }
        let kind = reference.kind ?? family.map(GearKind.used(for:)) ?? .other
        let gear = Gear(name: name, kind: kind, family: kind.family, brand: reference.brand, model: reference.model, stravaID: reference.stravaID)
        return try insert(gear, createdAt: createdAt).id ?? database.lastInsertedRowID
    }
}
