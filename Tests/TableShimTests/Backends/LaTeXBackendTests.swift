import TableShimTesting
import Testing

@testable import TableShim

/// One list row of `text`, rendered as a LaTeX fragment, without the list around it.
private func item(_ text: String) throws -> String {
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: text)])])
  let latex = try TableShim().render(model, as: .latex)
  return String(
    latex.dropFirst("\\begin{itemize}\n\\item ".count).dropLast("\n\\end{itemize}\n\n".count))
}

/// One grid of `rows`, rendered as a LaTeX fragment.
private func grid(
  _ rows: [CellContent], columns: [Column], backend: LaTeXBackend = LaTeXBackend()
) throws -> String {
  let model = TableViewModel(sections: [
    SectionModel(columns: columns, cells: rows.map { CellModel($0) })
  ])
  return try TableShim().render(model, as: .latex(backend))
}

@Test func latexUsesSectionsItemizeListsAndParagraphs() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.latex))
}

@Test func latexEscapesTheTenSpecialCharacters() throws {
  #expect(try item("# $ % & _ { }") == "\\# \\$ \\% \\& \\_ \\{ \\}")
  #expect(try item("a\\b~c^d") == "a\\textbackslash{}b\\textasciitilde{}c\\textasciicircum{}d")
  #expect(try item("\\textbf{x}") == "\\textbackslash{}textbf\\{x\\}")
  #expect(try item("%comment") == "\\%comment")
}

@Test func latexEscapesWhatPrintsWronglyOrStartsAnArgument() throws {
  #expect(try item("a < b > c | d") == "a \\textless{} b \\textgreater{} c | d")
  #expect(try item("[opt] x") == "{[}opt{]} x")
  #expect(try item("'q' `g`") == "^^27q^^27 ^^60g^^60")
  #expect(try item("\"quoted\"") == "\"quoted\"")
}

@Test func latexPartsTheLigaturesOfTeX() throws {
  #expect(try item("a--b---c") == "a-\\/-b-\\/-\\/-c")
  #expect(try item("''x``") == "^^27\\/^^27x^^60\\/^^60")
  #expect(try item("!`?`,,") == "!\\/^^60?\\/^^60,\\/,")
  #expect(try item("a-b, c! d?") == "a-b, c! d?")
}

@Test func latexKeepsSpacesThatTeXWouldDropOrMerge() throws {
  #expect(try item("a b") == "a b")
  #expect(try item(" lead") == "\\textnormal{}{ }lead")
  #expect(try item("trail ") == "trail{ }")
  #expect(try item("a  b") == "a{ }{ }b")
  #expect(try item("abcdefgh ijklmnop  qrstuvw") == "abcdefgh ijklmnop{ }{ }qrstuvw")
  #expect(try item("tab\there") == "tab{^^09}here")
  #expect(try item("\tx") == "\\textnormal{}{^^09}x")
}

@Test func latexBreaksLinesAndMarksTheLinesTeXWouldDrop() throws {
  #expect(try item("line\nbreak") == "line\\\\{}break")
  #expect(try item("a\rb\r\nc") == "a\\\\{}b\\\\{}c")
  #expect(try item("\nlead") == "\\textnormal{}\\\\{}lead")
  #expect(try item("trail\n") == "trail\\\\{}\\textnormal{}")
  #expect(try item("a\n\nb") == "a\\\\{}\\\\{}b")
  #expect(try item("a\n*b") == "a\\\\{}*b")
}

@Test func latexShowsControlCharactersByTheirStandIns() throws {
  #expect(try item("a\u{0}b\u{1B}c\u{7F}") == "a\u{2400}b\u{241B}c\u{2421}")
  #expect(try item("c1\u{85}") == "c1\\textbackslash{}u\\{85\\}")
  #expect(try item("\u{A0}é손흥민 👨‍👩‍👧‍👦") == "\u{A0}é손흥민 👨‍👩‍👧‍👦")
}

