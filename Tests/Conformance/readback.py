"""Reads TableShim's output back with real parsers and compares it with the table it came from.

Shared by check.py (fixed tables) and property_check.py (random tables). A table is the JSON
that `conformance-render --tables` reads (Render/TableDescription.swift): a title, sections
with header, footer, columns, id and rows, each row built as a `CellContent`, as a decoder
builds it from cells, or by a custom cell type. The expectations are the rendering rules of
issue 15 (Docs/Architecture.md, "The conformance suite"):

- every text t reads back as visible(normalize(t)): CR and CRLF are LF; C0 controls but TAB
  and LF as Control Pictures (U+2400 + code), DEL as U+2421, C1 as `\\u{85}`-style text; TAB
  stays TAB in Markdown and HTML and is U+2409 in plain text;
- no output holds a raw control (but TAB and LF; in plain text LF only) nor a numeric
  character reference to one (`&#13;`, `&#x1B;`, `&#133;`);
- in list layout a row shows its text, its detail and secondary text, and then every cell of
  its columns not already shown as one of them, in order, empty ones skipped;
- in grid layout a row's cells are its columns, padded to the section's, or its text and its
  detail (or secondary text) when it has no columns.

Markdown is parsed by cmark-gfm (GFM tables, strikethrough, task lists, autolinks), HTML by
html5lib (the HTML5 parsing algorithm), and plain text by its layout: headings and their rules,
list rows by their markers and indents, grids split on their box-drawing rules.
"""

import re
import subprocess
import unicodedata
import xml.etree.ElementTree as ET

import html5lib

CM = "{http://commonmark.org/xml/1.0}"
HTML = "{http://www.w3.org/1999/xhtml}"
DASH = " \u2014 "

# Marks that stand for markup in a readback, from the Private Use Area, which no test text uses.
EMPH, STRONG, STRIKE, CLOSE = "\ue101", "\ue102", "\ue103", "\ue104"
LINK, LINK_TEXT, IMAGE = "\ue105", "\ue106", "\ue107"
SHOWN = {EMPH: "{em:", STRONG: "{strong:", STRIKE: "{del:", CLOSE: "}", LINK: "{link:",
         LINK_TEXT: "|", IMAGE: "{image:"}


def show(text):
    """A readback for a message: the markup marks spelled out, and escapes for the invisible."""
    return repr("".join(SHOWN.get(c, c) for c in text))


# --- The rules -------------------------------------------------------------------------------

def normalize(text):
    """Rule 2: CRLF and a lone CR are each one line break, LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def visible(text, tab="\t"):
    """Rule 1, on normalized text: controls but TAB and LF shown visibly."""
    out = []
    for c in text:
        o = ord(c)
        if c == "\n":
            out.append(c)
        elif c == "\t":
            out.append(tab)
        elif o < 0x20:
            out.append(chr(0x2400 + o))
        elif o == 0x7F:
            out.append("\u2421")
        elif 0x80 <= o <= 0x9F:
            out.append("\\u{%x}" % o)
        else:
            out.append(c)
    return "".join(out)


def V(text):
    """What Markdown and HTML readers give back for a text."""
    return visible(normalize(text))


def VT(text):
    """What the plain-text backend shows for a text (TAB as U+2409)."""
    return visible(normalize(text), tab="\u2409")


# Unicode White_Space, which Swift's Character.isWhitespace tests.
WHITE_SPACE = set(map(chr, [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680,
                            *range(0x2000, 0x200B), 0x2028, 0x2029, 0x202F, 0x205F, 0x3000]))


def expected_id(raw):
    """An HTML id: the text made visible, then each white-space character (a whole grapheme
    with the marks that join it) as `-`; `None` when nothing is left."""
    if raw is None:
        return None
    out = []
    after_space = False
    for c in V(raw):
        if after_space and (unicodedata.category(c) in ("Mn", "Me", "Mc") or c == "\u200d"):
            continue
        after_space = c in WHITE_SPACE
        out.append("-" if after_space else c)
    return "".join(out) or None


def is_safe_url(url):
    """TableShim's link policy: http, https, mailto or relative; no controls or spaces."""
    if not url or any(ord(c) < 0x21 or 0x7F <= ord(c) <= 0x9F for c in url):
        return False
    match = re.match(r"^([A-Za-z][A-Za-z0-9+.\-]*):", url)
    return match is None or match.group(1).lower() in ("http", "https", "mailto")


