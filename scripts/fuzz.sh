#!/usr/bin/env bash
# Builds the libFuzzer targets of Tests/Fuzz and runs them; see Docs/Fuzzing.md.
#
#   scripts/fuzz.sh [TARGET] [SECONDS] [OPTIONS] [-- LIBFUZZER_FLAGS...]
#
# TARGET is list, csv, json, render or all (the default); SECONDS is how long each target
# runs (default 60). Each target starts from a copy of Tests/Fuzz/Corpus/TARGET in a work
# folder, so the repository is never written to, unless asked:
#
#   --work DIR          keep the work folder in DIR (one subfolder per target) and reuse the
#                       corpus grown there by earlier runs, instead of a temporary folder
#   --merge-into-repo   after the run, add to Tests/Fuzz/Corpus/TARGET the inputs that reach
#                       code the corpus there does not (libFuzzer's -merge=1)
#   --skip RULES        do not check these rules (comma-separated: utf8, rawControl,
#                       controlReference, markup, unexpectedError, decoderMismatch,
#                       streamMismatch, search, displayWidth, gridShape), to look for other
#                       bugs while a known one is being fixed
#   --build-only        build the targets and stop
#
# It prints each target's total runs and executions per second, and exits 1 when a target
# found a crash or a broken invariant, printing where the input that shows it was saved.
# The build is incremental, in .build-fuzz/libfuzzer (FUZZ_BUILD_DIR to change it).
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(list csv json render)
target=all
seconds=60
work=
merge=false
build_only=false
fuzzer_flags=()
positional=()
while [ $# -gt 0 ]; do
  case $1 in
    --work) work=$2; shift 2 ;;
    --merge-into-repo) merge=true; shift ;;
    --build-only) build_only=true; shift ;;
    --skip) export TABLESHIM_FUZZ_SKIP=$2; shift 2 ;;
    --) shift; fuzzer_flags=("$@"); break ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
