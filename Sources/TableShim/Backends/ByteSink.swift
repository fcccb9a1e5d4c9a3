#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The buffer every backend writes its output into, as UTF-8 bytes.
///
/// The shim drains it to the destination (a `String`, a `TextOutputStream` or a byte
/// consumer) between rows, and the built-in backends between the rows of a grid section they
/// write at its end, so output streams while the table renders. A custom backend
/// writes literal markup with ``write(_:)-(StaticString)`` and escapes data text itself.
///
/// It is a value passed `inout` to each backend call. Its bytes live in a buffer of its own,
/// appended to with a bounds check and a copy, which is what every row's dozens of small
/// writes cost; a copy of a sink gets its own buffer before it writes (copy on write, as
/// `Array` does, which is what makes it safe to send).
public struct ByteSink: @unchecked Sendable {
  /// Frees the buffer when the last sink that uses it goes away.
  ///
  /// The buffer comes from `malloc`, so that growing a buffer no other sink shares is a
  /// `realloc`, which for large buffers moves pages instead of copying bytes.
  private final class Owner {
    private(set) var base: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
      guard let memory = malloc(capacity) else { fatalError("out of memory") }
      base = memory.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// Makes the buffer `capacity` bytes long, keeping its bytes.
    func resize(to capacity: Int) {
      guard let memory = realloc(base, capacity) else { fatalError("out of memory") }
      base = memory.bindMemory(to: UInt8.self, capacity: capacity)
      Self.adviseHugePages(memory, capacity: capacity)
    }

    /// Asks Linux to back a large buffer (a whole unpadded table waits in one) with huge
    /// pages: its first writes then take a page fault every 2 MiB instead of every 4 KiB,
    /// which for tens of megabytes was a fifth of the render's time.
    private static func adviseHugePages(_ memory: UnsafeMutableRawPointer, capacity: Int) {
      #if os(Linux)
        guard capacity >= 4 << 20 else { return }
        // The whole mapping, page by page: advising only part of it would split it in two,
        // and `realloc` could no longer move it whole (it would copy it instead).
        let page = 4096
        let start = Int(bitPattern: memory) & ~(page - 1)
        let end = (Int(bitPattern: memory) + capacity + page - 1) & ~(page - 1)
        guard let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        // Advice only: a kernel without transparent huge pages leaves the buffer as it is.
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
      #endif
    }

    deinit {
      free(base)
    }
  }

  private var owner: Owner
  private var base: UnsafeMutablePointer<UInt8>
  private var reserved: Int
  /// The number of bytes written since the last drain.
  private(set) var count = 0

  /// The number of buffered bytes above which the shim drains the sink between rows.
  let capacity: Int

  /// Where the shim lets a backend drain the sink in the middle of a long write (a grid
  /// section written at its end), at the points the backend marks with ``drainPoint()``;
  /// set only while a render runs.
  private var output: ((UnsafeBufferPointer<UInt8>) throws -> Void)?
  /// The error of the first drain at a drain point that failed; the shim throws it when the
  /// backend returns, and the sink drops what is written after it.
  private(set) var drainError: (any Error)?

  init(capacity: Int = 1 << 16) {
    self.capacity = capacity
    reserved = max(capacity + capacity / 4, 64)
    owner = Owner(capacity: reserved)
    base = owner.base
  }

  /// Appends text as it is, without escaping.
  ///
  /// A string literal goes to ``write(_:)-(StaticString)`` instead, which copies it straight
  /// from the binary.
  ///
  /// - Parameter text: Markup or text that is already safe for the output format.
  @_disfavoredOverload
  public mutating func write(_ text: some StringProtocol) {
    text.withUTF8Bytes { append($0) }
  }

