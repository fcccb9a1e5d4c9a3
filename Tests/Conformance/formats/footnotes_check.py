#!/usr/bin/env python3
"""Conformance check: footnotes with marks (issue 19), read back by real parsers from the
built `tableshim`.

The fixture Tests/Conformance/footnotes.list has a footnote on the title, a column, a spanner,
a section header and three cells, one note given twice (it shares a mark). Then:

- HTML (html5lib): the notes list holds each note once, in mark order; every `href="#x"` has
  an element `id="x"` (references to notes, and each note back to a reference); every mark
  links to the note it stands for; ids are unique;
- Markdown (cmark-gfm with its footnotes extension): every reference resolves to a
  definition (cmark-gfm drops the others), the definitions read back as the notes in order;
- LaTeX (pandoc): each note reads back as a paragraph after its mark;
- reStructuredText (Docutils, no warnings; pandoc): native footnotes, every `[n]_` reference
  resolving to the `.. [n]` footnote of its note;
- Org (pandoc's Org reader): native footnotes, every `[fn:LABEL]` reference a Note holding
  the text of its note.

With `--footnotes-after section` (notes after each section): HTML lists each section's notes
after it, every link still resolving both ways with unique ids; cmark-gfm and pandoc's Org
reader still resolve every reference to its note. With `--search Messi` only the notes of
what is shown are listed (HTML, cmark-gfm); in list layout every HTML link resolves and
cmark-gfm finds the references of the title, a header and the three marked cells.

Then every hostile string (Tests/Conformance/hostile-strings.json, plus controls and line
breaks) is the text of a note on the title and, again, of a note on a cell of a JSON input;
HTML, Markdown, reStructuredText (Docutils) and Org (pandoc) must read it back once, exactly as the shared rules say (readback.V), with
the links resolving.

Usage: footnotes_check.py TABLESHIM; exits 1 and lists every mismatch on failure.
"""

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import readback  # noqa: E402  (the rules of every format)
from wiki_pandoc import Flattener, visible  # noqa: E402  (pandoc's wiki readers)
import docutils.core
import docutils.nodes as dn
import html5lib

HTML = "{http://www.w3.org/1999/xhtml}"
CM = "{http://commonmark.org/xml/1.0}"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(HERE, "footnotes.list")
NOTES = ["As of June 2024.", "International matches only.", "Including penalties.",
         "Estimated.", "No longer playing for their country.", "Edson Arantes do Nascimento."]
SUPERSCRIPTS = ["¹", "²", "³", "⁴", "⁵", "⁶"]
failures = []


def fail(fmt, message):
    failures.append(f"{fmt}: {message}")


