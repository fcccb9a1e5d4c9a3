#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an input's bytes come from, a chunk at a time.
protocol ByteSource {
  /// Reads up to `buffer.count` bytes into the buffer; 0 at the end of the input.
  mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int
}

/// Bytes held in memory.
struct MemorySource: ByteSource {
  let bytes: [UInt8]
  var offset = 0

  mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    for index in 0..<count { buffer[index] = bytes[offset + index] }
    offset += count
    return count
  }
}

/// Bytes read from an open file descriptor, which it closes when done if it owns it.
final class DescriptorSource: ByteSource {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let name: String

  init(descriptor: Int32, name: String, ownsDescriptor: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.ownsDescriptor = ownsDescriptor
  }

  /// Opens a file for reading.
  static func open(path: String) throws -> DescriptorSource {
    let descriptor = openFile(path)
    guard descriptor >= 0 else {
      throw InputError(.unreadable(String(cString: strerror(errno))), file: path)
    }
    return DescriptorSource(descriptor: descriptor, name: path, ownsDescriptor: true)
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
    while true {
      let count = readBytes(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno == EINTR { continue }
      throw InputError(.unreadable(String(cString: strerror(errno))), file: name)
    }
  }
}

private func openFile(_ path: String) -> Int32 { open(path, O_RDONLY) }

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
