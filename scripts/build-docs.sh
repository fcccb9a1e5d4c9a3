#!/usr/bin/env bash
# Builds TableShim's documentation with the toolchain alone (no plugin), failing on any
# DocC warning: a broken symbol link, a malformed doc comment, a missing article.
#
#   scripts/build-docs.sh            # into .build-docs/TableShim.doccarchive
#   scripts/build-docs.sh --static   # the same, transformed for static hosting
set -euo pipefail
cd "$(dirname "$0")/.."

symbols=.build-docs/symbol-graphs
output=.build-docs/TableShim.doccarchive
# A fresh build every time: the compiler writes symbol graphs only when it compiles.
rm -rf .build-docs
mkdir -p "$symbols"

# Symbol graphs of the TableShim module only (not its dependencies' extensions).
swift build --scratch-path .build-docs --target TableShim \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" >/dev/null
find "$symbols" -name '*@*.symbols.json' -delete

hosting=()
if [ "${1:-}" = "--static" ]; then
  hosting=(--transform-for-static-hosting --hosting-base-path tableshim)
fi

docc convert Sources/TableShim/Documentation.docc \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name TableShim \
  --fallback-bundle-identifier org.tableshim.TableShim \
  --output-dir "$output" \
  --warnings-as-errors \
  "${hosting[@]}"
echo "documentation: $output"
