/// The buffer every backend writes its output into, as UTF-8 bytes.
///
/// The shim drains it to the destination (a `String`, a `TextOutputStream` or a byte
/// consumer) between rows, so output streams while the table renders. A custom backend
/// writes literal markup with ``write(_:)`` and escapes data text itself.
///
/// It is a value passed `inout` to each backend call, so that appending costs no more than
/// appending to a local array.
public struct ByteSink {
  /// The bytes written since the last drain.
  var bytes: [UInt8] = []

  /// The number of buffered bytes above which the shim drains the sink between rows.
  let capacity: Int

  init(capacity: Int = 1 << 16) {
    self.capacity = capacity
    bytes.reserveCapacity(capacity + capacity / 4)
  }

  /// Appends text as it is, without escaping.
  ///
  /// - Parameter text: Markup or text that is already safe for the output format.
  public mutating func write(_ text: some StringProtocol) {
    text.withUTF8Bytes { bytes.append(contentsOf: $0) }
  }

  /// Appends literal text as it is, without escaping.
  ///
  /// - Parameter text: Markup, such as a tag or a delimiter.
  public mutating func write(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends one byte.
  ///
  /// - Parameter byte: The byte to append.
  public mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends a byte several times, for padding and rules.
  ///
  /// - Parameters:
  ///   - byte: The byte to append.
  ///   - count: How many times; nothing is written when it is zero or less.
  public mutating func write(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(byte, count: count))
  }

  /// Hands the buffered bytes to `output` and empties the buffer.
  mutating func drain(to output: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    guard !bytes.isEmpty else { return }
    try bytes.withUnsafeBufferPointer { try output($0) }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Drains the sink when it holds more than its capacity.
  mutating func drainIfFull(to output: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    if bytes.count >= capacity { try drain(to: output) }
  }
}
