import TableShim
import Testing

@testable import TableShimInput

// Found by the json fuzz target (Tests/Fuzz/Corpus/json/split-key-*.json): a refill that
// dropped as many bytes before the mark as the read then brought took the unchanged `end` for
// "no byte came", read again, and at the end of the input said the input had ended.

/// The events of a JSON document read in pieces of `size` bytes.
private func outcome(_ bytes: [UInt8], inPiecesOf size: Int) -> [String] {
  var decoder = JSONTableDecoder(ChoppedSource(bytes, maximumRead: size).input(named: "t.json"))
  return outcome(of: &decoder)
}

@Test func aReadThatBringsAsManyBytesAsWereDroppedIsNotTheEnd() {
  let document = Array(#"{"sections":[{"rows": [[ ]]}]}"#.utf8)
  let whole = outcome(document, inPiecesOf: document.count)
  #expect(whole.last == "F -")
  for size in 1...document.count {
    #expect(outcome(document, inPiecesOf: size) == whole, "pieces of \(size)")
  }
}

@Test func aMistakeIsFoundBeforeInvalidUTF8AfterItWhateverTheReads() {
  let document: [UInt8] = Array(#"{"t"#.utf8) + [0x01, 0xFF]
  for size in 1...document.count {
    #expect(
      outcome(document, inPiecesOf: size) == [
        "error: t.json:1:4: malformed JSON: control character U+0001 inside a string; "
          + "write it as an escape"
      ], "pieces of \(size)")
  }
}
