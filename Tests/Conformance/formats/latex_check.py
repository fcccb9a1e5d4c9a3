#!/usr/bin/env python3
"""Conformance check: TableShim's LaTeX read back exactly by pandoc, and compiled by LuaLaTeX.

For every string in hostile-strings.json and the LaTeX-specific ones below (commands, the ten
special characters, ligatures, `^^` notation, spaces, controls, CR/CRLF/LF),
`conformance-render-latex` renders one table in which the string stands in every field:
title, header, footer, eleven list rows (text, detail, secondary text, extra cells, check
marks, every state, links safe and unsafe, an image symbol, accessories) and a grid whose
column title and cells hold it, once as a `tabular` and once as a `longtable` whose
"continued" line is the string too. Then:

- pandoc's LaTeX reader (`pandoc -f latex -t json`) reads each fragment; its blocks must be
  exactly: a level-1 header (the title), a level-2 header, a bullet list of eleven items, a
  paragraph (the footer), a level-2 header and the table. Every inline is flattened to text
  with the markup TableShim wrote made visible (emphasis, bold, gray, links with their
  targets, the check boxes), and must equal what the model says, built here from the string
  with the documented rules: LF, CRLF and CR are one line break (a LineBreak in running
  text; in a table cell each line is a paragraph), control characters show as their
  stand-ins, and markup wraps each line. Any node that the data could have made (code,
  math, raw TeX, quotes, another link) makes the flattened text differ.
- the table must have the right cells: the header row [string, "n"], the rows
  [check box, link and bold around the string; bold "1"] and [gray "x"; gray string]. For
  the longtable, pandoc reads the repeated header (`\\endhead`) and the "continued" line
  (`\\endfoot`) as the first two body rows, since it does not know `\\endfoot`; both are
  checked as such, the continued line as one cell spanning both columns.
- a standalone document holding every string's table, plus a grid of all the strings long
  enough to break across pages, and a standalone document of a Hangul, CJK and emoji grid
  compile with `lualatex -halt-on-error`; `pdftotext` of the second must contain the
  Hangul and CJK texts. (Unchecked: how the PDF looks, and that TeX prints each hostile
  string exactly: TeX prints a space that starts a paragraph, or a line of a cell, as
  nothing, and a document with TeX ligatures on prints `'` as a curly quote.)

Usage: latex_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from readback import V as visible, is_safe_url  # noqa: E402  (the rules of every format)

HERE = os.path.dirname(os.path.abspath(__file__))
SAFE_LINK = "https://example.com/a?b=1&c=2"
DASH, NEXT, INFO = " \u2014 ", " \u203a", " \u24d8"

# Strings that mean something to TeX or to pandoc's reader, beyond the shared hostile ones.
LATEX_STRINGS = [
    "\\end{itemize}", "\\end{tabular}", "\\\\", "\\\\[2pt]", "\\\\*", "\\par", "\\newline",
    "%comment", "100%", "$x^2$", "#1", "##", "&&", "a & b", "~", "a~b", "^", "^^27", "^^M",
    "_", "{", "}", "}{", "{}", "\\{\\}", "\\item x", "\\input{/etc/passwd}", "\\write18{ls}",
    "\\def\\x{}", "\\textbf{x}", "\\verb|x|", "\\begin{tabular}{l}", "\\csname", "\\",
    "a--b---c", "''quoted``", "'", "`", "!`?`", ",,", "<<>>", "\"", "-", "--", "---",
    "[opt]", "[", "*star", "  double  space  ", " ", "  ", " \n ", "\t", "x\t\ty", "\t \t",
    "{ }", "1.5", "-1", "\U0001d538 \ufb01", "\u00a0", "\u00a0x\u00a0",
    "nul\x00", "\x01\x0b\x0c\x1f", "del\x7f", "c1\x85\x9b", "a\rb", "a\r\nb", "a\nb", "\r\n",
    "\r", "\n\n", "a\n\n\nb", "trail\r\n", "\nlead",
]

failures = []


def fail(case, message):
    failures.append(f"{case!r}: {message}")


# --- The model's text, by the documented rules ---------------------------------------------


# Markup made visible with Private Use characters, which no test string holds.
EM, BOLD, GRAY, LINK, END = "\ue001", "\ue002", "\ue003", "\ue004", "\ue000"


def lines(text, *marks, link=None):
    """The text as it reads back: each non-empty line inside the marks (a link outermost)."""
    opening = (f"{LINK}{link}{LINK}" if link is not None else "") + "".join(marks)
    closing = END * (len(marks) + (link is not None))
    return "\n".join(opening + line + closing if line else "" for line in visible(text).split("\n"))


def url_as_written(url):
    """A link's target as `\\href` holds it: backslash, braces and caret percent-encoded."""
    return (url.replace("\\", "%5C").replace("{", "%7B").replace("}", "%7D")
            .replace("^", "%5E"))


