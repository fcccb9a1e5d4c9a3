/// The parts of a row's texts that matched a search, as ranges of each text's UTF-8 bytes:
/// how a ``CellContent`` keeps its ``CellContent/Highlights``, so that the search marks and
/// the backends write matches without making a `String` of any text.
///
/// Ranges found by a search lie on whole characters, left to right, without overlaps. Ranges
/// a user set are kept as given: the runs round them down to scalar boundaries and skip those
/// that go back or past the text's end (``HighlightedRuns``).
struct ByteHighlights: Hashable, Sendable {
  var text: [Range<Int>] = []
  var secondaryText: [Range<Int>] = []
  var detailText: [Range<Int>] = []

  /// Whether no text has a match.
  var isEmpty: Bool { text.isEmpty && secondaryText.isEmpty && detailText.isEmpty }

  /// The number of ranges of all the texts.
  var count: Int { text.count + secondaryText.count + detailText.count }
}

extension ByteHighlights {
  /// The byte ranges of public highlights, set on texts that are these strings; ranges that
  /// reach past their text's end are dropped.
  init(
    _ highlights: CellContent.Highlights, text: String, secondaryText: String?,
    detailText: String?
  ) {
    self.init(
      text: Self.offsets(of: highlights.text, in: text),
      secondaryText: Self.offsets(of: highlights.secondaryText, in: secondaryText ?? ""),
      detailText: Self.offsets(of: highlights.detailText, in: detailText ?? ""))
  }

  /// Ranges of a string's indices as ranges of its UTF-8 bytes; those that reach past its
  /// end are dropped.
  static func offsets(of ranges: [Range<String.Index>], in text: String) -> [Range<Int>] {
    let utf8 = text.utf8
    func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
    return ranges.compactMap { range in
      range.upperBound <= utf8.endIndex ? offset(range.lowerBound)..<offset(range.upperBound) : nil
    }
  }
}

extension CellContent.Highlights {
  /// The public ranges of byte highlights, as indices of the texts, which are these strings;
  /// ranges that reach past their text's end are dropped.
  init(
    _ highlights: ByteHighlights, text: String, secondaryText: String?, detailText: String?
  ) {
    self.init(
      text: Self.indices(of: highlights.text, in: text),
      secondaryText: Self.indices(of: highlights.secondaryText, in: secondaryText ?? ""),
      detailText: Self.indices(of: highlights.detailText, in: detailText ?? ""))
  }

  private static func indices(of ranges: [Range<Int>], in text: String) -> [Range<String.Index>] {
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    return ranges.compactMap { range in
      range.lowerBound >= 0 && range.upperBound <= utf8.count
        ? index(range.lowerBound)..<index(range.upperBound) : nil
    }
  }
}
