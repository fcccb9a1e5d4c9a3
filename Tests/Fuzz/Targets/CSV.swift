import FuzzHarness

/// Checks one CSV or TSV input for libFuzzer (`scripts/fuzz.sh csv`).
///
/// The first byte chooses the format and the column to group by, as
/// `DecoderFuzzing.checkSeparatedValues(_:)` says; a broken invariant stops the process, so
/// that libFuzzer keeps the input. See Docs/Fuzzing.md.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSeparatedValues(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.csv.run(data, count)
}
