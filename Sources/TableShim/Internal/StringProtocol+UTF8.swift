extension StringProtocol {
  /// Calls `body` with the text's UTF-8 bytes, where the text stores them: a copy is made only
  /// for a text that is not stored as contiguous UTF-8, such as a bridged string.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(self)
    return try copy.withUTF8(body)
  }
}
