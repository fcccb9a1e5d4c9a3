internal import TableShim

/// Several inputs read one after another as one table: their sections in order.
///
/// The title is `--title` when given; otherwise the first input's title, if it has one. The
/// titles of later inputs are dropped, since a title can only open a table. A section still
/// open when its input ends is closed, so that the next input's rows start a section of their
/// own.
struct JoinedEvents: TableEventSource {
  private var inputs: [any TableEventSource]
  private var title: String?
  private let replacesTitles: Bool
  private var sentSection = false
  private var sectionOpen = false

  init(_ inputs: [any TableEventSource], title: String?) {
    self.inputs = inputs.reversed()
    self.title = title
    self.replacesTitles = title != nil
  }

  mutating func nextEvent() throws -> TableEvent? {
    if let title {
      self.title = nil
      return .title(title)
    }
    while var input = inputs.popLast() {
      let event = try input.nextEvent()
      guard let event else {
        if sectionOpen {
          sectionOpen = false
          return .endSection(footer: nil)
        }
        continue
      }
      inputs.append(input)
      switch event {
      case .title:
        if replacesTitles || sentSection { continue }
      case .beginSection:
        sentSection = true
        sectionOpen = true
      case .cell:
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
