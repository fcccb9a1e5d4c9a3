#!/usr/bin/env python3
"""Conformance check: TableShim's output read back exactly by real parsers.

Five parts, each parsing Markdown with cmark-gfm (GitHub's reference parser, with the table,
strikethrough, tasklist and autolink extensions) and HTML with html5lib (the HTML5 parsing
algorithm browsers use), and reading plain text by its layout (readback.py):

1. hostile strings: every string of hostile-strings.json stands in every field of one table
   (title, header, footer, each row's text, detail, secondary text, link and image, a grid's
   column title and cells); each field must read back as visible(normalize(string)), no node
   or element may come from the data, and the plain text may hold no raw control. The same
   tables are then checked in every format and layout, as part 2 checks its tables;
2. controls: for each of the 65 C0 and C1 controls and DEL, one table holding it in every
   kind of text (title, header, footer, column titles, grid cells, list text, detail,
   secondary text, row and section ids, link and image), in every format and layout;
3. line breaks: LF, CR, CRLF and their runs in every kind of text, list and grid cells too:
   each one line break, read back as LF; HTML grid cells break with <br>;
4. wide rows: rows with more cells than a list shows (decoded rows of 3 to 5 cells in every
   style, contents and custom cells whose columns differ from their texts, a section with
   columns forced into list layout); every non-empty cell reads back, in order;
5. the same wide rows through the `tableshim` command (a list file, CSV, TSV and JSON
   rendered with --layout list), when the binary sits beside RENDERER.

Parts 2 to 5 also check that no output holds a raw control (but TAB and LF; in plain text LF
only) or a numeric character reference to one (&#13;, &#27;, &#x1B;, &#133;).

Usage: check.py RENDERER [STRINGS.json]; exits 1 and lists the mismatches on failure.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time

import html5lib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import readback  # noqa: E402
from readback import CM, HTML, V, VT, html_read, is_safe_url  # noqa: E402

SAFE_LINK = "https://example.com/a?b=1&c=2"
ROWS = 10
SHOWN_PER_PART = 40

failures = []


def fail(case, message):
    failures.append(f"{case!r}: {message}")


# --- Part 1: hostile strings, field by field --------------------------------------------------


def md_text(node):
    """The text a node stands for, markup dropped; raises Unexpected on nodes data must never
    create."""
    tag = node.tag.removeprefix(CM)
    if tag == "text":
        return readback.restore_controls(node.text or "")
    if tag in ("softbreak", "linebreak"):
        return "\n"
    if tag in ("emph", "strong", "strikethrough", "paragraph", "heading", "table_cell"):
        return "".join(md_text(child) for child in node)
    if tag == "html_inline" and node.text == "<br>":
        return "\n"  # TableShim's own line break inside a table cell
    if tag == "link":
        text = "".join(md_text(child) for child in node)
        destination = node.get("destination")
        # GFM autolinks turn a bare URL or address into a link whose text is unchanged.
        if destination in (text, "http://" + text, "mailto:" + text):
            return text
        raise readback.Unexpected(f"a link to {destination!r} came from the data")
    raise readback.Unexpected(f"a {tag} node came from the data")


def md_fields(case, paragraph_children, wrapper=None):
    """Text of a row's children, checking the wrapper node (strong, emph, strikethrough)."""
    if wrapper is None:
        return "".join(md_text(child) for child in paragraph_children)
    if len(paragraph_children) != 1 or paragraph_children[0].tag != CM + wrapper:
        fail(case, f"row not wrapped in one {wrapper}: {[c.tag for c in paragraph_children]}")
        return None
    return md_text(paragraph_children[0])