class Row:
    """A row of a table description, resolved to the fields a backend sees."""

    def __init__(self, d):
        self.kind = d["kind"]
        self.columns = list(d.get("columns") or [])
        self.accessory = d.get("accessory") or "none"
        self.state = d.get("state") or "normal"
        self.link = d.get("link")
        self.id = d.get("id")
        if self.kind == "decoded":
            cells = self.columns
            self.style = d.get("style") or ("value1" if len(cells) > 1 else "default")
            self.text = cells[0] if cells else ""
            second = cells[1] if len(cells) > 1 and cells[1] else None
            self.detail = second if self.style in ("value1", "value2") else None
            self.secondary = second if self.style == "subtitle" else None
            self.image = None
        else:
            self.style = d.get("style") or "default"
            self.text = d.get("text") or ""
            self.detail = d.get("detail")
            self.secondary = d.get("secondary")
            self.image = d.get("image")

    def shown_detail(self):
        return self.detail if self.detail else None

    def shown_secondary(self):
        return self.secondary if self.secondary else None

    def extras(self):
        """Rule 3: the cells of `columns` not shown as the text, detail or secondary text (each
        claims the first unclaimed equal cell), in order, empty ones skipped."""
        claimed = set()
        for shown in (self.text, self.shown_detail(), self.shown_secondary()):
            if shown is None:
                continue
            for index, cell in enumerate(self.columns):
                if index not in claimed and cell == shown:
                    claimed.add(index)
                    break
        return [c for i, c in enumerate(self.columns) if i not in claimed and c]

    def grid_cells(self):
        """The row's cells in a grid, before padding: its columns, or its text, then its
        detail and its secondary text when it has them."""
        if self.columns:
            return list(self.columns)
        return [self.text] + [t for t in (self.detail, self.secondary) if t is not None]

    def mark(self):
        return {"checkmark": "[x] ", "unchecked": "[ ] "}.get(self.accessory, "")


class Section:
    def __init__(self, d):
        self.header = d.get("header")
        self.footer = d.get("footer")
        self.columns = d.get("columns")
        self.id = d.get("id")
        self.rows = [Row(r) for r in d.get("rows", [])]

    def layout(self, forced):
        if forced in ("list", "grid"):
            return forced
        return "list" if self.columns is None else "grid"

    def titles(self):
        return None if self.columns is None else [c["title"] for c in self.columns]

    def column_count(self):
        if self.columns is not None:
            return len(self.columns)
        return max((len(r.grid_cells()) for r in self.rows), default=0)

    def grid_rows(self):
        n = self.column_count()
        return [r.grid_cells() + [""] * (n - len(r.grid_cells())) for r in self.rows]


class Table:
    def __init__(self, d):
        self.title = d.get("title")
        self.sections = [Section(s) for s in d["sections"]]
        self.pads_tables = d.get("markdownPadsTables", True)
        self.table_newlines = d.get("markdownTableNewlines") or "lineBreak"


# --- Raw bytes --------------------------------------------------------------------------------

REFERENCE = re.compile(r"&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?")


def is_control(code, allowed):
    return (code < 0x20 or 0x7F <= code <= 0x9F) and chr(code) not in allowed


def raw_problems(output, kind):
    """Raw controls and numeric references to controls in an output (TAB and LF allowed but
    in plain text, where only LF is)."""
    allowed = "\n" if kind == "text" else "\t\n"
    problems = []
    for index, c in enumerate(output):
        if is_control(ord(c), allowed):
            problems.append(f"raw U+{ord(c):04X} at {index}: {output[max(0, index - 20):index + 20]!r}")
            break
    if kind != "text":
        for match in REFERENCE.finditer(output):
            code = int(match.group(1), 16) if match.group(1) else int(match.group(2))
            if code > 0x10FFFF or not is_control(code, "\t\n"):
                continue
            if kind == "markdown":
                backslashes = len(output[:match.start()]) - len(output[:match.start()].rstrip("\\"))
                if backslashes % 2 == 1:
                    continue  # `\&#13;` is the text "&#13;"
            problems.append(f"reference {match.group(0)!r} to a control: "
                            f"{output[max(0, match.start() - 20):match.end() + 20]!r}")
            break
    return problems


# --- Markdown ---------------------------------------------------------------------------------

class Unexpected(Exception):
    pass


def protect_controls(xml):
    """XML 1.0 cannot hold C0 controls and reads CR as LF: park them in the Private Use Area."""
    return bytes(b for c in xml for b in (
        chr(0xE000 + c).encode() if c < 0x20 and c not in (0x09, 0x0A) else bytes([c])))


def restore_controls(text):
    return "".join(chr(ord(c) - 0xE000) if 0xE000 <= ord(c) < 0xE020 else c for c in text)


def parse_markdown(markdown):
    result = subprocess.run(
        ["cmark-gfm", "--sourcepos", "-e", "table", "-e", "strikethrough", "-e", "tasklist",
         "-e", "autolink", "-t", "xml"],
        input=markdown.encode(), capture_output=True, check=True)
    return ET.fromstring(protect_controls(result.stdout))


