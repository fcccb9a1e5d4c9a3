#!/usr/bin/env python3
"""Input check: bytes that are not UTF-8 are reported where they are, in every input format.

For each format (list file, CSV, TSV, JSON) this writes inputs whose bytes turn ill-formed on a
later line (after Hangul and tabs, which count one column each, inside a quoted CSV field that
spans lines, inside a JSON string or key, after CRLF line ends or a byte-order mark, past the
64 KiB read chunk, at the very end of the input) and runs the built `tableshim` on each:

- as a file: `tableshim bad.csv -t markdown`;
- on standard input, the format given by `-f`: `tableshim -f csv -t markdown < bad.csv`.

Each run must exit with a non-zero status, and standard error must start (after the
`tableshim: ` that starts every message of the command) with `FILE:LINE:COLUMN: ` and speak
of UTF-8: FILE as named on the command line, or `<stdin>`; LINE counted from 1; COLUMN the
Unicode scalars before the first ill-formed byte on its line (a BOM not counted), plus 1.

Usage: input_errors.py TABLESHIM; exits 1 and lists every wrong report.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

# Ill-formed sequences, each followed by a valid byte: the error is at the first byte.
BAD = {
    "FF": b"\xff",
    "lone continuation 80": b"\x80",
    "C3 then ASCII": b"\xc3x",
    "E4 B8 then ASCII": b"\xe4\xb8!",
    "overlong C0 AF": b"\xc0\xaf",
    "surrogate ED A0 80": b"\xed\xa0\x80",
    "above U+10FFFF F4 90 80 80": b"\xf4\x90\x80\x80",
}


def case(name, fmt, before, bad, after):
    """An input: `before` (text), the ill-formed bytes, `after` (text); the position is that of
    the first ill-formed byte, computed from `before`."""
    lines = before.split("\n")
    line = len(lines)
    last = lines[-1].removeprefix("\ufeff") if line == 1 else lines[-1]
    return {"name": name, "format": fmt, "bytes": before.encode() + bad + after.encode(),
            "line": line, "column": len(last) + 1}


def cases():
    result = []
    for bad_name, bad in BAD.items():
        result += [
            case(f"list, {bad_name}", "list",
                 "# Players\n## Forwards\n- Messi | Argentina\n- 손흥민 | 대한민국\t| ", bad,
                 "x\n- Kane\n"),
            case(f"csv, {bad_name}", "csv",
                 'Name,Country\nMessi,Argentina\n"Son\nHeung-min",대한민국\nKane,Eng', bad,
                 "land\n"),
            case(f"tsv, {bad_name}", "tsv",
                 "Name\tCountry\nMessi\tArgentina\n손흥민\t대", bad, "한민국\n"),
            case(f"json, {bad_name}", "json",
                 '{\n  "title": "Players",\n  "sections": [\n    {"rows": [["손흥민", "Argen', bad,
                 'tina"]]}\n  ]\n}\n'),
        ]
    result += [
        case("list, title after a BOM, line 1", "list", "\ufeff# Pla", b"\xff", "yers\n"),
        case("list, CRLF line ends", "list", "# Players\r\n## Forwards\r\n- Messi | ", b"\x80",
             "\r\n"),
        case("csv, CRLF line ends", "csv", "Name,Country\r\nMessi,Argentina\r\nSon,", b"\xc3",
             "x\r\n"),
        case("csv, inside a quoted field on its second line", "csv",
             'Name,Country\nMessi,"Argentina\n\tRosa', b"\xed\xa0\x80", 'rio"\n'),
        case("csv, first field of a record", "csv", "Name,Country\n", b"\xff", "x,y\n"),
        case("tsv, after a tab and an empty field", "tsv", "a\tb\tc\n1\t\t", b"\xfe", "3\n"),
        case("json, in a key", "json", '{"sections": [],\n "ti', b"\xff", 'tle": "x"}\n'),
        case("json, in white space", "json", '{"sections": []\n  ', b"\xa0", "}\n"),
        case("list, truncated at the end", "list", "# Players\n- 👍🏽 Messi", b"\xf0\x9f\x98", ""),
        case("json, truncated at the end", "json", '{"sections": []}\n', b"\xe4\xb8", ""),
    ]
    # Past the first 64 KiB chunk, with a three-byte character across the chunk boundary.
    rows = "".join(f"- row {n} | {n * 7}\n" for n in range(3000))
    pad = 65536 - len(rows.encode()) - len("- ") - 1
    assert pad > 0
    rows += "- " + "x" * pad + "한한한 | "
    result.append(case("list, past the 64 KiB chunk", "list", rows, b"\xff", "end\n"))
    csv_rows = "Name,Goals\n" + "".join(f"player {n},{n}\n" for n in range(5000))
    result.append(case("csv, past the 64 KiB chunk", "csv", csv_rows + "대한민국,", b"\x80", "1\n"))
    return result


REPORT = re.compile(r"^(?:tableshim: )?(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$")


def check(tableshim, folder, item, on_stdin):
    name = "bad." + item["format"]
    with open(os.path.join(folder, name), "wb") as file:
        file.write(item["bytes"])
    if on_stdin:
        command = [tableshim, "-f", item["format"], "-t", "markdown"]
        with open(os.path.join(folder, name), "rb") as stdin:
            result = subprocess.run(command, stdin=stdin, capture_output=True, cwd=folder,
                                    timeout=60)
        expected_file = "<stdin>"
        how = f"{item['name']} on standard input (-f {item['format']})"
    else:
        command = [tableshim, name, "-t", "markdown"]
        result = subprocess.run(command, capture_output=True, cwd=folder, timeout=60)
        expected_file = name
        how = f"{item['name']} as {name}"
    stderr = result.stderr.decode(errors="replace").strip()
    first = stderr.split("\n")[0] if stderr else ""
    want = f"{expected_file}:{item['line']}:{item['column']}: "
    problems = []
    if result.returncode == 0:
        problems.append("exit status 0")
    match = REPORT.match(first)
    if not match:
        problems.append(f"stderr {first!r} does not start with {want!r}")
    else:
        got = f"{match['file']}:{match['line']}:{match['column']}: "
        if got != want:
            problems.append(f"stderr {first!r} starts with {got!r}, expected {want!r}")
        elif "utf-8" not in match["message"].lower():
            problems.append(f"stderr {first!r} does not speak of UTF-8")
    return [f"{how}: {p}" for p in problems]


def main():
    tableshim = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    items = cases()
    failures = []
    with tempfile.TemporaryDirectory(prefix="tableshim-inputs-") as folder:
        for item in items:
            for on_stdin in (False, True):
                failures += check(tableshim, folder, item, on_stdin)
    elapsed = time.monotonic() - started
    if failures:
        print("\n".join(failures))
        print(f"input errors: {len(failures)} wrong reports of {2 * len(items)} runs "
              f"({elapsed:.1f} s)")
        return 1
    print(f"input errors: {2 * len(items)} runs of {len(items)} inputs that are not UTF-8, "
          f"each reported at FILE:LINE:COLUMN ({elapsed:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
