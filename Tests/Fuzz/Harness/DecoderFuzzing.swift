import TableShim
import TableShimInput

/// The checks of the decoder targets: list file, CSV, TSV and JSON.
///
/// A decoder either gives events or throws ``InputError``; any other error is a bug. The
/// same bytes read a few at a time (and, for list files, read ahead on a second thread) give
/// the same events and the same error. What was decoded renders as the command renders it,
/// streamed into each backend, and again with options drawn from a hash of the input; every
/// output keeps ``OutputInvariants``, and a render fails only with the decoder's error. Each
/// section with columns, drawn alone as a text grid, keeps ``GridShape``.
enum DecoderFuzzing {
  /// Checks one input of a format.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - format: Its format.
  ///   - groupBy: For CSV and TSV, the column whose values make the sections.
  /// - Returns: The invariants broken.
  static func check(
    _ bytes: [UInt8], format: InputFormat, groupBy: String? = nil
  ) -> [FuzzViolation] {
    let name = "fuzz.\(format.rawValue)"
    let decoded = DecodedInput(.bytes(bytes, name: name), format: format, groupBy: groupBy)
    if let error = decoded.otherError {
      return [unexpected(error, while: "decoding")]
    }
    var options = FuzzReader(hash(of: bytes))
    var found: [FuzzViolation] = []

    // The same bytes from a stream that hands them out a few at a time.
    let piece = max(options.pick([1, 2, 3, 5, 16, 255, 4096, 1 << 16]), bytes.count / 32)
    let readingAhead = format == .list && options.bool()
    let streamed = DecodedInput(
      ChoppedSource(bytes, maximumRead: piece).input(named: name), format: format,
      groupBy: groupBy, readingAhead: readingAhead)
    if let error = streamed.otherError {
      found.append(unexpected(error, while: "decoding a stream"))
    } else if let difference = streamed.difference(from: decoded) {
      found.append(
        FuzzViolation(
          rule: .decoderMismatch,
          message: "read in pieces of \(piece)\(readingAhead ? ", ahead" : ""): \(difference)"))
    }

    // Renders as the command makes them: a new decoder streamed into each backend.
    for rendering in FuzzRendering.commandLineDefaults {
      var result = FuzzRendering.Result()
      do {
        result = rendering.render(
          try TableInput.events(from: .bytes(bytes, name: name), format: format, groupBy: groupBy))
      } catch {
        result.error = error
      }
      found += violations(of: result, rendering, decoded: decoded)
    }

    // Renders with a drawn layout, search and backend options.
    var shim = TableShim(preferredLayout: options.pickOptional(SectionLayout.allCases))
    if options.bool() {
      shim.search = FuzzRendering.search(options.query(in: decoded.rowTexts), from: &options)
    }
    for rendering in FuzzRendering.drawn(with: shim, from: &options) {
      found += violations(of: rendering.render(decoded.replayed), rendering, decoded: decoded)
    }

    // Each section with columns alone, as a text grid.
    let backend = FuzzRendering.textBackend(from: &options)
    for section in decoded.sections where section.columns != nil {
      found += GridShape.violations(
        columns: section.columns, cells: section.cells, backend: backend)
    }
    return found
  }

  /// Checks a CSV or TSV input whose first byte chooses how to read the rest: bit 0 clear
  /// for CSV, set for TSV; bit 1 set to group by a column, the one the other six bits count
  /// to (63: a column that does not exist).
  static func checkSeparatedValues(_ bytes: [UInt8]) -> [FuzzViolation] {
    guard let selector = bytes.first else { return [] }
    let format: InputFormat = selector & 1 == 0 ? .csv : .tsv
    let input = Array(bytes.dropFirst())
    var groupBy: String?
    if selector & 2 != 0 {
      let titles = self.titles(of: input, format: format)
      let column = Int(selector >> 2)
      groupBy = column == 63 || titles.isEmpty ? "No such column" : titles[column % titles.count]
    }
    return check(input, format: format, groupBy: groupBy)
  }

  /// The column titles of a CSV or TSV input, or none when it has no valid first record.
  private static func titles(of input: [UInt8], format: InputFormat) -> [String] {
    guard
      var events = try? TableInput.events(
        from: .bytes(input, name: "titles"), format: format),
      case .beginSection(_, let columns?, _)? = try? events.nextEvent()
    else { return [] }
    return columns.map(\.title)
  }

  /// What is wrong with a render of decoded input: its output, or its error, which may only
  /// be the decoder's.
  private static func violations(
    of result: FuzzRendering.Result, _ rendering: FuzzRendering, decoded: DecodedInput
  ) -> [FuzzViolation] {
    var found = rendering.violations(of: result)
    switch result.error {
    case nil:
      if let failure = decoded.failure {
        found.append(
          FuzzViolation(
            rule: .decoderMismatch,
            message: "\(rendering) finished, but decoding fails: \(failure)"))
      }
    case let error as InputError:
      if error != decoded.failure {
        found.append(
          FuzzViolation(
            rule: .decoderMismatch,
            message: "\(rendering) fails with \(error), decoding with "
              + (decoded.failure.map { "\($0)" } ?? "no error")))
      }
    case let error? where !rendering.callsFor(error):
      found.append(unexpected(error, while: "rendering \(rendering)"))
    case .some:
      break
    }
    return found
  }

  private static func unexpected(_ error: any Error, while doing: String) -> FuzzViolation {
    FuzzViolation(
      rule: .unexpectedError, message: "\(doing) threw \(type(of: error)): \(error)")
  }

  /// Sixty-four bytes that depend on every byte of the input (FNV-1a), to draw options from.
  private static func hash(of bytes: [UInt8]) -> [UInt8] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var words: [UInt64] = []
    for round in 0..<8 {
      hash ^= UInt64(round)
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      words.append(hash)
    }
    return words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
  }
}
