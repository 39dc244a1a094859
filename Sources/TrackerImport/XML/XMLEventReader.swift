import CXML

/// The elements and text a GPX or TCX reader needs, with the path of enclosing elements, handed over
/// as libxml2's bytes: a reader builds a `String` only for what it keeps.
protocol XMLEventHandler: AnyObject {
    /// `path` ends with `element`; names have any namespace prefix removed. `line` is worked out
    /// when asked for (a message).
    func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws
    /// `text` is the element's character data since the last tag.
    func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws
}

/// Runs libxml2's push parser (opened on the first XML file, see CXML.h) over a byte stream,
/// safely: external entities are never resolved, a DOCTYPE is refused before the parser sees
/// it (`XMLPrologGuard`), character data is capped per element, nesting is capped at
/// `maximumDepth` elements, and any error stops the parse
/// with its line. The parser is fed as FoundationXML's `XMLParser` feeds it, in 128 KB chunks.
final class XMLEventReader {
    /// Text inside one element beyond this is refused: no GPX or TCX value is anywhere near it.
    static let maximumTextBytes = 1 << 20
    /// Elements open at once beyond this are refused: a GPX or TCX file nests about ten deep, and
    /// a file nested thousands deep (a parser bomb) is refused at this element, after this much work.
    static let maximumDepth = 64
    private static let chunkSize = 128 * 1024

    private let handler: XMLEventHandler
    private let path = XMLElementPath()
    private var failure: ImportError?
    /// Set while the last chunk is parsed, when an error means the file stopped early.
    private var ending = false
    private var parser: OpaquePointer?

    /// Whether a DOCTYPE with an internal subset is read (element and attribute lists only: an
    /// entity declared in it refuses the file before anything uses it).
    private let allowsDoctype: Bool

    init(handler: XMLEventHandler, allowsDoctype: Bool = false) {
        self.handler = handler
        self.allowsDoctype = allowsDoctype
    }

    /// Parses the whole stream, calling the handler; throws the first error with its line.
    func parse(_ stream: ByteStream) throws {
        let input = ProcessingInstructionGuard(source: UTF8Guard(source: XMLPrologGuard(source: stream, allowsDoctype: allowsDoctype)))
        var chunk = [UInt8](repeating: 0, count: XMLEventReader.chunkSize)
        var head: [UInt8] = []
        var result: Int32 = 0
        defer { tracker_xml_parser_free(parser) }
        while result == 0 {
            let count = try chunk.withUnsafeMutableBytes { try input.read(into: $0) }
            if parser == nil {
                head += chunk[0..<count]
                // Like XMLParser: the parser is created with the first four bytes, and a
                // stream shorter than that is not parsed at all.
                guard head.count >= 4 else {
                    if count == 0 { break }
                    continue
                }
                try start(with: head)
                ending = count == 0
                result = head[4...].withUnsafeBytes { feed($0, terminate: count == 0) }
            } else {
                ending = count == 0
                result = chunk[0..<count].withUnsafeBytes { feed($0, terminate: count == 0) }
            }
            // A refusal stops the parser; the rest of the file is not read.
            if count == 0 || failure != nil { break }
        }
        if let failure { throw failure }
        if result != 0 {
            throw ImportError(.line(max(1, line)), "is not well-formed XML (libxml2 code \(result))")
        }
        if !path.isEmpty {
            throw ImportError(.line(max(1, line)), "the file is cut off: it ends inside <\(path.last?.string ?? "")>")
        }
    }

    // MARK: - Events

    private func didStart(_ localName: UnsafeBufferPointer<UInt8>, attributes: XMLAttributes) {
        guard failure == nil else { return }
        guard path.count < XMLEventReader.maximumDepth else {
            let name = String(decoding: localName, as: UTF8.self)
            fail(ImportError(.line(line), "<\(name)> is nested more than \(XMLEventReader.maximumDepth) elements deep; GPX and TCX files nest about ten"))
            return
        }
        path.push(localName)
        guard let element = path.last else { return }
        run { try handler.start(element, path: path, attributes: attributes, line: self.line) }
    }

