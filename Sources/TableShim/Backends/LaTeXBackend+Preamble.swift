extension LaTeXBackend {
  /// The start of a standalone document, up to `\begin{document}`.
  ///
  /// It is for LuaLaTeX (`lualatex`; XeLaTeX has no `\directlua`), run twice when a grid is a
  /// `longtable`, which settles its column widths on the second run. `fontspec` sets Latin Modern with TeX's ligatures off,
  /// so that `--`, `''` and `"` print as typed, and a fallback font of luaotfload takes the
  /// characters Latin Modern lacks: Hangul and CJK from Noto Serif CJK (Debian's
  /// `fonts-noto-cjk`), emoji, Control Pictures and other symbols from Symbola
  /// (`fonts-symbola`). A fallback font that is not installed is left out: its characters are
  /// missing from the PDF, and the document still compiles.
  static let preamble: StaticString = """
    % Written by TableShim. Compile with LuaLaTeX: lualatex FILE.tex (twice for a longtable)
    \\documentclass{article}
    \\usepackage{fontspec}
    \\directlua{tableshimfallback = {}}
    \\IfFontExistsTF{Noto Serif CJK KR}{\\directlua{
      table.insert(tableshimfallback, "Noto Serif CJK KR:mode=harf;")}}{}
    \\IfFontExistsTF{Symbola}{\\directlua{
      table.insert(tableshimfallback, "Symbola:mode=harf;")}}{}
    \\directlua{luaotfload.add_fallback("tableshim", tableshimfallback)}
    \\setmainfont{Latin Modern Roman}[Ligatures=TeXOff, RawFeature={fallback=tableshim}]
    \\usepackage{amssymb}
    \\usepackage{array,booktabs,longtable}
    \\usepackage{xcolor}
    \\usepackage[hidelinks]{hyperref}
    \\begin{document}

    """
}