def source_lines(markdown, node):
    """The lines of `markdown` a node was parsed from (cmark-gfm's `sourcepos`)."""
    start, end = node.get("sourcepos").split("-")
    lines = markdown.split("\n")
    return "\n".join(lines[int(start.split(":")[0]) - 1:int(end.split(":")[0])])


# cmark-gfm 0.29.0.gfm.6 (Debian 12) marks an unchecked task item checked when `[x]` or `[X]`
# stands anywhere after its box, as in the text of a link `[x](url)`: a parser bug, fixed
# upstream, that GitHub does not have. Such an item is accepted as unchecked.
CHECKED_LATER = re.compile(r"^\s*[-+*] \[ \] .*\[[xX]\]", re.S)


def md_read(node, newline_html=True):
    """A node's text with its markup as marks: emphasis, strong, strikethrough, links and
    images; line breaks and (in tables) `<br>` as LF. Raises Unexpected for nodes that data
    must never create."""
    tag = node.tag.removeprefix(CM)
    inner = lambda: "".join(md_read(child, newline_html) for child in node)
    if tag == "text":
        return restore_controls(node.text or "")
    if tag in ("softbreak", "linebreak"):
        return "\n"
    if tag in ("paragraph", "heading", "table_cell", "item", "tasklist"):
        return inner()
    if tag == "emph":
        return EMPH + inner() + CLOSE
    if tag == "strong":
        return STRONG + inner() + CLOSE
    if tag == "strikethrough":
        return STRIKE + inner() + CLOSE
    if tag == "html_inline" and node.text == "<br>" and newline_html:
        return "\n"
    if tag == "link":
        text = inner()
        destination = node.get("destination")
        return link(destination, text)
    if tag == "image":
        return IMAGE + node.get("destination") + CLOSE
    raise Unexpected(f"a {tag} node {ET.tostring(node, encoding='unicode')[:200]!r}")


def link(destination, text):
    """A link as a readback marks it; a GFM autolink of an address (URLs are disarmed by the
    escaping, addresses are not) is its text, which it leaves unchanged."""
    if "@" in text and not any(m in text for m in SHOWN) and destination in (
            "mailto:" + text, text if "mailto:" in text.lower() else None):
        return text
    return LINK + destination + LINK_TEXT + text + CLOSE


def wrap(state, text):
    opener = {"selected": STRONG, "highlighted": EMPH, "disabled": STRIKE}.get(state)
    return opener + text + CLOSE if opener and text else text


def md_list_item_candidates(row):
    """What a row's list item reads back as; more than one where the rules leave the place
    of the secondary text among the extra cells open."""
    # The first line's parts: a separator stands only between two parts (" " before the
    # text, an em dash before the detail and each extra cell), so an item without a text
    # starts with its first part.
    parts = []  # (kind, text)
    if row.image:
        if "/" not in row.image:
            parts.append(("image", V(row.image)))
        elif is_safe_url(row.image):
            parts.append(("image", IMAGE + row.image + CLOSE))
    if row.text:
        text = V(row.text)
        if row.link is not None and is_safe_url(row.link):
            text = link(row.link, text)
        parts.append(("text", wrap(row.state, text)))
    details = ([row.detail] if row.shown_detail() is not None else []) + row.extras()
    parts += [("dash", EMPH + V(x) + CLOSE) for x in details]
    first_line = []  # (text, structural)
    for index, (kind, text) in enumerate(parts):
        if kind == "text" and index > 0:
            first_line.append((" ", True))
        elif kind == "dash":
            first_line.append((DASH if index > 0 else DASH.lstrip(), True))
        first_line.append((text, False))
    secondary = []
    if row.shown_secondary() is not None:
        secondary = ([("\n", True)] if parts else []) + [
            (EMPH + V(row.secondary) + CLOSE, False)]
    tail = {"disclosureIndicator": [(" \u203a", True)],
            "detailButton": [(" \u24d8", True)]}.get(row.accessory, [])
    return [join_segments(first_line + secondary + tail)]


def join_segments(segments):
    """The segments joined, with the white space of markup at the item's ends dropped, as a
    parser drops it (white space from the data is written as references and stays)."""
    segments = [list(s) for s in segments if s[0]]
    while segments and segments[0][1]:
        segments[0][0] = segments[0][0].lstrip(" ")
        if segments[0][0]:
            break
        segments.pop(0)
    while segments and segments[-1][1]:
        segments[-1][0] = segments[-1][0].rstrip(" ")
        if segments[-1][0]:
            break
        segments.pop()
    return "".join(s[0] for s in segments)