@Test func latexWrapsEachLineOfAStyledText() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "a\nb", accessory: .checkmark, state: .selected)),
      CellModel(CellContent(text: "c", detailText: "d\ne", accessory: .unchecked, style: .value1)),
      CellModel(CellContent(text: "f", link: "https://x.y/a#b%c&d\\{}^e")),
      CellModel(CellContent(text: "g", link: "javascript:alert(1)", state: .disabled)),
    ])
  ])
  let expected = """
    \\begin{itemize}
    \\item $\\boxtimes$ \\textbf{a}\\\\{}\\textbf{b}
    \\item $\\square$ c — \\emph{d}\\\\{}\\emph{e}
    \\item \\leavevmode\\href{https://x.y/a\\#b\\%c\\&d%5C%7B%7D%5Ee}{f}
    \\item \\textcolor{gray}{g}
    \\end{itemize}


    """
  #expect(try TableShim().render(model, as: .latex) == expected)
}

@Test func latexListsShowEveryCellAfterTheDetail() throws {
  let row = CellContent(
    text: "Messi", detailText: "Argentina", columns: ["Messi", "Argentina", "112", "2005"],
    style: .value1)
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(row)])])
  #expect(
    try TableShim().render(model, as: .latex)
      == "\\begin{itemize}\n\\item Messi — \\emph{Argentina} — \\emph{112} — \\emph{2005}\n"
      + "\\end{itemize}\n\n")
}

@Test func aSecondaryTextAloneStartsItsItemBeforeTheBreak() throws {
  let row = CellContent(text: " ", secondaryText: "s", style: .subtitle)
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(row)])])
  #expect(
    try TableShim().render(model, as: .latex).contains("\\item \\textnormal{}{ }\\\\{}\\emph{s}\n"))
  let empty = CellContent(text: "", secondaryText: "s", style: .subtitle)
  let model2 = TableViewModel(sections: [SectionModel(cells: [CellModel(empty)])])
  #expect(
    try TableShim().render(model2, as: .latex).contains("\\item \\textnormal{}\\\\{}\\emph{s}\n"))
}

@Test func latexGridsAreBooktabsTablesWithNumbersOnTheRight() throws {
  let rows = [
    CellContent(accessory: .checkmark, columns: ["Messi", "112"], state: .selected),
    CellContent(link: "https://x.y", columns: ["a & b", "9"]),
  ]
  let expected = """
    \\begin{center}
    \\begin{tabular}{lr}
    \\toprule
    Name & Goals \\\\
    \\midrule
    $\\boxtimes$ \\textbf{Messi} & \\textbf{112} \\\\
    \\leavevmode\\href{https://x.y}{a \\& b} & 9 \\\\
    \\bottomrule
    \\end{tabular}
    \\end{center}


    """
  #expect(try grid(rows, columns: ["Name", "Goals"]) == expected)
}

@Test func aColumnThatBreaksLinesIsAParagraphColumn() throws {
  let rows = [CellContent(columns: ["Son\nHeung-min", "a\n\nb", "x"])]
  let columns = ["Name", Column("C", alignment: .center), Column("R", alignment: .right)]
  let latex = try grid(rows, columns: columns)
  #expect(latex.contains("\\begin{tabular}{p{5.4em}>{\\centering\\arraybackslash{}}p{0.6em}r}\n"))
  #expect(latex.contains("Son\\par Heung-min & a\\par \\textnormal{}\\par b & x \\\\\n"))
}

@Test func aLongGridIsALongtableThatRepeatsItsHeader() throws {
  let rows = (1...3).map { CellContent(columns: ["p\($0)", "\($0)"]) }
  let backend = LaTeXBackend(longTableThreshold: 2, continuedText: "more\n50%")
  let expected = """
    \\begin{longtable}{lr}
    \\toprule
    Name & n \\\\
    \\midrule
    \\endfirsthead
    \\toprule
    Name & n \\\\
    \\midrule
    \\endhead
    \\midrule
    \\multicolumn{2}{r}{\\emph{more{ }50\\%}} \\\\
    \\endfoot
    \\bottomrule
    \\endlastfoot
    p1 & 1 \\\\
    p2 & 2 \\\\
    p3 & 3 \\\\
    \\end{longtable}


    """
  #expect(try grid(rows, columns: ["Name", "n"], backend: backend) == expected)
  #expect(
    try grid(Array(rows.prefix(2)), columns: ["Name", "n"], backend: backend).contains("tabular"))
}

