import TableShim

/// A mistake in an input, saying where it is and what was expected there.
///
/// Its description is the message for a user, in the form compilers use:
///
/// ```
/// players.list:3:14: row has 4 cells; section has 3 columns
/// players.list:7:5: invalid UTF-8 (byte 0xFF at offset 1234)
/// ```
///
/// Every case names the input; every case about its content, its bytes included, also names
/// the line and column (see ``InputLocation``). All the wording of the messages lives in this
/// file.
public enum InputError: Error, CustomStringConvertible, Equatable {
  // MARK: Any input

  /// Bytes that are not UTF-8, located at the first byte of the first ill-formed sequence:
  /// `byte` is that byte, and `byteOffset` counts bytes from 0 at the input's first byte (a
  /// byte-order mark included). The column counts the scalars before it on its line, as for
  /// any other error.
  case invalidUTF8(InputLocation, byte: UInt8, byteOffset: Int)
  /// The input could not be opened or read, with the system's reason.
  case unreadable(file: String, reason: String)
  /// A file whose name does not tell its format, and no format was given.
  case unknownFormat(file: String)

  // MARK: List files

  /// A line that is none of the list file's forms.
  case unexpectedLine(InputLocation)
  /// A second `# title`; the first was on `firstLine`.
  case repeatedTitle(InputLocation, firstLine: Int)
  /// A `# title` after the first section began, on `sectionLine`.
  case titleAfterSection(InputLocation, sectionLine: Int)
  /// A directive other than `@columns`, `@style`, `@subtitle`, `@note` and `@spanners`.
  case unknownDirective(InputLocation, name: String)
  /// `@columns` or `@style` after the first row of its section.
  case directiveAfterRows(InputLocation, name: String)
  /// An `@style` whose name is not a ``CellStyle``; empty when the name is missing.
  case unknownStyle(InputLocation, name: String)
  /// `@column` options that do not read; the location is where they go wrong.
  case badColumnOptions(InputLocation, expected: String)
  /// A row with more cells than its section has columns; the location is the first extra `|`.
  case tooManyCells(InputLocation, cells: Int, columns: Int)
  /// A trailing `{#ID}` on a `##` or `-` line whose ID is empty or holds white space; the
  /// location is its `{`.
  case invalidIdentifier(InputLocation, id: String)

  // MARK: CSV and TSV

  /// An input without the record of column titles.
  case missingTitles(InputLocation)
  /// A quoted CSV field without its closing quote; the location is the opening quote.
  case unterminatedQuote(InputLocation)
  /// A quote inside a CSV field that did not start with one.
  case strayQuote(InputLocation)
  /// Text between a CSV field's closing quote and the next comma or line end.
  case textAfterQuote(InputLocation)
  /// A record with more fields than there are titles; the location is the first extra
  /// separator.
  case tooManyFields(InputLocation, fields: Int, titles: Int)
  /// A column to group by that the titles do not name; the location is the titles' record.
  case unknownGroupColumn(InputLocation, name: String, available: [String])
  /// A key column (`--key`) that the titles do not name; the location is the titles' record.
  case unknownKeyColumn(InputLocation, name: String, available: [String])

  // MARK: JSON

