#!/usr/bin/env python3
"""Generate ir/src/intrinsics_table.rs: LLVM 22's intrinsic names and attributes.

What it reads
-------------
LLVM 22's installed, TableGen-generated header
``/usr/include/llvm-22/llvm/IR/IntrinsicImpl.inc`` (Debian/Ubuntu package
``llvm-22-dev``), parsed as data, section by section:

* ``GET_INTRINSIC_TARGET_DATA``: the per-target sub-tables (target name,
  first index, count) that name lookup searches;
* ``GET_INTRINSIC_NAME_TABLE``: every intrinsic name in ID order (from the
  ``IntrinsicNameOffsetTable`` comments);
* ``GET_INTRINSIC_OVERLOAD_TABLE``: which IDs are overloaded (``OTable``);
* ``GET_INTRINSIC_IITINFO`` and ``GET_INTRINSIC_GENERATOR_GLOBAL``: the
  type-descriptor tokens and each intrinsic's encoded type signature
  (``IIT_Table``, ``IIT_LongEncodingTable``), plus ``GET_INTRINSIC_ARGKIND``
  from ``IntrinsicEnums.inc``;
* ``GET_INTRINSIC_ATTRIBUTES``: the argument attribute sets
  (``getIntrinsicArgAttributeSet``), the function attribute sets
  (``getIntrinsicFnAttributeSet``), the per-intrinsic packed map
  (``IntrinsicsToAttributesMap``) and the (argument number, argument set)
  pair lists (``ArgAttrIdTable``, ``ArgAttributesInfoTable``).

``IntrinsicEnums.inc`` and the per-target ``Intrinsics*.h`` headers are only
used as a cross-check of the intrinsic count.

No C++ is copied: the script extracts names, numbers and attribute kinds and
writes them as Rust data.

Output
------
``ir/src/intrinsics_table.rs``, consumed by ``ir/src/intrinsics.rs``. It is
data derived from LLVM 22's TableGen output (LLVM is licensed under
Apache-2.0 WITH LLVM-exception). Do not edit it by hand.

Rerun
-----
From the workspace root::

    python3 tools/gen_intrinsics.py [--include /usr/include/llvm-22] \\
        [--out ir/src/intrinsics_table.rs]

The output is written pre-formatted (its arrays carry ``#[rustfmt::skip]``);
do not run rustfmt on it. Rerun after upgrading the LLVM headers and commit
the regenerated file together with the script.
"""

import argparse
import glob
import os
import re
import sys

# LLVM C++ attribute enumerator -> llconv `AttrKind` variant.
FLAG_KINDS = {
    "Cold": "Cold",
    "Convergent": "Convergent",
    "ImmArg": "ImmArg",
    "NoAlias": "NoAlias",
    "NoCallback": "NoCallback",
    "NoCreateUndefOrPoison": "NoCreateUndefOrPoison",
    "NoDuplicate": "NoDuplicate",
    "NoFree": "NoFree",
    "NoMerge": "NoMerge",
    "NoReturn": "NoReturn",
    "NoSync": "NoSync",
    "NoUndef": "NoUndef",
    "NoUnwind": "NoUnwind",
    "NonNull": "NonNull",
    "ReadNone": "ReadNone",
    "ReadOnly": "ReadOnly",
    "Returned": "Returned",
    "Speculatable": "Speculatable",
    "StrictFP": "StrictFP",
    "WillReturn": "WillReturn",
    "WriteOnly": "WriteOnly",
    "NoDivergenceSource": "NoDivergenceSource",
    "NoRecurse": "NoRecurse",
    "Hot": "Hot",
    "Writable": "Writable",
    "DeadOnUnwind": "DeadOnUnwind",
}
INT_KINDS = {"Alignment": "Alignment", "Dereferenceable": "Dereferenceable"}

MEM_LOCS = ["ArgMem", "InaccessibleMem", "ErrnoMem", "Other", "TargetMem0", "TargetMem1"]
MODREF = {"NoModRef": 0, "Ref": 1, "Mod": 2, "ModRef": 3}


