public import TableShim

/// Decodes the JSON table schema into a stream of table events.
///
/// ```swift
/// var decoder = try JSONTableDecoder(.text("""
///   {"title": "Soccer players",
///    "sections": [{"header": "Forwards", "columns": ["Name", "Goals"],
///                  "rows": [["Messi", "112"], {"cells": ["Zidane", "31"], "checked": true}]}]}
///   """, name: "players.json"))
/// // title, beginSection(Forwards), cell, cell, endSection
/// ```
///
/// The whole document is read, parsed and checked against the schema when the decoder is
/// created, so a JSON input either decodes completely or throws before its first event. The
/// schema is described in `Docs/ListFile.md`.
public struct JSONTableDecoder: TableEventSource {
  private var events: TableViewModel.Events

  /// Creates a decoder, reading and checking the whole document.
  ///
  /// - Parameter source: Where the document's bytes come from.
  /// - Throws: ``InputError`` for bytes that are not UTF-8, text that is not JSON, JSON that
  ///   does not follow the schema, or a failure to read.
  public init(_ source: InputSource) throws(InputError) {
    let bytes = try source.readAll()
    let name = source.name
    let locate = { (offset: Int) -> InputLocation in
      let (line, column) = bytes.withUnsafeBufferPointer {
        ScalarColumn.lineAndColumn(of: offset, in: $0)
      }
      return InputLocation(file: name, line: line, column: column)
    }
    let document = try bytes.withUnsafeBufferPointer { buffer throws(InputError) in
      var parser = JSONParser(bytes: buffer) { .malformedJSON(locate($0), $1) }
      return try parser.parseDocument { .duplicateKey(locate($1), key: $0) }
    }
    events = try JSONTableReader(locate: locate).table(from: document).events
  }

  /// Returns the next event of the table.
  ///
  /// - Returns: The next event, or `nil` after the last.
  public mutating func nextEvent() -> TableEvent? {
    events.nextEvent()
  }
}
