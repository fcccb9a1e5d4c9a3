import FuzzHarness

/// Checks, for libFuzzer, the table that one input describes (`scripts/fuzz.sh render`).
///
/// `ModelFuzzing` says how the bytes make a table and what is checked; a broken invariant
/// stops the process, so that libFuzzer keeps the input. See Docs/Fuzzing.md.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.render.run(data, count)
}
