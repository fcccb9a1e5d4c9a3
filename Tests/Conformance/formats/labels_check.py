#!/usr/bin/env python3
"""Conformance check: label rows (issue 19 item 3) read back by real parsers from the built
`tableshim`.

A list file with two label rows (one hostile) in a three-column section is rendered, then:

- HTML (html5lib): each label row is `tr.ts-label` holding one `th` whose `colspan` equals the
  column count and whose text is the label, in order among the data rows;
- Markdown (cmark-gfm): each label is the first cell of its GFM table row, in `strong`, the
  other cells empty;
- JSON: the label rows come back as `{"label": ...}` row objects;
- reStructuredText (Docutils): each label row is one entry with `morecols` = column count - 1,
  text exact, and Docutils reports no warning; for each hostile string of
  hostile-strings.json too;
- padded Markdown: with a label wider than its column, every line of the table has the same
  display width (the label counts in the first column's width);
- text: in every grid style, every line of the grid has the same display width and each
  label stands on its own line, with no column separator inside it.

Usage: labels_check.py TABLESHIM; exits 1 and lists every mismatch on failure.
"""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import html5lib
import os
import unicodedata

import docutils.core
import docutils.nodes as dn

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from readback import V as visible  # noqa: E402  (the rules of every format)

HTML = "{http://www.w3.org/1999/xhtml}"
CM = "{http://commonmark.org/xml/1.0}"
LABEL = "Europe <b>&amp;</b> | *x* _z_"
LIST = f"""## Cars
@columns Model | HP | Country
@label {LABEL}
- Golf | 150 | DE
@label Asia
- Supra | 335 | JP
"""
EXPECTED = [("label", LABEL), ("row", "Golf"), ("label", "Asia"), ("row", "Supra")]
failures = []


