extension LaTeXBackend {
  /// The start of a standalone document, up to `\begin{document}`.
  ///
  /// It is for LuaLaTeX (`lualatex`): `fontspec` sets Latin Modern with TeX's ligatures off,
  /// so that `--`, `''` and `"` print as typed, and a fallback font of luaotfload takes the
  /// characters Latin Modern lacks: Hangul and CJK from Noto Serif CJK (Debian's
  /// `fonts-noto-cjk`), emoji, Control Pictures and other symbols from Symbola
  /// (`fonts-symbola`). A missing fallback font costs its characters, not the document.
  static let preamble: StaticString = """
    % Written by TableShim. Compile with LuaLaTeX: lualatex FILE.tex
    \\documentclass{article}
    \\usepackage{fontspec}
    \\directlua{luaotfload.add_fallback("tableshim",
      {"Noto Serif CJK KR:mode=harf;", "Symbola:mode=harf;"})}
    \\setmainfont{Latin Modern Roman}[Ligatures=TeXOff, RawFeature={fallback=tableshim}]
    \\usepackage{amssymb}
    \\usepackage{array,booktabs,longtable}
    \\usepackage{xcolor}
    \\usepackage[hidelinks]{hyperref}
    \\begin{document}

    """
}
