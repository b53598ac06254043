//! Specialized debug-info nodes (`!DILocation(...)`, `!DIExpression(...)`,
//! ...) printed as `llvm-dis-22` prints them, driven by the schemas of
//! `llconv_ir::debuginfo`.

use super::names::write_escaped;
use super::num::push_int;
use super::Printer;
use llconv_ir::debuginfo::{Class, DiKind, DiLocation, DiNode, Field, Print, Slot, NONE};
use llconv_ir::dwarf;
use llconv_ir::{ApInt, ConstKind, DbgRecord, MdId, Metadata};
use std::fmt::Write;

const DW_TAG_LLVM_PTRAUTH_TYPE: u64 = 0x4300;
const DW_ATE_SIGNED_FIXED: u64 = 0x0d;
const FIXED_POINT_RATIONAL: u64 = 2;

impl<'a> Printer<'a> {
    /// `!DIFoo(field: value, ...)`, without a `distinct ` prefix.
    pub(crate) fn di_node(&mut self, n: &'a DiNode) {
        if n.kind == DiKind::Expression {
            self.di_expression(&n.ints);
            return;
        }
        let s = n.kind.schema();
        self.out.push('!');
        self.out.push_str(s.name);
        self.out.push('(');
        let mut first = true;
        for f in s.fields {
            self.di_field(n, f, &mut first);
        }
        self.out.push(')');
    }

    /// A location held inline: the fields `di_node` prints for it (those
    /// LLVM prints: `line:` always, `column:` and `inlinedAt:` unless 0,
    /// `isImplicitCode:` when true; no key-instruction fields).
    pub(crate) fn di_location(&mut self, l: &DiLocation) {
        self.out.push_str("!DILocation(line: ");
        push_int(&mut self.out, l.line);
        if l.column != 0 {
            self.out.push_str(", column: ");
            push_int(&mut self.out, l.column);
        }
        self.out.push_str(", scope: ");
        self.md_or_null(l.scope());
        if let Some(ia) = l.inlined_at() {
            self.out.push_str(", inlinedAt: ");
            self.md_ref(ia);
        }
        if l.implicit_code {
            self.out.push_str(", isImplicitCode: true");
        }
        self.out.push(')');
    }

    fn field_start(&mut self, first: &mut bool, name: &str) {
        if !*first {
            self.out.push_str(", ");
        }
        *first = false;
        self.out.push_str(name);
        self.out.push_str(": ");
    }

