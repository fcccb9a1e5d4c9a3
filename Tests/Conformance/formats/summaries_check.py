#!/usr/bin/env python3
"""Conformance check: summary rows (issue 19) read back by real parsers from the built
`tableshim`.

One CSV table of two groups is rendered with `--summary` and `--grand-summary` (a hostile
label included), then each format's own reader must give back every summary row exactly,
its label first, the values formatted by the column's format:

- HTML (html5lib): rows of class `ts-summary` / `ts-grand-summary`, the label a
  `th scope="row"`;
- Markdown (cmark-gfm): the last rows of each GFM table, the label in `strong`;
- LaTeX (pandoc): the last rows of each table;
- reStructuredText (Docutils): the last rows of each grid table;
- in list layout (`--layout list`), HTML (html5lib): items of class `ts-summary` /
  `ts-grand-summary`, the label in `strong`, the values in a `span`; Markdown (cmark-gfm):
  paragraphs that start with the label in `strong`, then ` — ` and the values, each after
  its column's title (`Price: $0.60; Goals: 112`).

The expected values are computed here from the data (exact decimal sums with `decimal`), and
again with `--search`, where only the matching rows count and each label says so (and the
last section, which a search leaves empty, still shows the grand summary).

Usage: summaries_check.py TABLESHIM; exits 1 and lists every mismatch on failure.
"""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from decimal import Decimal

import docutils.core
import docutils.nodes as dn
import html5lib

HTML = "{http://www.w3.org/1999/xhtml}"
CM = "{http://commonmark.org/xml/1.0}"
LABEL = "Σ <b>&amp;</b> | *x* \\emph{y} _z_"
ROWS = [("North", "Ann", "0.10", "112"), ("North", "Bob", "0.20", ""),
        ("North", "Cid", "0.30", "n/a"), ("South", "Dee", "1234.5", "51"),
        ("South", "Eve", "0.01", "7")]
CSV = "Region,Name,Price,Goals\n" + "".join(",".join(r) + "\n" for r in ROWS)
ARGS = ["-f", "csv", "--group-by", "Region", "--format", "Price=currency:USD:2",
        "--summary", f"Price=sum:{LABEL},mean", "--summary", "Goals=sum:" + LABEL + ",count-present",
        "--grand-summary", "Price=sum"]
failures = []


def fail(fmt, message):
    failures.append(f"{fmt}: {message}")


def dollars(value):
    return "${:,.2f}".format(value.quantize(Decimal("0.01")))


def expected(search=None):
    """Each table's summary rows (label first), the last table's followed by the grand."""
    suffix = " (of matching rows)" if search else ""
    # A search reads a row's cells as shown: the name and the goals (the price is formatted,
    # the region is the section's header).
    kept = [r for r in ROWS if not search or search.lower() in (r[1] + r[3]).lower()]
    tables = []
    for region in dict.fromkeys(r[0] for r in kept):
        rows = [r for r in kept if r[0] == region]
        prices = [Decimal(r[2]) for r in rows]
        goals = [Decimal(r[3]) for r in rows if r[3].replace(".", "").isdigit()]
        present = sum(1 for r in rows if r[3])
        tables.append([
            [LABEL + suffix, dollars(sum(prices)), str(sum(goals))],
            ["Mean" + suffix, dollars(sum(prices) / len(prices)), ""],
            ["Count (non-missing)" + suffix, "", str(present)],
        ])
    prices = [Decimal(r[2]) for r in kept]
    # The grand summary ends the last section, which it shows even when a search left it
    # without rows.
    if not kept or kept[-1][0] != ROWS[-1][0]:
        tables.append([])
    tables[-1].append(["Grand total" + suffix, dollars(sum(prices)), ""])
    return tables


