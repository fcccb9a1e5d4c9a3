#!/usr/bin/env python3
"""Conformance check: a table's subtitle, source notes and column spanners, read back by real
parsers from the built `tableshim`.

One CSV table (hostile text in a label and a note) is rendered with `--subtitle`, `--note`
and nested `--spanner`s (issue 18), then:

- HTML (html5lib): every `thead` row's `colspan`s add up to the column count; spanners are
  `th scope="colgroup"` over the columns their label names, column titles `th scope="col"`;
  the subtitle and notes read back as paragraphs;
- Markdown (cmark-gfm): the GFM table's header cells are the flattened titles
  ("Stats › Attack › Goals"), the subtitle an emphasis paragraph, each note a paragraph;
- LaTeX (pandoc): the header rows hold each spanner as one cell spanning its columns; the
  standalone document (`-s`) compiles with LuaLaTeX;
- reStructuredText (Docutils): the grid table's header rows span the same columns (pandoc 2
  cannot read spanning grid-table cells; Docutils, the reference parser, can);
- AsciiDoc (Asciidoctor): the rows of header cells span the same columns.

Then every hostile string (Tests/Conformance/hostile-strings.json, plus controls and line
breaks) stands as the subtitle, a note and a spanner label of a JSON input; HTML (html5lib) and
Markdown (cmark-gfm) must read each back as the shared rules say (readback.V: control
characters as their stand-ins, CR and CRLF as LF), with no raw control character.

Usage: parts_check.py TABLESHIM; exits 1 and lists every mismatch on failure.
"""

import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import readback  # noqa: E402  (the rules of every format)
import docutils.core
import docutils.nodes as dn
import html5lib

HTML = "{http://www.w3.org/1999/xhtml}"
CM = "{http://commonmark.org/xml/1.0}"
LABEL = "Stats <b>&amp;</b> | *x*"
NOTE = "Source: <i>FIFA</i> & *x* | \\emph{y}"
CSV = "Name,Goals,Assists,Caps\nMessi,112,58,191\nSon,51,30,127\n"
ARGS = ["-f", "csv", "--title", "Players", "--subtitle", "Season 2024", "--note", NOTE,
        "--note", "Caps: all matches.", "--spanner", "Attack=Goals,Assists",
        "--spanner", f"{LABEL}=Attack,Caps"]
# Each header row as (label or None, first column, column count), outermost first.
SPANNERS = [[(None, 0, 1), (LABEL, 1, 3)], [(None, 0, 1), ("Attack", 1, 2), (None, 3, 1)]]
TITLES = ["Name", "Goals", "Assists", "Caps"]
FLAT = ["Name", f"{LABEL} › Attack › Goals", f"{LABEL} › Attack › Assists", f"{LABEL} › Caps"]
failures = []


def fail(fmt, message):
    failures.append(f"{fmt}: {message}")


