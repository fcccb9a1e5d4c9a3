import TableShimTesting
import Testing

@testable import TableShim

@Suite struct ColorScaleTests {
  typealias Color = ColorScale.Color

  @Test func thePaletteEndsAreItsFirstAndLastColours() {
    let scale = ColorScale(.viridis, range: 0...10)
    #expect(scale.color(for: 0).description == "#440154")
    #expect(scale.color(for: 10).description == "#fde725")
    #expect(ColorScale(.blues, range: 0...8).color(for: 4).description == "#6baed6")
  }

  @Test func valuesBetweenStopsMixLinearlyAndOutsideValuesClamp() {
    // Halfway between the first two stops of blues, #f7fbff and #deebf7.
    let scale = ColorScale(.blues, range: 0...8)
    #expect(scale.color(for: 0.5) == Color(red: 0xEB, green: 0xF3, blue: 0xFB))
    #expect(scale.color(for: -100) == scale.color(for: 0))
    #expect(scale.color(for: 1e9) == scale.color(for: 8))
  }

  @Test func aRangeOfOneValueGivesTheMiddleColour() {
    let scale = ColorScale(.redGreen)
    #expect(scale.color(for: 3, in: 3...3).description == "#ffffbf")
  }

  @Test func theForegroundIsWhicheverOfBlackAndWhiteContrastsMore() {
    #expect(Color(red: 0x44, green: 0x01, blue: 0x54).readableForeground == .white)
    #expect(Color(red: 0xFD, green: 0xE7, blue: 0x25).readableForeground == .black)
    #expect(Color.black.readableForeground == .white)
    #expect(Color.white.readableForeground == .black)
    // WCAG: mid grey #777777 (L ≈ 0.184) reads better with black (4.69:1 against 4.48:1).
    #expect(Color(red: 0x77, green: 0x77, blue: 0x77).readableForeground == .black)
    #expect(Color(red: 0x75, green: 0x75, blue: 0x75).readableForeground == .white)
    #expect(abs(Color.white.relativeLuminance - 1) < 1e-9)
  }

  @Test func specsReadAndRoundTrip() throws {
    #expect(try ColorScale(spec: "viridis") == ColorScale(.viridis))
    #expect(try ColorScale(spec: "Blues:0:100") == ColorScale(.blues, range: 0...100))
    #expect(try ColorScale(spec: "red-green:-1.5:2e3").range == -1.5...2000)
    for scale in [ColorScale(.reds), ColorScale(.greens, range: -1...0.25)] {
      #expect(try ColorScale(spec: scale.spec) == scale)
    }
    #expect(ColorScale(.redGreen, range: 0...1).spec == "red-green:0:1")
  }

  @Test(arguments: [
    ("virdis", 0, "a palette of viridis, blues, greens, reds, red-green"),
    ("blues:1", 7, "':MAX' after the minimum"),
    ("blues:x:1", 6, "a number (plain decimal text such as -1.5 or 100)"),
    ("blues:1:inf", 8, "a number (plain decimal text such as -1.5 or 100)"),
    ("blues:3:3", 8, "a maximum above the minimum 3"),
    ("blues:1:2:3", 9, "the end after 'PALETTE:MIN:MAX'"),
  ])
  func badSpecsSayWhereAndWhat(spec: String, offset: Int, expected: String) {
    #expect(
      throws: ColorScale.SpecError(
        subject: "colour scale", spec: spec, offset: offset, expected: expected)
    ) {
      try ColorScale(spec: spec)
    }
  }
}

@Suite struct ColorScaleRenderingTests {
  static var model: TableViewModel {
    TableViewModel(title: "Goals") {
      Section(columns: [
        "Name", Column("Goals", colorScale: ColorScale(.viridis)),
        Column("Share", colorScale: ColorScale(.redGreen, range: 0...1)),
      ]) {
        Row(CellContent(text: "Messi", columns: ["Messi", "112", "0.9"]))
        Row(CellContent(text: "Son", columns: ["Son", "51", "x"]))
        Row(CellContent(text: "Kane", columns: ["Kane", "66", "0.25"], state: .highlighted))
      }
    }
  }

