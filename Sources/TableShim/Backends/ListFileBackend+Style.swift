extension ListFileBackend {
  /// Decides a section's `@style` line from its rows, which must come before the first row.
  ///
  /// Without `@style`, the decoder gives each row the style its cells imply (`value1` for two
  /// cells or more, else `default`); with it, every row has that style. A first row whose
  /// style is the implied one fits both, and in a section without columns (whose rows may
  /// have different numbers of cells) the next rows tell which: they are held, as lines,
  /// until one does, a thousand at most (then no `@style` is written). In a section with
  /// columns every row has as many cells, so both readings agree and nothing waits.
  struct StyleChoice {
    private enum State {
      case noRow
      /// The first row's style, which fits both readings; rows are held.
      case pending(CellStyle)
      case implied
      case explicit(CellStyle)
    }

    /// What to do with a row.
    enum Decision {
      /// Hold its line in ``held``.
      case hold
      /// Write `@style` with this style, if any, then the held lines, then the row.
      case decide(CellStyle?)
      /// Write the row.
      case write
      /// The row cannot be written: the section's style is this one.
      case conflict(CellStyle)
    }

    /// The most rows held while the style is not known.
    static let heldRowLimit = 1_000

    private var state = State.noRow
    /// The lines of the rows held.
    var held = ByteSink(capacity: 1 << 12)
    private var heldRows = 0

    /// Takes a row's style and the style its cells imply.
    mutating func take(_ style: CellStyle, implied: CellStyle, hasColumns: Bool) -> Decision {
      switch state {
      case .noRow:
        if style != implied {
          state = .explicit(style)
          return .decide(style)
        }
        if hasColumns {
          state = .implied
          return .decide(nil)
        }
        state = .pending(style)
        heldRows = 1
        return .hold
      case .pending(let first):
        if style == implied, style == first {
          heldRows += 1
          guard heldRows > Self.heldRowLimit else { return .hold }
          state = .implied
          return .decide(nil)
        }
        if style == implied {
          state = .implied
          return .decide(nil)
        }
        guard style == first else { return .conflict(first) }
        state = .explicit(first)
        return .decide(first)
      case .implied:
        return style == implied ? .write : .conflict(implied)
      case .explicit(let sectionStyle):
        return style == sectionStyle ? .write : .conflict(sectionStyle)
      }
    }

    /// Whether the section's style is known, so that a line written now comes after its
    /// `@style` line; a label row's line waits in ``held`` until it is.
    var isDecided: Bool {
      switch state {
      case .noRow, .pending: false
      case .implied, .explicit: true
      }
    }

    /// Writes the held lines and lets them go.
    mutating func writeHeld(into sink: inout ByteSink) {
      guard heldRows > 0 || held.count > 0 else { return }
      held.withBytes { sink.append($0) }
      held = ByteSink(capacity: 1 << 12)
      heldRows = 0
    }
  }
}
