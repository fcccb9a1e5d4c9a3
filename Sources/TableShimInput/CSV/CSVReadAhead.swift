import TableShim

/// Reads a CSV or TSV input's records on a thread of its own, a batch ahead of the decoder
/// (``ReadAhead``): this thread validates, splits and unquotes the fields, and makes the rows,
/// while the decoder's thread hands them out and the backend writes.
///
/// A batch is handed over when it is full, and before any read that may block, so rows from
/// a slow pipe still arrive as they come (a record whose quoted field spans lines is handed
/// over once its last line has come).
enum CSVReadAhead {
  /// A batch this read-ahead fills: rows made into contents (``CSVRows``), or records kept as
  /// bytes for grouping (``CSVRecordBatch``).
  protocol Batch: ReadAheadBatch {
    /// The number of rows in the batch.
    var count: Int { get }
    /// The error that ends the input after the rows, if any.
    var failure: InputError? { get set }
    /// Whether the input ends after the rows.
    var isFinished: Bool { get set }
    /// Adds the row the parser read last, which starts on `line`.
    mutating func append(_ parser: CSVRowParser, line: Int)
    /// Adds the row the parser read last, which starts on `line`, its cells formatted by
    /// `formatter` when the batch makes rows.
    mutating func append(
      _ parser: CSVRowParser, line: Int, formattingWith formatter: RowPreformatter)
  }

  /// Rows per batch.
  static let batchSize = 2_048

  /// Starts reading on a new thread; the parser belongs to that thread from now on.
  ///
  /// - Parameters:
  ///   - parser: The parser, past the titles.
  ///   - formats: The format the thread gives each column's cells as it makes the rows
  ///     (``CSVDecoder/formatAhead(_:)``), if any.
  /// - Returns: The read-ahead, whose batches the decoder takes.
  static func start<Rows: Batch>(
    _ parser: consuming CSVRowParser, formats: [ColumnFormat?]? = nil
  ) -> ReadAhead<Rows> {
    ReadAhead(parser) { parser, readAhead in
      // Made on the reading thread, which alone uses it.
      let formatter = formats.flatMap(RowPreformatter.init(formats:))
      produce(from: &parser, into: readAhead, formatter: formatter)
    }
  }

  /// Fills batches until the input ends, or the decoder is gone.
  private static func produce<Rows: Batch>(
    from parser: inout CSVRowParser, into readAhead: ReadAhead<Rows>,
    formatter: RowPreformatter?
  ) {
    while var batch = readAhead.emptyBatch() {
      fill(&batch, from: &parser, formatter: formatter)
      let isFinished = batch.isFinished
      readAhead.publish(batch)
      if isFinished { return }
    }
  }

  /// Reads rows into a batch until it is full, the input ends or fails, or the next row would
  /// need a read that may block while the batch already has rows.
  private static func fill<Rows: Batch>(
    _ batch: inout Rows, from parser: inout CSVRowParser, formatter: RowPreformatter?
  ) {
    do {
      while batch.count < batchSize {
        if !(batch.count == 0) && !parser.hasLineBuffered { return }
        guard let line = try parser.nextRow() else {
          batch.isFinished = true
          return
        }
        if let formatter {
          batch.append(parser, line: line, formattingWith: formatter)
        } else {
          batch.append(parser, line: line)
        }
      }
    } catch {
      batch.failure = error
      batch.isFinished = true
    }
  }
}

extension CSVReadAhead.Batch {
  /// Adds the row as it is: a batch that keeps records as bytes leaves formats to the
  /// renderer.
  mutating func append(
    _ parser: CSVRowParser, line: Int, formattingWith formatter: RowPreformatter
  ) {
    append(parser, line: line)
  }
}
