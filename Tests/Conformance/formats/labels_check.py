#!/usr/bin/env python3
"""Conformance check: label rows (issue 19 item 3) read back by real parsers from the built
`tableshim`.

A list file with two label rows (one hostile) in a three-column section is rendered, then:

- HTML (html5lib): each label row is `tr.ts-label` holding one `th` whose `colspan` equals the
  column count and whose text is the label, in order among the data rows;
- Markdown (cmark-gfm): each label is the first cell of its GFM table row, in `strong`, the
  other cells empty;
- JSON: the label rows come back as `{"label": ...}` row objects.

Usage: labels_check.py TABLESHIM; exits 1 and lists every mismatch on failure.
"""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import html5lib

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


def main():
    binary = sys.argv[1]
    check_html(binary)
    check_markdown(binary)
    check_json(binary)
    if failures:
        print("labels_check: FAILED\n" + "\n".join(failures))
        sys.exit(1)
    print("labels_check: label rows read back by html5lib, cmark-gfm and json")


main()