    /// The integer behind constant metadata (`i64 5` stored for `count: 5`).
    fn md_int(&self, id: MdId) -> Option<&'a ApInt> {
        let m = self.m;
        match m.metadata.get(id) {
            Metadata::Value(c) => match &m.consts.get(*c).kind {
                ConstKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    fn di_field(&mut self, n: &'a DiNode, f: &Field, first: &mut bool) {
        match f.slot {
            Slot::Op(i) => self.di_op_field(f, n.ops.get(i as usize).copied().flatten(), first),
            Slot::Int(i) => {
                self.di_int_field(n, f, n.ints.get(i as usize).copied().unwrap_or(0), first)
            }
            Slot::ApInt(i) => self.di_apint_field(n, f, &n.apints[i as usize], first),
            Slot::OpsFrom(i) => {
                // GenericDINode `operands: {...}`.
                let rest = n.ops.get(i as usize..).unwrap_or(&[]);
                if !rest.is_empty() {
                    self.field_start(first, f.name);
                    self.out.push('{');
                    for (j, op) in rest.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        self.md_or_null(*op);
                    }
                    self.out.push('}');
                }
            }
            Slot::ParseOnly => {}
        }
    }

    fn md_or_null(&mut self, op: Option<MdId>) {
        match op {
            None => self.out.push_str("null"),
            Some(id) => self.md_ref(id),
        }
    }

    fn di_op_field(&mut self, f: &Field, op: Option<MdId>, first: &mut bool) {
        let m = self.m;
        match f.class {
            Class::MdString => {
                let text: Option<&'a [u8]> = op.and_then(|id| match m.metadata.get(id) {
                    Metadata::String(s) => Some(&**s),
                    _ => None,
                });
                let show = match f.print {
                    Print::Always => true,
                    Print::SkipZero => {
                        text.is_some_and(|t| !t.is_empty()) || (op.is_some() && text.is_none())
                    }
                    Print::IfPresent => op.is_some(),
                    Print::Custom => {
                        // DIFile `checksum:` goes with `checksumkind:`.
                        return;
                    }
                    _ => op.is_some(),
                };
                if !show {
                    return;
                }
                self.field_start(first, f.name);
                match (op, text) {
                    (Some(id), None) => self.md_ref(id),
                    (_, t) => {
                        self.out.push('"');
                        write_escaped(&mut self.out, t.unwrap_or(b""));
                        self.out.push('"');
                    }
                }
            }
            Class::MdOrUnsigned | Class::MdOrSigned | Class::ExprOrSigned
                if f.print != Print::AsMd =>
            {
                let Some(id) = op else { return };
                let value: Option<i128> = match f.class {
                    Class::MdOrUnsigned => self.md_int(id).map(|v| v.low_u64() as i128),
                    Class::MdOrSigned => self
                        .md_int(id)
                        .map(|v| v.as_i64().unwrap_or(v.low_u64() as i64) as i128),
                    _ => match m.metadata.get(id) {
                        Metadata::Di(e) if e.kind == DiKind::Expression => {
                            dwarf::expr_signed_constant(&e.ints).map(|v| v as i128)
                        }
                        _ => None,
                    },
                };
                match value {
                    Some(v) => {
                        if v == 0 && f.print == Print::SkipZero {
                            return;
                        }
                        self.field_start(first, f.name);
                        push_int(&mut self.out, v);
                    }
                    None => {
                        self.field_start(first, f.name);
                        self.md_ref(id);
                    }
                }
            }
            _ => {
                let show = match f.print {
                    Print::Always => true,
                    Print::Never | Print::Custom => false,
                    _ => op.is_some(),
                };
                if show {
                    self.field_start(first, f.name);
                    self.md_or_null(op);
                }
            }
        }
    }

    fn di_int_field(&mut self, n: &'a DiNode, f: &Field, v: u64, first: &mut bool) {
        let show = match f.print {
            Print::Always => true,
            Print::SkipZero => v != 0,
            Print::SkipDefault(d) => v != d,
            Print::IfPresent => v != NONE,
            Print::IfPtrAuth(skip_zero) => {
                n.int("tag") == Some(DW_TAG_LLVM_PTRAUTH_TYPE) && !(skip_zero && v == 0)
            }
            Print::Never | Print::SkipNull | Print::AsMd => false,
            Print::Custom => return self.di_custom_int(n, f, v, first),
        };
        if !show {
            return;
        }
        self.field_start(first, f.name);
        self.di_int_value(f.class, v);
    }

    fn di_int_value(&mut self, class: Class, v: u64) {
        match class {
            Class::Signed => {
                let _ = write!(self.out, "{}", v as i64);
            }
            Class::Bool => self.out.push_str(if v != 0 { "true" } else { "false" }),
            Class::DIFlags | Class::SPFlags => {
                let (names, extra) = if class == Class::DIFlags {
                    dwarf::split_di_flags(v as u32)
                } else {
                    dwarf::split_sp_flags(v as u32)
                };
                // Bits above 32 cannot come from LLVM; keep them visible.
                let extra = extra as u64 | (v & !0xffff_ffff);
                for (i, name) in names.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(" | ");
                    }
                    self.out.push_str(name);
                }
                if extra != 0 || names.is_empty() {
                    if !names.is_empty() {
                        self.out.push_str(" | ");
                    }
                    push_int(&mut self.out, extra);
                }
            }
            _ => match class.names().and_then(|t| dwarf::name_of(t, v)) {
                Some(name) => self.out.push_str(name),
                None => {
                    push_int(&mut self.out, v);
                }
            },
        }
    }

    fn di_custom_int(&mut self, n: &'a DiNode, f: &Field, v: u64, first: &mut bool) {
        match (n.kind, f.name) {
            (DiKind::File, "checksumkind") => {
                // Both parts of the checksum, or neither.
                let Some(sum) = n.ops.get(2).copied().flatten() else {
                    return;
                };
                self.field_start(first, "checksumkind");
                self.di_int_value(Class::ChecksumKind, v);
                self.field_start(first, "checksum");
                match self.m.metadata.get(sum) {
                    Metadata::String(s) => {
                        self.out.push('"');
                        write_escaped(&mut self.out, s);
                        self.out.push('"');
                    }
                    _ => self.md_ref(sum),
                }
            }
            (DiKind::Subprogram, "virtualIndex") => {
                let virtuality = n.int("spFlags").unwrap_or(0) & 3;
                if virtuality != 0 || v != 0 {
                    self.field_start(first, f.name);
                    push_int(&mut self.out, v);
                }
            }
            (DiKind::FixedPointType, "factor") => {
                if n.int("kind") != Some(FIXED_POINT_RATIONAL) && v != 0 {
                    self.field_start(first, f.name);
                    let _ = write!(self.out, "{}", v as i64 as i32);
                }
            }
            _ => {
                self.field_start(first, f.name);
                self.di_int_value(f.class, v);
            }
        }
    }

    fn di_apint_field(&mut self, n: &'a DiNode, f: &Field, v: &ApInt, first: &mut bool) {
        let signed = match n.kind {
            DiKind::Enumerator => n.int("isUnsigned") == Some(0),
            DiKind::FixedPointType => {
                if n.int("kind") != Some(FIXED_POINT_RATIONAL) {
                    return;
                }
                n.int("encoding") == Some(DW_ATE_SIGNED_FIXED)
            }
            _ => true,
        };
        self.field_start(first, f.name);
        if signed {
            self.out.push_str(&v.to_signed_decimal());
        } else {
            self.out.push_str(&unsigned_decimal(v));
        }
    }

    /// `#dbg_value(i32 %x, !8, !DIExpression(), !10)` and the other records.
    pub(crate) fn dbg_record(&mut self, body: &'a llconv_ir::Body, r: &'a DbgRecord) {
        match r {
            DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign,
                dilocation,
            } => {
                self.out.push_str("#dbg_");
                self.out.push_str(kind.name());
                self.out.push('(');
                self.value(body, *location);
                self.out.push_str(", ");
                self.md_ref(*variable);
                self.out.push_str(", ");
                self.md_ref(*expression);
                self.out.push_str(", ");
                if let Some(a) = assign {
                    self.md_ref(a.assign_id);
                    self.out.push_str(", ");
                    self.value(body, a.address);
                    self.out.push_str(", ");
                    self.md_ref(a.address_expr);
                    self.out.push_str(", ");
                }
                self.md_ref(*dilocation);
            }
            DbgRecord::Label { label, dilocation } => {
                self.out.push_str("#dbg_label(");
                self.md_ref(*label);
                self.out.push_str(", ");
                self.md_ref(*dilocation);
            }
        }
        self.out.push(')');
    }

    /// `!DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)`; elements
    /// of an expression LLVM deems invalid print as plain numbers.
    pub(crate) fn di_expression(&mut self, e: &[u64]) {
        self.out.push_str("!DIExpression(");
        if dwarf::expr_is_valid(e) {
            let mut i = 0;
            while i < e.len() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let op = e[i];
                self.out
                    .push_str(dwarf::name_of(dwarf::OPS, op).unwrap_or(""));
                let size = dwarf::expr_op_size(op);
                for (a, &arg) in e
                    .iter()
                    .enumerate()
                    .take((i + size).min(e.len()))
                    .skip(i + 1)
                {
                    self.out.push_str(", ");
                    if op == dwarf::DW_OP_LLVM_CONVERT && a == i + 2 {
                        self.out
                            .push_str(dwarf::name_of(dwarf::ATES, arg).unwrap_or(""));
                    } else {
                        push_int(&mut self.out, arg);
                    }
                }
                i += size;
            }
        } else {
            for (i, x) in e.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                push_int(&mut self.out, *x);
            }
        }
        self.out.push(')');
    }
}

