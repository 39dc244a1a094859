#if LIBFUZZER
import Foundation
import TrackerFuzzing

/// libFuzzer's entry point for a program with its own `main`.
/// See https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs one target under libFuzzer: a broken invariant becomes a trap, which libFuzzer
/// reports and saves like any crash.
enum LibFuzzerDriver {
    nonisolated(unsafe) static var body: (@Sendable ([UInt8]) throws -> String)?

    static func run(target: FuzzTarget, libFuzzerArguments: [String]) -> Never {
        body = target.body
        var arguments = [CommandLine.arguments[0]] + libFuzzerArguments
        var argc = Int32(arguments.count)
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.indices.map { strdup(arguments[$0]) } + [nil]
        arguments.removeAll()
        let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput)
        }
        exit(status)
    }
}

/// One input. libFuzzer's runtime also links against this name.
@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    do {
        _ = try LibFuzzerDriver.body?(bytes)
    } catch {
        // A broken invariant must stop libFuzzer like a crash, so it saves the input.
        preconditionFailure("invariant broken: \(error)")
    }
    return 0
}
#endif
