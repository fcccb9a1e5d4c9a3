extension TableViewModel {
  /// The table as a stream of events, section by section and row by row.
  public var events: Events { Events(model: self) }

  /// Walks a ``TableViewModel`` as a stream of ``TableEvent``s.
  public struct Events: TableEventSource {
    private let model: TableViewModel
    private var titleSent = false
    private var subtitleSent = false
    private var notesSent = 0
    private var footnotesSent = -1
    private var placementSent = false
    private var section = 0
    private var row = -1

    init(model: TableViewModel) {
      self.model = model
    }

    /// Returns the next event of the model.
    ///
    /// - Returns: The next event, or `nil` after the last source note.
    public mutating func nextEvent() -> TableEvent? {
      if !titleSent {
        titleSent = true
        if let title = model.title { return .title(title) }
      }
      if !subtitleSent {
        subtitleSent = true
        if let subtitle = model.subtitle { return .subtitle(subtitle) }
      }
      if footnotesSent == -1 {
        footnotesSent = 0
        if !model.footnotes.isEmpty { return .footnoteMarks(model.footnoteMarks) }
      }
      if !placementSent {
        placementSent = true
        if !model.footnotes.isEmpty, model.footnotePlacement != .afterTable {
          return .footnotePlacement(model.footnotePlacement)
        }
      }
      if footnotesSent < model.footnotes.count {
        footnotesSent += 1
        return .footnote(model.footnotes[footnotesSent - 1])
      }
      guard section < model.sections.count else {
        guard notesSent < model.notes.count else { return nil }
        notesSent += 1
        return .sourceNote(model.notes[notesSent - 1])
      }
      let current = model.sections[section]
      if row == -1 {
        row = 0
        return .beginSection(header: current.header, columns: current.columns, id: current.id)
      }
      if row < current.cells.count {
        row += 1
        return .cell(current.cells[row - 1])
      }
      section += 1
      row = -1
      return .endSection(footer: current.footer)
    }
  }
}
