#!/usr/bin/env python3
"""Colour scales and sparklines in HTML (issue 22), read by html5lib and shown by Chromium.

    scales_check.py TABLESHIM

1. A fragment and a standalone page of a CSV with colour-scaled columns (`--color-scale`) and
   a sparkline column (`--format Trend=sparkline`), with hostile text in every other cell,
   parse in html5lib's strict mode without one parse error; every scaled cell of the page
   has a `ts-scale-PALETTE-STEP` class and no `style` attribute; every sparkline is an
   `svg` with `role="img"` and an `aria-label` holding the cell's numbers.
2. Chromium (Playwright, the system /usr/bin/chromium) loads the page: no console error and
   no Content Security Policy violation; the smallest and largest numbers of a scaled column
   have viridis's first and last colours as their computed backgrounds, white and black
   text; the sparklines are drawn (non-zero size); axe-core finds no violation, colour
   contrast included, in light and dark mode.

Exits 1 on any failure, printing each.
"""

import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

import html5lib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "browser"))
import page_dom  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
HTML = "{http://www.w3.org/1999/xhtml}"


def table():
    texts = json.load(open(os.path.join(HERE, "hostile-strings.json"), encoding="utf-8"))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Name", "Goals", "Share", "Trend"])
    for number, text in enumerate(texts[:40]):
        writer.writerow([text, str(number * 3 - 7), f"{(number % 11) / 10}", f"{number % 5} 3 {number % 7} 8"])
    writer.writerow(["text", "not a number", "", "up"])
    return out.getvalue(), len(texts[:40])


FLAGS = ["-f", "csv", "--title", "Scores", "--color-scale", "Goals", "--color-scale", "Share=red-green:0:1",
         "--format", "Trend=sparkline"]


def render(tableshim, data, *flags):
    return subprocess.run([tableshim, *FLAGS, "-t", "html", *flags], input=data.encode(),
                          capture_output=True, check=True).stdout.decode()


def parse(html, where, failures, fragment):
    parser = html5lib.HTMLParser(strict=False, namespaceHTMLElements=True)
    tree = parser.parseFragment(html) if fragment else parser.parse(html)
    for position, code, data in parser.errors:
        failures.append(f"{where}: html5lib parse error {code} {data} at {position}")
    return tree


def check_markup(tree, where, failures, rows):
    cells = [td for td in tree.iter(HTML + "td")]
    scaled = [td for td in cells if "ts-scale-" in td.get("class", "")]
    if len(scaled) != 2 * rows:
        failures.append(f"{where}: {len(scaled)} scaled cells, expected {2 * rows}")
    if any(td.get("style") for td in cells):
        failures.append(f"{where}: a cell has a style attribute, which the page's policy blocks")
    svgs = list(tree.iter(SVG + "svg"))
    if len(svgs) != rows:
        failures.append(f"{where}: {len(svgs)} sparklines, expected {rows}")
    for svg in svgs:
        label = svg.get("aria-label", "")
        if svg.get("role") != "img" or len(label.split()) != 4:
            failures.append(f"{where}: a sparkline without its role or numbers: {label!r}")
            break


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    sys.exit("scales check: no chromium on PATH")


def check_browser(page_path, rows, failures):
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium(), args=["--no-sandbox", "--disable-dev-shm-usage"])
        for scheme in ("light", "dark"):
            context = browser.new_context(color_scheme=scheme)
            page = context.new_page()
            errors = []
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.add_init_script(page_dom.RECORD_VIOLATIONS)
            page.goto("file://" + page_path)
            where = f"page ({scheme})"
            for error in errors:
                failures.append(f"{where}: console error: {error}")
            for violation in page.evaluate("window.__violations"):
                failures.append(f"{where}: CSP violation: {violation}")
            colours = page.evaluate("""() => [...document.querySelectorAll('tbody tr')]
                .map(row => row.cells[1]).map(cell => [cell.textContent,
                  getComputedStyle(cell).backgroundColor, getComputedStyle(cell).color])""")
            shown = {text: (background, color) for text, background, color in colours}
            if shown.get("-7") != ("rgb(68, 1, 84)", "rgb(255, 255, 255)"):
                failures.append(f"{where}: the smallest number shows {shown.get('-7')}")
            largest = str((rows - 1) * 3 - 7)
            if shown.get(largest) != ("rgb(253, 231, 37)", "rgb(0, 0, 0)"):
                failures.append(f"{where}: the largest number shows {shown.get(largest)}")
            sizes = page.evaluate("""() => [...document.querySelectorAll('td svg')]
                .map(svg => svg.getBoundingClientRect()).map(box => box.width * box.height)""")
            if len(sizes) != rows or min(sizes, default=0) <= 0:
                failures.append(f"{where}: sparklines drawn: {sizes[:5]}")
            results = Axe().run(page)
            if results.violations_count:
                failures.append(f"{where}: axe: {results.generate_report()}")
            context.close()
        browser.close()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    tableshim = sys.argv[1]
    data, rows = table()
    failures = []
    fragment = render(tableshim, data)
    parse(fragment, "fragment", failures, fragment=True)
    page = render(tableshim, data, "-s")
    check_markup(parse(page, "page", failures, fragment=False), "page", failures, rows)
    with tempfile.TemporaryDirectory() as workdir:
        path = os.path.join(workdir, "scales.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(page)
        check_browser(path, rows, failures)
    for failure in failures[:20]:
        print(failure)
    if failures:
        print(f"scales check: {len(failures)} failures")
        sys.exit(1)
    print(f"scales check: {rows} rows of colour-scaled cells and sparklines parse in html5lib "
          "without errors; Chromium shows the scale's colours under the page's policy, "
          "with no axe violation in light and dark mode")


if __name__ == "__main__":
    main()
