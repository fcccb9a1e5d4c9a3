import Testing

@testable import TableShim

@Test func everyTextReadsBackAsWritten() {
  let content = CellContent(
    text: "손흥민 👨‍👩‍👧‍👦", secondaryText: "second", detailText: "", image: "⚽️",
    link: "https://example.com", columns: ["a", "", "日本"], id: "row-1")
  #expect(content.text == "손흥민 👨‍👩‍👧‍👦")
  #expect(content.secondaryText == "second")
  #expect(content.detailText == "")
  #expect(content.image == "⚽️")
  #expect(content.link == "https://example.com")
  #expect(content.columns == ["a", "", "日本"])
  #expect(content.id == "row-1")
  #expect(content.columnCount == 3)
  let bare = CellContent()
  #expect(bare.text == "" && bare.detailText == nil && bare.columns.isEmpty && bare.id == nil)
}

@Test func settingAFieldChangesOnlyThatField() {
  var content = CellContent(
    text: "text", detailText: "detail", link: "/here", columns: ["one", "two"])
  content.detailText = nil
  #expect(content.detailText == nil)
  content.text = "a much longer text than before, well past the small-string size"
  content.columns = ["x"]
  content.image = "🖼"
  #expect(content.text == "a much longer text than before, well past the small-string size")
  #expect(content.columns == ["x"])
  #expect(content.link == "/here")
  #expect(content.image == "🖼")
  #expect(content.secondaryText == nil)
  // Setting the same field again and again keeps only the latest text.
  for number in 0..<50 { content.secondaryText = "line \(number)" }
  #expect(content.secondaryText == "line 49")
  #expect(content.columns == ["x"] && content.link == "/here")
}

@Test func aRowMadeFromCellBytesShowsItsCellsWithoutCopies() {
  let cells = Array("MessiArgentina".utf8)
  let row = cells.withUnsafeBufferPointer { bytes in
    [5, 14, 14].withUnsafeBufferPointer { ends in
      CellContent(
        cellBytes: bytes, ends: ends, textColumn: 0,
        secondaryTextColumn: nil, detailColumn: 1, accessory: .checkmark, style: .value1)
    }
  }
  #expect(row.columns == ["Messi", "Argentina", ""])
  #expect(row.text == "Messi")
  #expect(row.detailText == "Argentina")
  #expect(row.secondaryText == nil)
  let made = CellContent(
    text: "Messi", detailText: "Argentina", accessory: .checkmark,
    columns: ["Messi", "Argentina", ""], style: .value1)
  #expect(row == made)
  // The text shows the first cell's bytes; changing one leaves the other as it was.
  var changed = row
  changed.text = "Zidane"
  #expect(changed.columns == ["Messi", "Argentina", ""])
  changed.columns = ["Kane", "England"]
  #expect(changed.text == "Zidane")
  #expect(changed.detailText == "Argentina")
  #expect(row.text == "Messi" && row.columns[0] == "Messi")
}

@Test func copiesShareTextsUntilOneChanges() {
  let original = CellContent(text: "shared", detailText: "detail")
  var copy = original
  copy.highlights = CellContent.Highlights(text: [copy.text.startIndex..<copy.text.endIndex])
  #expect(original.highlights == CellContent.Highlights())
  #expect(!original.hasHighlights)
  #expect(copy.hasHighlights)
  #expect(copy != original)
  copy.highlights = CellContent.Highlights()
  #expect(copy == original)
  #expect(!copy.hasHighlights)
}

@Test func equalityAndHashingFollowStringEquality() {
  // "é" as one scalar and as "e" with a combining accent are equal strings.
  let composed = CellContent(text: "Zin\u{E9}dine", columns: ["caf\u{E9}"])
  let decomposed = CellContent(text: "Zine\u{301}dine", columns: ["cafe\u{301}"])
  #expect(composed == decomposed)
  #expect(composed.hashValue == decomposed.hashValue)
  #expect(Set([composed, decomposed]).count == 1)
  #expect(CellContent(text: "a", detailText: nil) != CellContent(text: "a", detailText: ""))
}
