import TrackerCore

/// Reads the gear files of a Strava bulk export, beside its `activities.csv`: `bikes.csv`
/// (`Bike Name`, `Bike Brand`, `Bike Model`, `Bike Default Sport Types`) and `shoes.csv`
/// (`Shoe Name`, `Shoe Brand`, `Shoe Model`, `Shoe Default Sport Types`). They carry no ids:
/// a bike is named by its `Bike Name`; shoes by their `Shoe Name`, else `Brand Model`, which is
/// how the rows' `Activity Gear` names shoes without a name of their own.
enum StravaGearList {
    /// The files, with the kind of gear each lists.
    static let files: [(name: String, kind: GearKind)] = [("bikes.csv", .bike), ("shoes.csv", .shoes)]

    /// The gear of one such file; a file without the columns lists none.
    /// - Throws: `ImportError` for a file that is not CSV.
    static func read(_ bytes: [UInt8], kind: GearKind) throws -> [GearReference] {
        let reader = CSVReader(stream: DataByteStream(bytes))
        guard let header = try reader.nextRecord() else { return [] }
        let prefix = kind == .bike ? "Bike" : "Shoe"
        func column(_ name: String) -> Int? {
            header.firstIndex { StravaColumns.normalized($0) == StravaColumns.normalized(prefix + " " + name) }
        }
        guard let nameColumn = column("Name") else { return [] }
        let brandColumn = column("Brand"), modelColumn = column("Model")
        var gear: [GearReference] = []
        while let fields = try reader.nextRecord() {
            func text(_ index: Int?) -> String? {
                guard let index, index < fields.count else { return nil }
                let value = fields[index].trimmingSpaces()
                return value.isEmpty ? nil : value
            }
            let brand = text(brandColumn), model = text(modelColumn)
            let madeOf = [brand, model].compactMap { $0 }.joined(separator: " ")
            guard let name = text(nameColumn) ?? (madeOf.isEmpty ? nil : madeOf) else { continue }
            gear.append(GearReference(name: name, kind: kind, brand: brand, model: model))
        }
        return gear
    }
}
