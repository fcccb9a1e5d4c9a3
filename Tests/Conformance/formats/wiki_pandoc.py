"""What the checks of the wiki formats (Org, MediaWiki, Jira) share.

`conformance-render-wiki` renders, for every string, one table in which the string stands in
every field (Tests/Conformance/RenderWiki/main.swift); each check reads one format back with
pandoc's reader (`pandoc -f FORMAT -t json`) and compares what the reader sees, text and
structure, with what the model holds.

The reader's inlines are flattened to text in which the markup TableShim writes shows as
marks: emphasis as `⟨/…/⟩`, strong as `⟨*…*⟩`, strikeout as `⟨+…+⟩`, a link as `⟨L…L⟩`, an image
as `⟨I…I⟩`, a line break as `\n`. Any other node (code, math, raw markup, citations, notes,
sub- and superscript, spans) can only have come from the data, and fails the check.
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from readback import V as visible  # noqa: E402  (the rules of every format)

SAFE_LINK = "https://example.com/a?b=1&c=2"
MARKS = {"Emph": "/", "Strong": "*", "Strikeout": "+", "Underline": "_"}

# Strings besides Tests/Conformance/hostile-strings.json: controls, line breaks, wide text,
# and the markup of each wiki format.
EXTRA = [
    "\u0000", "nul\u0000x", "esc\u001b[31m", "\u007f", "\u0085", "c1\u009bx", "a\u000bb\u000cc",
    "a\rb", "a\r\nb", "\r\n", "a\n\rb", "\r", "tab\tin\tmiddle", "\t", "a \n b",
    "漢字テスト", "한국어 텍스트", "Ｆｕｌｌｗｉｄｔｈ", "emoji 👍🏽 🇰🇷",
    # Org
    "#+TITLE: x", ":PROPERTIES:", ":END:", "[fn:1] note", "x[fn:: inline]", "<<target>>",
    "<<<radio>>>", "<2024-01-01 Mon>", "[2024-01-01]", "{{{macro(a)}}}", "\\alpha \\(x\\)",
    "src_python{1+1}", "call_x()", "cite:key", "see citep:a and [cite:@b]", "[[a][b]]",
    "[[https://x.y]]", "TODO task", "DONE x", "COMMENT hidden", "TODO", "COMMENT", "ABC: x", "heading :tag:x:",
    "[#A] priority", "[1/3] [50%]", "-----", "| a | b |", "|-", "*b* /i/ _u_ =v= ~c~ +s+",
    "a -- b --- c ... d", "x^2 a_1 x^{y} a_{b}", "$x$ $$y$$", "@@html:<b>x</b>@@",
    "- [X] done", "1) one", "10. ten", "%% diary", ": fixed", "a\\\\", "a\\\\\nb", "term :: def",
    "(*b*) '*c*' \"/d/\" {+e+}", "-*a*-", "a* b *c", "'quoted', \"x\",", "\\", "\\\\", "a.b..c",
    # MediaWiki
    "''italic''", "'''bold'''", "''''' both", "[[Link]]", "[[File:x.png]]", "{{Template|a=b}}",
    "{|", "|}", "|-", "!!", "||", "a!!b||c", "~~~~", "~~~", "__TOC__", "__NOTOC__", "----",
    "= h =", "==h==", ";term:def", ": indent", "#item", "*item", "ISBN 0-306-40615-2",
    "RFC 1234", "PMID 123", "&nbsp;", "<nowiki>x</nowiki>", "</nowiki>", "-{zh}-", "a=b",
    "{{!}}", "http://x.y", "ftp://x.y/z", "news:comp.x", "<br />", "<ref>x</ref>",
    # Jira
    "*strong*", "_em_", "-del-", "+ins+", "^sup^", "~sub~", "??cite??", "{{mono}}",
    "{code}x{code}", "{noformat}", "[link]", "[a|http://x.y]", "!image.png!", "h1. head",
    "bq. quote", "(y) (x) (/) (*r) (on)", ":) ;) :( :P :D", "-- --- ----", "a\\b", "{color:red}x{color}",
    "{anchor:a}", "||h||", "# num", "mailto:a@b.c", "http://x.y/z", "x*y*z a_b_c", "a -b- c",
    "(~b~)", "x~y~z", "~b ~",
]


class Unexpected(Exception):
    pass


class Limitation(Exception):
    """What the pandoc reader cannot represent, documented in Docs/Formats.md."""


def is_absolute_link(url):
    """Mirrors WikiLinks.absoluteURL: a safe link, `mailto:` with an address, or `http` or
    `https` with a host name and an optional port."""
    if not url or any(ord(c) < 0x21 or 0x7F <= ord(c) <= 0x9F for c in url):
        return False
    if re.match(r"^mailto:", url, re.IGNORECASE):
        return re.match(r"^mailto:[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]*[A-Za-z0-9](\?.*)?$", url,
                        re.IGNORECASE | re.DOTALL) is not None
    return re.match(r"^https?://[A-Za-z0-9.\-\u0080-\U0010FFFF]+(:[0-9]*)?([/?#]|$)", url,
                    re.IGNORECASE) is not None


def encoded(url, extra):
    """Mirrors WikiLinks.encodes: bytes outside RFC 3986's characters, and `extra`, as %XX."""
    allowed = set(b"-._~:/?#[]@!$&'()*+,;=%") - set(extra.encode())
    return "".join(chr(byte) if chr(byte).isascii() and (chr(byte).isalnum() or byte in allowed)
                   else "%%%02X" % byte for byte in url.encode())


