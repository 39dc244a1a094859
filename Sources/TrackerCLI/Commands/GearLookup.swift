import TrackerCore
import TrackerStore

/// A gear named by a person (`--gear Pegasus`, `tracker gear show Pegasus`): found whatever its
/// letter case, or refused with the nearest name, as an unknown command or value is.
enum GearLookup {
    /// The gear named `text`.
    /// - Throws: `UsageError.invalidValue` naming `option` and the closest stored name, when none has it.
    static func find(_ text: String, option: String, store: GearStore) throws -> Gear {
        if let gear = try store.find(name: text) { return gear }
        let names = try store.all().map(\.name)
        throw UsageError.invalidValue(option: option, ValueParseError(value: text, reason: unknownReason(text, among: names)))
    }

    /// What an unknown name is told: the nearest name, or how to see them, or that there is none yet.
    static func unknownReason(_ text: String, among names: [String]) -> String {
        guard !names.isEmpty else {
            return "is not a gear: there is none yet; add one with: tracker gear add NAME --kind shoes"
        }
        let lowered = names.map { $0.lowercased() }
        let closest = Suggestion.closestValue(to: text, in: lowered)
            ?? lowered.first { $0.hasPrefix(text.lowercased()) || $0.contains(text.lowercased()) }
        if let closest, let index = lowered.firstIndex(of: closest) {
            return "is not a gear; did you mean '\(names[index])'? ('tracker gear list --all' shows them)"
        }
        return "is not a gear; 'tracker gear list --all' shows them"
    }
}
