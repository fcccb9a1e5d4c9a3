import Foundation
import TableShim
import Testing

@testable import TableShimInput

/// The events of a list file, decoded with or without reading ahead, each described, and the
/// error that ends them as its message.
private func outcome(_ source: InputSource, readingAhead: Bool) -> [String] {
  var decoder = ListFileDecoder(source, readingAhead: readingAhead)
  return outcome(of: &decoder)
}

@Test func readingAheadGivesTheSameEventsAndErrorsInTheSameOrder() {
  let texts = [
    specExample,
    "",
    "\n\n  \t\n",
    "- a\n\n- b | c\n## H\n@style subtitle\n- x | y\n> one\n>\n> three",
    "## A\n@columns a | b\n- 1 | 2\n- 1 | 2 | 3\n- never",
    "## A\n- row\n@columns a | b\n- never",
    "# T\n## A\n- row\n# Second title",
    "## A\n- ok\n?? what",
    // Styles hold for their section only, whichever thread makes the rows.
    "@style value2\n- a | b\n## Next\n- c | d\n## Sub\n@style subtitle\n- e | f\n##\n- g | h",
    "## A\n- row\n@style subtitle\n- after",
    "\u{FEFF}# 손\r\n## A\r\n@columns a | b\r\n- 👍🏽 | é\r\n- [x] x \\| y\r\n> f",
  ]
  for text in texts {
    let source = InputSource.text(text, name: "players.list")
    #expect(
      outcome(source, readingAhead: true) == outcome(source, readingAhead: false),
      "\(text.debugDescription)")
  }
}

@Test func readingAheadGivesTheSameRowsAcrossManyBatchesAndChunks() {
  func source() -> InputSource {
    GeneratedSource(head: "# Big\n## All\n@columns n | name | note\n", lines: 30_000) {
      $0 % 1_000 == 999 ? "\n## Part \($0)\n- \($0) | 손흥민\n" : "- \($0) | 손흥민 👍🏽 | a \\| b\n"
    }.input(named: "big.list")
  }
  let inline = outcome(source(), readingAhead: false)
  #expect(inline.count > 30_000)
  #expect(outcome(source(), readingAhead: true) == inline)
}

@Test func anErrorPastTheFirstBatchComesAfterEveryRowBeforeIt() {
  var bytes = Array("## All\n".utf8)
  for index in 0..<5_000 { bytes += Array("- row \(index)\n".utf8) }
  let offset = bytes.count + 2
  bytes += [0x2D, 0x20, 0xFF, 0x0A] + Array("- never\n".utf8)
  let source = InputSource.bytes(bytes, name: "players.list")
  let events = outcome(source, readingAhead: true)
  #expect(events == outcome(source, readingAhead: false))
  #expect(events.filter { $0.hasPrefix("R ") }.count == 5_000)
  #expect(
    events.last == "error: players.list:5002:3: invalid UTF-8 (byte 0xFF at offset \(offset))")
}

@Test(.timeLimit(.minutes(5)))
func aDecoderReadingAheadHandsOverRowsFromAPipeAsTheyArrive() throws {
  // The reading thread blocks on the pipe for more, having handed over what came so far.
  try expectRowsAsTheyArrive(through: TestPipe(blocking: true), readingAhead: true)
}

@Test(.timeLimit(.minutes(5)))
func aDecoderLetGoStopsItsReadingThread() throws {
  let source = GeneratedSource(head: "## All\n", lines: 1_000_000) { "- row \($0) | 대한민국\n" }
  do {
    var decoder = ListFileDecoder(source.input(named: "big.list"), readingAhead: true)
    for _ in 0..<10 { _ = try decoder.nextEvent() }
  }
  // The thread stops at its next batch: far fewer than a million lines are ever read.
  var served = source.served
  for _ in 0..<50 {
    Thread.sleep(forTimeInterval: 0.01)
    served = source.served
  }
  #expect(served < 10 * ListFileReadAhead.batchSize * 30 + ByteLineReader.chunkSize)
  #expect(!source.isExhausted)
}
