/// A readable, unified diff of two texts, line by line.
enum LineDiff {
  /// Lines of context around each change.
  static let context = 2
  /// The most diff lines shown; the rest are counted.
  static let limit = 40

  /// The diff of `expected` to `actual`: `-` lines only in the snapshot, `+` lines only in the
  /// actual output, and `@@ line N` before each hunk, N counting from 1 in the snapshot.
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let edits = script(old, new)
    var lines: [String] = []
    var index = 0
    while index < edits.count {
      guard edits[index].kind != .same else {
        index += 1
        continue
      }
      let start = max(index - context, 0)
      var end = index
      // A hunk runs until `context` unchanged lines follow its last change.
      var quiet = 0
      while end < edits.count, quiet <= context * 2 {
        quiet = edits[end].kind == .same ? quiet + 1 : 0
        end += 1
      }
      end = min(end, edits.count) - max(quiet - context, 0)
      lines.append("@@ line \(edits[start].oldLine + 1)")
      for edit in edits[start..<end] {
        lines.append("\(edit.kind.rawValue)\(edit.text)")
      }
      index = end
    }
    if lines.count > limit {
      let hidden = lines.count - limit
      lines = Array(lines.prefix(limit)) + ["… \(hidden) more diff lines"]
    }
    return lines.joined(separator: "\n")
  }

  struct Edit {
    enum Kind: String { case same = " ", removed = "-", added = "+" }
    let kind: Kind
    let text: Substring
    let oldLine: Int
  }

  /// The edit script by longest common subsequence; texts beyond 4,000 lines fall back to
  /// comparing line by line, so a huge snapshot cannot exhaust memory.
  static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    guard old.count * new.count <= 16_000_000 else { return lineByLine(old, new) }
    var lengths = [[Int]](
      repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, text: old[i], oldLine: i))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || lengths[i][j + 1] > lengths[i + 1][j] {
        edits.append(Edit(kind: .added, text: new[j], oldLine: i))
        j += 1
      } else {
        edits.append(Edit(kind: .removed, text: old[i], oldLine: i))
        i += 1
      }
    }
    return edits
  }

  private static func lineByLine(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    var edits: [Edit] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      if before == after, let before {
        edits.append(Edit(kind: .same, text: before, oldLine: index))
        continue
      }
      if let before { edits.append(Edit(kind: .removed, text: before, oldLine: index)) }
      if let after { edits.append(Edit(kind: .added, text: after, oldLine: index)) }
    }
    return edits
  }
}
