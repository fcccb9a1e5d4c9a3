#!/usr/bin/env bash
# Times tableshim against Python's tabulate and pandoc on the same rows, whole processes,
# several runs each, and prints one line per format with both medians and the ratio.
#
#   scripts/compare-peers.sh [ROWS] [RUNS]      (defaults: 100000 rows, 3 runs)
#
# It installs what it needs: tabulate and wcwidth from PyPI, pandoc from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
ROWS=${1:-100000}
RUNS=${2:-3}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
python3 -c 'import tabulate, wcwidth' 2>/dev/null ||
  python3 -m pip install --quiet --disable-pip-version-check tabulate wcwidth
command -v pandoc >/dev/null 2>&1 || {
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pandoc >/dev/null
}

echo "building tableshim and the data generator (release)..." >&2
swift build -c release --product tableshim >/dev/null
(cd Benchmarks && swift build -c release --product generate-mixed-data >/dev/null)
TABLESHIM=$(swift build -c release --show-bin-path)/tableshim
GENERATE=$(cd Benchmarks && swift build -c release --show-bin-path)/generate-mixed-data

DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
"$GENERATE" list "$ROWS" >"$DATA/rows.list"
"$GENERATE" csv "$ROWS" >"$DATA/rows.csv"
"$TABLESHIM" "$DATA/rows.list" -t md --layout grid >"$DATA/rows.md"
cat >"$DATA/run_tabulate.py" <<'PY'
import csv, sys
from tabulate import tabulate
with open(sys.argv[2], newline="", encoding="utf-8") as file:
    rows = list(csv.reader(file))
print(tabulate(rows[1:], headers=rows[0], tablefmt=sys.argv[1], disable_numparse=True))
PY

python3 - "$RUNS" "$DATA" "$TABLESHIM" "$ROWS" <<'PY'
import statistics, subprocess, sys, time
runs, data, tableshim, rows = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]

def median(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times), min(times), max(times)

tab = ["python3", f"{data}/run_tabulate.py"]
cases = [
    ("text grid vs tabulate plain", [tableshim, f"{data}/rows.list"], tab + ["plain", f"{data}/rows.csv"]),
    ("text grid (ascii) vs tabulate simple_grid",
     [tableshim, f"{data}/rows.list", "--style", "ascii"], tab + ["simple_grid", f"{data}/rows.csv"]),
    ("markdown grid vs tabulate github",
     [tableshim, f"{data}/rows.list", "-t", "md"], tab + ["github", f"{data}/rows.csv"]),
    ("html grid vs tabulate html",
     [tableshim, f"{data}/rows.list", "-t", "html"], tab + ["html", f"{data}/rows.csv"]),
    ("html from markdown vs pandoc gfm->html",
     [tableshim, f"{data}/rows.list", "-t", "html"], ["pandoc", "-f", "gfm", "-t", "html", f"{data}/rows.md"]),
]
print(f"{rows} rows, median of {runs} runs (min-max), whole processes")
for name, ours, theirs in cases:
    a, b = median(ours), median(theirs)
    print(f"{name:45} tableshim {a[0]:7.3f} s ({a[1]:.3f}-{a[2]:.3f})   "
          f"peer {b[0]:8.3f} s ({b[1]:.3f}-{b[2]:.3f})   {b[0] / a[0]:6.1f}x")
PY
