/// The texts of a ``CellContent`` as UTF-8, every one of them in a single allocation, so that
/// a row costs one object however many texts it has and a backend escapes its bytes where they
/// are stored.
///
/// The bytes after the header hold a table of where each column ends, then the columns' bytes
/// one after the other, then the bytes of any field that is not one of the columns. A field
/// that shows a column (a decoded row's text is its first cell) points into the column's bytes
/// instead of holding a copy.
///
/// A content copies it before changing it when another content shares it (copy on write),
/// so it is never changed while shared: that is what makes ``Shared`` safe to send.
final class CellTexts: ManagedBuffer<CellTexts.Header, UInt8> {
  /// Where one text's bytes are, from the start of the byte area.
  struct Span: Hashable {
    var start: Int
    var count: Int

    /// The span of a field that has no text (`nil`).
    static let absent = Span(start: -1, count: 0)

    var isAbsent: Bool { start < 0 }
  }

  /// A reference to storage that is never changed while shared, which a content can send.
  struct Shared: @unchecked Sendable {
    var storage: CellTexts
  }

  /// The texts besides the columns.
  enum Field: CaseIterable {
    case text, secondaryText, detailText, image, link, id
  }

  /// What the bytes are: how many columns, how many bytes, and where each field's text is.
  struct Header {
    var columnCount: Int
    /// The bytes the storage has room for, column table and texts: its `capacity`.
    ///
    /// A row is rewritten within it. Kept here, since `capacity` asks the allocator every
    /// time.
    var room = 0
    /// The number of bytes in the byte area, after the table of column ends.
    var byteCount = 0
    var text = Span(start: 0, count: 0)
    var secondaryText = Span.absent
    var detailText = Span.absent
    var image = Span.absent
    var link = Span.absent
    var id = Span.absent
    /// `nil` when nothing is marked, which is all but a search's matches.
    var highlights: ByteHighlights?
    /// The numbers of the footnote marks on the cells, by column, for formats that write
    /// footnote markup; `nil` for a row without any.
    var footnotes: CellFootnotes?

    subscript(field: Field) -> Span {
      get {
        switch field {
        case .text: text
        case .secondaryText: secondaryText
        case .detailText: detailText
        case .image: image
        case .link: link
        case .id: id
        }
      }
      set {
        switch field {
        case .text: text = newValue
        case .secondaryText: secondaryText = newValue
        case .detailText: detailText = newValue
        case .image: image = newValue
        case .link: link = newValue
        case .id: id = newValue
        }
      }
    }
  }

  /// Makes the storage of `columnCount` columns and at most `byteCount` bytes of text, which
  /// `write` fills: the columns first, in order, then the other fields.
  static func make(
    columnCount: Int, byteCount: Int, spare: Int = 0, _ write: (inout Writer) -> Void
  ) -> CellTexts {
    let room = columnCount * MemoryLayout<Int>.size + byteCount + spare
    let storage = unsafeDowncast(
      create(minimumCapacity: room) { buffer in
        // What the allocator gave, asked once: a later, longer row may fit in the slack.
        Header(columnCount: columnCount, room: buffer.capacity)
      },
      to: CellTexts.self)
    storage.fill(columnCount: columnCount, byteCount: byteCount, write)
    return storage
  }

  /// Writes new texts over these, as ``make(columnCount:byteCount:spare:_:)`` writes them
  /// into new storage, when the storage has room for them; returns `false`, changing
  /// nothing, when it has not.
  ///
  /// Only the storage's one owner may call it: texts are never changed while shared.
  ///
  /// - Parameters:
  ///   - columnCount: The number of columns.
  ///   - byteCount: The most bytes of text `write` writes.
  ///   - write: Writes the columns first, in order, then the other fields.
  /// - Returns: Whether the texts were written.
  func remake(columnCount: Int, byteCount: Int, _ write: (inout Writer) -> Void) -> Bool {
    let tableSize = columnCount * MemoryLayout<Int>.size
    let room = withUnsafeMutablePointerToHeader { $0.pointee.room }
    guard tableSize + byteCount <= room else { return false }
    withUnsafeMutablePointerToHeader { $0.pointee = Header(columnCount: columnCount, room: room) }
    fill(columnCount: columnCount, byteCount: byteCount, write)
    return true
  }

  /// Has `write` write the texts into this storage, laid out for `columnCount` columns.
  @inline(__always)
  private func fill(columnCount: Int, byteCount: Int, _ write: (inout Writer) -> Void) {
    let tableSize = columnCount * MemoryLayout<Int>.size
    withUnsafeMutablePointers { header, elements in
      var writer = Writer(
        header: header, table: UnsafeMutableRawPointer(elements),
        bytes: elements + tableSize, capacity: byteCount)
      write(&writer)
      precondition(writer.columnsWritten == columnCount, "every column must be written")
      header.pointee.byteCount = writer.count
    }
  }

