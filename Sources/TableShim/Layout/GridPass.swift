/// How a backend that lines up its grid columns takes a table's events.
///
/// Held in memory, a grid section is kept until it ends, to measure its columns. Spilled
/// (``TableShim/render(replaying:as:writingTo:)``), each row is made into its cells and
/// measured as it comes, and the cells go to a ``GridSpill`` (an unlinked temporary file past
/// a megabyte) until the section ends, so that no section is held in memory.
enum GridPass: Sendable {
  /// Holds each grid section until it ends, then measures and writes it.
  case holding
  /// Measures each grid section's rows as they come and keeps their cells in a spill, then
  /// writes them when the section ends: one reading, and nothing held in memory.
  case spilling

  /// Whether grid sections are kept in a spill until they end.
  var spills: Bool { self == .spilling }
}

/// A backend whose grids line up their columns, and which can keep each grid section's rows
/// in a spill instead of holding them.
protocol GridMeasuringBackend: OutputBackend {
  /// Whether the backend, as configured, lines up grid columns, so that a spill saves
  /// holding its grid sections.
  var measuresGrids: Bool { get }
  /// How the backend takes the events of this render.
  var gridPass: GridPass { get set }
}
