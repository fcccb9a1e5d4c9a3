extension DisplayWidth {
  /// The width of text, scalar by scalar, giving what measuring each grapheme cluster with
  /// ``of(_:)-(Character)`` gives: the scalars that join a cluster (a wide emoji after ZWJ,
  /// a skin-tone modifier after an emoji, the second of a flag's regional indicators) add
  /// nothing, and VS16 makes a narrow emoji wide (`❤️`, `1️⃣`; after any other scalar,
  /// such as a letter or a space, it asks for nothing a terminal shows).
  static func ofScalars(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
    var sum = ScalarWidthSum()
    for scalar in scalars { sum.add(scalar) }
    return sum.total
  }

  /// The width of a text that holds a joining scalar (see ``holdsJoiningScalar(_:)``),
  /// measured in one pass over its scalars when it can be; `nil` when it cannot, and must be
  /// measured a grapheme cluster at a time.
  ///
  /// It can when it holds only scalars whose clusters ``ofScalars(_:)`` measures as
  /// `Character` does, every ZWJ standing between two pictographs and every VS16 and
  /// skin-tone modifier after one (or after another of them), so that it joins them
  /// into one grapheme cluster (UAX #29, GB11) as ``ofScalars(_:)`` assumes: an emoji ZWJ
  /// sequence such as 👨‍👩‍👧‍👦 among letters. The scalars are checked and measured in the
  /// same pass.
  static func ofJoinedScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var check = JoinerCheck()
    var sum = ScalarWidthSum()
    for scalar in UTF8Scalars.Decoded(bytes) {
      guard check.accepts(scalar.value) else { return nil }
      sum.add(scalar)
    }
    return sum.total
  }

  /// The width of scalars taken one at a time (``ofScalars(_:)``), with what the scalars
  /// before tell of the next one's.
  struct ScalarWidthSum {
    /// The width of the scalars so far.
    private(set) var total = 0
    private var previous = 0
    /// The last scalar that took room, when it took one column: the base VS16 may widen.
    private var narrowBase: Unicode.Scalar?
    private var afterJoiner = false
    private var openFlag = false

    /// Adds one more scalar.
    @inline(__always)
    mutating func add(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      // Printable ASCII, most of the scalars even in text that is not all ASCII, joins
      // nothing: one column.
      if value >= 0x20 && value < 0x7F {
        total += 1
        previous = 1
        narrowBase = scalar
        afterJoiner = false
        openFlag = false
        return
      }
      if value == 0x200D {
        afterJoiner = true
        return
      }
      if value == 0xFE0F {
        if let base = narrowBase, base.properties.isEmoji {
          total += 1
          previous = 2
        }
        narrowBase = nil
        return
      }
      if (0x1F1E6...0x1F1FF).contains(value) {
        openFlag.toggle()
        if openFlag {
          total += 2
          previous = 2
          narrowBase = nil
        }
        afterJoiner = false
        return
      }
      openFlag = false
      var width = of(scalar)
      if afterJoiner && width == 2 { width = 0 }
      if (0x1F3FB...0x1F3FF).contains(value) && previous == 2 { width = 0 }
      afterJoiner = false
      total += width
      if width > 0 {
        previous = width
        narrowBase = width == 1 ? scalar : nil
      }
    }
  }

  /// Whether the scalars so far are sure to join as ``ofScalars(_:)`` assumes (see
  /// ``ofJoinedScalars(_:)``), a scalar at a time.
  struct JoinerCheck {
    private var pictographBefore = false
    private var afterJoiner = false

    /// Takes one more scalar; `false` when the text must be measured a cluster at a time.
    @inline(__always)
    mutating func accepts(_ value: UInt32) -> Bool {
      if afterJoiner {
        guard isPictograph(value) else { return false }
        afterJoiner = false
        pictographBefore = true
        return true
      }
      switch value {
      case 0x200D:
        guard pictographBefore else { return false }
        afterJoiner = true
      case 0xFE0F, 0x1F3FB...0x1F3FF:
        guard pictographBefore else { return false }
      case 0x20..<0x7F, 0xC0...0x24F, 0xAC00...0xD7A3, 0x4E00...0x9FFF:
        // Letters, digits, precomposed Latin, Hangul syllables and CJK ideographs: each
        // scalar one cluster of its own width.
        pictographBefore = false
      default:
        guard isPictograph(value) else { return false }
        pictographBefore = true
      }
      return true
    }
  }

  /// Whether a scalar is, for certain, a pictograph that a ZWJ joins: an emoji shown as an
  /// emoji by default, in the emoji blocks of the supplementary plane (a test checks each
  /// against the standard library's grapheme breaking); others answer `false`, which only
  /// takes the slower path.
  static func isPictograph(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F300...0x1F3FA, 0x1F400...0x1F53D, 0x1F546...0x1F64F, 0x1F680...0x1F6FF,
      0x1F947...0x1F9FF:
      let offset = Int(value - 0x1F300)
      return emojiPresentation[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    default:
      return false
    }
  }

  /// Whether each scalar from U+1F300 to U+1F9FF is shown as an emoji by default, a bit
  /// each: the standard library's property, looked up once rather than for each scalar.
  private static let emojiPresentation: [UInt64] = {
    var words = [UInt64](repeating: 0, count: (0x1FA00 - 0x1F300) / 64)
    for value in UInt32(0x1F300)..<0x1FA00
    where Unicode.Scalar(value)?.properties.isEmojiPresentation == true {
      let offset = Int(value - 0x1F300)
      words[offset >> 6] |= 1 << UInt64(offset & 63)
    }
    return words
  }()
}
