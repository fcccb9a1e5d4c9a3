/// The fast path of every escaper that reads words of ``PlainWord``: a text whose bytes are all
/// plain needs no escape in any format, and is copied as it is.
///
/// Most texts of a large table are such texts (names, numbers, words), and short: copying them
/// a word at a time, with one test a word, costs a fraction of the escaper's look at each word
/// (its marks walked, its context checked), which only the other texts then take.
extension ByteCursor {
  /// Appends a text when all its bytes are plain (``PlainWord``) and returns `true`; returns
  /// `false`, having written nothing that counts, at the first word that holds a byte that is
  /// not: the caller then escapes the text from its start, over the words stored here.
  ///
  /// The text is read and stored eight bytes at a time, the last word overlapping the one
  /// before it; a text shorter than a word is read without touching a byte outside it. It
  /// needs the room of the text and eight bytes more, which every escaper's room holds.
  ///
  /// - Parameter source: The literal text, as valid UTF-8.
  /// - Returns: Whether the text was plain, and is written.
  @inline(__always)
  mutating func appendIfPlain(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
    appendIfUnmarked(source, by: PlainWord.marks)
  }
}
