/// Where the bytes of a streamed input come from, a chunk at a time.
///
/// A class, so that every copy of an ``InputSource`` reads the same stream once.
protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes into the buffer.
  ///
  /// - Returns: The number of bytes read; 0 only at the end of the input.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(InputError) -> Int
}
