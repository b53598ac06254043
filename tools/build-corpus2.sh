#!/usr/bin/env bash
# A second corpus, outside the repository: more of LLVM's own tests (by
# default CodeGen/X86, whose older-syntax modules exercise AutoUpgrade's
# target intrinsic upgrades), judged by LLVM 22 with
# ../shared/tools/build_corpus.py.
#
#   tools/build-corpus2.sh [OUT_DIR]        (default ~/.cache/llconv-corpus2)
#
# Environment:
#   LLVM_REF=/tmp/llvm-ref-v     where LLVM 19's source tarball is (or goes)
#   CORPUS2_TESTS="CodeGen/X86 Transforms/InstCombine/X86"   the test folders
#   CORPUS2_JOBS=2               parallel LLVM tool runs (the machine is shared)
#   CORPUS2_OLD=1                also write llvm-as-14/16/19 bitcode when installed
#
# Then run the harness on it with its own ledger:
#   LLCONV_CORPUS=~/.cache/llconv-corpus2 LLCONV_LEDGER=$PWD/tests/ledger-corpus2 \
#     cargo test --release -p llconv-corpus-tests --test corpus
#
# A third corpus of other targets (NVPTX and PowerPC code generation tests,
# about 2000 cases; building runs LLVM's tools on every file, so one job
# takes a while) has its ledger in tests/ledger-corpus3:
#   CORPUS2_JOBS=1 CORPUS2_TESTS="CodeGen/NVPTX CodeGen/PowerPC" \
#     tools/build-corpus2.sh ~/.cache/llconv-corpus3
#   LLCONV_CORPUS=~/.cache/llconv-corpus3 LLCONV_LEDGER=$PWD/tests/ledger-corpus3 \
#     cargo test --release -p llconv-corpus-tests --test corpus
#
# A fourth corpus of the remaining default targets (AArch64, ARM, AMDGPU and
# RISCV code generation tests, and the LICM, LoopUnroll and InstSimplify
# transform tests: about 8500 cases, 330 MB; one job builds it in about 20
# minutes) has its ledger in tests/ledger-corpus4:
#   CORPUS2_JOBS=1 CORPUS2_TESTS="CodeGen/AArch64 CodeGen/ARM CodeGen/AMDGPU \
#     CodeGen/RISCV Transforms/LICM Transforms/LoopUnroll Transforms/InstSimplify" \
#     tools/build-corpus2.sh ~/.cache/llconv-corpus4
#   LLCONV_CORPUS=~/.cache/llconv-corpus4 LLCONV_LEDGER=$PWD/tests/ledger-corpus4 \
#     cargo test --release -p llconv-corpus-tests --test corpus
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$here/../shared}
[ -d "$shared/tools" ] || shared=/work/shared
out=${1:-$HOME/.cache/llconv-corpus2}
ref=${LLVM_REF:-/tmp/llvm-ref-v}
tests=${CORPUS2_TESTS:-CodeGen/X86 Transforms/InstCombine/X86}
jobs=${CORPUS2_JOBS:-2}

# Unpack the test folders beside the sources (no download when the tarball is there).
missing=""
for t in $tests; do
  ls -d "$ref"/llvm-toolchain-*/llvm/test/"$t" >/dev/null 2>&1 || missing="$missing $t"
done
if [ -n "$missing" ]; then
  LLVM_TESTS="$missing" "$shared/tools/llvm-reference.sh" "$ref" >/dev/null
fi
src=$(ls -d "$ref"/llvm-toolchain-*/llvm/test | head -n1)

rm -rf "$out"
mkdir -p "$out"
# build_corpus.py has no option for its parallelism: run it with the thread
# pool capped, and (unless CORPUS2_OLD=1) without the older writers.
python3 - "$shared/tools/build_corpus.py" "$src" "$out" $tests <<PY
import concurrent.futures as cf, runpy, shutil, sys
class Pool(cf.ThreadPoolExecutor):
    def __init__(self, max_workers=None, *a, **k):
        super().__init__(min(max_workers or $jobs, $jobs), *a, **k)
cf.ThreadPoolExecutor = Pool
if "${CORPUS2_OLD:-}" != "1":
    which = shutil.which
    shutil.which = lambda t, *a, **k: None if t.startswith("llvm-as-1") else which(t, *a, **k)
script = sys.argv[1]
sys.argv = [script] + sys.argv[2:]
runpy.run_path(script, run_name="__main__")
PY
echo "corpus: $out ($(wc -l < "$out/MANIFEST.tsv") cases)"
