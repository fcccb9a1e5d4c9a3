public import TableShim

/// Opens inputs in any ``InputFormat`` as a stream of table events for ``TableShim``.
///
/// ```swift
/// let events = try TableInput.events(fromFileAt: "players.list")
/// try TableShim().render(events: events, as: .markdown) { chunk in /* write chunk */ }
///
/// let model = try TableInput.model(from: Array(text.utf8), format: .csv, file: "scores.csv")
/// ```
public enum TableInput {
  /// The events of bytes held in memory.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - format: The input's format.
  ///   - file: The name errors give the input, such as its path.
  ///   - groupBy: For CSV and TSV, the column whose values make the sections.
  /// - Returns: The input's events; a list file, CSV or TSV is decoded as they are read.
  /// - Throws: ``InputError`` for a JSON input that is not valid; other formats throw as the
  ///   events are read.
  public static func events(
    from bytes: [UInt8], format: InputFormat, file: String, groupBy: String? = nil
  ) throws -> any TableEventSource {
    try events(from: MemorySource(bytes: bytes), format: format, file: file, groupBy: groupBy)
  }

  /// The events of a file, read in chunks as the table renders.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - format: The format; `nil` takes it from the extension.
  ///   - groupBy: For CSV and TSV, the column whose values make the sections.
  /// - Returns: The file's events.
  /// - Throws: ``InputError`` when the file cannot be opened, its format is unknown, or (for
  ///   JSON) it is not valid.
  public static func events(
    fromFileAt path: String, format: InputFormat? = nil, groupBy: String? = nil
  ) throws -> any TableEventSource {
    let known =
      format
      ?? path.split(separator: "/").last.flatMap { name in
        name.lastIndex(of: ".").flatMap {
          InputFormat(fileExtension: String(name[$0...].dropFirst()))
        }
      }
    guard let known else {
      throw InputError(
        .unreadable("unknown format; name one of list, csv, tsv or json"), file: path)
    }
    return try events(
      from: DescriptorSource.open(path: path), format: known, file: path, groupBy: groupBy)
  }

  /// The events of an open file descriptor, such as standard input (0), read in chunks.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor; it is not closed.
  ///   - name: The name errors give the input, such as `<stdin>`.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the column whose values make the sections.
  /// - Returns: The input's events.
  /// - Throws: ``InputError`` for a JSON input that is not valid.
  public static func events(
    fromFileDescriptor descriptor: Int32, name: String, format: InputFormat,
    groupBy: String? = nil
  ) throws -> any TableEventSource {
    let source = DescriptorSource(descriptor: descriptor, name: name, ownsDescriptor: false)
    return try events(from: source, format: format, file: name, groupBy: groupBy)
  }

  /// A whole input decoded into a table.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - format: The input's format.
  ///   - file: The name errors give the input.
  ///   - groupBy: For CSV and TSV, the column whose values make the sections.
  /// - Returns: The table.
  /// - Throws: ``InputError`` for any problem in the input.
  public static func model(
    from bytes: [UInt8], format: InputFormat, file: String, groupBy: String? = nil
  ) throws -> TableViewModel {
    var source = try events(from: bytes, format: format, file: file, groupBy: groupBy)
    return try ModelBuilder.collect(&source)
  }

  static func events(
    from source: any ByteSource, format: InputFormat, file: String, groupBy: String?
  ) throws -> any TableEventSource {
    let reader = LineReader(source: source, file: file)
    switch format {
    case .list:
      return ListFileDecoder(reader: reader, file: file)
    case .csv, .tsv:
      let records = RecordReader(
        reader: reader, file: file, separator: format == .csv ? UInt8(ascii: ",") : 0x09,
        quotes: format == .csv)
      return DelimitedDecoder(records: records, file: file, groupBy: groupBy)
    case .json:
      var source = source
      let bytes = try readAll(&source, file: file)
      return try JSONTableDecoder(bytes: bytes, file: file).decode().events
    }
  }

  private static func readAll(_ source: inout any ByteSource, file: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBufferPointer { try source.read(into: $0) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if String(validating: bytes, as: UTF8.self) == nil {
      let bad = UTF8Validation.firstInvalidByte(in: bytes[...]) ?? 0
      throw InputError(.invalidUTF8(byteOffset: bad), file: file)
    }
    return bytes
  }
}

/// Collects a stream of events into a table held in memory.
enum ModelBuilder {
  static func collect(_ source: inout any TableEventSource) throws -> TableViewModel {
    var model = TableViewModel()
    var open = false
    while let event = try source.nextEvent() {
      switch event {
      case .title(let title): model.title = title
      case .beginSection(let header, let columns, let id):
        model.sections.append(SectionModel(header: header, columns: columns, id: id))
        open = true
      case .cell(let cell):
        if !open {
          model.sections.append(SectionModel())
          open = true
        }
        model.sections[model.sections.count - 1].cells.append(cell)
      case .endSection(let footer):
        if !open { model.sections.append(SectionModel()) }
        model.sections[model.sections.count - 1].footer = footer
        open = false
      }
    }
    return model
  }
}
