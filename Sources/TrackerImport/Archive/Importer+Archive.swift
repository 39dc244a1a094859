#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A zip archive is imported as the folder it would unpack to, without unpacking it: each entry
// is read into memory and imported as a file of its own, shown as `export.zip:activities.csv`.
extension Importer {
    /// Entries larger than this are refused rather than held in memory (a Strava activity file is
    /// a few MB; a far larger entry is a damaged or hostile archive).
    static let maximumEntryBytes = 256 << 20

    /// Imports a zip archive: checks it whole first, then its `activities.csv` and files.
    /// - Returns: one report per entry imported, or one for the archive when it is refused
    ///   (damaged, an entry named outside it, nothing to import); then nothing was written.
    /// - Throws: only failures of the destination itself.
    func importArchive(_ job: Job) throws -> [FileReport] {
        let checked: ArchiveCheck
        do {
            checked = try checkArchive(job)
        } catch let error as ImportError {
            var report = FileReport(path: job.display)
            report.error = error.inFile(job.display)
            finished(job)
            return [report]
        }
        if checked.isGarmin {
            return try importGarminArchive(job)
        }
        if let entry = checked.appleHealth {
            let display = job.display + ":" + entry
            let report = try importFile(Job(path: job.path, display: display, format: .auto, size: max(job.size, 1),
                                            special: .appleHealth(.archive(job.path, entry: entry))))
            finished(job)
            return [report]
        }
        let plan = checked.plan
        // The archive's own size gives way to its entries' in the progress bar.
        let entryBytes = plan.files.reduce(checked.csv?.count ?? 0) { $0 + (checked.sizes[$1] ?? 0) }
        progress.filesTotal += plan.stravaCSV == nil ? -1 : 0
        progress.bytesTotal += entryBytes - job.size

        var reports: [FileReport] = []
        // Entries the CSV lists, by name, with their rows; the CSV's report is reports[0].
        var listed: [String: ListedFile] = [:]
        if let name = plan.stravaCSV, let bytes = checked.csv {
            var csvJob = entryJob(job, name: name, bytes: bytes, format: .strava)
            for (file, kind) in StravaGearList.files {
                guard let list = checked.gearLists[plan.stravaFolder + file] else { continue }
                csvJob.gear += (try? StravaGearList.read(list, kind: kind)) ?? []
            }
            let listing = Listing()
            var report = try importFile(csvJob, onListedFile: listing.add)
            // A rejected activities.csv imported nothing, so every file is imported on its own.
            if !report.isRejected {
                var recordings = RecordingReport()
                for row in listing.files {
                    recordings.listed += 1
                    let entry = row.relativePath.map { plan.stravaFolder + $0 }
                    guard let entry, checked.sizes[entry] != nil else {
                        let shown = job.display + ":" + (entry ?? plan.stravaFolder + row.filename)
                        recordings.problems.append(.init(file: shown, row: row, error: nil))
                        continue
                    }
                    if let first = listed[entry] {
                        recordings.problems.append(.init(
                            file: job.display + ":" + entry, row: row,
                            error: ImportError(.file, "is listed by \(first.rowDescription) too, which took it")))
                        continue
                    }
                    listed[entry] = row
                }
                report.recordings = recordings
            }
            reports.append(report)
            finished(csvJob)
        }
        let remaining = Set(plan.files.filter { listed[$0] == nil })
        let toRead = remaining.union(listed.keys)
        progress.filesTotal += toRead.count
        progress.bytesTotal += listed.keys.filter { !plan.files.contains($0) }.reduce(0) { $0 + (checked.sizes[$1] ?? 0) }
        guard !toRead.isEmpty else { return reports }

        // A second pass reads the listed and remaining entries in the archive's order.
        do {
            let reader = try ArchiveReader(path: job.path)
            while let entry = try reader.nextEntry() {
                guard entry.isFile, toRead.contains(entry.name) else { continue }
                let bytes = try reader.readData(limit: Importer.maximumEntryBytes)
                if let row = listed[entry.name] {
                    let fileJob = entryJob(job, name: entry.name, bytes: bytes, format: .auto)
                    try importListed(fileJob, row: row, into: &reports[0])
                    finished(fileJob)
                    continue
                }
                let format = format == .strava ? .auto : format
                let fileJob = entryJob(job, name: entry.name, bytes: bytes, format: format)
                reports.append(try importFile(fileJob))
                finished(fileJob)
            }
        } catch let error as ImportError {
            // The archive changed since it was checked: what was imported stays, and this says why the rest did not.
            var report = FileReport(path: job.display)
            report.error = error.inFile(job.display)
            reports.append(report)
        }
        return reports
    }

