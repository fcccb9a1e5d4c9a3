/// Reads and recognises a list file's lines on a thread of its own, a batch ahead of the
/// decoder (``ReadAhead``): this thread validates, splits and unescapes, and makes the rows,
/// while the decoder's thread keeps the section state and the backend writes.
///
/// A batch is handed over when it is full, and before any read that may block, so rows from
/// a slow pipe still arrive as they come.
enum ListFileReadAhead {
  /// Lines per batch.
  static let batchSize = 2_048

  /// Starts reading on a new thread; the parser belongs to that thread from now on.
  static func start(_ parser: consuming ListFileParser) -> ReadAhead<ParsedLines> {
    ReadAhead(parser) { parser, readAhead in produce(from: &parser, into: readAhead) }
  }

  /// Fills batches until the input ends, or the decoder is gone.
  private static func produce(
    from parser: inout ListFileParser, into readAhead: ReadAhead<ParsedLines>
  ) {
    while var batch = readAhead.emptyBatch() {
      fill(&batch, from: &parser)
      let isFinished = batch.isFinished
      readAhead.publish(batch)
      if isFinished { return }
    }
  }

  /// Reads lines into a batch until it is full, the input ends or fails, or the next line
  /// would need a read that may block while the batch already has lines.
  private static func fill(_ batch: inout ParsedLines, from parser: inout ListFileParser) {
    do {
      while batch.count < batchSize {
        if batch.count > 0 && !parser.hasLineBuffered { return }
        guard try parser.nextLine(into: &batch) else {
          batch.isFinished = true
          return
        }
      }
    } catch {
      batch.failure = error
      batch.isFinished = true
    }
  }
}
