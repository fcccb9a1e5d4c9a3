#!/usr/bin/env python3
"""Conformance check: TableShim's Jira markup read back by pandoc's Jira reader.

For every string of hostile-strings.json and wiki_pandoc.EXTRA, `conformance-render-wiki`
renders one table in which the string stands in every field; `pandoc -f jira -t json` reads
the markup back, and the check compares, field by field, what pandoc reads with the string as
every backend shows it (`visible`): the headings, the thirteen list items (check marks, styles
per line, links, images), the footers, and the table (header cells and every cell). Nothing
else may appear: no node that the data made, no link the row did not ask for.

Two things the reader (pandoc 2.17, jira-wiki-markup 1.4) cannot read back, compared as
Docs/Formats.md documents them:
- white space: Jira has no reference for a space, and the reader makes every run of spaces
  one space, drops spaces next to a line break, and drops spaces and line breaks at the ends
  of a block, so both sides are compared so normalized (TAB, written `&Tab;`, is compared
  exactly);
- `~`: Jira's escape is `\\~`, which this reader does not honour (it honours a backslash
  before punctuation only, and `~` is a math symbol): it reads `\\~` as a backslash and a
  `~`, or as a backslash and a subscript whose text ends with a backslash. The check reads
  exactly those back as `~`, and fails on a subscript that no `\\~` explains.

Usage: jira_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import re
import sys
import unicodedata

from wiki_pandoc import (Flattener, Unexpected, check_links, check_texts, document_parts, encoded,
                         expected_items, is_absolute_link, run, table_rows, visible)

OPEN, CLOSE = "\ue010", "\ue011"
# The characters styles may not stand next to: the space and the other space separators.
SPACES = "".join(chr(code) for code in range(0x110000)
                 if code == 0x20 or unicodedata.category(chr(code)) == "Zs")


def subscript(flattener, content):
    return OPEN + flattener.inlines(content) + CLOSE


def read(text):
    """The text with the reader's `\\~` taken as Jira's escape of `~`."""
    for sentinel in (OPEN, CLOSE):
        for match in re.finditer(sentinel, text):
            if match.start() == 0 or text[match.start() - 1] != "\\":
                raise Unexpected(f"a subscript came from the data: {text!r}")
    return text.replace(OPEN, "~").replace(CLOSE, "~").replace("\\~", "~")


def spaces(text):
    """White space as the reader keeps it: runs of spaces as one, none next to a line break,
    and neither spaces nor line breaks at the ends of a block."""
    text = re.sub(" +", " ", text)
    text = re.sub(" ?\n ?", "\n", text)
    return text.strip(" \n")


def per_line(text, mark):
    """Jira styles, which may not span lines, around each line's text inside its spaces."""
    lines = []
    for line in text.split("\n"):
        core = line.strip(SPACES)
        if core:
            start = line.index(core)
            line = line[:start] + "\u27e8" + mark + core + mark + "\u27e9" + line[start + len(core):]
        lines.append(line)
    return "\n".join(lines)


def check_case(case, document, ast, fail):
    value = visible(case)
    flat = Flattener(allow={"Subscript": subscript})

    def text(inlines):
        return spaces(read(flat.inlines(inlines)))

    def cell(blocks):
        return spaces(read(flat.blocks(blocks)))

    parts = document_parts(ast, fail)
    if parts is None:
        return None
    check_texts(parts, text, spaces(value), fail)
    items, table = parts["items"], parts["table"]
    if [cell(item) for item in parts["second"]["c"]] != [spaces(value)]:
        fail(f"second list reads {[cell(item) for item in parts['second']['c']]}")

    if "/" not in case:
        image = {value + " " + value}
    elif is_absolute_link(case):
        image = {"\u27e8I" + encoded(case, "[]!") + "I\u27e9 " + value}
    else:
        image = {value}
    expected = expected_items(value, case, per_line, "\u2611", "\u2610", image)
    rows = items["c"]
    if len(rows) != len(expected):
        fail(f"list has {len(rows)} items")
    else:
        for index, (item, allowed) in enumerate(zip(rows, expected)):
            got = cell(item)
            if got not in {spaces(reading) for reading in allowed}:
                fail(f"item {index} reads {got!r}, expected {spaces(sorted(allowed)[0])!r}")

    head, body = table_rows(table)
    grid = [[cell(blocks) for blocks in row] for row in head + body]
    link = "\u27e8L" + value + "L\u27e9"
    expected_grid = [
        [value, "n"], [value, "1"], ["x", value],
        ["\u2611 " + per_line(value, "*"), per_line("2", "*")], [link, value],
        ["\u2610 " + per_line(value, "+"), per_line(value, "+")],
        [per_line(value, "/"), per_line(value, "/")],
    ]
    if grid != [[spaces(reading) for reading in row] for row in expected_grid]:
        fail(f"table reads {grid}")
    if len(head) != 1:
        fail(f"table has {len(head)} header rows")
    check_links(flat, fail)
    if "\\~" in document:
        return "written with Jira's `\\~`, which pandoc reads as `\\` and `~` (compared as `~`)"
    return None


if __name__ == "__main__":
    sys.exit(run("jira", "jira", "jira", check_case))
