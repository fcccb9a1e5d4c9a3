#!/usr/bin/env python3
"""Property check: random tables read back exactly from every backend and layout.

`conformance-render --random SEED COUNT` makes COUNT random tables from SEED (texts of hostile
fragments: Markdown and HTML punctuation, controls, CR, CRLF and LF, white space at the ends,
Hangul, CJK, emoji, combining marks, `www.` and `://`, backslashes, entities; random styles,
accessories, states, links, images, ids, columns and row widths; rows built as contents, as
decoders build them and by a custom cell type) and renders each as text, Markdown, an HTML
fragment and a standalone page, in auto, list and grid layout. readback.py parses each
rendering with cmark-gfm, html5lib or by the text layout and compares every title, header,
footer, row text and cell with visible(normalize(text)).

Usage:
  property_check.py RENDERER [--count N] [--seed S] [--fixed-seed F]
      N tables from seed S (default: a new seed, printed) and N from seed F (default 15)
  property_check.py RENDERER --seed S --index I
      table I of seed S only, with its renderings printed
  property_check.py RENDERER --tables FILE
      the tables of a JSON file (as written on a failure) instead of random ones

Exits 1 on any mismatch, printing each failing seed and index, the command that makes the
table again, and the table itself (also written to a file named in the output).
"""

import argparse
import json
import multiprocessing
import os
import secrets
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import readback  # noqa: E402

MAX_SHOWN = 5


def check_one(result):
    return result, readback.check_outputs(result["table"], result["outputs"])


def run_renderer(renderer, arguments, stdin=None):
    completed = subprocess.run([renderer, *arguments], input=stdin, capture_output=True)
    if completed.returncode != 0:
        sys.exit(f"property check: {renderer} {' '.join(arguments)} failed: "
                 f"{completed.stderr.decode(errors='replace')}")
    return json.loads(completed.stdout)


def check_results(results, renderer, pool):
    failing = []
    for result, errors in pool.imap(check_one, results, chunksize=4):
        if errors:
            failing.append((result, errors))
    for result, errors in failing[:MAX_SHOWN]:
        seed, index = result.get("seed"), result.get("index")
        print(f"\n--- mismatch: seed {seed} table {index} ({len(errors)} findings)")
        if seed is not None:
            print(f"    again: {sys.argv[0]} {renderer} --seed {seed} --index {index}")
            print(f"    render: {renderer} --random {seed} 1 {index}")
        for error in errors[:8]:
            print("   ", error)
        print("    table:", json.dumps(result["table"], ensure_ascii=False))
    if len(failing) > MAX_SHOWN:
        print(f"\n... and {len(failing) - MAX_SHOWN} more failing tables")
    return failing


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("renderer")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--fixed-seed", type=int, default=15)
    parser.add_argument("--index", type=int)
    parser.add_argument("--tables")
    options = parser.parse_args()
    started = time.monotonic()

    if options.tables:
        tables = json.load(open(options.tables, encoding="utf-8"))
        rendered = run_renderer(options.renderer, ["--tables"], json.dumps(tables).encode())
        batches = [("tables of " + options.tables,
                    [{"table": t, "outputs": r["outputs"]} for t, r in zip(tables, rendered)])]
    elif options.index is not None:
        if options.seed is None:
            sys.exit("property check: --index needs --seed")
        results = run_renderer(
            options.renderer, ["--random", str(options.seed), "1", str(options.index)])
        for key, output in sorted(results[0]["outputs"].items()):
            print(f"=== {key}\n{output}")
        batches = [(f"seed {options.seed} table {options.index}", results)]
    else:
        seed = options.seed if options.seed is not None else secrets.randbits(63)
        print(f"property check: {options.count} random tables of seed {seed} "
              f"and {options.count} of the fixed seed {options.fixed_seed}")
        batches = [
            (f"seed {s}", run_renderer(options.renderer, ["--random", str(s), str(options.count)]))
            for s in dict.fromkeys([seed, options.fixed_seed])]

    failures = []
    with multiprocessing.Pool(max(1, min(2, os.cpu_count() or 1))) as pool:
        for name, results in batches:
            failing = check_results(results, options.renderer, pool)
            failures += failing
            print(f"property check: {name}: {len(results) - len(failing)} of {len(results)} "
                  "tables read back exactly")
    elapsed = time.monotonic() - started
    if failures:
        handle, path = tempfile.mkstemp(prefix="tableshim-failing-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump([r["table"] for r, _ in failures], file, ensure_ascii=False, indent=1)
        print(f"property check: {len(failures)} failing tables ({elapsed:.1f} s); "
              f"written to {path} (check again with --tables {path})")
        return 1
    print(f"property check: passed in {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