  /// Appends literal text as it is, without escaping.
  ///
  /// - Parameter text: Markup, such as a tag or a delimiter.
  @inline(__always)
  public mutating func write(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends one byte.
  ///
  /// - Parameter byte: The byte to append.
  public mutating func write(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Appends a byte several times, for padding and rules.
  ///
  /// - Parameters:
  ///   - byte: The byte to append.
  ///   - count: How many times; nothing is written when it is zero or less.
  public mutating func write(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    reserve(count)
    (base + self.count).initialize(repeating: byte, count: count)
    self.count += count
  }

  /// Appends bytes as they are (short ones with word moves, see ``ByteCursor/copy(_:to:)``).
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    reserve(bytes.count)
    ByteCursor.copy(bytes, to: base + count)
    count += bytes.count
  }

  /// Forgets the bytes written since the last drain, keeping the room they took.
  mutating func removeAll() { count = 0 }

  /// Calls `body` with the bytes written since the last drain, valid only inside `body`.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try withExtendedLifetime(owner) {
      try body(UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// The bytes written so far, as text.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// Makes room for `extra` more bytes, in a buffer no other sink shares.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra <= reserved && isKnownUniquelyReferenced(&owner) { return }
    grow(extra)
  }

  /// Calls `body` with where the next byte goes, in room ``reserve(_:)`` made just before,
  /// and counts the number of bytes `body` returns as written.
  @inline(__always)
  mutating func withUnsafeRoom(_ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    let written = body(base + count)
    assert(count + written <= reserved, "more bytes than were reserved")
    count += written
  }

  /// Moves the bytes to a buffer of their own with room for `extra` more.
  private mutating func grow(_ extra: Int) {
    let size = max(reserved, count + extra) * (count + extra > reserved ? 2 : 1)
    if isKnownUniquelyReferenced(&owner) {
      owner.resize(to: size)
    } else {
      let grown = Owner(capacity: size)
      grown.base.initialize(from: base, count: count)
      owner = grown
    }
    base = owner.base
    reserved = size
  }

  /// Hands the buffered bytes to `output` and empties the buffer.
  mutating func drain(to output: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    guard count > 0 else { return }
    try withExtendedLifetime(owner) {
      try output(UnsafeBufferPointer(start: base, count: count))
    }
    count = 0
  }

  /// Makes ``drainPoint()`` drain to `output`, or do nothing when it is `nil`: the shim sets
  /// it for the length of a render, while `output` is valid.
  mutating func setDrainTarget(_ output: ((UnsafeBufferPointer<UInt8>) throws -> Void)?) {
    self.output = output
  }

  /// Drains the sink when it holds more than its capacity and a render is running.
  ///
  /// A backend writing a long section calls it between rows, so the section streams out
  /// instead of piling up whole in the sink. A failed drain is kept in ``drainError``.
  mutating func drainPoint() {
    guard count >= capacity, let output else { return }
    if drainError == nil {
      do {
        try drain(to: output)
      } catch {
        drainError = error
      }
    }
    count = 0
  }

  /// Appends what another sink holds in pieces of about `capacity` bytes: while a render
  /// runs, each piece goes straight to the destination after what this sink buffers, so that
  /// a large buffer streams out without being copied into this one.
  ///
  /// Pieces end between characters, never inside one: whoever receives the drained bytes may
  /// decode each piece as UTF-8 on its own, as a `TextOutputStream` destination does.
  mutating func append(contentsOf other: ByteSink) {
    other.withBytes { bytes in
      var start = 0
      while start < bytes.count {
        var end = min(start + max(capacity, 4), bytes.count)
        while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        handOver(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        start = end
      }
    }
  }

  /// Hands bytes to the destination after what the sink buffers, or appends them when no
  /// render is running.
  ///
  /// A failed drain is kept in ``drainError``, and what follows it is dropped.
  private mutating func handOver(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let output else { return append(piece) }
    if drainError == nil {
      do {
        try drain(to: output)
        try output(piece)
      } catch {
        drainError = error
      }
    }
    count = 0
  }

  /// Keeps an error a backend met while it wrote, which the shim throws when the backend
  /// returns, as it does a failed drain's (``drainError``).
  mutating func fail(with error: any Error) {
    if drainError == nil { drainError = error }
  }

  /// Drains the sink when it holds more than its capacity.
  mutating func drainIfFull(to output: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    if count >= capacity { try drain(to: output) }
  }
}
