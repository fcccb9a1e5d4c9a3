import TableShimInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fuzz targets, named as `scripts/fuzz.sh` and the folders of `Tests/Fuzz/Corpus` name
/// them.
///
/// Public for the entry points of `Tests/Fuzz/Targets`, which `scripts/fuzz.sh` compiles
/// apart from the harness (the module `FuzzHarness` there).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// List files.
  case list
  /// CSV and TSV, chosen by the first byte (``DecoderFuzzing/checkSeparatedValues(_:)``).
  case csv
  /// JSON tables.
  case json
  /// Tables built from the bytes (``ModelFuzzing``).
  case render

  /// The invariants one input breaks.
  func violations(in bytes: [UInt8]) -> [FuzzViolation] {
    switch self {
    case .list: DecoderFuzzing.check(bytes, format: .list)
    case .csv: DecoderFuzzing.checkSeparatedValues(bytes)
    case .json: DecoderFuzzing.check(bytes, format: .json)
    case .render: ModelFuzzing.check(bytes)
    }
  }

  /// Checks the input libFuzzer hands to `LLVMFuzzerTestOneInput`, and stops the process on
  /// the first broken invariant, so that libFuzzer saves the input.
  ///
  /// The rules named in the environment variable `TABLESHIM_FUZZ_SKIP` (comma-separated raw
  /// values of ``FuzzViolation/Rule``, such as `rawControl,controlReference`) are not
  /// checked, to go on fuzzing for other bugs while a known one is being fixed.
  ///
  /// - Parameters:
  ///   - data: The input's bytes.
  ///   - count: How many bytes there are.
  /// - Returns: 0, as libFuzzer expects.
  public func run(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let violation = violations(in: bytes).first {
      $0.knownIssue == nil && !Self.skippedRules.contains($0.rule)
    }
    if let violation { fatalError("\(rawValue): \(violation)") }
    return 0
  }

  private static let skippedRules: Set<FuzzViolation.Rule> = {
    guard let names = getenv("TABLESHIM_FUZZ_SKIP") else { return [] }
    let rules = String(cString: names).split(separator: ",").map { name in
      guard let rule = FuzzViolation.Rule(rawValue: String(name)) else {
        fatalError("TABLESHIM_FUZZ_SKIP: no rule '\(name)'")
      }
      return rule
    }
    return Set(rules)
  }()
}