def md_cell(row, column, cell, table):
    """What a grid cell reads back as in a GFM table."""
    text = V(cell)
    if table.table_newlines == "space":
        text = text.replace("\n", " ")
    if column == 0:
        text = row.mark() + text
    return wrap(row.state, text)


def check_markdown(markdown, table, layout):
    """Every title, header, footer, row and cell of `table` read back from `markdown`."""
    errors = []
    try:
        document = parse_markdown(markdown)
    except Exception as error:  # noqa: BLE001 - any parser failure is a finding
        return [f"cmark-gfm failed: {error}"]
    blocks = list(document)
    expected = []
    if table.title is not None:
        expected.append(("heading", "1", table.title, None))
    for section in table.sections:
        if section.header is not None:
            expected.append(("heading", "2", section.header, None))
        if section.layout(layout) == "list":
            if section.rows:
                expected.append(("list", None, None, section))
        elif section.column_count() > 0:
            expected.append(("table", None, None, section))
        if section.footer:
            expected.append(("paragraph", None, section.footer, None))
    kinds = [(b.tag.removeprefix(CM), b.get("level")) for b in blocks]
    if kinds != [(e[0], e[1]) for e in expected]:
        return [f"markdown blocks are {kinds}, expected {[(e[0], e[1]) for e in expected]}"]
    for block, (kind, _, text, section) in zip(blocks, expected):
        try:
            if kind in ("heading", "paragraph"):
                got = md_read(block, newline_html=False)
                if got != V(text):
                    errors.append(f"markdown {kind} reads {show(got)}, expected {show(V(text))}")
            elif kind == "list":
                errors += check_markdown_list(block, section, markdown)
            else:
                errors += check_markdown_table(block, section, table)
        except Unexpected as error:
            errors.append(f"markdown {kind}: {error}")
    return errors


def check_markdown_list(block, section, markdown):
    errors = []
    items = list(block)
    if len(items) != len(section.rows) or block.get("tight") != "true":
        return [f"markdown list has {len(items)} items (tight={block.get('tight')}), "
                f"expected {len(section.rows)}"]
    for index, (item, row) in enumerate(zip(items, section.rows)):
        tag = item.tag.removeprefix(CM)
        if row.accessory in ("checkmark", "unchecked"):
            completed = "true" if row.accessory == "checkmark" else "false"
            got_completed = item.get("completed")
            if (tag == "tasklist" and completed == "false" and got_completed == "true"
                    and CHECKED_LATER.match(source_lines(markdown, item))):
                got_completed = "false"
            if tag != "tasklist" or got_completed != completed:
                errors.append(f"markdown row {index} is a {tag}, expected a task item "
                              f"completed={completed}: {show(md_read(item, False))}")
                continue
        elif tag != "item":
            errors.append(f"markdown row {index} is a {tag}")
            continue
        children = list(item)
        if len(children) > 1 or (children and children[0].tag != CM + "paragraph"):
            errors.append(f"markdown row {index} is not one paragraph: "
                          f"{[c.tag.removeprefix(CM) for c in children]}")
            continue
        got = md_read(item, newline_html=False)
        candidates = md_list_item_candidates(row)
        if got not in candidates:
            errors.append(f"markdown row {index} reads {show(got)}, expected {show(candidates[0])}")
    return errors


def check_markdown_table(block, section, table):
    rows = [[md_read(cell) for cell in row] for row in block]
    titles = section.titles()
    n = section.column_count()
    expected = [[V(t) if table.table_newlines != "space" else V(t).replace("\n", " ")
                 for t in titles] if titles is not None else [""] * n]
    expected += [[md_cell(row, column, cell, table) for column, cell in enumerate(cells)]
                 for row, cells in zip(section.rows, section.grid_rows())]
    errors = []
    if len(rows) != len(expected):
        return [f"markdown table has {len(rows)} rows, expected {len(expected)}"]
    for index, (got, want) in enumerate(zip(rows, expected)):
        if got != want:
            errors.append(f"markdown table row {index} reads {[show(c) for c in got]}, "
                          f"expected {[show(c) for c in want]}")
    return errors


# --- HTML -------------------------------------------------------------------------------------