def render(binary, fmt, search, layout=()):
    extra = (["--search", search] if search else []) + list(layout)
    result = subprocess.run([binary, *ARGS, *extra, "-t", fmt], input=CSV.encode(),
                            capture_output=True)
    if result.returncode != 0:
        fail(fmt, f"exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def text(node):
    return "".join(node.itertext())


def check_html(binary, search, want):
    doc = html5lib.parse(render(binary, "html", search))
    got = []
    for table in doc.iter(f"{HTML}table"):
        rows = []
        for row in table.iter(f"{HTML}tr"):
            kind = row.get("class", "").split()
            if "ts-summary" not in kind and "ts-grand-summary" not in kind:
                continue
            cells = list(row)
            if cells[0].tag != f"{HTML}th" or cells[0].get("scope") != "row":
                fail("html", f"the label of {text(cells[0])!r} is not a th scope=row")
            rows.append([text(cell) for cell in cells])
        got.append(rows)
    if got != want:
        fail("html", f"summary rows read {got}, expected {want}")


def cm_text(node):
    kinds = (f"{CM}text", f"{CM}code", f"{CM}html_inline")
    return "".join(n.text or "" for n in node.iter() if n.tag in kinds)


def check_markdown(binary, search, want):
    xml = subprocess.run(["cmark-gfm", "-e", "table", "-t", "xml"],
                         input=render(binary, "markdown", search).encode(),
                         capture_output=True).stdout
    root = ET.fromstring(xml)
    got = []
    for table, rows in zip(root.iter(f"{CM}table"), want):
        body = [row for row in table if row.tag == f"{CM}table_row"][-len(rows):]
        for row in body:
            if row[0].find(f"{CM}strong") is None:
                fail("markdown", f"the label {cm_text(row[0])!r} is not strong")
        got.append([[cm_text(cell) for cell in row] for row in body])
    if got != want:
        fail("markdown", f"summary rows read {got}, expected {want}")


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


def check_latex(binary, search, want):
    result = subprocess.run(["pandoc", "-f", "latex", "-t", "json"],
                            input=render(binary, "latex", search).encode(), capture_output=True)
    blocks = json.loads(result.stdout)["blocks"]

    def tables(blocks):
        for block in blocks:
            if block["t"] == "Table":
                yield block
            elif block["t"] == "Div":
                yield from tables(block["c"][1])
    got = []
    for table, rows in zip(tables(blocks), want):
        body = table["c"][4][0][3][-len(rows):]
        got.append([[pandoc_text(cell[4][0]["c"]) if cell[4] else "" for cell in row[1]]
                    for row in body])
    if got != want:
        fail("latex", f"summary rows read {got}, expected {want}")


def check_rst(binary, search, want):
    doc = docutils.core.publish_doctree(render(binary, "rst", search), settings_overrides={
        "report_level": 5, "halt_level": 5})
    got = []
    for tbody, rows in zip(doc.findall(dn.tbody), want):
        body = list(tbody.findall(dn.row))[-len(rows):]
        got.append([[entry.astext() for entry in row.findall(dn.entry)] for row in body])
    if got != want:
        fail("rst", f"summary rows read {got}, expected {want}")


TITLES = ["Name", "Price", "Goals"]


def expected_items(want):
    """The summary rows as list layout shows them: the label, then each value after its
    column's title (`Price: $0.60; Goals: 112`)."""
    return [[row[0], "; ".join(f"{TITLES[i]}: {v}" for i, v in enumerate(row) if i and v)]
            for table in want for row in table]


def check_html_list(binary, search, want):
    doc = html5lib.parse(render(binary, "html", search, ["--layout", "list"]))
    got = []
    for item in doc.iter(f"{HTML}li"):
        kind = item.get("class", "").split()
        if "ts-summary" not in kind and "ts-grand-summary" not in kind:
            continue
        strong = item.find(f"{HTML}strong")
        detail = item.find(f"{HTML}span")
        if strong is None:
            fail("html list", f"the label of {text(item)!r} is not strong")
            continue
        got.append([text(strong), text(detail) if detail is not None else ""])
    if got != expected_items(want):
        fail("html list", f"summary items read {got}, expected {expected_items(want)}")


def check_markdown_list(binary, search, want):
    xml = subprocess.run(["cmark-gfm", "-e", "table", "-t", "xml"],
                         input=render(binary, "markdown", search, ["--layout", "list"]).encode(),
                         capture_output=True).stdout
    got = []
    for paragraph in ET.fromstring(xml).iter(f"{CM}paragraph"):
        if len(paragraph) == 0 or paragraph[0].tag != f"{CM}strong":
            continue
        label = cm_text(paragraph[0])
        rest = cm_text(paragraph)[len(label):]
        if rest and not rest.startswith(" \u2014 "):
            fail("markdown list", f"{label!r} is followed by {rest!r}")
        got.append([label, rest[3:]])
    if got != expected_items(want):
        fail("markdown list", f"summary paragraphs read {got}, expected {expected_items(want)}")


def main():
    binary = sys.argv[1]
    for search in (None, "o"):
        want = expected(search)
        for check in (check_html, check_markdown, check_latex, check_rst, check_html_list,
                      check_markdown_list):
            check(binary, search, want)
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("summaries: html, markdown, latex and rst read back every summary row exactly, "
          "in grid and (html, markdown) list layout")


main()
