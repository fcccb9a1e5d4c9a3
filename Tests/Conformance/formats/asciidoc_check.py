#!/usr/bin/env python3
"""Conformance check: TableShim's AsciiDoc read back by Asciidoctor.

For every hostile string (Tests/Conformance/hostile-strings.json, plus the control
characters, line breaks and wide text of rst_check.py), `conformance-render-rst-adoc` renders one
table in which the string stands in every field: the title, a section header and footer, twelve
list rows (detail, secondary text, extra cells, check marks, states, links, an image) and a
table. Asciidoctor converts it to HTML (its Ruby API, as `asciidoctor -s -a showtitle` does, in
one process for speed), with no warning logged, and html5lib parses the HTML; then:

- the document has the expected shape: an h1, two sections with h2, a list of twelve items
  (a checklist), a footer paragraph, a table with a header row;
- every field reads back exactly as the model's text after the shared rules (visible():
  control characters as their stand-ins; normalize(): CR and CRLF as LF), a `<br>` read as a
  line break; detail, secondary text and extra cells are in `em`, selected rows `strong`,
  highlighted rows `em`, disabled rows a `line-through` span; links point where the row
  asked, and only there;
- no element or attribute comes from the data (no code, mark, sup, sub, anchors, foreign
  links or images), and every link and image is a safe URL.

Usage: asciidoc_check.py RENDERER [STRINGS.json]; exits 1 and lists every mismatch on failure.
"""

import json
import os
import subprocess
import sys
import urllib.parse

import html5lib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rst_check import EXTRA, is_safe_url, visible  # noqa: E402

HTML = "{http://www.w3.org/1999/xhtml}"
SAFE_LINK = "https://example.com/a?b=1&c=2"
ROWS = 12
ALLOWED = {
    "html": set(), "head": set(), "body": set(), "div": {"class", "id"}, "h1": set(),
    "h2": {"id"}, "ul": {"class"}, "li": set(), "p": {"class"}, "em": set(), "strong": set(),
    "span": {"class"}, "a": {"href", "class", "target", "rel"}, "img": {"src", "alt"},
    "table": {"class"}, "colgroup": set(), "col": {"style"}, "thead": set(), "tbody": set(),
    "tr": set(), "th": {"class"}, "td": {"class"}, "br": set(),
}

failures = []


def fail(case, message):
    failures.append(f"{case!r}: {message}")


def text(element):
    """The text of an element, a `<br>` (and the newline Asciidoctor writes after it) as one
    line break."""
    out = [element.text or ""]
    for child in element:
        if child.tag == HTML + "br":
            out.append("\n" + (child.tail or "").removeprefix("\n"))
        else:
            out.append(text(child) + (child.tail or ""))
    return "".join(out)


def tag(element):
    return element.tag.removeprefix(HTML) if isinstance(element.tag, str) else None


def expected_rows(v, case):
    """Each row: its text, and what its parts read as (tag or class, text)."""
    rows = [
        (v, []), (f"{v} \u2014 {v}", [("em", v)]), (f"{v}\n{v}", [("em", v)]),
        (f"\u2713 {v}", [("line-through", v)]), (f"\u274f {v}", [("strong", v)]),
        (v, [("em", v)]), (f"{v} \u203a", [("a", v)]), (v, []),
        (v, [("a", v)] if is_safe_url(case) else []),
    ]
    if "/" in case:
        rows.append((f" {v}", [("img", "")]) if is_safe_url(case) else (v, []))
    else:
        rows.append((f"{v} {v}", []))
    # The row's first column equals its text, which shows it: the extra cell is "x" only.
    rows.append((f"{v} \u2014 {v} \u2014 x", [("em", v), ("em", "x")]))
    rows.append((f"{v} \u24d8", []))
    return rows


def parts(item):
    found = []
    for element in item.iter():
        name = tag(element)
        if name in ("em", "strong", "a"):
            found.append((name, text(element)))
        elif name == "img":
            found.append(("img", ""))
        elif name == "span" and "line-through" in (element.get("class") or "").split():
            found.append(("line-through", text(element)))
    return found


