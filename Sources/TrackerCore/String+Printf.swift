import CFormat

/// A number `String(printf:)` formats: each kind says what it is, so no runtime cast has to ask.
public protocol PrintfArgument {
    var printfValue: PrintfValue { get }
}

/// A number as C's `printf` takes it.
public enum PrintfValue: Sendable {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
}

extension Int: PrintfArgument { public var printfValue: PrintfValue { .signed(Int64(self)) } }
extension Int32: PrintfArgument { public var printfValue: PrintfValue { .signed(Int64(self)) } }
extension Int64: PrintfArgument { public var printfValue: PrintfValue { .signed(self) } }
extension UInt: PrintfArgument { public var printfValue: PrintfValue { .unsigned(UInt64(self)) } }
extension UInt8: PrintfArgument { public var printfValue: PrintfValue { .unsigned(UInt64(self)) } }
extension UInt16: PrintfArgument { public var printfValue: PrintfValue { .unsigned(UInt64(self)) } }
extension UInt32: PrintfArgument { public var printfValue: PrintfValue { .unsigned(UInt64(self)) } }
extension UInt64: PrintfArgument { public var printfValue: PrintfValue { .unsigned(self) } }
extension Double: PrintfArgument { public var printfValue: PrintfValue { .double(self) } }

extension String {
    /// Numbers formatted by C's `printf` conversions (`%.1f`, `%02d`, `%04X`, `%g`, ...), as
    /// Foundation's `String(format:)` formats them, without the Foundation that brings. Text goes in
    /// by interpolation: there is no `%@` or `%s`.
    ///
    /// Each conversion is handed to `snprintf` on its own, with its number's own C type: Swift's
    /// `vsnprintf` route boxes every argument as a `CVarArg`, and the runtime's casts of those
    /// boxes cost a short command a measurable share of its start. A conversion without a number
    /// left is written as it stands.
    public init(printf format: String, _ arguments: PrintfArgument...) {
        var output = ""
        var remaining = arguments[...]
        var bytes = Array(format.utf8)[...]
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
            output += String(decoding: bytes[..<percent], as: UTF8.self)
            bytes = bytes[percent...]
            guard let conversion = Self.conversion(at: bytes) else {
                // `%%`, or a `%` that starts no number's conversion: one character, written as printf would.
                let isEscape = bytes.dropFirst().first == UInt8(ascii: "%")
                output += "%"
                bytes = bytes.dropFirst(isEscape ? 2 : 1)
                continue
            }
            let spec = bytes.prefix(conversion.length)
            bytes = bytes.dropFirst(conversion.length)
            guard let argument = remaining.popFirst() else {
                output += String(decoding: spec, as: UTF8.self)
                continue
            }
            output += Self.convert(argument.printfValue, spec: spec, kind: conversion.kind)
        }
        output += String(decoding: bytes, as: UTF8.self)
        self = output
    }

    private enum ConversionKind { case signed, unsigned, floating }

    /// The conversion at the `%` starting `bytes`: `%[flags][width][.precision][length]` and one of
    /// `d i u x X o f F e E g G`, its length in bytes and what it converts. A length modifier that
    /// widens (`l`, `ll`, `z`, `j`, ...) is read and left out: every number goes in at its full 64 bits.
    private static func conversion(at bytes: ArraySlice<UInt8>) -> (length: Int, kind: ConversionKind)? {
        var index = bytes.index(after: bytes.startIndex)
        while index < bytes.endIndex, "-+ 0#".utf8.contains(bytes[index]) { index += 1 }
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        while index < bytes.endIndex, "lLqjzt".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let kind: ConversionKind
        switch bytes[index] {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): kind = .signed
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"): kind = .unsigned
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"): kind = .floating
        default: return nil
        }
        return (index - bytes.startIndex + 1, kind)
    }

    /// One conversion of one number through `snprintf`. Integer conversions get C's `ll` length,
    /// so every integer goes in as 64 bits; a number of the other kind is converted to the kind
    /// the conversion names, as `String(format:)` would show it.
    private static func convert(_ value: PrintfValue, spec: ArraySlice<UInt8>, kind: ConversionKind) -> String {
        var conversion = Array(spec.dropLast().filter { !"lLqjzt".utf8.contains($0) })
        if kind != .floating { conversion += [UInt8(ascii: "l"), UInt8(ascii: "l")] }
        conversion += [spec[spec.index(before: spec.endIndex)], 0]
        return conversion.withUnsafeBufferPointer { format in
            format.withMemoryRebound(to: CChar.self) { cFormat in
                guard let base = cFormat.baseAddress else { return "" }
                return formatted(capacity: 64) { buffer, size in
                    switch (kind, value) {
                    case (.floating, .double(let number)): return tracker_format_double(buffer, size, base, number)
                    case (.floating, .signed(let number)): return tracker_format_double(buffer, size, base, Double(number))
                    case (.floating, .unsigned(let number)): return tracker_format_double(buffer, size, base, Double(number))
                    case (.signed, .signed(let number)): return tracker_format_signed(buffer, size, base, CLongLong(number))
                    case (.signed, .unsigned(let number)): return tracker_format_signed(buffer, size, base, CLongLong(truncatingIfNeeded: number))
                    case (.signed, .double(let number)): return tracker_format_signed(buffer, size, base, Self.integer(number))
                    case (.unsigned, .unsigned(let number)): return tracker_format_unsigned(buffer, size, base, CUnsignedLongLong(number))
                    case (.unsigned, .signed(let number)): return tracker_format_unsigned(buffer, size, base, CUnsignedLongLong(truncatingIfNeeded: number))
                    case (.unsigned, .double(let number)):
                        return tracker_format_unsigned(buffer, size, base, CUnsignedLongLong(truncatingIfNeeded: Self.integer(number)))
                    }
                }
            }
        }
    }

    /// A double given to an integer conversion: its whole part, 0 when it has none.
    private static func integer(_ number: Double) -> CLongLong {
        guard number.isFinite, number > -9.2e18, number < 9.2e18 else { return 0 }
        return CLongLong(number.rounded(.towardZero))
    }

    /// Calls `write` with a buffer of `capacity` bytes, and again with one large enough when its
    /// text needs more.
    private static func formatted(capacity: Int, _ write: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        let (text, needed) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> (String?, Int) in
            guard let base = buffer.baseAddress else { return ("", 0) }
            let length = Int(write(base, capacity))
            guard length >= 0, length < capacity else { return (nil, length) }
            let bytes = UnsafeRawBufferPointer(start: base, count: length)
            return (String(decoding: bytes, as: UTF8.self), length)
        }
        if let text { return text }
        guard needed > 0 else { return "" }
        return String(unsafeUninitializedCapacity: needed + 1) { output in
            output.withMemoryRebound(to: CChar.self) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return Swift.max(0, Swift.min(Int(write(base, needed + 1)), needed))
            }
        }
    }
}
