#!/usr/bin/env python3
"""Makes a large module (100 MB of text or more by default) out of real ones,
to measure how time and memory grow with the input.

    tools/make_large_module.py [--llconv target/release/llconv] [--mb 100] [--out /tmp/large.ll]

Copies of ../shared/bench/shell.O0g.ll and of zlib's -O0 -g library modules
(../shared/bench/zlib/O0g/*.bc, printed to text by llconv) get their global
names made unique per copy (every `@name` and `$comdat` but LLVM's
intrinsics takes a `.cN` suffix), and `llconv link` links them into one
module; `--out` gets the text, and the same path with `.bc` the bitcode
that llconv writes of it.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.join(HERE, "..", "..", "shared", "bench")

NAME = re.compile(rb'([@$])("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')


def rename(text: bytes, suffix: bytes) -> bytes:
    def one(m):
        sigil, name = m.group(1), m.group(2)
        if name.startswith(b"llvm.") or name.startswith(b'"llvm.'):
            return m.group(0)
        if name.startswith(b'"'):
            return sigil + name[:-1] + suffix + b'"'
        return sigil + name + suffix

    # Only outside string constants and metadata strings: lines are cut at
    # the first `c"` or `!"` well enough for clang's output.
    out = []
    for line in text.split(b"\n"):
        cut = min([i for i in (line.find(b'c"'), line.find(b'!"')) if i >= 0], default=len(line))
        out.append(NAME.sub(one, line[:cut]) + line[cut:])
    return b"\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llconv", default=os.path.join(HERE, "..", "target", "release", "llconv"))
    ap.add_argument("--mb", type=float, default=100)
    ap.add_argument("--out", default="/tmp/llconv-large.ll")
    a = ap.parse_args()
    sources = [open(os.path.join(SHARED, "shell.O0g.ll"), "rb").read()]
    zdir = os.path.join(SHARED, "zlib", "O0g")
    for f in sorted(os.listdir(zdir)):
        if f.endswith(".bc") and f not in ("example.bc", "minigzip.bc"):
            sources.append(subprocess.run([a.llconv, os.path.join(zdir, f)], check=True,
                                          capture_output=True).stdout)
    per_copy = sum(len(s) for s in sources)
    copies = max(1, int(a.mb * 1e6 / per_copy + 0.999))
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for c in range(copies):
            for i, s in enumerate(sources):
                p = os.path.join(tmp, f"c{c}_{i}.ll")
                with open(p, "wb") as f:
                    f.write(rename(s, b".c%d" % c))
                files.append(p)
        subprocess.run([a.llconv, "link", *files, "-S", "-o", a.out], check=True)
    bc = os.path.splitext(a.out)[0] + ".bc"
    subprocess.run([a.llconv, a.out, "-o", bc], check=True)
    print(f"{a.out}: {os.path.getsize(a.out) / 1e6:.1f} MB of text from {copies} copies; "
          f"{bc}: {os.path.getsize(bc) / 1e6:.1f} MB", file=sys.stderr)


if __name__ == "__main__":
    main()
