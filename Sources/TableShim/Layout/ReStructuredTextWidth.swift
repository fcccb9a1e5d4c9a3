/// The width of a line of escaped text in a grid table or a title, as Docutils measures it:
/// every character counts one column, and East Asian Wide and Fullwidth ones two (the wide
/// table of ``DisplayWidth`` less the regional indicators, which it counts wide as emoji).
enum ReStructuredTextWidth {
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var width = 0
    for scalar in UTF8Scalars.Decoded(bytes) {
      // A regional indicator (half a flag) is East Asian Neutral, though an emoji.
      let isWide =
        scalar.value >= 0x1100 && DisplayWidth.of(scalar) == 2
        && !(0x1F1E6...0x1F1FF).contains(scalar.value)
      width += isWide ? 2 : 1
    }
    return width
  }

  static func of(_ text: some StringProtocol) -> Int {
    text.withUTF8Bytes { of($0) }
  }
}
