#!/usr/bin/env bash
# Measures what column formats cost (issue 18): 1M CSV rows with two formatted columns
# (--format Amount=number:2 --format Share=percent:1) against the same rows unformatted, as
# whole `tableshim` processes writing to /dev/null, in the streaming outputs (HTML and
# unpadded Markdown grids) and the text grid (read twice). Budget: at most 1.5x.
#
#   scripts/measure-formats.sh [RUNS] [ROWS]     (default: 5 runs, 1000000 rows)
#   MEASURE=instructions scripts/measure-formats.sh 1 1000000
#
# By default it times runs interleaved and compares the fastest of each (a loaded machine
# slows runs, never speeds them up), and reports peak memory (GNU time). With
# MEASURE=instructions it counts instructions with valgrind's callgrind instead, which the
# machine's load does not change (slow: a minute or more a run), on the busier thread of the
# run (the one that sets its length). Exits 1 when a ratio is over the budget.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
ROWS=${2:-1000000}
MEASURE=${MEASURE:-time}

swift build -c release --product tableshim >/dev/null
TABLESHIM=$(swift build -c release --show-bin-path)/tableshim
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT

python3 - "$ROWS" >"$DATA/rows.csv" <<'PY'
import random, sys
random.seed(18)
names = ["Messi", "Son Heung-min", "손흥민", "Mbappé", "Zidane", "Kane", "Müller", "梅西"]
out = sys.stdout
out.write("Name,Amount,Share,Note\n")
for row in range(int(sys.argv[1])):
    amount = f"{random.uniform(-5e5, 5e6):.{random.randint(0, 4)}f}"
    share = f"{random.random():.4f}"
    note = "" if row % 7 == 0 else f"row {row}"
    out.write(f"{names[row % len(names)]},{amount},{share},{note}\n")
PY

FORMATS=(--format Amount=number:2 --format Share=percent:1)
python3 - "$RUNS" "$MEASURE" "$TABLESHIM" "$DATA" "${FORMATS[@]}" <<'PY'
import os, re, subprocess, sys, time
runs, measure, tableshim, data = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
formats = sys.argv[5:]
rows = os.path.join(data, "rows.csv")
cases = [("html grid", ["-t", "html"]), ("markdown grid, unpadded", ["-t", "markdown", "--no-padding"]),
         ("text grid (read twice)", ["-t", "text", "--width", "200", "-o", os.path.join(data, "out.txt")])]

def timed(args):
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", tableshim, rows] + args,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    return time.perf_counter() - start, int(result.stderr.decode().strip().splitlines()[-1])

def instructions(args):
    # Per thread: a run takes as long as its busier thread (the reading thread parses, and
    # may format, while the main thread renders), so that thread's count is the figure.
    out = os.path.join(data, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes",
                    f"--callgrind-out-file={out}", tableshim, rows] + args,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    counts = []
    for name in os.listdir(data):
        if name.startswith("callgrind.out-"):
            path = os.path.join(data, name)
            with open(path) as dump:
                match = re.search(r"^summary: (\d+)", dump.read(), re.MULTILINE)
            counts.append(int(match.group(1)) if match else 0)
            os.remove(path)
    return max(counts), 0

missed = False
for name, args in cases:
    plain, formatted = [], []
    for _ in range(runs):
        for target, extra in ((plain, []), (formatted, formats)):
            target.append((instructions if measure == "instructions" else timed)(args + extra))
    best_plain = min(p[0] for p in plain)
    best_formatted = min(f[0] for f in formatted)
    ratio = best_formatted / best_plain
    verdict = "PASS" if ratio <= 1.5 else "MISS"
    missed |= ratio > 1.5
    if measure == "instructions":
        print(f"{name}: {best_plain / 1e9:.2f} G instructions unformatted (busier thread), "
              f"{best_formatted / 1e9:.2f} G formatted: {ratio:.2f}x (budget 1.5x) {verdict}")
    else:
        peak = max(f[1] for f in formatted) / 1024
        print(f"{name}: {best_plain:.3f} s unformatted, {best_formatted:.3f} s formatted "
              f"(fastest of {runs}): {ratio:.2f}x (budget 1.5x) {verdict}; "
              f"peak {peak:.1f} MiB formatted")
sys.exit(1 if missed else 0)
PY
