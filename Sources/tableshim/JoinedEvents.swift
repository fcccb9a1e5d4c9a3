internal import TableShim

/// Several inputs read one after another as one table: their sections in order.
///
/// The title is `--title` when given; otherwise the first input's title, if it has one. The
/// titles of later inputs are dropped, since a title can only open a table. A section still
/// open when its input ends is closed, so that the next input's rows start a section of their
/// own.
struct JoinedEvents: TableEventSource {
  /// The inputs, read in order in place (a copy of an input would copy its whole decoder).
  private var inputs: [any TableEventSource]
  /// The index of the input being read.
  private var current = 0
  private var title: String?
  private let replacesTitles: Bool
  private var sentSection = false
  private var sectionOpen = false
  /// The `--column` options to set on the sections' columns, and which of them have found
  /// a column.
  var columnSettings: [ColumnSetting] = [] {
    didSet { settingsUsed = Array(repeating: false, count: columnSettings.count) }
  }
  private var settingsUsed: [Bool] = []

  init(_ inputs: [any TableEventSource], title: String?) {
    self.inputs = inputs
    self.title = title
    self.replacesTitles = title != nil
  }

  mutating func nextEvent() throws -> TableEvent? {
    if let title {
      self.title = nil
      return .title(title)
    }
    while current < inputs.count {
      guard let event = try inputs[current].nextEvent() else {
        // Let the finished input go, with its buffers.
        inputs[current] = Finished()
        current += 1
        if sectionOpen {
          sectionOpen = false
          return .endSection(footer: nil)
        }
        continue
      }
      // Taken apart and put back together, so that a row is moved, never copied.
      switch consume event {
      case .cell(let row):
        sentSection = true
        sectionOpen = true
        return .cell(row)
      case .title(let title):
        if replacesTitles || sentSection { continue }
        return .title(title)
      case .beginSection(let header, var columns, let id):
        sentSection = true
        sectionOpen = true
        if !columnSettings.isEmpty, columns != nil { apply(to: &columns!) }
        return .beginSection(header: header, columns: columns, id: id)
      case .endSection(let footer):
        sectionOpen = false
        return .endSection(footer: footer)
      }
    }
    if let unused = settingsUsed.firstIndex(of: false) {
      let setting = columnSettings[unused]
      throw UsageError.unknownColumn(value: setting.text, title: setting.title)
    }
    return nil
  }

  /// Sets the `--column` options on the columns they name, noting those that found one.
  private mutating func apply(to columns: inout [Column]) {
    for index in columns.indices {
      for (number, setting) in columnSettings.enumerated() where setting.apply(to: &columns[index])
      {
        settingsUsed[number] = true
      }
    }
  }
}

/// What an input is replaced with once it has been read.
private struct Finished: TableEventSource {
  func nextEvent() -> TableEvent? { nil }
}
