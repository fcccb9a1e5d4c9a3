import Testing

@testable import TableShimInput

/// Every line of a reader, as text with its number.
private func lines(of reader: inout ByteLineReader) throws -> [String] {
  var lines: [String] = []
  while let line = try reader.nextLine() {
    let text = reader.withBytes(of: line) { String(decoding: $0, as: UTF8.self) }
    lines.append("\(line.number):\(text)")
  }
  return lines
}

@Test func linesEndInLFOrCRLFAndTheLastNeedsNoEnding() throws {
  var reader = ByteLineReader(bytes: Array("a\nb\r\n\r\nc\rd\n\ne".utf8), file: "t")
  #expect(try lines(of: &reader) == ["1:a", "2:b", "3:", "4:c\rd", "5:", "6:e"])
  var empty = ByteLineReader(bytes: [], file: "t")
  #expect(try lines(of: &empty) == [])
  var newline = ByteLineReader(bytes: [0x0A], file: "t")
  #expect(try lines(of: &newline) == ["1:"])
}

@Test func eachLineSaysHowItEnded() throws {
  for (text, expected): (String, [ByteLineReader.LineEnding]) in [
    ("a\nb\r\nc\rd\r\n\r\ne\r", [.lf, .crlf, .crlf, .crlf, .endOfInput]), ("f", [.endOfInput]),
  ] {
    var reader = ByteLineReader(bytes: Array(text.utf8), file: "t")
    var endings: [ByteLineReader.LineEnding] = []
    while let line = try reader.nextLine() { endings.append(line.ending) }
    #expect(endings == expected, "\(text.debugDescription)")
  }
}

@Test func aStreamIsCutIntoTheSameLinesWhereverItsChunksEnd() throws {
  let text = "\u{FEFF}손흥민\r\n👍🏽\r\n\r\nlast\r"
  for size in 1...6 {
    var reader = ByteLineReader(
      source: ChoppedSource(Array(text.utf8), maximumRead: size), file: "t")
    #expect(try lines(of: &reader) == ["1:손흥민", "2:👍🏽", "3:", "4:last"], "\(size)")
  }
}

@Test func linesLongerThanAChunkAreWhole() throws {
  let long = String(repeating: "대한민국|", count: 30_000)
  let source = GeneratedSource(head: "", lines: 3) { _ in long + "\n" }
  var reader = ByteLineReader(source: source, file: "t")
  var count = 0
  while let line = try reader.nextLine() {
    #expect(reader.withBytes(of: line) { $0.count } == long.utf8.count)
    count += 1
  }
  #expect(count == 3)
  #expect(reader.bufferCapacity < long.utf8.count + 2 * ByteLineReader.chunkSize)
}

@Test func theBufferStaysAtAboutAChunkForShortLines() throws {
  let source = GeneratedSource(head: "", lines: 100_000) { "line \($0) 👍🏽\n" }
  var reader = ByteLineReader(source: source, file: "t")
  var count = 0
  while try reader.nextLine() != nil { count += 1 }
  #expect(count == 100_000)
  #expect(reader.bufferCapacity <= 2 * ByteLineReader.chunkSize)
}

@Test func invalidUTF8IsFoundPastTheFirstChunk() throws {
  let head = String(repeating: "abcdefghi\n", count: 7_000)
  var reader = ByteLineReader(
    source: ChoppedSource(Array(head.utf8) + [0x61, 0xC3, 0x0A], maximumRead: 4_096), file: "big")
  let location = InputLocation(file: "big", line: 7_001, column: 2)
  #expect(throws: InputError.invalidUTF8(location, byte: 0xC3, byteOffset: 70_001)) {
    while try reader.nextLine() != nil {}
  }
}

@Test func validationAgreesWithTheStandardLibraryOnEverySequenceOfUpToThreeBytes() {
  let thirds: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x9F, 0xA0, 0xBF, 0xC0, 0xE0, 0xFF]
  for lead in UInt8(0x80)...0xFF {
    for second in UInt8.min...UInt8.max {
      for third in thirds {
        // After ASCII, so that the sequence starts past a whole word too.
        let bytes: [UInt8] = Array("abcdefghi".utf8) + [lead, second, third]
        let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
        let valid = String(validating: bytes, as: UTF8.self) != nil
        #expect((found == nil) == valid, "\(lead) \(second) \(third)")
      }
    }
  }
}

@Test func everyIllFormedSequenceIsFoundAtItsStart() {
  let cases: [([UInt8], Int?)] = [
    (Array("plain ASCII that is longer than eight bytes".utf8), nil),
    (Array("é 손 👍🏽 \u{10FFFF}".utf8), nil),
    ([0x80], 0), ([0xBF], 0), ([0xC1, 0xBF], 0), ([0xC2], 0), ([0x61, 0xC2, 0x41], 1),
    ([0xE0, 0x9F, 0x80], 0), ([0xE0, 0xA0, 0x80], nil), ([0xED, 0x9F, 0xBF], nil),
    ([0xED, 0xA0, 0x80], 0), ([0xF0, 0x8F, 0x80, 0x80], 0), ([0xF0, 0x90, 0x80, 0x80], nil),
    ([0xF4, 0x8F, 0xBF, 0xBF], nil), ([0xF4, 0x90, 0x80, 0x80], 0), ([0xF5, 0x80, 0x80, 0x80], 0),
    ([0xFE], 0), ([0xFF], 0), (Array("12345678".utf8) + [0xE2, 0x82], 8),
  ]
  for (bytes, expected) in cases {
    let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    #expect(found == expected, "\(bytes)")
  }
}

/// Lines passed in one go are the lines `nextLine()` gives, blank lines not counted, up to a
/// line that holds the stop byte, which is left to be read: wherever the chunks end, and
/// whether the next line's end was looked for already.
@Test func linesSkippedAreTheLinesReadWhereverTheChunksEnd() throws {
  let quote = UInt8(ascii: "\"")
  let text = "title\n\"quoted\"\nfirst\r\n\r\nsecond\n\nthird \"q\"\nfourth\nlast"
  for size in [1, 2, 3, 5, 64] {
    for looksAhead in [false, true] {
      var reader = ByteLineReader(
        source: ChoppedSource(Array(text.utf8), maximumRead: size), file: "t")
      _ = try reader.nextLine()
      if looksAhead { _ = reader.hasLineBuffered }
      #expect(try reader.skipLines(1, unlessHolding: quote) == 0, "\(size)")
      _ = try reader.nextLine()
      // `first` and `second`, the blank lines between and after them not counted.
      #expect(try reader.skipLines(5, unlessHolding: quote) == 2, "\(size)")
      let third = try #require(try reader.nextLine())
      #expect(third.number == 7, "\(size)")
      #expect(reader.withBytes(of: third) { String(decoding: $0, as: UTF8.self) } == "third \"q\"")
      #expect(try reader.skipLines(5, unlessHolding: nil) == 2, "\(size)")
      #expect(try reader.nextLine() == nil, "\(size)")
    }
  }
}
