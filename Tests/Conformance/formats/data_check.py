#!/usr/bin/env python3
"""Conformance check: TableShim's data formats read back exactly by independent readers.

For every string of hostile-strings.json and the EXTRA strings below (controls, every line
break, Hangul, CJK and emoji), `conformance-render --data` renders two tables in which the
string stands in every field, as json, csv and tsv (with the section column `§`) and list:

- JSON is read by Python's `json` module, and its rows are interpreted by the schema of
  Docs/ListFile.md; every title, header, id, footer, column title, cell, detail, secondary
  text, style, check box, state and link must be the model's, exactly;
- CSV is read by Python's `csv` module, TSV split by its tabs and lines with its four escapes
  undone: each record must be the section header and the cells, exactly;
- every output is also decoded by `tableshim` itself (list, csv and tsv grouped by `§`) and
  written as JSON, which must be the JSON of the same table;
- a list file that cannot be written must fail with an error that names a documented reason.

Usage: data_check.py RENDERER TABLESHIM [STRINGS.json]; exits 1 listing every mismatch.
"""

import csv
import io
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

EXTRA = [
    "", " ", "\t", "a\tb", "\u0000", "nul\u0000x", "esc\u001b[31m", "\u007f", "\u0085",
    "c1\u009bx", "a\u000bb\u000cc", "a\rb", "a\r\nb", "\r\n", "a\n\rb", "\r", "\n", "a\n",
    " lead", "trail ", "\u2028\u2029", "\ufeffbom", "bom\ufeff", "\\", "\\\\", "\\n\\t\\r",
    "a\\|b", "|", "{#x}", "a {#x}", "a \\{#x}", "{#}", "x {#a b}", "[x] done", "[ ] open",
    "- [x] a", "# title", "## h", "@columns a", "> quote", '"', '""', '"a, b"', ",", "a,b",
    "대한민국 손흥민", "漢字テスト", "Ｆｕｌｌｗｉｄｔｈ", "emoji 👍🏽 🇰🇷 👨‍👩‍👧", "e\u0301",
    "§", "n", "text", "detail",
]


def full_table(s):
    """Title, an id'd grid section with a footer, and a list section of every row kind."""
    columns = [{"title": s}, {"title": "n"}]
    return {"title": s, "sections": [
        {"header": s, "id": s, "footer": s, "columns": columns, "rows": [
            {"kind": "decoded", "columns": [s, "1"]},
            {"kind": "decoded", "columns": ["x", s], "accessory": "checkmark", "id": s},
            {"kind": "decoded", "columns": [s, s], "state": "selected", "link": s},
            {"kind": "decoded", "columns": [s, ""], "accessory": "unchecked"},
        ]},
        {"header": "list", "rows": [
            {"kind": "decoded", "columns": [s]},
            {"kind": "content", "text": s, "detail": s, "style": "value1"},
            {"kind": "content", "text": s, "secondary": s, "style": "subtitle"},
            {"kind": "decoded", "columns": [s, s, s], "style": "value2"},
            {"kind": "content", "text": s, "detail": s, "style": "default", "id": "d"},
        ]},
    ]}


def list_table(s):
    """What a list file holds: no state, no link, one style per section."""
    columns = [{"title": s}, {"title": "n"}]
    return {"title": s, "sections": [
        {"header": s, "id": s, "footer": s, "columns": columns, "rows": [
            {"kind": "decoded", "columns": [s, "1"]},
            {"kind": "decoded", "columns": ["x", s], "accessory": "checkmark", "id": s},
            {"kind": "decoded", "columns": [s, ""], "accessory": "unchecked"},
        ]},
        {"header": "list", "rows": [
            {"kind": "decoded", "columns": [s, s]},
            {"kind": "content", "text": s, "detail": s, "style": "value1"},
            {"kind": "decoded", "columns": [s, s, s], "id": "x"},
        ]},
    ]}


def records_table(s):
    """Two sections with the same columns: what CSV and TSV hold, with the section column."""
    columns = [{"title": s}, {"title": "n"}]
    return {"sections": [
        {"header": s, "columns": columns, "rows": [
            {"kind": "decoded", "columns": [s, "1"]},
            {"kind": "decoded", "columns": ["x", s]},
            {"kind": "decoded", "columns": [s, s]},
        ]},
        {"header": "second", "columns": columns, "rows": [
            {"kind": "decoded", "columns": ["y", s]},
        ]},
    ]}


def model_rows(section):
    """What each row of a description holds, as the model has it."""
    width = len(section.get("columns") or [])
    rows = []
    for row in section["rows"]:
        style = row.get("style")
        if row["kind"] == "decoded":
            cells = row["columns"] + [""] * (width - len(row["columns"]))
            style = style or ("value1" if len(cells) > 1 else "default")
            second = cells[1] if len(cells) > 1 and cells[1] else None
            text, detail, secondary = cells[0], None, None
            if style == "subtitle":
                secondary = second
            elif style in ("value1", "value2"):
                detail = second
        else:
            # An empty secondary text is written as none (Docs/Formats.md).
            text, detail, secondary = row["text"], row.get("detail"), row.get("secondary") or None
            style = style or "default"
        rows.append({
            "text": text, "detail": detail, "secondary": secondary, "style": style,
            "checked": {"checkmark": True, "unchecked": False}.get(row.get("accessory")),
            "state": row.get("state", "normal"), "link": row.get("link"), "id": row.get("id"),
        })
    return rows


