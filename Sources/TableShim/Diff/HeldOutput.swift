/// The bytes a ``StreamedDifference`` renders, held until every pair of rows has been
/// compared, then let through: a render that finds a hash collision part of the way through
/// has written nothing.
///
/// The reading that renders compares the rows as it reads them (there is no reading that
/// only compares), and marks the output verified once it has compared the last pair. A text
/// grid or padded Markdown table writes its section only when the section ends, so most
/// bytes pass straight through; the bytes of sections written earlier (and of formats that
/// stream their rows) wait in memory up to ``memoryLimit``, then in an unlinked temporary
/// file, which the page cache holds rather than the process.
final class HeldOutput {
  /// The most bytes held in memory before they go to a temporary file.
  static let memoryLimit = 1 << 20

  /// Whether every pair of rows has been compared, so that bytes are let through.
  private(set) var isVerified = false
  private var memory: [UInt8] = []
  private var file: SpillFile?

  /// Lets the bytes through from now on: every pair of rows has been compared.
  func markVerified() {
    isVerified = true
  }

  /// Hands `bytes` to `output` once verified (after the bytes held before them), else holds
  /// them.
  ///
  /// - Throws: ``StreamedDifferenceError/outputNotHeld(_:)`` when the temporary file cannot
  ///   be written or read back, or the error `output` threw.
  func write(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    if isVerified {
      try flush(to: output)
      return try output(bytes)
    }
    do {
      if file == nil, memory.count + bytes.count <= Self.memoryLimit {
        return memory.append(contentsOf: bytes)
      }
      let file = try self.file ?? SpillFile(named: "diff")
      self.file = file
      if !memory.isEmpty {
        try memory.withUnsafeBufferPointer { try file.append($0) }
        memory = []
      }
      try file.append(bytes)
    } catch TableShimError.spillFailed(let reason) {
      throw StreamedDifferenceError.outputNotHeld(reason)
    }
  }

  /// Hands every byte held to `output`, in order.
  ///
  /// - Throws: As ``write(_:to:)``.
  func flush(to output: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    if !memory.isEmpty {
      try memory.withUnsafeBufferPointer { try output($0) }
      memory = []
    }
    guard let file else { return }
    self.file = nil
    do {
      try file.readAll { bytes in
        try output(bytes.assumingMemoryBound(to: UInt8.self))
        return bytes.count
      }
    } catch TableShimError.spillFailed(let reason) {
      throw StreamedDifferenceError.outputNotHeld(reason)
    }
  }
}