ALLOWED = {
    "html": {"lang"}, "head": set(), "body": set(), "meta": {"charset", "name", "content"},
    "title": set(), "style": set(), "article": {"class"}, "h1": set(), "h2": set(),
    "section": {"class", "id"}, "ul": {"class"}, "footer": {"class"},
    "li": {"class", "id", "aria-disabled"}, "span": {"class", "aria-hidden", "role", "aria-label"},
    "a": {"class", "href"}, "img": {"class", "src", "alt"},
    "input": {"type", "checked", "disabled"}, "table": {"class"}, "thead": set(),
    "tbody": set(), "tr": {"class", "id", "aria-disabled"}, "th": {"scope", "style"},
    "td": {"style"}, "br": set(),
}
# What a standalone page adds for its reading aids (HTMLBackend.ReadingAids): a policy, a
# `main`, collapsible sections, a table of contents and section index, its one script,
# class-aligned cells with their numbers, labelled check boxes.
for tag, attributes in {
    "meta": {"http-equiv"}, "main": set(), "article": {"data-ts-sort", "data-ts-filter"},
    "details": {"class", "open"}, "summary": set(), "nav": {"class", "aria-label"},
    "ol": set(), "li": set(), "a": set(), "script": set(), "input": {"aria-label"},
    "th": {"class"}, "td": {"class", "data-ts-number"},
}.items():
    ALLOWED[tag] = ALLOWED.get(tag, set()) | attributes
# The texts of the pages' scripts: one, whatever the data (check_html).
PAGE_SCRIPTS = set()
# Elements whose content is text from the data: a line break in it must be `<br>`.
TEXT_ELEMENTS = {"h1", "h2", "footer", "span", "a", "td", "th"}


def local(element):
    return element.tag.removeprefix(HTML) if isinstance(element.tag, str) else None


def html_read(element):
    """An element's text, `<br>` read as LF."""
    parts = [element.text or ""]
    for child in element:
        parts.append("\n" if local(child) == "br" else html_read(child))
        parts.append(child.tail or "")
    return "".join(parts)


def classes(element):
    return (element.get("class") or "").split()


def check_html(html, table, layout, standalone):
    """Every text of `table` read back from `html`, and no element, attribute or link that
    TableShim does not write."""
    kind = "page" if standalone else "fragment"
    errors = []
    parser = html5lib.HTMLParser(namespaceHTMLElements=True)
    root = parser.parse(html) if standalone else parser.parseFragment(html)
    for element in root.iter():
        tag = local(element)
        if tag is None or not element.tag.startswith(HTML):
            if element is not root:
                errors.append(f"html {kind} holds a foreign node {element.tag!r}")
            continue
        if tag not in ALLOWED:
            errors.append(f"html {kind} holds a <{tag}> element")
            continue
        extra = set(element.attrib) - ALLOWED[tag]
        if extra:
            errors.append(f"html {kind} <{tag}> has attributes {sorted(extra)}")
        for attribute in ("href", "src"):
            value = element.get(attribute)
            if value is not None and not is_safe_url(value):
                errors.append(f"html {kind} <{tag} {attribute}={value!r}> is not a safe URL")
        identifier = element.get("id")
        if identifier is not None and re.search(r"[\t\n\f\r ]", identifier):
            errors.append(f"html {kind} id {identifier!r} holds white space")
        if tag in TEXT_ELEMENTS:
            if "\n" in (element.text or "") or any("\n" in (c.tail or "") for c in element):
                errors.append(f"html {kind} <{tag}> holds a raw line break, not <br>: "
                              f"{html_read(element)!r}")
    if errors:
        return errors

    def find(element, path):
        return element.findall(path.replace("{}", HTML))

    if standalone:
        for script in find(root, ".//{}script"):
            PAGE_SCRIPTS.add(script.text)
        if len(PAGE_SCRIPTS) > 1:
            errors.append("html pages hold scripts that differ with the data")
        titles = find(root, ".//{}head/{}title")
        want = V(table.title) if table.title is not None else "Table"
        if len(titles) != 1 or (titles[0].text or "") != want:
            errors.append(f"html page <title> reads {[t.text for t in titles]!r}, expected {want!r}")
    articles = find(root, ".//{}article")
    if len(articles) != 1:
        return errors + [f"html {kind} has {len(articles)} articles"]
    article = articles[0]
    # A page's table of contents and section index follow the sections.
    children = [c for c in article if not (standalone and local(c) == "nav")]
    if table.title is not None:
        if not children or local(children[0]) != "h1":
            return errors + [f"html {kind} has no h1"]
        if html_read(children[0]) != V(table.title):
            errors.append(f"html {kind} h1 reads {html_read(children[0])!r}, "
                          f"expected {V(table.title)!r}")
        children = children[1:]
    sections = [c for c in children if local(c) == "section"]
    if len(sections) != len(table.sections) or len(children) != len(sections):
        return errors + [f"html {kind} article holds {[local(c) for c in children]}, "
                         f"expected {len(table.sections)} sections"]
    for number, (element, section) in enumerate(zip(sections, table.sections)):
        where = f"html {kind} section {number}"
        if not id_matches(element.get("id"), section.id, standalone):
            errors.append(f"{where} id is {element.get('id')!r}, expected {expected_id(section.id)!r}")
        parts = list(element)
        if standalone and len(parts) == 1 and local(parts[0]) == "details":
            # A collapsible section: its header is the summary, the rest follows it.
            summary = list(parts[0])[0]
            if local(summary) != "summary":
                errors.append(f"{where} details has no summary")
                continue
            parts = list(summary) + list(parts[0])[1:]
        if section.header is not None:
            if not parts or local(parts[0]) != "h2":
                errors.append(f"{where} has no h2")
                continue
            if html_read(parts[0]) != V(section.header):
                errors.append(f"{where} h2 reads {html_read(parts[0])!r}, "
                              f"expected {V(section.header)!r}")
            parts = parts[1:]
        if section.footer is not None:
            if not parts or local(parts[-1]) != "footer":
                errors.append(f"{where} has no footer")
                continue
            if html_read(parts[-1]) != V(section.footer):
                errors.append(f"{where} footer reads {html_read(parts[-1])!r}, "
                              f"expected {V(section.footer)!r}")
            parts = parts[:-1]
        body_tag = "ul" if section.layout(layout) == "list" else "table"
        if len(parts) != 1 or local(parts[0]) != body_tag:
            errors.append(f"{where} holds {[local(p) for p in parts]}, expected one {body_tag}")
            continue
        if body_tag == "ul":
            errors += check_html_list(parts[0], section, where)
        else:
            errors += check_html_table(parts[0], section, where)
    return errors