# Asciidoctor's Ruby API, in one process for every document (as `asciidoctor -s -a showtitle`
# converts one): each document's HTML and the warnings it logged.
CONVERT = """
require 'asciidoctor'
require 'json'
require 'logger'
require 'stringio'
results = JSON.parse(STDIN.read).map do |source|
  log = StringIO.new
  Asciidoctor::LoggerManager.logger = Logger.new(log)
  html = Asciidoctor.convert(source, safe: :safe, attributes: { 'showtitle' => '' })
  { 'html' => html, 'log' => log.string }
end
puts JSON.generate(results)
"""


def convert(sources):
    result = subprocess.run(["ruby", "-e", CONVERT], input=json.dumps(sources).encode(),
                            capture_output=True, check=True)
    return json.loads(result.stdout)


def check(case, v, converted):
    if converted["log"]:
        fail(case, f"asciidoctor reports {converted['log']!r}")
        return
    root = html5lib.HTMLParser(namespaceHTMLElements=True).parseFragment(converted["html"])
    for element in root.iter():
        name = tag(element)
        if name is None or element is root:
            continue
        if name not in ALLOWED:
            fail(case, f"html holds a <{name}>")
            continue
        extra = set(element.attrib) - ALLOWED[name]
        if extra:
            fail(case, f"<{name}> has attributes {sorted(extra)}")
        for attribute in ("href", "src"):
            if element.get(attribute) is not None and not is_safe_url(element.get(attribute)):
                fail(case, f"<{name} {attribute}={element.get(attribute)!r}> is not safe")
        if name == "span" and element.get("class") not in ("line-through", "image"):
            fail(case, f"a span of class {element.get('class')!r} came from the data")

    def find(path):
        return root.findall(path.replace("{}", HTML))

    titles = find(".//{}h1")
    if len(titles) != 1 or text(titles[0]) != v:
        fail(case, f"title reads {[text(t) for t in titles]}")
    headers = [text(h) for h in find(".//{}h2")]
    if headers != [v, "grid"]:
        fail(case, f"section titles read {headers}")
    lists = find(".//{}ul")
    if len(lists) != 1:
        fail(case, f"{len(lists)} lists")
        return
    items = [li.find(HTML + "p") for li in lists[0].findall(HTML + "li")]
    if len(items) != ROWS or any(p is None for p in items):
        fail(case, f"the list has {len(items)} items")
        return
    for index, (item, (want, want_parts)) in enumerate(zip(items, expected_rows(v, case))):
        if text(item) != want:
            fail(case, f"row {index} reads {text(item)!r}, expected {want!r}")
        if parts(item) != want_parts:
            fail(case, f"row {index} has {parts(item)}, expected {want_parts}")
    links = {index: [a.get("href") for a in item.iter(HTML + "a")] for index, item in
             enumerate(items)}
    if links[6] != [SAFE_LINK] or links[7] != []:
        fail(case, f"rows 6 and 7 link to {links[6]} and {links[7]}")
    # A `"` is percent-encoded in a link (Asciidoctor would leave it raw in the attribute).
    if is_safe_url(case) and [urllib.parse.unquote(u) for u in links[8]] != [case]:
        fail(case, f"row 8 links to {links[8]}, expected {[case]}")
    paragraphs = [text(p) for p in find(".//{}div[@class='sectionbody']/{}div/{}p")]
    if paragraphs != [v]:
        fail(case, f"footer reads {paragraphs}")
    rows = [[text(cell) for cell in row] for row in find(".//{}table//{}tr")]
    if rows != [[v, "n"], [v, "1"], ["x", v], [f"[x] {v}", "2"]] or len(find(".//{}thead")) != 1:
        fail(case, f"table reads {rows}")


def main():
    renderer = sys.argv[1]
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8")) + EXTRA
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    converted = convert([output["asciidoc"] for output in rendered])
    for case, html in zip(strings, converted):
        check(case, visible(case), html)
    if failures:
        print("\n".join(failures))
        print(f"asciidoc conformance: {len(failures)} mismatches in {len(strings)} strings")
        return 1
    print(f"asciidoc conformance: {len(strings)} hostile strings, in {ROWS} list rows and a "
          "table each, read back exactly by Asciidoctor and html5lib")
    return 0


if __name__ == "__main__":
    sys.exit(main())
