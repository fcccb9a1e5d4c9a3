import FuzzHarness

/// Checks one list file for libFuzzer (`scripts/fuzz.sh list`).
///
/// `DecoderFuzzing` says what is checked; a broken invariant stops the process, so that
/// libFuzzer keeps the input. See Docs/Fuzzing.md.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.list.run(data, count)
}
