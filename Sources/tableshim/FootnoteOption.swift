internal import TableShim

/// `--footnote TARGET=TEXT`: a footnote on the title, a column, a spanner, a section or a
/// cell.
enum FootnoteOption {
  /// Reads `TARGET=TEXT`; the target is everything before the first `=`.
  static func parse(_ value: String) throws -> Footnote {
    let expected =
      "TARGET=TEXT, where TARGET is title, a column title, column:TITLE, spanner:LABEL, "
      + "section:HEADER or cell:ROWID:COLUMN"
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
      throw UsageError.badValue(option: "--footnote", value: value, expected: expected)
    }
    let text = String(value[value.index(after: equals)...])
    guard !text.isEmpty else {
      throw UsageError.badValue(
        option: "--footnote", value: value, expected: "a note's text after '='")
    }
    do {
      return Footnote(text, on: try FootnoteTarget(spec: value[..<equals]))
    } catch {
      throw UsageError.badValue(
        option: "--footnote", value: value,
        expected: "\(error.expected) at character \(error.offset + 1)")
    }
  }
}

/// Checks that the targets of `--footnote`s are in the input: a column, spanner or section
/// that no section has is a usage error at the end; a row id that no row has, a warning.
struct FootnoteTargetCheck {
  private var tracker = FootnoteTargetTracker()

  init?(_ footnotes: [Footnote]) {
    guard !footnotes.isEmpty else { return nil }
    for footnote in footnotes { tracker.add(footnote) }
  }

  /// Notes the targets an event shows (not the inputs' own footnotes).
  mutating func see(_ event: TableEvent) {
    if case .footnote = event { return }
    tracker.see(event)
  }

  /// Throws for a column, spanner or section target never seen; warns of a row id.
  func finish() throws {
    for (_, footnote) in tracker.unseen {
      let target = footnote.target
      guard case .cell = target else {
        throw UsageError.badValue(
          option: "--footnote", value: target.spec + "=" + footnote.text,
          expected: "a target of the input; \(target.missing)")
      }
      Terminal.report(
        "tableshim: warning: --footnote '\(target.spec)=\(footnote.text)': \(target.missing); "
          + "the note is not shown")
    }
  }
}
