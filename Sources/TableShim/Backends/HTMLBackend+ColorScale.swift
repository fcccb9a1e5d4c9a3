import Foundation

extension HTMLBackend: ColorScaleDrawing {
  /// HTML shows colour scales in every document.
  var drawsColorScales: Bool { true }

  /// The stylesheet of the colour scales on a standalone page: each built-in palette cut
  /// into 10 steps, a class each (`ts-scale-viridis-0` to
  /// `ts-scale-viridis-9`) giving a cell the step's background and a readable foreground.
  ///
  /// A page whose first section has a colour scale holds it in a second `style` element,
  /// whose hash, ``colorScaleStylesheetHash``, its Content Security Policy names; cells take
  /// their colours from classes, never from a `style` attribute, which the policy would
  /// block.
  public static let colorScaleStylesheet: String = {
    var rules: [String] = []
    for palette in ColorScale.Palette.allCases {
      for step in 0..<CellShade.steps {
        let shade = CellShade(
          palette: palette, position: Double(step) / Double(CellShade.steps - 1))
        rules.append(
          ".tableshim .ts-grid td.ts-scale-\(palette.rawValue)-\(step) { background: "
            + "\(shade.background); color: \(shade.foreground); }")
      }
    }
    return rules.joined(separator: "\n") + "\n"
  }()

  /// The `sha256-` source of ``colorScaleStylesheet`` for a Content Security Policy.
  public static let colorScaleStylesheetHash = "sha256-" + SHA256(colorScaleStylesheet).base64

  /// The page's Content Security Policy, naming the colour scales' stylesheet too when the
  /// page has it.
  func policy(colorScales: Bool) -> String {
    guard colorScales else { return contentSecurityPolicy }
    let plain = "style-src '\(Self.stylesheetHash)'"
    let both = "style-src '\(Self.stylesheetHash)' '\(Self.colorScaleStylesheetHash)'"
    var policy = contentSecurityPolicy
    if let range = policy.range(of: plain) { policy.replaceSubrange(range, with: both) }
    return policy
  }

  /// Writes the colour scales' `style` element, in a page's head.
  static func writeColorScaleStyle(into sink: inout ByteSink) {
    sink.write("<style>")
    sink.write(colorScaleStylesheet)
    sink.write("</style>\n")
  }

  /// Writes the start tag of a cell a colour scale shades: on a page, a class of its step
  /// (with its alignment's class); in a fragment, a `style` attribute with its exact
  /// background and foreground (and its alignment), as a fragment aligns its cells.
  static func writeShadedCellStart(
    _ shade: CellShade, aligned: ColumnAlignment, number: String?, _ markup: GridMarkup,
    into sink: inout ByteSink
  ) {
    var value: String
    if markup.isOnPage {
      value = aligned == .left ? "" : "ts-align-\(aligned.rawValue) "
      value += "ts-scale-\(shade.palette.rawValue)-\(shade.step)"
      sink.write("<td")
      writeAttribute("class", value, into: &sink)
    } else {
      value = aligned == .left ? "" : "text-align: \(aligned.rawValue); "
      value += "background-color: \(shade.background); color: \(shade.foreground)"
      sink.write("<td")
      writeAttribute("style", value, into: &sink)
    }
    if let number { writeAttribute("data-ts-number", number, into: &sink) }
    sink.write(">")
  }
}