def check_markdown(case, markdown):
    want = V(case)
    document = readback.parse_markdown(markdown)
    blocks = list(document)
    kinds = [(b.tag.removeprefix(CM), b.get("level")) for b in blocks]
    expected_kinds = [("heading", "1"), ("heading", "2"), ("list", None), ("paragraph", None),
                      ("heading", "2"), ("table", None)]
    if kinds != expected_kinds:
        fail(case, f"markdown blocks are {kinds}")
        return
    title, header, rows, footer, _, table = blocks
    try:
        check_markdown_table(case, table)
        for name, node in (("title", title), ("header", header), ("footer", footer)):
            if md_text(node) != want:
                fail(case, f"markdown {name} reads back as {md_text(node)!r}")
        items = list(rows)
        if len(items) != ROWS or rows.get("tight") != "true":
            fail(case, f"markdown list has {len(items)} items, tight={rows.get('tight')}")
            return
        para = []
        for index, item in enumerate(items):
            children = list(item)
            if len(children) != 1 or children[0].tag != CM + "paragraph":
                fail(case, f"markdown row {index} is not one paragraph")
                return
            para.append(list(children[0]))

        def expect(index, got, what="text"):
            if got is not None and got != want:
                fail(case, f"markdown row {index} {what} reads back as {got!r}")

        expect(0, md_fields(case, para[0]))
        # value1: text, " — ", then the detail in emphasis.
        *text, detail = para[1]
        if detail.tag != CM + "emph" or md_fields(case, text) != want + " \u2014 ":
            fail(case, f"markdown row 1 is not text — *detail*: {md_fields(case, para[1])!r}")
        expect(1, md_text(detail), "detail")
        # subtitle: text, a hard line break, then the secondary text in emphasis.
        *text, brk, secondary = para[2]
        if brk.tag != CM + "linebreak" or secondary.tag != CM + "emph":
            fail(case, "markdown row 2 is not text, line break, *secondary*")
        expect(2, md_fields(case, text))
        expect(2, md_text(secondary), "secondary")
        for index, completed, wrapper in ((3, "true", "strikethrough"), (4, "false", "strong")):
            if items[index].tag != CM + "tasklist" or items[index].get("completed") != completed:
                fail(case, f"markdown row {index} is not a task item completed={completed}")
            expect(index, md_fields(case, para[index], wrapper))
        expect(5, md_fields(case, para[5], "emph"))
        link, *rest = para[6]
        if link.tag != CM + "link" or link.get("destination") != SAFE_LINK:
            fail(case, "markdown row 6 has lost its link")
        else:
            expect(6, "".join(md_text(c) for c in link))
            if md_fields(case, rest) != " \u203a":
                fail(case, "markdown row 6 lost its disclosure indicator")
        expect(7, md_fields(case, para[7]))
        # A row whose link is the string: a link only if the string is a safe URL.
        links = [c for c in para[8] if c.tag == CM + "link"]
        if links and not is_safe_url(links[0].get("destination")):
            fail(case, f"markdown row 8 links to {links[0].get('destination')!r}")
        if links and is_safe_url(case) and links[0].get("destination") != case:
            fail(case, f"markdown row 8 links to {links[0].get('destination')!r}")
        expect(8, "".join(md_text(c) if c.tag != CM + "link" else
                          "".join(md_text(g) for g in c) for c in para[8]))
        # A row whose image is the string: a URL (it holds `/`) shows only if safe, a symbol
        # as text before the row's text.
        images = [c for c in para[9] if c.tag == CM + "image"]
        if images and not is_safe_url(images[0].get("destination")):
            fail(case, f"markdown row 9 shows image {images[0].get('destination')!r}")
        shown = "".join(md_text(c) for c in para[9] if c.tag != CM + "image")
        if "/" not in case:
            expected = want + " " + want
        elif is_safe_url(case):
            expected = " " + want
        else:
            expected = want
        if shown != expected:
            fail(case, f"markdown row 9 reads back as {shown!r}, expected {expected!r}")
    except readback.Unexpected as error:
        fail(case, f"markdown: {error}")


def check_markdown_table(case, table):
    """The grid: header [case, n], rows [case, 1] and [x, case], cell by cell."""
    want = V(case)
    expected = [[want, "n"], [want, "1"], ["x", want]]
    rows = [[md_text(cell) for cell in row] for row in table]
    if rows != expected:
        fail(case, f"markdown table reads back as {rows}")


