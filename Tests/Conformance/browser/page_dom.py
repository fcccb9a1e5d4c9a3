"""What a TableShim page's live DOM may hold, and how to read it (browser_check.py).

The DOM is read from the running page after its script has run and after each interaction,
so that it holds the script's own controls too: every element and attribute must be one
that TableShim or its script makes, never one that came from the data.
"""

SAFE_SCHEMES = ("http:", "https:", "mailto:")

# Element -> attributes, for the page and the controls its script adds.
ALLOWED = {
    "html": {"lang"}, "head": set(), "body": set(),
    "meta": {"charset", "name", "content", "http-equiv"}, "title": set(), "style": set(),
    "script": set(), "article": {"class", "data-ts-sort", "data-ts-filter"}, "h1": set(),
    "h2": set(), "section": {"class", "id", "hidden"}, "details": {"class", "open"},
    "summary": set(), "ul": {"class"}, "ol": set(), "footer": {"class"},
    "li": {"class", "id", "aria-disabled", "hidden"},
    "span": {"class", "aria-hidden", "role", "aria-label"}, "a": {"class", "href"},
    "input": {"type", "checked", "disabled", "class", "autocomplete", "aria-label"},
    "table": {"class"}, "main": set(),
    "thead": set(), "tbody": set(), "tr": {"class", "id", "aria-disabled", "hidden"},
    "th": {"scope", "style", "class", "aria-sort"}, "td": {"style", "class", "data-ts-number"},
    "br": set(), "nav": {"class", "aria-label"}, "div": {"class", "role"}, "label": set(),
    "output": {"class", "aria-live"}, "button": {"class", "type"}, "p": {"class"},
    "mark": set(), "img": {"class", "src", "alt"},
}

# Every element with its attributes and, for a script, whether its text is the page's own.
SNAPSHOT = """() => Array.from(document.querySelectorAll("*"), (element) => ({
  tag: element.localName,
  attributes: element.getAttributeNames(),
  href: element.getAttribute("href"),
  text: element.localName === "script" ? element.textContent : null,
}))"""


def foreign(snapshot, script):
    """The elements, attributes and links in a DOM snapshot that TableShim does not make."""
    problems = []
    for element in snapshot:
        tag = element["tag"]
        if tag not in ALLOWED:
            problems.append(f"the DOM holds a <{tag}> element")
            continue
        extra = set(element["attributes"]) - ALLOWED[tag]
        if extra:
            problems.append(f"<{tag}> has attributes {sorted(extra)}")
        href = element["href"]
        if href is not None and ":" in href.split("/")[0] and not href.lower().startswith(
                SAFE_SCHEMES):
            problems.append(f"a link to {href!r}")
        if tag == "script" and element["text"] != script:
            problems.append("a script that is not the page's own")
    return problems


# Reads an element's text as the data had it: a <br> is a line break.
READ = """(element) => {
  const read = (node) => Array.from(node.childNodes, (child) =>
    child.nodeType === Node.TEXT_NODE ? child.data
      : child.nodeName === "BR" ? "\\n" : read(child)).join("");
  return read(element);
}"""

# The rows of the page as the reader sees them: each section shown, with its header and the
# first field of each row shown, in order (a row's first cell, or its text in a list).
VISIBLE_ROWS = """() => {
  const read = %s;
  return Array.from(document.querySelectorAll("section.ts-section"))
    .filter((section) => !section.hidden)
    .map((section) => {
      const header = section.querySelector("h2");
      return [header ? read(header) : null,
        Array.from(section.querySelectorAll("tbody > tr, ul.ts-rows > li"))
          .filter((row) => !row.hidden && row.getClientRects().length > 0)
          .map((row) => read(row.tagName === "TR" ? row.cells[0] : row.querySelector(".ts-text")))];
    });
}""" % READ

# The text of every cell of a section's table, row by row, in the order shown.
TABLE_CELLS = """(index) => {
  const read = %s;
  const table = document.querySelectorAll("section.ts-section")[index].querySelector("table");
  return Array.from(table.tBodies[0].rows, (row) => Array.from(row.cells, read));
}""" % READ

# The aria-sort of each column title of a section's table.
SORT_STATE = """(index) => {
  const table = document.querySelectorAll("section.ts-section")[index].querySelector("table");
  return Array.from(table.tHead.rows[table.tHead.rows.length - 1].cells, (cell) => cell.getAttribute("aria-sort"));
}"""

# Records Content Security Policy violations, before the page's own code runs.
RECORD_VIOLATIONS = """window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.violatedDirective + " " + event.blockedURI);
});"""
