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
///
/// A path that names no regular file that can be replaced is written to as it is: a device
/// (`-o /dev/null`, `/dev/stdout`, a terminal), a named pipe or a socket, which a rename
/// would have replaced with a regular file (for every program, when run as root). A
/// symbolic link is followed: the file it leads to is replaced, and the link kept.
final class FileOutput {
  private let descriptor: Int32
  private let temporaryPath: String?
  /// The path the user gave, for errors.
  private let destination: String?
  /// The path the temporary file is renamed to: the destination, or the file a symbolic
  /// link leads to.
  private let replaced: String?

  /// Standard output.
  static func standardOutput() -> FileOutput {
    FileOutput(descriptor: 1, temporary: nil, path: nil, replacing: nil)
  }

  /// The output for `path`: a new temporary file beside the file it will replace, with that
  /// file's permissions; or, for a device, a pipe or a socket, the path itself, opened for
  /// writing.
  static func replacing(_ path: String) throws -> FileOutput {
    var existing = stat()
    let exists = stat(path, &existing) == 0
    let kind = existing.st_mode & S_IFMT
    if exists && kind == S_IFDIR { throw RunError.cannotWrite(path, errno: EISDIR) }
    if exists && kind != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw RunError.cannotWrite(path, errno: errno) }
      return FileOutput(descriptor: descriptor, temporary: nil, path: path, replacing: nil)
    }
    let target = exists ? resolvedPath(path) ?? path : path
    let folder = target.contains("/") ? String(target[..<target.lastIndex(of: "/")!]) : "."
    let name = target.split(separator: "/").last.map(String.init) ?? target
    let descriptor: Int32
    let temporary: String
    switch TemporaryFile.make(prefix: "\(folder.isEmpty ? "/" : folder)/.\(name).tableshim-") {
    case .success(let file): (descriptor, temporary) = file
    case .failure(let failure): throw RunError.cannotWrite(path, errno: failure.errno)
    }
    fchmod(descriptor, exists ? existing.st_mode & 0o7777 : 0o644)
    return FileOutput(descriptor: descriptor, temporary: temporary, path: path, replacing: target)
  }

  /// The path without symbolic links, when `path` is one or goes through one.
  private static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private init(descriptor: Int32, temporary: String?, path: String?, replacing: String?) {
    self.descriptor = descriptor
    self.temporaryPath = temporary
    self.destination = path
    self.replaced = replacing
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

  /// Puts the file in place of the destination; closes a device, pipe or socket written to
  /// as it is; nothing to do for standard output.
  func commit() throws {
    guard let destination else { return }
    guard let temporaryPath, let replaced else {
      guard close(descriptor) == 0 else { throw RunError.cannotWrite(destination, errno: errno) }
      return
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = errno
      unlink(temporaryPath)
      throw RunError.cannotWrite(destination, errno: error)
    }
    guard rename(temporaryPath, replaced) == 0 else {
      let error = errno
      unlink(temporaryPath)
      throw RunError.cannotWrite(destination, errno: error)
    }
  }

  /// Removes the temporary file, leaving the destination as it was; closes a device, pipe or
  /// socket, which keeps what was written to it.
  func discard() {
    guard destination != nil else { return }
    close(descriptor)
    if let temporaryPath { unlink(temporaryPath) }
  }
}

/// The system's `write(2)`, named apart from ``FileOutput/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