/// Unsigned decimal text of an arbitrary-precision integer.
fn unsigned_decimal(v: &ApInt) -> String {
    if !v.is_negative() {
        return v.to_signed_decimal();
    }
    // One more bit makes the same bits read as a non-negative number.
    let mut words = v.words.to_vec();
    if (v.bits as usize).div_ceil(64) == words.len() && v.bits.is_multiple_of(64) {
        words.push(0);
    }
    ApInt {
        bits: v.bits + 1,
        words: words.into(),
    }
    .to_signed_decimal()
}

#[cfg(test)]
mod tests {
    //! Nodes are built through the schemas (as the parser will build them)
    //! and printed; expected text comes from llvm-dis-22 output in the corpus.
    use super::super::numbering::{LocalSlots, Numbering};
    use super::super::Printer;
    use llconv_ir::debuginfo::{Class, DiKind, DiNode, Slot, NONE};
    use llconv_ir::{dwarf, ApInt, Const, ConstKind, MdId, Metadata, Module};

    /// A tiny reader for the metadata lines of `.expected` files, just
    /// enough to feed the printer; `None` means "not handled here".
    struct Reader<'m> {
        m: &'m mut Module,
        s: &'m [u8],
        i: usize,
    }

    enum Val {
        Md(Option<MdId>),
        Str(Vec<u8>),
        Int(i128),
        Word(Vec<u8>),
        List(Vec<Option<MdId>>),
    }

    impl Reader<'_> {
        fn eat(&mut self, t: &str) -> bool {
            if self.s[self.i..].starts_with(t.as_bytes()) {
                self.i += t.len();
                true
            } else {
                false
            }
        }
        fn word(&mut self) -> Vec<u8> {
            let st = self.i;
            while self.i < self.s.len()
                && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
            {
                self.i += 1;
            }
            self.s[st..self.i].to_vec()
        }
        fn int(&mut self) -> Option<i128> {
            let st = self.i;
            if self.s.get(self.i) == Some(&b'-') {
                self.i += 1;
            }
            while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                self.i += 1;
            }
            std::str::from_utf8(&self.s[st..self.i]).ok()?.parse().ok()
        }
        fn string(&mut self) -> Option<Vec<u8>> {
            let mut out = Vec::new();
            loop {
                let c = *self.s.get(self.i)?;
                self.i += 1;
                match c {
                    b'"' => return Some(out),
                    b'\\' if self.s.get(self.i) == Some(&b'\\') => {
                        out.push(b'\\');
                        self.i += 1;
                    }
                    b'\\' => {
                        let h = std::str::from_utf8(self.s.get(self.i..self.i + 2)?).ok()?;
                        out.push(u8::from_str_radix(h, 16).ok()?);
                        self.i += 2;
                    }
                    _ => out.push(c),
                }
            }
        }
        fn md(&mut self) -> Option<Option<MdId>> {
            if self.eat("null") {
                return Some(None);
            }
            if self.eat("!DIExpression(") {
                let mut e = Vec::new();
                while !self.eat(")") {
                    self.eat(", ");
                    if self.s[self.i].is_ascii_digit() {
                        e.push(self.int()? as u64);
                    } else {
                        let w = self.word();
                        let v = dwarf::value_of(dwarf::OPS, &w)
                            .or_else(|| dwarf::value_of(dwarf::ATES, &w))?;
                        e.push(v as u64);
                    }
                }
                return Some(Some(
                    self.m
                        .metadata
                        .add(Metadata::Di(Box::new(DiNode::expression(e)))),
                ));
            }
            if self.eat("!\"") {
                let s = self.string()?;
                return Some(Some(self.m.metadata.string(&s)));
            }
            if self.eat("!") {
                let n = self.int()?;
                return Some(Some(MdId::from_u32(u32::try_from(n).ok()?)));
            }
            if self.eat("i") {
                let bits: u32 = self.int()? as u32;
                self.eat(" ");
                let v = self.int()?;
                let ty = self.m.types.int(bits);
                let c = self.m.consts.intern_raw(Const {
                    ty,
                    kind: ConstKind::Int(ApInt::from_i64(bits, v as i64)),
                });
                return Some(Some(self.m.metadata.add(Metadata::Value(c))));
            }
            None
        }
        fn value(&mut self) -> Option<Val> {
            let c = *self.s.get(self.i)?;
            if c == b'"' {
                self.i += 1;
                return Some(Val::Str(self.string()?));
            }
            if c == b'-' || c.is_ascii_digit() {
                return Some(Val::Int(self.int()?));
            }
            if c == b'{' {
                self.i += 1;
                let mut l = Vec::new();
                while !self.eat("}") {
                    self.eat(", ");
                    l.push(self.md()?);
                }
                return Some(Val::List(l));
            }
            if c == b'!'
                || self.s[self.i..].starts_with(b"null")
                || (c == b'i' && self.s[self.i + 1].is_ascii_digit())
            {
                return Some(Val::Md(self.md()?));
            }
            let mut w = self.word();
            while self.eat(" | ") {
                w.push(b'|');
                w.extend(self.word());
            }
            Some(Val::Word(w))
        }

        /// `[distinct ]!DIFoo(field: value, ...)`: the generic schema loop.
        fn node(&mut self) -> Option<DiNode> {
            let distinct = self.eat("distinct ");
            if !self.eat("!") {
                return None;
            }
            let kind = DiKind::from_name(&self.word())?;
            if kind == DiKind::Expression || !self.eat("(") {
                return None;
            }
            let schema = kind.schema();
            let mut node = DiNode::new(kind, distinct);
            while !self.eat(")") {
                self.eat(", ");
                let name = self.word();
                if !self.eat(": ") {
                    return None;
                }
                let (_, f) = schema.field_by_name(&name)?;
                let v = self.value()?;
                match (f.class, v) {
                    (Class::MdList, Val::List(l)) => node.ops.extend(l),
                    (Class::MdString, Val::Str(s)) => {
                        let id = self.m.metadata.string(&s);
                        node.set_op(f, Some(id));
                    }
                    (Class::MdOrUnsigned | Class::MdOrSigned, Val::Int(n)) => {
                        let ty = self.m.types.int(64);
                        let c = self.m.consts.intern_raw(Const {
                            ty,
                            kind: ConstKind::Int(ApInt::from_i64(64, n as i64)),
                        });
                        let id = self.m.metadata.add(Metadata::Value(c));
                        node.set_op(f, Some(id));
                    }
                    (Class::ExprOrSigned, Val::Int(n)) => {
                        let e = DiNode::expression(vec![dwarf::DW_OP_CONSTS, n as u64]);
                        let id = self.m.metadata.add(Metadata::Di(Box::new(e)));
                        node.set_op(f, Some(id));
                    }
                    (_, Val::Md(op)) if matches!(f.slot, Slot::Op(_)) => node.set_op(f, op),
                    (Class::ApInt, Val::Int(n)) => node.set_apint(
                        f,
                        ApInt {
                            bits: 128,
                            words: vec![n as u64, (n >> 64) as u64].into(),
                        },
                    ),
                    (_, Val::Int(n)) => node.set_int(f, n as u64),
                    (Class::Bool, Val::Word(w)) => node.set_int(f, (w == b"true") as u64),
                    (c, Val::Word(w)) => {
                        let table = c.names()?;
                        let mut v = 0u64;
                        for part in w.split(|&b| b == b'|') {
                            v |= match dwarf::value_of(table, part) {
                                Some(x) => x as u64,
                                None => std::str::from_utf8(part).ok()?.parse().ok()?,
                            };
                        }
                        node.set_int(f, v);
                    }
                    _ => return None,
                }
            }
            (self.i == self.s.len()).then_some(node)
        }
    }

    fn print_lines(text: &str) -> (usize, Vec<String>) {
        let mut m = Module::new(b"t");
        let lines: Vec<(u32, &str)> = text
            .lines()
            .filter_map(|l| {
                let rest = l.strip_prefix('!')?;
                let (n, body) = rest.split_once(" = ")?;
                Some((n.parse().ok()?, body))
            })
            .collect();
        let max = lines.iter().map(|(n, _)| *n).max().map_or(0, |n| n + 1);
        for _ in 0..max {
            m.metadata.reserve();
        }
        let mut parsed = Vec::new();
        for &(n, body) in &lines {
            let mut r = Reader {
                m: &mut m,
                s: body.as_bytes(),
                i: 0,
            };
            if let Some(node) = r.node() {
                parsed.push((n, body));
                m.metadata
                    .set(MdId::from_u32(n), Metadata::Di(Box::new(node)));
            } else if std::env::var_os("DI_SKIPPED").is_some() && body.contains("!DI") {
                eprintln!("skipped: {body}");
            }
        }
        let mut numbering = Numbering::default();
        for n in 0..max {
            numbering.md_slots.insert(MdId::from_u32(n), n);
        }
        let mut p = Printer {
            m: &m,
            out: String::new(),
            n: numbering.into(),
            local: LocalSlots::default(),
            func: None,
            inline_md: Vec::new(),
            budget: Default::default(),
        };
        let mut bad = Vec::new();
        for &(n, body) in &parsed {
            p.out.clear();
            p.md_node_body(MdId::from_u32(n));
            if p.out != body {
                bad.push(format!("want {body}\n got {}", p.out));
            }
        }
        (parsed.len(), bad)
    }

    #[test]
    fn nodes_from_corpus_lines() {
        let text = r#"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 3.5.0 ", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !2, imports: !2)
!1 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "000102030405060708090a0b0c0d0e0f")
!2 = !{}
!3 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 2, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 3, column: 5, scope: !3)
!8 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !1, line: 2, type: !6)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value))
!10 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !6, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 2, lowerBound: 0)
!14 = !DIEnumerator(name: "A", value: -5)
!15 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !11, file: !1, line: 3, baseType: !6, size: 32, offset: 32, flags: DIFlagPublic | DIFlagBitField, extraData: i64 0)
!17 = distinct !DIAssignID()
!18 = !GenericDINode(tag: DW_TAG_entry_point, header: "h", operands: {!6, null, !"x"})
!19 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 3), lowerBound: 3)
!20 = !DIBasicType(name: "int", size: 32, align: 32, dataSize: 17, encoding: DW_ATE_signed, num_extra_inhabitants: 3, flags: DIFlagBigEndian)
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", size: 32, num_extra_inhabitants: 4, specification: !6, enumKind: DW_APPLE_ENUM_KIND_Closed, bitStride: i32 3)
!22 = !DISubrangeType(name: "r", scope: !3, file: !1, line: 4, size: 32, align: 32, flags: DIFlagPublic, baseType: !6, lowerBound: i64 1, upperBound: i64 10, stride: i64 2, bias: i64 3)
!23 = !DIFixedPointType(name: "fx", size: 32, align: 32, encoding: DW_ATE_signed_fixed, flags: DIFlagPublic, kind: Binary, factor: -4)
!24 = !DILabel(scope: !3, name: "l", file: !1, line: 3, column: 4, isArtificial: true, coroSuspendIdx: 0)
!25 = distinct !DILocation(line: 1, column: 2, scope: !3, inlinedAt: !7, isImplicitCode: true, atomGroup: 1, atomRank: 1)
!26 = distinct !DISubprogram(scope: null, virtualIndex: 0, spFlags: DISPFlagPureVirtual | DISPFlagLocalToUnit | DISPFlagMainSubprogram | DISPFlagObjCDirect)
!27 = !DIBasicType(name: "a", flags: DIFlagPublic | DIFlagMultipleInheritance | DIFlagIndirectVirtualBase | DIFlagNameIsSimplified | 2097152)
!28 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C, sourceLanguageVersion: 199901, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!29 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: null, ptrAuthIsAddressDiscriminated: false, ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: false)
!30 = !DIFile(filename: "", directory: "", source: "")
!31 = !DIMacroFile(file: null)
!32 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression(4096, 0, 32, 6))
!33 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_fragment, 0, 32))"#;
        let (n, bad) = print_lines(text);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        assert_eq!(n, 31);
    }

    #[test]
    fn hand_built_nodes() {
        let mut m = Module::new(b"t");
        let file = m.metadata.reserve();
        let scope = m.metadata.reserve();
        let mut loc = DiNode::new(DiKind::Location, false)
            .with_int("line", 3)
            .with_int("column", 5);
        loc = loc.with_op("scope", scope);
        let loc = m.metadata.add(Metadata::Di(Box::new(loc)));
        let f = DiNode::new(DiKind::File, false);
        let a = m.metadata.string(b"a.c");
        let d = m.metadata.string(b"/d");
        m.metadata.set(
            file,
            Metadata::Di(Box::new(f.with_op("filename", a).with_op("directory", d))),
        );
        let mut numbering = Numbering::default();
        numbering.md_slots.insert(file, 0);
        numbering.md_slots.insert(scope, 7);
        numbering.md_slots.insert(loc, 1);
        let mut p = Printer {
            m: &m,
            out: String::new(),
            n: numbering.into(),
            local: LocalSlots::default(),
            func: None,
            inline_md: Vec::new(),
            budget: Default::default(),
        };
        p.md_node_body(loc);
        assert_eq!(p.out, "!DILocation(line: 3, column: 5, scope: !7)");
        p.out.clear();
        p.md_node_body(file);
        assert_eq!(p.out, r#"!DIFile(filename: "a.c", directory: "/d")"#);
        assert_eq!(
            DiNode::new(DiKind::DerivedType, false).int("dwarfAddressSpace"),
            Some(NONE)
        );
    }

    /// Numbering follows LLVM's internal operand order (DISubprogram: type
    /// before unit before containingType), expressions stay inline.
    #[test]
    fn module_numbering_uses_internal_operand_order() {
        let mut m = Module::new(b"n.ll");
        let di = |m: &mut Module, n: DiNode| m.metadata.add(Metadata::Di(Box::new(n)));
        let (a, d) = (m.metadata.string(b"a.c"), m.metadata.string(b"/d"));
        let file = di(
            &mut m,
            DiNode::new(DiKind::File, false)
                .with_op("filename", a)
                .with_op("directory", d),
        );
        let sp = m.metadata.reserve();
        let loc = di(
            &mut m,
            DiNode::new(DiKind::Location, false).with_op("scope", sp),
        );
        let empty = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: vec![],
        });
        let (int_name, i64t) = (m.metadata.string(b"int"), m.types.int(64));
        let c32 = m.consts.intern_raw(Const {
            ty: i64t,
            kind: ConstKind::Int(ApInt::from_u64(64, 32)),
        });
        let size = m.metadata.add(Metadata::Value(c32));
        let int = DiNode::new(DiKind::BasicType, false)
            .with_op("name", int_name)
            .with_op("size", size);
        let int = di(&mut m, int.with_int("encoding", 5));
        let cu = m.metadata.reserve();
        let g_name = m.metadata.string(b"g");
        let gv = DiNode::new(DiKind::GlobalVariable, true)
            .with_op("name", g_name)
            .with_op("scope", cu);
        let gv = di(
            &mut m,
            gv.with_op("file", file)
                .with_op("type", int)
                .with_int("isLocal", 1),
        );
        let expr = di(&mut m, DiNode::expression(vec![0x10, 1, 0x9f]));
        let gve = di(
            &mut m,
            DiNode::new(DiKind::GlobalVariableExpression, false)
                .with_op("var", gv)
                .with_op("expr", expr),
        );
        let globals = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: vec![Some(gve)],
        });
        let cu_node = DiNode::new(DiKind::CompileUnit, true)
            .with_int("language", 0x0c)
            .with_op("file", file);
        m.metadata.set(
            cu,
            Metadata::Di(Box::new(
                cu_node
                    .with_int("emissionKind", 1)
                    .with_op("globals", globals),
            )),
        );
        let f_name = m.metadata.string(b"f");
        let spn = DiNode::new(DiKind::Subprogram, true)
            .with_op("name", f_name)
            .with_op("scope", file);
        let spn = spn
            .with_op("file", file)
            .with_int("line", 2)
            .with_op("type", empty)
            .with_op("containingType", int);
        let spn = spn
            .with_int("spFlags", 8)
            .with_op("unit", cu)
            .with_op("retainedNodes", empty);
        m.metadata.set(sp, Metadata::Di(Box::new(spn)));
        m.named_metadata.push(llconv_ir::NamedMetadata {
            name: b"named"[..].into(),
            ops: vec![file, loc, sp],
        });
        let out = super::super::print(&m);
        let want = r#"source_filename = "n.ll"

