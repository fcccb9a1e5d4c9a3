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
