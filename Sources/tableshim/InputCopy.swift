internal import TableShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input that can be read only once (standard input, a pipe, a process substitution)
/// copied to a temporary file, so that it can be read more than once.
///
/// `tableshim diff` reads its inputs more than once (hashes first, then the rows it shows;
/// see `DiffSources`); a pipe can be read only once, so its bytes go to a file that no other
/// process can open (it is unlinked as soon as it is made) and that goes away with the
/// process. Memory stays flat however long the input.
final class InputCopy {
  /// The copy, rewound before each reading.
  private let descriptor: Int32

  /// Whether the file at `path` can be read again from its start: a regular file.
  ///
  /// A path that cannot be examined is left to the reading to report.
  static func isRereadable(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return true }
    return status.st_mode & S_IFMT == S_IFREG
  }

  /// What an input is, for deciding how to read it.
  enum Kind: Equatable {
    /// A regular file of this many bytes, which can be read again.
    case file(size: Int64)
    /// A pipe, a terminal or another stream, of unknown length, read once.
    case stream
    /// An input that cannot be examined.
    case unknown
  }

  /// What the input named `name` is (`-` for standard input).
  static func kind(of name: String) -> Kind {
    var status = stat()
    let examined = name == "-" ? fstat(0, &status) == 0 : stat(name, &status) == 0
    guard examined else { return .unknown }
    guard status.st_mode & S_IFMT == S_IFREG else { return .stream }
    return .file(size: Int64(status.st_size))
  }

  /// Copies the whole of standard input.
  convenience init() throws {
    try self.init(copying: 0, name: "<stdin>")
  }

  /// Copies the whole of the file at `path`, which is not a regular file; `nil` when it
  /// cannot be opened, which the reading then reports.
  convenience init?(copyingFileAt path: String) throws {
    let source = open(path, O_RDONLY)
    guard source >= 0 else { return nil }
    defer { close(source) }
    try self.init(copying: source, name: path)
  }

  /// Copies everything `source` holds from where it stands.
  private init(copying source: Int32, name: String) throws {
    let folder = TemporaryFile.folder
    switch TemporaryFile.makeUnlinked(named: "input") {
    case .success(let descriptor): self.descriptor = descriptor
    case .failure(let failure): throw RunError.cannotWrite(folder, errno: failure.errno)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(source, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw RunError.cannotRead(name, errno: errno)
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