def die(msg):
    sys.exit("gen_intrinsics: " + msg)


def section(text, macro):
    start = text.find("#ifdef " + macro + "\n")
    if start < 0:
        die("section %s not found" % macro)
    # Sections nest `#ifdef __GNUC__` blocks; end at the first `#endif` that
    # is not closing one of those.
    depth = 0
    pos = start + 1
    for m in re.finditer(r"^#(ifdef|ifndef|if|endif)\b.*$", text[pos:], re.M):
        if m.group(1) == "endif":
            if depth == 0:
                return text[start : pos + m.start()]
            depth -= 1
        else:
            depth += 1
    die("unterminated section %s" % macro)


def between(text, start_pat, end_pat):
    s = text.find(start_pat)
    if s < 0:
        die("%r not found" % start_pat)
    e = text.find(end_pat, s)
    if e < 0:
        die("%r not found" % end_pat)
    return text[s + len(start_pat) : e]


def parse_attr(line):
    """One `Attribute::...` line of an attribute set -> Rust `TableAttr`."""
    m = re.fullmatch(r"Attribute::get\(C, Attribute::(\w+)\),", line)
    if m:
        k = m.group(1)
        if k not in FLAG_KINDS:
            die("unknown flag attribute %s" % k)
        return "T::Flag(K::%s)" % FLAG_KINDS[k]
    m = re.fullmatch(r"Attribute::get\(C, Attribute::(\w+), (\d+)\),", line)
    if m:
        k = m.group(1)
        if k not in INT_KINDS:
            die("unknown int attribute %s" % k)
        return "T::Int(K::%s, %s)" % (INT_KINDS[k], m.group(2))
    m = re.fullmatch(
        r"Attribute::get\(C, Attribute::Range, ConstantRange\("
        r"APInt\(BitWidth, (-?\d+), /\*isSigned=\*/true, /\*implicitTrunc=\*/true\), "
        r"APInt\(BitWidth, (-?\d+), /\*isSigned=\*/true, /\*implicitTrunc=\*/true\)\)\),",
        line,
    )
    if m:
        return "T::Range(%s, %s)" % (m.group(1), m.group(2))
    if line == "Attribute::getWithCaptureInfo(C, CaptureInfo::none()),":
        return "T::CapturesNone"
    m = re.fullmatch(
        r"Attribute::getWithMemoryEffects\(C, MemoryEffects::createFromIntValue\((\d+)\)\),", line
    )
    if m:
        return "T::Memory(%s)" % m.group(1)
    die("unrecognised attribute line: %s" % line)


def check_memory_comment(comment, value):
    """`// ArgMem: ModRef, InaccessibleMem: NoModRef, ...` must agree with the
    packed value under llconv's encoding (2 bits per location, in order)."""
    v = 0
    for part in comment.split(","):
        loc, mr = [x.strip() for x in part.split(":")]
        v |= MODREF[mr] << (2 * MEM_LOCS.index(loc))
    if v != value:
        die("memory effects %d disagree with comment %r" % (value, comment))