def check_html(case, html, standalone):
    want = V(case)
    parser = html5lib.HTMLParser(namespaceHTMLElements=True)
    root = parser.parse(html) if standalone else parser.parseFragment(html)
    kind = "page" if standalone else "fragment"
    for element in root.iter():
        if not isinstance(element.tag, str) or not element.tag.startswith(HTML):
            if element is not root:
                fail(case, f"html {kind} holds a foreign node {element.tag!r}")
            continue
        tag = element.tag.removeprefix(HTML)
        if tag not in readback.ALLOWED:
            fail(case, f"html {kind} holds a <{tag}> element")
            continue
        extra = set(element.attrib) - readback.ALLOWED[tag]
        if extra:
            fail(case, f"html {kind} <{tag}> has attributes {sorted(extra)}")
        for attribute in ("href", "src"):
            value = element.get(attribute)
            if value is not None and not is_safe_url(value):
                fail(case, f"html {kind} <{tag} {attribute}={value!r}> is not a safe URL")
        if element.get("id") is not None and re.search(r"[\t\n\f\r ]", element.get("id")):
            fail(case, f"html {kind} id {element.get('id')!r} holds white space")

    def find_all(path):
        return root.findall(path.replace("{}", HTML))

    def one(path):
        found = find_all(path)
        return found[0] if len(found) == 1 else None

    if standalone:
        title = one(".//{}head/{}title")
        if title is None or (title.text or "") != want:
            fail(case, f"html page title reads {None if title is None else title.text!r}")
    for name, path in (("h1", ".//{}article/{}h1"), ("h2", ".//{}section[1]//{}h2"),
                       ("footer", ".//{}section//{}footer")):
        element = one(path)
        if element is None or html_read(element) != want:
            fail(case, f"html {kind} {name} reads "
                       f"{None if element is None else html_read(element)!r}")
    grid = [[html_read(cell) for cell in row] for row in find_all(".//{}table//{}tr")]
    if grid != [[want, "n"], [want, "1"], ["x", want]]:
        fail(case, f"html {kind} table reads {grid}")
    items = find_all(".//{}ul/{}li")
    if len(items) != ROWS:
        fail(case, f"html {kind} has {len(items)} rows")
        return
    for index, item in enumerate(items):
        for css in ("ts-text", "ts-detail", "ts-secondary"):
            for element in item.iter():
                if css in (element.get("class") or "").split():
                    if html_read(element) != want:
                        fail(case, f"html {kind} row {index} .{css} reads "
                                   f"{html_read(element)!r}")
    link = items[6].find(f"{HTML}a")
    if link is None or link.get("href") != SAFE_LINK:
        fail(case, f"html {kind} row 6 lost its link")
    if items[7].find(f".//{HTML}a") is not None:
        fail(case, f"html {kind} row 7 links to javascript:")
    if items[3].get("aria-disabled") != "true":
        fail(case, f"html {kind} disabled row lacks aria-disabled")


def check_text(case, text):
    """The default plain-text backend: no raw control, and the string shown visibly (TAB as
    U+2409) in the title, the header and the footer, line by line."""
    for problem in readback.raw_problems(text, "text"):
        fail(case, f"text: {problem}")
    lines = text.split("\n")
    for line in VT(case).split("\n"):
        if line not in lines:
            fail(case, f"text lacks the line {line!r}")


def hostile_description(text):
    """The table of Render/HostileFixture.swift, as a table description."""
    rows = [
        {"text": text},
        {"text": text, "detail": text, "style": "value1"},
        {"text": text, "secondary": text, "style": "subtitle"},
        {"text": text, "accessory": "checkmark", "state": "disabled"},
        {"text": text, "accessory": "unchecked", "state": "selected"},
        {"text": text, "state": "highlighted"},
        {"text": text, "accessory": "disclosureIndicator", "link": SAFE_LINK},
        {"text": text, "link": "javascript:alert(1)"},
        {"text": text, "link": text},
        {"text": text, "image": text},
    ]
    return {
        "title": text,
        "sections": [
            {"header": text, "footer": text, "id": text,
             "rows": [{"kind": "content", **row} for row in rows]},
            {"header": "grid", "columns": [{"title": text}, {"title": "n"}],
             "rows": [{"kind": "content", "columns": [text, "1"]},
                      {"kind": "content", "columns": ["x", text]}]},
        ],
    }


def hostile_strings(renderer, strings):
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    for case, output in zip(strings, rendered):
        check_markdown(case, output["markdown"])
        check_html(case, output["html"], standalone=True)
        check_html(case, output["fragment"], standalone=False)
        check_text(case, output["text"])
        for kind in ("markdown", "html", "fragment"):
            for problem in readback.raw_problems(output[kind], kind.replace("fragment", "html")):
                fail(case, f"{kind}: {problem}")


# --- Parts 2 to 4: fixed tables in every format and layout ------------------------------------

CONTROLS = [chr(c) for c in [*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0)]]


