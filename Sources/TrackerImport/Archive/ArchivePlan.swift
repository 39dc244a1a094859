/// Which entries of a zip archive are imported, and how: the archive's counterpart of a folder.
///
/// An archive holding `activities.csv` (at its root, or in one folder as when an export folder is
/// zipped again; the shallowest wins) is a Strava export: that CSV first, then the files in the
/// `activities/` folder beside it that the CSV does not list. Any other archive imports every file
/// whose name tracker knows (`.csv`, `.json`, `.gpx`, `.tcx`, `.fit`, each optionally `.gz`).
struct ArchivePlan: Equatable, Sendable {
    /// The Strava `activities.csv` entry, if the archive is a Strava export.
    var stravaCSV: String?
    /// The entries imported after it, in the archive's order.
    var files: [String]
    /// The folder of `stravaCSV` inside the archive (`""` or `export_1/`), which its `Filename` column is relative to.
    var stravaFolder: String

    /// The plan for an archive of these entries (regular files only). The resource forks macOS
    /// adds when it zips a folder (`__MACOSX/`, `._name`) are left out.
    init(entries all: [String], readsStrava: Bool) {
        let entries = all.filter { !$0.hasPrefix("__MACOSX/") && !ArchivePlan.lastComponent($0).hasPrefix("._") }
        let csv = readsStrava
            ? entries.filter { ArchivePlan.lastComponent($0).lowercased() == "activities.csv" && ArchivePlan.depth($0) <= 1 }
                .min { ArchivePlan.depth($0) < ArchivePlan.depth($1) }
            : nil
        stravaCSV = csv
        if let csv {
            let folder = String(csv.dropLast(ArchivePlan.lastComponent(csv).count))
            stravaFolder = folder
            files = entries.filter { name in
                name.hasPrefix(folder + "activities/") && ArchivePlan.depth(name) == ArchivePlan.depth(csv) + 1
                    && ImportFormat.fromExtension(name) != nil
            }
        } else {
            stravaFolder = ""
            files = entries.filter { ImportFormat.fromExtension($0) != nil }
        }
    }

    /// The name relative to the Strava folder, as the CSV's `Filename` column writes it (`activities/12.gpx.gz`).
    func relativeName(_ entry: String) -> String {
        entry.hasPrefix(stravaFolder) ? String(entry.dropFirst(stravaFolder.count)) : entry
    }

    /// Whether a name stays inside the archive if it were ever a path: not absolute, no `..`,
    /// no drive letter, no NUL. tracker never writes entries to disk, but such a name means the
    /// archive was not made by Strava or a zip tool working normally, and it is refused.
    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasPrefix("\\"), !name.contains("\0") else { return false }
        let components = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        if let first = components.first, first.count == 2, first.last == ":" { return false }
        return !components.contains("..")
    }

    private static func lastComponent(_ name: String) -> Substring {
        name.split(separator: "/").last ?? Substring(name)
    }

    /// How many folders an entry is inside.
    private static func depth(_ name: String) -> Int {
        name.split(separator: "/").count - 1
    }
}
