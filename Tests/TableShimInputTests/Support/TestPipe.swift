#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose read end never blocks (unless made `blocking`), so that a decoder that reads
/// too far fails instead of hanging the test.
final class TestPipe {
  struct Failure: Error {}

  let reader: Int32
  private var writer: Int32?

  init(blocking: Bool = false) throws {
    var ends: [Int32] = [0, 0]
    guard makePipe(&ends) == 0 else { throw Failure() }
    reader = ends[0]
    writer = ends[1]
    if !blocking { _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    closeWriter()
    closeDescriptor(reader)
  }

  /// Writes text to the pipe; it must fit in the pipe's buffer.
  func write(_ text: String) throws {
    try write(bytes: Array(text.utf8))
  }

  /// Writes bytes to the pipe; they must fit in the pipe's buffer.
  func write(bytes: [UInt8]) throws {
    guard let writer else { throw Failure() }
    let written = bytes.withUnsafeBytes { writeBytes(writer, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw Failure() }
  }

  /// Closes the write end: the reader sees the end of the input.
  func closeWriter() {
    if let writer { closeDescriptor(writer) }
    writer = nil
  }
}

private func makePipe(_ ends: inout [Int32]) -> Int32 { pipe(&ends) }
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
private func writeBytes(_ descriptor: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, base, count)
}
