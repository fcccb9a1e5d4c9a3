/// Decides which rows a ``Search`` keeps and marks what matched in them.
///
/// It reads each text's UTF-8 bytes where the row stores them, folding them as
/// ``FoldedUnits`` and comparing the units with the query's, and so finds the same rows and
/// the same ranges as folding every text with ``FoldedText`` would (the reference, which tests
/// compare it with). A query with a folded character of more than one scalar (an emoji
/// sequence, say) is matched with the reference, in the texts that hold such a character.
final class SearchMatcher {
  let search: Search
  /// The query as the reference folds it, for the texts matched the reference's way.
  private let query: FoldedText
  private let foldedQuery: String
  /// The query's units folded whole (which rows match) and a character at a time (what
  /// highlights mark); `nil` when a folded character has more than one scalar.
  private let matchUnits: [UInt32]?
  private let highlightUnits: [UInt32]?
  /// Made once the search is known to change something: it is over half a mebibyte.
  private let cache: FoldCache

  /// A matcher for the search, or `nil` when the search changes nothing.
  ///
  /// A matcher keeps what it learns about folding in a cache of its own: one render or
  /// filter uses it, on one thread.
  init?(_ search: Search?) {
    guard let search, !search.isEmpty else { return nil }
    self.search = search
    cache = FoldCache()
    self.query = FoldedText(search.query)
    self.foldedQuery = FoldedText.fold(search.query)
    matchUnits = Self.units(of: foldedQuery)
    highlightUnits = Self.units(of: query.characters)
  }

  private static func units(of characters: some Sequence<Character>) -> [UInt32]? {
    var units: [UInt32] = []
    for character in characters {
      let unit = FoldCache.unit(of: character)
      guard unit != FoldCache.wall else { return nil }
      units.append(unit)
    }
    return units
  }

  /// Whether a row matches: by its data's query when the data is ``Searchable``, otherwise
  /// by any text its cell shows.
  func matches(_ model: CellModel, showing content: CellContent) -> Bool {
    cache.trimPieces()
    if let searchable = model.searchableData {
      var text = searchable.query
      return text.withUTF8 { contains($0) }
    }
    // An empty folded query is found in every text, as the reference finds it.
    if matchUnits?.isEmpty == true { return true }
    return content.withTextBytes { texts in
      // A field that shows a column (its bytes lie among the columns') is searched with them.
      func searchesOwnBytes(_ field: CellTexts.Field) -> Bool {
        let span = texts.span(field)
        return !span.isAbsent && span.start + span.count > texts.columnsEnd
      }
      if searchesOwnBytes(.text), contains(texts.text) { return true }
      if searchesOwnBytes(.secondaryText), let bytes = texts[.secondaryText], contains(bytes) {
        return true
      }
      if searchesOwnBytes(.detailText), let bytes = texts[.detailText], contains(bytes) {
        return true
      }
      return columnsContain(texts)
    }
  }

