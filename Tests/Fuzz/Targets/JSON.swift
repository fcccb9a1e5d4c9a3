import FuzzHarness

/// Checks one JSON table for libFuzzer (`scripts/fuzz.sh json`).
///
/// `DecoderFuzzing` says what is checked; a broken invariant stops the process, so that
/// libFuzzer keeps the input. See Docs/Fuzzing.md.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.json.run(data, count)
}
