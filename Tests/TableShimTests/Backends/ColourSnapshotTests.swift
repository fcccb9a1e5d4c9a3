import TableShimTesting
import Testing

@testable import TableShim

/// Issue 22's proof: snapshots with colour on, for every built-in grid style and every
/// overflow mode, with row states, zebra rows and a colour scale; each strips to the output
/// without colour.
@Suite struct ColourSnapshotTests {
  static func model(_ overflow: ColumnOverflow) -> TableViewModel {
    TableViewModel(title: "Scorers") {
      Section(
        "Forwards",
        columns: [
          Column("Name", maxWidth: 9, overflow: overflow),
          Column("Goals", colorScale: ColorScale(.viridis)),
          Column("Note", verticalAlignment: .middle),
        ]
      ) {
        Row(CellContent(text: "Son", columns: ["Son Heung-min 손흥민", "51", "one\ntwo"]))
        Row(CellContent(text: "Messi", columns: ["Messi", "112", "x"], state: .highlighted))
        Row(CellContent(text: "Kane", columns: ["Kane", "66", "y"], state: .disabled))
      }
    }
  }

  @Test(arguments: GridStyle.builtIn.map(\.name))
  func everyStyleAndOverflowModeInColour(styleName: String) throws {
    let style = try #require(GridStyle.builtIn.first { $0.name == styleName })
    var colors = TerminalStyle.standard
    colors.zebra = .background(.brightBlack)
    var snapshot = ""
    for overflow in ColumnOverflow.allCases {
      let model = Self.model(overflow)
      let colored = try TableShim().render(
        model, as: .text(PlainTextBackend(gridStyle: style, width: 40, colors: colors)))
      let plain = try TableShim().render(
        model, as: .text(PlainTextBackend(gridStyle: style, width: 40)))
      #expect(colored.replacing(#/\u{1B}\[[0-9;]*m/#, with: "") == plain, "\(overflow)")
      snapshot += "overflow: \(overflow)\n" + colored
    }
    assertSnapshot(of: snapshot, as: .lines("txt"), named: styleName)
  }
}
