/// What a row is keyed by and what it shows, worked out once per row for a difference.
///
/// A row with an ``CellModel/id`` is keyed by it. A row without one is keyed by its content:
/// the ``CellContent`` it shows when it is shown as it is (every text, its columns, style,
/// accessory and state); else its identifier and ``CellModel/customData`` when the data is
/// `Hashable`; else its identifier and the content a plain ``TableCell`` shows after the
/// row's apply closure configures it. A row whose apply closure throws on a plain cell has no
/// key and is never paired.
struct RowFace {
  /// How the row is told apart from the others of its table.
  enum Key: Hashable {
    /// An id that is a `String`, kept unboxed so that hashing and comparing it skip
    /// `AnyHashable`'s dynamic dispatch: ids are most often strings.
    case stringID(String)
    /// An id that is an `Int`, unboxed for the same reason.
    case intID(Int)
    case id(AnyHashable)
    case content(CellContent)
    case data(identifier: String, data: AnyHashable)
    case configured(identifier: String, content: CellContent)
  }

  /// The row's key, or `nil` when the row cannot be keyed.
  let key: Key?
  /// The texts the row shows, or `nil` when configuring a plain cell failed.
  let shown: CellContent?
  /// The row's data when it is `Hashable` and the row is not shown as it is.
  let data: AnyHashable?
  /// The reuse identifier.
  let identifier: String

  init(_ row: CellModel) {
    identifier = row.identifier
    if let content = row.contentShownAsIs {
      shown = content
      data = nil
    } else {
      data = row.customData as? AnyHashable
      shown = Self.configure(row)
    }
    if let id = row.id {
      key = Self.key(ofID: id)
    } else if let content = row.contentShownAsIs {
      key = .content(content)
    } else if let data {
      key = .data(identifier: identifier, data: data)
    } else if let shown {
      key = .configured(identifier: identifier, content: shown)
    } else {
      key = nil
    }
  }

  /// The key of a row alone, without working out what it shows when its id or its content
  /// shown as it is keys it: what pairing needs of every row.
  static func key(of row: CellModel) -> Key? {
    if let id = row.id { return key(ofID: id) }
    if let content = row.contentShownAsIs { return .content(content) }
    return RowFace(row).key
  }

  /// The key of an id: a `String` and an `Int` unboxed, any other value as it is.
  static func key(ofID id: AnyHashable) -> Key {
    if let string = id.base as? String { return .stringID(string) }
    if let int = id.base as? Int { return .intID(int) }
    return .id(id)
  }

  /// The content a plain cell shows once the row's apply closure has configured it.
  private static func configure(_ row: CellModel) -> CellContent? {
    let cell = TableCell(reuseIdentifier: row.identifier)
    do {
      try row.apply(cell, row.customData)
    } catch {
      return nil
    }
    return cell.makeContent()
  }

  /// The parts that differ between two rows; empty when they show the same.
  static func changes(from old: CellModel, to new: CellModel) -> [RowDifference.Part] {
    if let before = old.contentShownAsIs, let after = new.contentShownAsIs,
      old.identifier == new.identifier, before == after
    {
      return []
    }
    return RowFace(old).changes(to: RowFace(new))
  }

  /// The parts that differ between this row (the old one) and `other` (the new one); empty
  /// when they show the same.
  func changes(to other: RowFace) -> [RowDifference.Part] {
    var parts: [RowDifference.Part] = []
    if identifier != other.identifier { parts.append(.identifier) }
    if let data, let otherData = other.data, data != otherData { parts.append(.data) }
    guard let old = shown, let new = other.shown else { return parts }
    if old == new { return parts }
    let oldColumns = old.columns
    let newColumns = new.columns
    for index in 0..<max(oldColumns.count, newColumns.count) {
      let before = index < oldColumns.count ? oldColumns[index] : ""
      let after = index < newColumns.count ? newColumns[index] : ""
      if before != after { parts.append(.column(index)) }
    }
    if old.text != new.text { parts.append(.text) }
    if old.secondaryText != new.secondaryText { parts.append(.secondaryText) }
    if old.detailText != new.detailText { parts.append(.detailText) }
    if old.image != new.image { parts.append(.image) }
    if old.link != new.link { parts.append(.link) }
    if old.accessory != new.accessory { parts.append(.accessory) }
    if old.state != new.state { parts.append(.state) }
    if old.style != new.style { parts.append(.style) }
    return parts
  }
}
