import TableShim

/// The rows a decoder reading ahead hands out of its batch and takes back from the renderer
/// (``RowRecycler``), so that the reading thread writes later rows over them.
///
/// Rows are handed out moved once the first row has come back: a reader that never gives
/// rows back is handed copies, and the batch keeps its own, so that no row is ever freed on
/// the decoder's thread.
struct RowReturns {
  /// Where the renderer gives rows back.
  let recycler = RowRecycler()
  /// Whether rows are handed out moved out of the batch.
  private(set) var movesRows = false
  /// The batch's index of the row handed out moved, until it comes back.
  private var movedRow: Int?

  /// The row given back since the last event, with the index in the batch it goes back to;
  /// `nil` when none came back, or when it is a copy (the batch kept its own).
  @inline(__always)
  mutating func returned() -> (row: CellContent, index: Int)? {
    guard let row = recycler.take() else { return nil }
    movesRows = true
    guard let index = movedRow else { return nil }
    movedRow = nil
    return (row, index)
  }

  /// Notes that the row at `index` was handed out moved.
  @inline(__always)
  mutating func moved(at index: Int) {
    movedRow = index
  }

  /// Forgets the row handed out moved, when its batch goes back to the reading thread.
  @inline(__always)
  mutating func batchReturned() {
    movedRow = nil
  }
}
