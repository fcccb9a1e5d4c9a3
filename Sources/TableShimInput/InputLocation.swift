/// A place in an input: the file's name, a line and a column.
///
/// Lines and columns count from 1. A line ends at LF, so a CRLF is one line end and a CR on its
/// own is a character of its line. A column counts Unicode scalars from the start of its line
/// (after a byte-order mark on the first line), so `손` and a tab are one column each, and a
/// flag emoji, made of two scalars, is two.
///
/// ```swift
/// InputLocation(file: "players.list", line: 3, column: 14).description  // players.list:3:14
/// ```
public struct InputLocation: Hashable, Sendable, CustomStringConvertible {
  /// The input's name, as the caller gave it: a path, or a name such as `<stdin>`.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The input's name.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1, in Unicode scalars.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location as compilers write it: `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