  /// Calls `body` with a view of the bytes, valid only inside `body`.
  func withBytes<Result>(_ body: (CellTextBytes) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointers { header, elements in
      let tableSize = header.pointee.columnCount * MemoryLayout<Int>.size
      return try body(
        CellTextBytes(
          header: UnsafePointer(header), table: UnsafeRawPointer(elements),
          bytes: UnsafePointer(elements + tableSize)))
    }
  }

  /// A copy that no other content shares, with the same texts and highlights.
  func copy() -> CellTexts {
    withBytes { source in
      CellTexts.make(columnCount: source.columnCount, byteCount: source.byteCount) { writer in
        writer.copyAll(of: source)
      }
    }
  }

  /// The text of a field, or `nil` when it has none.
  func string(_ field: Field) -> String? {
    withBytes { bytes in bytes[field].map { String(decoding: $0, as: UTF8.self) } }
  }

  /// The columns' texts.
  var columns: [String] {
    withBytes { bytes in
      (0..<bytes.columnCount).map { String(decoding: bytes.column($0), as: UTF8.self) }
    }
  }

  /// The highlights, read and set in place (a content makes sure it is the only owner first).
  ///
  /// The header is read through its pointer: `header` itself is a class property, whose
  /// every access the runtime checks for exclusivity.
  var highlights: ByteHighlights? {
    get { withUnsafeMutablePointerToHeader { $0.pointee.highlights } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.highlights = newValue } }
  }

  /// The number of columns.
  var columnCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.columnCount } }

  /// The numbers of the footnote marks on the cells, read and set in place.
  var footnotes: CellFootnotes? {
    get { withUnsafeMutablePointerToHeader { $0.pointee.footnotes } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.footnotes = newValue } }
  }
}

/// A view of a ``CellTexts``' bytes, valid only inside ``CellTexts/withBytes(_:)``.
struct CellTextBytes {
  fileprivate let header: UnsafePointer<CellTexts.Header>
  fileprivate let table: UnsafeRawPointer
  fileprivate let bytes: UnsafePointer<UInt8>

  /// The number of columns.
  var columnCount: Int { header.pointee.columnCount }

  /// The number of bytes of text, columns and fields together.
  var byteCount: Int { header.pointee.byteCount }

  /// Where the columns' bytes end, which is where the other fields' own bytes start.
  var columnsEnd: Int { columnCount == 0 ? 0 : end(ofColumn: columnCount - 1) }

  /// The highlights of the texts, if any.
  var highlights: ByteHighlights? { header.pointee.highlights }

  /// The numbers of the footnote marks on the cells, by column, if any.
  var footnotes: CellFootnotes? { header.pointee.footnotes }

  /// A field's bytes, or `nil` when it has no text.
  subscript(field: CellTexts.Field) -> UnsafeBufferPointer<UInt8>? {
    let span = header.pointee[field]
    return span.isAbsent ? nil : UnsafeBufferPointer(start: bytes + span.start, count: span.count)
  }

  /// Where a field's text is, or ``CellTexts/Span/absent``.
  func span(_ field: CellTexts.Field) -> CellTexts.Span { header.pointee[field] }

  /// The main text's bytes.
  var text: UnsafeBufferPointer<UInt8> { self[.text] ?? UnsafeBufferPointer(start: nil, count: 0) }

  /// One column's bytes.
  func column(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    let start = index == 0 ? 0 : end(ofColumn: index - 1)
    return UnsafeBufferPointer(start: bytes + start, count: end(ofColumn: index) - start)
  }

  /// The columns' bytes end to end, in one buffer.
  var columnBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes, count: columnsEnd)
  }

  /// Where one column's bytes are in ``columnBytes``.
  func columnRange(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : end(ofColumn: index - 1))..<end(ofColumn: index)
  }

  fileprivate func end(ofColumn index: Int) -> Int {
    table.loadUnaligned(fromByteOffset: index * MemoryLayout<Int>.size, as: Int.self)
  }
}

extension CellTexts {
  /// Fills a new ``CellTexts``: columns first, in order, then the other fields.
  struct Writer {
    fileprivate let header: UnsafeMutablePointer<Header>
    fileprivate let table: UnsafeMutableRawPointer
    fileprivate let bytes: UnsafeMutablePointer<UInt8>
    fileprivate let capacity: Int
    /// The number of bytes written.
    private(set) var count = 0
    /// The number of columns written.
    private(set) var columnsWritten = 0

    fileprivate init(
      header: UnsafeMutablePointer<Header>, table: UnsafeMutableRawPointer,
      bytes: UnsafeMutablePointer<UInt8>, capacity: Int
    ) {
      self.header = header
      self.table = table
      self.bytes = bytes
      self.capacity = capacity
    }

