#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Numbers formatted by C's `printf` conversions (`%.1f`, `%02d`, `%04X`, ...), as
    /// Foundation's `String(format:)` formats them, without the Foundation that brings.
    /// Text goes in by interpolation: there is no `%@`.
    public init(printf format: String, _ arguments: CVarArg...) {
        self = withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 128)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } }
            return withVaList(arguments) { again in
                var larger = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&larger, larger.count, format, again)
                return larger.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            }
        }
    }
}
