extension Column {
  /// Whether the column has a width option other than its default: a minimum or maximum
  /// width, a ratio, an overflow other than `fold`, a vertical alignment other than `top`,
  /// or an alignment.
  var hasWidthOptions: Bool {
    minWidth != nil || maxWidth != nil || ratio != nil || overflow != .fold
      || verticalAlignment != .top || alignment != nil
  }

  /// The column's width options as the list file's `@column` and the command line's
  /// `--column` write them: `min:4,max:20,overflow:ellipsis`.
  var widthOptionsText: String {
    var options: [String] = []
    if let minWidth { options.append("min:\(minWidth)") }
    if let maxWidth { options.append("max:\(maxWidth)") }
    if let ratio { options.append("ratio:\(ratio)") }
    if overflow != .fold { options.append("overflow:\(overflow.rawValue)") }
    if verticalAlignment != .top { options.append("valign:\(verticalAlignment.rawValue)") }
    if let alignment { options.append("align:\(alignment.rawValue)") }
    return options.joined(separator: ",")
  }
}

extension JSONBackend {
  /// Writes a column object's width options, the keys the JSON input reads back:
  /// `minWidth`, `maxWidth`, `ratio`, `overflow`, `verticalAlignment` and `alignment`, each
  /// only when it is not the default.
  static func writeWidthOptions(of column: Column, into sink: inout ByteSink) {
    if let minWidth = column.minWidth { sink.write(", \"minWidth\": \(minWidth)") }
    if let maxWidth = column.maxWidth { sink.write(", \"maxWidth\": \(maxWidth)") }
    if let ratio = column.ratio { sink.write(", \"ratio\": \(ratio)") }
    if column.overflow != .fold { sink.write(", \"overflow\": \"\(column.overflow.rawValue)\"") }
    if column.verticalAlignment != .top {
      sink.write(", \"verticalAlignment\": \"\(column.verticalAlignment.rawValue)\"")
    }
    if let alignment = column.alignment {
      sink.write(", \"alignment\": \"\(alignment.rawValue)\"")
    }
  }
}