def parse_sets(body):
    """`case N: ... return AttributeSet::get(C, { ... });` -> {N: [attrs]}."""
    sets = {}
    for m in re.finditer(
        r"case (\d+):[^\n]*\n\s*return AttributeSet::get\(C, \{\n(.*?)\n\s*\}\);", body, re.S
    ):
        attrs = []
        comment = None
        for raw in m.group(2).split("\n"):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("//"):
                comment = line[2:].strip()
                continue
            a = parse_attr(line)
            if a.startswith("T::Memory("):
                if comment is None:
                    die("memory effects without comment")
                check_memory_comment(comment, int(a[len("T::Memory(") : -1]))
            attrs.append(a)
        sets[int(m.group(1))] = attrs
    if sorted(sets) != list(range(len(sets))):
        die("attribute set numbers are not dense")
    return [sets[i] for i in range(len(sets))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--include", default="/usr/include/llvm-22")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = args.out or os.path.join(root, "ir", "src", "intrinsics_table.rs")
    ir_dir = os.path.join(args.include, "llvm", "IR")
    with open(os.path.join(ir_dir, "IntrinsicImpl.inc")) as f:
        impl = f.read()

    # Targets.
    td = section(impl, "GET_INTRINSIC_TARGET_DATA")
    targets = [
        (n, int(o), int(c))
        for n, o, c in re.findall(r'\{"([a-z0-9]*)", (\d+), (\d+)\}', td)
    ]

    # Names in ID order; entry 0 is not_intrinsic.
    nt = section(impl, "GET_INTRINSIC_NAME_TABLE")
    offs = between(nt, "IntrinsicNameOffsetTable[] = {", "};")
    names = re.findall(r"^\s*\d+, // (\S+)$", offs, re.M)
    if names[0] != "not_intrinsic":
        die("entry 0 is not not_intrinsic")
    names = names[1:]
    n = len(names)
    for nm in names:
        if not nm.startswith("llvm.") or not re.fullmatch(r"[A-Za-z0-9._]+", nm):
            die("odd intrinsic name %r" % nm)
    if sum(c for _, _, c in targets) != n:
        die("target counts do not add up to %d" % n)
    for name, start, count in targets:
        sub = names[start : start + count]
        if sub != sorted(sub):
            die("target %r sub-table not sorted" % name)
        if name and not all(s.startswith("llvm." + name + ".") for s in sub):
            die("target %r sub-table holds foreign names" % name)

    # Cross-check the count with the enum headers.
    enum_names = 0
    for h in [os.path.join(ir_dir, "IntrinsicEnums.inc")] + glob.glob(
        os.path.join(ir_dir, "Intrinsics*.h")
    ):
        with open(h) as f:
            enum_names += len(re.findall(r"// llvm\.[a-z0-9._]+", f.read()))
    if enum_names and enum_names != n:
        print("gen_intrinsics: note: enum headers list %d names, table %d" % (enum_names, n))

    # Overload bits, indexed by ID.
    ot = section(impl, "GET_INTRINSIC_OVERLOAD_TABLE")
    body = between(ot, "OTable[] = {", "};")
    overloaded = [False] * (n + 1)
    for byte_idx, expr in enumerate(body.split(",")):
        for bit in re.findall(r"1<<(\d)", expr):
            i = byte_idx * 8 + int(bit)
            if i > n:
                die("overload bit past the table")
            overloaded[i] = True

    # Attributes.
    at = section(impl, "GET_INTRINSIC_ATTRIBUTES")
    arg_sets = parse_sets(between(at, "getIntrinsicArgAttributeSet(", "} // getIntrinsicArgAttributeSet"))
    fn_sets = parse_sets(between(at, "getIntrinsicFnAttributeSet(", "} // getIntrinsicFnAttributeSet"))
    amap = between(at, "IntrinsicsToAttributesMap[] = {", "};")
    packed = []
    for fa, aa, nm in re.findall(r"^\s*(\d+) << 8 \| (\d+), // (\S+)$", amap, re.M):
        packed.append((int(fa), int(aa), nm))
    if [p[2] for p in packed] != names:
        die("IntrinsicsToAttributesMap does not follow the name table")
    m = re.search(r"constexpr uint8_t UniqAttributesBitSize = (\d+);", at)
    if not m or m.group(1) != "8":
        die("unexpected packing of IntrinsicsToAttributesMap")
    m = re.search(r"if \(FnAttrID != (\d+)\)", at)
    if not m:
        die("no-function-attributes marker not found")
    fn_none = int(m.group(1))
    pairs_body = between(at, "ArgAttrIdTable[] = {", "};")
    pairs = []
    for start, rest in re.findall(r"^\s*/\* (\d+) \*/ (.*)$", pairs_body, re.M):
        if int(start) != len(pairs):
            die("ArgAttrIdTable is not dense")
        pairs += [(int(a), int(s)) for a, s in re.findall(r"\{(\d+), (\d+)\}", rest)]
    m = re.search(r"Number of entries: (\d+)\n[^\n]*ArgAttrIdTable", at)
    if not m or int(m.group(1)) != len(pairs):
        die("ArgAttrIdTable entry count mismatch")
    infos_body = between(at, "ArgAttributesInfoTable[] = {", "};")
    infos = [(int(s), int(c)) for s, c in re.findall(r"\{(\d+), (\d+)\}", infos_body)]
    for fa, aa, nm in packed:
        if fa != fn_none and fa >= len(fn_sets):
            die("%s: bad fn set %d" % (nm, fa))
        if aa >= len(infos):
            die("%s: bad arg info %d" % (nm, aa))
    for s, c in infos:
        if s + c > len(pairs):
            die("arg info past the pair table")
    for a, s in pairs:
        if s >= len(arg_sets):
            die("bad arg set %d" % s)

    # Type signatures: IIT token values, argument kinds, the per-intrinsic
    # fixed encoding (nibbles, or an offset into the long table when bit 15
    # is set) and the long encoding table.
    iit_enum = [
        (n, int(v))
        for n, v in re.findall(r"^\s*IIT_(\w+) = (\d+),$", section(impl, "GET_INTRINSIC_IITINFO"), re.M)
    ]
    with open(os.path.join(ir_dir, "IntrinsicEnums.inc")) as f:
        enums = f.read()
    arg_kinds = [(n, int(v)) for n, v in re.findall(r"^\s*AK_(\w+) = (\d+),$", section(enums, "GET_INTRINSIC_ARGKIND"), re.M)]
    gg = section(impl, "GET_INTRINSIC_GENERATOR_GLOBAL")
    if "static constexpr uint16_t IIT_Table[]" not in gg:
        die("IIT_Table is not 16-bit")
    iit_table = []
    for tok in between(gg, "IIT_Table[] = {", "};").split(","):
        tok = tok.strip()
        m = re.fullmatch(r"\(1U<<15\) \| (\d+)", tok)
        if m:
            iit_table.append((1 << 15) | int(m.group(1)))
        elif re.fullmatch(r"0x[0-9a-fA-F]+|\d+", tok):
            iit_table.append(int(tok, 0))
        else:
            die("odd IIT_Table entry %r" % tok)
    if len(iit_table) == n + 1 and iit_table[-1] == 0:
        iit_table.pop()  # trailing terminator
    if len(iit_table) != n:
        die("IIT_Table has %d entries, expected %d" % (len(iit_table), n))
    long_body = re.sub(r"/\*.*?\*/", "", between(gg, "IIT_LongEncodingTable[] = {", "};"))
    iit_long = [int(t) for t in long_body.replace("\n", " ").split(",") if t.strip()]
    if any(v > 255 for v in iit_long):
        die("long encoding table entry overflows a byte")

    # Emit.
    o = []
    w = o.append
    w("// @generated by tools/gen_intrinsics.py from LLVM 22's TableGen output")
    w("// (/usr/include/llvm-22/llvm/IR/IntrinsicImpl.inc). Data derived from LLVM,")
    w("// Apache-2.0 WITH LLVM-exception. Do not edit; rerun the script.")
    w("")
    w("use crate::attributes::AttrKind as K;")
    w("use crate::intrinsics::TableAttr as T;")
    w("")
    w("/// Number of intrinsics (IDs 1..=COUNT; 0 is `not_intrinsic`).")
    w("pub(crate) const COUNT: usize = %d;" % n)
    w("")
    w("/// Per-target sub-tables of the name list: target (after `llvm.`), first")
    w("/// index into `NAMES` (0-based, ID - 1), count. The generic set is first.")
    w("#[rustfmt::skip]")
    w("pub(crate) const TARGETS: &[(&str, u32, u32)] = &[")
    for name, s, c in targets:
        w('    ("%s", %d, %d),' % (name, s, c))
    w("];")
    w("")
    w("/// `FN_SET` value meaning no function attributes.")
    w("pub(crate) const FN_NONE: u8 = %d;" % fn_none)
    w("")
    w("/// Argument attribute sets; `T::Range` bounds take the argument's width.")
    w("#[rustfmt::skip]")
    w("pub(crate) const ARG_SETS: &[&[T]] = &[")
    for s in arg_sets:
        w("    &[%s]," % ", ".join(s))
    w("];")
    w("")
    w("/// Function attribute sets.")
    w("#[rustfmt::skip]")
    w("pub(crate) const FN_SETS: &[&[T]] = &[")
    for s in fn_sets:
        w("    &[%s]," % ", ".join(s))
    w("];")
    w("")
    w("/// (argument number, index into `ARG_SETS`) pairs; argument 0 is the")
    w("/// return value, k the k-th parameter (1-based).")
    w("#[rustfmt::skip]")
    w("pub(crate) const ARG_PAIRS: &[(u8, u8)] = &[")
    line = []
    for a, s in pairs:
        line.append("(%d,%d)" % (a, s))
        if len(line) == 12:
            w("    " + ",".join(line) + ",")
            line = []
    if line:
        w("    " + ",".join(line) + ",")
    w("];")
    w("")
    w("/// (first index into `ARG_PAIRS`, count) per argument-attribute id.")
    w("#[rustfmt::skip]")
    w("pub(crate) const ARG_INFOS: &[(u16, u8)] = &[")
    line = []
    for s, c in infos:
        line.append("(%d,%d)" % (s, c))
        if len(line) == 12:
            w("    " + ",".join(line) + ",")
            line = []
    if line:
        w("    " + ",".join(line) + ",")
    w("];")
    w("")

    def u_array(name, ty, vals, doc, per_line=24):
        w(doc)
        w("#[rustfmt::skip]")
        w("pub(crate) static %s: [%s; %d] = [" % (name, ty, len(vals)))
        for i in range(0, len(vals), per_line):
            w("    " + ",".join(str(v) for v in vals[i : i + per_line]) + ",")
        w("];")
        w("")

    obits = [0] * ((n + 7) // 8)
    for i in range(n):
        if overloaded[i + 1]:
            obits[i // 8] |= 1 << (i % 8)
    u_array("OVERLOADED", "u8", obits, "/// Overloaded flags, bit `i % 8` of byte `i / 8` for index i = ID - 1.")
    u_array("FN_SET", "u8", [p[0] for p in packed], "/// Function attribute set per index (`FN_NONE`: none).", 32)
    u_array("ARG_INFO", "u8", [p[1] for p in packed], "/// Argument-attribute id (into `ARG_INFOS`) per index.", 32)
    if max(p[0] for p in packed) > 255 or max(p[1] for p in packed) > 255:
        die("attribute ids overflow u8")

    w("/// `IIT_*` type-descriptor tokens (`IIT_Info`).")
    w("#[allow(dead_code)]")
    w("pub(crate) mod iit {")
    for nm, v in iit_enum:
        w("    pub(crate) const %s: u8 = %d;" % (nm.upper(), v))
    w("}")
    w("")
    w("/// Argument kinds of overloaded (`IIT_ARG`) descriptors.")
    w("#[allow(dead_code)]")
    w("pub(crate) mod arg_kind {")
    for nm, v in arg_kinds:
        w("    pub(crate) const %s: u32 = %d;" % (re.sub(r"(?<!^)(?=[A-Z])", "_", nm).upper(), v))
    w("}")
    w("")
    u_array("IIT_TABLE", "u16", iit_table, "/// Type signature per index: nibbles (low first), or with bit 15 set an\n/// offset into `IIT_LONG`.", 16)
    u_array("IIT_LONG", "u8", iit_long, "/// Long type-signature encodings, `IIT_DONE`-terminated.", 32)

    w("/// All names in ID order without the `llvm.` prefix, one per line.")
    w('pub(crate) const NAMES: &str = r"' + names[0][len("llvm.") :])
    for nm in names[1:]:
        w(nm[len("llvm.") :])
    w('";')
    with open(out, "w") as f:
        f.write("\n".join(o) + "\n")
    print("gen_intrinsics: %d intrinsics, %d fn sets, %d arg sets -> %s" % (n, len(fn_sets), len(arg_sets), out))


if __name__ == "__main__":
    main()
