import TableShim

extension TableViewModel {
  /// Collects a stream of events into a table held in memory.
  ///
  /// A cell outside a section opens a section without a header, as the shim renders it.
  init(collecting events: inout some InputDecoder) throws(InputError) {
    self.init()
    var isOpen = false
    while let event = try events.nextInputEvent() {
      switch event {
      case .title(let title):
        self.title = title
      case .subtitle(let subtitle):
        self.subtitle = subtitle
      case .sourceNote(let note):
        notes.append(note)
      case .footnote(let note):
        footnotes.append(note)
      case .footnoteMarks(let marks):
        footnoteMarks = marks
      case .footnotePlacement(let placement):
        footnotePlacement = placement
      case .beginSection(let header, let columns, let id):
        sections.append(SectionModel(header: header, columns: columns, id: id))
        isOpen = true
      case .cell(let cell):
        if !isOpen { sections.append(SectionModel()) }
        isOpen = true
        sections[sections.count - 1].cells.append(cell)
      case .endSection(let footer):
        if !isOpen { sections.append(SectionModel()) }
        sections[sections.count - 1].footer = footer
        isOpen = false
      }
    }
  }
}