def run(binary, args, stdin=None):
    result = subprocess.run([binary, *args], input=stdin, capture_output=True)
    if result.returncode != 0:
        fail(args[-1], f"exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def html_notes(output, fmt):
    """The notes of an HTML output, in order, after checking that its links resolve."""
    doc = html5lib.parse(output)
    ids = [element.get("id") for element in doc.iter() if element.get("id")]
    if len(ids) != len(set(ids)):
        fail(fmt, f"duplicate ids: {sorted(i for i in ids if ids.count(i) > 1)}")
    for a in doc.iter(f"{HTML}a"):
        href = a.get("href") or ""
        if href.startswith("#") and href[1:] not in ids:
            fail(fmt, f"link to #{href[1:]} has no element with that id")
    lists = [ol for ol in doc.iter(f"{HTML}ol") if "ts-footnotes" in readback.classes(ol)]
    if len(lists) != 1:
        fail(fmt, f"{len(lists)} notes lists, expected 1")
        return [], doc
    notes = []
    for number, li in enumerate(lists[0], start=1):
        if li.get("id") != f"tableshim-fn-{number}":
            fail(fmt, f"note {number} has the id {li.get('id')!r}")
        parts = list(li)
        back = [a for a in parts if "ts-fnback" in readback.classes(a)]
        if len(back) != 1:
            fail(fmt, f"note {number} has {len(back)} back links")
        # The item is `<sup>MARK</sup> TEXT <a class="ts-fnback">`: the text is the sup's tail.
        text = (parts[0].tail or "")[1:] if parts else ""
        if back:
            text = text.removesuffix(" ")
        notes.append(text)
    # Each reference links to its note and is the target of a back link or of none.
    for sup in doc.iter(f"{HTML}sup"):
        if "ts-fnref" not in readback.classes(sup):
            continue
        for a in sup.iter(f"{HTML}a"):
            number = a.get("href", "").removeprefix("#tableshim-fn-")
            if not a.get("id", "").startswith(f"tableshim-fnref-{number}-"):
                fail(fmt, f"reference {a.get('id')!r} links to {a.get('href')!r}")
    return notes, doc


def check_html(binary):
    notes, doc = html_notes(run(binary, [FIXTURE, "-t", "html"]), "html")
    if notes != NOTES:
        fail("html", f"notes read {notes}, expected {NOTES}")
    references = [a.get("href") for sup in doc.iter(f"{HTML}sup")
                  if "ts-fnref" in readback.classes(sup) for a in sup.iter(f"{HTML}a")]
    # The title, a spanner and a column in each of two sections, a header, three cells.
    if len(references) != 9:
        fail("html", f"{len(references)} references, expected 9")


def markdown_footnotes(output, fmt="markdown"):
    """The footnote definitions cmark-gfm reads (as HTML: its XML writer has no footnote
    nodes), each its text, and the number of references; every link must resolve, and a
    definition may hold no markup but its back links."""
    result = subprocess.run(["cmark-gfm", "-e", "table", "-e", "footnotes"],
                            input=output.encode(), capture_output=True, check=True)
    doc = html5lib.parse(result.stdout.decode())
    ids = {element.get("id") for element in doc.iter() if element.get("id")}
    for a in doc.iter(f"{HTML}a"):
        href = a.get("href") or ""
        if href.startswith("#") and href[1:] not in ids:
            fail(fmt, f"link to {href} does not resolve")
    references = [a for a in doc.iter(f"{HTML}a") if a.get("data-footnote-ref") is not None]
    notes = []
    for section in doc.iter(f"{HTML}section"):
        if "footnotes" not in readback.classes(section):
            continue
        for li in section.iter(f"{HTML}li"):
            paragraph = li.find(f"{HTML}p")
            parts = [paragraph.text or ""]
            for child in paragraph:
                # The back links end the note, each after a space.
                if "footnote-backref" in readback.classes(child):
                    break
                elif readback.local(child) == "br":
                    parts.append("\n" + (child.tail or ""))
                else:
                    fail(fmt, f"a note holds markup: {ET.tostring(child, encoding='unicode')}")
                    parts.append(readback.html_read(child) + (child.tail or ""))
            notes.append("".join(parts).removesuffix(" ").replace("\n\n", "\n"))
    return notes, len(references)


def check_markdown(binary):
    notes, references = markdown_footnotes(run(binary, [FIXTURE, "-t", "markdown"]))
    if notes != NOTES:
        fail("markdown", f"definitions read {notes}, expected {NOTES}")
    # Flattened titles repeat a spanner's mark over each of its columns.
    if references != 11:
        fail("markdown", f"{references} references, expected 11")


def pandoc_paragraphs(output, reader):
    result = subprocess.run(["pandoc", "-f", reader, "-t", "plain", "--wrap=none"],
                            input=output.encode(), capture_output=True)
    if result.returncode != 0:
        fail(reader, f"pandoc: {result.stderr.decode()}")
    return result.stdout.decode().split("\n\n")


def check_pandoc(binary, fmt, reader):
    paragraphs = [p.strip() for p in pandoc_paragraphs(run(binary, [FIXTURE, "-t", fmt]), reader)]
    expected = [mark + " " + note for mark, note in zip(SUPERSCRIPTS, NOTES)]
    found = [p for p in paragraphs if p[:1] in SUPERSCRIPTS]
    if found != expected:
        fail(fmt, f"pandoc reads the notes as {found}, expected {expected}")


# The note of each reference in the rst output, in document order: the title, then per
# section its spanner, column titles, header and cells.
RST_REFERENCES = [NOTES[i] for i in (0, 1, 2, 2, 3, 4, 1, 2, 5)]


def check_rst(binary):
    """Native footnotes: Docutils reads every `[n]_` reference, each resolving to the footnote
    `.. [n]` whose text is the note, with no warning (a mark inside a grid cell keeps the grid
    aligned, or Docutils reports a malformed table); pandoc reads each reference's note."""
    source = run(binary, [FIXTURE, "-t", "rst"])
    doc = docutils.core.publish_doctree(source, settings_overrides={
        "report_level": 5, "halt_level": 5})
    messages = [m.astext() for m in doc.findall(dn.system_message)]
    if messages:
        fail("rst", f"docutils reports {messages}")
    footnotes = list(doc.findall(dn.footnote))
    texts = [f[1].astext() if len(f) > 1 else "" for f in footnotes]
    if texts != NOTES or [f[0].astext() for f in footnotes] != [str(n) for n in range(1, 7)]:
        fail("rst", f"docutils reads the footnotes as {texts}, expected {NOTES}")
    by_id = {id_: text for f, text in zip(footnotes, texts) for id_ in f["ids"]}
    references = [by_id.get(r.get("refid"), f"unresolved {r.astext()}")
                  for r in doc.findall(dn.footnote_reference)]
    if references != RST_REFERENCES:
        fail("rst", f"docutils resolves the references to {references}, "
             f"expected {RST_REFERENCES}")
    notes = []
    for paragraph in pandoc_paragraphs(source, "rst"):
        head, _, text = paragraph.strip().partition("] ")
        if head[:1] == "[" and head[1:].isdigit():
            notes.append(text)
    if notes != RST_REFERENCES:
        fail("rst", f"pandoc reads the notes as {notes}, expected {RST_REFERENCES}")


# The note of each reference in the Org output, in document order: the title, then per
# section its header, its column titles (a spanner's mark repeated over each of its
# columns) and its cells.
ORG_REFERENCES = [NOTES[i] for i in (0, 1, 2, 1, 2, 3, 4, 1, 2, 1, 5)]


def org_notes(output, fmt="org"):
    """The text of every Note pandoc's Org reader finds, in document order (the title's
    first, from the metadata)."""
    result = subprocess.run(["pandoc", "-f", "org", "-t", "json"], input=output.encode(),
                            capture_output=True)
    if result.returncode != 0:
        fail(fmt, f"pandoc: {result.stderr.decode()}")
        return []
    ast = json.loads(result.stdout)
    notes = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("t") == "Note":
                try:
                    notes.append("\n".join(Flattener().inlines(block["c"]) for block in node["c"]))
                except Exception as error:  # a node the note's text should not make
                    fail(fmt, f"a note reads as {error}")
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(ast.get("meta", {}))
    walk(ast["blocks"])
    return notes


def check_org(binary):
    notes = org_notes(run(binary, [FIXTURE, "-t", "org"]))
    if notes != ORG_REFERENCES:
        fail("org", f"pandoc reads the notes as {notes}, expected {ORG_REFERENCES}")
    for marks in ("letters", "symbols"):
        notes = org_notes(run(binary, [FIXTURE, "-t", "org", "--footnote-marks", marks]))
        if notes != ORG_REFERENCES:
            fail("org", f"{marks}: pandoc reads the notes as {notes}")


def check_after_each_section(binary):
    """`--footnotes-after section`: each section's notes after it, links resolving."""
    after = ["--footnotes-after", "section"]
    doc = html5lib.parse(run(binary, [FIXTURE, "-t", "html", *after]))
    ids = [element.get("id") for element in doc.iter() if element.get("id")]
    if len(ids) != len(set(ids)):
        fail("html/section", f"duplicate ids: {sorted(i for i in ids if ids.count(i) > 1)}")
    for a in doc.iter(f"{HTML}a"):
        href = a.get("href") or ""
        if href.startswith("#") and href[1:] not in ids:
            fail("html/section", f"link to #{href[1:]} has no element with that id")
    sections = [s for s in doc.iter(f"{HTML}section") if "ts-section" in readback.classes(s)]
    listed = []
    for section in sections:
        lists = [ol for ol in section.iter(f"{HTML}ol")
                 if "ts-footnotes" in readback.classes(ol)]
        listed.append([li.get("id") for ol in lists for li in ol])
    want = [[f"tableshim-fn-{n}" for n in (1, 2, 3, 4)], ["tableshim-fn-5", "tableshim-fn-6"]]
    if listed != want:
        fail("html/section", f"the sections list the notes {listed}, expected {want}")
    notes, _ = markdown_footnotes(run(binary, [FIXTURE, "-t", "markdown", *after]),
                                  "markdown/section")
    if notes != NOTES:
        fail("markdown/section", f"definitions read {notes}, expected {NOTES}")
    notes = org_notes(run(binary, [FIXTURE, "-t", "org", *after]), "org/section")
    if notes != ORG_REFERENCES:
        fail("org/section", f"pandoc reads the notes as {notes}, expected {ORG_REFERENCES}")


def check_search_and_list(binary):
    """Only what is shown is marked; list items show their cells' marks."""
    shown = NOTES[:3]  # `--search Messi`: the title, the spanner, the column (and Messi's cell)
    notes, _ = html_notes(run(binary, [FIXTURE, "-t", "html", "--search", "Messi"]),
                          "html/search")
    if notes != shown:
        fail("html/search", f"notes read {notes}, expected {shown}")
    notes, _ = markdown_footnotes(run(binary, [FIXTURE, "-t", "markdown", "--search", "Messi"]),
                                  "markdown/search")
    if notes != shown:
        fail("markdown/search", f"definitions read {notes}, expected {shown}")
    # List layout: every link resolves; the title, the Retired header and three cells refer.
    # (Notes on a column or spanner, which list items do not show, have no back link.)
    doc = html5lib.parse(run(binary, [FIXTURE, "-t", "html", "--layout", "list"]))
    ids = [element.get("id") for element in doc.iter() if element.get("id")]
    hrefs = [a.get("href")[1:] for a in doc.iter(f"{HTML}a")
             if (a.get("href") or "").startswith("#")]
    if len(ids) != len(set(ids)) or any(href not in ids for href in hrefs):
        fail("html/list", f"links {sorted(set(hrefs) - set(ids))} have no target, or ids repeat")
    if sum(href.startswith("tableshim-fnref-") for href in hrefs) != 5:
        fail("html/list", "expected 5 back links (the title, a header, three cells)")
    _, references = markdown_footnotes(
        run(binary, [FIXTURE, "-t", "markdown", "--layout", "list"]), "markdown/list")
    if references != 5:
        fail("markdown/list", f"{references} references, expected 5")


def check_hostile_org(binary, strings):
    """Each hostile string, as the text of the notes on the title and on a cell, comes back
    through pandoc's Org reader as every backend shows it."""
    for string in strings:
        result = subprocess.run([binary, "-f", "json", "-t", "org"],
                                input=hostile_input(string).encode(), capture_output=True)
        if result.returncode != 0:
            fail("org", f"{string!r}: exit {result.returncode}: {result.stderr.decode()}")
            continue
        notes = org_notes(result.stdout.decode())
        want = visible(string)
        if notes != [want, "after", want]:
            fail("org", f"{string!r} reads back as {notes}")


EXTRA = ["a\r\nb\rc\nd", "\x1b[31mred\x00\x7f\x85\u2028", "\ttab\t", "손흥민 👍🏽", " edge "]


def hostile_input(string):
    return json.dumps({
        "title": "T",
        "footnotes": [
            {"target": "title", "text": string},
            {"target": "column", "name": "Goals", "text": "after"},
            {"target": "cell", "row": "r1", "column": "Name", "text": string}],
        "sections": [{"columns": ["Name", "Goals"],
                      "rows": [{"cells": ["a", "1"], "id": "r1"}]}]})


def check_hostile(binary):
    with open(os.path.join(HERE, "hostile-strings.json"), encoding="utf-8") as file:
        strings = [s for s in json.load(file) + EXTRA if s.strip()]
    check_hostile_rst(binary, strings)
    check_hostile_org(binary, strings)
    for string in strings:
        want = readback.V(string)
        for fmt in ("html", "markdown"):
            result = subprocess.run([binary, "-f", "json", "-t", fmt],
                                    input=hostile_input(string).encode(), capture_output=True)
            if result.returncode != 0:
                fail(fmt, f"{string!r}: exit {result.returncode}: {result.stderr.decode()}")
                continue
            output = result.stdout.decode()
            for problem in readback.raw_problems(output, fmt):
                fail(fmt, f"{string!r}: {problem}")
            if fmt == "html":
                doc = html5lib.parse(output)
                lists = [ol for ol in doc.iter(f"{HTML}ol")
                         if "ts-footnotes" in readback.classes(ol)]
                notes = []
                for li in (lists[0] if lists else []):
                    parts = list(li)
                    text = parts[0].tail or ""
                    for part in parts[1:-1]:
                        shown = "\n" if readback.local(part) == "br" else readback.html_read(part)
                        text += shown + (part.tail or "")
                    notes.append(text[1:-1])
                if notes != [want, "after"]:
                    fail("html", f"{string!r} reads back as {notes}")
                ids = {element.get("id") for element in doc.iter() if element.get("id")}
                for a in doc.iter(f"{HTML}a"):
                    href = a.get("href") or ""
                    if href.startswith("#") and href[1:] not in ids:
                        fail("html", f"{string!r}: link to {href} does not resolve")
            else:
                notes, references = markdown_footnotes(output)
                if notes != [want, "after"] or references != 3:
                    fail("markdown", f"{string!r} reads back as {notes}, {references} references")


def rst_text(node):
    """A node's text as Docutils reads it, a line block's lines joined by line breaks."""
    if isinstance(node, dn.line_block):
        return "\n".join(rst_text(child) for child in node.children)
    return node.astext()


def check_hostile_rst(binary, strings):
    """Each hostile string, as the text of the notes on the title and on a cell, comes back
    exactly as the footnote's text through Docutils, with no warning."""
    for string in strings:
        result = subprocess.run([binary, "-f", "json", "-t", "rst"],
                                input=hostile_input(string).encode(), capture_output=True)
        if result.returncode != 0:
            fail("rst", f"{string!r}: exit {result.returncode}: {result.stderr.decode()}")
            continue
        doc = docutils.core.publish_doctree(result.stdout.decode(), settings_overrides={
            "report_level": 5, "halt_level": 5})
        messages = [m.astext() for m in doc.findall(dn.system_message)]
        notes = [rst_text(f[1]) if len(f) > 1 else "" for f in doc.findall(dn.footnote)]
        if messages or notes != [readback.V(string), "after"]:
            fail("rst", f"{string!r} reads back as {notes}, {messages}")


def main():
    binary = sys.argv[1]
    check_html(binary)
    check_markdown(binary)
    check_pandoc(binary, "latex", "latex")
    check_rst(binary)
    check_org(binary)
    check_after_each_section(binary)
    check_search_and_list(binary)
    check_hostile(binary)
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("footnotes: html, markdown, latex, rst and org read back every note, the links "
          "resolve, also with the notes after each section, under a search and in list layout")


main()
