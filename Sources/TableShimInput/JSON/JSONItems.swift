import TableShim

/// One step of a JSON table as ``JSONTableParser`` makes it: a ``TableEvent`` whose row is
/// still its content, so that it can cross from a reading thread to the renderer's.
enum JSONItem: Sendable {
  case title(String)
  case subtitle(String)
  case note(String)
  case beginSection(header: String?, columns: [Column]?, id: String?)
  case row(CellContent, id: String?)
  case endSection(footer: String?)
  case footnote(Footnote)
  case footnoteMarks(FootnoteMarks)
  case footnotePlacement(FootnotePlacement)
}

/// The items a ``JSONTableParser`` made and did not hand over yet: all of them when it runs on
/// the caller's thread, a batch when it reads ahead on its own (``JSONReadAhead``).
///
/// A batch keeps its rows until the reading thread empties it for reuse, so that rows are
/// allocated and freed on that thread, as ``ParsedLines`` does for list files; emptied, it
/// keeps them as spare rows, which the next rows are written over (``takeSpareRow()``) when no
/// one else holds them, so that most rows cost no allocation.
struct JSONItems: ReadAheadBatch {
  private(set) var items: [JSONItem] = []
  /// The rows of the items emptied out, kept for their memory, the last first: a row is
  /// written over one in the same place of the batch before, likely of its size.
  private var spareRows: [CellContent] = []
  /// The error that ends the input after ``items``, if any.
  var failure: InputError?
  /// Whether the input ends after ``items``.
  var isFinished = false

  /// The number of items.
  var count: Int { items.count }

  /// The item at `index`.
  subscript(index: Int) -> JSONItem { items[index] }

  /// A row of an earlier batch, to be written over with
  /// ``CellContent/reuseAsRow(cellBytes:ends:style:accessory:)``, if any is left.
  mutating func takeSpareRow() -> CellContent? {
    // Moved out of the list, so that the row is held once and can be written over.
    spareRows.popLast()
  }

  /// Adds an item.
  mutating func append(_ item: JSONItem) {
    items.append(item)
  }

  /// Adds items, in order.
  mutating func append(contentsOf more: [JSONItem]) {
    items.append(contentsOf: more)
  }

  /// Empties the batch, keeping the memory of the list, and its rows as spare rows (those
  /// still held elsewhere are freed on this thread as they are written over or dropped).
  mutating func removeAll() {
    spareRows.removeAll(keepingCapacity: true)
    // Items moved out from the last, their rows moved on: reading them in place copied
    // each row, and emptying the list released it again.
    while let item = items.popLast() {
      if case .row(let row, _) = consume item { spareRows.append(row) }
    }
    failure = nil
    isFinished = false
  }
}

/// Where a ``JSONTableParser`` puts what it makes: a class, so that a reading thread can take
/// a batch away between two reads of the input while the parser is in the middle of a row.
final class JSONItemSink {
  /// The items made and not yet handed over.
  ///
  /// Unchecked: the parser appends a row at a time, and a run-time exclusivity check of each
  /// append cost more than the append; the parser and the hand-over between reads never
  /// overlap, since the hand-over runs between two reads, not inside an append.
  @exclusivity(unchecked) var batch = JSONItems()
}