    private func didEnd(text: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        if let element = path.last {
            run { try handler.end(element, path: path, text: XMLCharacterData(bytes: text), line: self.line) }
        }
        path.removeLast()
    }

    private func didOverflowText() {
        guard failure == nil else { return }
        fail(ImportError(.line(line), "more than 1 MB of text inside <\(path.last?.string ?? "")>"))
    }

    private func didFind(entity name: String, kind: Int32) {
        switch kind {
        case 0: fail(ImportError(.line(line), "an entity declaration (&\(name);); refused"))
        case 1: fail(ImportError(.line(line), "an external entity declaration (&\(name);); refused"))
        default: fail(ImportError(.line(line), "a reference to the external entity &\(name);; refused"))
        }
    }

    private func didFail(code: Int32, message: String) {
        guard failure == nil else { return }
        let detail = XMLEventReader.trimmed(message)
        // libxml2 names a file that stops inside an element by what it expected next ("Extra content
        // at the end of the document", "Premature end of data"); a person needs to hear it is cut off.
        if ending, let open = path.last {
            failure = ImportError(.line(max(1, line)), "the file is cut off: it ends inside <\(open.string)> (libxml2 error \(code): \(detail))")
            return
        }
        failure = ImportError(.line(max(1, line)), "is not well-formed XML (libxml2 error \(code): \(detail))")
    }

    // MARK: - Private

    private var line: Int {
        parser.map { Int(tracker_xml_parser_line($0)) } ?? 0
    }

    private func start(with head: [UInt8]) throws {
        var callbacks = tracker_xml_handler(
            context: Unmanaged.passUnretained(self).toOpaque(),
            start: { context, localName, nameLength, attributeCount, attributes in
                let name = UnsafeBufferPointer(start: localName, count: localName == nil ? 0 : Int(nameLength))
                XMLEventReader.with(context) {
                    $0.didStart(name, attributes: XMLAttributes(pointers: attributes, count: Int(attributeCount)))
                }
            },
            end: { context, text, length in
                let text = UnsafeBufferPointer(start: text, count: text == nil ? 0 : Int(length))
                XMLEventReader.with(context) { $0.didEnd(text: text) }
            },
            text_overflow: { context in
                XMLEventReader.with(context) { $0.didOverflowText() }
            },
            entity: { context, name, kind in
                XMLEventReader.from(context).didFind(entity: XMLEventReader.string(name) ?? "", kind: kind)
            },
            error: { context, code, message in
                XMLEventReader.from(context).didFail(code: code, message: message.map { String(cString: $0) } ?? "")
            },
            text_limit: Int32(XMLEventReader.maximumTextBytes))
        parser = head.withUnsafeBytes { bytes in
            tracker_xml_parser_create(&callbacks, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), 4)
        }
        guard parser != nil else {
            let reason = tracker_xml_load_error().map { String(cString: $0) } ?? "libxml2 is out of memory"
            throw ImportError(.file, "cannot be parsed as XML: \(reason)")
        }
    }

    private func feed(_ bytes: UnsafeRawBufferPointer, terminate: Bool) -> Int32 {
        guard let parser else { return 0 }
        return tracker_xml_parser_feed(parser, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), terminate ? 1 : 0)
    }

    private func run(_ body: () throws -> Void) {
        do {
            try body()
        } catch let error as ImportError {
            fail(error)
        } catch {
            fail(ImportError(.line(line), "\(error)"))
        }
    }

    private func fail(_ error: ImportError) {
        if failure == nil { failure = error }
        if let parser { tracker_xml_parser_stop(parser) }
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> XMLEventReader {
        Unmanaged<XMLEventReader>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Runs `body` on the reader behind a callback's context without retaining it: the reader
    /// outlives its parser, which it frees before it goes.
    private static func with(_ context: UnsafeMutableRawPointer?, _ body: (XMLEventReader) -> Void) {
        Unmanaged<XMLEventReader>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    private static func string(_ bytes: UnsafePointer<UInt8>?) -> String? {
        bytes.map { String(cString: $0) }
    }

    /// Without spaces, tabs and line breaks at either end.
    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