def expected_items(t):
    link = url_as_written(t) if is_safe_url(t) else None
    return [
        lines(t),
        lines(t) + DASH + lines(t, EM),
        lines(t) + "\n" + lines(t, EM),
        "[x] " + lines(t, GRAY),
        "[ ] " + lines(t, BOLD),
        lines(t, EM),
        lines(t, link=SAFE_LINK) + NEXT,
        lines(t),
        lines(t, link=link) if link is not None else lines(t),
        ("" if "/" in t else lines(t) + " ") + lines(t),
        lines(t) + DASH + lines(t, EM) + DASH + lines("x", EM) + DASH + lines(t, EM) + INFO,
    ]


def expected_grid(t):
    return [
        [lines(t), "n"],
        ["[x] " + lines(t, BOLD, link=SAFE_LINK), lines("1", BOLD)],
        [lines("x", GRAY), lines(t, GRAY)],
    ]


# --- What pandoc reads -----------------------------------------------------------------------


def flat(inlines):
    """Inlines as text, TableShim's markup made visible; any other node shows as itself."""
    out = []
    for node in inlines:
        kind, content = node["t"], node.get("c")
        if kind == "Str":
            out.append(content)
        elif kind == "Space":
            out.append(" ")
        elif kind == "LineBreak":
            out.append("\n")
        elif kind == "Emph":
            out.append(EM + flat(content) + END)
        elif kind == "Strong":
            out.append(BOLD + flat(content) + END)
        elif kind == "Span":
            (_, classes, attributes), children = content
            if ["style", "color: gray"] in attributes:
                out.append(GRAY + flat(children) + END)
            elif not attributes and classes in ([], ["nodecor"]):
                out.append(flat(children))
            else:
                out.append(f"<span {classes} {attributes}>")
        elif kind == "Link":
            _, children, (target, _) = content
            out.append(LINK + target + LINK + flat(children) + END)
        elif kind == "Math" and content[1] in ("\\boxtimes", "\\square"):
            out.append("[x]" if content[1] == "\\boxtimes" else "[ ]")
        else:
            out.append(f"<{kind} {json.dumps(content)}>")
    return "".join(out)


def flat_blocks(blocks):
    """A list item's or a cell's blocks: each Plain or Para one line."""
    parts = []
    for block in blocks:
        if block["t"] in ("Plain", "Para"):
            parts.append(flat(block["c"]))
        else:
            parts.append(f"<{block['t']}>")
    return "\n".join(parts)


def pandoc(latex):
    result = subprocess.run(["pandoc", "-f", "latex", "-t", "json"], input=latex.encode(),
                            capture_output=True)
    if result.returncode != 0:
        return None, result.stderr.decode(errors="replace").strip()
    return json.loads(result.stdout)["blocks"], None


def table_rows(table):
    """A Table node's head rows and body rows, each cell as (column span, text)."""
    _, _, _, head, bodies, _ = table["c"]
    def cells(row):
        return [(cell[3], flat_blocks(cell[4])) for cell in row[1]]
    return [cells(r) for r in head[1]], [cells(r) for body in bodies for r in body[3]]


def read_all(fragments):
    """Each fragment's blocks, read by pandoc in one run of them all, parted by marker
    paragraphs; one run per fragment when that does not part them as it should (a fragment
    that pandoc reads past its end), so that each failure names its own fragment."""
    markers = [f"TABLESHIMCASE{index}" for index in range(len(fragments))]
    document = "".join(f"{marker}\n\n{fragment}\n\n" for marker, fragment in zip(markers, fragments))
    blocks, _ = pandoc(document)
    if blocks is not None:
        found = [i for i, b in enumerate(blocks) if b["t"] == "Para" and flat(b["c"]) in markers]
        if [flat(blocks[i]["c"]) for i in found] == markers:
            ends = found[1:] + [len(blocks)]
            return [(blocks[start + 1:end], None) for start, end in zip(found, ends)]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(pandoc, fragments))