  /// Text that is not JSON (RFC 8259).
  case malformedJSON(InputLocation, JSONSyntax)
  /// A value of the wrong type; `path` names it, as in `sections[0].rows[2]`, and is empty
  /// for the whole document.
  case wrongType(InputLocation, path: String, expected: [JSONType], found: JSONType)
  /// A key the table schema does not have, in the object at `path`.
  case unknownKey(InputLocation, key: String, path: String, allowed: [String])
  /// A key that appears twice in one object.
  case duplicateKey(InputLocation, key: String)
  /// A required key missing from the object at `path`.
  case missingKey(InputLocation, key: String, path: String)
  /// A row `state` that is not a ``CellState``.
  case unknownState(InputLocation, name: String)
  /// A `title`, `header` or `columns` key that comes after more rows than may wait for it:
  /// `key` must come before `before` in the object at `path`, or after at most `limit` rows.
  case keyTooLate(InputLocation, key: String, before: String, path: String, limit: Int)
  /// A section's `id` key after its rows were sent, in the section at `path`.
  case idAfterRows(InputLocation, path: String)
  /// A subtitle (JSON `subtitle`, list file `@subtitle`) after a section was read.
  case subtitleAfterSection(InputLocation)
  /// A second `@subtitle`; the first was on `firstLine`.
  case repeatedSubtitle(InputLocation, firstLine: Int)
  /// A directive that needs a text, such as `@subtitle` or `@note`, without one.
  case missingDirectiveText(InputLocation, name: String)
  /// An `@spanners` line that does not fit the columns in force: `problem` says why.
  case badSpanners(InputLocation, problem: String)
  /// A column format spec that cannot be read: what was expected at the place.
  case badColumnFormat(InputLocation, spec: String, expected: String)
  /// A list file's `@format`, `@missing` or `@column` naming a column the section does not
  /// have.
  case unknownColumn(InputLocation, name: String, available: [String])
  /// A list file's `@format` or `@missing TITLE = MARK` before any `@columns`.
  case directiveWithoutColumns(InputLocation, name: String)
  /// A summary spec (`@summary`, `summaries`, `--summary`) that cannot be read: what was
  /// expected at the place.
  case badSummary(InputLocation, spec: String, expected: String)
  /// A footnote that cannot be read (a list file's `@footnote`, `@footnote-marks`, a JSON
  /// `footnotes` entry), or one after the first section: what was expected at the place.
  case badFootnote(InputLocation, expected: String)
  /// A colour scale spec (`PALETTE[:MIN:MAX]`) that cannot be read: what was expected at the
  /// place.
  case badColorScale(InputLocation, spec: String, expected: String)
  /// A JSON column option (`minWidth`, `overflow`, ...) whose value is not one it takes.
  case badColumnValue(InputLocation, path: String, expected: String)

  /// Why text is not JSON.
  public enum JSONSyntax: Equatable, Sendable {
    /// Something other than the start of a value, or the end of the input.
    case expectedValue
    /// Something other than a key in double quotes.
    case expectedKey
    /// A key not followed by `:`.
    case expectedColon
    /// An object member not followed by `,` or `}`.
    case expectedCommaOrEndOfObject
    /// An array element not followed by `,` or `]`.
    case expectedCommaOrEndOfArray
    /// A number missing a digit: after `-`, after `.` or in an exponent.
    case expectedDigit
    /// `\u` not followed by four hexadecimal digits.
    case expectedHexDigits
    /// Text after the document's value.
    case expectedEnd
    /// A backslash followed by a character that is no escape.
    case unknownEscape(Unicode.Scalar)
    /// A control character (below U+0020) written as it is inside a string.
    case controlCharacter(Unicode.Scalar)
    /// A `\u` escape of half a surrogate pair without the other half.
    case unpairedSurrogate(UInt16)
    /// A string without its closing quote; the location is the opening quote.
    case unterminatedString
    /// Arrays and objects nested deeper than the limit.
    case tooDeep(limit: Int)
  }

  /// The types of JSON values, for errors about a value of the wrong type.
  public enum JSONType: Equatable, Sendable {
    /// A string.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case boolean
    /// `null`.
    case null
    /// An array.
    case array
    /// An object.
    case object
  }

