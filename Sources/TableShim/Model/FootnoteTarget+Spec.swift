extension FootnoteTarget {
  /// A mistake in a target spec: what was expected, and the offset in characters where.
  package struct SpecError: Error {
    /// What the spec should have had.
    package var expected: String
    /// Where the mistake is, in characters from the spec's start.
    package var offset: Int
  }

  /// Reads a target as the command line and list files write it: `title`,
  /// `column:NAME`, `spanner:NAME`, `section:NAME`, `cell:ROWID:COLUMN`, or a bare column
  /// title (`Goals`).
  ///
  /// - Parameter spec: The target, without the `=` and text that follow it.
  /// - Throws: ``SpecError`` for an empty name or row id.
  package init(spec: Substring) throws(SpecError) {
    func name(after prefix: String) throws(SpecError) -> String {
      let name = spec.dropFirst(prefix.count)
      guard !name.isEmpty else {
        throw SpecError(expected: "a name after '\(prefix)'", offset: prefix.count)
      }
      return String(name)
    }
    if spec == "title" {
      self = .title
    } else if spec.hasPrefix("column:") {
      self = .column(try name(after: "column:"))
    } else if spec.hasPrefix("spanner:") {
      self = .spanner(try name(after: "spanner:"))
    } else if spec.hasPrefix("section:") {
      self = .section(try name(after: "section:"))
    } else if spec.hasPrefix("cell:") {
      let rest = spec.dropFirst(5)
      guard let colon = rest.firstIndex(of: ":"), colon != rest.startIndex else {
        throw SpecError(expected: "'cell:ROWID:COLUMN'", offset: 5)
      }
      let column = rest[rest.index(after: colon)...]
      guard !column.isEmpty else {
        throw SpecError(expected: "a column title after the row id", offset: spec.count)
      }
      self = .cell(rowID: String(rest[..<colon]), column: String(column))
    } else {
      guard !spec.isEmpty else {
        throw SpecError(expected: "a target: title, a column title, or KIND:NAME", offset: 0)
      }
      self = .column(String(spec))
    }
  }

  /// The target as ``init(spec:)`` reads it; a column whose title could be read as
  /// something else is written `column:TITLE`.
  package var spec: String {
    switch self {
    case .title: return "title"
    case .column(let title):
      let plain = !["title", "column:", "spanner:", "section:", "cell:"].contains {
        title == $0 || ($0.hasSuffix(":") && title.hasPrefix($0))
      }
      return plain ? title : "column:" + title
    case .spanner(let label): return "spanner:" + label
    case .section(let name): return "section:" + name
    case .cell(let rowID, let column): return "cell:\(rowID):\(column)"
    }
  }

  /// Whether ``spec`` reads back as this target with ``init(spec:)``, before the `=` that
  /// ends it: no name holds `=` or a line break, and no row id holds `:`.
  package var hasSpec: Bool {
    let names: [String]
    switch self {
    case .title: return true
    case .column(let name), .spanner(let name), .section(let name): names = [name]
    case .cell(let rowID, let column):
      guard !rowID.contains(":") else { return false }
      names = [rowID, column]
    }
    return names.allSatisfy { name in
      !name.isEmpty && !name.contains("=") && !name.contains(where: \.isNewline)
        && name.first != " " && name.last != " "
    }
  }
}
