#!/usr/bin/env python3
"""Terminal check: coloured text output on an emulated terminal (pyte, a VT emulator).

    terminal_check.py TABLESHIM

For each hostile string of hostile-strings.json (and every C0 and C1 control, DEL and the line
breaks), renders a JSON table holding it everywhere a text can stand (title, header, footer,
a list row in each state, a grid's titles and cells) with `tableshim --color always` and with
`--color never`, and checks:

1. the only escape sequences in the output are SGR sequences (ESC [ digits and semicolons m)
   with parameters TableShim's standard looks use, so no text of the data made one;
2. taking them out gives exactly the output without colour;
3. fed to a VT emulator, both outputs put the same characters in the same cells, so the
   escapes take no width and everything lines up as without colour; and the parts are drawn
   in their attributes (the title bold, a selected row in reverse video).

A search is checked the same way, its matches black on yellow instead of between « and ».
Exits 1 on any mismatch, printing each.
"""

import json
import os
import re
import subprocess
import sys
import unicodedata

import pyte

HERE = os.path.dirname(os.path.abspath(__file__))
SGR = re.compile(r"\x1b\[([0-9;]*)m")
# The parameters of TableShim's standard looks (TerminalStyle.standard), with the zebra
# shade, each alone or after the zebra's, and the reset.
LOOKS = {"0", "1;4", "1", "2", "2;3", "7", "33", "30;43", "100"}
LOOKS |= {"100;" + look for look in ["7", "33", "2"]}
LOOKS |= {look + ";30;43" for look in ["7", "33", "2", "100", "100;7", "100;33", "100;2"]}
WIDTH = 120


def strings():
    texts = json.load(open(os.path.join(HERE, "hostile-strings.json"), encoding="utf-8"))
    controls = [chr(c) for c in list(range(0x20)) + [0x7F] + list(range(0x80, 0xA0))]
    texts += [f"a{c}b" for c in controls]
    texts += ["one\ntwo", "one\r\ntwo", "one\rtwo", "손흥민 大韓民國 👨‍👩‍👧‍👦 ｱ"]
    return texts


def table(text):
    """A table with the text in every place a text stands."""
    rows = [{"cells": [text, text], "state": state}
            for state in ["normal", "selected", "highlighted", "disabled"]]
    return {
        "title": text,
        "sections": [
            {"header": text, "columns": [], "rows": rows, "footer": text},
            {"header": text, "columns": [text, "n"],
             "rows": [[text, "1"], {"cells": ["x", text], "state": "selected"}]},
        ],
    }


def render(tableshim, document, *flags):
    result = subprocess.run(
        [tableshim, "-f", "json", "-t", "text", "--width", str(WIDTH), *flags],
        input=json.dumps(document).encode(), capture_output=True, env={}, check=False)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.decode())
    return result.stdout.decode()


def screen(output):
    lines = output.count("\n") + 2
    terminal = pyte.Screen(WIDTH + 10, lines)
    stream = pyte.Stream(terminal)
    # A terminal moves to the start of the next line on LF (the tty's onlcr).
    stream.feed(output.replace("\n", "\r\n"))
    return terminal


def check(tableshim, text, flags, failures):
    document = table(text)
    colored = render(tableshim, document, "--color", "always", *flags)
    plain = render(tableshim, document, "--color", "never", *flags)
    name = f"{text!r} {' '.join(flags)}".strip()
    without = SGR.sub("", colored)
    if "\x1b" in without:
        failures.append(f"{name}: an escape that is not SGR: {without[without.index(chr(27)) - 10:][:30]!r}")
        return
    for parameters in SGR.findall(colored):
        if parameters not in LOOKS:
            failures.append(f"{name}: SGR parameters {parameters!r} are no look of ours")
            return
    if "--search" in flags:
        plain = plain.replace("\u00ab", "").replace("\u00bb", "")
    if without != plain:
        failures.append(f"{name}: without its escapes the output differs from --color never")
        return
    shown, expected = screen(colored), screen(plain)
    # pyte drops the rest of a line after a zero-width character (ZWSP, ZWJ, a combining
    # mark) until the next escape sequence, so only the escapes above are checked for those.
    zero_width = any(unicodedata.category(c) in ("Cf", "Mn", "Me") for c in text)
    if not zero_width and shown.display != expected.display:
        for number, (got, want) in enumerate(zip(shown.display, expected.display)):
            if got != want:
                failures.append(f"{name}: screen line {number} is {got!r}, expected {want!r}")
                return
    title = [cell for cell in shown.buffer[0].values() if cell.data.strip()]
    if not all(cell.bold for cell in title):
        failures.append(f"{name}: the title's first line is not bold on the screen")
    # The list's selected row ends its first line, or its last, with its state.
    for number, line in enumerate([] if zero_width else shown.display):
        if line.rstrip().endswith("[selected]"):
            cells = [shown.buffer[number][x] for x in range(len(line.rstrip()))]
            if not all(cell.reverse for cell in cells if cell.data.strip()):
                failures.append(f"{name}: the selected row is not in reverse video")
            break


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    tableshim = sys.argv[1]
    failures = []
    texts = strings()
    for text in texts:
        check(tableshim, text, [], failures)
        check(tableshim, text, ["--zebra", "--style", "rounded"], failures)
    for query in ["a", "son", "손"]:
        check(tableshim, "Son a 손흥민 son", ["--search", query], failures)
    for failure in failures[:20]:
        print(failure)
    if failures:
        print(f"terminal check: {len(failures)} mismatches")
        sys.exit(1)
    print(f"terminal check: {len(texts)} strings in colour, each read on an emulated terminal "
          "the same as without colour; only the backend's SGR sequences in the output")


if __name__ == "__main__":
    main()
