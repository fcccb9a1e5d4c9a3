/// The output formats whose output the fuzz targets check, by their names in
/// `OutputFormat.catalog`.
enum FuzzOutputKind: String, CaseIterable {
  case text
  case markdown
  case html
  case latex
  case rst
  case asciidoc
  case org
  case mediawiki
  case jira
  case json
  /// The data formats that keep the model's text exactly, control characters included.
  case csv, tsv, list
  /// A format added to the catalog since: only the checks that hold for every format.
  case other

  init(formatName: String) {
    self = Self(rawValue: formatName) ?? .other
  }
}

/// The invariants every output of TableShim keeps, whatever the data.
///
/// - It is valid UTF-8.
/// - It holds no raw control character: no C0 byte but TAB and LF (and no TAB at all in text
///   output), no CR, no DEL, no C1 (`C2 80` to `C2 9F`); but for CSV, TSV and the list file,
///   data formats that keep every text exactly (JSON escapes its controls, and is checked).
/// - Markdown, HTML, AsciiDoc, MediaWiki and Jira hold no numeric character reference to such
///   a control (`&#13;`, `&#x1b;`, `&#133;`; `&#9;` and `&#10;` are fine), and LaTeX no `^^`
///   notation for one (`^^M`, `^^1b`; `^^09` is fine).
/// - HTML is well formed, as ``HTMLStructure`` checks, when the render finished.
/// - Every row of a Markdown table has as many cells as its header: a line that starts with
///   `|` is a table line (text escapes its pipes), and the unescaped pipes of the lines of
///   one table are as many as each other.
enum OutputInvariants {
  /// The invariants an output breaks.
  ///
  /// - Parameters:
  ///   - output: The output's bytes.
  ///   - kind: The format it is in.
  ///   - isComplete: Whether the render finished; a render that threw leaves a partial
  ///     document, whose HTML elements are not all closed.
  /// - Returns: The broken invariants, the first of each rule.
  static func violations(
    in output: [UInt8], of kind: FuzzOutputKind, isComplete: Bool = true
  ) -> [FuzzViolation] {
    var found: [FuzzViolation] = []
    if String(validating: output, as: UTF8.self) == nil {
      found.append(FuzzViolation(rule: .utf8, message: "\(kind) output is not UTF-8"))
    }
    if ![.csv, .tsv, .list].contains(kind),
      let offset = firstRawControl(in: output, allowingTab: kind != .text)
    {
      found.append(
        FuzzViolation(
          rule: .rawControl,
          message: "\(kind) output has a raw control at byte \(offset): "
            + excerpt(of: output, at: offset)))
    }
    let reference: Int? =
      switch kind {
      case .markdown, .html, .asciidoc, .mediawiki, .jira:
        firstControlReference(in: output, markdown: kind == .markdown)
      case .latex: firstControlInCaretNotation(in: output)
      case .text, .rst, .org, .json, .csv, .tsv, .list, .other: nil
      }
    if let offset = reference {
      found.append(
        FuzzViolation(
          rule: .controlReference,
          message: "\(kind) output refers to a control at byte \(offset): "
            + excerpt(of: output, at: offset)))
    }
    if kind == .html, isComplete, let problem = HTMLStructure.problem(in: output) {
      found.append(FuzzViolation(rule: .markup, message: problem))
    }
    if kind == .markdown, let problem = unevenTableRow(in: output) {
      found.append(FuzzViolation(rule: .markup, message: problem))
    }
    return found
  }

  /// The offset of the first C0 control other than TAB and LF, DEL or C1 control.
  static func firstRawControl(in bytes: [UInt8], allowingTab: Bool) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 {
        if byte != 0x0A && !(byte == 0x09 && allowingTab) { return index }
      } else if byte == 0x7F {
        return index
      } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The offset of the first `&#…` reference to a control; in Markdown, a `&` after an odd
  /// number of backslashes is text, not a reference.
  static func firstControlReference(in bytes: [UInt8], markdown: Bool) -> Int? {
    var index = 0
    while index + 2 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "&"), bytes[index + 1] == UInt8(ascii: "#") else {
        continue
      }
      if markdown && isEscaped(bytes, at: index) { continue }
      var digit = index + 2
      let radix: UInt32 = bytes[digit] | 0x20 == UInt8(ascii: "x") ? 16 : 10
      if radix == 16 { digit += 1 }
      var value: UInt32 = 0
      var digits = 0
      while digit < bytes.count, let next = digitValue(bytes[digit], radix: radix),
        value <= 0x10FFFF
      {
        value = value * radix + next
        digits += 1
        digit += 1
      }
      guard digits > 0 else { continue }
      if isControl(value) { return index }
    }
    return nil
  }

  /// The first line of a Markdown table whose cells are not as many as its header's.
  static func unevenTableRow(in bytes: [UInt8]) -> String? {
    var header: Int?
    var number = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      guard line.first == UInt8(ascii: "|") else {
        header = nil
        continue
      }
      var pipes = 0
      var backslashes = 0
      for byte in line {
        if byte == UInt8(ascii: "|") && backslashes % 2 == 0 { pipes += 1 }
        backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
      }
      if let header, pipes != header {
        return "line \(number), a table row, has \(pipes) pipes, and its header \(header): "
          + String(decoding: line, as: UTF8.self).debugDescription
      }
      header = header ?? pipes
    }
    return nil
  }

  /// The offset of the first `^^` notation of TeX for a control: `^^` and two lowercase hex
  /// digits, or `^^` and a character 64 away from the control (`^^M`, `^^?`).
  static func firstControlInCaretNotation(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index + 2 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "^"), bytes[index + 1] == UInt8(ascii: "^") else {
        continue
      }
      let value: UInt32
      if index + 3 < bytes.count, let high = lowercaseHexValue(bytes[index + 2]),
        let low = lowercaseHexValue(bytes[index + 3])
      {
        value = high << 4 | low
      } else if bytes[index + 2] < 0x80 {
        let code = UInt32(bytes[index + 2])
        value = code < 64 ? code + 64 : code - 64
      } else {
        continue
      }
      if isControl(value) { return index }
    }
    return nil
  }

  private static func lowercaseHexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    default: nil
    }
  }

  /// Whether a character is a control that no output may hold: C0 but TAB and LF, DEL, C1.
  private static func isControl(_ value: UInt32) -> Bool {
    (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
  }

  private static func isEscaped(_ bytes: [UInt8], at index: Int) -> Bool {
    var backslashes = 0
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: "\\") {
      backslashes += 1
      before -= 1
    }
    return backslashes % 2 == 1
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The bytes around an offset, as a Swift string literal would show them.
  static func excerpt(of bytes: [UInt8], at offset: Int) -> String {
    let window = bytes[max(0, offset - 24)..<min(bytes.count, offset + 24)]
    return String(decoding: window, as: UTF8.self).debugDescription
  }
}
