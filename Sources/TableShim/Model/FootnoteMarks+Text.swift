extension FootnoteMarks {
  /// The symbols of ``symbols``, in order, and the ASCII names of their labels.
  static let symbolSet: [(symbol: String, name: String)] = [
    ("*", "star"), ("\u{2020}", "dagger"), ("\u{2021}", "ddagger"), ("\u{A7}", "section"),
    ("\u{B6}", "pilcrow"),
  ]

  /// The mark of the note numbered `number` (from 1): `"3"`, `"c"`, `"‡"`, `"††"`.
  ///
  /// ```swift
  /// FootnoteMarks.symbols.mark(7)  // "††"
  /// ```
  ///
  /// - Parameter number: The note's number, from 1.
  /// - Returns: The mark as it is shown.
  public func mark(_ number: Int) -> String {
    let index = max(number, 1) - 1
    switch self {
    case .numbers:
      return String(index + 1)
    case .letters:
      let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))
      return String(repeating: letter, count: index / 26 + 1)
    case .symbols:
      let set = Self.symbolSet
      return String(
        repeating: set[index % set.count].symbol, count: index / set.count + 1)
    }
  }

  /// The mark as a label of letters and digits only, for formats whose note labels must be
  /// plain ASCII (GFM `[^dagger2]`, reStructuredText, Org): the mark itself for numbers and
  /// letters, a symbol's name and its count for symbols (`star`, `dagger2`).
  ///
  /// - Parameter number: The note's number, from 1.
  /// - Returns: The label.
  package func label(_ number: Int) -> String {
    guard self == .symbols else { return mark(number) }
    let index = max(number, 1) - 1
    let set = Self.symbolSet
    let repeats = index / set.count + 1
    return set[index % set.count].name + (repeats > 1 ? String(repeats) : "")
  }

  /// The mark in superscript characters, for plain text: `¹²`, `ᵃ`; symbols as they are.
  ///
  /// - Parameter number: The note's number, from 1.
  /// - Returns: The superscript mark.
  package func superscript(_ number: Int) -> String {
    let mark = self.mark(number)
    guard self != .symbols else { return mark }
    return String(mark.unicodeScalars.map { Self.superscripts[$0] ?? Character($0) })
  }

  private static let superscripts: [Unicode.Scalar: Character] = {
    let digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
    let letters = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖ\u{107A5}ʳˢᵗᵘᵛʷˣʸᶻ"
    var table: [Unicode.Scalar: Character] = [:]
    for (offset, character) in digits.enumerated() {
      table[Unicode.Scalar(UInt8(ascii: "0") + UInt8(offset))] = character
    }
    for (offset, character) in letters.enumerated() {
      table[Unicode.Scalar(UInt8(ascii: "a") + UInt8(offset))] = character
    }
    return table
  }()
}
