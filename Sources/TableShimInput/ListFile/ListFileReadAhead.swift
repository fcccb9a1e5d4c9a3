import Foundation

/// Reads and recognises a list file's lines on a thread of its own, a batch ahead of the
/// decoder, so that a render uses both cores: this thread validates, splits and unescapes,
/// while the decoder's thread makes the rows and the backend writes them.
///
/// Rows are made here too, and the batches that carry them come back here to be emptied, so a
/// row's memory is allocated and freed on this thread: glibc's allocator serialises memory
/// freed by another thread than the one that allocated it, which made an earlier design
/// (rows freed by the renderer) slower than one thread.
///
/// A batch is handed over when it is full, and before any read that may block, so rows from
/// a slow pipe still arrive as they come. At most ``depth`` batches wait, so memory stays
/// bounded whatever the input's length.
final class ListFileReadAhead: @unchecked Sendable {
  /// Lines per batch.
  static let batchSize = 2_048
  /// Batches read ahead at most.
  static let depth = 3

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var ready: [ParsedLines] = []
  private var spare: [ParsedLines] = []
  private var isCancelled = false

  /// Starts reading on a new thread; the parser belongs to that thread from now on.
  init(_ parser: consuming ListFileParser) {
    let owned = Owned(parser)
    let thread = Thread { [self] in produce(owned.take()) }
    thread.name = "tableshim read-ahead"
    thread.start()
  }

  /// The next batch, waiting for it if need be; `used` is kept for the reading thread to fill
  /// again.
  func next(returning used: consuming ParsedLines) -> ParsedLines {
    condition.lock()
    defer { condition.unlock() }
    spare.append(used)
    while ready.isEmpty { condition.wait() }
    let batch = ready.removeFirst()
    condition.broadcast()
    return batch
  }

  /// Stops the reading thread at its next batch; the decoder calls it when it goes away.
  func cancel() {
    condition.lock()
    isCancelled = true
    condition.broadcast()
    condition.unlock()
  }

  private func produce(_ parser: consuming ListFileParser) {
    var parser = parser
    while true {
      condition.lock()
      while ready.count >= Self.depth && !isCancelled { condition.wait() }
      if isCancelled {
        condition.unlock()
        return
      }
      var batch = spare.popLast() ?? ParsedLines()
      condition.unlock()

      batch.removeAll()
      Self.fill(&batch, from: &parser)

      condition.lock()
      ready.append(batch)
      condition.broadcast()
      condition.unlock()
      if batch.isFinished { return }
    }
  }

  /// Reads lines into a batch until it is full, the input ends or fails, or the next line
  /// would need a read that may block while the batch already has lines.
  private static func fill(_ batch: inout ParsedLines, from parser: inout ListFileParser) {
    do {
      while batch.items.count < batchSize {
        if !batch.items.isEmpty && !parser.hasLineBuffered { return }
        guard let (line, number) = try parser.nextLine() else {
          batch.isFinished = true
          return
        }
        batch.append(line, number: number, cells: parser.cells, style: parser.style)
      }
    } catch {
      batch.failure = error
      batch.isFinished = true
    }
  }

  /// Carries the parser to the reading thread, which alone uses it from then on.
  private final class Owned: @unchecked Sendable {
    private var parser: ListFileParser?

    init(_ parser: consuming ListFileParser) {
      self.parser = parser
    }

    func take() -> ListFileParser {
      defer { parser = nil }
      return parser!
    }
  }
}
