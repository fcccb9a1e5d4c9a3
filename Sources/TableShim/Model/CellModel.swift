/// One row of a table: which cell type to dequeue, the row's data, and how to configure the
/// cell from it.
///
/// This is the type-erased heart of the model. The shim dequeues a cell registered under
/// ``identifier`` and calls the apply closure with the cell and ``customData``:
///
/// ```swift
/// let row = CellModel(identifier: "IntCell", customData: 42) { cell, data in
///   cell.text = "\(data as? Int ?? 0)"
/// }
/// ```
///
/// Typed initializers build the closure for you, with no casts in your code.
public struct CellModel {
  /// The reuse identifier of the cell type to dequeue for this row.
  public var identifier: String
  /// The row's data, handed to the apply closure.
  public var customData: Any {
    get {
      switch payload {
      case .content(let content): content
      case .custom(let custom): custom.data
      case .taken: CellContent()
      }
    }
    set { payload = .custom(Custom(data: newValue, apply: apply)) }
  }
  /// A stable identifier of the row, used for HTML anchors and to tell rows apart.
  public var id: AnyHashable? {
    get { identity?.id }
    set { identity = newValue.map(Identity.init) }
  }
  /// Configures a dequeued cell from ``customData``; it may throw.
  public var apply: (TableCell, Any) throws -> Void {
    get {
      switch payload {
      case .content, .taken: Self.applyContent
      case .custom(let custom): custom.apply
      }
    }
    set { payload = .custom(Custom(data: customData, apply: newValue)) }
  }

  /// The row's data and configuration: a ``CellContent`` that the built-in apply shows as it
  /// is, kept without boxing it in `Any`, or data of any type with its own apply closure.
  ///
  /// Both cases hold one reference, so that a row crosses from its source to the shim as a
  /// few words: a row is copied and dropped several times on its way.
  private enum Payload {
    case content(CellContent)
    case custom(Custom)
    /// A content moved out by ``takeContentShownAsIs()``: the row then shows an empty
    /// content.
    case taken
  }

  /// Data of any type and the closure that configures a cell from it.
  private final class Custom {
    let data: Any
    let apply: (TableCell, Any) throws -> Void

    init(data: Any, apply: @escaping (TableCell, Any) throws -> Void) {
      self.data = data
      self.apply = apply
    }
  }

  /// A row's ``id``, boxed so that the many rows without one carry a single `nil` word.
  ///
  /// An id that is a `String` (most ids) is also kept as one, with its hash worked out once
  /// when the id is set: a difference of tables held in memory pairs rows by their ids, and
  /// reading them from the `AnyHashable` (a copy and a dynamic cast) and hashing them for
  /// each difference was the larger part of its time. A decoder's rows leave the hash to
  /// whatever needs it: most are rendered or hashed their own way, and hashing every id
  /// as it was read took more than the rest of making its row.
  private final class Identity {
    let id: AnyHashable
    let string: String?
    /// `string`'s `hashValue`, or `nil` when it is worked out when asked for.
    let stringHash: Int?

    init(_ id: AnyHashable) {
      self.id = id
      string = id.base as? String
      stringHash = string?.hashValue
    }

    /// An id known to be a string, which needs no cast out of its box.
    init(string: String) {
      id = AnyHashable(string)
      self.string = string
      stringHash = nil
    }
  }

  private var payload: Payload
  private var identity: Identity?

  /// The row's content when the row is a ``CellContent`` shown by the built-in apply, so
  /// that a built-in cell would show exactly that content: the shim then skips configuring a
  /// cell.
  package var contentShownAsIs: CellContent? {
    if case .content(let content) = payload { return content }
    return nil
  }

  /// Whether the row is shown as it is (``contentShownAsIs`` is not `nil`), told without
  /// copying its content.
  var isShownAsIs: Bool {
    if case .content = payload { return true }
    return false
  }

  /// Moves the row's content out when the row is shown as it is (``contentShownAsIs``),
  /// leaving the row showing an empty content; `nil`, changing nothing, for any other row.
  ///
  /// For the renderer, which owns each row it reads from a stream and needs nothing more of
  /// it than its id: a copy of the content, and the release of the row's own, are saved.
  mutating func takeContentShownAsIs() -> CellContent? {
    guard case .content(let content) = payload else { return nil }
    payload = .taken
    return content
  }

  /// The row's data when it is ``Searchable``.
  var searchableData: (any Searchable)? {
    if case .custom(let custom) = payload { return custom.data as? any Searchable }
    return nil
  }

