#!/usr/bin/env bash
# llconv-cc.sh [-O0|-O2|...] [-g] IN.bc -o OUT [LIBS...]: stands in for
# clang-22 in smoke.sh (CLANG=.../llconv-cc.sh) with llconv compiling:
# `llconv compile` makes the object, `cc` links it with the libraries.
# LLCONV names the llconv binary (default: llconv on PATH). With -g, the
# object's DWARF must pass `llvm-dwarfdump-22 --verify`.
set -euo pipefail
llconv=${LLCONV:-llconv}
opt=-O2 in= out= libs=() debug=
while [ $# -gt 0 ]; do
  case "$1" in
    -O*) opt=$1 ;;
    -g) debug=1 ;;
    -o) out=$2; shift ;;
    *.bc|*.ll) in=$1 ;;
    *) libs+=("$1") ;;
  esac
  shift
done
"$llconv" compile "$opt" "$in" -o "$out.o"
if [ -n "$debug" ]; then
  llvm-dwarfdump-22 --verify "$out.o" >"$out.dwarf-verify" ||
    { cat "$out.dwarf-verify" >&2; exit 1; }
fi
cc "$out.o" -o "$out" "${libs[@]}"
