import Foundation

/// A colour scale for a column of numbers, like gt's `data_color`: each cell's background
/// is the palette's colour at the cell's place in a range, with black or white text, which
/// ever reads better on it.
///
/// The range is fixed, or, when `nil`, the smallest and largest number of the column in the
/// section. Cells that are not numbers are left as they are.
///
/// ```swift
/// let columns: [Column] = ["Name", Column("Goals", colorScale: ColorScale(.viridis))]
/// ColorScale(.blues, range: 0...100).color(for: 50)  // #6baed6
/// try ColorScale(spec: "red-green:-1:1")  // red at -1, yellow at 0, green at 1
/// ```
///
/// Text output with colour on paints each cell's background (24-bit SGR); HTML gives each
/// cell a background and a readable foreground; the other formats show the cells as they
/// are. See `Docs/ColorScales.md`.
public struct ColorScale: Hashable, Sendable, CustomStringConvertible {
  /// The colours the scale runs through.
  public var palette: Palette
  /// The values at the palette's two ends; `nil` for the section's smallest and largest.
  public var range: ClosedRange<Double>?

  /// Creates a colour scale.
  ///
  /// - Parameters:
  ///   - palette: The colours the scale runs through.
  ///   - range: The values at the palette's two ends (values outside are drawn at the ends);
  ///     `nil` for the section's smallest and largest number of the column.
  public init(_ palette: Palette = .viridis, range: ClosedRange<Double>? = nil) {
    self.palette = palette
    self.range = range
  }

  /// The scale as its spec, which ``init(spec:)`` reads back: `viridis`, `blues:0:100`.
  public var description: String { spec }

  /// The colour of a value within the scale's range, or within `range` when the scale has
  /// none.
  ///
  /// ```swift
  /// ColorScale(.reds, range: 0...1).color(for: 1)  // #67000d
  /// ```
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - range: The range used when the scale has none of its own.
  /// - Returns: The palette's colour at the value's place; the middle colour when the range
  ///   is a single value.
  public func color(for value: Double, in range: ClosedRange<Double> = 0...1) -> Color {
    palette.color(at: position(of: value, in: self.range ?? range))
  }

  /// Where a value stands in a range, from 0 to 1; 0.5 for a range of one value.
  func position(of value: Double, in range: ClosedRange<Double>) -> Double {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite, value.isFinite else { return 0.5 }
    return min(max((value - range.lowerBound) / span, 0), 1)
  }
}

extension ColorScale {
  /// The built-in palettes: the sequential ColorBrewer scales, matplotlib's viridis, and a
  /// diverging red–yellow–green.
  public enum Palette: String, Hashable, Sendable, CaseIterable {
    /// Dark purple through blue and green to yellow; readable in grey and for most colour
    /// blindness.
    case viridis
    /// White to dark blue.
    case blues
    /// White to dark green.
    case greens
    /// White to dark red.
    case reds
    /// Red through pale yellow to green (ColorBrewer RdYlGn): low values red, high green.
    case redGreen = "red-green"

    /// The palette's colours, evenly spaced, lowest first.
    var stops: [Color] { Self.allStops[self] ?? [] }

    /// Every palette's colours, made once.
    private static let allStops = Dictionary(
      uniqueKeysWithValues: allCases.map { ($0, $0.madeStops) })

    /// The palette's colours, made from their hex codes.
    private var madeStops: [Color] {
      switch self {
      case .viridis:
        [
          0x44_0154, 0x47_2D7B, 0x3B_528B, 0x2C_728E, 0x21_918C, 0x28_AE80, 0x5E_C962, 0xAD_DC30,
          0xFD_E725,
        ]
        .map(Color.init(rgb:))
      case .blues:
        [
          0xF7_FBFF, 0xDE_EBF7, 0xC6_DBEF, 0x9E_CAE1, 0x6B_AED6, 0x42_92C6, 0x21_71B5, 0x08_519C,
          0x08_306B,
        ]
        .map(Color.init(rgb:))
      case .greens:
        [
          0xF7_FCF5, 0xE5_F5E0, 0xC7_E9C0, 0xA1_D99B, 0x74_C476, 0x41_AB5D, 0x23_8B45, 0x00_6D2C,
          0x00_441B,
        ]
        .map(Color.init(rgb:))
      case .reds:
        [
          0xFF_F5F0, 0xFE_E0D2, 0xFC_BBA1, 0xFC_9272, 0xFB_6A4A, 0xEF_3B2C, 0xCB_181D, 0xA5_0F15,
          0x67_000D,
        ]
        .map(Color.init(rgb:))
      case .redGreen:
        [
          0xD7_3027, 0xF4_6D43, 0xFD_AE61, 0xFE_E08B, 0xFF_FFBF, 0xD9_EF8B, 0xA6_D96A, 0x66_BD63,
          0x1A_9850,
        ]
        .map(Color.init(rgb:))
      }
    }

    /// The colour at a place from 0 to 1, interpolated linearly between the two nearest
    /// stops in sRGB.
    func color(at position: Double) -> Color {
      let stops = self.stops
      let scaled = min(max(position, 0), 1) * Double(stops.count - 1)
      let lower = Int(scaled.rounded(.down))
      guard lower < stops.count - 1 else { return stops[stops.count - 1] }
      return stops[lower].mixed(with: stops[lower + 1], by: scaled - Double(lower))
    }
  }

  /// A colour in sRGB, eight bits a channel.
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8

    /// Creates a colour from its channels.
    ///
    /// - Parameters:
    ///   - red: The red channel.
    ///   - green: The green channel.
    ///   - blue: The blue channel.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// A colour from a `0xRRGGBB` number.
    init(rgb: Int) {
      self.init(
        red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
        blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// The colour as CSS writes it: `#21918c`.
    public var description: String {
      let digits = Array("0123456789abcdef".utf8)
      var text: [UInt8] = [UInt8(ascii: "#")]
      for channel in [red, green, blue] {
        text.append(digits[Int(channel >> 4)])
        text.append(digits[Int(channel & 15)])
      }
      return String(decoding: text, as: UTF8.self)
    }

    /// The colour's relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white).
    public var relativeLuminance: Double {
      func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Black or white, whichever has the higher WCAG contrast ratio on this colour as a
    /// background.
    ///
    /// ```swift
    /// ColorScale.Color(red: 0x44, green: 0x01, blue: 0x54).readableForeground  // white
    /// ```
    public var readableForeground: Color {
      let luminance = relativeLuminance
      let onBlack = (luminance + 0.05) / 0.05
      let onWhite = 1.05 / (luminance + 0.05)
      return onBlack >= onWhite ? .black : .white
    }

    /// The colour a fraction of the way to another.
    func mixed(with other: Color, by fraction: Double) -> Color {
      func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
        UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
      }
      return Color(
        red: channel(red, other.red), green: channel(green, other.green),
        blue: channel(blue, other.blue))
    }
  }
}