!named = !{!0, !1, !2}

!0 = !DIFile(filename: "a.c", directory: "/d")
!1 = !DILocation(line: 0, scope: !2)
!2 = distinct !DISubprogram(name: "f", scope: !0, file: !0, line: 2, type: !3, containingType: !8, spFlags: DISPFlagDefinition, unit: !4, retainedNodes: !3)
!3 = !{}
!4 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!5 = !{!6}
!6 = !DIGlobalVariableExpression(var: !7, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!7 = distinct !DIGlobalVariable(name: "g", scope: !4, file: !0, type: !8, isLocal: true, isDefinition: true)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"#;
        assert_eq!(out.split_once('\n').unwrap().1, want);
    }

    /// Every DI node line of every `.expected` file in the corpus, read
    /// through the schemas and printed back.
    #[test]
    fn corpus_nodes_round_trip() {
        let dir = match std::env::var_os("LLCONV_CORPUS") {
            Some(d) => std::path::PathBuf::from(d),
            None => {
                std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
            }
        };
        if !dir.is_dir() {
            eprintln!("corpus not found; skipped");
            return;
        }
        let mut stack = vec![dir];
        let (mut total, mut bad) = (0, Vec::new());
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "expected") {
                    let Ok(text) = std::fs::read_to_string(&p) else {
                        continue;
                    };
                    let (n, b) = print_lines(&text);
                    total += n;
                    bad.extend(b.into_iter().map(|s| format!("{}:\n{s}", p.display())));
                }
            }
        }
        eprintln!("{total} nodes checked, {} differ", bad.len());
        assert!(total > 1000);
        assert!(bad.is_empty(), "{}", bad[..bad.len().min(20)].join("\n"));
    }
}