  /// The input the error is in.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .unknownFormat(let file):
      return file
    default:
      return location?.file ?? ""
    }
  }

  /// Where the error is, or `nil` when it concerns the whole input.
  public var location: InputLocation? {
    switch self {
    case .unreadable, .unknownFormat:
      return nil
    case .invalidUTF8(let at, _, _), .unexpectedLine(let at), .repeatedTitle(let at, _),
      .titleAfterSection(let at, _), .unknownDirective(let at, _), .directiveAfterRows(let at, _),
      .unknownStyle(let at, _), .badColumnOptions(let at, _),
      .tooManyCells(let at, _, _), .missingTitles(let at),
      .unterminatedQuote(let at), .strayQuote(let at), .textAfterQuote(let at),
      .tooManyFields(let at, _, _), .unknownGroupColumn(let at, _, _),
      .unknownKeyColumn(let at, _, _), .malformedJSON(let at, _),
      .wrongType(let at, _, _, _), .unknownKey(let at, _, _, _), .duplicateKey(let at, _),
      .missingKey(let at, _, _), .unknownState(let at, _), .keyTooLate(let at, _, _, _, _),
      .invalidIdentifier(let at, _), .idAfterRows(let at, _),
      .subtitleAfterSection(let at), .repeatedSubtitle(let at, _),
      .missingDirectiveText(let at, _), .badSpanners(let at, _),
      .badColumnFormat(let at, _, _), .unknownColumn(let at, _, _),
      .directiveWithoutColumns(let at, _), .badSummary(let at, _, _),
      .badFootnote(let at, _), .badColorScale(let at, _, _), .badColumnValue(let at, _, _):
      return at
    }
  }

  /// `file:line:column: message`, or `file: message` for an error about the whole input.
  public var description: String {
    "\(location.map(String.init(describing:)) ?? file): \(message)"
  }

  /// The message alone, without the location.
  public var message: String {
    switch self {
    case .invalidUTF8(_, let byte, let offset):
      return "invalid UTF-8 (byte \(Self.hex(byte)) at offset \(offset))"
    case .unreadable(_, let reason):
      return "cannot read: \(reason)"
    case .unknownFormat:
      return "cannot tell the format from the name; expected a name ending in "
        + Self.alternatives(InputFormat.allCases.map { ".\($0.rawValue)" })
    case .unexpectedLine:
      return "expected an empty line, '# title', '## header', '@columns', '@style', "
        + "'@subtitle', '@note', '@spanners', '- row' or '> footer'"
    case .repeatedTitle(_, let first):
      return "a table has one title, and it was given on line \(first)"
    case .titleAfterSection(_, let sectionLine):
      return "the title must come before the first section, which began on line \(sectionLine)"
    case .unknownDirective(_, let name):
      return "unknown directive '\(name)'; expected '@columns', '@column', '@style', "
        + "'@subtitle', '@note', '@spanners', '@format', '@missing', '@summary', "
        + "'@grand-summary', '@color-scale', '@footnote', '@footnote-marks' or "
        + "'@footnote-placement'"
    case .directiveAfterRows(_, let name):
      return "'\(name)' must come before the first row of its section"
    case .unknownStyle(_, let name):
      let styles = Self.alternatives(CellStyle.allCases.map(\.rawValue))
      return name.isEmpty
        ? "expected a style after '@style': \(styles)"
        : "unknown style '\(name)'; expected \(styles)"
    case .badColumnOptions(_, let expected):
      return "bad '@column' options; expected \(expected)"
    case .tooManyCells(_, let cells, let columns):
      return "row has \(cells) cells; section has \(columns) columns"
    case .invalidIdentifier(_, let id):
      return id.isEmpty
        ? "an id needs a character or more, as in '{#forwards}'; write '\\{#' for a literal '{#'"
        : "id '\(id)' has white space; an id is one or more characters other than white space and '}'"
    case .missingTitles:
      return "expected a first record holding the column titles"
    case .unterminatedQuote:
      return "quoted field has no closing quote"
    case .strayQuote:
      return "quote inside a field that does not start with one; quote the whole field "
        + "and double the quotes inside it"
    case .textAfterQuote:
      return "expected a separator or the end of the record after the closing quote"
    case .tooManyFields(_, let fields, let titles):
      return "record has \(fields) fields; the titles name \(titles) columns"
    case .unknownGroupColumn(_, let name, let available):
      return "no column '\(name)' to group by; the columns are "
        + Self.alternatives(available.map { "'\($0)'" }, joinedBy: "and")
    case .unknownKeyColumn(_, let name, let available):
      return "no column '\(name)' to key the rows by; the columns are "
        + Self.alternatives(available.map { "'\($0)'" }, joinedBy: "and")
    case .malformedJSON(_, let syntax):
      return "malformed JSON: \(Self.message(for: syntax))"
    case .wrongType(_, let path, let expected, let found):
      return
        "\(Self.name(ofPath: path)) must be \(Self.alternatives(expected.map(Self.name(of:)))), "
        + "not \(Self.name(of: found))"
    case .unknownKey(_, let key, let path, let allowed):
      return "unknown key '\(key)' in \(Self.name(ofPath: path)); expected "
        + Self.alternatives(allowed.map { "'\($0)'" })
    case .duplicateKey(_, let key):
      return "duplicate key '\(key)'"
    case .missingKey(_, let key, let path):
      return "\(Self.name(ofPath: path)) needs the key '\(key)'"
    case .unknownState(_, let name):
      return "unknown state '\(name)'; expected "
        + Self.alternatives(CellState.allCases.map(\.rawValue))
    case .idAfterRows(_, let path):
      return "'id' must come before 'rows' in \(Self.name(ofPath: path)), whose rows were sent"
    case .subtitleAfterSection:
      return "the subtitle must come before the first section, as the title does"
    case .repeatedSubtitle(_, let first):
      return "a table has one subtitle, and it was given on line \(first)"
    case .missingDirectiveText(_, let name):
      return "'\(name)' needs a text after it"
    case .badSpanners(_, let problem):
      return problem
    case .keyTooLate(_, let key, let before, let path, let limit):
      guard limit > 0 else {
        return "'\(key)' must come before '\(before)' in \(Self.name(ofPath: path))"
      }
      return "'\(key)' must come before '\(before)' in \(Self.name(ofPath: path)), "
        + "or after at most \(limit) rows"
    case .badColumnFormat(_, let spec, let expected):
      return "bad column format '\(spec)'; expected \(expected)"
    case .unknownColumn(_, let name, let available):
      return "no column '\(name)'; the columns are "
        + available.map { "'\($0)'" }.joined(separator: ", ")
    case .directiveWithoutColumns(_, let name):
      return "'\(name)' names a column, so it needs '@columns' first"
    case .badSummary(_, let spec, let expected):
      return "bad summary '\(spec)'; expected \(expected)"
    case .badFootnote(_, let expected):
      return "bad footnote; expected \(expected)"
    case .badColorScale(_, let spec, let expected):
      return "bad colour scale '\(spec)'; expected \(expected)"
    case .badColumnValue(_, let path, let expected):
      return "bad value of '\(path)'; expected \(expected)"
    }
  }

  private static func message(for syntax: JSONSyntax) -> String {
    switch syntax {
    case .expectedValue:
      return "expected a value: an object, an array, a string, a number, true, false or null"
    case .expectedKey: return "expected a key in double quotes"
    case .expectedColon: return "expected ':' after the key"
    case .expectedCommaOrEndOfObject: return "expected ',' or '}'"
    case .expectedCommaOrEndOfArray: return "expected ',' or ']'"
    case .expectedDigit: return "expected a digit"
    case .expectedHexDigits: return "expected four hexadecimal digits after '\\u'"
    case .expectedEnd: return "expected the end of the input after the value"
    case .unknownEscape(let scalar):
      return "unknown escape '\\\(scalar)'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
        + "or \\u"
    case .controlCharacter(let scalar):
      return "control character \(hex(scalar.value)) inside a string; write it as an escape"
    case .unpairedSurrogate(let unit):
      return "'\\u\(String(unit, radix: 16, uppercase: true))' is half of a surrogate pair "
        + "without its other half"
    case .unterminatedString: return "string has no closing quote"
    case .tooDeep(let limit): return "arrays and objects nest deeper than \(limit) levels"
    }
  }

  /// A JSON path as a message names it: the empty path is the whole document.
  private static func name(ofPath path: String) -> String {
    path.isEmpty ? "the document" : path
  }

  private static func name(of type: JSONType) -> String {
    switch type {
    case .string: "a string"
    case .number: "a number"
    case .boolean: "true or false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `U+000A` for a scalar value.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `0xFF` for a byte.
  private static func hex(_ byte: UInt8) -> String {
    (byte < 0x10 ? "0x0" : "0x") + String(byte, radix: 16, uppercase: true)
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func alternatives(_ words: [String], joinedBy last: String = "or") -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + words[words.count - 1]
  }
}
