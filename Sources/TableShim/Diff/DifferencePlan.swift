/// The shape of a ``TableDifference``: its sections in reading order, each with its rows as
/// flat row indices of the old and the new table, before any row is read.
///
/// ``DifferenceBuilder`` works it out; ``TableDifference`` fills it in with the rows of two
/// tables held in memory, and `StreamedDifference` with rows read again from two inputs.
struct DifferencePlan {
  /// A row of the difference: which old row and which new row it is (flat indices, section
  /// after section; -1 for none), and whether it moved.
  struct Row {
    /// The flat index of the row in the old table, or -1 when it was inserted.
    var old: Int32
    /// The flat index of the row in the new table, or -1 when it was deleted.
    var new: Int32
    /// Whether the row is in another place.
    var isMoved: Bool

    init(old: Int, new: Int, isMoved: Bool) {
      self.old = Int32(truncatingIfNeeded: old)
      self.new = Int32(truncatingIfNeeded: new)
      self.isMoved = isMoved
    }
  }

  /// A section of the difference, as ``SectionDifference`` has it, with its rows as a range
  /// of ``DifferencePlan/rows``.
  struct Section {
    var oldIndex: Int?
    var newIndex: Int?
    var isMoved: Bool
    var changes: [SectionDifference.Part]
    var rows: Range<Int>
  }

  /// The sections in reading order.
  var sections: [Section] = []
  /// The rows of every section, section after section.
  var rows: [Row] = []
}
