/// Bytes held in memory, handed out a read at a time like a file's, for a parser that reads
/// through a ``ByteWindow``.
final class MemorySource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0, let target = buffer.baseAddress else { return 0 }
    bytes.withUnsafeBufferPointer { all in
      target.update(from: all.baseAddress! + offset, count: count)
    }
    offset += count
    return count
  }
}
