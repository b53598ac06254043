#!/usr/bin/env bash
# fetch.sh [PACKAGE...]: gets the Debian source packages of real multi-file
# C programs (recipes.sh; all of them by default) with `apt-get source` and
# compiles each program's C files to LLVM IR with clang-22, into a cache
# outside the repository (third-party code is never committed):
#
#   CACHE/PACKAGE/O2/*.ll      clang-22 -S -emit-llvm -O2
#   CACHE/PACKAGE/O0g/*.ll     clang-22 -S -emit-llvm -O0 -g
#   CACHE/PACKAGE/modules.txt  the module file names, in link order
#   CACHE/PACKAGE/cflags.txt   the flags they were compiled with
#   CACHE/PACKAGE/libs.txt     the libraries a program built from them needs
#   CACHE/PACKAGE/source       the unpacked source tree
#
# CACHE is $LLCONV_REAL_CACHE, else ~/.cache/llconv-real. A package whose
# modules are there, made by the same recipe and clang, is left alone.
# Exits 77 when the sources cannot be had here (no apt, no network, no
# root to add a deb-src line), so that tests can tell that from a failure.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=SCRIPTDIR/recipes.sh
. "$here/recipes.sh"

cache=${LLCONV_REAL_CACHE:-${HOME:?set HOME or LLCONV_REAL_CACHE}/.cache/llconv-real}
[ $# -gt 0 ] || set -- "${real_packages[@]}"

unavailable() {
  echo "fetch.sh: unavailable here: $*" >&2
  exit 77
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    unavailable "needs root or sudo for: $*"
  fi
}

for tool in clang-22 apt-get; do
  command -v "$tool" >/dev/null 2>&1 || unavailable "no $tool"
done

mkdir -p "$cache"
# One run at a time: test binaries run side by side may all call this.
exec 9>"$cache/.lock"
flock 9

clang_version=$(clang-22 --version | head -n 1)

# The recipe and compiler a package's modules were made with: when the
# stamp says the same, there is nothing to do.
signature() {
  printf '%s\n' "recipe 1: $(declare -f prepare)" "$clang_version" "${files[*]}" "${cflags[*]}" "${libs[*]}"
}

updated=
# Makes sure apt knows PACKAGE's source: a deb-src line made from the
# machine's own deb lines when there is none, and `apt-get update` when the
# line was added or apt does not know the package's source yet.
ensure_source_known() {
  local pkg=$1 dir=/etc/apt/sources.list.d
  if ! grep -qsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
    /etc/apt/sources.list "$dir"/*.list "$dir"/*.sources; then
    local line
    if [ -f "$dir/debian.sources" ]; then
      line=$(sed -E 's/^Types:[[:space:]]*deb[[:space:]]*$/Types: deb-src/' "$dir/debian.sources")
      printf '%s\n' "$line" | as_root tee "$dir/llconv-deb-src.sources" >/dev/null
    elif grep -qsE '^deb[[:space:]]' /etc/apt/sources.list; then
      line=$(sed -nE 's/^deb([[:space:]])/deb-src\1/p' /etc/apt/sources.list)
      printf '%s\n' "$line" | as_root tee "$dir/llconv-deb-src.list" >/dev/null
    else
      unavailable "no Debian deb lines to make a deb-src line from"
    fi
    echo "fetch.sh: added a deb-src line; apt-get update" >&2
    as_root apt-get update -qq || unavailable "apt-get update failed"
    updated=1
  fi
  if [ -z "$updated" ] && [ -z "$(apt-cache showsrc --only-source "$pkg" 2>/dev/null)" ]; then
    as_root apt-get update -qq || unavailable "apt-get update failed"
    updated=1
  fi
  # apt-get source unpacks with dpkg-source.
  if ! command -v dpkg-source >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq \
      --no-install-recommends dpkg-dev || unavailable "cannot install dpkg-dev"
  fi
}

fetch() {
  local pkg=$1 dl=$cache/$1/debian
  [ -d "$dl" ] && [ -e "$cache/$pkg/source" ] && return 0
  ensure_source_known "$pkg"
  rm -rf "$dl" "$cache/$pkg/source"
  mkdir -p "$dl"
  # _apt (apt's download user) must be able to write here, or apt warns.
  chmod 0777 "$dl"
  (cd "$dl" && apt-get source -qq "$pkg" >/dev/null) || {
    rm -rf "$dl"
    unavailable "apt-get source $pkg failed"
  }
  local tree
  tree=$(find "$dl" -mindepth 1 -maxdepth 1 -type d | head -n 1)
  [ -n "$tree" ] || { echo "fetch.sh: apt-get source $pkg unpacked nothing" >&2; exit 1; }
  ln -sfn "${tree#"$cache/$pkg/"}" "$cache/$pkg/source"
}

# compile PACKAGE LEVEL FLAGS...: every file of the recipe to LEVEL/*.ll,
# nproc at a time; the folder appears whole or not at all.
compile() {
  local pkg=$1 level=$2
  shift 2
  local src out tmp f n=0 max
  src=$(cd "$cache/$pkg/source" && pwd -P)
  prepare "$pkg" "$src"
  out=$cache/$pkg/$level
  tmp=$out.tmp
  rm -rf "$tmp" "$out"
  mkdir -p "$tmp"
  max=$(nproc)
  for f in "${files[@]}"; do
    # Relative names and the source folder mapped to `.`, so that the
    # modules (file names, debug info) do not depend on the cache's path.
    (cd "$src" && clang-22 -S -emit-llvm "$@" "${cflags[@]}" -w \
      -ffile-prefix-map="$src"=. "$f" -o "$tmp/$(basename "${f%.c}").ll") &
    n=$((n + 1))
    if [ "$n" -ge "$max" ]; then
      wait -n || true # a failure shows as a missing module below
      n=$((n - 1))
    fi
  done
  wait
  for f in "${files[@]}"; do
    [ -s "$tmp/$(basename "${f%.c}").ll" ] || {
      echo "fetch.sh: $pkg: clang-22 $* failed on $f" >&2
      exit 1
    }
  done
  mv "$tmp" "$out"
}

for pkg in "$@"; do
  recipe "$pkg"
  stamp=$cache/$pkg/stamp
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(signature)" ]; then
    continue
  fi
  start=$SECONDS
  mkdir -p "$cache/$pkg"
  rm -f "$stamp"
  fetch "$pkg"
  compile "$pkg" O2 -O2
  compile "$pkg" O0g -O0 -g
  for f in "${files[@]}"; do basename "${f%.c}.ll"; done >"$cache/$pkg/modules.txt"
  printf '%s\n' "${cflags[@]}" >"$cache/$pkg/cflags.txt"
  {
    [ ${#libs[@]} -eq 0 ] || printf '%s\n' "${libs[@]}"
  } >"$cache/$pkg/libs.txt"
  signature >"$stamp"
  echo "fetch.sh: $pkg: ${#files[@]} modules at O2 and O0g in $cache/$pkg ($((SECONDS - start)) s)" >&2
done
