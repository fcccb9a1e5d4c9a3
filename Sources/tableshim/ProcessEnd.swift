/// Values kept until the process ends instead of being freed one object at a time.
///
/// `tableshim` exits as soon as a command returns, and the system takes its memory back at
/// once; freeing a difference of two million-row tables (which holds every row of both) row by
/// row first took a tenth of `tableshim diff`'s CPU time (as compilers skip freeing at exit).
enum ProcessEnd {
  /// The values kept; only the main thread runs commands.
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `values` alive until the process ends.
  ///
  /// - Parameter values: Values the command has done with.
  static func keep(_ values: Any...) {
    kept.append(contentsOf: values)
  }
}
