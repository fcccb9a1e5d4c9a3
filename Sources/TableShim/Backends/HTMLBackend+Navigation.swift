extension HTMLBackend {
  /// The sections a page has written, for its table of contents and section index: each
  /// one's anchor and header.
  struct SectionNavigation: Sendable {
    struct Entry: Sendable {
      let anchor: String
      let header: String?
      let number: Int
    }

    private(set) var entries: [Entry] = []
    private var usedAnchors: Set<String> = []

    /// The anchor of a section: its own identifier, else one made from its header (letters
    /// and digits, lowercased, the rest as `-`), else its number; made unique with `-2`,
    /// `-3`… The same table always gets the same anchors.
    mutating func anchor(for section: SectionStart) -> String {
      let base: String
      if let id = section.id, let identifier = HTMLBackend.identifier(id) {
        base = identifier
      } else if let header = section.header, let slug = Self.slug(header) {
        base = "section-" + slug
      } else {
        base = "section-\(section.index + 1)"
      }
      var anchor = base
      var suffix = 2
      while usedAnchors.contains(anchor) {
        anchor = "\(base)-\(suffix)"
        suffix += 1
      }
      usedAnchors.insert(anchor)
      entries.append(Entry(anchor: anchor, header: section.header, number: section.index + 1))
      return anchor
    }

    private static func slug(_ header: String) -> String? {
      var slug = ""
      for character in header.lowercased() {
        if character.isLetter || character.isNumber {
          slug.append(character)
        } else if !slug.isEmpty, slug.last != "-" {
          slug.append("-")
        }
      }
      while slug.last == "-" { slug.removeLast() }
      return slug.isEmpty ? nil : slug
    }

    /// Writes the table of contents: a `nav` with a link to every section.
    func writeContents(into sink: inout ByteSink) {
      sink.write("<nav class=\"ts-toc\" aria-label=\"Contents\">\n<ol>\n")
      for entry in entries {
        sink.write("<li><a")
        HTMLBackend.writeAttribute("href", "#" + entry.anchor, into: &sink)
        sink.write(">")
        if let header = entry.header, !header.isEmpty {
          sink.writeHTMLEscaped(header)
        } else {
          sink.write("Section ")
          sink.write(String(entry.number))
        }
        sink.write("</a></li>\n")
      }
      sink.write("</ol>\n</nav>\n")
    }

    /// Writes the section index: a link for each initial, to the first section it starts.
    func writeIndex(into sink: inout ByteSink) {
      var seen: Set<String> = []
      sink.write("<nav class=\"ts-index\" aria-label=\"Section index\">\n")
      for entry in entries {
        guard let initial = entry.header.flatMap(Self.initial), seen.insert(initial).inserted
        else { continue }
        sink.write("<a")
        HTMLBackend.writeAttribute("href", "#" + entry.anchor, into: &sink)
        sink.write(">")
        sink.writeHTMLEscaped(initial)
        sink.write("</a>\n")
      }
      sink.write("</nav>\n")
    }

    /// The initial a header is indexed under: its first character, uppercased; for a Hangul
    /// syllable its initial consonant, as Korean indexes list them (`손` is under `ㅅ`).
    static func initial(of header: String) -> String? {
      guard let first = header.first(where: { !$0.isWhitespace }) else { return nil }
      if let scalar = first.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
        let consonants = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
        return String(consonants[Int(scalar.value - 0xAC00) / 588])
      }
      return first.uppercased()
    }
  }
}
