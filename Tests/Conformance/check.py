#!/usr/bin/env python3
"""Conformance check: TableShim's Markdown and HTML read back exactly by real parsers.

For every string in hostile-strings.json, `conformance-render` renders one table in which the
string stands in every field (title, header, footer, each row's text, detail, secondary text,
link and image). Then:

- the Markdown is parsed by cmark-gfm (GitHub's reference parser, with the table,
  strikethrough, tasklist and autolink extensions) and every field's text, read back from
  the syntax tree, must equal the string; no node may come from the data (raw HTML, code,
  links or images other than the ones the row asked for, GFM autolinks aside);
- the HTML (a standalone page and a fragment) is parsed by html5lib, the HTML5 parsing
  algorithm browsers use; every field's text must equal the string, and every element and
  attribute must be one TableShim writes, with links only of allowed schemes.

Usage: check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import html5lib

CM = "{http://commonmark.org/xml/1.0}"
HTML = "{http://www.w3.org/1999/xhtml}"
SAFE_LINK = "https://example.com/a?b=1&c=2"
ROWS = 10

failures = []


def fail(case, message):
    failures.append(f"{case!r}: {message}")


def is_safe_url(url):
    """Mirrors TableShim's link policy: http, https, mailto or relative, no controls or spaces."""
    if not url or any(ord(c) < 0x21 or 0x7F <= ord(c) <= 0x9F for c in url):
        return False
    match = re.match(r"^([A-Za-z][A-Za-z0-9+.\-]*):", url)
    return match is None or match.group(1).lower() in ("http", "https", "mailto")


# --- Markdown -------------------------------------------------------------------------------


class Unexpected(Exception):
    pass


def protect_controls(xml):
    """XML 1.0 cannot hold C0 controls and reads CR as LF: park them in the Private Use Area."""
    return bytes(b for c in xml for b in (
        chr(0xE000 + c).encode() if c < 0x20 and c not in (0x09, 0x0A) else bytes([c])))


def restore_controls(text):
    return "".join(chr(ord(c) - 0xE000) if 0xE000 <= ord(c) < 0xE020 else c for c in text)


def md_text(node):
    """The text a node stands for; raises Unexpected on nodes data must never create."""
    tag = node.tag.removeprefix(CM)
    if tag == "text":
        return restore_controls(node.text or "")
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
        raise Unexpected(f"a link to {destination!r} came from the data")
    raise Unexpected(f"a {tag} node came from the data")


def md_fields(case, paragraph_children, wrapper=None):
    """Text of a row's children, checking the wrapper node (strong, emph, strikethrough)."""
    if wrapper is None:
        return "".join(md_text(child) for child in paragraph_children)
    if len(paragraph_children) != 1 or paragraph_children[0].tag != CM + wrapper:
        fail(case, f"row not wrapped in one {wrapper}: {[c.tag for c in paragraph_children]}")
        return None
    return md_text(paragraph_children[0])


def check_markdown(case, markdown):
    result = subprocess.run(
        ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink",
         "-t", "xml"],
        input=markdown.encode(), capture_output=True, check=True)
    document = ET.fromstring(protect_controls(result.stdout))
    blocks = list(document)
    kinds = [(b.tag.removeprefix(CM), b.get("level")) for b in blocks]
    expected_kinds = [("heading", "1"), ("heading", "2"), ("list", None), ("paragraph", None),
                      ("heading", "2"), ("table", None)]
    if kinds != expected_kinds:
        fail(case, f"markdown blocks are {kinds}")
        return
    title, header, rows, footer, _, table = blocks
    check_markdown_table(case, table)
    try:
        for name, node in (("title", title), ("header", header), ("footer", footer)):
            if md_text(node) != case:
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
            if got is not None and got != case:
                fail(case, f"markdown row {index} {what} reads back as {got!r}")

        expect(0, md_fields(case, para[0]))
        # value1: text, " — ", then the detail in emphasis.
        *text, detail = para[1]
        if detail.tag != CM + "emph" or md_fields(case, text) != case + " \u2014 ":
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
        expect(8, "".join(md_text(c) if c.tag != CM + "link" else
                          "".join(md_text(g) for g in c) for c in para[8]))
        images = [c for c in para[9] if c.tag == CM + "image"]
        if images and not is_safe_url(images[0].get("destination")):
            fail(case, f"markdown row 9 shows image {images[0].get('destination')!r}")
        shown = "".join(md_text(c) for c in para[9] if c.tag != CM + "image")
        expected = " " + case if "/" in case and is_safe_url(case) else case + " " + case
        if "/" in case and not is_safe_url(case):
            expected = case
        if shown != expected:
            fail(case, f"markdown row 9 reads back as {shown!r}, expected {expected!r}")
    except Unexpected as error:
        fail(case, f"markdown: {error}")