class Flattener:
    """Flattens pandoc inlines; records link and image destinations."""

    def __init__(self, allow=()):
        self.destinations = []
        self.allow = allow

    def inlines(self, nodes):
        return "".join(self.inline(node) for node in nodes)

    def inline(self, node):
        kind = node["t"]
        content = node.get("c")
        if kind == "Str":
            return content
        if kind == "Space":
            return " "
        if kind == "LineBreak":
            return "\n"
        if kind in MARKS:
            mark = MARKS[kind]
            return "\u27e8" + mark + self.inlines(content) + mark + "\u27e9"
        if kind == "Link":
            text = self.inlines(content[1])
            destination = content[2][0]
            # Autolinks leave the text as it is.
            if destination in (text, "mailto:" + text, "http://" + text):
                return text
            self.destinations.append(destination)
            return "\u27e8L" + text + "L\u27e9"
        if kind == "Image":
            self.destinations.append(content[2][0])
            return "\u27e8I" + content[2][0] + "I\u27e9"
        if kind in self.allow:
            return self.allow[kind](self, content)
        raise Unexpected(f"a {kind} node came from the data: {json.dumps(node)[:120]}")

    def blocks(self, blocks):
        """The text of a cell or list item: one Plain or Para block (none for empty)."""
        if not blocks:
            return ""
        if len(blocks) != 1 or blocks[0]["t"] not in ("Plain", "Para"):
            raise Unexpected(f"blocks {[b['t'] for b in blocks]} where one paragraph belongs")
        return self.inlines(blocks[0]["c"])


def wrap(text, mark):
    """Text in TableShim's emphasis: the marks around the whole text."""
    return "\u27e8" + mark + text + mark + "\u27e9" if text else ""


def expected_items(value, case, emphasis, checked, unchecked, image):
    """What each of the fixture's list items reads, as the sets of readings allowed.

    `emphasis(text, mark)` is the format's emphasis of a text, `checked` and `unchecked` how
    the reader shows a check box, `image` the readings of the row whose image is the string.
    """
    link = "\u27e8L" + value + "L\u27e9"
    return [
        {value},
        {value + " \u2014 " + emphasis(value, "/")},
        {value + "\n" + emphasis(value, "/")},
        {checked + " " + emphasis(value, "+")},
        {unchecked + " " + emphasis(value, "*")},
        {emphasis(value, "/")},
        {link + " \u203a"},
        {value},
        {value, link} if is_absolute_link(case) else {value},
        image,
        {emphasis(value, "*") + " \u2014 " + emphasis("d", "/") + " \u2014 "
         + emphasis(value, "/") + " \u2014 " + emphasis("z", "/")},
        {value + "\n" + emphasis(value, "/") + " \u24d8"},
    ]


def expected_grid(value, emphasis, checked="\u2611", unchecked="\u2610"):
    """What the fixture's table reads, column titles first."""
    link = "\u27e8L" + value + "L\u27e9"
    return [
        [value, "n"], [value, "1"], ["x", value],
        [emphasis(checked + " " + value, "*"), emphasis("2", "*")], [link, value],
        [emphasis(unchecked + " " + value, "+"), emphasis(value, "+")],
        [emphasis(value, "/"), emphasis(value, "/")],
    ]


