internal import Foundation

/// Runs two pieces of work at once, one on this thread and one on a thread of its own: the
/// first readings of the two tables of a streamed difference, so that both cores work.
enum ConcurrentPair {
  /// Runs `first` here while `second` runs on a new thread, and returns both results once
  /// both are done.
  ///
  /// - Parameters:
  ///   - first: The work done on this thread.
  ///   - second: The work done on the other thread; it must share nothing mutable with
  ///     `first`.
  /// - Returns: What `first` and `second` returned.
  /// - Throws: The error `first` threw, else the one `second` threw, once both are done.
  static func run<First, Second>(
    _ first: () throws -> First, alongside second: () throws -> Second
  ) throws -> (First, Second) {
    try withoutActuallyEscaping(second) { second in
      let job = Job(second)
      let thread = Thread { job.run() }
      thread.name = "tableshim diff reading"
      thread.start()
      let firstResult = Result { try first() }
      let secondResult = job.waitForResult()
      return (try firstResult.get(), try secondResult.get())
    }
  }

  /// The work of the other thread and its result, guarded by a condition: the work is called
  /// only on that thread, and the result read only once it is set.
  ///
  /// The work is let go of once done, before the result is handed over, since
  /// `withoutActuallyEscaping` checks that nothing holds it when ``run(_:alongside:)`` returns.
  private final class Job<Value>: @unchecked Sendable {
    private var work: (() throws -> Value)?
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    init(_ work: @escaping () throws -> Value) {
      self.work = work
    }

    /// Does the work and keeps its result: on the other thread.
    func run() {
      let result = Result { try work!() }
      work = nil
      condition.lock()
      self.result = result
      condition.signal()
      condition.unlock()
    }

    /// Waits until the work is done and returns its result.
    func waitForResult() -> Result<Value, any Error> {
      condition.lock()
      defer { condition.unlock() }
      while result == nil { condition.wait() }
      return result!
    }
  }
}
