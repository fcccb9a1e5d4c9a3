/// An output pattern for dates, in the letters of Unicode's date field symbols (a subset).
///
/// The letters:
///
/// | letters | shows |
/// |---|---|
/// | `yyyy`, `yy`, `y` | year: four digits (padded), last two, as it is |
/// | `MMMM`, `MMM`, `MM`, `M` | month: full name, short name, two digits, number |
/// | `dd`, `d` | day of the month |
/// | `EEEE`, `EEE` | weekday: full name, short name |
/// | `HH`, `H`, `hh`, `h` | hour: 0–23, 1–12 |
/// | `mm`, `m`, `ss`, `s` | minute, second |
/// | `S`… | fraction of a second, as many digits as letters |
/// | `a` | AM or PM |
/// | `XXX` | the time zone offset as written (`Z`, `+02:00`), nothing when none |
///
/// Text in single quotes is copied (`''` is one quote); other letters are errors; every
/// other character is copied.
struct DatePattern: Hashable {
  /// A piece of a pattern.
  enum Token: Hashable {
    case text([UInt8])
    case field(Character, count: Int)
  }

  let tokens: [Token]

  /// The letters a pattern may use.
  static let letters: Set<Character> = ["y", "M", "d", "E", "H", "h", "m", "s", "S", "a", "X"]

  /// A pattern that ``firstError(in:)`` accepts.
  init(_ pattern: String) {
    tokens = (try? Self.tokens(of: pattern)) ?? [.text(Array(pattern.utf8))]
  }

  /// Where a pattern is wrong and what was expected there, or `nil` when it is right.
  static func firstError(in pattern: String) -> (offset: Int, expected: String)? {
    do {
      _ = try tokens(of: pattern)
      return nil
    } catch {
      return (error.offset, error.expected)
    }
  }

  private struct PatternError: Error {
    var offset: Int
    var expected: String
  }

  private static func tokens(of pattern: String) throws(PatternError) -> [Token] {
    let characters = Array(pattern.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    var literal = ""
    func flush() {
      if !literal.isEmpty { tokens.append(.text(Array(literal.utf8))) }
      literal = ""
    }
    while index < characters.count {
      let scalar = characters[index]
      if scalar == "'" {
        if index + 1 < characters.count, characters[index + 1] == "'" {
          literal.unicodeScalars.append("'")
          index += 2
          continue
        }
        guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
          throw PatternError(offset: index, expected: "a closing ' for quoted text")
        }
        literal.unicodeScalars.append(contentsOf: characters[(index + 1)..<close])
        index = close + 1
        continue
      }
      guard scalar.isASCII, isLetter(UInt8(scalar.value)) else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      let letter = Character(scalar)
      guard letters.contains(letter) else {
        throw PatternError(
          offset: index,
          expected: "a date symbol (y, M, d, E, H, h, m, s, S, a, X) or text in single quotes")
      }
      var count = 1
      while index + count < characters.count, characters[index + count] == scalar { count += 1 }
      flush()
      tokens.append(.field(letter, count: count))
      index += count
    }
    flush()
    return tokens
  }
}