def id_matches(written, raw, standalone):
    """Whether a section's id is the one expected: a page gives every section an anchor, its
    own id made unique (`-2`, `-3`…) or one made from its header or number."""
    wanted = expected_id(raw)
    if not standalone or written == wanted:
        return written == wanted
    if wanted is None:
        return written is not None and written.startswith("section-")
    return written is not None and re.fullmatch(re.escape(wanted) + r"-[0-9]+", written) is not None


def check_html_row_start(element, row, where):
    errors = []
    if element.get("id") != expected_id(row.id):
        errors.append(f"{where} id is {element.get('id')!r}, expected {expected_id(row.id)!r}")
    if (element.get("aria-disabled") == "true") != (row.state == "disabled"):
        errors.append(f"{where} aria-disabled is {element.get('aria-disabled')!r}")
    if row.state != "normal" and f"ts-state-{row.state}" not in classes(element):
        errors.append(f"{where} lacks the class ts-state-{row.state}")
    boxes = [e for e in element.iter() if local(e) == "input"]
    if row.accessory in ("checkmark", "unchecked"):
        if len(boxes) != 1 or (boxes[0].get("checked") is not None) != (row.accessory == "checkmark"):
            errors.append(f"{where} has check boxes {[b.attrib for b in boxes]}")
    elif boxes:
        errors.append(f"{where} has a check box")
    return errors


ORDER = {"ts-text": 0, "ts-detail": 1, "ts-secondary": 1, "ts-cell": 2}


def check_html_list(ul, section, where):
    items = [c for c in ul if local(c) == "li"]
    if len(items) != len(section.rows) or len(list(ul)) != len(items):
        return [f"{where} has {len(items)} rows, expected {len(section.rows)}"]
    errors = []
    for index, (li, row) in enumerate(zip(items, section.rows)):
        here = f"{where} row {index}"
        errors += check_html_row_start(li, row, here)

        def with_class(name):
            return [e for e in li.iter() if name in classes(e)]

        texts = with_class("ts-text")
        if len(texts) != 1 or html_read(texts[0]) != V(row.text):
            if texts or row.text:
                errors.append(f"{here} .ts-text reads {[html_read(t) for t in texts]}, "
                              f"expected {V(row.text)!r}")
        links = [e for e in li.iter() if local(e) == "a"]
        if row.link is not None and is_safe_url(row.link):
            if len(links) != 1 or links[0].get("href") != row.link or links[0] not in texts:
                errors.append(f"{here} does not link its text to {row.link!r}")
        elif links:
            errors.append(f"{here} links to {links[0].get('href')!r}")
        for name, shown in (("ts-detail", row.shown_detail()),
                            ("ts-secondary", row.shown_secondary())):
            got = [html_read(e) for e in with_class(name)]
            if shown is None:
                if any(got):
                    errors.append(f"{here} .{name} reads {got}, expected nothing")
            elif got != [V(shown)]:
                errors.append(f"{here} .{name} reads {got}, expected {V(shown)!r}")
        # In document order: the text, then the detail and secondary text, then the cells.
        order = [next((n for n in classes(e) if n in ORDER), None) for e in li.iter()]
        ranks = [ORDER[n] for n in order if n is not None]
        if ranks != sorted(ranks):
            errors.append(f"{here} spans stand in the order {[n for n in order if n]}")
        cells = [html_read(e) for e in with_class("ts-cell")]
        if cells != [V(x) for x in row.extras()]:
            errors.append(f"{here} .ts-cell spans read {cells}, expected "
                          f"{[V(x) for x in row.extras()]}")
        images = [e for e in li.iter() if local(e) == "img"]
        symbols = [html_read(e) for e in with_class("ts-image") if local(e) == "span"]
        if row.image is not None and "/" in row.image:
            want = [row.image] if is_safe_url(row.image) else []
            if [i.get("src") for i in images] != want or symbols:
                errors.append(f"{here} images {[i.get('src') for i in images]}, expected {want}")
        elif row.image is not None:
            if symbols != [V(row.image)] or images:
                errors.append(f"{here} image reads {symbols}, expected {V(row.image)!r}")
        elif images or symbols:
            errors.append(f"{here} has an image")
    return errors