[ ${#positional[@]} -gt 0 ] && target=${positional[0]}
[ ${#positional[@]} -gt 1 ] && seconds=${positional[1]}
if [ "$target" = all ]; then
  targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $target "* ]]; then
  targets=("$target")
else
  echo "fuzz.sh: unknown target '$target'; expected ${all_targets[*]} or all" >&2
  exit 2
fi
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a number" >&2; exit 2; }

# --- Build -------------------------------------------------------------------------------
# The two library modules are compiled with swiftc, each into one object, with the
# sanitizers; each target links its entry point and the harness with them. A module is
# rebuilt when one of its sources (or a module it imports, or the flags) changed.

build=${FUZZ_BUILD_DIR:-.build-fuzz/libfuzzer}
swiftc=${SWIFTC:-swiftc}
mkdir -p "$build/modules" "$build/bin"
flags=(
  -swift-version 6 -O -g -package-name tableshim
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -warnings-as-errors
  -I "$build/modules"
)
# The library is instrumented for coverage (libFuzzer's guide) and checked by ASan; the
# harness only by ASan, so that the checks' own branches do not count as new coverage.
library_flags=(-sanitize=fuzzer,address)
harness_flags=(-sanitize=address)
# The linker the toolchain ships, when there is one: the system's gold warns about every
# sanitizer symbol.
link_flags=()
if [ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]; then link_flags=(-use-ld=lld); fi

signature="$("$swiftc" --version 2>&1 | head -1) ${flags[*]} ${library_flags[*]} ${harness_flags[*]}"
signature+=" ${link_flags[*]}"
if [ "$(cat "$build/signature" 2>/dev/null)" != "$signature" ]; then
  rm -rf "${build:?}/modules" "${build:?}/targets" "${build:?}/bin"
  mkdir -p "$build/modules" "$build/bin"
  echo "$signature" >"$build/signature"
fi

# Whether $1 is missing or older than any of the files that follow it.
stale() {
  local output=$1
  shift
  [ -e "$output" ] || return 0
  [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

# Compiles the module $1 from the Swift files in folder $2 into one object, with the flags
# that follow `--`; it is rebuilt when a file in $2 or one of the files after them changed.
build_module() {
  local module=$1 folder=$2
  shift 2
  local inputs=()
  while [ "$1" != -- ]; do inputs+=("$1"); shift; done
  shift
  local object="$build/modules/$module.o"
  if stale "$object" "$folder" ${inputs[@]+"${inputs[@]}"} "$build/signature"; then
    echo "fuzz.sh: compiling $module" >&2
    # shellcheck disable=SC2046
    "$swiftc" "${flags[@]}" "$@" -parse-as-library -module-name "$module" -wmo \
      -emit-module -emit-module-path "$build/modules/$module.swiftmodule" \
      -c -o "$object" $(find "$folder" -name '*.swift' | sort)
    # The compiler leaves an object it would write the same untouched: mark it as built.
    touch "$object"
  fi
}

# Links the target $1 from its entry point, the harness and the two modules.
build_target() {
  local name=$1
  local entry
  case $name in
    list) entry=ListFile ;;
    csv) entry=CSV ;;
    json) entry=JSON ;;
    render) entry=Render ;;
  esac
  local binary="$build/bin/fuzz-$name"
  local objects=("$build/modules/TableShim.o" "$build/modules/TableShimInput.o")
  objects+=("$build/modules/FuzzHarness.o")
  if stale "$binary" "Tests/Fuzz/Targets/$entry.swift" "${objects[@]}"; then
    echo "fuzz.sh: building fuzz-$name" >&2
    mkdir -p "$build/targets/$name"
    "$swiftc" "${flags[@]}" "${harness_flags[@]}" -parse-as-library -module-name "Fuzz$entry" \
      -c -o "$build/targets/$name/entry.o" "Tests/Fuzz/Targets/$entry.swift"
    "$swiftc" "${library_flags[@]}" "${link_flags[@]}" "$build/targets/$name/entry.o" \
      "${objects[@]}" -o "$binary"
  fi
}

build_module TableShim Sources/TableShim -- "${library_flags[@]}" -enable-testing
build_module TableShimInput Sources/TableShimInput "$build/modules/TableShim.o" -- \
  "${library_flags[@]}" -enable-testing
build_module FuzzHarness Tests/Fuzz/Harness "$build/modules/TableShim.o" \
  "$build/modules/TableShimInput.o" -- "${harness_flags[@]}"
for name in "${targets[@]}"; do build_target "$name"; done
$build_only && exit 0

# --- Run ---------------------------------------------------------------------------------

# A fatalError goes straight to libFuzzer: the Swift runtime's backtracer reads memory in a
# way AddressSanitizer reports as a second, false error.
export SWIFT_BACKTRACE=enable=no

if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/tableshim-fuzz.XXXXXX")
  keep_work=false
else
  mkdir -p "$work"
  keep_work=true
fi

failed=()
printf '%-8s %12s %10s  %s\n' target runs "exec/s" result
for name in "${targets[@]}"; do
  dir="$work/$name"
  mkdir -p "$dir/corpus" "$dir/crashes"
  cp -n Tests/Fuzz/Corpus/"$name"/* "$dir/corpus/" 2>/dev/null || true
  touch "$dir/started"
  status=0
  "$build/bin/fuzz-$name" "$dir/corpus" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/crashes/" \
    ${fuzzer_flags[@]+"${fuzzer_flags[@]}"} >"$dir/log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/log" | tail -1)
  crash=$(find "$dir/crashes" -type f -newer "$dir/started" | head -1)
  if [ $status -eq 0 ] && [ -z "$crash" ]; then
    printf '%-8s %12s %10s  %s\n' "$name" "${runs:-?}" "${speed:-?}" ok
  else
    printf '%-8s %12s %10s  %s\n' "$name" "${runs:-?}" "${speed:-?}" "FAILED (exit $status)"
    failed+=("$name")
    keep_work=true
    grep -m1 -E 'Fatal error|ERROR: (AddressSanitizer|libFuzzer)|==ERROR' "$dir/log" >&2 || true
    echo "  input: ${crash:-none saved}; log: $dir/log" >&2
    if [ -n "$crash" ]; then
      echo "  reproduce: SWIFT_BACKTRACE=enable=no $build/bin/fuzz-$name $crash" >&2
    fi
  fi
  if $merge; then
    "$build/bin/fuzz-$name" -merge=1 "Tests/Fuzz/Corpus/$name" "$dir/corpus" \
      >"$dir/merge.log" 2>&1 || echo "fuzz.sh: merging into the corpus failed: $dir/merge.log" >&2
  fi
done

if $keep_work; then
  echo "work folder: $work" >&2
else
  rm -rf "$work"
fi
[ ${#failed[@]} -eq 0 ] || { echo "fuzz.sh: failed: ${failed[*]}" >&2; exit 1; }
