#!/usr/bin/env bash
# codespeed.sh [RUNS]: the speed of code llconv compiles, beside llc-22's.
# bzip2 from Debian's sources (fetch.sh) is linked from its -O2 modules
# with `llconv link`, then built three ways from the same IR: `llconv
# compile -O2`, `llc-22 -O2` and `llc-22 -O0`. Each compresses and
# decompresses the same 24 MB (a mix of text and numbers) RUNS times
# (default 5), the builds interleaved; the medians and the ratios
# (llconv's time over llc's) are printed. LLCONV names the binary.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
runs=${1:-5}
llconv=${LLCONV:-$here/../../target/release/llconv}
"$here/fetch.sh" bzip2 >/dev/null
dir=${LLCONV_REAL_CACHE:-$HOME/.cache/llconv-real}/bzip2
mapfile -t modules < <(sed "s|^|$dir/O2/|" "$dir/modules.txt")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$llconv" link "${modules[@]}" -o "$work/bzip2.bc"
"$llconv" compile -O2 "$work/bzip2.bc" -o "$work/llconv.o"
llc-22 -O2 -filetype=obj -relocation-model=pic "$work/bzip2.bc" -o "$work/llc-O2.o"
llc-22 -O0 -filetype=obj -relocation-model=pic "$work/bzip2.bc" -o "$work/llc-O0.o"
builds=(llconv llc-O2 llc-O0)
for b in "${builds[@]}"; do cc "$work/$b.o" -o "$work/$b"; done
# The input: the package's sources and numbered lines, 24 MB.
{
  for _ in $(seq 40); do cat "$dir/source"/*.c; done
  seq 1 1500000 | awk '{ print $1, $1 * 7919 % 100003, "line" }'
} >"$work/input"
truncate -s 24000000 "$work/input"
time_one() { # BUILD: seconds to compress and decompress the input
  local t0 t1
  t0=$(date +%s.%N)
  "$work/$1" -9 <"$work/input" >"$work/packed.$1"
  "$work/$1" -d <"$work/packed.$1" >"$work/unpacked.$1"
  t1=$(date +%s.%N)
  cmp -s "$work/input" "$work/unpacked.$1" || { echo "codespeed.sh: $1 round trip differs" >&2; exit 1; }
  echo "$t1 - $t0" | bc
}
declare -A times
for _ in $(seq "$runs"); do
  for b in "${builds[@]}"; do times[$b]+="$(time_one "$b") "; done
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ours=$(median "${times[llconv]}")
for b in "${builds[@]}"; do
  m=$(median "${times[$b]}")
  printf '%-7s median %.3f s  (llconv / %s: %.2fx)  runs: %s\n' "$b" "$m" "$b" "$(echo "$ours / $m" | bc -l)" "${times[$b]}"
done
