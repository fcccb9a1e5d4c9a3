#!/usr/bin/env python3
"""Real-browser check: headless Chromium loads TableShim's standalone page of hostile data.

Renders hostile-page.json with the built `tableshim` (`-t html -s`), opens the page in
headless Chromium with scripts enabled, and reads the DOM Chromium dumps after loading:
every text from the data must be there exactly, the page title must be the data's title as
text, and the DOM may hold no element or attribute the data introduced (no script ran, no
handler or javascript: link exists). Optionally writes light and dark screenshots.

Usage: browser_check.py TABLESHIM [SCREENSHOT_DIR]
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

import html5lib

HERE = os.path.dirname(os.path.abspath(__file__))
HTML = "{http://www.w3.org/1999/xhtml}"
ALLOWED = {
    "html": {"lang"}, "head": set(), "body": set(), "meta": {"charset", "name", "content"},
    "title": set(), "style": set(), "article": {"class"}, "h1": set(), "h2": set(),
    "section": {"class", "id"}, "ul": {"class"}, "footer": {"class"},
    "li": {"class", "id", "aria-disabled"}, "span": {"class", "aria-hidden", "role", "aria-label"},
    "a": {"class", "href"}, "input": {"type", "checked", "disabled"}, "table": {"class"},
    "thead": set(), "tbody": set(), "tr": {"class", "id", "aria-disabled"},
    "th": {"scope", "style"}, "td": {"style"}, "br": set(),
}
SAFE_SCHEMES = ("http:", "https:", "mailto:")


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("browser check: no chromium on PATH (apt-get install chromium)")


def run_browser(*arguments):
    command = [chromium(), "--headless", "--no-sandbox", "--disable-gpu",
               "--no-first-run", "--disable-dev-shm-usage", *arguments]
    return subprocess.run(command, capture_output=True, timeout=120, check=True)


def text(element):
    return "".join(element.itertext())


def main():
    tableshim = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    fixture = os.path.join(HERE, "hostile-page.json")
    data = json.load(open(fixture, encoding="utf-8"))
    workdir = tempfile.mkdtemp(prefix="tableshim-browser-")
    page = os.path.join(workdir, "page.html")
    subprocess.run([tableshim, fixture, "-t", "html", "-s", "-o", page], check=True)
    dom = run_browser("--dump-dom", "file://" + page).stdout.decode("utf-8")
    root = html5lib.parse(dom)
    failures = []

    for element in root.iter():
        tag = element.tag.removeprefix(HTML) if isinstance(element.tag, str) else "?"
        if tag not in ALLOWED:
            failures.append(f"the DOM holds a <{tag}> element")
            continue
        extra = set(element.attrib) - ALLOWED[tag]
        if extra:
            failures.append(f"<{tag}> has attributes {sorted(extra)}")
        href = element.get("href")
        if href is not None and ":" in href.split("/")[0] and not href.lower().startswith(
                SAFE_SCHEMES):
            failures.append(f"a link to {href!r}")

    title = root.find(f".//{HTML}title")
    if title is None or title.text != data["title"]:
        failures.append(f"the page title reads {None if title is None else title.text!r}")
    heading = root.find(f".//{HTML}h1")
    if heading is None or text(heading) != data["title"]:
        failures.append("the h1 lost the title text")
    sections = root.findall(f".//{HTML}section")
    for section, expected in zip(sections, data["sections"]):
        header = section.find(f"{HTML}h2")
        if header is None or text(header) != expected["header"]:
            failures.append(f"header reads {None if header is None else text(header)!r}")
        footer = section.find(f"{HTML}footer")
        if "footer" in expected and (footer is None or text(footer) != expected["footer"]):
            failures.append(f"footer reads {None if footer is None else text(footer)!r}")
        rows = [row if isinstance(row, list) else row.get("cells", row) for row in expected["rows"]]
        if "columns" in expected:
            cells = [[text(cell) for cell in tr] for tr in section.iter(f"{HTML}tr")]
            wanted = [expected["columns"]] + rows
            if cells != wanted:
                failures.append(f"grid reads {cells}, expected {wanted}")
        else:
            shown = [text(item.find(f".//*[@class='ts-text']")) for item in
                     section.iter(f"{HTML}li")]
            if shown != [row[0] for row in rows]:
                failures.append(f"rows read {shown}")
    if len(sections) != len(data["sections"]):
        failures.append(f"{len(sections)} sections in the DOM")

    if shots:
        os.makedirs(shots, exist_ok=True)
        for mode, flags in (("light", []), ("dark", ["--force-dark-mode",
                                                     "--enable-features=WebContentsForceDark:inversion_method/cielab_based"])):
            target = os.path.join(shots, f"page-{mode}.png")
            run_browser(*flags, "--window-size=1000,900", f"--screenshot={target}",
                        "file://" + page)
    shutil.rmtree(workdir, ignore_errors=True)
    if failures:
        print("\n".join(failures))
        print(f"browser check: {len(failures)} problems")
        return 1
    print("browser check: Chromium shows every hostile text exactly, the title unchanged, "
          "and no element, attribute or link from the data")
    return 0


if __name__ == "__main__":
    sys.exit(main())