def check_html_table(element, section, where):
    errors = []
    head = [[html_read(c) for c in tr if local(c) == "th"] for tr in element.iter()
            if local(tr) == "tr" and tr in list_descendants(element, "thead")]
    titles = section.titles()
    if titles is None:
        if head:
            errors.append(f"{where} has a header row {head}")
    elif head != [[V(t) for t in titles]]:
        errors.append(f"{where} header reads {head}, expected {[[V(t) for t in titles]]}")
    rows = list_descendants(element, "tbody")
    rows = [tr for tr in rows if local(tr) == "tr"]
    if len(rows) != len(section.rows):
        return errors + [f"{where} has {len(rows)} grid rows, expected {len(section.rows)}"]
    for index, (tr, row, cells) in enumerate(zip(rows, section.rows, section.grid_rows())):
        here = f"{where} grid row {index}"
        errors += check_html_row_start(tr, row, here)
        got = [html_read(td) for td in tr if local(td) == "td"]
        want = [V(c) for c in cells]
        if row.mark() and want:
            want[0] = " " + want[0]  # after the check box
        if got != want:
            errors.append(f"{here} reads {got}, expected {want}")
        links = [e for e in tr.iter() if local(e) == "a"]
        if row.link is not None and is_safe_url(row.link):
            if len(links) != 1 or links[0].get("href") != row.link:
                errors.append(f"{here} does not link its first cell to {row.link!r}")
        elif links:
            errors.append(f"{here} links to {links[0].get('href')!r}")
        for td, cell in zip([td for td in tr if local(td) == "td"], cells):
            if "\n" in V(cell) and not any(local(e) == "br" for e in td.iter()):
                errors.append(f"{here} cell {V(cell)!r} has no <br>")
    return errors


def list_descendants(element, tag):
    """The children of `element`'s `tag` descendants."""
    return [child for e in element.iter() if local(e) == tag for child in e]


# --- Plain text -------------------------------------------------------------------------------