def control_table(c):
    """A table holding the control `c` in every kind of text, at the start, inside and at the
    end of them."""
    return {
        "title": f"{c}title{c}end{c}",
        "sections": [
            {"header": f"head{c}er", "footer": f"{c}foot{c}", "id": f"sec{c}tion", "rows": [
                {"kind": "content", "text": f"text{c}", "detail": f"{c}detail", "style": "value1",
                 "id": f"row{c}", "link": f"https://example.com/{c}", "image": f"{c}",
                 "columns": [f"text{c}", f"{c}detail", f"ex{c}tra", c]},
                {"kind": "content", "text": f"{c}{c}", "secondary": f"sec{c}", "style": "subtitle",
                 "image": f"/img{c}.png", "link": f"{c}https://example.com/",
                 "accessory": "disclosureIndicator"},
                {"kind": "decoded", "columns": [f"d{c}", f"{c}d", c, f"e{c}e"],
                 "style": "value2", "accessory": "checkmark", "state": "selected"},
                {"kind": "custom", "text": f"custom{c}", "detail": f"det{c}", "secondary": f"{c}s",
                 "columns": [f"a{c}", f"b{c}", f"custom{c}"], "accessory": "unchecked",
                 "state": "disabled", "id": c, "style": "value1"},
            ]},
            {"header": f"grid{c}", "id": c,
             "columns": [{"title": f"col{c}"}, {"title": c}, {"title": "n", "alignment": "right"}],
             "rows": [
                 {"kind": "content", "text": "t", "columns": [f"cell{c}", c, "1"], "id": f"{c}r"},
                 {"kind": "decoded", "columns": [f"{c}x{c}", "", "2"], "state": "highlighted",
                  "accessory": "checkmark"},
                 {"kind": "custom", "columns": [c, f"y{c}"], "link": "https://example.com/"},
                 {"kind": "content", "text": f"only{c}", "detail": f"{c}"},
             ]},
        ],
    }


LINE_BREAKS = ["\n", "\r", "\r\n", "\r\r\n", "\n\r", "\r\n\n", "\r\n\r\n"]


def line_break_table(b, unpadded):
    """A table holding the line break `b` in every kind of text and cell."""
    return {
        "title": f"title{b}second line",
        "markdownPadsTables": not unpadded,
        "markdownTableNewlines": "space" if unpadded else "lineBreak",
        "sections": [
            {"header": f"{b}header{b}", "footer": f"foot{b}er{b}", "id": f"id{b}x", "rows": [
                {"kind": "content", "text": f"Messi{b}Cuccittini", "detail": f"Argen{b}tina",
                 "style": "value1", "columns": [f"Messi{b}Cuccittini", f"Argen{b}tina", f"1{b}12"]},
                {"kind": "content", "text": f"{b}lead", "secondary": f"two{b}lines{b}",
                 "style": "subtitle", "accessory": "checkmark", "image": f"i{b}m"},
                {"kind": "decoded", "columns": [f"a{b}b", f"{b}", f"c{b}{b}d", f"{b}e"],
                 "state": "disabled"},
                {"kind": "custom", "text": f"x{b}", "detail": f"{b}y", "columns": [f"z{b}z"],
                 "style": "value2", "link": "https://example.com/", "id": f"{b}"},
            ]},
            {"header": f"grid{b}", "columns": [{"title": f"Na{b}me"}, {"title": f"{b}Goals"}],
             "rows": [
                 {"kind": "content", "columns": [f"Son{b}Heung-min", f"5{b}1"]},
                 {"kind": "decoded", "columns": [f"{b}", f"x{b}"], "accessory": "unchecked"},
                 {"kind": "custom", "columns": [f"a{b}{b}b", ""], "state": "selected"},
             ]},
        ],
    }


