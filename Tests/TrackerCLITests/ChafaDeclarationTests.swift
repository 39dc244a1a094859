import CChafa
import CChafaHeaders
import Testing

/// The values and the string layout tracker declares for chafa (it does not link it) are
/// chafa's own.
@Suite struct ChafaDeclarationTests {
    @Test func valuesMatchChafasHeaders() {
        #expect(Int(TRACKER_CHAFA_PIXEL_MODE_SIXELS) == Int(CHAFA_PIXEL_MODE_SIXELS.rawValue))
        #expect(Int(TRACKER_CHAFA_PIXEL_BGRA8_PREMULTIPLIED) == Int(CHAFA_PIXEL_BGRA8_PREMULTIPLIED.rawValue))
    }

    @Test func theStringLayoutIsGlibs() {
        #expect(MemoryLayout<tracker_chafa_string>.size == MemoryLayout<GString>.size)
        #expect(MemoryLayout<tracker_chafa_string>.offset(of: \.str) == MemoryLayout<GString>.offset(of: \.str))
        #expect(MemoryLayout<tracker_chafa_string>.offset(of: \.len) == MemoryLayout<GString>.offset(of: \.len))
    }
}
