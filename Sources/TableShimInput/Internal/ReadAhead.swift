import Foundation

/// A batch of decoded input that a reading thread fills and the decoder's thread takes.
protocol ReadAheadBatch: Sendable {
  /// An empty batch.
  init()
  /// Empties the batch for reuse, keeping its memory.
  mutating func removeAll()
}

/// Hands batches from a thread that reads and decodes an input to the decoder's thread, so
/// that a render uses both cores: the reading thread parses while the caller renders.
///
/// The batches the decoder has used come back to the reading thread to be emptied and filled
/// again, so that what a batch holds (rows) is allocated and freed on that thread: glibc's
/// allocator serialises memory freed by another thread than the one that allocated it, which
/// made an earlier design (rows freed by the renderer) slower than one thread.
///
/// At most ``depth`` batches wait, so memory stays bounded whatever the input's length.
final class ReadAhead<Batch: ReadAheadBatch>: @unchecked Sendable {
  /// Batches read ahead at most.
  static var depth: Int { 3 }

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var ready: [Batch] = []
  private var spare: [Batch] = []
  private var isCancelledFlag = false

  /// Starts reading on a new thread, which owns `reader` from now on and runs `produce`
  /// with it: `produce` takes empty batches from the read-ahead and hands full ones to it,
  /// until the input ends or ``emptyBatch()`` says the decoder is gone.
  init<Reader>(
    _ reader: consuming Reader,
    produce: @escaping @Sendable (inout Reader, ReadAhead) -> Void
  ) {
    let owned = Owned(reader)
    let thread = Thread { [self] in
      var reader = owned.take()
      produce(&reader, self)
    }
    thread.name = "tableshim read-ahead"
    thread.start()
  }

  // MARK: The decoder's side

  /// The next batch, waiting for it if need be; `used` goes back to the reading thread.
  func next(returning used: consuming Batch) -> Batch {
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
    isCancelledFlag = true
    condition.broadcast()
    condition.unlock()
  }

  // MARK: The reading thread's side

  /// An empty batch to fill, once fewer than ``depth`` wait; `nil` once the decoder is gone.
  func emptyBatch() -> Batch? {
    condition.lock()
    while ready.count >= Self.depth && !isCancelledFlag { condition.wait() }
    if isCancelledFlag {
      condition.unlock()
      return nil
    }
    var batch = spare.popLast() ?? Batch()
    condition.unlock()
    // Emptied outside the lock: freeing the rows of a used batch takes a while.
    batch.removeAll()
    return batch
  }

  /// Hands a filled batch to the decoder.
  func publish(_ batch: consuming Batch) {
    condition.lock()
    ready.append(batch)
    condition.broadcast()
    condition.unlock()
  }

  /// Carries the reader to the reading thread, which alone uses it from then on.
  private final class Owned<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
      self.value = value
    }

    func take() -> Value {
      defer { value = nil }
      return value!
    }
  }
}

/// Owns a read-ahead for a decoder, and stops its thread when the decoder goes away.
final class ReadAheadHandle<Batch: ReadAheadBatch> {
  let readAhead: ReadAhead<Batch>

  init(_ readAhead: ReadAhead<Batch>) {
    self.readAhead = readAhead
  }

  deinit {
    readAhead.cancel()
  }
}
