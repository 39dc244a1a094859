#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Garmin Connect's and Apple Health's exports, as a folder or as a zip: the files each holds that
// tracker reads, and the zips inside Garmin's, read in memory.
extension Importer {
    /// The jobs of an unpacked Garmin or Apple Health export at `folder`, or `nil` when it is neither.
    func exportFolderJobs(_ folder: String) throws -> [Job]? {
        for candidate in [folder + "/export.xml", folder + "/apple_health_export/export.xml"] where Importer.isRegularFile(candidate) {
            return [Job(path: candidate, display: candidate, format: .auto, size: Importer.size(of: candidate),
                        foundInFolder: true, special: .appleHealth(.file(candidate)))]
        }
        guard Importer.isFolder(folder + "/DI_CONNECT") else { return nil }
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: folder + "/DI_CONNECT")) ?? [])
            .map { "DI_CONNECT/" + $0 }.sorted()
        var files: [Job] = []
        var summaries: [Job] = []
        for name in names {
            let path = folder + "/" + name
            guard Importer.isRegularFile(path) else { continue }
            let size = Importer.size(of: path)
            if GarminExport.isUploadedArchive(name) {
                files.append(Job(path: path, display: path, format: .auto, size: size, isArchive: true, foundInFolder: true))
            } else if GarminExport.isUploadedFile(name) {
                files.append(Job(path: path, display: path, format: .auto, size: size, foundInFolder: true))
            } else if GarminExport.isSummary(name) {
                summaries.append(Job(path: path, display: path, format: .auto, size: size, foundInFolder: true, special: .garminSummary))
            }
        }
        // The summaries last: an activity whose file was read is then counted once, as that file's.
        return files + summaries
    }

    /// The entry of an archive that is Apple Health's `export.xml` (`apple_health_export/export.xml`).
    static func appleHealthEntry(_ names: [String]) -> String? {
        names.first { $0 == "apple_health_export/export.xml" || $0 == "export.xml" }
            ?? names.first { $0.hasSuffix("/apple_health_export/export.xml") && $0.split(separator: "/").count == 3 }
    }

    /// Imports Garmin's export archive, checked whole before: the files of its uploaded files' zips
    /// (read in memory), then its summaries.
    func importGarminArchive(_ job: Job) throws -> [FileReport] {
        var reports: [FileReport] = []
        var summaries: [Job] = []
        do {
            let reader = try ArchiveReader(path: job.path)
            while let entry = try reader.nextEntry() {
                guard entry.isFile else { continue }
                if GarminExport.isUploadedArchive(entry.name) {
                    let bytes = try reader.readData(limit: Importer.maximumEntryBytes)
                    reports += try importNestedArchive(bytes, display: job.display + ":" + entry.name, nesting: job.nesting + 1)
                } else if GarminExport.isUploadedFile(entry.name) {
                    let bytes = try reader.readData(limit: Importer.maximumEntryBytes)
                    reports.append(try importFile(Job(path: entry.name, display: job.display + ":" + entry.name, format: .auto,
                                                      size: bytes.count, bytes: bytes)))
                } else if GarminExport.isSummary(entry.name) {
                    let bytes = try reader.readData(limit: GarminSummaryReader.maximumBytes)
                    summaries.append(Job(path: entry.name, display: job.display + ":" + entry.name, format: .auto,
                                         size: bytes.count, bytes: bytes, special: .garminSummary))
                }
            }
        } catch let error as ImportError {
            var report = FileReport(path: job.display)
            report.error = error.inFile(job.display)
            reports.append(report)
        }
        for summary in summaries { reports.append(try importFile(summary)) }
        finished(job)
        return reports
    }

    /// Imports the activity files of a zip held in memory, and of the zips inside it.
    private func importNestedArchive(_ bytes: [UInt8], display: String, nesting: Int) throws -> [FileReport] {
        var reports: [FileReport] = []
        let reader = try ArchiveReader(bytes: bytes)
        while let entry = try reader.nextEntry() {
            guard entry.isFile, !entry.name.hasPrefix("__MACOSX/") else { continue }
            if entry.name.lowercased().hasSuffix(".zip") {
                let inner = try reader.readData(limit: Importer.maximumEntryBytes)
                reports += try importNestedArchive(inner, display: display + ":" + entry.name, nesting: nesting + 1)
            } else if ImportFormat.fromExtension(entry.name) != nil {
                let data = try reader.readData(limit: Importer.maximumEntryBytes)
                reports.append(try importFile(Job(path: entry.name, display: display + ":" + entry.name, format: .auto,
                                                  size: data.count, bytes: data)))
            }
        }
        return reports
    }

    /// Checks a zip held in memory (an entry `display` of an archive `nesting` deep): its entries'
    /// names, their data, and the zips inside it, before anything of the outer archive is written.
    /// - Throws: `ImportError` when it is damaged, names an entry outside it, or nests zips deeper
    ///   than `GarminExport.maximumNesting`.
    func checkNestedArchive(_ bytes: [UInt8], display: String, nesting: Int) throws {
        guard nesting <= GarminExport.maximumNesting else {
            throw ImportError(.file, "holds a zip nested more than \(GarminExport.maximumNesting) archives deep (\(display)); refused")
        }
        let reader: ArchiveReader
        do {
            reader = try ArchiveReader(bytes: bytes)
        } catch let error as ImportError {
            throw ImportError(.file, "its entry \(display) \(error.reason)")
        }
        while let entry = try reader.nextEntry() {
            guard ArchivePlan.isSafe(entry.name) else {
                throw ImportError(.file, "has an entry named '\(entry.name)' in \(display), outside the archive (an absolute path or '..'), so none of it is read")
            }
            guard entry.isFile else { continue }
            if entry.name.lowercased().hasSuffix(".zip") {
                let inner = try reader.readData(limit: Importer.maximumEntryBytes)
                try checkNestedArchive(inner, display: display + ":" + entry.name, nesting: nesting + 1)
            } else {
                var count = 0
                try reader.readData { chunk in
                    count += chunk.count
                    guard count <= Importer.maximumEntryBytes else {
                        throw ImportError(.file, "the entry '\(display):\(entry.name)' is larger than \(Importer.maximumEntryBytes / 1_048_576) MB")
                    }
                }
            }
        }
    }
}
