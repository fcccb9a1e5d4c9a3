import TableShim
import Testing

@testable import TableShimInput

/// The roles and texts of the first section's rows.
private func rows(_ text: String, _ format: InputFormat) throws -> [(RowRole, String)] {
  let model = try TableInput.model(from: .text(text, name: "t"), format: format)
  return model.sections[0].cells.map {
    let content = $0.contentShownAsIs ?? CellContent()
    return (
      content.role, content.role == .label ? content.text : content.columns.joined(separator: ",")
    )
  }
}

private func failure(_ text: String, _ format: InputFormat) -> String {
  do {
    _ = try TableInput.model(from: .text(text, name: "t"), format: format)
    return "no error"
  } catch {
    return "\(error)"
  }
}

@Test func listFileLabelLinesAreLabelRows() throws {
  let read = try rows("@columns A | B\n@label Europe | x\n- 1 | 2\n", .list)
  #expect(read.map(\.0) == [.label, .data])
  #expect(read.map(\.1) == ["Europe | x", "1,2"])
}

@Test func jsonLabelObjectsAreLabelRows() throws {
  let json =
    #"{"sections": [{"columns": ["A", "B"], "rows": [{"label": "Asia", "id": "a"}, ["1", "2"]]}]}"#
  let read = try rows(json, .json)
  #expect(read.map(\.0) == [.label, .data])
  #expect(read.map(\.1) == ["Asia", "1,2"])
}

@Test func labelErrorsArePositioned() {
  #expect(failure("- a\n@label\n", .list).hasPrefix("t:2:1:"))
  let json = #"{"sections": [{"rows": [{"label": "x", "cells": ["y"]}]}]}"#
  let message = failure(json, .json)
  #expect(message.hasPrefix("t:1:"))
  #expect(message.contains("cells"))
}
