extension JSONBackend {
  /// Writes a label row as its row object, `{"label": "Europe"}`, with its `id` if it has one.
  ///
  /// - Parameters:
  ///   - row: The label row; its text is the label.
  ///   - sink: Where the output goes.
  static func writeLabelRow(_ row: CellContent, into sink: inout ByteSink) {
    row.withTextBytes { texts in
      sink.write("{\"label\": ")
      sink.writeJSONString(bytes: texts.text)
      if let id = texts[.id] {
        sink.write(", \"id\": ")
        sink.writeJSONString(bytes: id)
      }
      sink.write(byte: UInt8(ascii: "}"))
    }
  }
}