def check_items(items, expected, flat, fail):
    rows = items["c"]
    if len(rows) != len(expected):
        fail(f"list has {len(rows)} items")
        return
    for index, (item, allowed) in enumerate(zip(rows, expected)):
        text = flat.blocks(item)
        if text not in allowed:
            fail(f"item {index} reads {text!r}, expected {sorted(allowed)[0]!r}")


def check_links(flat, fail):
    for destination in flat.destinations:
        if not is_absolute_link(destination):
            fail(f"links to {destination!r}")
    if flat.destinations.count(SAFE_LINK) != 2:
        fail(f"the row links are {flat.destinations}")


def document_parts(ast, fail):
    """The blocks of a MediaWiki or Jira fixture: the title, the header, the list, the footer,
    the second list, the table and its footer; `None`, after a failure, for other blocks."""
    blocks = ast["blocks"]
    kinds = [(block["t"], block["c"][0] if block["t"] == "Header" else None) for block in blocks]
    expected = [("Header", 1), ("Header", 2), ("BulletList", None), ("Para", None),
                ("BulletList", None), ("Header", 2), ("Table", None), ("Para", None)]
    if kinds != expected:
        fail(f"blocks are {kinds}")
        return None
    title, header, items, footer, second, _, table, grid_footer = blocks
    return {"title": title["c"][2], "header": header["c"][2], "items": items,
            "footer": footer["c"], "second": second, "table": table,
            "grid footer": grid_footer["c"]}


def check_texts(parts, read, value, fail):
    """The title, header and footers read back as `value`, and so does the second list."""
    for name in ("title", "header", "footer", "grid footer"):
        if name in parts and read(parts[name]) != value:
            fail(f"{name} reads {read(parts[name])!r}")


def table_rows(table):
    """The rows of a pandoc table, head first, each a list of cells' block lists."""
    head = [[cell[4] for cell in row[1]] for row in table["c"][3][1]]
    body = [[cell[4] for cell in row[1]] for part in table["c"][4] for row in part[3]]
    return head, body


def read(pandoc_format, document):
    """The reader's syntax tree, or `None` when it takes more than 30 seconds."""
    try:
        result = subprocess.run(
            ["pandoc", "-f", pandoc_format, "-t", "json"], input=document.encode(),
            capture_output=True, check=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(result.stdout)


def pandoc_version():
    return subprocess.run(
        ["pandoc", "--version"], capture_output=True, text=True, check=True).stdout.split("\n")[0]


def run(name, key, pandoc_format, check_case):
    """Renders every string, reads each document back in parallel, and checks it.

    `check_case(case, document, ast, fail)` calls `fail(message)` for every mismatch, and
    returns a note, or raises `Limitation`, where the reader cannot represent the text.
    Returns the exit status.
    """
    renderer = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    strings_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        here, "..", "hostile-strings.json")
    strings = json.load(open(strings_file, encoding="utf-8")) + EXTRA
    rendered = json.loads(subprocess.run(
        [renderer], input=json.dumps(strings).encode(), capture_output=True, check=True).stdout)
    documents = [output[key] for output in rendered]
    with concurrent.futures.ThreadPoolExecutor(max_workers=(os.cpu_count() or 2) * 2) as pool:
        asts = list(pool.map(lambda document: read(pandoc_format, document), documents))
    failures = []
    limitations = []
    for case, document, ast in zip(strings, documents, asts):
        def fail(message, case=case):
            failures.append(f"{case!r}: {message}")
        if ast is None:
            fail("pandoc did not read the document in 30 seconds")
            continue
        try:
            note = check_case(case, document, ast, fail)
            if note:
                limitations.append(f"{case!r}: {note}")
        except Unexpected as error:
            fail(str(error))
        except Limitation as note:
            limitations.append(f"{case!r}: {note}")
    if limitations:
        print(f"{name}: where the reader cannot represent the text (documented):")
        print("\n".join("  " + note for note in limitations))
    if failures:
        print("\n".join(failures))
        print(f"{name}: {len(failures)} mismatches in {len(strings)} strings")
        return 1
    print(f"{name}: {len(strings)} hostile strings, in 13 list items and a table of 6 rows each, "
          f"read back by {pandoc_version()} (-f {pandoc_format})")
    return 0