def check_markdown_table(case, table):
    """The grid: header [case, n], rows [case, 1] and [x, case], cell by cell."""
    expected = [[case, "n"], [case, "1"], ["x", case]]
    rows = [[md_text(cell) for cell in row] for row in table]
    if rows != expected:
        fail(case, f"markdown table reads back as {rows}")


# --- HTML -----------------------------------------------------------------------------------

ALLOWED = {
    "html": {"lang"}, "head": set(), "body": set(), "meta": {"charset", "name", "content"},
    "title": set(), "style": set(), "article": {"class"}, "h1": set(), "h2": set(),
    "section": {"class", "id"}, "ul": {"class"}, "footer": {"class"},
    "li": {"class", "id", "aria-disabled"}, "span": {"class", "aria-hidden", "role", "aria-label"},
    "a": {"class", "href"}, "img": {"class", "src", "alt"},
    "input": {"type", "checked", "disabled"}, "table": {"class"}, "thead": set(),
    "tbody": set(), "tr": {"class", "id", "aria-disabled"}, "th": {"scope", "style"},
    "td": {"style"},
}


def html_text(element):
    return "".join(element.itertext())


def check_html(case, html, standalone):
    parser = html5lib.HTMLParser(namespaceHTMLElements=True)
    root = parser.parse(html) if standalone else parser.parseFragment(html)
    kind = "page" if standalone else "fragment"
    for element in root.iter():
        if not isinstance(element.tag, str) or not element.tag.startswith(HTML):
            if element is not root:
                fail(case, f"html {kind} holds a foreign node {element.tag!r}")
            continue
        tag = element.tag.removeprefix(HTML)
        if tag not in ALLOWED:
            fail(case, f"html {kind} holds a <{tag}> element")
            continue
        extra = set(element.attrib) - ALLOWED[tag]
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
        if title is None or (title.text or "") != case:
            fail(case, f"html page title reads {None if title is None else title.text!r}")
    for name, path in (("h1", ".//{}article/{}h1"), ("h2", ".//{}section[1]/{}h2"),
                       ("footer", ".//{}section/{}footer")):
        element = one(path)
        if element is None or html_text(element) != case:
            fail(case, f"html {kind} {name} reads {None if element is None else html_text(element)!r}")
    grid = [[html_text(cell) for cell in row] for row in find_all(".//{}table//{}tr")]
    if grid != [[case, "n"], [case, "1"], ["x", case]]:
        fail(case, f"html {kind} table reads {grid}")
    items = find_all(".//{}ul/{}li")
    if len(items) != ROWS:
        fail(case, f"html {kind} has {len(items)} rows")
        return
    for index, item in enumerate(items):
        for css in ("ts-text", "ts-detail", "ts-secondary"):
            for element in item.iter():
                if css in (element.get("class") or "").split():
                    if html_text(element) != case:
                        fail(case, f"html {kind} row {index} .{css} reads {html_text(element)!r}")
    link = items[6].find(f"{HTML}a")
    if link is None or link.get("href") != SAFE_LINK:
        fail(case, f"html {kind} row 6 lost its link")
    if items[7].find(f".//{HTML}a") is not None:
        fail(case, f"html {kind} row 7 links to javascript:")
    if items[3].get("aria-disabled") != "true":
        fail(case, f"html {kind} disabled row lacks aria-disabled")


def main():
    renderer = sys.argv[1]
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(__file__), "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8"))
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    for case, output in zip(strings, rendered):
        check_markdown(case, output["markdown"])
        check_html(case, output["html"], standalone=True)
        check_html(case, output["fragment"], standalone=False)
    if failures:
        print("\n".join(failures))
        print(f"conformance: {len(failures)} mismatches in {len(strings)} strings")
        return 1
    print(f"conformance: {len(strings)} hostile strings, in 10 list rows and a grid each, "
          "read back exactly by cmark-gfm and html5lib")
    return 0


if __name__ == "__main__":
    sys.exit(main())