    /// Appends bytes to the text being written.
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
      guard let base = source.baseAddress, !source.isEmpty else { return }
      precondition(count + source.count <= capacity, "more bytes than the storage was made for")
      (bytes + count).initialize(from: base, count: source.count)
      count += source.count
    }

    /// Appends text to the text being written.
    mutating func append(_ text: some StringProtocol) {
      text.withUTF8Bytes { append($0) }
    }

    /// Ends the column being written: what was appended since the last column is its text.
    mutating func endColumn() {
      precondition(columnsWritten < header.pointee.columnCount, "more columns than the storage has")
      table.storeBytes(
        of: count, toByteOffset: columnsWritten * MemoryLayout<Int>.size, as: Int.self)
      columnsWritten += 1
    }

    /// Writes every column in one go, as the first thing written: their bytes end to end,
    /// and where each ends in them.
    mutating func appendColumns(
      _ source: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>
    ) {
      precondition(count == 0 && columnsWritten == 0, "columns must be written first")
      precondition(ends.count == header.pointee.columnCount, "every column must be written")
      precondition(ends.last ?? 0 == source.count, "the last column must end the bytes")
      append(source)
      if let base = ends.baseAddress {
        table.copyMemory(from: base, byteCount: ends.count * MemoryLayout<Int>.size)
      }
      columnsWritten = ends.count
    }

    /// Makes a field show one of the columns written.
    mutating func set(_ field: Field, toColumn index: Int) {
      let start =
        index == 0
        ? 0
        : table.loadUnaligned(fromByteOffset: (index - 1) * MemoryLayout<Int>.size, as: Int.self)
      let end = table.loadUnaligned(fromByteOffset: index * MemoryLayout<Int>.size, as: Int.self)
      header.pointee[field] = Span(start: start, count: end - start)
    }

    /// Writes a field's text, or marks it absent when `text` is `nil`.
    mutating func set(_ field: Field, to text: (some StringProtocol)?) {
      guard let text else { return header.pointee[field] = .absent }
      text.withUTF8Bytes { set(field, toBytes: $0) }
    }

    /// The first column written whose bytes equal `source` and that neither of the other two
    /// of text, secondary text and detail shows.
    private func unclaimedColumn(
      equalTo source: UnsafeBufferPointer<UInt8>, for field: Field
    ) -> Int? {
      var start = 0
      for index in 0..<columnsWritten {
        let end = table.loadUnaligned(
          fromByteOffset: index * MemoryLayout<Int>.size, as: Int.self)
        defer { start = end }
        let span = Span(start: start, count: end - start)
        func isShown(by other: Field) -> Bool { other != field && header.pointee[other] == span }
        guard span.count == source.count, !isShown(by: .text), !isShown(by: .secondaryText),
          !isShown(by: .detailText),
          UnsafeBufferPointer(start: bytes + start, count: span.count).elementsEqual(source)
        else { continue }
        return index
      }
      return nil
    }

    /// Writes a field's bytes, or marks it absent when `source` is `nil`.
    ///
    /// A text, secondary text or detail equal to a column that no other of the three shows
    /// points at that column's bytes instead, which is how list layout knows the cells it has
    /// shown (``CellTextBytes/unshownCells``).
    mutating func set(_ field: Field, toBytes source: UnsafeBufferPointer<UInt8>?) {
      guard let source else { return header.pointee[field] = .absent }
      if field == .text || field == .secondaryText || field == .detailText,
        let column = unclaimedColumn(equalTo: source, for: field)
      {
        return set(field, toColumn: column)
      }
      let start = count
      append(source)
      header.pointee[field] = Span(start: start, count: count - start)
    }

    /// Sets the highlights.
    mutating func setHighlights(_ highlights: ByteHighlights?) {
      header.pointee.highlights = highlights
    }

    /// Writes the columns of `source`, as they are.
    mutating func copyColumns(of source: CellTextBytes) {
      for index in 0..<source.columnCount {
        append(source.column(index))
        endColumn()
      }
    }

    /// Writes a field of `source`: pointing at the same column bytes when it showed a column
    /// and the columns were copied as they are, otherwise as bytes of its own.
    mutating func copy(_ field: Field, of source: CellTextBytes, columnsCopied: Bool) {
      let span = source.span(field)
      if columnsCopied, !span.isAbsent, span.start + span.count <= source.columnsEnd {
        header.pointee[field] = span
      } else {
        set(field, toBytes: source[field])
      }
    }

    /// Writes every column, field and highlight of `source`.
    mutating func copyAll(of source: CellTextBytes) {
      copyColumns(of: source)
      for field in Field.allCases { copy(field, of: source, columnsCopied: true) }
      setHighlights(source.highlights)
      header.pointee.footnotes = source.footnotes
    }
  }
}
