/// Where an input's bytes come from: memory, a file, or an open file descriptor.
///
/// ```swift
/// let inMemory = InputSource.text("- Messi | Argentina\n", name: "players.list")
/// let onDisk = try InputSource.file(atPath: "players.list")
/// let piped = InputSource.fileDescriptor(0, name: "<stdin>")
/// ```
///
/// Files and descriptors are read in chunks of 64 KiB while the table renders, so an input of
/// any length is never held whole (except CSV or TSV grouped by a column). A source
/// backed by a file or descriptor is read once, by the first decoder that reads it.
public struct InputSource {
  enum Origin {
    case memory([UInt8])
    case stream(any ByteSource)
  }

  /// The input's name in errors: a path, or a name such as `<stdin>`.
  public let name: String
  let origin: Origin

  init(name: String, origin: Origin) {
    self.name = name
    self.origin = origin
  }

  /// Bytes held in memory, such as a `[UInt8]` or a `Data`.
  ///
  /// - Parameters:
  ///   - bytes: The input's bytes.
  ///   - name: The input's name in errors.
  /// - Returns: The source.
  public static func bytes(_ bytes: some Sequence<UInt8>, name: String) -> InputSource {
    InputSource(name: name, origin: .memory(Array(bytes)))
  }

  /// Text held in memory.
  ///
  /// - Parameters:
  ///   - text: The input.
  ///   - name: The input's name in errors.
  /// - Returns: The source.
  public static func text(_ text: String, name: String) -> InputSource {
    InputSource(name: name, origin: .memory(Array(text.utf8)))
  }

  /// A file, opened now and read in chunks as it is decoded.
  ///
  /// - Parameter path: The file's path, which is also its name in errors.
  /// - Returns: The source.
  /// - Throws: ``InputError/unreadable(file:reason:)`` when the file cannot be opened.
  public static func file(atPath path: String) throws(InputError) -> InputSource {
    InputSource(name: path, origin: .stream(try DescriptorSource(path: path)))
  }

  /// An open file descriptor, such as standard input, read in chunks; it is not closed.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - name: The input's name in errors, such as `<stdin>`.
  /// - Returns: The source.
  public static func fileDescriptor(_ descriptor: Int32, name: String) -> InputSource {
    InputSource(name: name, origin: .stream(DescriptorSource(descriptor: descriptor, name: name)))
  }

  /// A reader of the source's lines.
  func lineReader() -> ByteLineReader {
    switch origin {
    case .memory(let bytes): ByteLineReader(bytes: bytes, file: name)
    case .stream(let source): ByteLineReader(source: source, file: name)
    }
  }

  /// A window onto the source's bytes, read in chunks.
  func byteWindow() -> ByteWindow {
    switch origin {
    case .memory(let bytes): ByteWindow(source: MemorySource(bytes), file: name)
    case .stream(let source): ByteWindow(source: source, file: name)
    }
  }
}