def json_rows(section, width):
    """The rows of a JSON section as the schema reads them (Docs/ListFile.md)."""
    rows = []
    for row in section["rows"]:
        if isinstance(row, str):
            row = {"cells": [row]}
        elif isinstance(row, list):
            row = {"cells": row}
        cells = row["cells"] + [""] * (width - len(row["cells"]))
        style = row.get("style") or ("value1" if len(cells) > 1 else "default")
        second = cells[1] if len(cells) > 1 and cells[1] else None
        detail = second if style in ("value1", "value2") else None
        secondary = second if style == "subtitle" else None
        if "detail" in row:
            detail = row["detail"]
            if "style" not in row and style == "default":
                style = "value1"
        rows.append({
            "text": cells[0] if cells else "", "detail": detail, "secondary": secondary,
            "style": style, "checked": row.get("checked"), "state": row.get("state", "normal"),
            "link": row.get("link"), "id": row.get("id"),
        })
    return rows


def check_json(text, description, fail):
    try:
        document = json.loads(text)
    except ValueError as error:
        return fail(f"json does not parse: {error}")
    if any(ord(c) < 0x20 and c != "\n" or 0x7f <= ord(c) <= 0x9f for c in text):
        fail("json holds a raw control character")
    if document.get("title") != description.get("title"):
        fail(f"json title {document.get('title')!r}")
    sections = document["sections"]
    if len(sections) != len(description["sections"]):
        return fail(f"json has {len(sections)} sections")
    for index, (got, want) in enumerate(zip(sections, description["sections"])):
        titles = [column["title"] for column in want.get("columns") or []]
        for key in ("header", "id", "footer"):
            if got.get(key) != want.get(key):
                fail(f"json section {index} {key} {got.get(key)!r}")
        if got["columns"] != titles:
            fail(f"json section {index} columns {got['columns']!r}")
        read, expected = json_rows(got, len(titles)), model_rows(want)
        for number, (row, model) in enumerate(zip(read, expected)):
            if row != model:
                fail(f"json row {index}.{number} reads {row!r}, not {model!r}")
        if len(read) != len(expected):
            fail(f"json section {index} has {len(read)} rows")


def expected_records(s, description):
    records = [["§", s, "n"]]
    for section in description["sections"]:
        for row in section["rows"]:
            records.append([section["header"]] + row["columns"])
    return records


def read_tsv(text):
    def unescape(field):
        out, i = [], 0
        while i < len(field):
            if field[i] == "\\" and i + 1 < len(field) and field[i + 1] in "\\tnr":
                out.append({"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}[field[i + 1]])
                i += 2
            else:
                out.append(field[i])
                i += 1
        return "".join(out)
    if not text.endswith("\n"):
        raise ValueError("the last record has no line end")
    return [[unescape(f) for f in line.split("\t")] for line in text[:-1].split("\n")]


def tableshim(binary, text, source, extra=()):
    result = subprocess.run([binary, "-f", source, "-t", "json", *extra], input=text.encode(),
                            capture_output=True)
    return result.returncode, result.stdout.decode(), result.stderr.decode()


LIST_REASONS = ("line break", "spaces and tabs at the ends", "is not empty", "id is one or more",
                "reads a first cell", "empty title", "state", "link", "not one of its cells")


def check(s, full, listed, records, binary, fail):
    check_json(full["json"], full_table(s), fail)
    status, out, err = tableshim(binary, full["json"], "json")
    if status != 0 or out != full["json"]:
        fail(f"tableshim reads its json back differently: {err.strip()}")
    check_json(listed["json"], list_table(s), fail)
    if "list" in listed:
        status, out, err = tableshim(binary, listed["list"], "list")
        if status != 0 or out != listed["json"]:
            fail(f"tableshim reads the list file back differently: {err.strip() or out!r}")
    else:
        message = listed["list!"]
        if not message.startswith("error: list: ") or not any(r in message for r in LIST_REASONS):
            fail(f"list fails with {message!r}")
    expected = expected_records(s, records_table(s))
    for name in ("csv", "tsv"):
        if name + "!" in records:
            # The section column may not have the name of a column: documented.
            if s != "§":
                fail(f"{name} fails with {records[name + '!']!r}")
            continue
        text = records[name]
        try:
            read = (list(csv.reader(io.StringIO(text, newline=""))) if name == "csv"
                    else read_tsv(text))
        except (csv.Error, ValueError) as error:
            fail(f"{name} does not parse: {error}")
            continue
        if read != expected:
            fail(f"{name} reads {read!r}, not {expected!r}")
        if s:
            status, out, err = tableshim(binary, text, name, ["--group-by", "§"])
            if status != 0 or out != records["json"]:
                fail(f"tableshim --group-by § reads the {name} back differently: "
                     f"{err.strip() or out!r}")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    renderer, binary = sys.argv[1], sys.argv[2]
    path = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "..", "hostile-strings.json")
    with open(path, encoding="utf-8") as file:
        strings = json.load(file) + EXTRA
    tables = [table for s in strings
              for table in (full_table(s), list_table(s), records_table(s))]
    result = subprocess.run([renderer, "--data"], input=json.dumps(tables).encode(),
                            capture_output=True, check=True)
    outputs = json.loads(result.stdout)
    failures = []
    for number, s in enumerate(strings):
        def fail(message, s=s):
            failures.append(f"{s!r}: {message}")
        check(s, *outputs[3 * number:3 * number + 3], binary, fail)
    for failure in failures:
        print(failure)
    print(f"data formats: {len(strings)} strings, {len(failures)} mismatches")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
