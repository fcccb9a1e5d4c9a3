#!/usr/bin/env python3
"""Conformance check: TableShim's MediaWiki read back exactly by pandoc's MediaWiki reader.

For every string of hostile-strings.json and wiki_pandoc.EXTRA, `conformance-render-wiki`
renders one table in which the string stands in every field; `pandoc -f mediawiki -t json`
reads the wikitext back, and the check compares, field by field, what pandoc reads with the
string as every backend shows it (`visible`): the headings, the thirteen list items (check
marks, bold, italics, `<del>`, links), the footers, and the `wikitable` (header cells and every
cell). Nothing else may appear: no node that the data made, no link the row did not ask for.

Usage: mediawiki_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import sys

from wiki_pandoc import (Flattener, check_items, check_links, check_texts, document_parts,
                         expected_grid, expected_items, run, table_rows, visible, wrap)


def check_case(case, document, ast, fail):
    value = visible(case)
    flat = Flattener()
    parts = document_parts(ast, fail)
    if parts is None:
        return
    check_texts(parts, flat.inlines, value, fail)
    items, table = parts["items"], parts["table"]
    if [flat.blocks(item) for item in parts["second"]["c"]] != [value]:
        fail(f"second list reads {[flat.blocks(item) for item in parts['second']['c']]}")
    # Only symbols are images: MediaWiki shows no image from a URL.
    image = {value} if "/" in case else {value + " " + value}
    check_items(items, expected_items(value, case, wrap, "\u2611", "\u2610", image), flat, fail)
    head, body = table_rows(table)
    grid = [[flat.blocks(cell) for cell in row] for row in head + body]
    if grid != expected_grid(value, wrap):
        fail(f"table reads {grid}")
    if len(head) != 1:
        fail(f"table has {len(head)} header rows")
    check_links(flat, fail)


if __name__ == "__main__":
    sys.exit(run("mediawiki", "mediawiki", "mediawiki", check_case))
