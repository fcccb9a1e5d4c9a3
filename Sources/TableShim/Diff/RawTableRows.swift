/// A table of one section whose rows are read as their cells' bytes: a CSV or TSV input as a
/// streamed difference reads it to hash and compare its rows, without making a ``CellModel``
/// of every row.
///
/// It stands for the events its decoder gives: a section without header, footer or id whose
/// columns are ``columns``, and a row for each record, which ``model()`` makes as the decoder
/// makes it (so that a row's cells' bytes decide the row: equal bytes make equal rows).
package protocol RawTableRows {
  /// The section's columns, as the decoder's first event gives them.
  var columns: [Column] { get }
  /// The column whose text is each row's id (a `String`), if there is one.
  var keyColumn: Int? { get }

  /// Moves to the next row.
  ///
  /// - Returns: `false` after the last row.
  /// - Throws: The decoder's error for a malformed record or a failure to read.
  mutating func nextRow() throws -> Bool

  /// Moves past the next `count` rows without reading their cells where that is cheaper:
  /// until the next ``nextRow()``, the current row is not to be read.
  ///
  /// The same rows as ``nextRow()`` gives, for a reading that wants only some of them of an
  /// input read in full before; a row skipped may not be checked as one read is.
  ///
  /// - Returns: The number of rows passed: fewer than `count` only after the last row.
  /// - Throws: As ``nextRow()``.
  mutating func skipRows(_ count: Int) throws -> Int

  /// Calls `body` with the current row's cells laid end to end, padded to the columns, and
  /// where each cell ends in them.
  ///
  /// Not generic, so that a call through `any RawTableRows` runs the conformer's code as
  /// compiled for it: with a generic result, the array accesses beneath ran unspecialized,
  /// some hundred instructions a call. Callers keep what they work out in a variable of
  /// their own.
  func withCells(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Void)

  /// The current row, exactly as the decoder's event makes it.
  func model() -> CellModel
}
