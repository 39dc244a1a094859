#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

// Reading ahead: while the writer writes one file, the next ones are read, parsed and derived on
// threads of their own, so that an import of many files keeps both cores busy. Each file is still
// written whole, in the order planned; a file read ahead is only read, never written, before its turn.
extension Importer {
    /// A file started ahead of its turn, with its fingerprint, taken before it was started.
    struct ReadAhead {
        var fingerprint: FileFingerprint?
        /// `nil` for a file an earlier import read, which is not read again.
        var reading: Result<FileReading, Error>?

        func stop() {
            if case .success(let reading)? = reading { reading.stop() }
        }
    }

    /// The threads an import uses by default: one per processor, at least two (a reader beside the
    /// writer), at most eight.
    public static var defaultThreads: Int {
        min(8, max(2, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Starts reading the files after `index` that are not read yet, up to `threads - 1` of them:
    /// plain files and the files a Strava CSV lists, not archives, exports' special files or the CSV.
    /// A file found in a folder that an earlier import read is not started (its turn says so).
    /// - Throws: only failures of the destination (`hasRead`).
    func startReadingAhead(_ jobs: [Job], after index: Int) throws {
        guard threads > 1 else { return }
        for position in (index + 1)..<min(jobs.count, index + threads) where readAhead[position] == nil {
            let job = jobs[position]
            guard !job.isArchive, job.special == nil, job.stravaFolder == nil, job.bytes == nil, job.gear.isEmpty else { continue }
            let fingerprint = Self.fingerprint(of: job)
            if try wasReadBefore(job, fingerprint) {
                readAhead[position] = ReadAhead(fingerprint: fingerprint, reading: nil)
                continue
            }
            let reading = Result { try startReading(job, onListedFile: { _ in }, showsProgress: false) }
            readAhead[position] = ReadAhead(fingerprint: fingerprint, reading: reading)
        }
    }

    /// Moves the files read ahead from `index` on by `count` places, after `count` jobs were planned there.
    func shiftReadAhead(from index: Int, by count: Int) {
        guard count > 0, !readAhead.isEmpty else { return }
        readAhead = Dictionary(uniqueKeysWithValues: readAhead.map { ($0.key >= index ? $0.key + count : $0.key, $0.value) })
    }

    /// Stops every file still being read ahead (the run ended, or a failure of the destination stopped it).
    func stopReadingAhead() {
        for ahead in readAhead.values { ahead.stop() }
        readAhead = [:]
    }
}
