import TableShim

extension JSONTableParser {
  /// Reads a row, whose first byte is `first`, into ``cells``.
  ///
  /// A row is a string, an array of strings or a row object. A row made at once is checked
  /// against the columns in force; a held one keeps its cells' offsets in ``cellOffsets`` to
  /// be checked when it is sent.
  ///
  /// - Returns: What a row object sets besides its cells.
  mutating func readRow(startingWith first: UInt8) throws(InputError) -> JSONRowOptions {
    let isHolding = isHoldingRows
    let (section, row) = (sectionIndex, rowIndex)
    switch first {
    case UInt8(ascii: "["):
      try readCells(
        path: Self.path(ofRow: row, inSection: section), depth: 5,
        limit: isHolding ? nil : columns?.count, keepsOffsets: isHolding)
      return JSONRowOptions()
    case UInt8(ascii: "\""):
      if isHolding { cellOffsets.append(parser.window.offset(of: parser.window.index)) }
      cells.removeAll()
      try parser.readString(appendingTo: cells)
      cells.endCell()
      // The columns in force are never an empty list: one cell always fits.
      return JSONRowOptions()
    case UInt8(ascii: "{"):
      return try readRowObject(path: Self.path(ofRow: row, inSection: section))
    default:
      try parser.wrongType(
        path: Self.path(ofRow: row, inSection: section), expected: [.string, .array, .object],
        depth: 4, closing: closeBracket)
    }
  }

  /// Reads an array of strings at `window.index` into ``cells``, one cell each.
  ///
  /// - Parameters:
  ///   - path: The array's path, for errors.
  ///   - depth: The number of arrays and objects around its strings.
  ///   - limit: The most cells it may have: a row's columns. With more, the error points at
  ///     the first cell too many and counts all of them.
  ///   - keepsOffsets: Whether to add each string's offset to ``cellOffsets``.
  /// - Throws: ``InputError/tooManyCells(_:cells:columns:)``, a value of the wrong type, or a
  ///   syntax error.
  mutating func readCells(
    path: @autoclosure () -> String, depth: Int, limit: Int?, keepsOffsets: Bool
  ) throws(InputError) {
    parser.window.index += 1
    cells.removeAll()
    var count = 0
    var firstExtra: InputLocation?
    while let first = try parser.nextElement(isFirst: count == 0) {
      guard first == UInt8(ascii: "\"") else {
        try parser.wrongType(
          path: "\(path())[\(count)]", expected: [.string], depth: depth, closing: closeBracket)
      }
      if keepsOffsets { cellOffsets.append(parser.window.offset(of: parser.window.index)) }
      if count == limit { firstExtra = parser.window.location(ofIndex: parser.window.index) }
      try parser.readString(appendingTo: cells)
      cells.endCell()
      count += 1
    }
    if let firstExtra, let limit {
      throw .tooManyCells(firstExtra, cells: count, columns: limit)
    }
  }

  /// Reads a row object: `cells` (required), `checked`, `state`, `link`, `detail`, `style`
  /// and `id`; or a label row, `label` (and `id`) without `cells`.
  private mutating func readRowObject(path rowPath: @autoclosure () -> String) throws(InputError)
    -> JSONRowOptions
  {
    let isHolding = isHoldingRows
    let start = parser.window.offset(of: parser.window.index)
    parser.window.index += 1
    cells.removeAll()
    var options = JSONRowOptions()
    var seen: UInt8 = 0
    while let (key, _) = try parser.nextKey(
      of: Self.rowKeys, seen: &seen, isFirst: seen == 0, path: rowPath())
    {
      switch key {
      case 0:
        guard try parser.peek() == UInt8(ascii: "[") else {
          try parser.wrongType(
            path: rowPath() + ".cells", expected: [.array], depth: 5, closing: closeBrace)
        }
        try readCells(
          path: rowPath() + ".cells", depth: 6, limit: isHolding ? nil : columns?.count,
          keepsOffsets: isHolding)
      case 1:
        let first = try parser.peek()
        guard first == UInt8(ascii: "t") || first == UInt8(ascii: "f") else {
          try parser.wrongType(
            path: rowPath() + ".checked", expected: [.boolean], depth: 5, closing: closeBrace)
        }
        options.accessory = try parser.readLiteral() == true ? .checkmark : .unchecked
      case 2:
        _ = try parser.peek()
        let offset = parser.window.offset(of: parser.window.index)
        let name = try parser.readString(path: rowPath() + ".state", depth: 5)
        guard let state = CellState(rawValue: name) else {
          throw .unknownState(parser.window.location(ofOffset: offset), name: name)
        }
        options.state = state
      case 3:
        options.link = try parser.readString(path: rowPath() + ".link", depth: 5)
      case 4:
        options.detail = try parser.readString(path: rowPath() + ".detail", depth: 5)
      case 5:
        _ = try parser.peek()
        let offset = parser.window.offset(of: parser.window.index)
        let name = try parser.readString(path: rowPath() + ".style", depth: 5)
        guard let style = CellStyle(rawValue: name) else {
          throw .unknownStyle(parser.window.location(ofOffset: offset), name: name)
        }
        options.style = style
      case 6:
        options.id = try parser.readString(path: rowPath() + ".id", depth: 5)
      default:
        options.label = try parser.readString(path: rowPath() + ".label", depth: 5)
        cells.removeAll()
      }
    }
    if options.label != nil {
      // A label row has no cells: `cells` beside `label` is an error.
      guard seen & 1 == 0 else {
        throw .unknownKey(
          parser.window.location(ofOffset: start), key: "cells", path: rowPath(),
          allowed: ["label", "id"])
      }
      return options
    }
    guard seen & 1 != 0 else {
      throw .missingKey(parser.window.location(ofOffset: start), key: "cells", path: rowPath())
    }
    return options
  }
}
