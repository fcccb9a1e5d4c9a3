internal import TableShim

/// Several inputs read one after another as one table: their sections in order.
///
/// The title is `--title` when given; otherwise the first input's title, if it has one. The
/// titles of later inputs are dropped, since a title can only open a table. A section still
/// open when its input ends is closed, so that the next input's rows start a section of their
/// own.
struct JoinedEvents: TableEventSource {
  /// The input being read, and those after it, last first.
  private var current: (any TableEventSource)?
  private var rest: [any TableEventSource]
  private var title: String?
  private let replacesTitles: Bool
  private var sentSection = false
  private var sectionOpen = false

  init(_ inputs: [any TableEventSource], title: String?) {
    self.rest = inputs.reversed()
    self.current = rest.popLast()
    self.title = title
    self.replacesTitles = title != nil
  }

  mutating func nextEvent() throws -> TableEvent? {
    if let title {
      self.title = nil
      return .title(title)
    }
    while current != nil {
      guard let event = try current?.nextEvent() else {
        current = rest.popLast()
        if sectionOpen {
          sectionOpen = false
          return .endSection(footer: nil)
        }
        continue
      }
      switch event {
      case .title:
        if replacesTitles || sentSection { continue }
      case .beginSection, .cell:
        sentSection = true
        sectionOpen = true
      case .endSection:
        sectionOpen = false
      }
      return event
    }
    return nil
  }
}
