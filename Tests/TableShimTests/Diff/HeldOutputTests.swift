import Testing

@testable import TableShim

/// Bytes written as `count` copies of `byte`, handed to `held` in one chunk.
private func write(
  _ byte: UInt8, count: Int, to held: HeldOutput,
  output: (UnsafeBufferPointer<UInt8>) throws -> Void
) throws {
  try [UInt8](repeating: byte, count: count).withUnsafeBufferPointer {
    try held.write($0, to: output)
  }
}

@Test func heldOutputWritesNothingUntilVerifiedThenEverythingInOrder() throws {
  for sizes in [[10, 20], [HeldOutput.memoryLimit - 5, 10, 3 << 20], [5 << 20]] {
    let held = HeldOutput()
    var received: [UInt8] = []
    let output = { (bytes: UnsafeBufferPointer<UInt8>) in received.append(contentsOf: bytes) }
    var expected: [UInt8] = []
    for (index, size) in sizes.enumerated() {
      try write(UInt8(index + 1), count: size, to: held, output: output)
      expected += [UInt8](repeating: UInt8(index + 1), count: size)
    }
    #expect(received.isEmpty, "\(sizes)")
    held.markVerified()
    try write(9, count: 7, to: held, output: output)
    expected += [UInt8](repeating: 9, count: 7)
    try held.flush(to: output)
    #expect(received == expected, "\(sizes)")
  }
}

@Test func heldOutputHandsOverWhatWasHeldWhenFlushed() throws {
  let held = HeldOutput()
  var received: [UInt8] = []
  let output = { (bytes: UnsafeBufferPointer<UInt8>) in received.append(contentsOf: bytes) }
  try write(1, count: 2 << 20, to: held, output: output)
  held.markVerified()
  try held.flush(to: output)
  #expect(received == [UInt8](repeating: 1, count: 2 << 20))
  // Flushed once: nothing is handed over twice.
  try held.flush(to: output)
  #expect(received.count == 2 << 20)
}