def wide_row_tables():
    """Rows with more cells than a list shows."""
    player = ["Messi", "Argentina", "112", "FW", "Inter Miami"]
    decoded = [{"kind": "decoded", "columns": player[:n], **({"style": s} if s else {})}
               for n in (3, 4, 5) for s in (None, "default", "subtitle", "value1", "value2")]
    decoded += [
        {"kind": "decoded", "columns": ["Son", "", "51", "", "FW"], "style": "value1"},
        {"kind": "decoded", "columns": ["x", "x", "x", "x"]},
        {"kind": "decoded", "columns": ["x", "x", "x"], "style": "subtitle"},
        {"kind": "decoded", "columns": ["", "", "3", ""], "accessory": "checkmark"},
    ]
    library = [
        {"text": "Messi", "detail": "Argentina", "style": "value1", "columns": player},
        {"text": "Messi", "detail": "Argentina", "style": "value1",
         "columns": ["112", "Argentina", "Messi", "FW"]},
        {"text": "t", "detail": "d", "style": "value2", "columns": ["a", "b", "c"]},
        {"text": "x", "detail": "x", "style": "value1", "columns": ["x", "x", "x"]},
        {"text": "Zidane", "secondary": "France", "style": "subtitle",
         "columns": ["Zidane", "France", "31", "MF"]},
        {"text": "Kane", "style": "default", "columns": ["Kane", "England", "", "66"]},
        {"text": "", "detail": "", "style": "value1", "columns": ["", "only", ""]},
        {"text": "a", "detail": "b", "secondary": "c", "style": "subtitle",
         "columns": ["c", "b", "a", "d"], "accessory": "detailButton"},
    ]
    contents = [{"kind": "content", **row} for row in library]
    # Custom cells are reused from row to row: columns of every width in turn.
    customs = [{"kind": "custom", **row} for row in library] + [
        {"kind": "custom", "text": "wide", "columns": ["wide", "1", "2", "3", "4"]},
        {"kind": "custom", "text": "narrow", "columns": ["x"]},
        {"kind": "custom", "text": "none"},
        {"kind": "custom", "text": "wide again", "detail": "d", "style": "value1",
         "columns": ["5", "6", "7"]},
    ]
    columns = [{"title": t} for t in ("Name", "Country", "Goals", "Position", "Club")]
    return [
        {"title": "Wide rows", "sections": [
            {"header": "Decoded", "rows": decoded},
            {"header": "Contents", "rows": contents},
            {"header": "Custom cells", "rows": customs},
        ]},
        {"title": "Wide rows in a grid section", "sections": [
            {"header": "Players", "columns": columns, "rows": [
                {"kind": "decoded", "columns": player},
                {"kind": "decoded", "columns": ["Son", "대한민국", "51", "", ""], "style": "subtitle"},
                {"kind": "content", "text": "Kane", "detail": "England", "style": "value1",
                 "columns": ["Kane", "England", "66", "FW", "Bayern"]},
                {"kind": "custom", "text": "Zidane", "columns": ["Zidane", "France", "31"]},
                {"kind": "custom", "text": "Modrić", "detail": "Croatia", "style": "value2",
                 "columns": ["Modrić", "Croatia", "", "MF", "Real Madrid"]},
            ]},
        ]},
    ]


def run_tables(renderer, name, tables):
    started = time.monotonic()
    rendered = json.loads(subprocess.run(
        [renderer, "--tables"], input=json.dumps(tables).encode(), capture_output=True,
        check=True).stdout)
    count = 0
    for number, (table, result) in enumerate(zip(tables, rendered)):
        for error in readback.check_outputs(table, result["outputs"]):
            count += 1
            failures.append(f"{name} table {number}: {error}")
    print(f"conformance: {name}: {len(tables)} tables in 4 formats and 3 layouts, "
          f"{count} mismatches ({time.monotonic() - started:.1f} s)")


# --- Part 5: wide rows through the command ----------------------------------------------------

LIST_FILE = """\
# Players
## Forwards
- Messi | Argentina | 112 | FW | Inter Miami
- Son Heung-min | 대한민국 | 51 | FW
- [x] Kane |  | 66 |  | Bayern
## Subtitles
@style subtitle
- Zidane | France | 31 | MF
## Plain
@style default
- a | b | c
## Grid in a list
@columns Name | Country | Goals | Position | Club
- Messi | Argentina | 112 | FW | Inter Miami
- Modrić | | 0 |
"""

LIST_TABLE = {
    "title": "Players",
    "sections": [
        {"header": "Forwards", "rows": [
            {"kind": "decoded", "columns": ["Messi", "Argentina", "112", "FW", "Inter Miami"]},
            {"kind": "decoded", "columns": ["Son Heung-min", "대한민국", "51", "FW"]},
            {"kind": "decoded", "columns": ["Kane", "", "66", "", "Bayern"],
             "accessory": "checkmark"}]},
        {"header": "Subtitles", "rows": [
            {"kind": "decoded", "columns": ["Zidane", "France", "31", "MF"], "style": "subtitle"}]},
        {"header": "Plain", "rows": [
            {"kind": "decoded", "columns": ["a", "b", "c"], "style": "default"}]},
        {"header": "Grid in a list",
         "columns": [{"title": t} for t in ("Name", "Country", "Goals", "Position", "Club")],
         "rows": [
             {"kind": "decoded", "columns": ["Messi", "Argentina", "112", "FW", "Inter Miami"]},
             {"kind": "decoded", "columns": ["Modrić", "", "0", "", ""]}]},
    ],
}

