/// The blank lines between the blocks of a wiki document: one before every block but the
/// first, and none between the items of one list.
struct WikiBlocks: Sendable {
  private var needsBlankLine = false
  /// Whether the last block written is a list that the next item would continue.
  private(set) var continuesList = false
  /// Whether the last block written is an Org footnote definition, which only two blank
  /// lines end before a paragraph, table or list.
  private var endsWithDefinition = false

  /// Starts a heading, a paragraph or a table.
  mutating func start(into sink: inout ByteSink) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    endDefinition(into: &sink)
    needsBlankLine = true
    continuesList = false
  }

  /// Starts a list item, which continues the list before it, if any.
  mutating func startItem(into sink: inout ByteSink) {
    if needsBlankLine && !continuesList { sink.write(byte: UInt8(ascii: "\n")) }
    endDefinition(into: &sink)
    needsBlankLine = true
    continuesList = true
  }

  /// Ends the list being written: the next item starts a list of its own.
  mutating func endList() {
    continuesList = false
  }

  /// Notes that an Org footnote definition was written last, so that the next block starts
  /// after two blank lines.
  mutating func wroteDefinition() {
    endsWithDefinition = true
  }

  private mutating func endDefinition(into sink: inout ByteSink) {
    guard endsWithDefinition else { return }
    endsWithDefinition = false
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
