internal import TableShim

/// The `--spanner` options of a run: labelled groups of adjacent columns, which may nest.
///
/// Each option is `LABEL=MEMBER,MEMBER,...`, where a member is a column title or the label of
/// another `--spanner`, which then sits under this one: `--spanner 'Stats=Goals,Assists'
/// --spanner 'All=Stats,Caps'`. A backslash takes the next character as it is (`\,`, `\=`,
/// `\\`); spaces around labels and members are dropped.
struct SpannerOption: Equatable, Sendable {
  /// One `--spanner` option, parsed.
  struct Spec: Equatable, Sendable {
    /// The option's value as given, for errors.
    let text: String
    /// The spanner's label.
    let label: String
    /// The column titles and spanner labels under it, in order.
    let members: [String]

    /// Parses `LABEL=MEMBER,MEMBER,...`.
    ///
    /// - Throws: ``UsageError/badValue(option:value:expected:)`` for a missing `=`, an empty
    ///   label or an empty member.
    init(parsing text: String) throws(UsageError) {
      self.text = text
      let pieces = Self.split(text, at: ["=", ","])
      guard pieces.count >= 2, pieces[0].separator == nil, pieces[1].separator == "=",
        !pieces.dropFirst(2).contains(where: { $0.separator == "=" })
      else {
        throw Self.bad(text, "LABEL=COLUMN,COLUMN,... with one '='")
      }
      label = pieces[0].text
      members = pieces.dropFirst().map(\.text)
      guard !label.isEmpty, !members.contains("") else {
        throw Self.bad(
          text, "a label and column titles that are not empty, as in 'Stats=Goals,Assists'")
      }
    }

    /// The pieces of `text` between unescaped separators, each with the separator before it.
    private static func split(
      _ text: String, at separators: Set<Character>
    ) -> [(separator: Character?, text: String)] {
      var pieces: [(separator: Character?, text: String)] = [(nil, "")]
      var escaped = false
      for character in text {
        if escaped {
          pieces[pieces.count - 1].text.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if separators.contains(character) {
          pieces.append((character, ""))
        } else {
          pieces[pieces.count - 1].text.append(character)
        }
      }
      if escaped { pieces[pieces.count - 1].text.append("\\") }
      return pieces.map { ($0.separator, $0.text.trimmingBlanks) }
    }

    static func bad(_ text: String, _ expected: String) -> UsageError {
      .badValue(option: "--spanner", value: text, expected: expected)
    }
  }

  /// The options, in the order given.
  let specs: [Spec]
  /// The spanner each member sits under, by the member's name.
  private let parent: [String: String]

  /// Checks the options together.
  ///
  /// - Throws: ``UsageError/badValue(option:value:expected:)`` for a label given twice, a
  ///   member under two spanners, or spanners that sit under each other in a ring.
  init(_ specs: [Spec]) throws(UsageError) {
    self.specs = specs
    var parent: [String: String] = [:]
    var labels: Set<String> = []
    for spec in specs {
      guard labels.insert(spec.label).inserted else {
        throw Spec.bad(spec.text, "each spanner label once; '\(spec.label)' is given twice")
      }
      for member in spec.members {
        if let other = parent[member] {
          throw Spec.bad(
            spec.text,
            "'\(member)' under one spanner at a level, but it is under '\(other)' and "
              + "'\(spec.label)'")
        }
        parent[member] = spec.label
      }
    }
    for spec in specs {
      var seen: Set<String> = [spec.label]
      var label = spec.label
      while let next = parent[label] {
        guard seen.insert(next).inserted else {
          throw Spec.bad(spec.text, "spanners that do not sit under each other in a ring")
        }
        label = next
      }
    }
    self.parent = parent
  }

  /// The columns with their spanners set: each named column's `spanners` are the labels
  /// above it, outermost first; other columns keep theirs.
  ///
  /// - Throws: ``UsageError/badValue(option:value:expected:)`` for a member that is neither
  ///   a column nor a spanner, a label that is also a column's title, or a spanner whose
  ///   columns are not side by side.
  func apply(to columns: [Column]) throws(UsageError) -> [Column] {
    let titles = Set(columns.map(\.title))
    let labels = Set(specs.map(\.label))
    for spec in specs {
      if titles.contains(spec.label) {
        throw Spec.bad(spec.text, "a label that is not a column's title: '\(spec.label)' is one")
      }
      for member in spec.members where !titles.contains(member) && !labels.contains(member) {
        let known = columns.map { "'\($0.title)'" }.joined(separator: ", ")
        throw Spec.bad(
          spec.text, "column titles (\(known)) or other spanners' labels; '\(member)' is neither")
      }
    }
    var result = columns
    for index in result.indices where parent[result[index].title] != nil {
      var path: [String] = []
      var name = result[index].title
      while let label = parent[name] {
        path.insert(label, at: 0)
        name = label
      }
      result[index].spanners = path
    }
    for spec in specs {
      let under = result.indices.filter { result[$0].spanners.contains(spec.label) }
      if let first = under.first, let last = under.last, last - first + 1 != under.count {
        let between = (first...last).first { !under.contains($0) } ?? first
        throw Spec.bad(
          spec.text,
          "columns side by side; '\(result[between].title)' stands between the columns of "
            + "'\(spec.label)'")
      }
    }
    return result
  }
}

extension String {
  /// The text without the spaces and tabs at its ends.
  fileprivate var trimmingBlanks: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
