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

Then narrow terminals (issue 22, widths that fit): the binary runs in a pseudo-terminal of
40, 60 and 100 columns, without --width, so that it asks the terminal for its width, and
on its screen every line of a grid is the same width and none is wider than the terminal;
a column with `overflow:ellipsis` shows `…`; a 56-column CSV (Examples/country-codes.csv)
becomes records that fill the width; and the same run into a pipe with COLUMNS set gives
the same text.

Then colour scales (issue 22): a grid whose `n` column has `--color-scale n` (the section's
range) beside every hostile string, in each overflow mode at a width that wraps: besides the
checks above (each shade an SGR `48;2;R;G;B;38;2;…` after the row's look), the emulator shows
the smallest number on viridis's first colour and the largest on its last, with white and
black text.

Exits 1 on any mismatch, printing each.
"""

import csv
import fcntl
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import termios
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
FLAG = re.compile("[\U0001F1E6-\U0001F1FF]")


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


# A colour scale's shade: a background in 24-bit colour and black or white text on it.
SHADE = re.compile(r"48;2;\d{1,3};\d{1,3};\d{1,3};38;2;(0;0;0|255;255;255)")


def check_scales(tableshim, texts, failures):
    """Colour-scaled grids: escapes only ours, no width, the shades where they belong."""
    checked = 0
    for overflow in ["fold", "crop", "ellipsis"]:
        # The ends stand on rows of plain text: pyte misplaces what follows a zero-width
        # character on its line.
        rows = [["min", "-1"]] + [[text, str(number)] for number, text in enumerate(texts)]
        rows.append(["max", str(len(texts))])
        document = {"sections": [{"columns": ["text", "n"], "rows": rows}]}
        flags = ["--color-scale", "n", "--column", f"text=max:12,overflow:{overflow}"]
        colored = render(tableshim, document, "--color", "always", *flags)
        plain = render(tableshim, document, "--color", "never", *flags)
        name = f"colour scale, overflow {overflow}"
        checked += 1
        without = SGR.sub("", colored)
        if "\x1b" in without or without != plain:
            failures.append(f"{name}: without its escapes the output differs from --color never")
            continue
        for parameters in SGR.findall(colored):
            look, _, shade = parameters.partition("48;2;")
            if parameters not in LOOKS and not (
                    SHADE.fullmatch("48;2;" + shade) and (look == "" or look[:-1] in LOOKS)):
                failures.append(f"{name}: SGR parameters {parameters!r} are no look of ours")
                break
        shown, expected = screen(colored), screen(plain)
        zero_width = any(unicodedata.category(c) in ("Cf", "Mn", "Me") for t in texts for c in t)
        if not zero_width and shown.display != expected.display:
            failures.append(f"{name}: the screen differs from the output without colour")
        # The smallest number (-1) on viridis's first colour, the largest on its last.
        last = str(len(texts))
        found = {}
        for y, line in enumerate(shown.display):
            for number in ("-1", last):
                x = line.rstrip().rfind(" " + number)
                if line.rstrip().endswith(" " + number):
                    cell = shown.buffer[y][x + 1]
                    found.setdefault(number, (cell.bg, cell.fg))
        if found.get("-1") != ("440154", "ffffff") or found.get(last) != ("fde725", "000000"):
            failures.append(f"{name}: the scale's ends are shown as {found}")
    return checked


def run_in_terminal(command, width, height=60):
    """The output of a command whose standard output is a pseudo-terminal of `width`
    columns, its CRLFs (the tty's onlcr) back to LF."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    process = subprocess.Popen(command, stdout=slave, stdin=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env={"TERM": "xterm"})
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the other end is closed
            break
        if not data:
            break
        chunks.append(data)
    process.wait()
    os.close(master)
    if process.returncode != 0:
        raise RuntimeError(process.stderr.read().decode())
    return b"".join(chunks).decode().replace("\r\n", "\n")


def line_widths(output):
    """Each line's width as a VT emulator shows it: where its cursor ends."""
    widths = []
    for line in output.split("\n")[:-1]:
        terminal = pyte.Screen(1000, 2)
        pyte.Stream(terminal).feed(line)
        widths.append(terminal.cursor.x)
    return widths


def check_narrow(tableshim, failures):
    fixture = os.path.join(HERE, "..", "..", "Examples", "country-codes.csv")
    scores = os.path.join(HERE, "..", "..", "Examples", "scores.csv")
    with open(fixture, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))[:30]
    narrow = os.path.join(tempfile.mkdtemp(), "narrow.csv")
    with open(narrow, "w", encoding="utf-8", newline="") as f:
        # Four columns that fit 40 at their readable widths, names that need an ellipsis.
        csv.writer(f, lineterminator="\n").writerows(
            [row[i] for i in (0, 3, 10, 12)] for row in rows)
    cases = [
        ("ellipsis", narrow, ["--column", "Name=max:12,overflow:ellipsis"]),
        ("crop", narrow, ["--column", "Name=max:12,overflow:crop", "--style", "rounded"]),
        ("fold", narrow, ["--style", "grid"]),
        ("scores", scores, ["--style", "rounded", "--zebra"]),
        ("records", fixture, []),
    ]
    for width in [40, 60, 100]:
        for name, path, flags in cases:
            label = f"narrow {name} at {width}"
            output = run_in_terminal([tableshim, path, *flags], width)
            if "\x1b[" not in output:
                failures.append(f"{label}: no colour on a terminal")
            plain = SGR.sub("", output)
            piped = subprocess.run([tableshim, path, *flags], capture_output=True,
                                   env={"COLUMNS": str(width)}, check=False).stdout.decode()
            if plain != piped:
                failures.append(f"{label}: the terminal's text differs from COLUMNS={width}")
            # pyte counts each regional indicator of a flag as two cells, where TableShim
            # and most terminals count a flag as two: lines with flags are not measured.
            widths = [None if FLAG.search(line) else measured
                      for measured, line in zip(line_widths(output), output.split("\n"))]
            widest = max(w or 0 for w in widths)
            if widest > width:
                failures.append(f"{label}: a line is {widest} wide")
            lines = plain.split("\n")[:-1]
            is_records = lines[0] == "Record 1"
            if name == "records" and not is_records:
                failures.append(f"{label}: 56 columns are not records")
            grid = [w for w, line in zip(widths, lines) if w is not None
                    and not (is_records and (not line or line.startswith("Record ")))]
            if len(set(grid)) != 1 or (is_records and grid[0] != width):
                failures.append(f"{label}: grid lines of widths {sorted(set(grid))}")
            if name == "ellipsis" and "\u2026" not in plain:
                failures.append(f"{label}: no ellipsis")
    return len(cases) * 3


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
    narrow = check_narrow(tableshim, failures)
    scaled = check_scales(tableshim, texts, failures)
    for failure in failures[:20]:
        print(failure)
    if failures:
        print(f"terminal check: {len(failures)} mismatches")
        sys.exit(1)
    print(f"terminal check: {len(texts)} strings in colour, each read on an emulated terminal "
          "the same as without colour; only the backend's SGR sequences in the output; "
          f"{narrow} renders in narrow pseudo-terminals fit their width; "
          f"{scaled} colour-scaled grids line up and show their scale's ends")


if __name__ == "__main__":
    main()
