/// How a backend that lines up its grid columns takes a table's events.
///
/// Held in memory, a grid section is kept until it ends, to measure its columns. Spilled
/// (``TableShim/render(replaying:as:writingTo:)``), each row is made into its cells and
/// measured as it comes, and the cells go to a ``GridSpill`` (an unlinked temporary file past
/// a megabyte) until the section ends, so that no section is held in memory. Read twice, a
/// section is measured on the first reading and written row by row on the second.
enum GridPass: Sendable {
  /// Holds each grid section until it ends, then measures and writes it.
  case holding
  /// Measures each grid section's rows as they come and keeps their cells in a spill, then
  /// writes them when the section ends: one reading, and nothing held in memory.
  case spilling
  /// Measures each grid section and writes nothing: the first of two readings.
  case measuring(GridPlans)
  /// Writes each grid section's rows as they come, laid out from the first reading.
  case writing(GridPlans)

  /// Whether this is the first of two readings, which writes nothing.
  var isMeasuring: Bool {
    if case .measuring = self { return true }
    return false
  }

  /// Whether grid sections are kept in a spill until they end.
  var spills: Bool {
    if case .spilling = self { return true }
    return false
  }

  /// The measure of a section from the first reading, when this is the second.
  func plan(forSection index: Int) -> GridMeasure? {
    guard case .writing(let plans) = self else { return nil }
    return plans[index]
  }

  /// Keeps a section's measure, when this is the first reading.
  mutating func keep(_ measure: GridMeasure, forSection index: Int) {
    guard case .measuring(var plans) = self else { return }
    self = .holding
    plans[index] = measure
    self = .measuring(plans)
  }
}

/// The measures of a table's grid sections from a first reading, by section index.
struct GridPlans: Sendable {
  private var measures: [Int: GridMeasure] = [:]

  /// The measure of a section, if it was a grid.
  subscript(section: Int) -> GridMeasure? {
    get { measures[section] }
    set { measures[section] = newValue }
  }
}

/// A backend whose grids line up their columns, and which can take a table in two readings
/// instead of holding each grid section.
protocol GridMeasuringBackend: OutputBackend {
  /// Whether the backend, as configured, lines up grid columns, so that a second reading
  /// saves holding its grid sections.
  var measuresGrids: Bool { get }
  /// How the backend takes the events of this render.
  var gridPass: GridPass { get set }
}