@Test func anEmptyTableWritesNoEmptyList() throws {
  let model = TableViewModel(
    title: "T", sections: [SectionModel(header: "H", footer: "F", cells: [])])
  #expect(try TableShim().render(model, as: .latex) == "\\section*{T}\n\n\\subsection*{H}\n\nF\n\n")
  #expect(try TableShim().render(TableViewModel(), as: .latex) == "")
}

@Test func aStandaloneDocumentLoadsWhatItUses() throws {
  let document = try TableShim().render(
    Fixtures.players, as: .latex(LaTeXBackend(document: .standalone)))
  #expect(document.hasPrefix("% Written by TableShim. Compile with LuaLaTeX"))
  for package in [
    "fontspec", "amssymb", "array,booktabs,longtable", "xcolor", "[hidelinks]{hyperref",
  ] {
    #expect(document.contains("\\usepackage\(package.hasPrefix("[") ? "" : "{")\(package)}"))
  }
  #expect(document.contains("Ligatures=TeXOff"))
  #expect(document.contains("\\begin{document}\n\\section*{Soccer players}"))
  #expect(document.hasSuffix("\\end{document}\n"))
}

@Test func theCatalogNamesLaTeX() throws {
  #expect(OutputFormat.entry(named: "tex")?.name == "latex")
  #expect(OutputFormat.entry(forFileExtension: "latex")?.name == "latex")
  let document = try TableShim().render(
    TableViewModel(title: "T"),
    as: OutputFormat.entry(named: "latex")!.format(OutputFormat.Options(standalone: true)))
  #expect(document.hasPrefix("% Written by TableShim"))
}

@Test func theLaTeXLookMaskHoldsTheEscapedCharactersAndTheControls() {
  let special = Set(" !#$%&',-<>?[\\]^_`{}~".utf8)
  for byte in UInt8.min...UInt8.max {
    let control = byte < 0x20 || byte == 0x7F || byte == 0xC2
    #expect(needsLaTeXLook(byte) == special.contains(byte) || control, "byte \(byte)")
  }
}

@Test func aPlainLaTeXWordHasOnlyInnerSingleSpaces() {
  func word(_ text: String) -> UInt64 {
    precondition(text.utf8.count == 8)
    return text.utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }
  #expect(LaTeXPlainWord.contains(word("abcdefgh")))
  #expect(LaTeXPlainWord.contains(word("ab cd ef")))
  #expect(LaTeXPlainWord.contains(word("손흥ab")))
  #expect(!LaTeXPlainWord.contains(word(" bcdefgh")))
  #expect(!LaTeXPlainWord.contains(word("abcdefg ")))
  #expect(!LaTeXPlainWord.contains(word("abc  fgh")))
  #expect(!LaTeXPlainWord.contains(word("abc-efgh")))
}

@Test func searchMatchesAreBold() throws {
  let text = "Son Heung-min"
  var row = CellContent(text: text, state: .highlighted)
  let start = text.index(text.startIndex, offsetBy: 4)
  row.highlights.text = [start..<text.index(start, offsetBy: 5)]
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(row)])])
  #expect(
    try TableShim().render(model, as: .latex)
      == "\\begin{itemize}\n\\item \\emph{Son{ }}\\emph{\\textbf{Heung}}\\emph{-min}\n"
      + "\\end{itemize}\n\n")
}

@Test func gridCellsShowControlsAndTabs() throws {
  let latex = try grid([CellContent(columns: ["a\u{1B}\tb", "{x}"])], columns: ["A", "B"])
  #expect(latex.contains("a\u{241B}{^^09}b & \\{x\\} \\\\\n"))
}

/// The snippet of the LaTeX output article (Documentation.docc/Articles/LaTeXOutput.md).
@Test func theLaTeXArticleShowsWhatTheSnippetRenders() throws {
  let model = TableViewModel(title: "Soccer players") {
    Section("Forwards", footer: "Goals for the national team.") {
      Row("Messi", detail: "Argentina")
      Row("Son Heung-min", detail: "대한민국")
    }
  }
  let expected = """
    \\section*{Soccer players}

    \\subsection*{Forwards}

    \\begin{itemize}
    \\item Messi — \\emph{Argentina}
    \\item Son Heung-min — \\emph{대한민국}
    \\end{itemize}

    Goals for the national team.


    """
  #expect(try TableShim().render(model, as: .latex) == expected)
}
