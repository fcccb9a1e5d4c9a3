public import TableShim

/// Opens inputs of any ``InputFormat`` as streams of table events for the shim to render.
///
/// ```swift
/// let events = try TableInput.events(fromFileAt: "players.list")
/// try TableShim().render(events: events, as: .markdown, writingTo: output)
///
/// let model = try TableInput.model(from: .text(csv, name: "scores.csv"), format: .csv)
/// ```
///
/// List files, JSON, and CSV and TSV without grouping, are decoded while they are read; CSV or
/// TSV grouped by a column is read whole first. `groupBy` applies to CSV and TSV only, and
/// other formats ignore it.
public enum TableInput {
  /// The events of an input.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - key: For CSV and TSV, the title of the column whose values are the rows' ids.
  ///   - readingAhead: Whether the input is read and parsed on a second thread, ahead of the
  ///     events asked for (see ``ListFileDecoder``, ``CSVDecoder`` and ``JSONTableDecoder``).
  /// - Returns: The decoder of the input.
  /// - Throws: ``InputError`` for what is found before the first event: CSV or TSV without
  ///   titles or without the `groupBy` column. Other errors, those of JSON included, are thrown
  ///   as the events are read.
  public static func events(
    from source: InputSource, format: InputFormat, groupBy: String? = nil,
    key: String? = nil, readingAhead: Bool = false
  ) throws(InputError) -> any TableEventSource {
    try decoder(
      of: source, format: format, groupBy: groupBy, key: key, readingAhead: readingAhead)
  }

  private static func decoder(
    of source: InputSource, format: InputFormat, groupBy: String?, key: String? = nil,
    readingAhead: Bool = false
  ) throws(InputError) -> any InputDecoder {
    switch format {
    case .list: ListFileDecoder(source, readingAhead: readingAhead)
    case .csv:
      try CSVDecoder(
        source, dialect: .csv, groupBy: groupBy, key: key, readingAhead: readingAhead)
    case .tsv:
      try CSVDecoder(
        source, dialect: .tsv, groupBy: groupBy, key: key, readingAhead: readingAhead)
    case .json: JSONTableDecoder(source, readingAhead: readingAhead)
    }
  }

  /// The events of bytes held in memory.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - format: The input's format.
  ///   - file: The input's name in errors.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  /// - Returns: The decoder of the input.
  /// - Throws: ``InputError``, as ``events(from:format:groupBy:key:readingAhead:)`` does.
  public static func events(
    from bytes: [UInt8], format: InputFormat, file: String, groupBy: String? = nil
  ) throws(InputError) -> any TableEventSource {
    try events(from: .bytes(bytes, name: file), format: format, groupBy: groupBy)
  }

  /// The events of a file, read in chunks while the table renders.
  ///
  /// - Parameters:
  ///   - path: The file's path, which is also its name in errors.
  ///   - format: The file's format; `nil` takes it from the path's extension.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - key: For CSV and TSV, the title of the column whose values are the rows' ids.
  ///   - readingAhead: Whether the input is read and parsed on a second thread.
  /// - Returns: The decoder of the file.
  /// - Throws: ``InputError`` when the format is unknown or the file cannot be opened, and as
  ///   ``events(from:format:groupBy:key:readingAhead:)`` does.
  public static func events(
    fromFileAt path: String, format: InputFormat? = nil, groupBy: String? = nil,
    key: String? = nil, readingAhead: Bool = false
  ) throws(InputError) -> any TableEventSource {
    guard let format = format ?? InputFormat(path: path) else {
      throw .unknownFormat(file: path)
    }
    return try events(
      from: .file(atPath: path), format: format, groupBy: groupBy, key: key,
      readingAhead: readingAhead)
  }

  /// The events of an open file descriptor, such as standard input, read in chunks.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor, which is not closed.
  ///   - name: The input's name in errors, such as `<stdin>`.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - key: For CSV and TSV, the title of the column whose values are the rows' ids.
  ///   - readingAhead: Whether the input is read and parsed on a second thread.
  /// - Returns: The decoder of the input.
  /// - Throws: ``InputError``, as ``events(from:format:groupBy:key:readingAhead:)`` does.
  public static func events(
    fromFileDescriptor descriptor: Int32, name: String, format: InputFormat,
    groupBy: String? = nil, key: String? = nil, readingAhead: Bool = false
  ) throws(InputError) -> any TableEventSource {
    try events(
      from: .fileDescriptor(descriptor, name: name), format: format, groupBy: groupBy, key: key,
      readingAhead: readingAhead)
  }

  /// A whole input decoded into a table held in memory.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - key: For CSV and TSV, the title of the column whose values are the rows' ids.
  /// - Returns: The table.
  /// - Throws: ``InputError`` for any mistake in the input, or a failure to read it.
  public static func model(
    from source: InputSource, format: InputFormat, groupBy: String? = nil, key: String? = nil
  ) throws(InputError) -> TableViewModel {
    var decoder = try decoder(of: source, format: format, groupBy: groupBy, key: key)
    return try TableViewModel(collecting: &decoder)
  }
}
