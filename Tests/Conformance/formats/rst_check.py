#!/usr/bin/env python3
"""Conformance check: TableShim's reStructuredText read back by Docutils and pandoc.

For every hostile string (Tests/Conformance/hostile-strings.json, plus control characters,
CR/CRLF/LF line breaks and Hangul, CJK and emoji), `conformance-render-rst-adoc` renders one
table in which the string stands in every field: the title, a section header and footer, twelve
list rows (detail, secondary text, extra cells, check marks, states, links, an image) and a grid
table. Then:

- Docutils, the reference parser, reads the document into its doctree: there must be no
  system message (no warning or error), the sections, bullet list, line blocks and table must
  have the expected shape, and every field must read back exactly as the model's text after
  the shared rules (visible(): control characters as their stand-ins; normalize(): CR and CRLF
  as LF). A link must point where the row asked, and nothing else may be a reference.
- pandoc (`pandoc -f rst -t json`) reads the same document: the same blocks, list items, table
  cells and links, and the same text with white space compared as pandoc's document model
  keeps it (every run of white space one space, none at the ends: pandoc has no node for a
  TAB, a line break in a heading or two spaces in a row).

Usage: rst_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import json
import os
import re
import subprocess
import sys
import urllib.parse

import docutils.core
import docutils.nodes as dn

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from readback import V as visible, is_safe_url  # noqa: E402  (the rules of every format)

SAFE_LINK = "https://example.com/a?b=1&c=2"
ROWS = 12
HERE = os.path.dirname(os.path.abspath(__file__))

# Strings beyond the shared hostile ones: every control, each kind of line break, wide text.
EXTRA = [
    "nul\x00 bel\x07 bs\x08 vt\x0b ff\x0c so\x0e esc\x1b us\x1f del\x7f c1\x80 csi\x9b",
    "cr\rlf\ncrlf\r\nend", "\r\n", "\r", "a\r\rb",
    "한국어 텍스트", "中文字符", "日本語のテキスト", "😀 grin", "👍🏽 ok", "❤️ heart",
    "e\u0301 combining", "🇰🇷🇯🇵", "ｆｕｌｌ", "a\u2028b\u2029c", "\u2022 bullet", "‣ x", "⁃ y",
    ".. comment", ".. |x| unicode:: U+41", "__ anonymous", "a::", "::", "x_", "`x`_", "[1]_",
    "|sub|", ":role:`x`", "A. Einstein", "(1) one", "#. auto", "iv) roman", "-a option",
    "--long", "/V", ":field: body", ">>> doctest", "+---+", "====", "a\n====", "| line",
    "a <b>", "\\ escaped space", "trailing\\", "*" * 5, "a\t\tb", "\t", " ", "\u3000",
    'a"onmouseover="x', "x++y", "u+", "a]b", "link:x[y]", "image:x[]", "footnote:[n]",
    "pass:[<b>]", "{empty}", "NOTE: admonition", ".Title", "//comment", "+", " +", "a +",
    "term:: def", "term;; def", "<<<", "'''", "[[anchor]]", "[.role]#x#", "^sup^", "~sub~",
    "#mark#", "`mono`", "+pass+", "(C) (R) (TM) -> => <- <= ... --", "it's", "I. roman",
]

failures = []


def fail(case, message):
    failures.append(f"{case!r}: {message}")


WHITE = "\t \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
        "\u2028\u2029\u202f\u205f\u3000"


def linkable(text):
    """Mirrors the backend: a reference's text is one line, not empty, no white space at its
    ends, no TAB or line separator (those need substitutions, which cannot stand in it)."""
    return bool(text) and "\n" not in text and text[0] not in WHITE and text[-1] not in WHITE \
        and not any(c in "\t\u2028\u2029" for c in text)


def expected_rows(v, case):
    """What each list row reads as (its text) and the links it holds (text, URL)."""
    rows = [
        (v, []), (f"{v} \u2014 {v}", []), (f"{v}\n{v}", []), (f"[x] {v} [disabled]", []),
        (f"[ ] {v} [selected]", []), (f"{v} [highlighted]", []),
    ]
    if linkable(v):
        rows.append((f"{v} \u203a", [(v, SAFE_LINK)]))
    else:
        rows.append((f"{v} {SAFE_LINK} \u203a", [(SAFE_LINK, SAFE_LINK)]))
    rows.append((v, []))
    if is_safe_url(case):
        rows.append((v, [(v, case)]) if linkable(v) else (f"{v} {case}", [(case, case)]))
    else:
        rows.append((v, []))
    if "/" in case:
        rows.append((f"{case} {v}", [(case, case)]) if is_safe_url(case) else (v, []))
    else:
        rows.append((f"{v} {v}", []))
    # The row's first column equals its text, which shows it: the extra cell is "x" only.
    rows.append((f"{v} \u2014 {v} \u2014 x", []))
    rows.append((f"{v} \u24d8", []))
    return rows


def expected_grid(v):
    return [[v, "n"], [v, "1"], ["x", v], [f"[x] {v} [selected]", "2"]]


# --- Docutils -------------------------------------------------------------------------------


def du_text(node):
    """The text of a paragraph, line block or title, substitutions resolved."""
    if isinstance(node, dn.line_block):
        return "\n".join(du_text(line) for line in node.children)
    return node.astext()


def du_block_text(nodes):
    body = [n for n in nodes if not isinstance(n, (dn.substitution_definition, dn.system_message))]
    if len(body) != 1 or not isinstance(body[0], (dn.paragraph, dn.line_block)):
        raise ValueError(f"not one paragraph or line block: {[n.tagname for n in body]}")
    return du_text(body[0])


def same_url(url):
    """A URL as a browser reads it: percent-encoding of characters undone."""
    return urllib.parse.unquote(url)


def du_links(node):
    """A row's links as (text, URL), both percent-decoded (a link whose text is its URL shows
    it as written, with `<`, `>`, `\\`, `` ` `` and white space percent-encoded). Docutils makes
    a URL that reads as an email address a `mailto:` link, which is kept as the address."""
    links = []
    for reference in node.findall(dn.reference):
        url = same_url(reference.get("refuri")).removeprefix("mailto:")
        links.append((same_url(reference.astext()), url))
    return links


def check_docutils(case, v, source):
    messages = []
    doc = docutils.core.publish_doctree(source, settings_overrides={
        "doctitle_xform": False, "report_level": 5, "halt_level": 5,
        "warning_stream": False, "file_insertion_enabled": False, "raw_enabled": False})
    for message in doc.findall(dn.system_message):
        # Level 1 is information, such as a section title repeated as an implicit target.
        if message["level"] > 1:
            messages.append(message.astext())
    if messages:
        fail(case, f"docutils reports {messages}")
        return
    for kind in (dn.emphasis, dn.strong, dn.literal, dn.footnote_reference, dn.citation_reference,
                 dn.target, dn.title_reference, dn.problematic, dn.comment, dn.literal_block,
                 dn.block_quote, dn.enumerated_list, dn.definition_list, dn.field_list,
                 dn.option_list, dn.doctest_block, dn.transition, dn.image):
        found = list(doc.findall(kind))
        if found:
            fail(case, f"docutils finds a {kind.__name__} that came from the data")
            return
    top = [n for n in doc.children if not isinstance(n, dn.substitution_definition)]
    if len(top) != 1 or not isinstance(top[0], dn.section):
        fail(case, f"docutils top level is {[n.tagname for n in top]}")
        return
    title_section = top[0]
    if du_text(title_section[0]) != v:
        fail(case, f"docutils title reads {du_text(title_section[0])!r}")
    sections = [n for n in title_section.children[1:] if isinstance(n, dn.section)]
    if len(sections) != 2:
        fail(case, f"docutils finds {len(sections)} sections under the title")
        return
    rows_section, grid_section = sections
    if du_text(rows_section[0]) != v:
        fail(case, f"docutils header reads {du_text(rows_section[0])!r}")
    body = [n for n in rows_section.children[1:]
            if not isinstance(n, (dn.substitution_definition, dn.system_message))]
    if len(body) != 2 or not isinstance(body[0], dn.bullet_list):
        fail(case, f"docutils section body is {[n.tagname for n in body]}")
        return
    try:
        footer = du_block_text([body[1]])
        if footer != v:
            fail(case, f"docutils footer reads {footer!r}")
        items = body[0].children
        if len(items) != ROWS:
            fail(case, f"docutils list has {len(items)} items")
            return
        for index, (item, (text, links)) in enumerate(zip(items, expected_rows(v, case))):
            got = du_block_text(item.children)
            if links:
                got, text = same_url(got), same_url(text)
            if got != text:
                fail(case, f"docutils row {index} reads {got!r}, expected {text!r}")
            if du_links(item) != [(same_url(t), same_url(u).removeprefix("mailto:"))
                                  for t, u in links]:
                fail(case, f"docutils row {index} links {du_links(item)}, expected {links}")
        check_du_table(case, v, grid_section)
    except ValueError as error:
        fail(case, f"docutils: {error}")


def check_du_table(case, v, section):
    if du_text(section[0]) != "grid":
        fail(case, "docutils grid section has lost its title")
    tables = list(section.findall(dn.table))
    if len(tables) != 1:
        fail(case, f"docutils finds {len(tables)} tables")
        return
    rows = [[du_block_text(entry.children) if entry.children else "" for entry in row.children]
            for row in tables[0].findall(dn.row)]
    if rows != expected_grid(v) or len(list(tables[0].findall(dn.thead))) != 1:
        fail(case, f"docutils table reads {rows}")


# --- pandoc ---------------------------------------------------------------------------------


class Unexpected(Exception):
    pass


def pd_inlines(inlines, links):
    out = []
    for inline in inlines:
        kind, content = inline["t"], inline.get("c")
        if kind == "Str":
            out.append(content)
        elif kind in ("Space", "SoftBreak"):
            out.append(" ")
        elif kind == "LineBreak":
            out.append("\n")
        elif kind == "Link":
            text = pd_inlines(content[1], links)
            links.append((text, same_url(content[2][0])))
            out.append(text)
        else:
            raise Unexpected(f"a {kind} came from the data")
    return "".join(out)


def pd_block(block, links):
    kind, content = block["t"], block.get("c")
    if kind in ("Para", "Plain"):
        return pd_inlines(content, links)
    if kind == "LineBlock":
        return "\n".join(pd_inlines(line, links) for line in content)
    if kind == "Header":
        return pd_inlines(content[2], links)
    raise Unexpected(f"a {kind} block came from the data")


def squeeze(text):
    """White space as pandoc's model keeps it: one space for any run, none at the ends."""
    return re.sub(r"\s+", " ", text).strip()


def for_pandoc(text, title=False):
    """What pandoc 2.17 reads of a text: a `unicode` substitution that stands for white space
    (a TAB, U+2028, U+2029, and in a title a line break) is read as nothing; percent-encoded
    URL characters stay encoded in a link's text (compared here decoded)."""
    text = urllib.parse.unquote(text)
    text = re.sub("[\t\u2028\u2029" + ("\n" if title else "") + "]", "", text)
    # pandoc 2.17 reads `::` at the end of a paragraph as a literal block's marker, escaped
    # or not, and keeps one colon.
    return re.sub("::$", ":", squeeze(text))


def check_pandoc(case, v, source):
    result = subprocess.run(["pandoc", "-f", "rst", "-t", "json"], input=source.encode(),
                            capture_output=True, check=True)
    blocks = json.loads(result.stdout)["blocks"]
    kinds = [(b["t"], b["c"][0] if b["t"] == "Header" else None) for b in blocks]
    expected_kinds = [("Header", 1), ("Header", 2), ("BulletList", None)]
    if kinds[:3] != expected_kinds or kinds[-2:] != [("Header", 2), ("Table", None)]:
        fail(case, f"pandoc blocks are {kinds}")
        return
    try:
        for name, block in (("title", blocks[0]), ("header", blocks[1])):
            got = pd_block(block, [])
            if for_pandoc(got) != for_pandoc(v, title=True):
                fail(case, f"pandoc {name} reads {got!r}")
        footer = blocks[3:-2]
        got = for_pandoc(" ".join(pd_block(b, []) for b in footer))
        if got != for_pandoc(v):
            fail(case, f"pandoc footer reads {got!r}")
        items = blocks[2]["c"]
        if len(items) != ROWS:
            fail(case, f"pandoc list has {len(items)} items")
            return
        for index, (item, (text, links)) in enumerate(zip(items, expected_rows(v, case))):
            found = []
            got = " ".join(pd_block(b, found) for b in item)
            if for_pandoc(got) != for_pandoc(text):
                fail(case, f"pandoc row {index} reads {got!r}, expected {text!r}")
            if [(for_pandoc(t), u) for t, u in found] != [(for_pandoc(t), u) for t, u in links]:
                fail(case, f"pandoc row {index} links {found}, expected {links}")
        check_pd_table(case, v, blocks[-1])
    except Unexpected as error:
        fail(case, f"pandoc: {error}")


def check_pd_table(case, v, table):
    head, bodies = table["c"][3], table["c"][4]

    def cells(row):
        # pandoc 2.17 trims the lines of a grid cell, so a cell's line block whose first line
        # is empty (written `| \ `, an escaped space) reads as starting with a backslash.
        texts = [" ".join(pd_block(b, []) for b in cell[4]) for cell in row[1]]
        if v.startswith("\n"):
            texts = [re.sub(r"^\\(\s|$)", " ", text) for text in texts]
        return [for_pandoc(text) for text in texts]

    # pandoc 2.17 joins the lines of a grid table's header cell before it reads them, so a
    # header cell's line block shows its `|` markers: they are left out of the comparison.
    rows = [[squeeze(c.replace("|", "")) for c in cells(row)] for row in head[1]]
    for body in bodies:
        rows += [cells(row) for row in body[3]]
    expected = [[for_pandoc(c) for c in row] for row in expected_grid(v)]
    expected[0] = [squeeze(c.replace("|", "")) for c in expected[0]]
    if rows != expected:
        fail(case, f"pandoc table reads {rows}")


def main():
    renderer = sys.argv[1]
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        HERE, "..", "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8")) + EXTRA
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    for case, output in zip(strings, rendered):
        v = visible(case)
        check_docutils(case, v, output["rst"])
        check_pandoc(case, v, output["rst"])
    if failures:
        print("\n".join(failures))
        print(f"rst conformance: {len(failures)} mismatches in {len(strings)} strings")
        return 1
    print(f"rst conformance: {len(strings)} hostile strings, in {ROWS} list rows and a grid "
          "each, read back exactly by Docutils and (white space aside) by pandoc")
    return 0


if __name__ == "__main__":
    sys.exit(main())
