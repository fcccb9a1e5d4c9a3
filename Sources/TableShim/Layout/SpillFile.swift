#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An unlinked temporary file that bytes kept out of memory go to (a grid section's rows, a
/// streamed difference's held output), closed when the last copy of it goes.
///
/// Only the render that made it reads and writes it.
final class SpillFile: @unchecked Sendable {
  private let descriptor: Int32
  /// The bytes written so far.
  private var size = 0

  /// Makes the file.
  ///
  /// - Parameter name: What the file is for, in its name while it has one.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when it cannot be made.
  init(named name: String) throws {
    switch TemporaryFile.makeUnlinked(named: name) {
    case .success(let descriptor): self.descriptor = descriptor
    case .failure(let failure):
      throw TableShimError.spillFailed(String(cString: strerror(failure.errno)))
    }
  }

  deinit { close(descriptor) }

  /// Appends bytes.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        // Back to the rows written whole, which are read back; the others stay in memory.
        _ = ftruncate(descriptor, off_t(size))
        _ = lseek(descriptor, off_t(size), SEEK_SET)
        throw TableShimError.spillFailed(reason)
      }
      offset += written
    }
    size += bytes.count
  }

  /// Reads the file from its start, handing `take` the bytes read and not yet taken; `take`
  /// returns how many it took (whole rows), and the rest is handed over again with more.
  func readAll(_ take: (UnsafeRawBufferPointer) throws -> Int) throws {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      throw TableShimError.spillFailed(String(cString: strerror(errno)))
    }
    var storage = UnsafeMutableRawBufferPointer.allocate(
      byteCount: 2 * GridSpill.bufferLimit, alignment: 16)
    defer { storage.deallocate() }
    var held = 0
    while true {
      if held == storage.count {
        // A row larger than the room: make more.
        let larger = UnsafeMutableRawBufferPointer.allocate(
          byteCount: 2 * storage.count, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(storage))
        storage.deallocate()
        storage = larger
      }
      let count = read(descriptor, storage.baseAddress! + held, storage.count - held)
      if count < 0 {
        if errno == EINTR { continue }
        throw TableShimError.spillFailed(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      held += count
      let taken = try take(UnsafeRawBufferPointer(rebasing: storage[0..<held]))
      if taken > 0 {
        storage.baseAddress!.copyMemory(from: storage.baseAddress! + taken, byteCount: held - taken)
        held -= taken
      }
    }
  }
}
