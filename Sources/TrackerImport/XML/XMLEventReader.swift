import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements and text a GPX or TCX reader needs, with the path of enclosing elements.
protocol XMLEventHandler: AnyObject {
    /// `path` ends with `name`; names have any namespace prefix removed.
    func start(_ name: String, path: [String], attributes: [String: String], line: Int) throws
    /// `text` is the element's whole character content, trimmed.
    func end(_ name: String, path: [String], text: String, line: Int) throws
}

/// Runs `XMLParser` (libxml2 through FoundationXML) over a byte stream, safely: external
/// entities are never resolved, a DOCTYPE is refused before the parser sees it
/// (`XMLPrologGuard`), character data is capped per element, and any error stops the
/// parse with its line.
final class XMLEventReader: NSObject, XMLParserDelegate {
    /// Text inside one element beyond this is refused: no GPX or TCX value is anywhere near it.
    static let maximumTextBytes = 1 << 20

    private let handler: XMLEventHandler
    private var path: [String] = []
    private var text = ""
    private var failure: ImportError?
    private weak var parser: XMLParser?

    init(handler: XMLEventHandler) {
        self.handler = handler
    }

    /// Parses the whole stream, calling the handler; throws the first error with its line.
    func parse(_ stream: ByteStream) throws {
        let input = ByteInputStream(source: ProcessingInstructionGuard(source: UTF8Guard(source: XMLPrologGuard(source: stream))))
        let parser = XMLParser(stream: input)
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.shouldProcessNamespaces = false
        parser.delegate = self
        self.parser = parser
        let succeeded = parser.parse()
        if let failure = input.failure as? ImportError { throw failure }
        if let failure = input.failure { throw ImportError(.file, "cannot be read: \(failure)") }
        if let failure { throw failure }
        if !succeeded {
            let reason = (parser.parserError as NSError?).map { "code \($0.code)" } ?? "unknown"
            throw ImportError(.line(max(1, parser.lineNumber)), "is not well-formed XML (libxml2 \(reason))")
        }
        if !path.isEmpty {
            throw ImportError(.line(max(1, parser.lineNumber)), "the file ends inside <\(path.last ?? "")> (a truncated file?)")
        }
    }

    // MARK: - XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        let name = XMLEventReader.localName(elementName)
        path.append(name)
        text = ""
        run(parser) { try handler.start(name, path: path, attributes: attributeDict, line: parser.lineNumber) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        let name = XMLEventReader.localName(elementName)
        let content = text.trimmingCharacters(in: .whitespacesAndNewlines)
        text = ""
        run(parser) { try handler.end(name, path: path, text: content, line: parser.lineNumber) }
        if !path.isEmpty { path.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        text += string
        if text.utf8.count > XMLEventReader.maximumTextBytes {
            fail(parser, ImportError(.line(parser.lineNumber), "more than 1 MB of text inside <\(path.last ?? "")>"))
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail(parser, ImportError(.line(parser.lineNumber), "an entity declaration (&\(name);); refused"))
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail(parser, ImportError(.line(parser.lineNumber), "an external entity declaration (&\(name);); refused"))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fail(parser, ImportError(.line(parser.lineNumber), "a reference to the external entity &\(name);; refused"))
        return nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let error = parseError as NSError
        let detail = (error.userInfo[NSLocalizedDescriptionKey] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines)
        failure = ImportError(.line(max(1, parser.lineNumber)), "is not well-formed XML (libxml2 error \(error.code)\(detail.map { ": \($0)" } ?? ""))")
    }

    // MARK: - Private

    private func run(_ parser: XMLParser, _ body: () throws -> Void) {
        do {
            try body()
        } catch let error as ImportError {
            fail(parser, error)
        } catch {
            fail(parser, ImportError(.line(parser.lineNumber), "\(error)"))
        }
    }

    private func fail(_ parser: XMLParser, _ error: ImportError) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    private static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}
