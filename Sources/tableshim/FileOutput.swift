internal import TableShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the output goes: standard output, or a file that is written under a temporary name
/// in the same folder and renamed into place only when the whole run succeeded, so that a
/// failed run leaves an existing file exactly as it was.
final class FileOutput {
  private let descriptor: Int32
  private let temporaryPath: String?
  private let destination: String?

  /// Standard output.
  static func standardOutput() -> FileOutput {
    FileOutput(descriptor: 1, temporary: nil, path: nil)
  }

  /// A new temporary file beside `path`, with the permissions of the file it will replace.
  static func replacing(_ path: String) throws -> FileOutput {
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let descriptor: Int32
    let temporary: String
    switch TemporaryFile.make(prefix: "\(folder.isEmpty ? "/" : folder)/.\(name).tableshim-") {
    case .success(let file): (descriptor, temporary) = file
    case .failure(let failure): throw RunError.cannotWrite(path, errno: failure.errno)
    }
    var existing = stat()
    let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
    fchmod(descriptor, mode)
    return FileOutput(descriptor: descriptor, temporary: temporary, path: path)
  }

  private init(descriptor: Int32, temporary: String?, path: String?) {
    self.descriptor = descriptor
    self.temporaryPath = temporary
    self.destination = path
  }

  /// Writes all the bytes, retrying after interruptions and short writes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    var offset = 0
    while offset < bytes.count {
      let written = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw RunError.cannotWrite(destination ?? "standard output", errno: errno)
      }
      offset += written
    }
  }

  /// Puts the file in place of the destination; nothing to do for standard output.
  func commit() throws {
    guard let temporaryPath, let destination else { return }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = errno
      unlink(temporaryPath)
      throw RunError.cannotWrite(destination, errno: error)
    }
    guard rename(temporaryPath, destination) == 0 else {
      let error = errno
      unlink(temporaryPath)
      throw RunError.cannotWrite(destination, errno: error)
    }
  }

  /// Removes the temporary file, leaving the destination as it was.
  func discard() {
    guard let temporaryPath else { return }
    close(descriptor)
    unlink(temporaryPath)
  }
}

/// The system's `write(2)`, named apart from ``FileOutput/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
