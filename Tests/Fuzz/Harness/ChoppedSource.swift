@testable import TableShimInput

/// A stream of fixed bytes, handed out in reads of at most `maximumRead` bytes, as a pipe
/// may hand them out.
///
/// The fuzz targets and the decoder tests both use it (the tests through the FuzzHarness link).
final class ChoppedSource: ByteSource {
  private let bytes: [UInt8]
  private let maximumRead: Int
  private var offset = 0

  init(_ bytes: [UInt8], maximumRead: Int) {
    self.bytes = bytes
    self.maximumRead = maximumRead
  }

  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let count = min(buffer.count, maximumRead, bytes.count - offset)
    for index in 0..<count { buffer[index] = bytes[offset + index] }
    offset += count
    return count
  }

  /// The source as an input.
  func input(named name: String) -> InputSource {
    InputSource(name: name, origin: .stream(self))
  }
}
