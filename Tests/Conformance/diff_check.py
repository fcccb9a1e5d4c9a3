#!/usr/bin/env python3
"""Diff check: `tableshim diff` of hostile data, its Markdown read back by cmark-gfm and its
HTML by html5lib.

Two CSV files keyed by an `id` column hold every string of hostile-strings.json as a cell:
the new file deletes a fifth of the rows, changes a fifth, moves some to the end and inserts
new ones. Both outputs (with --full, and with the default context) must read back exactly:

- Markdown: one GFM table whose rows are mark, id, value (and `moved from`); each row's mark
  is what happened to it (`+`, `-`, `~`, `>`), an unchanged or moved value reads back as
  V(value) and a changed one as `V(old) → V(new)`; the last paragraph is the summary.
- HTML: only the elements and attributes the diff writes; each row's class is what happened
  to it; an inserted value is in <ins>, a deleted one in <del>, a changed one in both.

Usage: diff_check.py TABLESHIM [STRINGS.json]; exits 1 and lists the mismatches on failure.
"""

import csv
import json
import os
import subprocess
import sys
import tempfile

import html5lib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from readback import CM, HTML, V, md_read, parse_markdown, show  # noqa: E402

failures = []

DIFF_ALLOWED = {
    "div": {"class"}, "h1": set(), "h2": set(), "section": {"class"}, "table": set(),
    "thead": set(), "tbody": set(), "tr": {"class"}, "th": set(), "td": {"colspan"},
    "ul": set(), "li": {"class"}, "p": {"class"}, "ins": set(), "del": set(), "br": set(),
}


def fail(message):
    failures.append(message)


def write_csv(path, rows):
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["id", "value"])
        writer.writerows(rows)


def tables(strings):
    """The old and new rows, and what should happen to each id."""
    old = [(f"r{index}", text) for index, text in enumerate(strings)]
    new, moved, expected = [], [], {}
    count = len(strings)
    for index, (key, text) in enumerate(old):
        if index % 5 == 0:
            expected[key] = ("-", text, None)
        elif index % 5 == 1 and strings[(index + 7) % count] != text:
            other = strings[(index + 7) % count]
            new.append((key, other))
            expected[key] = ("~", text, other)
        elif index % 11 == 3:
            moved.append((key, text))
            expected[key] = (">", text, text)
        else:
            new.append((key, text))
            expected[key] = ("", text, text)
        if index % 4 == 2:
            new.append((f"n{index}", text))
            expected[f"n{index}"] = ("+", None, text)
    return old, new + moved, expected


def markdown_rows(markdown):
    document = parse_markdown(markdown)
    found = document.findall(f".//{CM}table")
    if len(found) != 1:
        fail(f"markdown: {len(found)} tables, expected 1")
        return {}, document
    rows = {}
    for row in found[0].findall(f"{CM}table_row"):
        cells = [md_read(cell) for cell in row.findall(f"{CM}table_cell")]
        if cells[0] == "…":
            continue
        rows[cells[1]] = cells
    return rows, document


def check_markdown(markdown, expected, full):
    rows, document = markdown_rows(markdown)
    paragraphs = document.findall(f".//{CM}paragraph")
    summary = md_read(paragraphs[-1]) if paragraphs else ""
    if not summary.startswith(f"{sum(1 for e in expected.values() if e[0] == '+')} inserted, "):
        fail(f"markdown: summary {show(summary)}")
    for key, (mark, old, new) in expected.items():
        if key not in rows:
            if full or mark:
                fail(f"markdown: row {key} ({mark or 'unchanged'}) is missing")
            continue
        cells = rows[key]
        if cells[0] != mark:
            fail(f"markdown: row {key} has mark {show(cells[0])}, expected {show(mark)}")
        want = V(old) if new is None else V(new) if old is None or old == new else \
            f"{V(old)} → {V(new)}"
        if cells[2] != want:
            fail(f"markdown: row {key} reads {show(cells[2])}, expected {show(want)}")


def text_of(element):
    parts = [element.text or ""]
    for child in element:
        tag = child.tag.removeprefix(HTML)
        parts.append("\n" if tag == "br" else text_of(child))
        parts.append(child.tail or "")
    return "".join(parts)


def check_html(html, expected, full):
    root = html5lib.HTMLParser(namespaceHTMLElements=True).parseFragment(html)
    for element in root.iter():
        if element is root:
            continue
        tag = element.tag.removeprefix(HTML) if isinstance(element.tag, str) else None
        if tag not in DIFF_ALLOWED:
            fail(f"html: a foreign element {element.tag!r}")
            continue
        extra = set(element.attrib) - DIFF_ALLOWED[tag]
        if extra:
            fail(f"html: <{tag}> has attributes {sorted(extra)}")
    kinds = {"": "unchanged", "+": "inserted", "-": "deleted", "~": "changed", ">": "moved"}
    rows = {}
    for row in root.iter(f"{HTML}tr"):
        cells = row.findall(f"{HTML}td")
        if len(cells) >= 3:
            rows[text_of(cells[1])] = (row.get("class"), cells[2])
    for key, (mark, old, new) in expected.items():
        if key not in rows:
            if full or mark:
                fail(f"html: row {key} is missing")
            continue
        kind, cell = rows[key]
        if kind != kinds[mark]:
            fail(f"html: row {key} has class {kind!r}, expected {kinds[mark]!r}")
        inserted = [text_of(e) for e in cell.findall(f"{HTML}ins")]
        deleted = [text_of(e) for e in cell.findall(f"{HTML}del")]
        if mark in ("", ">"):
            if inserted or deleted or text_of(cell) != V(old):
                fail(f"html: row {key} reads {show(text_of(cell))}, expected {show(V(old))}")
            continue
        want_ins = [V(new)] if new else []
        want_del = [V(old)] if old else []
        if inserted != want_ins or deleted != want_del:
            fail(f"html: row {key}: ins {inserted!r} del {deleted!r}, "
                 f"expected ins {want_ins!r} del {want_del!r}")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tableshim = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    strings_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "hostile-strings.json")
    with open(strings_path, encoding="utf-8") as handle:
        strings = json.load(handle)
    old, new, expected = tables(strings)
    with tempfile.TemporaryDirectory() as folder:
        write_csv(os.path.join(folder, "old.csv"), old)
        write_csv(os.path.join(folder, "new.csv"), new)
        for full in (True, False):
            for format_name, check in (("md", check_markdown), ("html", check_html)):
                arguments = [tableshim, "diff", "old.csv", "new.csv", "--key", "id", "-t",
                             format_name] + (["--full"] if full else [])
                result = subprocess.run(arguments, cwd=folder, capture_output=True)
                if result.returncode != 1:
                    fail(f"{' '.join(arguments[1:])}: exit {result.returncode}: "
                         f"{result.stderr.decode(errors='replace')}")
                    continue
                check(result.stdout.decode(), expected, full)
    if failures:
        print(f"{len(failures)} mismatches:")
        for message in failures[:60]:
            print("  " + message)
        sys.exit(1)
    print(f"diff check: {len(strings)} hostile strings, {len(expected)} rows, Markdown and HTML, "
          "with --full and with context: all read back exactly")


if __name__ == "__main__":
    main()
