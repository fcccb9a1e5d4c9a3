#!/usr/bin/env python3
"""Real-browser check: TableShim's standalone page in Debian's headless Chromium.

Drives Chromium through Playwright (the system /usr/bin/chromium as its executable; no browser
is downloaded) with real clicks and keys:

- a page of hostile data (hostile-page.json) shows every text from the data exactly, its
  title unchanged, and its DOM holds no element, attribute, link or script that came from the
  data, after loading and after filtering and sorting;
- a page of Hangul, CJK, emoji and numbers (browser-unicode.json) sorts numbers as numbers
  and text by the page's collator, restores the source order on a third click and keeps
  `aria-sort` right; its filter box keeps exactly the rows `tableshim --search` keeps for the
  same query (the Swift fold and the script's fold tested on the same strings); sections
  collapse; table-of-contents and section-index links land on their sections; `--collapsed`
  and `--no-script` pages do what they say; the script reads numbers by TableShim's rule
  (browser/page_numbers.py);
- no page logs a console error or a Content Security Policy violation, and axe-core
  (axe-playwright-python) finds no accessibility violation, in light and dark mode;
- a 100,000-row page loads, sorts and filters in under a second each (the best of three
  runs, as the machine is shared), and the figures are printed; its rows are written as
  bodies of 250 that stay in order when sorted, hide as filtered and print as a plain table.
  TABLESHIM_BROWSER_ROWS makes it smaller (CI uses 20,000); browser_large.py runs it alone.

Usage: browser_check.py TABLESHIM [SCREENSHOT_DIR]
  With SCREENSHOT_DIR, writes light and dark screenshots at desktop and phone width.
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

import html5lib
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "browser"))
import page_dom  # noqa: E402
import page_large  # noqa: E402
import page_numbers  # noqa: E402

HTML = "{http://www.w3.org/1999/xhtml}"
# Queries for the filter box, each compared with `tableshim --search`.
QUERIES = ["손", "소", "손흥", "e", "É", "é", "ＭＥＳＳＩ", "messi", "ss", "STRASSE", "東京", "ｶ",
           "カ", "😀", "👍", "👨", "1,2", "%", "a", "<script>", "\" on", "&amp;", "zzz", "'", "豈",
           "が", "か", "ｶﾞ", "istanbul", "ǆ", "fi", "ω", "café", "cafe\u0301", "CAFÉ"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("browser check: no chromium on PATH (apt-get install chromium)")


class Check:
    def __init__(self, tableshim, browser, workdir):
        self.tableshim = tableshim
        self.browser = browser
        self.workdir = workdir
        self.failures = []
        self.script = None

    def fail(self, where, message):
        self.failures.append(f"{where}: {message}")

    def render(self, fixture, name, *flags):
        path = os.path.join(self.workdir, name)
        subprocess.run([self.tableshim, fixture, "-t", "html", "-s", "-o", path, *flags],
                       check=True)
        return path

    def open(self, path, **context):
        """A page on `path`, recording console errors, page errors and CSP violations."""
        context = self.browser.new_context(**context)
        page = context.new_page()
        page.errors = []
        page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.add_init_script(page_dom.RECORD_VIOLATIONS)
        page.goto("file://" + path)
        return page

    def finish(self, page, where, script=True, dom=True):
        """Checks the DOM (unless told not to: a large page's is too large to hand over),
        the console and the policy, and closes the page."""
        own = self.script if script else None
        for problem in page_dom.foreign(page.evaluate(page_dom.SNAPSHOT) if dom else [], own):
            self.fail(where, problem)
        if script and page.locator("script").count() != 1:
            self.fail(where, "the page has no script")
        for error in page.errors:
            self.fail(where, f"console error: {error}")
        for violation in page.evaluate("window.__violations"):
            self.fail(where, f"CSP violation: {violation}")
        page.context.close()

    def axe(self, page, where):
        results = Axe().run(page)
        if results.violations_count:
            self.fail(where, f"axe: {results.generate_report()}")

    def searched(self, fixture, query):
        """The sections and rows `tableshim --search` keeps, as VISIBLE_ROWS reads a page."""
        html = subprocess.run([self.tableshim, fixture, "-t", "html", "--search", query],
                              capture_output=True, check=True).stdout.decode("utf-8")
        root = html5lib.HTMLParser(namespaceHTMLElements=True).parseFragment(html)
        sections = []
        for section in root.iter(f"{HTML}section"):
            header = section.find(f".//{HTML}h2")
            rows = [read(tr.find(f"{HTML}td")) for tr in section.iter(f"{HTML}tr")
                    if tr.find(f"{HTML}td") is not None]
            rows += [read(next(e for e in li.iter() if "ts-text" in (e.get("class") or "")))
                     for li in section.iter(f"{HTML}li")]
            sections.append([None if header is None else read(header), rows])
        return sections

    def filter_matches_search(self, page, fixture, where):
        box = page.locator("input.ts-filter")
        for query in QUERIES:
            box.fill("")
            box.press_sequentially(query)
            # Rows in the order of the source: the page may be sorted.
            shown = [[h, sorted(r)] for h, r in page.evaluate(page_dom.VISIBLE_ROWS)]
            wanted = [[h, sorted(r)] for h, r in self.searched(fixture, query)]
            if shown != wanted:
                self.fail(where, f"filter {query!r} shows {shown}, --search keeps {wanted}")
        box.fill("")
        if page.locator("tr[hidden], li[hidden], section[hidden]").count():
            self.fail(where, "emptying the filter leaves rows hidden")


def read(element):
    """An element's text, `<br>` read as LF."""
    parts = [element.text or ""]
    for child in element:
        parts.append("\n" if child.tag == f"{HTML}br" else read(child))
        parts.append(child.tail or "")
    return "".join(parts)


def check_hostile(check):
    """Every hostile text shown exactly, nothing from the data running or becoming markup."""
    fixture = os.path.join(HERE, "hostile-page.json")
    data = json.load(open(fixture, encoding="utf-8"))
    page = check.open(check.render(fixture, "hostile.html"))
    where = "hostile page"
    if page.title() != data["title"]:
        check.fail(where, f"the title reads {page.title()!r}")
    root = html5lib.parse(page.content())
    heading = root.find(f".//{HTML}h1")
    if heading is None or read(heading) != data["title"]:
        check.fail(where, "the h1 lost the title text")
    sections = root.findall(f".//{HTML}section")
    if len(sections) != len(data["sections"]):
        check.fail(where, f"{len(sections)} sections in the DOM")
    for section, expected in zip(sections, data["sections"]):
        header = section.find(f".//{HTML}h2")
        if header is None or read(header) != expected["header"]:
            check.fail(where, f"header reads {None if header is None else read(header)!r}")
        footer = section.find(f".//{HTML}footer")
        if "footer" in expected and (footer is None or read(footer) != expected["footer"]):
            check.fail(where, f"footer reads {None if footer is None else read(footer)!r}")
        rows = [r if isinstance(r, list) else r.get("cells", r) for r in expected["rows"]]
        if "columns" in expected:
            cells = [[read(cell) for cell in tr] for tr in section.iter(f"{HTML}tr")]
            if cells != [expected["columns"]] + rows:
                check.fail(where, f"grid reads {cells}")
        else:
            shown = [read(next(e for e in li.iter() if "ts-text" in (e.get("class") or "")))
                     for li in section.iter(f"{HTML}li")]
            if shown != [row[0] for row in rows]:
                check.fail(where, f"rows read {shown}")
    check.filter_matches_search(page, fixture, where)
    for button in page.locator("th .ts-sort").all():
        button.click()
    check.axe(page, where)
    check.finish(page, where)


def check_sorting(check, page, where):
    goals = page.locator("section").nth(1).locator("th .ts-sort").nth(1)
    numbers = ["-5", "+7", "9", "12.5%", "1e3", "1,234", "n/a", ""]
    source = [row[1] for row in page.evaluate(page_dom.TABLE_CELLS, 1)]
    descending = ["n/a", "1,234", "1e3", "12.5%", "9", "+7", "-5", ""]
    for order, state in ((numbers, "ascending"), (descending, "descending"), (source, None)):
        goals.click()
        column = [row[1] for row in page.evaluate(page_dom.TABLE_CELLS, 1)]
        if column != order:
            check.fail(where, f"Goals sorted {state} reads {column}, expected {order}")
        if page.evaluate(page_dom.SORT_STATE, 1) != [None, state, None]:
            check.fail(where, f"aria-sort is {page.evaluate(page_dom.SORT_STATE, 1)}")
    name = page.locator("section").nth(1).locator("th .ts-sort").nth(0)
    name.focus()
    page.keyboard.press("Enter")
    hangul = ["가나다", "김민재", "박지성", "손흥민", "이강인", "조규성", "황인범", "황희찬"]
    if [row[0] for row in page.evaluate(page_dom.TABLE_CELLS, 1)] != hangul:
        check.fail(where, f"names sorted read {page.evaluate(page_dom.TABLE_CELLS, 1)}")
    note = page.locator("section").nth(1).locator("th .ts-sort").nth(2)
    note.focus()
    page.keyboard.press("Space")
    notes = [row[2] for row in page.evaluate(page_dom.TABLE_CELLS, 1)]
    wanted = page.evaluate("""(texts) => texts.slice().sort(new Intl.Collator(
        document.documentElement.lang || undefined).compare)""", sorted(notes))
    if notes != wanted or notes.index("apple") > notes.index("Banana") > notes.index("cherry"):
        check.fail(where, f"notes sorted read {notes}, expected {wanted}")
    if page.evaluate(page_dom.SORT_STATE, 1) != [None, None, "ascending"]:
        check.fail(where, f"aria-sort after sorting notes is {page.evaluate(page_dom.SORT_STATE, 1)}")


def check_unicode(check):
    fixture = os.path.join(HERE, "browser-unicode.json")
    path = check.render(fixture, "unicode.html")
    where = "unicode page"
    page = check.open(path, viewport={"width": 900, "height": 500})
    check_sorting(check, page, where)
    check.filter_matches_search(page, fixture, where)
    summary = page.locator("section").nth(1).locator("summary")
    row = page.locator("section").nth(1).locator("tbody tr").first
    summary.click()
    if row.is_visible() or page.locator("section").nth(1).locator("details[open]").count():
        check.fail(where, "a click on a section header does not close it")
    summary.click()
    if not row.is_visible():
        check.fail(where, "a second click on a section header does not open it")
    links = page.locator("nav.ts-toc a")
    if links.count() != 3:
        check.fail(where, f"the table of contents has {links.count()} links")
    for index in (2, 0, 1):
        link = links.nth(index)
        link.click()
        href = link.get_attribute("href")
        landed = page.evaluate("""(id) => { const s = document.querySelector(":target");
          const box = s ? s.getBoundingClientRect() : null;
          return s !== null && "#" + s.id === id && box.top >= -1 && box.top < innerHeight; }""",
                               href)
        if not landed:
            check.fail(where, f"the contents link {href!r} does not land on its section")
    check.axe(page, where)
    check.finish(page, where)
    dark = check.open(path, color_scheme="dark")
    check.axe(dark, "unicode page, dark")
    check.finish(dark, "unicode page, dark")


def check_options(check):
    fixture = os.path.join(HERE, "browser-unicode.json")
    where = "--collapsed page"
    page = check.open(check.render(fixture, "collapsed.html", "--collapsed"),
                      viewport={"width": 900, "height": 500})
    if page.locator("details[open]").count() or page.locator("tbody tr").first.is_visible():
        check.fail(where, "a section starts open")
    page.locator("nav.ts-toc a").nth(1).click()
    # The page opens the section on `hashchange`, an event that comes after the click has
    # returned: the row is waited for (a second at most), not looked at once.
    try:
        page.locator("section").nth(1).locator("tbody tr").first.wait_for(
            state="visible", timeout=1000)
    except PlaywrightTimeoutError:
        check.fail(where, "a contents link does not open its closed section")
    page.emulate_media(media="print")
    if not page.locator("section").nth(1).locator("tbody tr").nth(1).is_visible():
        check.fail(where, "a closed section is not printed")
    if page.locator(".ts-tools").is_visible() or page.locator(".ts-sort").first.evaluate(
            "(b) => getComputedStyle(b.closest('thead')).display") != "table-header-group":
        check.fail(where, "print shows the filter box or does not repeat the column titles")
    page.emulate_media(media="screen")
    check.axe(page, where)
    check.finish(page, where)
    where = "--no-script page"
    page = check.open(check.render(fixture, "plain.html", "--no-script"))
    if page.locator("script, .ts-tools, .ts-sort").count():
        check.fail(where, "the page has a script or its controls")
    policy = page.locator("meta[http-equiv]").get_attribute("content")
    if "script-src 'none'" not in policy:
        check.fail(where, f"the policy allows scripts: {policy}")
    if page.locator("details[open]").count() != 3 or page.locator("nav.ts-toc").count() != 1:
        check.fail(where, "the page lost its sections' details or its contents")
    check.axe(page, where)
    check.finish(page, where, script=False)


def check_index(check):
    headers = ["Alpha", "Bravo", "Charlie", "alpha two", "Delta", "가나", "나비", "손", "소리",
               "東京", "😀 Emoji", "Echo"]
    fixture = os.path.join(check.workdir, "many.json")
    json.dump({"title": "Many sections", "sections": [
        {"header": header, "columns": ["Name", "N"], "rows": [[header, str(n)]]}
        for n, header in enumerate(headers)]}, open(fixture, "w", encoding="utf-8"))
    where = "section index page"
    page = check.open(check.render(fixture, "many.html"), viewport={"width": 900, "height": 400})
    initials = page.locator("nav.ts-index a").all_inner_texts()
    wanted = ["A", "B", "C", "D", "ㄱ", "ㄴ", "ㅅ", "東", "😀", "E"]
    if initials != wanted:
        check.fail(where, f"the index reads {initials}, expected {wanted}")
    for index in (6, 2, 9):
        link = page.locator("nav.ts-index a").nth(index)
        link.click()
        target = page.evaluate("document.querySelector(':target')?.querySelector('h2')?.textContent")
        expected = next(h for h in headers if h.startswith(initials[index]) or (
            initials[index] == "ㅅ" and h == "손"))
        if target != expected:
            check.fail(where, f"the index link {initials[index]} lands on {target!r}")
    check.axe(page, where)
    check.finish(page, where)


def check_phone(check):
    """At phone width a wide table scrolls within its section; the page does not."""
    fixture = os.path.join(check.workdir, "wide.json")
    json.dump({"title": "Wide", "sections": [{"header": "Wide", "columns": ["A", "B"], "rows": [
        ["x" * 120, "1"], ["y", "2"]]}]}, open(fixture, "w", encoding="utf-8"))
    where = "phone width"
    page = check.open(check.render(fixture, "wide.html"), viewport={"width": 390, "height": 700},
                      is_mobile=True, has_touch=True)
    widths = page.evaluate("""() => { const s = document.querySelector("section");
      return [document.scrollingElement.scrollWidth, innerWidth, s.scrollWidth, s.clientWidth]; }""")
    if widths[0] > widths[1] or widths[2] <= widths[3]:
        check.fail(where, f"page {widths[0]} wide in {widths[1]}, section {widths[2]} in {widths[3]}")
    check.finish(page, where)


def screenshots(check, shots):
    fixture = os.path.join(HERE, "browser-unicode.json")
    path = check.render(fixture, "shots.html")
    os.makedirs(shots, exist_ok=True)
    for scheme in ("light", "dark"):
        for device, viewport in (("desktop", {"width": 1000, "height": 760}),
                                 ("phone", {"width": 390, "height": 760})):
            page = check.open(path, viewport=viewport, color_scheme=scheme,
                              is_mobile=device == "phone", has_touch=device == "phone")
            page.locator("section").nth(1).locator("th .ts-sort").nth(1).click()
            page.screenshot(path=os.path.join(shots, f"page-{scheme}-{device}.png"),
                            caret="initial")
            check.finish(page, f"screenshot {scheme} {device}")


def own_script(check):
    """The page's own script, as a page of a table without data has it."""
    fixture = os.path.join(check.workdir, "empty.json")
    json.dump({"sections": []}, open(fixture, "w", encoding="utf-8"))
    root = html5lib.parse(open(check.render(fixture, "empty.html"), encoding="utf-8").read())
    return root.find(f".//{HTML}script").text


def main():
    tableshim = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    workdir = tempfile.mkdtemp(prefix="tableshim-browser-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium(), args=["--no-sandbox", "--disable-dev-shm-usage"])
        check = Check(tableshim, browser, workdir)
        check.script = own_script(check)
        check_hostile(check)
        check_unicode(check)
        check_options(check)
        check_index(check)
        check_phone(check)
        page_numbers.check_numbers(check)
        figures = page_large.measure(check)
        if shots:
            screenshots(check, shots)
        browser.close()
    shutil.rmtree(workdir, ignore_errors=True)
    print(f"{page_large.ROWS:,} rows in headless Chromium (best of 3; load average "
          f"{os.getloadavg()[0]:.1f}): "
          + ", ".join(f"{name} {ms:.0f} ms" for name, ms in figures.items()))
    if check.failures:
        print("\n".join(check.failures))
        print(f"browser check: {len(check.failures)} problems")
        return 1
    print("browser check: every hostile text shown exactly with no element, attribute or script "
          "from the data; sorting, filtering (as --search), sections, contents and index work "
          "with real clicks and keys; no console error, no CSP violation, no axe violation")
    return 0


if __name__ == "__main__":
    sys.exit(main())
