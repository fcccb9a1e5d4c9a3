/// Turns byte offsets in valid UTF-8 into columns that count Unicode scalars from 1.
enum ScalarColumn {
  /// The column of the byte at `offset` in a line: 1 plus the scalars that start before it.
  static func of(byte offset: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
    var column = 1
    for index in 0..<min(offset, line.count) where line[index] & 0xC0 != 0x80 { column += 1 }
    return column
  }

}
