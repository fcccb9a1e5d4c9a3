/// Parses a JSON table on a thread of its own, a batch ahead of the decoder (``ReadAhead``):
/// this thread reads, validates and parses the document and makes the rows, while the
/// decoder's thread takes the items and the backend writes.
///
/// A batch is handed over when it is full, and before every read from the input, which may
/// block: the rows of a slow pipe still arrive as they come, even when a row is cut by the
/// end of what has arrived.
enum JSONReadAhead {
  /// Items per batch.
  static let batchSize = 2_048

  /// Starts parsing on a new thread; the parser belongs to that thread from now on.
  static func start(_ parser: consuming JSONTableParser) -> ReadAhead<JSONItems> {
    ReadAhead(parser) { parser, readAhead in
      let sink = parser.sink
      guard let first = readAhead.emptyBatch() else { return }
      sink.batch = first
      parser.parser.window.willRead = {
        guard sink.batch.count > 0 else { return true }
        var full = JSONItems()
        swap(&full, &sink.batch)
        readAhead.publish(full)
        guard let empty = readAhead.emptyBatch() else { return false }
        sink.batch = empty
        return true
      }
      while true {
        parser.fill(upTo: batchSize)
        let isFinished = sink.batch.isFinished
        var full = JSONItems()
        swap(&full, &sink.batch)
        readAhead.publish(full)
        guard !isFinished, let empty = readAhead.emptyBatch() else { return }
        sink.batch = empty
      }
    }
  }
}
