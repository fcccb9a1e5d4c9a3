/// A column of a section in grid layout: its title and how its cells line up.
///
/// A string literal makes a column with default options, so column titles read naturally:
///
/// ```swift
/// let columns: [Column] = ["Name", Column("Goals", alignment: .right)]
/// ```
public struct Column: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The title shown in the header row.
  public var title: String
  /// How cells are aligned; `nil` aligns numbers right and other text left.
  public var alignment: ColumnAlignment?
  /// The narrowest the column may be, in terminal cells (plain text only).
  public var minWidth: Int?
  /// The widest the column may be, in terminal cells; longer text wraps (plain text only).
  public var maxWidth: Int?
  /// The labels of the groups the column sits under, outermost first; empty for none.
  ///
  /// Adjacent columns whose labels agree up to a level share one spanner at that level, so
  /// `["Stats", "Attack"]` and `["Stats", "Defence"]` share "Stats" over two spanners.
  public var spanners: [String] = []
  /// The column's share of the room a text grid has left over when the output has a width
  /// (plain text only), like rich's `ratio`: the room goes to the columns with a ratio, in
  /// proportion; `nil` for none.
  public var ratio: Int?
  /// What a line wider than the column becomes (plain text only): wrapped, cut, or cut with
  /// an ellipsis.
  public var overflow: ColumnOverflow = .fold
  /// Where the lines of a cell shorter than its row stand (plain text only).
  public var verticalAlignment: VerticalAlignment = .top
  /// How the cells are shown (numbers, money, dates, durations); `nil` shows them as they
  /// are.
  public var format: ColumnFormat?
  /// What an empty or missing cell shows, such as `—`; `nil` leaves it empty (or takes the
  /// shim's ``TableShim/missingMark``).
  public var missingMark: String?
  /// The format a decoder already gave the column's cells as it read them (the command
  /// line's CSV read-ahead, on its own thread); while it is still ``format``, the renderer
  /// leaves those cells as they are.
  package var formattedAhead: ColumnFormat?
  /// The summary rows each section shows under its rows for this column, such as `.sum`;
  /// empty for none.
  public var summaries: [Aggregate] = []
  /// The summary rows the table shows under its last section for this column, over the rows
  /// of every section; empty for none.
  public var grandSummaries: [Aggregate] = []
  /// The colour scale of a column of numbers: each cell's background by its value, in text
  /// output with colour and in HTML; `nil` for none.
  public var colorScale: ColorScale?

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - title: The title shown in the header row.
  ///   - alignment: How cells are aligned; `nil` aligns numbers right and other text left.
  ///   - minWidth: The narrowest the column may be, in terminal cells.
  ///   - maxWidth: The widest the column may be, in terminal cells.
  ///   - ratio: The column's share of the room left over when the output has a width.
  ///   - overflow: What a line wider than the column becomes.
  ///   - verticalAlignment: Where the lines of a cell shorter than its row stand.
  ///   - format: How the cells are shown; `nil` shows them as they are.
  ///   - missingMark: What an empty or missing cell shows; `nil` leaves it empty.
  ///   - spanners: The labels of the groups the column sits under, outermost first, as in
  ///     `Column("Goals", spanners: ["Stats", "Attack"])`.
  ///   - summaries: The summary rows of each section for this column, such as `[.sum]`.
  ///   - grandSummaries: The summary rows of the whole table for this column.
  ///   - colorScale: The colour scale of a column of numbers; `nil` for none.
  public init(
    _ title: String, alignment: ColumnAlignment? = nil, minWidth: Int? = nil,
    maxWidth: Int? = nil, ratio: Int? = nil, overflow: ColumnOverflow = .fold,
    verticalAlignment: VerticalAlignment = .top, format: ColumnFormat? = nil,
    missingMark: String? = nil, spanners: [String] = [], summaries: [Aggregate] = [],
    grandSummaries: [Aggregate] = [], colorScale: ColorScale? = nil
  ) {
    self.title = title
    self.alignment = alignment
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.ratio = ratio
    self.overflow = overflow
    self.verticalAlignment = verticalAlignment
    self.format = format
    self.missingMark = missingMark
    self.spanners = spanners
    self.summaries = summaries
    self.grandSummaries = grandSummaries
    self.colorScale = colorScale
  }

  /// Creates a column with default options from its title.
  ///
  /// - Parameter value: The column's title.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

/// How the cells of a column line up.
public enum ColumnAlignment: String, Hashable, Sendable, CaseIterable {
  /// Text starts at the column's left edge.
  case left
  /// Text is centred in the column.
  case center
  /// Text ends at the column's right edge.
  case right
}
