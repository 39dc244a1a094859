import TrackerCore

/// Reads a `tracker export --format json` file: an array of activity (or mood) objects.
struct TrackerJSONReader {
    let decoder: ExportRecordDecoder

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let reader = JSONArrayReader(stream: stream)
        var kind: ExportRecordDecoder.Kind?
        while let element = try reader.nextElement() {
            let location = ImportError.Location.line(reader.elementLine)
            guard case .object(let fields) = element else {
                throw ImportError(location, "each element must be an object with the keys \(ExportColumns.activity.joined(separator: ", "))")
            }
            var values: [String: JSONValue] = [:]
            for (key, value) in fields { values[key] = value }
            let elementKind = try ExportRecordDecoder.kind(of: Set(values.keys), at: location)
            if kind == nil { kind = elementKind }
            guard elementKind == kind else { throw ImportError(location, "activities and moods mixed in one file") }
            let lookup: ExportRecordDecoder.Lookup = { column in
                let name = column.key
                switch values[name] {
                case nil, .null?: return nil
                case .string(let text)?: return text.isEmpty ? nil : .text(text)
                case .number(let number)?: return .number(number)
                case .integer(let number)?: return .number(Double(number))
                case .array(let elements)? where column == .tags:
                    return .texts(try elements.map { element in
                        guard case .string(let text) = element else { throw ImportError(location, "tags must be a list of strings") }
                        return text
                    })
                default: throw ImportError(location, "\(name) must be a string or a number")
                }
            }
            switch elementKind {
            case .activities: try emit(decoder.activity(lookup, at: location))
            case .moods: try emit(decoder.mood(lookup, at: location))
            }
        }
    }
}
