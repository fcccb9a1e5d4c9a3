import TableShim

/// A decoder of this module: an event source whose only errors are ``InputError``s.
protocol InputDecoder: TableEventSource {
  /// Returns the next event, or `nil` after the last, as ``TableEventSource/nextEvent()`` does.
  mutating func nextInputEvent() throws(InputError) -> TableEvent?
  /// Where the last row returned began, when the decoder knows it.
  var lastRowLocation: InputLocation? { get }
}

extension InputDecoder {
  var lastRowLocation: InputLocation? { nil }
}

extension ListFileDecoder: InputDecoder {
  mutating func nextInputEvent() throws(InputError) -> TableEvent? { try nextEvent() }
}

extension CSVDecoder: InputDecoder {
  mutating func nextInputEvent() throws(InputError) -> TableEvent? { try nextEvent() }
}

extension JSONTableDecoder: InputDecoder {
  mutating func nextInputEvent() throws(InputError) -> TableEvent? { try nextEvent() }
}
