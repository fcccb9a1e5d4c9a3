import TableShim

extension CellContent {
  /// The content of a decoded row, shown by the built-in cell type of its style.
  ///
  /// The cells fill the columns in order, and the first is the row's text. The second is the
  /// detail (styles `value1` and `value2`) or the secondary text (`subtitle`), unless it is
  /// empty. Without a style, a row of two or more cells uses `value1`, and a row of one
  /// `default`.
  ///
  /// - Parameters:
  ///   - cells: The row's cells, already padded to the section's columns.
  ///   - style: The section's style, or `nil` to infer it from the cells.
  ///   - accessory: The row's check box, if it has one.
  /// - Returns: The content, whose style is the built-in cell type that shows it.
  static func row(
    _ cells: [String], style: CellStyle? = nil, accessory: CellAccessory = .none
  ) -> CellContent {
    let style = style ?? (cells.count > 1 ? .value1 : .default)
    let second = cells.count > 1 && !cells[1].isEmpty ? cells[1] : nil
    return CellContent(
      text: cells.first ?? "",
      secondaryText: style == .subtitle ? second : nil,
      detailText: style == .value1 || style == .value2 ? second : nil,
      accessory: accessory, columns: cells, style: style)
  }
}
