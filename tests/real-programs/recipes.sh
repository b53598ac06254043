# shellcheck shell=bash disable=SC2034 # the recipe variables are read by the sourcing script
# The real programs, one recipe each: the Debian source package, the C
# files of its main program (or library plus program) in link order, the
# defines its own Makefile passes, the libraries the program links with,
# and a smoke run. Hard-coded rather than running the package's build
# system, so that the modules are the same on every machine. Sourced by
# fetch.sh and smoke.sh.

# Packages fetch.sh builds when given none.
real_packages=(bzip2 lua5.4)

# recipe PACKAGE: sets `files` (relative to the source tree, link order),
# `cflags` and `libs`; fails for a package without a recipe.
recipe() {
  case "$1" in
    bzip2)
      # libbz2's OBJS in its Makefile's order, then the bzip2 command.
      files=(blocksort.c huffman.c crctable.c randtable.c compress.c
        decompress.c bzlib.c bzip2.c)
      cflags=(-D_FILE_OFFSET_BITS=64)
      libs=()
      ;;
    lua5.4)
      # The interpreter: CORE_O and LIB_O of src/Makefile, then lua.c;
      # the Makefile's `linux-noreadline` target, without readline.
      files=(src/lapi.c src/lcode.c src/lctype.c src/ldebug.c src/ldo.c
        src/ldump.c src/lfunc.c src/lgc.c src/llex.c src/lmem.c
        src/lobject.c src/lopcodes.c src/lparser.c src/lstate.c
        src/lstring.c src/ltable.c src/ltm.c src/lundump.c src/lvm.c
        src/lzio.c src/lauxlib.c src/lbaselib.c src/lcorolib.c
        src/ldblib.c src/liolib.c src/lmathlib.c src/loadlib.c
        src/loslib.c src/lstrlib.c src/ltablib.c src/lutf8lib.c
        src/linit.c src/lua.c)
      cflags=(-DLUA_COMPAT_5_3 -DLUA_USE_LINUX)
      libs=(-lm -ldl)
      ;;
    *)
      echo "error: no recipe for package '$1' (known: ${real_packages[*]})" >&2
      return 1
      ;;
  esac
}

# prepare PACKAGE SOURCE: what the package's build makes before compiling.
prepare() {
  case "$1" in
    lua5.4)
      # debian/rules writes this header; luaconf.h includes it. The value is
      # fixed rather than the build machine's, like everything here.
      echo '#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"' >"$2/src/lua5.4-deb-multiarch.h"
      ;;
  esac
}

# smoke_run PACKAGE PROGRAM SOURCE WORK: runs the built PROGRAM on known
# inputs and fails unless it gives the known outputs. SOURCE is the
# package's source tree, WORK a scratch folder.
smoke_run() {
  local pkg=$1 prog=$2 src=$3 work=$4 i
  case "$pkg" in
    bzip2)
      # The package's own `make test`: compressing the samples must give
      # the shipped .bz2 files byte for byte, and decompressing them the
      # originals.
      for i in 1 2 3; do
        "$prog" "-$i" <"$src/sample$i.ref" >"$work/sample$i.rb2"
        "$prog" -d <"$src/sample$i.bz2" >"$work/sample$i.tst"
        cmp "$src/sample$i.bz2" "$work/sample$i.rb2"
        cmp "$src/sample$i.ref" "$work/sample$i.tst"
      done
      ;;
    lua5.4)
      # The package ships no test suite: a script that goes through the
      # parser, the VM, the GC, coroutines and several libraries.
      local got want='55 832040 3628800
olleh 5 a-b-c
1 2 3 done
{1,4,9,16,25} 100000 true'
      got=$("$prog" - <<'LUA'
local function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end
local f = 1 for i = 2, 10 do f = f * i end
print(fib(10), fib(30), f)
print(("hello"):reverse(), #"hello", table.concat({"a", "b", "c"}, "-"))
local co = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end return "done" end)
print(co(), co(), co(), co())
local t = {} for i = 1, 5 do t[#t + 1] = i * i end
local big = {} for i = 1, 100000 do big[i] = tostring(i) end collectgarbage()
print("{" .. table.concat(t, ",") .. "}", #big, math.type(2^53) == "float")
LUA
      )
      got=${got//$'\t'/ } # print separates with tabs
      if [ "$got" != "$want" ]; then
        printf 'lua5.4 smoke: got\n%s\nwant\n%s\n' "$got" "$want" >&2
        return 1
      fi
      ;;
  esac
}