    /// What the first pass found.
    struct ArchiveCheck {
        var plan: ArchivePlan
        var csv: [UInt8]?
        /// Every regular entry's size, as read.
        var sizes: [String: Int]
        /// Garmin Connect's export (`DI_CONNECT/`), imported by `importGarminArchive`.
        var isGarmin = false
        /// The entry that is Apple Health's `export.xml`, when the archive is its export.
        var appleHealth: String?
        /// The entries named `bikes.csv` or `shoes.csv`, by name.
        var gearLists: [String: [UInt8]] = [:]
    }

    /// Reads the whole archive once, so that a damaged entry (a bad CRC, a truncated file) or an
    /// entry named outside it refuses the archive before anything from it is written.
    private func checkArchive(_ job: Job) throws -> ArchiveCheck {
        let reader = try ArchiveReader(path: job.path)
        var names: [String] = []
        var sizes: [String: Int] = [:]
        var csvCandidates: [String: [UInt8]] = [:]
        var gearLists: [String: [UInt8]] = [:]
        while let entry = try reader.nextEntry() {
            guard ArchivePlan.isSafe(entry.name) else {
                throw ImportError(.file, "has an entry named '\(entry.name)', outside the archive (an absolute path or '..'), so none of it is read")
            }
            guard entry.isFile else { continue }
            names.append(entry.name)
            if entry.name.lowercased().hasSuffix(".zip") {
                let bytes = try reader.readData(limit: Importer.maximumEntryBytes)
                try checkNestedArchive(bytes, display: entry.name, nesting: job.nesting + 1)
                sizes[entry.name] = bytes.count
            } else if entry.name.lastPathComponent.lowercased() == "activities.csv" {
                let bytes = try reader.readData(limit: Importer.maximumEntryBytes)
                csvCandidates[entry.name] = bytes
                sizes[entry.name] = bytes.count
            } else if StravaGearList.files.contains(where: { $0.name == entry.name.lastPathComponent.lowercased() }) {
                let bytes = try reader.readData(limit: Importer.maximumGearListBytes)
                gearLists[entry.name] = bytes
                sizes[entry.name] = bytes.count
            } else {
                var count = 0
                try reader.readData { chunk in
                    count += chunk.count
                    guard count <= Importer.maximumEntryBytes else {
                        throw ImportError(.file, "the entry '\(entry.name)' is larger than \(Importer.maximumEntryBytes / 1_048_576) MB")
                    }
                }
                sizes[entry.name] = count
            }
        }
        if format == .auto && GarminExport.isExport(names) {
            return ArchiveCheck(plan: ArchivePlan(entries: [], readsStrava: false), csv: nil, sizes: sizes, isGarmin: true)
        }
        if format == .auto, let entry = Importer.appleHealthEntry(names) {
            return ArchiveCheck(plan: ArchivePlan(entries: [], readsStrava: false), csv: nil, sizes: sizes, appleHealth: entry)
        }
        let plan = ArchivePlan(entries: names, readsStrava: format == .auto || format == .strava)
        if format == .strava && plan.stravaCSV == nil {
            throw ImportError(.file, "is a zip archive without activities.csv; a Strava export has one")
        }
        if plan.stravaCSV == nil && plan.files.isEmpty {
            throw ImportError(.file, "is a zip archive with no activities.csv and no .csv, .json, .gpx, .tcx or .fit files")
        }
        return ArchiveCheck(plan: plan, csv: plan.stravaCSV.flatMap { csvCandidates[$0] }, sizes: sizes, gearLists: gearLists)
    }

    private func entryJob(_ archive: Job, name: String, bytes: [UInt8], format: ImportFormat) -> Job {
        Job(path: name, display: archive.display + ":" + name, format: format, size: bytes.count, bytes: bytes)
    }
}
