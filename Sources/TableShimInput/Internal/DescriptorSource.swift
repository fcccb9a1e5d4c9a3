#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an open file descriptor; it closes the descriptor when done if it opened it.
final class DescriptorSource: ByteSource {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let name: String

  /// Reads a descriptor that someone else opened and closes.
  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.ownsDescriptor = false
    self.name = name
  }

  /// Opens a file for reading.
  init(path: String) throws(InputError) {
    let descriptor = openForReading(path)
    guard descriptor >= 0 else {
      throw .unreadable(file: path, reason: String(cString: strerror(errno)))
    }
    self.descriptor = descriptor
    self.ownsDescriptor = true
    self.name = path
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(InputError) -> Int {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    while true {
      let count = readBytes(descriptor, base, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR {
        throw .unreadable(file: name, reason: String(cString: strerror(errno)))
      }
    }
  }
}

// Free functions, so that the system's `open` and `read` are not shadowed by members.
private func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }

private func readBytes(_ descriptor: Int32, _ base: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> Int
{
  read(descriptor, base, count)
}
