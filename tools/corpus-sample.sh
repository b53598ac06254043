#!/usr/bin/env bash
# The fixed sample of corpora 2, 3 and 4 (tests/corpus-samples.txt) that CI
# checks: the sampled test files are taken from LLVM 19's source package
# (fetched once into a cache, never into the repository), judged by LLVM 22
# with ../shared/tools/build_corpus.py as the whole corpora are
# (tools/build-corpus2.sh), into OUT/corpus2, OUT/corpus3, OUT/corpus4.
# `cargo test -p llconv-corpus-tests --test corpus_samples` then runs the
# harness on each with the whole corpus's ledger.
#
#   tools/corpus-sample.sh [OUT]      (default ~/.cache/llconv-corpus-samples)
#
# Environment: LLVM_SRC_CACHE, where the source tarball goes (default
# ~/.cache/llconv-llvm-src). A sample already built from this list is kept.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$HOME/.cache/llconv-corpus-samples}
list=$here/tests/corpus-samples.txt
cache=${LLVM_SRC_CACHE:-$HOME/.cache/llconv-llvm-src}
stamp=$(sha256sum "$list" | cut -d' ' -f1)
if [ "$(cat "$out/STAMP" 2>/dev/null)" = "$stamp" ]; then
  echo "corpus samples: $out (up to date)"
  exit 0
fi

# LLVM 19's source package, as tools/../shared/tools/llvm-reference.sh gets it.
mkdir -p "$cache"
tarball=$(ls "$cache"/llvm-toolchain-19_*.orig.tar.xz 2>/dev/null | head -n1 || true)
if [ -z "$tarball" ]; then
  as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
  sources=/etc/apt/sources.list.d/llvm-reference-src.sources
  if [ ! -f "$sources" ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      as_root tee "$sources" >/dev/null
  fi
  as_root apt-get update -qq
  (cd "$cache" && apt-get source --download-only -qq llvm-toolchain-19)
  tarball=$(ls "$cache"/llvm-toolchain-19_*.orig.tar.xz | head -n1)
fi

# The sampled files, in one pass over the tarball.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' "$list" | cut -f2 | sed 's|^|*/llvm/test/|' > "$tmp/patterns"
tar -xJf "$tarball" -C "$tmp" --wildcards --files-from="$tmp/patterns"
test_root=$(ls -d "$tmp"/llvm-toolchain-*/llvm/test | head -n1)

rm -rf "$out"
mkdir -p "$out"
for n in 2 3 4; do
  ref=$tmp/ref$n/llvm-toolchain-19/llvm/test
  mkdir -p "$ref"
  grep -v '^#' "$list" | awk -F'\t' -v n="$n" '$1 == n { print $2 }' |
    while read -r path; do
      mkdir -p "$ref/$(dirname "$path")"
      cp "$test_root/$path" "$ref/$path"
    done
  tests=$(cd "$ref" && ls -d */* | tr '\n' ' ')
  LLVM_REF=$tmp/ref$n CORPUS2_TESTS="$tests" "$here/tools/build-corpus2.sh" "$out/corpus$n"
done
echo "$stamp" > "$out/STAMP"
echo "corpus samples: $out"
