#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Zones from the system's zone database

extension Zone {
    /// The system's zone database, where `init?(identifier:)` looks.
    public static let databaseDirectory = "/usr/share/zoneinfo"

    /// The zone named `identifier` (see the type's summary for the accepted forms), read from
    /// /usr/share/zoneinfo; `nil` for an empty name, one starting with "/" or holding "..", a `GMT+`
    /// or `UTC+` offset out of range or form, or a name that is neither a valid TZif file there nor a
    /// POSIX TZ string. The TZDIR variable is not read:
    /// a caller that honours it passes its directory to `init?(identifier:directory:)`.
    public init?(identifier: String) {
        self.init(identifier: identifier, directory: Self.databaseDirectory)
    }

    /// The zone named `identifier`, its file read from `directory` rather than the system's database.
    public init?(identifier: String, directory: String) {
        switch identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT":
            self = Zone.utc.renamed(identifier)
            return
        default: break
        }
        // `GMT+...` and `UTC+...` are Foundation's offsets east of UTC, never the POSIX reading of the
        // same text (an hour west for `UTC+1`).
        if ["GMT+", "GMT-", "UTC+", "UTC-"].contains(where: identifier.hasPrefix) {
            guard let offset = Self.fixedOffset(named: identifier), let zone = Zone(secondsFromGMT: offset) else { return nil }
            self = zone
            return
        }
        guard !identifier.isEmpty, !identifier.hasPrefix("/"), !identifier.contains(".."),
              !identifier.utf8.contains(0) else { return nil }
        if let bytes = Self.readZoneFile(directory + "/" + identifier),
           let zone = try? Zone(contentsOf: bytes, identifier: identifier) {
            self = zone
            return
        }
        guard let zone = Zone(posixRule: identifier) else { return nil }
        self = zone
    }

    /// The machine's zone: /etc/localtime, named after its link's target under a `zoneinfo` directory
    /// (`Europe/Lisbon`); when it is a copy, not a link, after Debian's /etc/timezone, else
    /// `localtime`; UTC when it is missing or not a zone file.
    public static func system() -> Zone {
        system(localtime: "/etc/localtime", name: "/etc/timezone")
    }

    /// The zone of the file at `path`, named as `system()` names it, with the name file `name`.
    static func system(localtime path: String, name namePath: String) -> Zone {
        guard let bytes = readZoneFile(path) else { return .utc }
        let identifier = linkedZoneName(path) ?? zoneName(in: namePath) ?? "localtime"
        return (try? Zone(contentsOf: bytes, identifier: identifier)) ?? .utc
    }

    /// The zone name a link at `path` points to: what follows its target's `zoneinfo` folder.
    private static func linkedZoneName(_ path: String) -> String? {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &target, target.count - 1)
        guard length > 0 else { return nil }
        let link = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let components = link.split(separator: "/", omittingEmptySubsequences: true)
        guard let directory = components.lastIndex(of: "zoneinfo"), directory + 1 < components.count else { return nil }
        return components[(directory + 1)...].joined(separator: "/")
    }

    /// The zone name on the first line of a file such as /etc/timezone, when it is one a zone could
    /// be named (letters, digits and `/_+-`, no `..`, not starting with `/`).
    private static func zoneName(in path: String) -> String? {
        guard let bytes = readZoneFile(path) else { return nil }
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let allowed = line.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "/_+-".utf8.contains(byte)
        }
        let name = String(decoding: line, as: UTF8.self)
        guard allowed, !line.isEmpty, line.count <= 64, !name.hasPrefix("/"), !name.contains("..") else { return nil }
        return name
    }

    /// The bytes of the regular file at `path`, or `nil` when it cannot be read or is larger than
    /// any zone file (the largest in tzdata are a few kilobytes).
    private static func readZoneFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              status.st_size >= 0, status.st_size <= 1 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        return bytes
    }
}
