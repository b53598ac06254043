#!/usr/bin/env bash
# Checks the programs of tests/compile/programs against clang-22 alone:
# each must build warning-free, give the same stdout and exit status at
# -O0 and -O2 (and through -S -emit-llvm, as the harness builds them),
# and run clean under UBSan+ASan at -O1. Usage: check-programs.sh [FILE.c...]
# (default: all programs). Needs clang-22 and libclang-rt-22-dev.
set -u
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/llconv-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then set -- "$here"/programs/*.c; fi
warn="-std=gnu17 -Wall -Wextra -Wno-unused-parameter -Werror"

check_one() {
    local src=$1 work=$2 warn=$3
    local name; name=$(basename "$src" .c)
    local d="$work/$name"; mkdir -p "$d"
    local extra; extra=$(sed -n '1s|^// CFLAGS:||p' "$src")
    local fail=""
    for opt in O0 O2; do
        if ! clang-22 $warn -$opt $extra "$src" -o "$d/$opt" -lm 2>"$d/$opt.err"; then
            echo "FAIL $name: -$opt build: $(head -3 "$d/$opt.err")"; return
        fi
        local t0; t0=$(date +%s%N)
        timeout 10 "$d/$opt" >"$d/$opt.out" 2>/dev/null; echo $? >"$d/$opt.rc"
        local ms=$(( ($(date +%s%N) - t0) / 1000000 ))
        [ $ms -gt 100 ] && fail="$fail; -$opt took ${ms}ms"
    done
    clang-22 -std=gnu17 -S -emit-llvm -O2 $extra "$src" -o "$d/O2.ll" &&
        clang-22 "$d/O2.ll" -o "$d/ll" -lm && timeout 10 "$d/ll" >"$d/ll.out" 2>/dev/null
    echo $? >"$d/ll.rc"
    if ! clang-22 $warn -O1 -g -fsanitize=undefined,address -fno-sanitize-recover=all $extra \
            "$src" -o "$d/san" -lm 2>"$d/san.err"; then
        echo "FAIL $name: sanitizer build: $(head -3 "$d/san.err")"; return
    fi
    ASAN_OPTIONS=detect_leaks=1 timeout 20 "$d/san" >"$d/san.out" 2>"$d/san.err"; echo $? >"$d/san.rc"
    cmp -s "$d/O0.out" "$d/O2.out" || fail="$fail; -O0/-O2 stdout differ: $(diff "$d/O0.out" "$d/O2.out" | head -3 | tr '\n' ' ')"
    cmp -s "$d/O0.rc" "$d/O2.rc" || fail="$fail; exit status -O0 $(cat "$d/O0.rc") -O2 $(cat "$d/O2.rc")"
    cmp -s "$d/O0.out" "$d/ll.out" && cmp -s "$d/O0.rc" "$d/ll.rc" || fail="$fail; via .ll differs"
    cmp -s "$d/O0.out" "$d/san.out" && cmp -s "$d/O0.rc" "$d/san.rc" ||
        fail="$fail; sanitizer run differs (rc $(cat "$d/san.rc")): $(grep -m2 -E 'runtime error|ERROR' "$d/san.err")"
    [ -s "$d/O0.out" ] || fail="$fail; prints nothing"
    if [ -n "$fail" ]; then echo "FAIL $name${fail}"; else echo "ok   $name (exit $(cat "$d/O0.rc"))"; fi
}
export -f check_one
printf '%s\n' "$@" | xargs -P 2 -I{} bash -c 'check_one "$@"' _ {} "$work" "$warn" | sort