def render(binary, fmt):
    result = subprocess.run([binary, *ARGS, "-t", fmt], input=CSV.encode(), capture_output=True)
    if result.returncode != 0:
        fail(fmt, f"exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def text(node):
    return "".join(node.itertext())


def check_html(binary):
    doc = html5lib.parse(render(binary, "html"))
    rows = doc.findall(f".//{HTML}thead/{HTML}tr")
    if len(rows) != 3:
        return fail("html", f"{len(rows)} header rows, expected 3")
    for index, row in enumerate(rows):
        cells = list(row)
        spans = sum(int(cell.get("colspan", "1")) for cell in cells)
        if spans != len(TITLES):
            fail("html", f"header row {index} spans {spans} columns, expected {len(TITLES)}")
    for index, expected in enumerate(SPANNERS):
        got, column = [], 0
        for cell in rows[index]:
            span = int(cell.get("colspan", "1"))
            label = text(cell) if cell.tag == f"{HTML}th" else None
            if label is not None and cell.get("scope") != "colgroup":
                fail("html", f"spanner {label!r} has scope {cell.get('scope')!r}")
            got.append((label, column, span))
            column += span
        if got != expected:
            fail("html", f"spanner row {index} reads {got}, expected {expected}")
    titles = [(text(cell), cell.get("scope")) for cell in rows[2]]
    if titles != [(title, "col") for title in TITLES]:
        fail("html", f"title row reads {titles}")
    paragraphs = [text(p) for p in doc.iter(f"{HTML}p")]
    if paragraphs != ["Season 2024", NOTE, "Caps: all matches."]:
        fail("html", f"paragraphs read {paragraphs}")
    footer = doc.find(f".//{HTML}footer")
    if footer is None or [text(p) for p in footer] != [NOTE, "Caps: all matches."]:
        fail("html", "the notes are not in the article's footer")


def cm_text(node):
    """The text of a cmark-gfm XML node: its text, code and inline HTML, without layout."""
    kinds = (f"{CM}text", f"{CM}code", f"{CM}html_inline")
    return "".join(n.text or "" for n in node.iter() if n.tag in kinds)


def check_markdown(binary):
    xml = subprocess.run(["cmark-gfm", "-e", "table", "-t", "xml"],
                         input=render(binary, "markdown").encode(), capture_output=True).stdout
    root = ET.fromstring(xml)
    head = root.find(f".//{CM}table_header")
    cells = [cm_text(cell) for cell in head] if head is not None else []
    if cells != FLAT:
        fail("markdown", f"header cells read {cells}, expected {FLAT}")
    paragraphs = root.findall(f"{CM}paragraph")
    got = [("emph" if p.find(f"{CM}emph") is not None else "plain", cm_text(p))
           for p in paragraphs]
    expected = [("emph", "Season 2024"), ("plain", NOTE), ("plain", "Caps: all matches.")]
    if got != expected:
        fail("markdown", f"paragraphs read {got}, expected {expected}")


def pandoc_text(inlines):
    out = []
    for inline in inlines:
        kind, content = inline["t"], inline.get("c")
        if kind == "Str":
            out.append(content)
        elif kind == "Space":
            out.append(" ")
        elif kind in ("Emph", "Strong", "Span"):
            out.append(pandoc_text(content if kind != "Span" else content[1]))
    return "".join(out)


def check_latex(binary):
    result = subprocess.run(["pandoc", "-f", "latex", "-t", "json"],
                            input=render(binary, "latex").encode(), capture_output=True)
    blocks = json.loads(result.stdout)["blocks"]

    def tables(blocks):
        for block in blocks:
            if block["t"] == "Table":
                yield block
            elif block["t"] == "Div":
                yield from tables(block["c"][1])
    found = list(tables(blocks))
    if len(found) != 1:
        return fail("latex", f"pandoc finds {len(found)} tables")
    # pandoc 2 reads a tabular's rows as body rows: the spanner rows, then the titles.
    body = found[0]["c"][4][0][3]
    for index, expected in enumerate(SPANNERS):
        got, column = [], 0
        for cell in body[index][1]:
            span = cell[3]
            label = pandoc_text(cell[4][0]["c"]) if cell[4] else ""
            got.append((label or None, column, span))
            column += span
        if got != expected:
            fail("latex", f"spanner row {index} reads {got}, expected {expected}")
    titles = [pandoc_text(cell[4][0]["c"]) for cell in body[2][1]]
    if titles != TITLES:
        fail("latex", f"title row reads {titles}")


def check_latex_compiles(binary):
    result = subprocess.run([binary, *ARGS, "-t", "latex", "-s"], input=CSV.encode(),
                            capture_output=True)
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "parts.tex"), "wb") as file:
            file.write(result.stdout)
        compiled = subprocess.run(
            ["lualatex", "-halt-on-error", "-interaction=nonstopmode", "-no-shell-escape",
             "parts.tex"], cwd=folder, capture_output=True)
        if compiled.returncode != 0:
            fail("latex", f"lualatex failed:\n{compiled.stdout.decode(errors='replace')[-2000:]}")


def check_rst(binary):
    doc = docutils.core.publish_doctree(render(binary, "rst"), settings_overrides={
        "report_level": 5, "halt_level": 5})
    messages = list(doc.findall(dn.system_message))
    if messages:
        fail("rst", f"docutils reports {[m.astext() for m in messages]}")
    thead = next(iter(doc.findall(dn.thead)), None)
    if thead is None:
        return fail("rst", "docutils finds no table head")
    rows = list(thead.findall(dn.row))
    for index, expected in enumerate(SPANNERS):
        got, column = [], 0
        for entry in rows[index].findall(dn.entry):
            span = entry.get("morecols", 0) + 1
            got.append((entry.astext() or None, column, span))
            column += span
        if got != expected:
            fail("rst", f"spanner row {index} reads {got}, expected {expected}")
    titles = [entry.astext() for entry in rows[2].findall(dn.entry)]
    if titles != TITLES:
        fail("rst", f"title row reads {titles}")
    paragraphs = [p.astext() for p in doc.children if isinstance(p, dn.paragraph)]
    if paragraphs != ["Season 2024", NOTE, "Caps: all matches."]:
        fail("rst", f"paragraphs read {paragraphs}")


