import Testing
@testable import TrackerImport

/// A file nested deeper than `XMLEventReader.maximumDepth` is refused at the element that goes
/// past it, so the work done on a nesting bomb is bounded by the limit, not by the file.
@Suite struct XMLNestingLimitTests {
    final class CountingHandler: XMLEventHandler {
        var started = 0
        var deepest = 0
        func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws {
            started += 1
            deepest = max(deepest, path.count)
        }
        func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws {}
    }

    static func nested(_ depth: Int) -> [UInt8] {
        Array(("<gpx>" + String(repeating: "\n<a>", count: depth - 1) + String(repeating: "</a>", count: depth - 1) + "</gpx>").utf8)
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let handler = CountingHandler()
        try XMLEventReader(handler: handler).parse(DataByteStream(Self.nested(XMLEventReader.maximumDepth)))
        #expect(handler.started == XMLEventReader.maximumDepth && handler.deepest == XMLEventReader.maximumDepth)
    }

    @Test(arguments: [XMLEventReader.maximumDepth + 1, 200_000])
    func oneLevelMoreIsRefusedThereHavingReadNoFurther(depth: Int) {
        let handler = CountingHandler()
        #expect(throws: ImportError(.line(XMLEventReader.maximumDepth + 1), "<a> is nested more than \(XMLEventReader.maximumDepth) elements deep; GPX and TCX files nest about ten")) {
            try XMLEventReader(handler: handler).parse(DataByteStream(Self.nested(depth)))
        }
        // The handler saw the elements up to the limit and not one more.
        #expect(handler.started == XMLEventReader.maximumDepth)
    }
}
