#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the columns tracker reads are in one `activities.csv` header.
///
/// A header naming a known language's `Activity ID` is read by that language's names (any
/// case, Unicode-normalized). Any other header that has Strava's shape is read by position,
/// since every language keeps one order: `Activity ID`, `Activity Date`, `Activity Name`,
/// `Activity Type`, `Activity Description`, `Elapsed Time`, `Distance` at 0-6, `Filename` at 12,
/// the raw `Elapsed Time`, `Moving Time`, `Distance` at 15-17 and `Elevation Gain` at 20. Its
/// shape is that order's repeated names: the name at 5 again at 15, the name at 6 again at 17.
/// Such a file's numbers are read with a decimal comma, as every European language Strava
/// exports in writes them.
struct StravaColumns: Sendable {
    /// The language whose names were found, or `nil` when the columns were found by position.
    var header: StravaHeader?
    var activityID: Int?
    var activityDate: Int?
    var activityName: Int?
    var activityType: Int?
    var activityDescription: Int?
    /// The first, whole-second column, then the raw one when present.
    var elapsedTime: [Int] = []
    /// The first (as the app shows it) column, then the raw metres one when present.
    var distance: [Int] = []
    var movingTime: Int?
    var elevationGain: Int?
    /// `Perceived Exertion` (1-10), found by its English name only.
    var perceivedExertion: Int?
    var filename: Int?
    /// `Activity Gear`, the gear's name (a bike's name; `Brand Model` for shoes): at 11 in every language.
    var activityGear: Int?
    /// `Bike` and `Gear`, Strava's ids of the bike or the shoes, found by their English names only.
    var bikeID: Int?
    var gearID: Int?
    var decimalMark: Character

    /// The columns of `header`, or `nil` when it is not a Strava `activities.csv` header.
    static func resolve(_ header: [String]) -> StravaColumns? {
        let names = header.map(normalized)
        for language in StravaHeader.languages where names.contains(normalized(language.activityID)) {
            return byName(names, language)
        }
        return byPosition(names)
    }

    /// The names a header must have for tracker to read its rows, with those missing.
    var missingRequired: [String] {
        var missing: [String] = []
        let names = header ?? StravaHeader.english
        if activityID == nil { missing.append(names.activityID) }
        if activityDate == nil { missing.append(names.activityDate) }
        if activityType == nil { missing.append(names.activityType) }
        if elapsedTime.isEmpty { missing.append(names.elapsedTime) }
        return missing
    }

    // MARK: - Finding the columns

    private static func byName(_ names: [String], _ language: StravaHeader) -> StravaColumns {
        func positions(_ name: String) -> [Int] {
            let key = normalized(name)
            return names.indices.filter { names[$0] == key }
        }
        var columns = StravaColumns(header: language, decimalMark: language.decimalMark)
        columns.activityID = positions(language.activityID).first
        columns.activityDate = positions(language.activityDate).first
        columns.activityName = positions(language.activityName).first
        columns.activityType = positions(language.activityType).first
        columns.activityDescription = positions(language.activityDescription).first
        columns.elapsedTime = Array(positions(language.elapsedTime).prefix(2))
        columns.distance = Array(positions(language.distance).prefix(2))
        columns.movingTime = positions(language.movingTime).first
        columns.elevationGain = positions(language.elevationGain).first
        columns.filename = positions(language.filename).first
        columns.perceivedExertion = positions("Perceived Exertion").first
        columns.activityGear = positions("Activity Gear").first ?? (names.count > 12 ? 11 : nil)
        columns.bikeID = positions("Bike").first
        columns.gearID = positions("Gear").first
        return columns
    }

    private static func byPosition(_ names: [String]) -> StravaColumns? {
        guard names.count >= 18, !names[5].isEmpty, !names[6].isEmpty, names[5] != names[6],
              names[15] == names[5], names[17] == names[6] else { return nil }
        var columns = StravaColumns(header: nil, decimalMark: ",")
        columns.activityID = 0
        columns.activityDate = 1
        columns.activityName = 2
        columns.activityType = 3
        columns.activityDescription = 4
        columns.elapsedTime = [5, 15]
        columns.distance = [6, 17]
        columns.filename = 12
        columns.movingTime = 16
        columns.elevationGain = names.count > 20 ? 20 : nil
        columns.activityGear = 11
        return columns
    }

    /// Trimmed, lowercased and in one Unicode form, so that `Aktivitäts-ID` matches however it is composed.
    static func normalized(_ name: String) -> String {
        name.trimmingSpaces().canonicallyComposed.lowercased()
    }
}
