#!/usr/bin/env bash
# smoke.sh PACKAGE [O2|O0g]: links the package's modules from fetch.sh's
# cache into one, builds a program from it with clang-22 and runs the
# package's smoke test on it (recipes.sh): the modules are real, runnable
# code. LINK replaces the linker (default llvm-link-22; for llconv:
# LINK="target/release/llconv link"), CLANG the compiler of the linked
# module to a program (default clang-22). Runs fetch.sh first.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=SCRIPTDIR/recipes.sh
. "$here/recipes.sh"

pkg=${1:?usage: smoke.sh PACKAGE [O2|O0g]}
level=${2:-O2}
case "$level" in
  O2) opt=(-O2) ;;
  O0g) opt=(-O0 -g) ;;
  *) echo "smoke.sh: level is O2 or O0g, not $level" >&2; exit 2 ;;
esac
read -r -a link <<<"${LINK:-llvm-link-22}"
clang=${CLANG:-clang-22}

"$here/fetch.sh" "$pkg"
dir=${LLCONV_REAL_CACHE:-$HOME/.cache/llconv-real}/$pkg
mapfile -t modules < <(sed "s|^|$dir/$level/|" "$dir/modules.txt")
mapfile -t libs <"$dir/libs.txt"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${link[@]}" "${modules[@]}" -o "$work/linked.bc"
"$clang" "${opt[@]}" "$work/linked.bc" -o "$work/prog" "${libs[@]}"
smoke_run "$pkg" "$work/prog" "$dir/source" "$work"
echo "smoke.sh: $pkg $level: linked ${#modules[@]} modules with ${link[*]}; the program passes"