  /// Whether this row and `other` show the same by a quick test of their bytes.
  ///
  /// Both must be shown as they are, with the same identifier and contents of the same bytes
  /// (``CellContent/hasSameBytes(as:)``), read where the rows keep them: a difference runs it
  /// on every pair of rows. `true` means the rows show the same; `false` says nothing.
  ///
  /// Always inlined, so that a caller passing rows of an array reads them where they are:
  /// called, it had each row copied out of its array first (a retain and a release of each
  /// of its references), which was about a third of a difference's instructions.
  @inline(__always)
  func showsTheSameBytes(as other: CellModel) -> Bool {
    guard identifier == other.identifier, let mine = bytesFace, let theirs = other.bytesFace
    else { return false }
    return mine.hasSameBytes(as: theirs)
  }

  /// The ``CellContent/BytesFace`` of the row's content when the row is shown as it is, else
  /// `nil`: read without copying the content out of the row (binding it would retain and
  /// release its storage), valid while the row lives unchanged.
  @inline(__always)
  private var bytesFace: CellContent.BytesFace? {
    if case .content(let content) = payload { return content.bytesFace }
    return nil
  }

  /// Whether the row has an ``id``, without copying it.
  var hasID: Bool { identity != nil }

  /// The row's ``id`` when it is a `String`, and that string's `hashValue`, read without
  /// copying or casting the id.
  var stringID: (string: String, hash: Int)? {
    guard let identity, let string = identity.string else { return nil }
    return (string, identity.stringHash ?? string.hashValue)
  }

  /// The row's ``id`` when it is a `String`, read without copying or casting the id (nor
  /// hashing it, as ``stringID`` may).
  var idString: String? { identity?.string }
}

// The initializers are declared in an extension, which keeps the memberwise initializer that
// the compiler makes for the stored properties: built through it, a row is made in place. An
// initializer that sets the properties one by one (in this toolchain) builds the row on the
// stack and returns a copy of it, a retain and a release of each of its references.
extension CellModel {
  /// Creates a row from an identifier, its data and the closure that configures the cell.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier of the cell type to dequeue.
  ///   - customData: The row's data, handed to `apply`.
  ///   - id: A stable identifier of the row.
  ///   - apply: Configures the dequeued cell from the data; an error it throws ends the
  ///     render with a ``TableShimError`` naming the row.
  public init(
    identifier: String, customData: Any, id: AnyHashable? = nil,
    apply: @escaping (TableCell, Any) throws -> Void
  ) {
    self.init(
      identifier: identifier, payload: .custom(Custom(data: customData, apply: apply)),
      identity: id.map(Identity.init))
  }

  /// Creates a row shown by the built-in cell type of the content's style.
  ///
  /// ```swift
  /// let row = CellModel(CellContent(text: "Messi", detailText: "Argentina", style: .value1))
  /// ```
  ///
  /// - Parameters:
  ///   - content: What the row shows.
  ///   - id: A stable identifier of the row.
  public init(_ content: CellContent, id: AnyHashable? = nil) {
    self.init(
      identifier: content.style.rawValue, payload: .content(content),
      identity: id.map(Identity.init))
  }

  /// Creates a row shown by the built-in cell type of the content's style, whose id, if it
  /// has one, is a string: the same row as ``init(_:id:)`` makes, made faster (a decoder
  /// makes one for every row it reads).
  ///
  /// The content is taken, not copied, and the row is made in place by the memberwise
  /// initializer (see the note above this extension).
  ///
  /// - Parameters:
  ///   - content: What the row shows.
  ///   - id: The row's id, or `nil` for none.
  package init(_ content: CellContent, stringID id: String?) {
    self.init(
      identifier: content.style.rawValue, payload: .content(content),
      identity: id.map { Identity(string: $0) })
  }

  /// Creates a row of plain texts shown by a built-in cell type.
  ///
  /// ```swift
  /// let row = CellModel(text: "Messi", detail: "Argentina")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The row's main text.
  ///   - detail: A detail beside the text; when given, the style defaults to `value1`.
  ///   - secondary: A second line beneath the text; when given, the style defaults to
  ///     `subtitle`.
  ///   - accessory: The trailing mark of the row.
  ///   - style: How the texts are arranged; inferred from the texts when `nil`.
  ///   - id: A stable identifier of the row.
  public init(
    text: String, detail: String? = nil, secondary: String? = nil,
    accessory: CellAccessory = .none, style: CellStyle? = nil, id: AnyHashable? = nil
  ) {
    let inferred: CellStyle =
      detail != nil ? .value1 : secondary != nil ? .subtitle : .default
    self.init(
      CellContent(
        text: text, secondaryText: secondary, detailText: detail, accessory: accessory,
        style: style ?? inferred),
      id: id)
  }

  private static func applyContent(to cell: TableCell, data: Any) throws {
    guard let content = data as? CellContent else {
      throw CellConfigurationError.dataTypeMismatch(
        expected: "CellContent", found: "\(type(of: data))")
    }
    cell.setContent(content)
  }
}