  /// Whether any column holds the query.
  ///
  /// The columns' bytes lie end to end, and when the query has units they are scanned as one
  /// run up to the first place that needs a closer look; only that column is then read unit
  /// by unit.
  private func columnsContain(_ texts: CellTextBytes) -> Bool {
    guard let units = matchUnits, let first = units.first else {
      for column in 0..<texts.columnCount where contains(texts.column(column)) { return true }
      return false
    }
    let bytes = texts.columnBytes
    var offset = 0
    var column = 0
    while offset < bytes.count,
      let stop = FoldedUnits.firstStop(
        in: UnsafeBufferPointer(rebasing: bytes[offset...]), for: first, lookup: cache.lookup)
    {
      // The column of the stop; the scan may stop at the end of the column before it (a
      // piece may start there), but no piece reaches across two texts.
      while texts.columnRange(column).upperBound <= offset + stop { column += 1 }
      let range = texts.columnRange(column)
      let start = max(offset + stop, range.lowerBound)
      if Self.contains(
        units, in: UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]),
        cache: cache)
      {
        return true
      }
      offset = range.upperBound
      column += 1
    }
    return false
  }

  /// Whether the folded text holds the folded query, character by character.
  private func contains(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let units = matchUnits else {
      guard holdsWall(text, perCharacter: false) else { return false }
      return FoldedText.fold(String(decoding: text, as: UTF8.self)).firstRange(of: foldedQuery)
        != nil
    }
    guard let first = units.first else { return true }
    guard let start = FoldedUnits.firstStop(in: text, for: first, lookup: cache.lookup) else {
      return false
    }
    return Self.contains(units, in: UnsafeBufferPointer(rebasing: text[start...]), cache: cache)
  }

  /// Whether the units of a text, read from its start, hold `units` (at least one).
  private static func contains(
    _ units: [UInt32], in text: UnsafeBufferPointer<UInt8>, cache: FoldCache
  ) -> Bool {
    let first = units[0]
    var stream = FoldedUnits(text, cache: cache, perCharacter: false)
    while true {
      stream.skip(toCandidatesOf: first)
      guard let unit = stream.next() else { return false }
      guard unit == first, units.count > 1 else {
        if unit == first { return true }
        continue
      }
      var rest = stream
      if continues(&rest, with: units) { return true }
    }
  }

  /// Whether the rest of `units` (all but the first) comes next in the stream, which it
  /// reads.
  private static func continues(_ stream: inout FoldedUnits, with units: [UInt32]) -> Bool {
    for index in 1..<units.count {
      guard stream.next() == units[index] else { return false }
    }
    return true
  }

  /// Whether any folded character of the text has more than one scalar: the only texts a
  /// query with such a character can match.
  private func holdsWall(_ text: UnsafeBufferPointer<UInt8>, perCharacter: Bool) -> Bool {
    var stream = FoldedUnits(text, cache: cache, perCharacter: perCharacter)
    while let unit = stream.next() {
      if unit == FoldCache.wall { return true }
    }
    return false
  }

  /// Marks the parts of the row's texts that match.
  func highlight(_ content: inout CellContent) {
    cache.trimPieces()
    let highlights = content.withTextBytes { texts in
      ByteHighlights(
        text: ranges(in: texts.text), secondaryText: ranges(in: texts[.secondaryText]),
        detailText: ranges(in: texts[.detailText]))
    }
    // Setting highlights copies a shared content; empty ones change nothing on a content
    // that has none.
    guard !highlights.isEmpty || content.hasHighlights else { return }
    content.byteHighlights = highlights
  }

  private func ranges(in text: UnsafeBufferPointer<UInt8>?) -> [Range<Int>] {
    guard let text, !text.isEmpty else { return [] }
    guard let units = highlightUnits else {
      guard holdsWall(text, perCharacter: true) else { return [] }
      let string = String(decoding: text, as: UTF8.self)
      let ranges = FoldedText(string).ranges(of: query, in: string)
      return ByteHighlights.offsets(of: ranges, in: string)
    }
    return Self.ranges(of: units, in: text, cache: cache)
  }

  /// The byte ranges of whole source characters where the query's units occur, as
  /// ``FoldedText/ranges(of:in:)`` finds them: left to right without overlaps, a match
  /// widened to the characters it folded from, and ranges that overlap joined.
  static func ranges(
    of units: [UInt32], in text: UnsafeBufferPointer<UInt8>, cache: FoldCache
  ) -> [Range<Int>] {
    guard let first = units.first,
      let start = FoldedUnits.firstStop(in: text, for: first, lookup: cache.lookup)
    else { return [] }
    var ranges: [Range<Int>] = []
    var stream = FoldedUnits(
      UnsafeBufferPointer(rebasing: text[start...]), cache: cache, perCharacter: true)
    while true {
      stream.skip(toCandidatesOf: first)
      guard let unit = stream.next() else { break }
      var rest = stream
      guard unit == first, continues(&rest, with: units) else { continue }
      ranges.appendJoiningOverlap(start + stream.originStart..<start + rest.originEnd)
      stream = rest
    }
    return ranges
  }
}
