extension StringProtocol {
  /// The text's lines, split at every LF scalar (also the LF of a CRLF pair, which Swift
  /// counts as one `Character`); a trailing LF gives a last, empty line.
  var lines: [Substring] {
    String(self).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Substring($0) }
  }
}
