/// Where the rows of a ``RowDifference`` are read from: the two tables a ``TableDifference``
/// was worked out from, which all its rows share, or the two rows of one row of a difference
/// streamed from files.
///
/// A row of a difference holds a reference to it and its rows' index paths, and reads its
/// rows when asked: making and freeing a difference of many rows then copies no row.
final class DifferenceRows {
  private let oldSections: [SectionModel]
  private let newSections: [SectionModel]
  /// The old row of a single row of a difference, which every old index path reads.
  private let heldOld: CellModel?
  /// The new row of a single row of a difference, which every new index path reads.
  private let heldNew: CellModel?

  /// The rows of two tables.
  ///
  /// - Parameters:
  ///   - old: The old table.
  ///   - new: The new table.
  init(old: TableViewModel, new: TableViewModel) {
    oldSections = old.sections
    newSections = new.sections
    heldOld = nil
    heldNew = nil
  }

  /// The two rows of one row of a difference, each read at any index path of its table.
  ///
  /// - Parameters:
  ///   - heldOld: The old row, or `nil`.
  ///   - heldNew: The new row, or `nil`.
  init(heldOld: CellModel?, heldNew: CellModel?) {
    oldSections = []
    newSections = []
    self.heldOld = heldOld
    self.heldNew = heldNew
  }

  /// The old row at `row` of `section`.
  func oldRow(section: Int, row: Int) -> CellModel {
    if let heldOld { return heldOld }
    return oldSections[section].cells[row]
  }

  /// The new row at `row` of `section`.
  func newRow(section: Int, row: Int) -> CellModel {
    if let heldNew { return heldNew }
    return newSections[section].cells[row]
  }

  /// The parts that differ between the old row at `oldPath` and the new row at `newPath` of
  /// two tables (``init(old:new:)``), as ``RowFace/changes(from:to:)`` finds them.
  ///
  /// Rows that hold the same bytes (most pairs) are found so where they are, without copying
  /// either row.
  func changes(from oldPath: IndexPath, to newPath: IndexPath) -> [RowDifference.Part] {
    if oldSections[oldPath.section].cells[oldPath.row].showsTheSameBytes(
      as: newSections[newPath.section].cells[newPath.row])
    {
      return []
    }
    return RowFace.changes(
      from: oldSections[oldPath.section].cells[oldPath.row],
      to: newSections[newPath.section].cells[newPath.row])
  }
}