class TextReader:
    """Reads plain text by its layout, knowing the table it should show."""

    def __init__(self, output, table, layout):
        self.lines = output.split("\n")
        self.pos = 0
        self.table = table
        self.layout = layout
        self.errors = []

    def fail(self, message):
        self.errors.append(f"text line {self.pos + 1}: {message}")
        raise StopIteration

    def take(self):
        if self.pos >= len(self.lines):
            self.fail("output ends early")
        line = self.lines[self.pos]
        self.pos += 1
        return line

    def expect(self, want, what):
        got = self.take()
        if got != want:
            self.pos -= 1
            self.fail(f"{what} reads {got!r}, expected {want!r}")

    def heading(self, text, rule, blank):
        if blank:
            self.expect("", "blank line")
        for line in VT(text).split("\n"):
            self.expect(line, "heading")
        underline = self.take()
        if not underline or set(underline) != {rule}:
            self.pos -= 1
            self.fail(f"heading rule reads {underline!r}")

    def read(self):
        try:
            blank = False
            if self.table.title is not None:
                self.heading(self.table.title, "=", blank)
                blank = True
            for section in self.table.sections:
                if section.header is not None:
                    self.heading(section.header, "-", blank)
                elif blank:
                    self.expect("", "blank line")
                blank = False
                if section.layout(self.layout) == "list":
                    for row in section.rows:
                        self.list_row(row)
                    blank = bool(section.rows)
                else:
                    self.grid(section)
                    blank = True
                if section.footer is not None:
                    if blank:
                        self.expect("", "blank line")
                    for line in VT(section.footer).split("\n"):
                        self.expect(line, "footer")
                    blank = True
            if self.lines[self.pos:] != [""]:
                self.fail(f"more output than the table: {self.lines[self.pos:][:3]}")
        except StopIteration:
            pass
        return self.errors

    def list_row(self, row):
        marker = row.mark() or "- "
        indent = " " * len(marker)
        first = self.take()
        if not first.startswith(marker):
            self.pos -= 1
            self.fail(f"row reads {first!r}, expected it to start with {marker!r}")
        block = [first]
        while self.pos < len(self.lines) and self.lines[self.pos].startswith(indent):
            block.append(self.take())
        text = "\n".join(block)[len(marker):]

        def shown(value):
            return VT(value).replace("\n", "\n" + indent)

        # The pieces that must come in this order, then the ones that follow the text.
        ordered = ([shown(row.image) + " "] if row.image is not None else []) + [shown(row.text)]
        # A dash before each part after the text, with a space before it only after a text
        # (an image ends with its own space).
        dashes = ([row.detail] if row.shown_detail() is not None else []) + row.extras()
        started = row.text != ""
        for index, part in enumerate(dashes):
            ordered.append((DASH if started or index > 0 else DASH.lstrip()) + shown(part))
        after_text = []
        if row.shown_secondary() is not None:
            after_text.append("\n" + indent + shown(row.secondary))
        if row.link is not None:
            after_text.append(" <" + shown(row.link) + ">")
        if row.state != "normal":
            after_text.append(f" [{row.state}]")
        at = 0
        for piece in ordered:
            found = text.find(piece, at)
            if found < 0:
                self.fail(f"row {show(text)} lacks {piece!r} (in order: {ordered})")
            at = found + len(piece)
        text_end = text.find(shown(row.text)) + len(shown(row.text))
        for piece in after_text:
            if text.find(piece, text_end) < 0:
                self.fail(f"row {show(text)} lacks {piece!r}")

    def grid(self, section):
        n = section.column_count()
        if n == 0:
            return
        self.rule("\u256d", "\u256e")
        titles = section.titles()
        if titles is not None:
            self.grid_row([VT(t) for t in titles], n, "header")
            self.rule("\u251c", "\u2524")
        for row, cells in zip(section.rows, section.grid_rows()):
            shown = [VT(c) for c in cells]
            shown[0] = row.mark() + shown[0] + (f" [{row.state}]" if row.state != "normal" else "")
            self.grid_row(shown, n, "grid row")
        self.rule("\u2570", "\u256f")

    def rule(self, left, right):
        line = self.take()
        if not (line.startswith(left) and line.endswith(right)):
            self.pos -= 1
            self.fail(f"grid rule reads {line!r}")

    def grid_row(self, cells, n, what):
        height = max(len(c.split("\n")) for c in cells)
        lines = [self.take() for _ in range(height)]
        for number, line in enumerate(lines):
            if not (line.startswith("\u2502") and line.endswith("\u2502")):
                self.fail(f"{what} line reads {line!r}")
            parts = line[1:-1].split("\u2502")
            if len(parts) != n:
                self.fail(f"{what} line has {len(parts)} cells, expected {n}: {line!r}")
            for part, cell in zip(parts, cells):
                cell_lines = cell.split("\n")
                want = cell_lines[number] if number < len(cell_lines) else ""
                if not (part.startswith(" ") and part.endswith(" ") and padded(part[1:-1], want)):
                    self.fail(f"{what} cell reads {part!r}, expected {want!r} padded")


def padded(got, want):
    """Whether `got` is `want` with spaces on either side."""
    for start in range(len(got) - len(want) + 1):
        if (got[start:start + len(want)] == want and not got[:start].strip(" ")
                and not got[start + len(want):].strip(" ")):
            return True
    return False


def check_text(output, table, layout):
    return TextReader(output, table, layout).read()


# --- All of it --------------------------------------------------------------------------------

FORMATS = ("text", "markdown", "fragment", "page")
LAYOUTS = ("auto", "list", "grid")


def check_outputs(description, outputs, layouts=LAYOUTS, formats=FORMATS):
    """Every check of every rendering in `outputs` (keyed FORMAT/LAYOUT) of one table; returns
    the mismatches, each prefixed by its rendering."""
    table = Table(description)
    errors = []
    for layout in layouts:
        for kind in formats:
            key = f"{kind}/{layout}"
            if key + "!" in outputs:
                errors.append(f"{key}: render failed: {outputs[key + '!']}")
                continue
            if key not in outputs:
                continue
            output = outputs[key]
            found = raw_problems(output, "markdown" if kind == "markdown" else
                                 "text" if kind == "text" else "html")
            if kind == "text":
                found += check_text(output, table, layout)
            elif kind == "markdown":
                found += check_markdown(output, table, layout)
            else:
                found += check_html(output, table, layout, standalone=kind == "page")
            errors += [f"{key}: {e}" for e in found]
    return errors
