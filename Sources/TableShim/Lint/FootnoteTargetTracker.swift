/// Follows a table's events to find the footnotes whose target never appears.
///
/// A target never appears when no column, spanner, section or row id has its name. Such a
/// note gets no mark and is not listed.
package struct FootnoteTargetTracker {
  /// The footnotes whose targets have not appeared yet, with their indices among the table's
  /// footnotes.
  package private(set) var unseen: [(index: Int, footnote: Footnote)] = []
  private var rowIDs: Set<String> = []
  private var count = 0

  package init() {}

  /// Adds a footnote to look for.
  package mutating func add(_ footnote: Footnote) {
    defer { count += 1 }
    guard footnote.target != .title else { return }
    unseen.append((count, footnote))
    if case .cell(let rowID, _) = footnote.target { rowIDs.insert(rowID) }
  }

  /// Notes the targets an event shows; adds a footnote event's note.
  package mutating func see(_ event: TableEvent) {
    switch event {
    case .footnote(let footnote):
      add(footnote)
    case .beginSection(let header, let columns, let id):
      guard !unseen.isEmpty else { return }
      let idText = id?.shownText
      unseen.removeAll { _, footnote in
        switch footnote.target {
        case .column(let title): return columns?.contains { $0.title == title } ?? false
        case .spanner(let label):
          return columns?.contains { $0.spanners.contains(label) } ?? false
        case .section(let name): return name == header || name == idText
        case .title, .cell: return false
        }
      }
    case .cell(let model):
      guard !rowIDs.isEmpty, let id = model.id else { return }
      let text = id.shownText
      guard rowIDs.remove(text) != nil else { return }
      unseen.removeAll { _, footnote in
        if case .cell(let rowID, _) = footnote.target { return rowID == text }
        return false
      }
    default:
      break
    }
  }

  /// A warning for each footnote whose target never appeared, at the first section.
  package var findings: [LintFinding] {
    unseen.map { index, footnote in
      LintFinding(
        severity: .warning, rule: .footnoteWithoutTarget, section: 0, row: nil,
        message: "footnote \(index + 1) ('\(footnote.text)'): \(footnote.target.missing); "
          + "the note is not shown")
    }
  }
}

extension FootnoteTarget {
  /// What is missing when the target never appears: `no row has the id 'x'`.
  package var missing: String {
    switch self {
    case .title: return "the table has no title"
    case .column(let title): return "no section has a column titled '\(title)'"
    case .spanner(let label): return "no column is under a spanner labelled '\(label)'"
    case .section(let name): return "no section has the header or id '\(name)'"
    case .cell(let rowID, _): return "no row has the id '\(rowID)'"
    }
  }
}

extension TableViewModel {
  /// The warnings for footnotes whose target the table does not have.
  func footnotesWithoutTarget() -> [LintFinding] {
    guard !footnotes.isEmpty else { return [] }
    var tracker = FootnoteTargetTracker()
    var events = self.events
    while let event = events.nextEvent() { tracker.see(event) }
    return tracker.findings
  }
}
