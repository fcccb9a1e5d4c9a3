#!/usr/bin/env bash
# Builds the documentation of TableShim and TableShimTesting with the toolchain alone (no
# plugin), failing on any DocC warning: a broken symbol link, a malformed doc comment, a
# missing article.
#
#   scripts/build-docs.sh            # into .build-docs/<Module>.doccarchive
#   scripts/build-docs.sh --static   # the same, transformed for static hosting
set -euo pipefail
cd "$(dirname "$0")/.."

# A fresh build every time: the compiler writes symbol graphs only when it compiles.
rm -rf .build-docs
hosting=()
if [ "${1:-}" = "--static" ]; then
  hosting=(--transform-for-static-hosting --hosting-base-path tableshim)
fi

for module in TableShim TableShimTesting; do
  symbols=.build-docs/symbol-graphs/$module
  output=.build-docs/$module.doccarchive
  mkdir -p "$symbols"
  swift build --scratch-path .build-docs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" >/dev/null
  # The module's own symbols only: not its dependencies', nor its extensions of other modules.
  find "$symbols" -type f ! -name "$module.symbols.json" -delete
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.tableshim.$module" \
    --output-dir "$output" \
    --warnings-as-errors \
    "${hosting[@]}"
  echo "documentation: $output"
done
