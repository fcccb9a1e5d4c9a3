#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input copied to a temporary file, so that it can be read twice.
///
/// A padded Markdown table or a text grid is measured on a first reading and written on a
/// second (see `TableShim.render(replaying:as:writingTo:)`); a pipe can be read only once, so
/// its bytes go to a file that no other process can open (it is unlinked as soon as it is
/// made) and that goes away with the process. Memory stays flat however long the input.
final class StandardInputCopy {
  /// The copy, rewound before each reading.
  private let descriptor: Int32

  /// Copies the whole of standard input.
  init() throws {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(folder)/tableshim-stdin-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw RunError.cannotWrite(folder, errno: errno) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    self.descriptor = descriptor
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(0, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw RunError.cannotRead("<stdin>", errno: errno)
      }
      if count == 0 { break }
      var written = 0
      while written < count {
        let result = write(descriptor, buffer.baseAddress! + written, count - written)
        if result < 0 {
          if errno == EINTR { continue }
          throw RunError.cannotWrite(folder, errno: errno)
        }
        written += result
      }
    }
  }

  deinit { close(descriptor) }

  /// The copy, from its start, for a new reading.
  func rewound() -> Int32 {
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }
}
