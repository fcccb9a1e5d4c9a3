import TableShim

@testable import TableShimInput

/// All the events a decoder gives for an input, and the error that ended them.
struct DecodedInput {
  /// The events before the end or the error.
  var events: [TableEvent] = []
  /// The input's mistake, which every way of reading it must find.
  var failure: InputError?
  /// An error of any other type: a bug.
  var otherError: (any Error)?

  /// Decodes a source to its end or its first error.
  init(
    _ source: InputSource, format: InputFormat, groupBy: String? = nil,
    readingAhead: Bool = false
  ) {
    do {
      var decoder = try TableInput.events(
        from: source, format: format, groupBy: groupBy, readingAhead: readingAhead)
      while let event = try decoder.nextEvent() { events.append(event) }
    } catch let error as InputError {
      failure = error
    } catch {
      otherError = error
    }
  }

  /// The events again, then the error, as a source to render.
  var replayed: Replay { Replay(events: events, failure: failure) }

  /// The sections, each with its columns and rows, as far as the events go.
  var sections: [SectionModel] {
    var events = Replay(events: events, failure: nil)
    return (try? TableViewModel(collecting: &events))?.sections ?? []
  }

  /// What the rows show.
  var rowContents: [CellContent] {
    events.compactMap { event in
      guard case .cell(let cell) = event else { return nil }
      return cell.customData as? CellContent
    }
  }

  /// What two readings of an input do not agree on, or `nil`.
  func difference(from other: DecodedInput) -> String? {
    let (mine, theirs) = (events.map(FuzzEvent.init), other.events.map(FuzzEvent.init))
    if let index = mine.indices.first(where: { $0 < theirs.count && mine[$0] != theirs[$0] }) {
      return "event \(index) is \(mine[index]), not \(theirs[index])"
    }
    if mine.count != theirs.count { return "\(mine.count) events, not \(theirs.count)" }
    if failure != other.failure {
      let (mine, theirs) = (failure.map { "\($0)" }, other.failure.map { "\($0)" })
      return "error \(mine ?? "none"), not \(theirs ?? "none")"
    }
    return nil
  }

  /// Events held in memory, followed by an error.
  struct Replay: InputDecoder {
    let events: [TableEvent]
    let failure: InputError?
    private var next = 0

    init(events: [TableEvent], failure: InputError?) {
      self.events = events
      self.failure = failure
    }

    mutating func nextEvent() throws -> TableEvent? { try nextInputEvent() }

    mutating func nextInputEvent() throws(InputError) -> TableEvent? {
      guard next < events.count else {
        if let failure { throw failure }
        return nil
      }
      defer { next += 1 }
      return events[next]
    }
  }
}

/// A table event that compares by value, to compare two readings of an input.
enum FuzzEvent: Equatable {
  case title(String)
  case subtitle(String)
  case sourceNote(String)
  case beginSection(header: String?, columns: [Column]?, id: AnyHashable?)
  case cell(identifier: String, content: CellContent?, id: AnyHashable?)
  case endSection(footer: String?)
  case footnote(Footnote)
  case footnoteMarks(FootnoteMarks)
  case footnotePlacement(FootnotePlacement)

  init(_ event: TableEvent) {
    switch event {
    case .title(let title): self = .title(title)
    case .subtitle(let subtitle): self = .subtitle(subtitle)
    case .sourceNote(let note): self = .sourceNote(note)
    case .beginSection(let header, let columns, let id):
      self = .beginSection(header: header, columns: columns, id: id)
    case .cell(let cell):
      self = .cell(
        identifier: cell.identifier, content: cell.customData as? CellContent, id: cell.id)
    case .endSection(let footer): self = .endSection(footer: footer)
    case .footnote(let note): self = .footnote(note)
    case .footnoteMarks(let marks): self = .footnoteMarks(marks)
    case .footnotePlacement(let placement): self = .footnotePlacement(placement)
    }
  }
}
