#!/usr/bin/env bash
# Wall-clock times of commands that convert one file, run in alternation so
# that every command sees the same machine noise; prints median, minimum and
# mean per command. On a shared virtual machine this is steadier than timing
# each command in a block of its own (as criterion does).
#
#   tools/bench-interleaved.sh [-n RUNS] [-f FILE] CMD...
#   tools/bench-interleaved.sh -n 30 target/release/llconv llvm-as-22
#
# Each CMD runs as `CMD FILE -o OUT.bc` (FILE defaults to
# ../shared/bench/shell.O0g.ll).
set -euo pipefail
runs=20
file=../shared/bench/shell.O0g.ll
while getopts "n:f:" o; do
  case $o in
    n) runs=$OPTARG ;;
    f) file=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-n RUNS] [-f FILE] CMD..." >&2; exit 2; }
out=$(mktemp --suffix=.bc)
trap 'rm -f "$out"' EXIT
for _ in $(seq "$runs"); do
  for cmd in "$@"; do
    start=$(date +%s%N)
    "$cmd" "$file" -o "$out" >/dev/null 2>&1
    end=$(date +%s%N)
    echo "$cmd $(((end - start) / 1000))"
  done
done | python3 -c '
import collections, statistics, sys
times = collections.defaultdict(list)
for line in sys.stdin:
    cmd, us = line.rsplit(" ", 1)
    times[cmd].append(int(us) / 1000)
for cmd, t in times.items():
    print(f"{cmd:40s} median {statistics.median(t):7.1f} ms  min {min(t):7.1f}  mean {statistics.mean(t):7.1f}  ({len(t)} runs)")
'
