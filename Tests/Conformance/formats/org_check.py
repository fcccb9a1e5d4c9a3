#!/usr/bin/env python3
"""Conformance check: TableShim's Org read back exactly by pandoc's Org reader.

For every string of hostile-strings.json and wiki_pandoc.EXTRA, `conformance-render-wiki`
renders one table in which the string stands in every field; `pandoc -f org -t json` reads
the Org back, and the check compares, field by field, what pandoc reads with the string as
every backend shows it (`visible`): the title (`#+TITLE:`), the headlines, the fourteen list
items (check boxes, emphasis per line, links, images), the footers, and the table (column
titles, the alignment cookies, every cell). Nothing else may appear: no node that the data
made. It also checks that the raw table lines up by display width.

Usage: org_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import sys
import unicodedata

from wiki_pandoc import (Flattener, Limitation, check_items, check_links, encoded,
                         expected_grid, expected_items, is_absolute_link, run, table_rows, visible, wrap)


def per_line(text, mark):
    """Org emphasis, which may not span lines, is written around each line of a text."""
    return "\n".join(wrap(line, mark) for line in text.split("\n"))


def display_width(text):
    width = 0
    for char in text:
        if unicodedata.combining(char) or char in "\u200b\u200d\ufe0f":
            continue
        width += 2 if unicodedata.east_asian_width(char) in "WF" else 1
    return width


def check_case(case, document, ast, fail):
    value = visible(case)
    if value == "COMMENT":
        # pandoc drops a headline, or a whole document, whose title reads exactly COMMENT:
        # it tests the text it has read, `\text{C}OMMENT` included, not the Org syntax.
        if ast["blocks"]:
            fail("pandoc no longer drops a document titled COMMENT: check it")
        raise Limitation("a title or headline of exactly COMMENT is dropped by pandoc")
    flat = Flattener()
    title = ast["meta"].get("title")
    if title is None or flat.inlines(title["c"]) != value:
        fail(f"title reads {title and flat.inlines(title['c'])!r}")
    blocks = ast["blocks"]
    kinds = [(block["t"], block["c"][0] if block["t"] == "Header" else None) for block in blocks]
    expected_kinds = [("Header", 1), ("BulletList", None), ("Para", None), ("BulletList", None),
                      ("Header", 1), ("Table", None), ("Para", None)]
    if kinds != expected_kinds:
        fail(f"blocks are {kinds}")
        return
    header, items, footer, second, _, table, grid_footer = blocks
    for name, inlines in (("header", header["c"][2]), ("footer", footer["c"]),
                          ("grid footer", grid_footer["c"])):
        if flat.inlines(inlines) != value:
            fail(f"{name} reads {flat.inlines(inlines)!r}")
    if [flat.blocks(item) for item in second["c"]] != [value]:
        fail(f"second list reads {[flat.blocks(item) for item in second['c']]}")

    value_link = "\u27e8I" + encoded(case, "[]") + "I\u27e9 " + value
    if "/" not in case:
        image = {value + " " + value}
    elif is_absolute_link(case):
        image = {value_link, value + " " + value}
    else:
        image = {value}
    check_items(items, expected_items(value, case, per_line, "\u2612", "\u2610", image), flat,
                fail)
    head, body = table_rows(table)
    grid = [[flat.blocks(cell) for cell in row] for row in head + body]
    if grid != expected_grid(value, wrap):
        fail(f"table reads {grid}")
    alignments = [spec[0]["t"] for spec in table["c"][2]]
    if alignments != ["AlignLeft", "AlignRight"]:
        fail(f"table alignments are {alignments}")
    if len(head) != 1:
        fail(f"table has {len(head)} header rows")

    check_links(flat, fail)

    # The raw table lines up, where the width of every character is certain.
    if all(ord(char) < 0x1F000 and char not in "\u200d\ufe0f" for char in value):
        lines = [line for line in document.split("\n") if line.startswith("|")]
        widths = {display_width(line) for line in lines}
        if len(widths) != 1:
            fail(f"table lines have widths {sorted(widths)}")


if __name__ == "__main__":
    sys.exit(run("org", "org", "org", check_case))
