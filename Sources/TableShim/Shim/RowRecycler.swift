/// Where the renderer leaves the content of each row it has written, for the source that
/// made the row to write a later row over: a source that makes its rows on another thread
/// can then hand each row over moved, not copied, and still have every row's memory back on
/// its own thread (``RowRecyclingSource``).
///
/// A copy handed over costs a retain of storage the other thread has just written (a
/// locked instruction that waits for the other core), and its release a second one; a row
/// moved over and freed by the renderer would go back to the allocator of another thread.
/// A row given back costs neither. Used on one thread (the renderer's, which is the
/// source's), between one event and the next.
package final class RowRecycler {
  /// The last row given back and not yet taken.
  ///
  /// Its exclusive access is not checked: it is read and written for every row, on one
  /// thread.
  @usableFromInline @exclusivity(unchecked) var returned: CellContent?

  package init() {}

  /// Leaves a row's content for the source; a row left before and not taken is dropped.
  @inline(__always)
  package func give(_ content: consuming CellContent) {
    returned = consume content
  }

  /// Leaves the content of a row read and no longer needed for the source, when the row is
  /// shown as it is (its content is then all the source made); any other row is dropped.
  @inline(__always)
  func giveBack(_ row: consuming CellModel) {
    if let content = row.takeContentShownAsIs() { returned = consume content }
  }

  /// The row given back last, if one is waiting; it is no longer waiting after this.
  ///
  /// Inlinable, so that the source's module calls it without a retain of the recycler.
  @inlinable
  package func take() -> CellContent? {
    returned.take()
  }
}

/// A source that takes back the rows the renderer has written (``RowRecycler``).
///
/// The renderer looks for it once a render. A source that wraps another hands on the
/// recycler of the one it reads, when it hands that one's rows on as they come.
package protocol RowRecyclingSource: TableEventSource {
  /// Where the renderer gives back each row it has finished with, before it asks for the
  /// next event; `nil` when the source takes no rows back.
  var rowRecycler: RowRecycler? { get }
}
