import TableShim
import TableShimInput

/// The checks of the decoder targets: list file, CSV, TSV and JSON.
///
/// A decoder either gives events or throws ``InputError``; any other error is a bug. The
/// same bytes read a few at a time (and, for list files and JSON, read ahead on a second thread) give
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
    let name = inputName(format)
    let decoded = DecodedInput(.bytes(bytes, name: name), format: format, groupBy: groupBy)
    if let error = decoded.otherError {
      return [unexpected(error, while: "decoding")]
    }
    var options = FuzzReader(hash(of: bytes))
    var found = DisplayWidthCheck.violations(
      of: decoded.rowContents.flatMap { [$0.text] + $0.columns })

    // The same bytes from a stream that hands them out a few at a time.
    let piece = max(options.pick([1, 2, 3, 5, 16, 255, 4096, 1 << 16]), bytes.count / 32)
    let readingAhead = (format == .list || format == .json) && options.bool()
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

    // Renders as the command makes them, in text, Markdown, HTML and one more format: a new
    // decoder streamed into each backend; one of them again from the events held in memory,
    // which must come out the same.
    let renderings = FuzzRendering.commandLineDefaults(from: &options)
    let compared = options.int(below: renderings.count)
    for (index, rendering) in renderings.enumerated() {
      var result = FuzzRendering.Result()
      do {
        result = rendering.render(
          try TableInput.events(from: .bytes(bytes, name: name), format: format, groupBy: groupBy))
      } catch {
        result.error = error
      }
      found += violations(of: result, rendering, decoded: decoded)
      guard index == compared else { continue }
      let fromMemory = rendering.render(decoded.replayed)
      if let difference = rendering.difference(between: result, and: fromMemory) {
        found.append(
          FuzzViolation(
            rule: .streamMismatch,
            message: "\(rendering), from the decoder and from memory: \(difference)"))
      }
    }

    // Renders with a drawn layout, search and backend options.
    var shim = TableShim(preferredLayout: options.pickOptional(SectionLayout.allCases))
    if options.bool() {
      let rows = decoded.rowContents
      let (query, source) = options.query(in: rows.map(\.text))
      let search = FuzzRendering.search(query, from: &options)
      shim.search = search
      if let source {
        found += SearchCheck.violations(
          of: TableViewModel(sections: decoded.sections), by: TableShim(), searching: search,
          keeping: rows[source])
      }
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
    if format == .json { found += JSONKeyOrder.violations(of: decoded, from: &options) }
    return found
  }

  /// Checks a CSV or TSV input whose first byte chooses how to read the rest: bit 0 clear
  /// for CSV, set for TSV; bit 1 set to group by a column, the one the other six bits count
  /// to (63: a column that does not exist).
  static func checkSeparatedValues(_ bytes: [UInt8]) -> [FuzzViolation] {
    guard let selector = bytes.first else { return [] }
    let format: InputFormat = selector & 1 == 0 ? .csv : .tsv
    let input = Array(bytes.dropFirst())
    guard selector & 2 != 0 else { return check(input, format: format) }
    let plain = DecodedInput(.bytes(input, name: inputName(format)), format: format)
    if let error = plain.otherError { return [unexpected(error, while: "decoding")] }
    let titles = plain.sections.first?.columns?.map(\.title) ?? []
    let column = Int(selector >> 2)
    let groupBy = column == 63 || titles.isEmpty ? "No such column" : titles[column % titles.count]
    let grouped = DecodedInput(
      .bytes(input, name: inputName(format)), format: format, groupBy: groupBy)
    return check(input, format: format, groupBy: groupBy)
      + CSVGrouping.violations(of: grouped, plain: plain, column: groupBy)
  }

  /// The name of every input of a format in errors.
  private static func inputName(_ format: InputFormat) -> String { "fuzz.\(format.rawValue)" }

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
