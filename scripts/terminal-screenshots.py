#!/usr/bin/env python3
"""Draws the pictures of Docs/Layout.md and Docs/ColorScales.md: tableshim run in a pseudo-terminal of a given width,
its screen read by a VT emulator (pyte), drawn as HTML and photographed by headless Chromium.

    python3 scripts/terminal-screenshots.py [TABLESHIM]

TABLESHIM defaults to the debug build. Writes Docs/images/terminal-*.png.
"""
import csv
import fcntl
import html
import os
import struct
import subprocess
import sys
import tempfile
import termios

import pyte

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# pyte's colour names, as the xterm palette draws them.
PALETTE = {
    "default": None, "black": "#000000", "red": "#cd3131", "green": "#0dbc79",
    "brown": "#e5e510", "yellow": "#e5e510", "blue": "#2472c8", "magenta": "#bc3fbc",
    "cyan": "#11a8cd", "white": "#e5e5e5", "brightblack": "#666666",
}
FOREGROUND, BACKGROUND = "#e5e5e5", "#1e1e1e"

def inputs(folder):
    """Two cuts of Examples/country-codes.csv: six columns of 14 rows, and 3 whole rows."""
    with open(os.path.join(ROOT, "Examples", "country-codes.csv"), encoding="utf-8",
              newline="") as f:
        rows = list(csv.reader(f))
    narrow, wide = os.path.join(folder, "narrow.csv"), os.path.join(folder, "wide.csv")
    with open(narrow, "w", encoding="utf-8", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(
            [row[i] for i in (0, 3, 4, 10, 11, 13)] for row in rows[:15])
    with open(wide, "w", encoding="utf-8", newline="") as f:
        # pyte draws a flag's two regional indicators four cells wide: the flags are left out.
        csv.writer(f, lineterminator="\n").writerows(
            [cell for index, cell in enumerate(row) if index != 6] for row in rows[:4])
    scores = os.path.join(folder, "scores.csv")
    with open(scores, "w", encoding="utf-8") as f:
        f.write("Player,Goals,Shots,Conversion,Last 8 games\n"
                "Haaland,27,98,0.276,1 0 2 1 3 0 1 2\n"
                "Salah,19,102,0.186,0 1 1 0 2 1 0 1\n"
                "Watkins,16,77,0.208,1 1 0 0 1 2 0 0\n"
                "Isak,14,60,0.233,0 2 1 1 0 0 1 1\n"
                "Palmer,12,71,0.169,1 0 0 1 1 0 2 0\n"
                "Son,9,64,0.141,0 0 1 0 0 1 0 1\n"
                "Núñez,6,70,0.086,0 1 0 0 0 0 1 0\n")
    return narrow, wide, scores


def shots(narrow, wide, scores):
    """Each picture: its name, the terminal's width and height, and the arguments."""
    return [
        ("colour", 64, 26, ["Examples/players.list", "--color", "always", "--style", "rounded",
                            "--zebra"]),
        ("fit", 72, 24, [narrow, "--color", "always", "--column", "Name=max:16,overflow:ellipsis,valign:middle",
                         "--column", "Official name=ratio:1",
                         "--page-length", "11"]),
        ("records", 60, 24, [wide, "--color", "always", "--style", "rounded"]),
        ("scale", 64, 13, [scores, "--color", "always", "--style", "rounded",
                           "--color-scale", "Goals", "--color-scale", "Conversion=red-green:0:0.3",
                           "--format", "Conversion=percent:1", "--format", "Last 8 games=sparkline"]),
    ]


def run(command, width, height):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    process = subprocess.Popen(command, stdout=slave, stdin=subprocess.DEVNULL, cwd=ROOT,
                               env={"TERM": "xterm-256color"})
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 1 << 16)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    process.wait()
    os.close(master)
    return b"".join(chunks).decode()


def colour(name, fallback):
    if name in PALETTE:
        return PALETTE[name] or fallback
    return "#" + name if len(name) == 6 else fallback


def page(screen, rows):
    lines = []
    for y in range(rows):
        line = screen.buffer[y]
        spans = []
        x = 0
        while x < screen.columns:
            cell = line[x]
            fg, bg = colour(cell.fg, FOREGROUND), colour(cell.bg, BACKGROUND)
            if cell.reverse:
                fg, bg = bg, fg
            style = f"color:{fg};background:{bg}"
            if cell.bold:
                style += ";font-weight:bold"
            if cell.underscore:
                style += ";text-decoration:underline"
            if cell.italics:
                style += ";font-style:italic"
            text = cell.data or " "
            # A wide character takes its cell and the next, which pyte leaves empty.
            if x + 1 < screen.columns and line[x + 1].data == "":
                spans.append(f'<span class="w" style="{style}">{html.escape(text)}</span>')
                x += 2
                continue
            spans.append(f'<span style="{style}">{html.escape(text)}</span>')
            x += 1
        lines.append("".join(spans))
    return ("<!doctype html><meta charset=utf-8><style>"
            f"body{{margin:0;background:{BACKGROUND}}}"
            "pre{margin:0;padding:12px;font:15px/1.25 'DejaVu Sans Mono','Noto Sans Mono CJK KR',"
            "monospace}span.w{display:inline-block;width:2ch}</style><pre>"
            + "\n".join(lines) + "</pre>")


def main():
    tableshim = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/tableshim")
    with tempfile.TemporaryDirectory() as folder:
        for name, width, rows, flags in shots(*inputs(folder)):
            output = run([tableshim, *flags], width, rows)
            screen = pyte.Screen(width, 2 * output.count("\n") + 10)
            pyte.Stream(screen).feed(output)
            source = os.path.join(folder, f"{name}.html")
            with open(source, "w", encoding="utf-8") as f:
                f.write(page(screen, rows))
            target = os.path.join(ROOT, "Docs", "images", f"terminal-{name}.png")
            subprocess.run(
                ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                 f"--screenshot={target}", f"--window-size={width * 9 + 24},{rows * 19 + 24}",
                 "file://" + source], check=True, capture_output=True)
            print("wrote", target)


if __name__ == "__main__":
    main()
