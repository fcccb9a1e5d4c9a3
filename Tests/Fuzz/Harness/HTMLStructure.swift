import TableShim

/// A small checker of the HTML that TableShim writes: every element it opens is closed, in
/// the reverse order, and nothing in it is markup that TableShim never writes.
///
/// It is not an HTML parser; it knows the one shape of markup the HTML backend writes:
/// lowercase tags, attributes in double quotes, the doctype, and raw text only inside
/// `style` and `title`. Everything else must be text with `&`, `<` and `>` escaped.
enum HTMLStructure {
  /// The elements the HTML backend writes.
  static let elements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "article", "section", "h1", "h2", "ul",
    "li", "table", "thead", "tbody", "tr", "th", "td", "a", "span", "mark", "img", "input", "p",
    "footer", "br",
    // A standalone page's reading aids (HTMLBackend.ReadingAids).
    "main", "details", "summary", "nav", "ol", "script",
  ]
  /// The elements that have no end tag.
  static let voidElements: Set<String> = ["br", "img", "input", "meta"]
  /// The elements whose content is read as text up to their end tag.
  static let rawTextElements: Set<String> = ["style", "title"]
  /// The attributes the HTML backend writes.
  static let attributes: Set<String> = [
    "class", "id", "href", "src", "alt", "lang", "charset", "name", "content", "scope", "style",
    "type", "checked", "disabled", "role", "aria-hidden", "aria-disabled", "aria-label",
    "http-equiv", "open", "data-ts-sort", "data-ts-filter", "data-ts-number",
  ]

  /// The first problem with a complete HTML output, or `nil` when it is well formed.
  static func problem(in html: [UInt8]) -> String? {
    var scanner = Scanner(bytes: html)
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var open: [String] = []

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func run() -> String? {
      while index < bytes.count {
        let problem: String?
        switch bytes[index] {
        case UInt8(ascii: "<"): problem = tag()
        case UInt8(ascii: "&"): problem = reference()
        case UInt8(ascii: ">"): problem = "a raw '>' in text at byte \(index)"
        default:
          index += 1
          problem = nil
        }
        if let problem { return problem + ": " + OutputInvariants.excerpt(of: bytes, at: index) }
      }
      return open.last.map { "<\($0)> is never closed" }
    }

    /// Reads a tag at `<`: a doctype, an end tag or a start tag.
    private mutating func tag() -> String? {
      let start = index
      index += 1
      if starts(with: "!DOCTYPE html>") {
        guard start == 0 else { return "a doctype after the start at byte \(start)" }
        index += 14
        return nil
      }
      let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
      if isEnd { index += 1 }
      let name = word()
      guard !name.isEmpty else { return "a raw '<' in text at byte \(start)" }
      guard Self.isKnown(name) else { return "an element <\(name)> TableShim never writes" }
      if isEnd {
        guard expect(">") else { return "an end tag </\(name) not closed by '>'" }
        guard let last = open.popLast() else { return "</\(name)> closes nothing" }
        return last == name ? nil : "</\(name)> closes <\(last)>"
      }
      if let problem = attributeList(of: name) { return problem }
      if HTMLStructure.voidElements.contains(name) { return nil }
      if HTMLStructure.rawTextElements.contains(name) { return skipRawText(of: name) }
      if name == "script" {
        // The page's one script, exactly: nothing from the data.
        guard starts(with: HTMLBackend.script + "</script>") else {
          return "a script that is not HTMLBackend.script at byte \(start)"
        }
        index += HTMLBackend.script.utf8.count + 9
        return nil
      }
      open.append(name)
      return nil
    }

    private static func isKnown(_ name: String) -> Bool { HTMLStructure.elements.contains(name) }

    /// Reads the attributes of a start tag up to its `>`.
    private mutating func attributeList(of element: String) -> String? {
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: ">") {
          index += 1
          return nil
        }
        guard expect(" ") else { return "<\(element)> has no space before an attribute" }
        let name = word()
        guard HTMLStructure.attributes.contains(name) else {
          return "<\(element)> has an attribute '\(name)' TableShim never writes"
        }
        guard expect("=") else { continue }
        guard expect("\"") else { return "<\(element) \(name)=…> is not in double quotes" }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          switch bytes[index] {
          case UInt8(ascii: "<"), UInt8(ascii: ">"):
            return "a raw '<' or '>' in the value of \(name) at byte \(index)"
          case UInt8(ascii: "&"):
            if let problem = reference() { return problem }
          default: index += 1
          }
        }
        guard expect("\"") else { return "the value of \(name) is never closed" }
      }
      return "<\(element) is never closed by '>'"
    }

    /// Skips the content of `style` or `title` up to its end tag.
    private mutating func skipRawText(of element: String) -> String? {
      let end = Array("</\(element)>".utf8)
      while index + end.count <= bytes.count {
        if bytes[index..<index + end.count].elementsEqual(end) {
          index += end.count
          return nil
        }
        if element == "title", bytes[index] == UInt8(ascii: "<") {
          return "a raw '<' in the title at byte \(index)"
        }
        index += 1
      }
      return "<\(element)> is never closed"
    }

    /// Reads a character reference at `&`: `&name;`, `&#123;` or `&#x1F;`.
    private mutating func reference() -> String? {
      let start = index
      index += 1
      if expect("#") {
        let isHex = expect("x") || expect("X")
        let digits = run { isHex ? $0.isHexDigit : $0.isNumber }
        guard digits > 0, expect(";") else { return "a malformed reference at byte \(start)" }
        return nil
      }
      guard run({ $0.isLetter || $0.isNumber }) > 0, expect(";") else {
        return "a raw '&' in text at byte \(start)"
      }
      return nil
    }

    /// Reads a tag or attribute name: lowercase letters, digits and `-`.
    private mutating func word() -> String {
      let start = index
      _ = run { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Moves past the ASCII characters that pass the test, and returns their count.
    private mutating func run(_ test: (Character) -> Bool) -> Int {
      let start = index
      while index < bytes.count, bytes[index] < 0x80, test(Character(Unicode.Scalar(bytes[index])))
      {
        index += 1
      }
      return index - start
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    private func starts(with text: String) -> Bool {
      bytes[index...].starts(with: text.utf8)
    }
  }
}
