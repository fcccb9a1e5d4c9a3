/// The colours and text attributes that plain-text output uses on a terminal.
///
/// Give one to ``PlainTextBackend/colors`` to turn colour on; each part of a table has a
/// ``Look``, a set of SGR attributes (bold, dim, a foreground colour, ...) written as an
/// escape sequence before the part and reset after it:
///
/// ```swift
/// var colors = TerminalStyle.standard
/// colors.columnTitle = .bold + .foreground(.cyan)
/// colors.zebra = .background(.brightBlack)
/// let text = try TableShim().render(model, as: .text(PlainTextBackend(colors: colors)))
/// ```
///
/// The escape sequences are written by the backend only: a model's text can never carry one
/// (an ESC in the data is shown as `␛`), and they never count toward a text's display
/// width, so grids line up the same with colour and without.
public struct TerminalStyle: Sendable, Hashable {
  /// The table's title.
  public var title: Look
  /// Section headers.
  public var sectionHeader: Look
  /// A grid's column titles.
  public var columnTitle: Look
  /// Section footers.
  public var footer: Look
  /// The search's match count under a section, and the empty-state message.
  public var note: Look
  /// Rows whose state is ``CellState/selected``.
  public var selected: Look
  /// Rows whose state is ``CellState/highlighted``.
  public var highlighted: Look
  /// Rows whose state is ``CellState/disabled``.
  public var disabled: Look
  /// What a search matched, shown in this look instead of between `«` and `»`.
  public var match: Look
  /// Every other row of a section (the second, the fourth, ...), or `nil` for none.
  public var zebra: Look?

  /// Creates a style; every part not given is ``Look/plain``.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - sectionHeader: Section headers.
  ///   - columnTitle: A grid's column titles.
  ///   - footer: Section footers.
  ///   - note: Match counts and the empty-state message.
  ///   - selected: Selected rows.
  ///   - highlighted: Highlighted rows.
  ///   - disabled: Disabled rows.
  ///   - match: Search matches.
  ///   - zebra: Every other row, or `nil`.
  public init(
    title: Look = .plain, sectionHeader: Look = .plain, columnTitle: Look = .plain,
    footer: Look = .plain, note: Look = .plain, selected: Look = .plain,
    highlighted: Look = .plain, disabled: Look = .plain, match: Look = .plain, zebra: Look? = nil
  ) {
    self.title = title
    self.sectionHeader = sectionHeader
    self.columnTitle = columnTitle
    self.footer = footer
    self.note = note
    self.selected = selected
    self.highlighted = highlighted
    self.disabled = disabled
    self.match = match
    self.zebra = zebra
  }

  /// Bold titles, headers and column titles; dim footers and notes; selected rows in
  /// reverse video, highlighted rows yellow, disabled rows dim; matches black on yellow; no
  /// zebra rows.
  public static let standard = TerminalStyle(
    title: .bold + .underline, sectionHeader: .bold, columnTitle: .bold, footer: .dim,
    note: .dim + .italic, selected: .reverse, highlighted: .foreground(.yellow), disabled: .dim,
    match: .foreground(.black) + .background(.yellow))

  /// The look of a row in a given state, at a given position in its section.
  func look(of state: CellState, row: Int) -> Look {
    let shaded = row % 2 == 1 ? zebra ?? .plain : .plain
    switch state {
    case .normal: return shaded
    case .selected: return shaded + selected
    case .highlighted: return shaded + highlighted
    case .disabled: return shaded + disabled
    }
  }
}

extension TerminalStyle {
  /// A set of SGR (Select Graphic Rendition) attributes, combined with `+`.
  ///
  /// A look is what one escape sequence `ESC [ … m` turns on.
  public struct Look: Sendable, Hashable {
    /// The SGR parameters, in order.
    public private(set) var parameters: [UInt8]

    /// A look of raw SGR parameters, for what the named looks do not cover: `Look([38, 5,
    /// 208])` is the 256-colour palette's orange.
    ///
    /// - Parameter parameters: The SGR parameters.
    public init(_ parameters: [UInt8]) {
      self.parameters = parameters
    }

    /// No attribute: nothing is written.
    public static let plain = Look([])
    /// Bold, or bright.
    public static let bold = Look([1])
    /// Dim, or faint.
    public static let dim = Look([2])
    /// Italic.
    public static let italic = Look([3])
    /// Underlined.
    public static let underline = Look([4])
    /// Foreground and background swapped.
    public static let reverse = Look([7])
    /// Struck through.
    public static let strikethrough = Look([9])

    /// Text in a colour.
    public static func foreground(_ color: Color) -> Look {
      Look([color.rawValue < 8 ? 30 + color.rawValue : 82 + color.rawValue])
    }

    /// A background in a colour.
    public static func background(_ color: Color) -> Look {
      Look([color.rawValue < 8 ? 40 + color.rawValue : 92 + color.rawValue])
    }

    /// Both looks, the right one's attributes winning where they clash.
    public static func + (left: Look, right: Look) -> Look {
      Look(left.parameters + right.parameters)
    }

    /// Whether the look writes nothing.
    var isPlain: Bool { parameters.isEmpty }
  }

  /// The sixteen colours every colour terminal has; each terminal's theme decides the exact
  /// shade, so they suit light and dark backgrounds alike.
  public enum Color: UInt8, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta
    case brightCyan, brightWhite
  }
}
