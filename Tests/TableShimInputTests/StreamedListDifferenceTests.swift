import TableShim
import Testing

@testable import TableShimInput

// A streamed difference of list files read ahead: the decoders hand their rows out moved and
// take back the contents the difference has finished with (the rows hashed, the rows skipped,
// and the rows a difference's row is made of), writing later rows over them.

/// A list file of rows `ids` in two sections, with ids, escapes and wide text; `changed` ids
/// show other goals.
private func listFile(_ ids: [Int], changed: Set<Int> = []) -> String {
  var text = "# Squad\n## First {#first}\n@columns Name | Note | Goals\n"
  for (position, id) in ids.enumerated() {
    if position == ids.count / 2 { text += "## Second {#second}\n@columns Name | Note | Goals\n" }
    let note = ["a \\| b", "손흥민 \(id)", String(repeating: "x", count: id % 70), ""][id % 4]
    let goals = changed.contains(id) ? id + 1 : id % 40
    text += "- Player \(id) | \(note) | \(goals) {#p\(id)}\n"
  }
  return text
}

/// The streamed difference of two list files, rendered; the decoders read ahead or inline.
private func streamed(
  _ old: String, _ new: String, readingAhead: Bool, as format: OutputFormat, context: Int?
) throws -> String {
  func open(_ text: String) -> any TableEventSource {
    ListFileDecoder(.text(text, name: "t.list"), readingAhead: readingAhead)
  }
  let difference = try #require(
    try StreamedDifference(old: { open(old) }, new: { open(new) }))
  var bytes: [UInt8] = []
  try difference.render(as: format, context: context) { bytes.append(contentsOf: $0) }
  return String(decoding: bytes, as: UTF8.self)
}

@Test func aStreamedDifferenceOfListFilesReadAheadIsTheLibrarysDifference() throws {
  var generator = SeededGenerator(seed: 29)
  // Several batches of 2,048 lines on each side.
  let oldIDs = Array(0..<7_000)
  var newIDs = oldIDs.filter { $0 % 11 != 3 }
  for _ in 0..<60 {
    let row = newIDs.remove(at: Int.random(in: newIDs.indices, using: &generator))
    newIDs.insert(row, at: Int.random(in: 0...newIDs.count, using: &generator))
  }
  newIDs.insert(contentsOf: 9_000..<9_040, at: 3_100)
  let old = listFile(oldIDs)
  let new = listFile(newIDs, changed: Set(oldIDs.filter { $0 % 13 == 5 }))
  let difference = TableDifference(
    from: try TableInput.model(from: .text(old, name: "t.list"), format: .list),
    to: try TableInput.model(from: .text(new, name: "t.list"), format: .list))
  #expect(difference.counts.moved > 0 && difference.counts.changed > 0)
  for format in [OutputFormat.text, .markdown, .html] {
    for context in [0, 3, nil] as [Int?] {
      let expected = try difference.render(as: .table(format), context: context)
      for readingAhead in [true, false] {
        let found = try streamed(
          old, new, readingAhead: readingAhead, as: format, context: context)
        #expect(found == expected, "\(format) context \(String(describing: context))")
      }
    }
  }
}
