/// How a backend writes the rows of a spilled grid section, a run at a time, with the state
/// it carries from row to row: what lets two threads each write part of a section.
protocol SpilledRowsWriter {
  /// Whether the state after a run is known from its rows' roles alone (``skip(_:)``), so
  /// that another thread may write the next run meanwhile.
  var writesInParallel: Bool { get }
  /// Writes a run's rows, in order, each followed by a drain point.
  mutating func write(_ rows: GridSpill.Rows, into sink: inout ByteSink)
  /// Takes the state that writing `rows` would leave, without writing them.
  mutating func skip(_ rows: GridSpill.Rows)
}

/// Writes a spilled grid section's rows back on two threads.
///
/// Each run of rows read back from the spill is cut in two: this thread writes the first
/// part into the sink while another writes the second into a buffer of its own, from the
/// state the first part leaves, and this thread then appends that buffer. The output is the
/// same, byte for byte, as one thread's, and still streams: drain points are kept on both
/// parts. This thread also reads the run back and appends the other's bytes, so its part is
/// the smaller (``firstShare``).
///
/// At most two parts of a run are in flight (a run is at most the spill's reading room), so the
/// memory stays bounded; a run shorter than ``parallelMinimum`` (a small section, or one
/// held in memory under it) is written here alone, with no thread.
enum GridWriteBack {
  /// The fewest bytes of spilled rows for which a run is cut in two and half of it written
  /// on another thread.
  static let parallelMinimum = 256 << 10

  /// The share of a run's bytes this thread writes itself: with the reading back and the
  /// other part's bytes to append, it then finishes about when the other thread does.
  static let firstShare = 0.4

  /// Writes every spilled row of a section, in order, then forgets them.
  ///
  /// - Parameters:
  ///   - measuring: The section's rows, measured and spilled.
  ///   - writer: Writes the rows, and keeps the state they leave.
  ///   - inParallel: Whether runs may be written on two threads when `writer` allows it;
  ///     `false` writes every row on this thread.
  ///   - sink: Where the output goes.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the rows cannot be read back.
  static func write<Writer: SpilledRowsWriter>(
    _ measuring: inout GridMeasuring, with writer: inout Writer, inParallel: Bool = true,
    into sink: inout ByteSink
  ) throws {
    let parallel = inParallel && writer.writesInParallel
    // The other thread's output, its room kept from run to run.
    var written = ByteSink()
    try measuring.forEachSpilledRun { run in
      guard parallel, run.bytes.count >= parallelMinimum,
        let (first, second) = run.parts(firstShare: Self.firstShare)
      else { return writer.write(run, into: &sink) }
      var other = writer
      other.skip(first)
      _ = try ConcurrentPair.run(
        { writer.write(first, into: &sink) },
        alongside: { other.write(second, into: &written) })
      writer = other
      sink.append(contentsOf: written)
      written.removeAll()
    }
  }
}
