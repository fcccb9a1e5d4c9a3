#!/usr/bin/env bash
# Measures what summary rows cost (issue 19): a list file of 1M rows in sections of 10,000
# (Name | Country | Amount | Share | Note, Amount with two decimals) rendered with a sum and a
# mean of Amount per section and a grand sum (--summary Amount=sum,mean --grand-summary
# Amount=sum) against the same file without, as whole `tableshim` processes: the text grid
# (read twice), the HTML grid and list layout (Markdown and text, --layout list).
# Budget: at most 1.5x the time without; list layout memory flat.
#
#   scripts/measure-summaries.sh [RUNS] [ROWS]     (default: 5 runs, 1000000 rows)
#
# Runs are interleaved (without, with, without, with ...) and the medians compared; peak
# memory is GNU time's maximum resident size. List layout memory is flat when the peak at
# ROWS rows is within 2x the peak at 10,000 rows and under 64 MiB. Then, since wall-clock
# time on a shared machine is noisy, the ratios again as callgrind instruction counts (all
# threads) at 100,000 rows, which the machine's load does not change. Exits 1 on a MISS.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
ROWS=${2:-1000000}
CALLGRIND_ROWS=${CALLGRIND_ROWS:-100000}

swift build -c release --product tableshim >/dev/null
TABLESHIM=$(swift build -c release --show-bin-path)/tableshim
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT

generate() {
  python3 - "$1" <<'PY'
import random, sys
random.seed(19)
rows = int(sys.argv[1])
names = ["Messi", "Son Heung-min", "손흥민", "Mbappé", "Zidane", "Kane", "Müller", "梅西"]
countries = ["Argentina", "대한민국", "France", "England", "Deutschland", "中国"]
out = sys.stdout
out.write("# Summaries\n")
for row in range(rows):
    if row % 10000 == 0:
        out.write(f"## Section {row // 10000 + 1}\n")
        if row == 0:
            out.write("@columns Name | Country | Amount | Share | Note\n")
    amount = f"{random.uniform(-5e3, 5e5):.2f}"
    note = "" if row % 7 == 0 else f"row {row}"
    out.write(f"- {names[row % 8]} | {countries[row % 6]} | {amount} | {random.random():.4f} | {note}\n")
PY
}
generate "$ROWS" >"$DATA/rows.list"
generate 10000 >"$DATA/small.list"
generate "$CALLGRIND_ROWS" >"$DATA/callgrind.list"

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
status=0
python3 - "$RUNS" "$TABLESHIM" "$DATA" "$ROWS" "$CALLGRIND_ROWS" <<'PY' || status=$?
import os, re, statistics, subprocess, sys, time
runs, tableshim, data, rows, callgrind_rows = (int(sys.argv[1]), sys.argv[2], sys.argv[3],
                                               int(sys.argv[4]), int(sys.argv[5]))
SUMMARIES = ["--summary", "Amount=sum,mean", "--grand-summary", "Amount=sum"]
out = os.path.join(data, "out")
cases = [("text grid (read twice)", ["-t", "text", "--width", "200", "-o", out + ".txt"]),
         ("html grid", ["-t", "html", "-o", out + ".html"]),
         ("markdown list layout", ["-t", "markdown", "--layout", "list", "-o", out + ".md"]),
         ("text list layout", ["-t", "text", "--layout", "list", "-o", out + ".txt"])]

def timed(path, args):
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", tableshim, path] + args,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    return time.perf_counter() - start, int(result.stderr.decode().strip().splitlines()[-1])

def instructions(path, args):
    dump = os.path.join(data, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes",
                    f"--callgrind-out-file={dump}", tableshim, path] + args,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    total = 0
    for name in os.listdir(data):
        if name.startswith("callgrind.out"):
            with open(os.path.join(data, name)) as file:
                match = re.search(r"^summary: (\d+)", file.read(), re.MULTILINE)
            total += int(match.group(1)) if match else 0
            os.remove(os.path.join(data, name))
    return total

missed = False
big = os.path.join(data, "rows.list")
print(f"{rows:,} rows, {runs} runs each, interleaved; medians")
for name, args in cases:
    plain, summed = [], []
    for _ in range(runs):
        plain.append(timed(big, args))
        summed.append(timed(big, args + SUMMARIES))
    without = statistics.median(p[0] for p in plain)
    with_ = statistics.median(s[0] for s in summed)
    ratio = with_ / without
    verdict = "PASS" if ratio <= 1.5 else "MISS"
    missed |= ratio > 1.5
    peak_plain = max(p[1] for p in plain) / 1024
    peak = max(s[1] for s in summed) / 1024
    print(f"  {name}: {without:.3f} s without, {with_:.3f} s with summaries: {ratio:.2f}x "
          f"(budget 1.5x) {verdict}; peak {peak_plain:.1f} MiB without, {peak:.1f} MiB with")
    if "list layout" in name:
        _, small = timed(os.path.join(data, "small.list"), args + SUMMARIES)
        flat = peak <= 2 * small / 1024 and peak < 64
        missed |= not flat
        print(f"    memory: {peak:.1f} MiB at {rows:,} rows, {small / 1024:.1f} MiB at 10,000 "
              f"(within 2x and under 64 MiB) {'PASS' if flat else 'MISS'}")

print(f"callgrind, {callgrind_rows:,} rows, instructions of all threads")
small = os.path.join(data, "callgrind.list")
for name, args in cases:
    without = instructions(small, args)
    with_ = instructions(small, args + SUMMARIES)
    ratio = with_ / without
    missed |= ratio > 1.5
    print(f"  {name}: {without / 1e6:,.1f} M without, {with_ / 1e6:,.1f} M with summaries: "
          f"{ratio:.2f}x (budget 1.5x) {'PASS' if ratio <= 1.5 else 'MISS'}")
sys.exit(1 if missed else 0)
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
