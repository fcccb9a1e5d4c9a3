/// A problem in an input, with where it is and what was expected.
///
/// Its description is the message for a user, in the form compilers use:
///
/// ```
/// players.list:3:14: row has 4 cells; section has 3 columns
/// players.list: invalid UTF-8 at byte 1234
/// ```
///
/// Lines and columns count from 1; a column counts Unicode scalars.
public struct InputError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Equatable, Sendable {
    /// Bytes that are not UTF-8, at a byte offset from the start of the input.
    case invalidUTF8(byteOffset: Int)
    /// The file could not be opened or read; the system's reason.
    case unreadable(String)
    /// A list-file line that is none of the known forms.
    case unknownLine
    /// A `# title` after the first section or row, or a second one.
    case misplacedTitle
    /// `@columns` or `@style` after the section's first row.
    case lateDirective(String)
    /// An `@style` with an unknown name.
    case unknownStyle(String)
    /// A `@` directive that does not exist.
    case unknownDirective(String)
    /// A row with more cells than its section has columns.
    case tooManyCells(cells: Int, columns: Int)
    /// A CSV quoted field without its closing quote.
    case unterminatedQuote
    /// A quote inside an unquoted CSV field, or text after a closing quote.
    case strayQuote
    /// A CSV or TSV file without the record of column titles.
    case missingHeader
    /// A `--group-by` column that the titles do not name.
    case unknownColumn(String, available: [String])
    /// JSON that is not well formed: what was expected there.
    case malformedJSON(String)
    /// JSON that does not follow the table schema: what was expected there.
    case schema(String)
  }

  /// The input's name, as given (a path, or `<stdin>`).
  public var file: String
  /// The line, from 1; 0 when the problem has no line.
  public var line: Int
  /// The column, from 1, in Unicode scalars; 0 when the problem has no column.
  public var column: Int
  /// What is wrong.
  public var kind: Kind

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What is wrong.
  ///   - file: The input's name.
  ///   - line: The line, from 1; 0 when there is none.
  ///   - column: The column, from 1; 0 when there is none.
  public init(_ kind: Kind, file: String, line: Int = 0, column: Int = 0) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: message`, or `file: message` without a position.
  public var description: String {
    let position = line > 0 ? "\(file):\(line):\(max(column, 1))" : file
    return "\(position): \(message)"
  }

  /// The message alone; all wording lives here.
  public var message: String {
    switch kind {
    case .invalidUTF8(let offset): "invalid UTF-8 at byte \(offset)"
    case .unreadable(let reason): "cannot read: \(reason)"
    case .unknownLine:
      "expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
    case .misplacedTitle: "a '# title' may come only once, before the first section or row"
    case .lateDirective(let name): "'\(name)' must come before the section's first row"
    case .unknownStyle(let name):
      "unknown style '\(name)'; expected default, subtitle, value1 or value2"
    case .unknownDirective(let name): "unknown directive '\(name)'; expected @columns or @style"
    case .tooManyCells(let cells, let columns):
      "row has \(cells) cells; section has \(columns) columns"
    case .unterminatedQuote: "quoted field has no closing quote"
    case .strayQuote: "a quote may only open a field or close a quoted one (double it inside)"
    case .missingHeader: "expected a first record of column titles"
    case .unknownColumn(let name, let available):
      "no column '\(name)'; the columns are \(available.map { "'\($0)'" }.joined(separator: ", "))"
    case .malformedJSON(let expected): "malformed JSON: \(expected)"
    case .schema(let expected): expected
    }
  }
}
