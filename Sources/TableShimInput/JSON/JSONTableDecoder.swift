public import TableShim

/// Decodes the JSON table schema into a stream of table events, while it reads the document.
///
/// ```swift
/// var decoder = JSONTableDecoder(.text("""
///   {"title": "Soccer players",
///    "sections": [{"header": "Forwards", "columns": ["Name", "Goals"],
///                  "rows": [["Messi", "112"], {"cells": ["Zidane", "31"], "checked": true}]}]}
///   """, name: "players.json"))
/// while let event = try decoder.nextEvent() { print(event) }
/// // title, beginSection(Forwards), cell, cell, endSection
/// ```
///
/// The document is parsed and checked against the schema as it is read, and each row is sent
/// as soon as it is read, so a document of any length renders while it is read and is never
/// held whole. The schema is described in `Docs/ListFile.md`; every mistake in the document
/// throws an ``InputError`` naming the line and column, when decoding reaches it: as in a list
/// file, the events before a mistake have been sent by then, but for rows still waiting for a
/// key (below).
///
/// Rows wait only when a key that decides how they are shown comes after them: the rows of a
/// section until its `header` and `columns` keys, and every row until the document's `title`
/// key, a thousand rows at most (past that, such a key is an error). In the usual order,
/// `title` first and each section's `header` and `columns` before its `rows`, nothing waits.
///
/// A decoder made with `readingAhead: true` reads and parses the document on a second thread,
/// a few thousand rows ahead, while the caller renders: faster on a machine with a core to
/// spare, with the same events and errors in the same order.
public struct JSONTableDecoder: TableEventSource {
  /// Where the items come from: parsed here as they are asked for, or by a thread that reads
  /// ahead.
  private enum Items {
    case inline(JSONTableParser)
    /// To be read ahead once the first event is asked for.
    case readAheadLater(JSONTableParser)
    case readAhead(ReadAheadHandle<JSONItems>)
    /// While the inline parser is out parsing.
    case taken
  }

  private var items: Items
  /// The items parsed and not yet taken, and the next one to take.
  private var batch = JSONItems()
  private var next = 0

  /// Creates a decoder of a JSON document.
  ///
  /// - Parameters:
  ///   - source: Where the document's bytes come from; nothing is read until the first event
  ///     is asked for.
  ///   - readingAhead: Whether to read and parse on a second thread, ahead of the events
  ///     asked for, from the first event on.
  public init(_ source: InputSource, readingAhead: Bool = false) {
    let parser = JSONTableParser(source)
    items = readingAhead ? .readAheadLater(parser) : .inline(parser)
  }

  /// Returns the next event of the table, reading as much of the document as it needs.
  ///
  /// - Returns: The next event, or `nil` after the last.
  /// - Throws: ``InputError`` for bytes that are not UTF-8, text that is not JSON, JSON that
  ///   does not follow the schema, or a failure to read. After an error, every later call
  ///   throws it again.
  public mutating func nextEvent() throws(InputError) -> TableEvent? {
    while true {
      if next < batch.count {
        next += 1
        switch batch[next - 1] {
        case .row(let content, let id): return .cell(CellModel(content, stringID: id))
        case .title(let title): return .title(title)
        case .subtitle(let subtitle): return .subtitle(subtitle)
        case .note(let note): return .sourceNote(note)
        case .footnote(let note): return .footnote(note)
        case .footnoteMarks(let marks): return .footnoteMarks(marks)
        case .footnotePlacement(let placement): return .footnotePlacement(placement)
        case .beginSection(let header, let columns, let id):
          return .beginSection(header: header, columns: columns, id: id)
        case .endSection(let footer): return .endSection(footer: footer)
        }
      }
      if let failure = batch.failure { throw failure }
      if batch.isFinished { return nil }
      next = 0
      switch items {
      case .inline(var parser):
        // Taken out while it parses, so that it is not copied.
        items = .taken
        parser.sink.batch.removeAll()
        parser.fill(upTo: 1)
        swap(&batch, &parser.sink.batch)
        items = .inline(parser)
      case .readAhead(let handle):
        // The used batch goes back to the reading thread moved, not copied, so that its rows
        // are freed there.
        var used = JSONItems()
        swap(&used, &batch)
        batch = handle.readAhead.next(returning: consume used)
      case .readAheadLater(let parser):
        // The decoder lets go of its copy before the reading thread starts on the parser.
        items = .taken
        items = .readAhead(ReadAheadHandle(JSONReadAhead.start(parser)))
      case .taken:
        preconditionFailure("the parser is put back before the items are read on")
      }
    }
  }
}
