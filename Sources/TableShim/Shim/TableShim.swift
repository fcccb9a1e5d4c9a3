/// Registers cell types, dequeues and configures a cell for each row, and renders the
/// result through an output backend: the `UITableView` of plain text, Markdown and HTML.
///
/// ```swift
/// let model = TableViewModel(
///   title: "Players",
///   sections: [SectionModel(header: "Forwards", cells: [CellModel(text: "Messi")])])
/// let text = try TableShim().render(model, as: .text)
/// ```
///
/// The built-in cell types, one per ``CellStyle``, are registered by default. A shim is a
/// value: configure one and render with it from any number of tasks.
public struct TableShim: Sendable {
  private var definitions: [String: CellTypeDefinition] = [:]

  /// The layout for every section; `nil` lays out sections with columns as grids and the
  /// others as lists.
  public var preferredLayout: SectionLayout?

  /// A search that every render applies: only matching rows are shown; `nil` shows all.
  public var search: Search?

  /// What an empty or missing cell shows in every column that has no
  /// ``Column/missingMark`` of its own, such as `—`; `nil` leaves such cells empty.
  public var missingMark: String?

  /// Creates a shim with the built-in cell types and the given ones.
  ///
  /// - Parameters:
  ///   - cellTypes: Cell types to register besides the built-in ones; a later definition
  ///     replaces an earlier one with the same identifier.
  ///   - preferredLayout: The layout for every section; `nil` chooses by columns.
  public init(cellTypes: [CellTypeDefinition] = [], preferredLayout: SectionLayout? = nil) {
    for definition in CellTypeDefinition.builtIn + cellTypes { register(definition) }
    self.preferredLayout = preferredLayout
  }

  /// Registers a cell type, replacing any registered under the same identifier.
  ///
  /// - Parameter definition: The cell type to register.
  public mutating func register(_ definition: CellTypeDefinition) {
    definitions[definition.identifier] = definition
  }

  /// The identifiers of the registered cell types, sorted.
  public var registeredIdentifiers: [String] { definitions.keys.sorted() }

  /// Makes a queue of reusable cells of the registered types, to dequeue cells yourself.
  ///
  /// - Returns: An empty queue; it makes each cell type's cell on first use.
  public func makeReuseQueue() -> ReuseQueue {
    ReuseQueue(definitions: definitions)
  }

  /// Renders a table into a string.
  ///
  /// - Parameters:
  ///   - model: The table.
  ///   - format: The output format.
  /// - Returns: The whole output.
  /// - Throws: ``TableShimError`` naming the row that could not be rendered.
  public func render(_ model: TableViewModel, as format: OutputFormat) throws -> String {
    var output = ""
    try render(model, as: format, to: &output)
    return output
  }

  /// Renders a table into a text stream, writing as it goes.
  ///
  /// - Parameters:
  ///   - model: The table.
  ///   - format: The output format.
  ///   - stream: Where the output goes, in chunks of whole characters.
  /// - Throws: ``TableShimError`` naming the row that could not be rendered.
  public func render(
    _ model: TableViewModel, as format: OutputFormat, to stream: inout some TextOutputStream
  ) throws {
    try render(events: model.events, as: format, to: &stream)
  }

  /// Renders a stream of events into a text stream, reading one row while writing the last.
  ///
  /// - Parameters:
  ///   - events: The table as a stream of events, such as a decoder of a large file.
  ///   - format: The output format.
  ///   - stream: Where the output goes, in chunks of whole characters.
  /// - Throws: ``TableShimError`` naming the row that could not be rendered, or the
  ///   source's own error.
  public func render(
    events: some TableEventSource, as format: OutputFormat,
    to stream: inout some TextOutputStream
  ) throws {
    try render(events: events, as: format) { bytes in
      stream.write(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Renders a stream of events as UTF-8 bytes, handing them over in chunks as it goes.
  ///
  /// Each chunk ends on a whole character. This is the fastest way to write a large table
  /// to a file or a socket.
  ///
  /// - Parameters:
  ///   - events: The table as a stream of events.
  ///   - format: The output format.
  ///   - output: Receives each chunk of bytes; an error it throws ends the render.
  /// - Throws: ``TableShimError`` naming the row that could not be rendered, the source's
  ///   own error, or the error `output` threw.
  public func render(
    events: some TableEventSource, as format: OutputFormat,
    writingTo output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    try render(events: events, with: format.backend, output: output)
  }

  /// Renders a table that can be read more than once, as UTF-8 bytes, handing them over in
  /// chunks as it goes.
  ///
  /// A format that lines up its grid columns (padded Markdown tables, text grids) must know
  /// every row of a grid section before it writes the first. Given events, it holds each
  /// grid section in memory until it ends; given this way to open the table, it reads it
  /// once and keeps each grid section's rows, made into the cells it writes and measured,
  /// in an unlinked temporary file (past a megabyte; see ``readsEventsTwice(as:)``), then
  /// writes them when the section ends, so that no section is held in memory. The output is
  /// the same either way.
  ///
  /// ```swift
  /// try shim.render(replaying: { try TableInput.events(fromFileAt: path) }, as: .text) {
  ///   try output.write($0)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - makeEvents: Opens the table as a stream of events, from its start: called once.
  ///   - format: The output format.
  ///   - output: Receives each chunk of bytes; an error it throws ends the render.
  /// - Throws: ``TableShimError`` naming the row that could not be rendered (or
  ///   ``TableShimError/spillFailed(_:)`` when a grid section's temporary file cannot be
  ///   read back), the source's own error, or the error `output` threw.
  public func render(
    replaying makeEvents: () throws -> any TableEventSource, as format: OutputFormat,
    writingTo output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    guard readsEventsTwice(as: format), let backend = format.backend as? any GridMeasuringBackend
    else {
      return try render(events: try makeEvents(), with: format.backend, output: output)
    }
    try render(events: try makeEvents(), with: Self.spilling(backend), output: output)
  }

  /// Whether ``render(replaying:as:writingTo:)`` keeps grid sections out of memory in this
  /// format, in a temporary file (it used to read the table twice, hence the name): when its
  /// grids line up their columns and sections may be laid out as grids.
  ///
  /// - Parameter format: The output format.
  /// - Returns: `true` for padded Markdown tables and text grids, unless every section is
  ///   laid out as a list.
  public func readsEventsTwice(as format: OutputFormat) -> Bool {
    // Lists have no grid to measure; a record is a small section of its own, held.
    guard preferredLayout != .list, preferredLayout != .records else { return false }
    return (format.backend as? any GridMeasuringBackend)?.measuresGrids == true
  }

  /// The backend set up to keep its grid sections' rows in a spill until each ends.
  private static func spilling(
    _ backend: some GridMeasuringBackend
  ) -> some GridMeasuringBackend {
    var backend = backend
    backend.gridPass = .spilling
    return backend
  }

  /// Opens the format's backend so that the render loop is specialized for it.
  private func render(
    events: some TableEventSource, with backend: some OutputBackend,
    output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var source = events
    var renderer = Renderer(
      queue: makeReuseQueue(), backend: backend, preferredLayout: preferredLayout,
      search: search, missingMark: missingMark)
    try renderer.run(&source, output: output)
  }
}