def check_asciidoc(binary):
    html = subprocess.run(["asciidoctor", "-s", "-o", "-", "-"],
                          input=render(binary, "asciidoc").encode(), capture_output=True).stdout
    doc = html5lib.parse(html.decode())
    rows = [row for row in doc.iter(f"{HTML}tr")
            if all(cell.tag == f"{HTML}th" for cell in row)]
    if len(rows) < 3:
        return fail("asciidoc", f"{len(rows)} rows of header cells, expected 3")
    for index, expected in enumerate(SPANNERS):
        got, column = [], 0
        for cell in rows[index]:
            span = int(cell.get("colspan", "1"))
            got.append((text(cell).strip() or None, column, span))
            column += span
        if got != expected:
            fail("asciidoc", f"spanner row {index} reads {got}, expected {expected}")
    titles = [text(cell).strip() for cell in rows[2]]
    if titles != TITLES:
        fail("asciidoc", f"title row reads {titles}")


EXTRA = ["a\r\nb\rc\nd", "\x1b[31mred\x00\x7f\x85\u2028", "\ttab\t", "손흥민 👍🏽", " edge "]


def hostile_input(string):
    return json.dumps({
        "title": "T", "subtitle": string, "notes": [string, "after"],
        "sections": [{"columns": ["Name", {"title": "Goals", "spanners": [string]}],
                      "rows": [["a", "1"]]}]})


def check_hostile(binary):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(here, "hostile-strings.json"), encoding="utf-8") as file:
        strings = [s for s in json.load(file) + EXTRA if s.strip()]
    for string in strings:
        want = readback.V(string)
        outputs = {}
        for fmt in ("html", "markdown"):
            result = subprocess.run([binary, "-f", "json", "-t", fmt],
                                    input=hostile_input(string).encode(), capture_output=True)
            if result.returncode != 0:
                fail(fmt, f"{string!r}: exit {result.returncode}: {result.stderr.decode()}")
                continue
            outputs[fmt] = result.stdout.decode()
            for problem in readback.raw_problems(outputs[fmt], fmt):
                fail(fmt, f"{string!r}: {problem}")
        if "html" in outputs:
            doc = html5lib.parse(outputs["html"])
            subtitle = [readback.html_read(p) for p in doc.iter(f"{HTML}p")
                        if p.get("class") == "ts-subtitle"]
            notes = [readback.html_read(p) for p in doc.iter(f"{HTML}p")
                     if p.get("class") == "ts-note"]
            spanners = [readback.html_read(th) for th in doc.iter(f"{HTML}th")
                        if th.get("scope") == "colgroup"]
            if subtitle != [want] or notes != [want, "after"] or spanners != [want]:
                fail("html", f"{string!r} reads back as {subtitle}, {notes}, {spanners}")
        if "markdown" in outputs:
            try:
                root = readback.parse_markdown(outputs["markdown"])
                paragraphs = [readback.md_read(p) for p in root.findall(f"{CM}paragraph")]
                head = root.find(f".//{CM}table_header")
                cells = [readback.md_read(cell) for cell in head] if head is not None else []
            except readback.Unexpected as error:
                fail("markdown", f"{string!r}: {error}")
                continue
            expected = [readback.EMPH + want + readback.CLOSE, want, "after"]
            if paragraphs != expected or cells != ["Name", want + " › Goals"]:
                fail("markdown", f"{string!r} reads back as {paragraphs}, {cells}")


def main():
    binary = sys.argv[1]
    for check in (check_html, check_markdown, check_latex, check_latex_compiles, check_rst,
                  check_asciidoc, check_hostile):
        check(binary)
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("parts: html, markdown, latex, rst and asciidoc read back the subtitle, notes and "
          "spanners")


main()