def check_fragment(case, read, long):
    kind = "longtable" if long else "fragment"
    blocks, error = read
    if blocks is None:
        return fail(case, f"pandoc cannot read the {kind}: {error}")
    kinds = [b["t"] if b["t"] != "Header" else f"H{b['c'][0]}" for b in blocks]
    table_kind = "Table" if long else "Div"
    if kinds != ["H1", "H2", "BulletList", "Para", "H2", table_kind]:
        return fail(case, f"{kind} blocks are {kinds}")
    title, header, items, footer, _, table = blocks
    want = lines(case)
    for name, got in (("title", flat(title["c"][2])), ("header", flat(header["c"][2])),
                      ("footer", flat(footer["c"]))):
        if got != want:
            fail(case, f"{kind} {name} reads back as {got!r}, expected {want!r}")
    got_items = [flat_blocks(item) for item in items["c"]]
    for index, (got, expected) in enumerate(zip(got_items, expected_items(case))):
        if got != expected:
            fail(case, f"{kind} item {index} reads back as {got!r}, expected {expected!r}")
    if len(got_items) != 11:
        fail(case, f"{kind} list has {len(got_items)} items")
    if not long:
        if table["c"][0][1] != ["center"] or len(table["c"][1]) != 1:
            return fail(case, "the tabular is not alone in a center environment")
        table = table["c"][1][0]
        if table["t"] != "Table":
            return fail(case, f"the center environment holds a {table['t']}")
    head, body = table_rows(table)
    grid = expected_grid(case)
    if long:
        # pandoc reads the repeated head and the "continued" foot as body rows.
        # The continued line stays one line: a line break in it is a space.
        continued = [(2, EM + visible(case).replace("\n", " ") + END if case else "")]
        if not head or len(body) < 2 or body[0] != head[0]:
            return fail(case, f"longtable head {head} is not repeated: {body[:1]}")
        if body[1] != continued:
            fail(case, f"longtable foot reads {body[1]}, expected {continued}")
        body = body[2:]
    got = [[text for span, text in row] for row in head + body]
    if got != grid or any(span != 1 for row in head + body for span, _ in row):
        fail(case, f"{kind} table reads back as {got}, expected {grid}")


# --- LuaLaTeX ------------------------------------------------------------------------------


def compile_pdf(name, latex, directory):
    path = os.path.join(directory, name + ".tex")
    with open(path, "w", encoding="utf-8") as file:
        file.write(latex)
    result = subprocess.run(
        ["lualatex", "-halt-on-error", "-interaction=nonstopmode", "-no-shell-escape",
         name + ".tex"], cwd=directory, capture_output=True, stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        log = result.stdout.decode(errors="replace")
        error = log[log.find("\n!"):][:800] if "\n!" in log else log[-800:]
        fail(name, f"lualatex failed:\n{error}")
        return None
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", path[:-4] + ".pdf", "-"],
                          capture_output=True, check=True).stdout.decode()
    return text


def main():
    renderer = sys.argv[1]
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        HERE, "..", "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8")) + LATEX_STRINGS
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    for kind in ("fragment", "longtable"):
        reads = read_all([output[kind] for output in rendered["cases"]])
        for case, read in zip(strings, reads):
            check_fragment(case, read, kind == "longtable")
    compiled = 0
    if shutil.which("lualatex") and shutil.which("pdftotext"):
        with tempfile.TemporaryDirectory() as directory:
            if compile_pdf("hostile", rendered["document"], directory) is not None:
                compiled += 1
            cjk = compile_pdf("cjk", rendered["cjk"], directory)
            if cjk is not None:
                compiled += 1
                for text in ("선수", "名單", "손흥민", "대한민국", "中村俊輔", "日本", "孫興慜", "出典"):
                    if text not in cjk:
                        fail("cjk", f"pdftotext does not find {text!r} in:\n{cjk}")
    else:
        fail("lualatex", "lualatex or pdftotext is not installed")
    if failures:
        print("\n".join(failures))
        print(f"latex conformance: {len(failures)} mismatches in {len(strings)} strings")
        return 1
    print(f"latex conformance: {len(strings)} hostile strings, each in a fragment and a "
          f"longtable read back exactly by pandoc; {compiled} standalone documents compiled "
          "by LuaLaTeX, the CJK one read back by pdftotext")
    return 0


if __name__ == "__main__":
    sys.exit(main())
