/// Reads a CSV or TSV input's records on a thread of its own, a batch ahead of the decoder
/// (``ReadAhead``): this thread validates, splits and unquotes the fields, and makes the rows,
/// while the decoder's thread hands them out and the backend writes.
///
/// A batch is handed over when it is full, and before any read that may block, so rows from
/// a slow pipe still arrive as they come (a record whose quoted field spans lines is handed
/// over once its last line has come).
enum CSVReadAhead {
  /// Rows per batch.
  static let batchSize = 2_048

  /// Starts reading on a new thread; the parser belongs to that thread from now on.
  static func start(_ parser: consuming CSVRowParser) -> ReadAhead<CSVRows> {
    ReadAhead(parser) { parser, readAhead in produce(from: &parser, into: readAhead) }
  }

  /// Fills batches until the input ends, or the decoder is gone.
  private static func produce(from parser: inout CSVRowParser, into readAhead: ReadAhead<CSVRows>) {
    while var batch = readAhead.emptyBatch() {
      fill(&batch, from: &parser)
      let isFinished = batch.isFinished
      readAhead.publish(batch)
      if isFinished { return }
    }
  }

  /// Reads rows into a batch until it is full, the input ends or fails, or the next row would
  /// need a read that may block while the batch already has rows.
  private static func fill(_ batch: inout CSVRows, from parser: inout CSVRowParser) {
    do {
      while batch.items.count < batchSize {
        if !batch.items.isEmpty && !parser.hasLineBuffered { return }
        guard let line = try parser.nextRow() else {
          batch.isFinished = true
          return
        }
        batch.append(parser, line: line)
      }
    } catch {
      batch.failure = error
      batch.isFinished = true
    }
  }
}