def render(binary, fmt):
    result = subprocess.run([binary, "-f", "list", "-t", fmt], input=LIST.encode(),
                            capture_output=True, check=False)
    if result.returncode != 0:
        failures.append(f"{fmt}: exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def text(node):
    return "".join(node.itertext())


def md_text(node):
    """The text of a CommonMark XML node: its text leaves, without the XML's indentation."""
    return "".join(e.text or "" for e in node.iter() if e.tag in (CM + "text", CM + "code"))


def check_html(binary):
    tree = html5lib.parse(render(binary, "html"))
    got = []
    for tr in tree.iter(HTML + "tr"):
        if tr.get("class") == "ts-label":
            cells = list(tr)
            if len(cells) != 1 or cells[0].tag != HTML + "th" or cells[0].get("colspan") != "3":
                failures.append(f"html: label row is not one th colspan=3: {ET.tostring(tr)}")
            got.append(("label", text(tr)))
        elif tr.find(HTML + "td") is not None:
            got.append(("row", text(tr.find(HTML + "td"))))
    if got != EXPECTED:
        failures.append(f"html: {got} != {EXPECTED}")


def check_markdown(binary):
    xml = subprocess.run(["cmark-gfm", "-e", "table", "-t", "xml"],
                         input=render(binary, "markdown").encode(), capture_output=True,
                         check=True).stdout
    got = []
    for row in ET.fromstring(xml).iter(CM + "table_row"):
        cells = row.findall(CM + "table_cell")
        if row.get("type") == "header":
            continue
        if cells[0].find(CM + "strong") is not None:
            if any(md_text(c) for c in cells[1:]):
                failures.append(f"markdown: label row has text in other cells: {ET.tostring(row)}")
            got.append(("label", md_text(cells[0])))
        else:
            got.append(("row", md_text(cells[0])))
    if got != EXPECTED:
        failures.append(f"markdown: {got} != {EXPECTED}")


def check_json(binary):
    rows = json.loads(render(binary, "json"))["sections"][0]["rows"]
    got = [("label", r["label"]) if isinstance(r, dict) else ("row", r[0]) for r in rows]
    if got != EXPECTED:
        failures.append(f"json: {got} != {EXPECTED}")


def labelled_list(label):
    return LIST.replace(LABEL, label)


def render_list(binary, fmt, source, *options):
    result = subprocess.run([binary, "-f", "list", "-t", fmt, *options], input=source.encode(),
                            capture_output=True, check=False)
    if result.returncode != 0:
        failures.append(f"{fmt}: exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def check_rst_table(table, label, where):
    """Checks one Docutils table: its label rows one entry each, across the 3 columns."""
    got = []
    for row in next(table.findall(dn.tbody)).children:
        entries = [e for e in row.children if isinstance(e, dn.entry)]
        if len(entries) == 1:
            if entries[0].get("morecols") != 2:
                failures.append(f"rst {where}: label entry spans {entries[0].get('morecols')}")
            body = entries[0].children
            text = ("\n".join(line.astext() for line in body[0].children)
                    if body and isinstance(body[0], dn.line_block)
                    else body[0].astext() if body else "")
            got.append(("label", text))
        else:
            got.append(("row", entries[0].astext() if entries else None))
    expected = [(kind, visible(label) if value == LABEL else value) for kind, value in EXPECTED]
    if got != expected:
        failures.append(f"rst {where}: {got} != {expected}")


def hostile_labels():
    path = os.path.join(os.path.dirname(__file__), "..", "hostile-strings.json")
    with open(path, encoding="utf-8") as f:
        strings = json.load(f)
    # Pipes where the columns part, which Docutils must not read as the cell's edges.
    pipes = ["|", "a|b", "| x | y | z |", "|" * 40, "a | b | c | d | e | f | g | h",
             "+-----+", "x +-+-+-+-+ y"]
    return [s for s in strings if isinstance(s, str)] + pipes


def check_rst(binary):
    """One document (as JSON, which holds any label): a section per label, the label first."""
    labels = [LABEL] + hostile_labels()
    section = json.loads(render(binary, "json"))["sections"][0]
    sections = []
    for index, label in enumerate(labels):
        copy = json.loads(json.dumps(section))
        copy["header"] = f"S{index}"
        copy["rows"][0]["label"] = label
        sections.append(copy)
    result = subprocess.run([binary, "-f", "json", "-t", "rst"],
                            input=json.dumps({"sections": sections}).encode(),
                            capture_output=True, check=False)
    if result.returncode != 0:
        failures.append(f"rst: exit {result.returncode}: {result.stderr.decode()}")
    source = result.stdout.decode()
    doc = docutils.core.publish_doctree(source, settings_overrides={
        "doctitle_xform": False, "report_level": 5, "halt_level": 5,
        "warning_stream": False, "file_insertion_enabled": False, "raw_enabled": False})
    messages = [m.astext() for m in doc.findall(dn.system_message) if m["level"] > 1]
    if messages:
        failures.append(f"rst: docutils reports {messages}")
    found = {}
    for node in doc.findall(dn.section):
        tables = [n for n in node.children if isinstance(n, dn.table)]
        if tables:
            found[node[0].astext()] = tables[0]
    for index, label in enumerate(labels):
        table = found.get(f"S{index}")
        if table is None:
            failures.append(f"rst label #{index} {label!r}: no table")
        else:
            check_rst_table(table, label, f"label #{index} {label!r}")


def display_width(line):
    """Terminal cells of a line: East Asian wide and full-width 2, combining marks 0."""
    width = 0
    for char in line:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def check_padded_markdown(binary):
    label = "Europe, the Middle East and 日本"
    markdown = render_list(binary, "markdown", labelled_list(label))
    table = [line for line in markdown.splitlines() if line.startswith("|")]
    widths = {display_width(line) for line in table}
    if len(widths) != 1:
        failures.append(f"markdown: padded table lines have widths {sorted(widths)}\n{markdown}")
    xml = subprocess.run(["cmark-gfm", "-e", "table", "-t", "xml"], input=markdown.encode(),
                         capture_output=True, check=True).stdout
    labels = [md_text(row.findall(CM + "table_cell")[0])
              for row in ET.fromstring(xml).iter(CM + "table_row")
              if row.findall(CM + "table_cell")[0].find(CM + "strong") is not None]
    if labels != [label, "Asia"]:
        failures.append(f"markdown: padded labels read back as {labels}")


STYLES = ["simple", "plain", "ascii", "grid", "outline", "rounded", "rounded_grid",
          "simple_outline", "simple_grid", "heavy_outline", "heavy_grid", "mixed_outline",
          "mixed_grid", "double_outline", "double_grid", "fancy_outline", "fancy_grid", "psql",
          "presto", "orgtbl"]


def check_text(binary):
    label = "Europe 日本 e\u0301"
    for style in STYLES:
        text = render_list(binary, "text", labelled_list(label), "--style", style)
        lines = text.splitlines()
        grid = lines[lines.index("----") + 1:] if "----" in lines else lines
        grid = [line for line in grid if line]
        widths = {display_width(line) for line in grid}
        if len(widths) != 1:
            failures.append(f"text {style}: grid lines have widths {sorted(widths)}\n{text}")
        for wanted in (label, "Asia"):
            found = [line for line in grid if wanted in line]
            if len(found) != 1:
                failures.append(f"text {style}: {wanted!r} on {len(found)} lines\n{text}")
                continue
            inside = found[0].strip().strip("|│┃║").strip()
            if inside != wanted:
                failures.append(f"text {style}: label line reads {found[0]!r}")


def main():
    binary = sys.argv[1]
    check_html(binary)
    check_markdown(binary)
    check_json(binary)
    check_rst(binary)
    check_padded_markdown(binary)
    check_text(binary)
    if failures:
        print("labels_check: FAILED\n" + "\n".join(failures))
        sys.exit(1)
    print("labels_check: label rows read back by html5lib, cmark-gfm, json and docutils;"
          " padded Markdown and text grids line up")


main()