  @Test func textWithColourPaintsEachScaledCellAndStripsToTheOutputWithout() throws {
    for style in [GridStyle.simple, .rounded, .ascii] {
      let colored = try TableShim().render(
        Self.model, as: .text(PlainTextBackend(gridStyle: style, colors: .standard)))
      let plain = try TableShim().render(Self.model, as: .text(PlainTextBackend(gridStyle: style)))
      #expect(colored.replacing(#/\u{1B}\[[0-9;]*m/#, with: "") == plain)
      assertSnapshot(of: colored, as: .lines("txt"), named: "scale-\(style.name)")
    }
    let colored = try TableShim().render(Self.model, as: .text(PlainTextBackend(colors: .standard)))
    // Messi's 112 is the section's largest: viridis's yellow, with black text.
    #expect(colored.contains("\u{1B}[48;2;253;231;37;38;2;0;0;0m  112"))
    // Son's 51 is the smallest: viridis's purple, with white text.
    #expect(colored.contains("\u{1B}[48;2;68;1;84;38;2;255;255;255m   51"))
    // A cell that is not a number is not painted.
    #expect(colored.contains("51\u{1B}[0m  x    \n"))
  }

  @Test func withoutColourNothingChanges() throws {
    var unscaled = Self.model
    unscaled.sections[0].columns = ["Name", "Goals", "Share"]
    for (format, isHTML) in [(OutputFormat.text, false), (.markdown, false), (.html, true)] {
      let scaled = try TableShim().render(Self.model, as: format)
      let plain = try TableShim().render(unscaled, as: format)
      if isHTML {
        #expect(scaled != plain)
      } else {
        #expect(scaled == plain)
      }
    }
  }

  @Test func aSectionReadTwiceShadesAsOneHeld() throws {
    let backend = PlainTextBackend(colors: .standard)
    let held = try TableShim().render(Self.model, as: .text(backend))
    var streamed = ""
    try TableShim().render(
      replaying: { Self.model.events }, as: .text(backend),
      writingTo: { streamed += String(decoding: $0, as: UTF8.self) })
    #expect(streamed == held)
  }

  @Test func aFragmentColoursCellsInlineAndAPageByClassesItsPolicyAllows() throws {
    let fragment = try TableShim().render(Self.model, as: .html)
    #expect(
      fragment.contains(
        "<td style=\"text-align: right; background-color: #fde725; color: #000000\">112</td>"))
    let page = try TableShim().render(Self.model, as: .html(HTMLBackend(document: .standalone)))
    #expect(page.contains("<td class=\"ts-scale-viridis-9\">112</td>"))
    #expect(page.contains("<td class=\"ts-scale-viridis-0\">51</td>"))
    #expect(page.contains("<td class=\"ts-scale-red-green-8\">0.9</td>"))
    #expect(!page.contains(" style="))
    #expect(page.contains("<style>\(HTMLBackend.colorScaleStylesheet)</style>"))
    #expect(page.contains("&#39;\(HTMLBackend.colorScaleStylesheetHash)&#39;"))
    var unscaled = Self.model
    unscaled.sections[0].columns = ["Name", "Goals", "Share"]
    let plainPage = try TableShim().render(unscaled, as: .html(HTMLBackend(document: .standalone)))
    #expect(!plainPage.contains("ts-scale"))
    #expect(!plainPage.contains(HTMLBackend.colorScaleStylesheetHash))
  }

  @Test func theListAndJSONOutputsWriteTheScalesBack() throws {
    // A list file holds no row state: the highlighted row stays out.
    var model = Self.model
    model.sections[0].cells.removeLast()
    let list = try TableShim().render(model, as: .list)
    #expect(list.contains("@color-scale Goals = viridis\n@color-scale Share = red-green:0:1\n"))
    let json = try TableShim().render(model, as: .json)
    #expect(json.contains("{\"title\": \"Share\", \"colorScale\": \"red-green:0:1\"}"))
  }
}
