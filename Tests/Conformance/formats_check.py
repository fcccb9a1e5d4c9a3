#!/usr/bin/env python3
"""Column formats check: `tableshim --format ... --missing ...` on CSV, its Markdown read back
by cmark-gfm and its HTML by html5lib, cell by cell.

The CSV holds numbers, dates and durations (negative, huge, NaN, not numbers, empty cells) and
the missing marks are hostile (Markdown and HTML markup, a pipe, a backslash). Every body cell
must read back as the formatted text the format gives (computed here independently for the
fixed English formats used), an unreadable cell as it came, an empty cell as its mark; numeric
columns must be right-aligned (`align="right"` from GFM, `text-align: right` in HTML).

Usage: formats_check.py TABLESHIM; exits 1 and lists the mismatches on failure.
"""

import csv
import io
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import html5lib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from readback import CM, HTML, md_read, parse_markdown  # noqa: E402

failures = []

ROWS = [
    # Amount (number:2), Share (percent:1), Size (bytes:iec), Due (date:d MMM yyyy), Took (duration)
    ["1234.5", "0.123", "1536", "2024-03-05", "3723"],
    ["-1234567.125", "-0.5", "1048575", "2024-02-29", "125"],
    ["123456789012345678901234567890.255", "1", "0", "1999-12-31T23:59:59Z", "7"],
    ["NaN", "", "512", "2023-02-29", "-61.6"],
    ["", "abc", "", "", ""],
    ["1,234", "12%", "1e3", "soon", "1e20"],
]

EXPECTED = [
    ["1,234.50", "12.3%", "1.5 KiB", "5 Mar 2024", "1h 02m 03s"],
    ["-1,234,567.12", "-50.0%", "1 MiB", "29 Feb 2024", "2m 05s"],
    ["123,456,789,012,345,678,901,234,567,890.26", "100.0%", "0 B", "31 Dec 1999", "7s"],
    ["NaN", "<b>n/a</b> | \\*", "512 B", "2023-02-29", "-1m 02s"],
    ["— *x*", "abc", "— *x*", "— *x*", "— *x*"],
    ["1,234", "12%", "1,000 B", "soon", "1e20"],
]

TITLES = ["Amount", "Share", "Size", "Due", "Took"]
OPTIONS = [
    "--format", "Amount=number:2", "--format", "Share=percent:1", "--format", "Size=bytes:iec",
    "--format", "Due=date:d MMM yyyy", "--format", "Took=duration",
    "--missing", "— *x*", "--missing", "Share=<b>n/a</b> | \\*",
]
NUMERIC = [True, True, True, False, True]


def fail(message):
    failures.append(message)


def render(tableshim, data, fmt):
    result = subprocess.run(
        [tableshim, "-f", "csv", "-t", fmt] + OPTIONS, input=data.encode(), capture_output=True)
    if result.returncode != 0:
        fail(f"{fmt}: exit {result.returncode}: {result.stderr.decode()}")
        return ""
    return result.stdout.decode()


def check_markdown(markdown):
    document = parse_markdown(markdown)
    tables = [node for node in document.iter() if node.tag == CM + "table"]
    if len(tables) != 1:
        return fail(f"markdown: {len(tables)} tables")
    rows = [row for row in tables[0] if row.tag == CM + "table_row"]
    header = [row for row in tables[0] if row.tag == CM + "table_header"]
    if not header:
        return fail("markdown: no header row")
    titles = [md_read(cell) for cell in header[0]]
    if titles != TITLES:
        fail(f"markdown: titles {titles!r}")
    for column, cell in enumerate(header[0]):
        align = cell.get("align")
        if NUMERIC[column] and align != "right":
            fail(f"markdown: column {TITLES[column]} aligned {align!r}, not right")
    for index, row in enumerate(rows):
        cells = [md_read(cell) for cell in row]
        if cells != EXPECTED[index]:
            fail(f"markdown row {index}: {cells!r} != {EXPECTED[index]!r}")
    if len(rows) != len(EXPECTED):
        fail(f"markdown: {len(rows)} rows")


def html_text(element):
    parts = [element.text or ""]
    for child in element:
        parts.append(html_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def check_html(page):
    document = html5lib.parse(page)
    body_rows = [row for row in document.iter(HTML + "tr")
                 if all(cell.tag == HTML + "td" for cell in row)]
    if len(body_rows) != len(EXPECTED):
        return fail(f"html: {len(body_rows)} body rows")
    for index, row in enumerate(body_rows):
        cells = list(row)
        texts = [html_text(cell) for cell in cells]
        if texts != EXPECTED[index]:
            fail(f"html row {index}: {texts!r} != {EXPECTED[index]!r}")
        for column, cell in enumerate(cells):
            style = cell.get("style") or ""
            if NUMERIC[column] and "text-align: right" not in style:
                fail(f"html row {index}: column {TITLES[column]} style {style!r}")
        if any(child.tag != HTML + "td" or len(child) for child in cells):
            fail(f"html row {index}: markup from data: {ET.tostring(row, encoding='unicode')}")


def main():
    tableshim = sys.argv[1]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(TITLES)
    writer.writerows(ROWS)
    data = out.getvalue()
    check_markdown(render(tableshim, data, "markdown"))
    check_html(render(tableshim, data, "html"))
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print(f"formats: {len(EXPECTED)} rows of 5 formatted columns read back by cmark-gfm and html5lib")


main()