GRID_ROWS = [["Messi", "Argentina", "112", "FW", "Inter Miami"],
             ["Son Heung-min", "대한민국", "51", "FW", ""],
             ["Modrić", "", "0", "MF", "Real Madrid"]]
GRID_TITLES = ["Name", "Country", "Goals", "Position", "Club"]
GRID_TABLE = {"sections": [{
    "columns": [{"title": t} for t in GRID_TITLES],
    "rows": [{"kind": "decoded", "columns": row} for row in GRID_ROWS]}]}
JSON_FILE = json.dumps({"title": "Players", "sections": [
    {"header": "Forwards", "rows": [LIST_TABLE["sections"][0]["rows"][0]["columns"],
                                    ["Son Heung-min", "대한민국", "51", "FW"]]}]},
    ensure_ascii=False)
JSON_TABLE = {"title": "Players", "sections": [
    {"header": "Forwards", "rows": LIST_TABLE["sections"][0]["rows"][:2]}]}


def command_wide_rows(tableshim):
    started = time.monotonic()
    inputs = [
        ("players.list", LIST_FILE, LIST_TABLE),
        ("players.csv", "\n".join(",".join(r) for r in [GRID_TITLES, *GRID_ROWS]) + "\n",
         GRID_TABLE),
        ("players.tsv", "\n".join("\t".join(r) for r in [GRID_TITLES, *GRID_ROWS]) + "\n",
         GRID_TABLE),
        ("players.json", JSON_FILE, JSON_TABLE),
    ]
    count = 0
    with tempfile.TemporaryDirectory(prefix="tableshim-conformance-") as folder:
        for name, content, table in inputs:
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as file:
                file.write(content)
            outputs = {}
            for key, arguments in (("text/list", ["-t", "text"]),
                                   ("markdown/list", ["-t", "markdown"]),
                                   ("fragment/list", ["-t", "html"]),
                                   ("page/list", ["-t", "html", "-s"])):
                result = subprocess.run([tableshim, path, "--layout", "list", *arguments],
                                        capture_output=True)
                if result.returncode != 0:
                    outputs[key + "!"] = result.stderr.decode(errors="replace")
                else:
                    outputs[key] = result.stdout.decode()
            for error in readback.check_outputs(table, outputs, layouts=("list",)):
                count += 1
                failures.append(f"tableshim {name} --layout list: {error}")
    print(f"conformance: wide rows through tableshim: {len(inputs)} inputs in 4 formats, "
          f"{count} mismatches ({time.monotonic() - started:.1f} s)")


def main():
    renderer = sys.argv[1]
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8"))
    started = time.monotonic()
    hostile_strings(renderer, strings)
    print(f"conformance: hostile strings: {len(strings)} strings, in 10 list rows and a grid "
          f"each, {len(failures)} mismatches ({time.monotonic() - started:.1f} s)")
    run_tables(renderer, "hostile strings", [hostile_description(s) for s in strings])
    run_tables(renderer, "controls", [control_table(c) for c in CONTROLS])
    run_tables(renderer, "line breaks",
               [line_break_table(b, unpadded) for b in LINE_BREAKS for unpadded in (False, True)])
    run_tables(renderer, "wide rows", wide_row_tables())
    tableshim = os.path.join(os.path.dirname(renderer), "tableshim")
    if os.path.exists(tableshim):
        command_wide_rows(tableshim)
    else:
        print(f"conformance: no {tableshim}; skipped the wide rows through the command")
    if failures:
        shown = failures[:SHOWN_PER_PART * 4]
        print("\n".join(shown))
        if len(failures) > len(shown):
            print(f"... and {len(failures) - len(shown)} more")
        print(f"conformance: {len(failures)} mismatches")
        return 1
    print("conformance: every text read back exactly by cmark-gfm, html5lib and the text layout")
    return 0


if __name__ == "__main__":
    sys.exit(main())
