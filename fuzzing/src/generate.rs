//! A generator of valid LLVM 22 modules from fuzzer bytes, in the manner of
//! wasm-smith: every choice is read from an [`arbitrary::Unstructured`],
//! and whatever the bytes, the result is a module `llvm-as-22` accepts.
//!
//! What it makes: identified structs (some opaque) and literal structs,
//! arrays and vectors over integers (odd widths included), `half`,
//! `float`, `double` and `ptr`; global variables with linkages,
//! `unnamed_addr`, alignment, sections and constant initializers
//! (aggregates, strings, `zeroinitializer`, `undef`/`poison`, addresses of
//! globals and functions, `getelementptr`/`ptrtoint`/`inttoptr`/`add`
//! constant expressions); aliases; declarations and definitions with
//! parameter, return and function attributes; function bodies whose
//! control flow is a spanning tree of blocks plus back edges to ancestors
//! (so a block's dominators are its tree ancestors, and every operand is
//! defined in a dominating position), with `phi`, integer and
//! floating-point arithmetic with their flags, comparisons, `select`,
//! casts, `alloca`/`load`/`store`, `getelementptr`, aggregate and vector
//! operations, calls, atomics, `freeze`, and `br`/`switch`/`ret`/
//! `unreachable`; named metadata, uniqued and distinct tuples, and
//! metadata attachments on instructions, functions and globals.
//!
//! The output is text; [`module_text`] is the whole interface.

use arbitrary::{Result, Unstructured};
use std::fmt::Write;

/// A valid module generated from `data` (any bytes give one).
pub fn module_text(data: &[u8]) -> String {
    let mut u = Unstructured::new(data);
    let mut g = Gen::default();
    // Running out of bytes is not an error for Unstructured (it yields
    // defaults); any other error is a bug in the generator.
    match g.module(&mut u) {
        Ok(()) => g.out,
        Err(e) => panic!("generator failed: {e}"),
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Ty {
    Int(u32),
    Half,
    Float,
    Double,
    Ptr,
    Array(u32, Box<Ty>),
    Vector(u32, Box<Ty>),
    Struct(Vec<Ty>),
    /// An identified struct, by index into `Gen::structs`.
    Named(usize),
}

impl Ty {
    fn is_int(&self) -> bool {
        matches!(self, Ty::Int(_))
    }
    fn is_float(&self) -> bool {
        matches!(self, Ty::Half | Ty::Float | Ty::Double)
    }
    fn is_aggregate(&self) -> bool {
        matches!(self, Ty::Array(..) | Ty::Struct(_) | Ty::Named(_))
    }
}

struct Global {
    name: String,
    ty: Ty,
    /// A declaration (`external global`), not a definition.
    external: bool,
}

struct Func {
    name: String,
    ret: Option<Ty>,
    params: Vec<Ty>,
}

#[derive(Clone)]
struct Val {
    name: String,
    ty: Ty,
    block: usize,
}

#[derive(Default)]
struct Gen {
    out: String,
    /// Identified structs: name and body (`None` when opaque).
    structs: Vec<(String, Option<Vec<Ty>>)>,
    globals: Vec<Global>,
    funcs: Vec<Func>,
    md_nodes: usize,
}

const INT_WIDTHS: &[u32] = &[1, 8, 16, 32, 64, 1, 8, 32, 64, 128, 7, 33];
const ALIGNS: &[u32] = &[1, 2, 4, 8, 16];

fn pick<'a, T>(u: &mut Unstructured, xs: &'a [T]) -> Result<&'a T> {
    Ok(&xs[u.choose_index(xs.len())?])
}

impl Gen {
    fn module(&mut self, u: &mut Unstructured) -> Result<()> {
        self.out.push_str("source_filename = \"gen.ll\"\n");
        if u.ratio(1, 2)? {
            self.out.push_str(
                "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n",
            );
        }
        self.out.push('\n');
        self.structs_(u)?;
        self.md_nodes = u.int_in_range(0..=6)?;
        let nglobals = u.int_in_range(0..=6)?;
        for i in 0..nglobals {
            let ty = self.sized_ty(u, 2)?;
            let external = u.ratio(1, 6)?;
            self.globals.push(Global {
                name: format!("@g{i}"),
                ty,
                external,
            });
        }
        let nfuncs = u.int_in_range(0..=5)?;
        for i in 0..nfuncs {
            let ret = if u.ratio(1, 3)? {
                None
            } else {
                Some(self.first_class(u)?)
            };
            let np = u.int_in_range(0..=4)?;
            let mut params = Vec::new();
            for _ in 0..np {
                params.push(self.first_class(u)?);
            }
            self.funcs.push(Func {
                name: format!("@f{i}"),
                ret,
                params,
            });
        }
        // Global variables (initializers may refer to any global or
        // function, defined before or after).
        for i in 0..self.globals.len() {
            self.global(u, i)?;
        }
        let defined: Vec<usize> = (0..self.globals.len())
            .filter(|&i| !self.globals[i].external)
            .collect();
        if !defined.is_empty() && u.ratio(1, 3)? {
            let i = *pick(u, &defined)?;
            let link = pick(u, &["", "internal ", "weak ", "private "])?;
            let ty = self.ty_str(&self.globals[i].ty);
            let _ = writeln!(
                self.out,
                "@a0 = {link}alias {ty}, ptr {}",
                self.globals[i].name
            );
        }
        self.out.push('\n');
        for i in 0..self.funcs.len() {
            self.function(u, i)?;
        }
        self.metadata(u)?;
        Ok(())
    }

    fn structs_(&mut self, u: &mut Unstructured) -> Result<()> {
        let n = u.int_in_range(0..=3)?;
        for i in 0..n {
            let name = if u.ratio(1, 4)? {
                format!("%\"struct.s {i}\"")
            } else {
                format!("%s{i}")
            };
            let body = if u.ratio(1, 5)? {
                None
            } else {
                let k = u.int_in_range(0..=4)?;
                let mut fields = Vec::new();
                for _ in 0..k {
                    fields.push(self.sized_ty(u, 2)?);
                }
                Some(fields)
            };
            let text = match &body {
                None => "opaque".to_string(),
                Some(f) => self.fields_str(f),
            };
            let _ = writeln!(self.out, "{name} = type {text}");
            self.structs.push((name, body));
        }
        if n > 0 {
            self.out.push('\n');
        }
        Ok(())
    }

    fn fields_str(&self, f: &[Ty]) -> String {
        if f.is_empty() {
            return "{}".into();
        }
        let parts: Vec<String> = f.iter().map(|t| self.ty_str(t)).collect();
        format!("{{ {} }}", parts.join(", "))
    }

    fn ty_str(&self, t: &Ty) -> String {
        match t {
            Ty::Int(w) => format!("i{w}"),
            Ty::Half => "half".into(),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
            Ty::Ptr => "ptr".into(),
            Ty::Array(n, e) => format!("[{n} x {}]", self.ty_str(e)),
            Ty::Vector(n, e) => format!("<{n} x {}>", self.ty_str(e)),
            Ty::Struct(f) => self.fields_str(f),
            Ty::Named(i) => self.structs[*i].0.clone(),
        }
    }

    fn scalar(&self, u: &mut Unstructured) -> Result<Ty> {
        Ok(match u.int_in_range(0..=9)? {
            0..=3 => Ty::Int(*pick(u, INT_WIDTHS)?),
            4 => Ty::Half,
            5 => Ty::Float,
            6 => Ty::Double,
            _ => Ty::Ptr,
        })
    }

    /// A first-class type for values: scalars mostly, some vectors and
    /// aggregates.
    fn first_class(&self, u: &mut Unstructured) -> Result<Ty> {
        Ok(match u.int_in_range(0..=9)? {
            0..=6 => self.scalar(u)?,
            7 => self.vector(u)?,
            _ => self.sized_ty(u, 1)?,
        })
    }

    fn vector(&self, u: &mut Unstructured) -> Result<Ty> {
        let n = *pick(u, &[1u32, 2, 4, 8])?;
        Ok(Ty::Vector(n, Box::new(self.scalar(u)?)))
    }

    /// A sized type (no opaque struct inside), nesting at most `depth`.
    fn sized_ty(&self, u: &mut Unstructured, depth: u32) -> Result<Ty> {
        if depth == 0 {
            return self.scalar(u);
        }
        Ok(match u.int_in_range(0..=9)? {
            0..=4 => self.scalar(u)?,
            5 => self.vector(u)?,
            6 => Ty::Array(
                u.int_in_range(0..=4)?,
                Box::new(self.sized_ty(u, depth - 1)?),
            ),
            7 => {
                let k = u.int_in_range(0..=3)?;
                let mut f = Vec::new();
                for _ in 0..k {
                    f.push(self.sized_ty(u, depth - 1)?);
                }
                Ty::Struct(f)
            }
            _ => {
                let sized: Vec<usize> = (0..self.structs.len())
                    .filter(|&i| self.structs[i].1.is_some())
                    .collect();
                if sized.is_empty() {
                    self.scalar(u)?
                } else {
                    Ty::Named(*pick(u, &sized)?)
                }
            }
        })
    }

    fn fields(&self, t: &Ty) -> Option<Vec<Ty>> {
        match t {
            Ty::Struct(f) => Some(f.clone()),
            Ty::Named(i) => self.structs[*i].1.clone(),
            _ => None,
        }
    }

    fn int_lit(u: &mut Unstructured, w: u32) -> Result<String> {
        if w == 1 {
            return Ok(if u.arbitrary()? { "true" } else { "false" }.into());
        }
        let raw: u128 = match u.int_in_range(0..=3)? {
            0 => u.int_in_range(0..=8)?,
            1 => u128::MAX,
            _ => u.arbitrary()?,
        };
        let v = if w >= 128 {
            raw as i128
        } else {
            let shift = 128 - w;
            ((raw << shift) as i128) >> shift
        };
        Ok(v.to_string())
    }

    fn float_lit(u: &mut Unstructured, t: &Ty) -> Result<String> {
        let simple = ["0.0", "1.0", "-1.0", "2.5", "-0.0", "0.5"];
        if u.ratio(1, 2)? {
            return Ok(pick(u, &simple)?.to_string());
        }
        Ok(match t {
            Ty::Half => format!("0xH{:04X}", u.arbitrary::<u16>()?),
            Ty::Float => {
                let f = f32::from_bits(u.arbitrary()?);
                let f = if f.is_nan() { 1.5 } else { f };
                format!("0x{:016X}", (f as f64).to_bits())
            }
            _ => format!("0x{:016X}", u.arbitrary::<u64>()?),
        })
    }

    /// A constant of type `t` (without the type), nesting at most `depth`.
    fn constant(&self, u: &mut Unstructured, t: &Ty, depth: u32) -> Result<String> {
        match u.int_in_range(0..=19)? {
            0 => return Ok("undef".into()),
            1 => return Ok("poison".into()),
            2 => return Ok("zeroinitializer".into()),
            _ => {}
        }
        Ok(match t {
            Ty::Int(w) => {
                if *w == 64 && depth > 0 && u.ratio(1, 5)? {
                    self.int_constexpr(u, depth)?
                } else {
                    Self::int_lit(u, *w)?
                }
            }
            Ty::Half | Ty::Float | Ty::Double => Self::float_lit(u, t)?,
            Ty::Ptr => self.ptr_constant(u, depth)?,
            Ty::Array(n, e) => {
                if **e == Ty::Int(8) && u.ratio(1, 2)? {
                    let mut s = String::from("c\"");
                    for _ in 0..*n {
                        let b: u8 = u.arbitrary()?;
                        if b.is_ascii_alphanumeric() {
                            s.push(b as char);
                        } else {
                            let _ = write!(s, "\\{b:02X}");
                        }
                    }
                    s.push('"');
                    s
                } else {
                    let mut parts = Vec::new();
                    for _ in 0..*n {
                        parts.push(self.typed_constant(u, e, depth.saturating_sub(1))?);
                    }
                    format!("[{}]", parts.join(", "))
                }
            }
            Ty::Vector(n, e) => {
                let mut parts = Vec::new();
                for _ in 0..*n {
                    let c = if u.ratio(1, 8)? {
                        "poison".to_string()
                    } else {
                        self.scalar_constant(u, e)?
                    };
                    parts.push(format!("{} {c}", self.ty_str(e)));
                }
                format!("<{}>", parts.join(", "))
            }
            Ty::Struct(_) | Ty::Named(_) => {
                let f = self.fields(t).expect("sized struct");
                if f.is_empty() {
                    return Ok("zeroinitializer".into());
                }
                let mut parts = Vec::new();
                for ft in &f {
                    parts.push(self.typed_constant(u, ft, depth.saturating_sub(1))?);
                }
                format!("{{ {} }}", parts.join(", "))
            }
        })
    }

    fn typed_constant(&self, u: &mut Unstructured, t: &Ty, depth: u32) -> Result<String> {
        Ok(format!(
            "{} {}",
            self.ty_str(t),
            self.constant(u, t, depth)?
        ))
    }

    /// A plain scalar literal (no expressions, no undef).
    fn scalar_constant(&self, u: &mut Unstructured, t: &Ty) -> Result<String> {
        Ok(match t {
            Ty::Int(w) => Self::int_lit(u, *w)?,
            Ty::Ptr => {
                if !self.globals.is_empty() && u.arbitrary()? {
                    self.globals[u.choose_index(self.globals.len())?]
                        .name
                        .clone()
                } else {
                    "null".into()
                }
            }
            _ if t.is_float() => Self::float_lit(u, t)?,
            _ => "zeroinitializer".into(),
        })
    }

    fn ptr_constant(&self, u: &mut Unstructured, depth: u32) -> Result<String> {
        let nglob = self.globals.len();
        let nfunc = self.funcs.len();
        Ok(match u.int_in_range(0..=5)? {
            0 | 1 if nglob > 0 => self.globals[u.choose_index(nglob)?].name.clone(),
            2 if nfunc > 0 => self.funcs[u.choose_index(nfunc)?].name.clone(),
            3 if nglob > 0 && depth > 0 => {
                let g = &self.globals[u.choose_index(nglob)?];
                let (src, idx) = self.gep_path(u, &g.ty)?;
                let inb = if u.arbitrary()? { "inbounds " } else { "" };
                format!("getelementptr {inb}({src}, ptr {}{idx})", g.name)
            }
            4 if depth > 0 => {
                let v = Self::int_lit(u, 64)?;
                format!("inttoptr (i64 {v} to ptr)")
            }
            _ => "null".into(),
        })
    }

    fn int_constexpr(&self, u: &mut Unstructured, depth: u32) -> Result<String> {
        let p = self.ptr_constant(u, depth - 1)?;
        let base = format!("ptrtoint (ptr {p} to i64)");
        Ok(match u.int_in_range(0..=2)? {
            0 => base,
            1 => {
                let op = pick(u, &["add", "sub", "xor"])?;
                let k = Self::int_lit(u, 64)?;
                format!("{op} (i64 {base}, i64 {k})")
            }
            _ => {
                let k = Self::int_lit(u, 64)?;
                format!("sub (i64 {k}, i64 {base})")
            }
        })
    }

    /// A GEP source type and constant index list (", i64 0, i32 1", ...)
    /// through `t`.
    fn gep_path(&self, u: &mut Unstructured, t: &Ty) -> Result<(String, String)> {
        let mut idx = format!(", i64 {}", u.int_in_range(0..=2)?);
        let mut cur = t.clone();
        for _ in 0..u.int_in_range(0..=3)? {
            match &cur {
                Ty::Array(n, e) => {
                    let _ = write!(idx, ", i64 {}", u.int_in_range(0..=(*n).max(1))?);
                    cur = (**e).clone();
                }
                Ty::Struct(_) | Ty::Named(_) => {
                    let f = self.fields(&cur).expect("sized");
                    if f.is_empty() {
                        break;
                    }
                    let i = u.choose_index(f.len())?;
                    let _ = write!(idx, ", i32 {i}");
                    cur = f[i].clone();
                }
                _ => break,
            }
        }
        Ok((self.ty_str(t), idx))
    }

    fn global(&mut self, u: &mut Unstructured, i: usize) -> Result<()> {
        let g = &self.globals[i];
        let ty = self.ty_str(&g.ty);
        let name = g.name.clone();
        let gty = g.ty.clone();
        if g.external {
            let _ = writeln!(self.out, "{name} = external global {ty}");
            return Ok(());
        }
        let link = pick(
            u,
            &[
                "",
                "",
                "internal ",
                "private ",
                "weak ",
                "linkonce_odr ",
                "weak_odr ",
            ],
        )?;
        let ua = pick(u, &["", "", "unnamed_addr ", "local_unnamed_addr "])?;
        let kind = if u.arbitrary()? { "constant" } else { "global" };
        let init = self.constant(u, &gty, 2)?;
        let mut line = format!("{name} = {link}{ua}{kind} {ty} {init}");
        if u.ratio(1, 4)? {
            line.push_str(", section \".data.fz\"");
        }
        if u.arbitrary()? {
            let _ = write!(line, ", align {}", pick(u, ALIGNS)?);
        }
        if self.md_nodes > 0 && u.ratio(1, 4)? {
            let _ = write!(line, ", !fz.g !{}", u.choose_index(self.md_nodes)?);
        }
        let _ = writeln!(self.out, "{line}");
        Ok(())
    }

    fn param_attrs(u: &mut Unstructured, t: &Ty) -> Result<String> {
        let mut s = String::new();
        if u.ratio(1, 3)? {
            s.push_str(" noundef");
        }
        match t {
            Ty::Ptr => {
                for a in [" nonnull", " noalias", " readonly", " captures(none)"] {
                    if u.ratio(1, 4)? {
                        s.push_str(a);
                    }
                }
                if u.ratio(1, 4)? {
                    let _ = write!(s, " align {}", pick(u, ALIGNS)?);
                }
            }
            Ty::Int(w) if *w < 32 => {
                let ext = [" zeroext", " signext", "", "", "", ""];
                s.push_str(pick(u, &ext)?);
            }
            _ => {}
        }
        Ok(s)
    }

    fn fn_attrs(u: &mut Unstructured) -> Result<String> {
        let mut s = String::new();
        for a in [
            " nounwind",
            " noinline",
            " willreturn",
            " nosync",
            " nofree",
            " mustprogress",
            " \"fz-key\"=\"v\"",
            " memory(read)",
        ] {
            if u.ratio(1, 4)? {
                s.push_str(a);
            }
        }
        Ok(s)
    }

    fn function(&mut self, u: &mut Unstructured, fi: usize) -> Result<()> {
        let define = u.ratio(3, 4)?;
        let f = &self.funcs[fi];
        let ret = f.ret.clone();
        let params = f.params.clone();
        let name = f.name.clone();
        let ret_s = match &ret {
            None => "void".to_string(),
            Some(t) => {
                let mut s = self.ty_str(t);
                if u.ratio(1, 4)? {
                    s = format!("noundef {s}");
                }
                s
            }
        };
        // Parameters: named `%aN` or numbered from 0.
        let mut next_num = 0u32;
        let mut vals = Vec::new();
        let mut ps = Vec::new();
        for (k, t) in params.iter().enumerate() {
            let attrs = Self::param_attrs(u, t)?;
            if define {
                let n = if u.arbitrary()? {
                    let n = format!("%{next_num}");
                    next_num += 1;
                    n
                } else {
                    format!("%a{k}")
                };
                ps.push(format!("{}{attrs} {n}", self.ty_str(t)));
                vals.push(Val {
                    name: n,
                    ty: t.clone(),
                    block: 0,
                });
            } else {
                ps.push(format!("{}{attrs}", self.ty_str(t)));
            }
        }
        let attrs = Self::fn_attrs(u)?;
        if !define {
            let _ = writeln!(
                self.out,
                "declare {ret_s} {name}({}){attrs}\n",
                ps.join(", ")
            );
            return Ok(());
        }
        let link = pick(u, &["", "", "internal ", "linkonce_odr ", "weak "])?;
        let mut head = format!("define {link}{ret_s} {name}({}){attrs}", ps.join(", "));
        if self.md_nodes > 0 && u.ratio(1, 4)? {
            let _ = write!(head, " !fz.f !{}", u.choose_index(self.md_nodes)?);
        }
        let _ = writeln!(self.out, "{head} {{");
        let mut fb = FnBody {
            vals,
            next_num,
            next_name: 0,
            entry_num: 0,
            ret,
            block: 0,
            anc: Vec::new(),
        };
        self.body(u, &mut fb)?;
        self.out.push_str("}\n\n");
        Ok(())
    }

    fn body(&mut self, u: &mut Unstructured, fb: &mut FnBody) -> Result<()> {
        let n: usize = u.int_in_range(1..=6)?;
        // The spanning tree: parent of block i > 0 is an earlier block.
        let mut parent = vec![usize::MAX; n];
        let mut anc: Vec<Vec<bool>> = vec![vec![false; n]; n];
        anc[0][0] = true;
        for i in 1..n {
            parent[i] = u.choose_index(i)?;
            anc[i] = anc[parent[i]].clone();
            anc[i][i] = true;
        }
        // Terminators: each block's successors include its tree children;
        // extra successors are back edges to ancestors (never the entry).
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut kinds = vec![0u8; n];
        for b in 0..n {
            let children: Vec<usize> = (b + 1..n).filter(|&c| parent[c] == b).collect();
            let back: Vec<usize> = (1..=b).filter(|&a| anc[b][a]).collect();
            let mut s = children.clone();
            let extra = |u: &mut Unstructured, s: &mut Vec<usize>| -> Result<()> {
                if !back.is_empty() && (children.is_empty() || u.ratio(1, 2)?) {
                    s.push(*pick(u, &back)?);
                } else if !children.is_empty() {
                    s.push(*pick(u, &children)?);
                }
                Ok(())
            };
            // kinds: 0 ret, 1 unreachable, 2 br, 3 condbr, 4 switch
            let kind = match s.len() {
                0 => match u.int_in_range(0..=5)? {
                    0 if !back.is_empty() => {
                        extra(u, &mut s)?;
                        2
                    }
                    1 => 1,
                    2 if !back.is_empty() => {
                        extra(u, &mut s)?;
                        extra(u, &mut s)?;
                        3
                    }
                    _ => 0,
                },
                1 => match u.int_in_range(0..=2)? {
                    0 => 2,
                    1 => {
                        extra(u, &mut s)?;
                        if s.len() == 1 {
                            s.push(s[0]);
                        }
                        3
                    }
                    _ => {
                        for _ in 0..u.int_in_range(0..=2)? {
                            extra(u, &mut s)?;
                        }
                        4
                    }
                },
                2 if u.arbitrary()? => 3,
                _ => {
                    for _ in 0..u.int_in_range(0..=1)? {
                        extra(u, &mut s)?;
                    }
                    4
                }
            };
            kinds[b] = kind;
            succs[b] = s;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        // The entry block is unnamed (it takes the next number).
        fb.entry_num = fb.next_num;
        fb.next_num += 1;
        for b in 0..n {
            fb.block = b;
            fb.anc = anc[b].clone();
            if b > 0 {
                let _ = writeln!(self.out, "\nbb{b}:");
            }
            // Phis: incoming values from strict ancestors (which dominate
            // every predecessor), the same value for repeated edges.
            if !preds[b].is_empty() {
                for _ in 0..u.int_in_range(0..=2)? {
                    let t = self.first_class(u)?;
                    let mut strict = anc[b].clone();
                    strict[b] = false;
                    let mut seen: Vec<(usize, String)> = Vec::new();
                    let mut parts = Vec::new();
                    for &p in &preds[b] {
                        let v = match seen.iter().find(|(q, _)| *q == p) {
                            Some((_, v)) => v.clone(),
                            None => {
                                let v = self.operand_in(u, fb, &t, &strict)?;
                                seen.push((p, v.clone()));
                                v
                            }
                        };
                        parts.push(format!("[ {v}, {} ]", fb.label(p)));
                    }
                    let name = fb.fresh(u)?;
                    let _ = writeln!(
                        self.out,
                        "  {name} = phi {} {}",
                        self.ty_str(&t),
                        parts.join(", ")
                    );
                    fb.vals.push(Val {
                        name,
                        ty: t,
                        block: b,
                    });
                }
            }
            for _ in 0..u.int_in_range(0..=8)? {
                self.instruction(u, fb)?;
            }
            self.terminator(u, fb, kinds[b], &succs[b])?;
        }
        Ok(())
    }

    /// An operand of type `t` usable in the current block: an available
    /// value or a constant.
    fn operand(&self, u: &mut Unstructured, fb: &FnBody, t: &Ty) -> Result<String> {
        let avail = fb.anc.clone();
        self.operand_in(u, fb, t, &avail)
    }

    fn operand_in(
        &self,
        u: &mut Unstructured,
        fb: &FnBody,
        t: &Ty,
        blocks: &[bool],
    ) -> Result<String> {
        let cands: Vec<&Val> = fb
            .vals
            .iter()
            .filter(|v| v.ty == *t && blocks[v.block])
            .collect();
        if !cands.is_empty() && u.ratio(3, 4)? {
            return Ok(cands[u.choose_index(cands.len())?].name.clone());
        }
        if t.is_aggregate() || matches!(t, Ty::Vector(..)) {
            return self.constant(u, t, 1);
        }
        match u.int_in_range(0..=9)? {
            0 => Ok("poison".into()),
            1 => Ok("undef".into()),
            _ => self.scalar_constant(u, t),
        }
    }

    /// A value of some type already available, or a fresh scalar type.
    fn some_ty(
        &self,
        u: &mut Unstructured,
        fb: &FnBody,
        f: impl Fn(&Ty) -> bool,
    ) -> Result<Option<Ty>> {
        let cands: Vec<&Val> = fb
            .vals
            .iter()
            .filter(|v| f(&v.ty) && fb.anc[v.block])
            .collect();
        if cands.is_empty() || u.ratio(1, 4)? {
            let t = self.first_class(u)?;
            return Ok(f(&t).then_some(t));
        }
        Ok(Some(cands[u.choose_index(cands.len())?].ty.clone()))
    }

    fn attach(&self, u: &mut Unstructured) -> Result<String> {
        if self.md_nodes > 0 && u.ratio(1, 5)? {
            let kind = pick(u, &["fz.a", "fz.b", "fz.c"])?;
            return Ok(format!(", !{kind} !{}", u.choose_index(self.md_nodes)?));
        }
        Ok(String::new())
    }

    fn instruction(&mut self, u: &mut Unstructured, fb: &mut FnBody) -> Result<()> {
        let (text, ty) = match u.int_in_range(0..=21)? {
            0..=2 => {
                let Some(t) = self.some_ty(u, fb, |t| {
                    t.is_int() || matches!(t, Ty::Vector(_, e) if e.is_int())
                })?
                else {
                    return Ok(());
                };
                let op = *pick(
                    u,
                    &[
                        "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
                        "and", "or", "xor",
                    ],
                )?;
                let flags = match op {
                    "add" | "sub" | "mul" | "shl" => *pick(u, &["", "nuw ", "nsw ", "nuw nsw "])?,
                    "udiv" | "sdiv" | "lshr" | "ashr" => *pick(u, &["", "exact "])?,
                    "or" => *pick(u, &["", "disjoint "])?,
                    _ => "",
                };
                let a = self.operand(u, fb, &t)?;
                let b = self.operand(u, fb, &t)?;
                (format!("{op} {flags}{} {a}, {b}", self.ty_str(&t)), Some(t))
            }
            3 | 4 => {
                let Some(t) = self.some_ty(u, fb, |t| {
                    t.is_float() || matches!(t, Ty::Vector(_, e) if e.is_float())
                })?
                else {
                    return Ok(());
                };
                let op = *pick(u, &["fadd", "fsub", "fmul", "fdiv", "frem", "fneg"])?;
                let fmf = *pick(
                    u,
                    &[
                        "",
                        "",
                        "fast ",
                        "nnan ",
                        "ninf nsz ",
                        "arcp contract afn ",
                        "reassoc ",
                    ],
                )?;
                let a = self.operand(u, fb, &t)?;
                if op == "fneg" {
                    (format!("fneg {fmf}{} {a}", self.ty_str(&t)), Some(t))
                } else {
                    let b = self.operand(u, fb, &t)?;
                    (format!("{op} {fmf}{} {a}, {b}", self.ty_str(&t)), Some(t))
                }
            }
            5 => {
                let Some(t) = self.some_ty(u, fb, |t| t.is_int() || *t == Ty::Ptr)? else {
                    return Ok(());
                };
                let p = *pick(
                    u,
                    &[
                        "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
                    ],
                )?;
                let ss = if t.is_int() && u.ratio(1, 4)? {
                    "samesign "
                } else {
                    ""
                };
                let a = self.operand(u, fb, &t)?;
                let b = self.operand(u, fb, &t)?;
                (
                    format!("icmp {ss}{p} {} {a}, {b}", self.ty_str(&t)),
                    Some(Ty::Int(1)),
                )
            }
            6 => {
                let Some(t) = self.some_ty(u, fb, |t| t.is_float())? else {
                    return Ok(());
                };
                let p = *pick(
                    u,
                    &[
                        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                        "uge", "ult", "ule", "une", "uno", "true",
                    ],
                )?;
                let a = self.operand(u, fb, &t)?;
                let b = self.operand(u, fb, &t)?;
                (
                    format!("fcmp {p} {} {a}, {b}", self.ty_str(&t)),
                    Some(Ty::Int(1)),
                )
            }
            7 => {
                let t = self.first_class(u)?;
                let c = self.operand(u, fb, &Ty::Int(1))?;
                let a = self.operand(u, fb, &t)?;
                let b = self.operand(u, fb, &t)?;
                let ts = self.ty_str(&t);
                (format!("select i1 {c}, {ts} {a}, {ts} {b}"), Some(t))
            }
            8 | 9 => {
                let Some((text, t)) = self.cast(u, fb)? else {
                    return Ok(());
                };
                (text, Some(t))
            }
            10 => {
                let t = self.sized_ty(u, 1)?;
                let mut s = format!("alloca {}", self.ty_str(&t));
                if u.ratio(1, 3)? {
                    let n = self.operand(u, fb, &Ty::Int(32))?;
                    let _ = write!(s, ", i32 {n}");
                }
                if u.arbitrary()? {
                    let _ = write!(s, ", align {}", pick(u, ALIGNS)?);
                }
                (s, Some(Ty::Ptr))
            }
            11 | 12 => {
                let t = self.first_class(u)?;
                let p = self.operand(u, fb, &Ty::Ptr)?;
                let vol = if u.ratio(1, 5)? { "volatile " } else { "" };
                let al = pick(u, ALIGNS)?;
                (
                    format!("load {vol}{}, ptr {p}, align {al}", self.ty_str(&t)),
                    Some(t),
                )
            }
            13 | 14 => {
                let t = self.some_ty(u, fb, |_| true)?.unwrap_or(Ty::Int(32));
                let v = self.operand(u, fb, &t)?;
                let p = self.operand(u, fb, &Ty::Ptr)?;
                let vol = if u.ratio(1, 5)? { "volatile " } else { "" };
                let al = pick(u, ALIGNS)?;
                (
                    format!("store {vol}{} {v}, ptr {p}, align {al}", self.ty_str(&t)),
                    None,
                )
            }
            15 => {
                let t = self.sized_ty(u, 2)?;
                let p = self.operand(u, fb, &Ty::Ptr)?;
                let (src, mut idx) = self.gep_path(u, &t)?;
                // Replace the first index by a variable one at times.
                if u.arbitrary()? {
                    let v = self.operand(u, fb, &Ty::Int(64))?;
                    let rest = idx.split_once(", ").map(|x| x.1).unwrap_or("");
                    let rest = rest
                        .split_once(", ")
                        .map(|x| format!(", {}", x.1))
                        .unwrap_or_default();
                    idx = format!(", i64 {v}{rest}");
                }
                let fl = *pick(u, &["", "inbounds ", "nuw ", "nusw ", "inbounds nuw "])?;
                (
                    format!("getelementptr {fl}{src}, ptr {p}{idx}"),
                    Some(Ty::Ptr),
                )
            }
            16 => {
                // extractvalue / insertvalue on a struct or array.
                let t = self.sized_ty(u, 2)?;
                let path = match &t {
                    Ty::Array(n, e) if *n > 0 => {
                        Some((u.choose_index(*n as usize)?, (**e).clone()))
                    }
                    Ty::Struct(_) | Ty::Named(_) => {
                        let f = self.fields(&t).expect("sized");
                        if f.is_empty() {
                            None
                        } else {
                            let i = u.choose_index(f.len())?;
                            Some((i, f[i].clone()))
                        }
                    }
                    _ => None,
                };
                let Some((i, et)) = path else {
                    return Ok(());
                };
                let agg = self.operand(u, fb, &t)?;
                let ts = self.ty_str(&t);
                if u.arbitrary()? {
                    (format!("extractvalue {ts} {agg}, {i}"), Some(et))
                } else {
                    let v = self.operand(u, fb, &et)?;
                    (
                        format!("insertvalue {ts} {agg}, {} {v}, {i}", self.ty_str(&et)),
                        Some(t),
                    )
                }
            }
            17 => {
                let t = self.vector(u)?;
                let Ty::Vector(n, e) = &t else { unreachable!() };
                let ts = self.ty_str(&t);
                let es = self.ty_str(e);
                let v = self.operand(u, fb, &t)?;
                match u.int_in_range(0..=2)? {
                    0 => {
                        let i = self.operand(u, fb, &Ty::Int(64))?;
                        (
                            format!("extractelement {ts} {v}, i64 {i}"),
                            Some((**e).clone()),
                        )
                    }
                    1 => {
                        let x = self.operand(u, fb, e)?;
                        let i = u.int_in_range(0..=*n - 1)?;
                        (
                            format!("insertelement {ts} {v}, {es} {x}, i32 {i}"),
                            Some(t.clone()),
                        )
                    }
                    _ => {
                        let w = self.operand(u, fb, &t)?;
                        let m = *pick(u, &[1u32, 2, 4])?;
                        let mut mask = Vec::new();
                        for _ in 0..m {
                            if u.ratio(1, 6)? {
                                mask.push("i32 poison".to_string());
                            } else {
                                mask.push(format!("i32 {}", u.int_in_range(0..=2 * n - 1)?));
                            }
                        }
                        let rt = Ty::Vector(m, e.clone());
                        (
                            format!(
                                "shufflevector {ts} {v}, {ts} {w}, <{m} x i32> <{}>",
                                mask.join(", ")
                            ),
                            Some(rt),
                        )
                    }
                }
            }
            18 | 19 => {
                if self.funcs.is_empty() {
                    return Ok(());
                }
                let f = &self.funcs[u.choose_index(self.funcs.len())?];
                let (name, ret, params) = (f.name.clone(), f.ret.clone(), f.params.clone());
                let mut args = Vec::new();
                for p in &params {
                    args.push(format!("{} {}", self.ty_str(p), self.operand(u, fb, p)?));
                }
                let tail = *pick(u, &["", "", "tail ", "notail "])?;
                let rs = ret
                    .as_ref()
                    .map(|t| self.ty_str(t))
                    .unwrap_or("void".into());
                (format!("{tail}call {rs} {name}({})", args.join(", ")), ret)
            }
            20 => {
                let t = self
                    .some_ty(u, fb, |t| !t.is_aggregate())?
                    .unwrap_or(Ty::Int(8));
                let v = self.operand(u, fb, &t)?;
                (format!("freeze {} {v}", self.ty_str(&t)), Some(t))
            }
            _ => {
                let w = *pick(u, &[8u32, 16, 32, 64])?;
                let t = Ty::Int(w);
                let p = self.operand(u, fb, &Ty::Ptr)?;
                let a = self.operand(u, fb, &t)?;
                match u.int_in_range(0..=2)? {
                    0 => {
                        let op = pick(
                            u,
                            &[
                                "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
                                "umax", "umin",
                            ],
                        )?;
                        let ord = pick(
                            u,
                            &["monotonic", "acquire", "release", "acq_rel", "seq_cst"],
                        )?;
                        (
                            format!("atomicrmw {op} ptr {p}, i{w} {a} {ord}, align {}", w / 8),
                            Some(t),
                        )
                    }
                    1 => {
                        let b = self.operand(u, fb, &t)?;
                        let (s, f) = *pick(
                            u,
                            &[
                                ("seq_cst", "seq_cst"),
                                ("acq_rel", "acquire"),
                                ("monotonic", "monotonic"),
                                ("release", "monotonic"),
                            ],
                        )?;
                        let weak = if u.arbitrary()? { "weak " } else { "" };
                        (
                            format!(
                                "cmpxchg {weak}ptr {p}, i{w} {a}, i{w} {b} {s} {f}, align {}",
                                w / 8
                            ),
                            Some(Ty::Struct(vec![t, Ty::Int(1)])),
                        )
                    }
                    _ => {
                        let ord = pick(u, &["acquire", "release", "acq_rel", "seq_cst"])?;
                        (format!("fence {ord}"), None)
                    }
                }
            }
        };
        let att = self.attach(u)?;
        match ty {
            Some(t) if !text.starts_with("store") && !text.starts_with("fence") => {
                let name = fb.fresh(u)?;
                let _ = writeln!(self.out, "  {name} = {text}{att}");
                fb.vals.push(Val {
                    name,
                    ty: t,
                    block: fb.block,
                });
            }
            _ => {
                let _ = writeln!(self.out, "  {text}{att}");
            }
        }
        Ok(())
    }

    fn cast(&self, u: &mut Unstructured, fb: &FnBody) -> Result<Option<(String, Ty)>> {
        let Some(src) = self.some_ty(u, fb, |t| t.is_int() || t.is_float() || *t == Ty::Ptr)?
        else {
            return Ok(None);
        };
        let v = self.operand(u, fb, &src)?;
        let ss = self.ty_str(&src);
        let (op, dst) = match &src {
            Ty::Int(w) => match u.int_in_range(0..=4)? {
                0 if *w > 1 => {
                    let d = u.int_in_range(1..=*w - 1)?;
                    (*pick(u, &["trunc", "trunc nuw", "trunc nsw"])?, Ty::Int(d))
                }
                1 | 2 if *w < 128 => {
                    let d = u.int_in_range(*w + 1..=128)?;
                    (*pick(u, &["zext", "sext", "zext nneg"])?, Ty::Int(d))
                }
                3 => (
                    *pick(u, &["sitofp", "uitofp", "uitofp nneg"])?,
                    self.float_ty(u)?,
                ),
                4 if *w == 64 => ("inttoptr", Ty::Ptr),
                _ if *w == 32 => ("bitcast", Ty::Float),
                _ if *w == 16 => ("bitcast", Ty::Half),
                _ => return Ok(None),
            },
            Ty::Ptr => ("ptrtoint", Ty::Int(*pick(u, &[8u32, 32, 64, 128])?)),
            f => {
                let rank = |t: &Ty| match t {
                    Ty::Half => 0,
                    Ty::Float => 1,
                    _ => 2,
                };
                let d = self.float_ty(u)?;
                match u.int_in_range(0..=2)? {
                    0 if rank(&d) > rank(f) => ("fpext", d),
                    1 if rank(&d) < rank(f) => ("fptrunc", d),
                    _ => (
                        *pick(u, &["fptosi", "fptoui"])?,
                        Ty::Int(*pick(u, INT_WIDTHS)?),
                    ),
                }
            }
        };
        let dst_s = self.ty_str(&dst);
        Ok(Some((format!("{op} {ss} {v} to {dst_s}"), dst)))
    }

    fn float_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        Ok(pick(u, &[Ty::Half, Ty::Float, Ty::Double])?.clone())
    }

    fn terminator(
        &mut self,
        u: &mut Unstructured,
        fb: &mut FnBody,
        kind: u8,
        succs: &[usize],
    ) -> Result<()> {
        let att = self.attach(u)?;
        let text = match kind {
            0 => match fb.ret.clone() {
                None => "ret void".to_string(),
                Some(t) => format!("ret {} {}", self.ty_str(&t), self.operand(u, fb, &t)?),
            },
            1 => "unreachable".to_string(),
            2 => format!("br label {}", fb.label(succs[0])),
            3 => {
                let c = self.operand(u, fb, &Ty::Int(1))?;
                format!(
                    "br i1 {c}, label {}, label {}",
                    fb.label(succs[0]),
                    fb.label(succs[1])
                )
            }
            _ => {
                let w = *pick(u, &[8u32, 32, 64])?;
                let c = self.operand(u, fb, &Ty::Int(w))?;
                let mut s = format!("switch i{w} {c}, label {} [", fb.label(succs[0]));
                let mut used = Vec::new();
                for &t in &succs[1..] {
                    let mut k: i64 = u.int_in_range(-3..=100)?;
                    while used.contains(&k) {
                        k += 1;
                    }
                    used.push(k);
                    let _ = write!(s, "\n    i{w} {k}, label {}", fb.label(t));
                }
                s.push_str("\n  ]");
                s
            }
        };
        let _ = writeln!(self.out, "  {text}{att}");
        Ok(())
    }

    fn metadata(&mut self, u: &mut Unstructured) -> Result<()> {
        if self.md_nodes == 0 {
            return Ok(());
        }
        self.out.push('\n');
        let mut named = Vec::new();
        for i in 0..self.md_nodes {
            if u.arbitrary()? {
                named.push(format!("!{i}"));
            }
        }
        let _ = writeln!(self.out, "!fz.named = !{{{}}}", named.join(", "));
        for i in 0..self.md_nodes {
            let distinct = if u.ratio(1, 4)? { "distinct " } else { "" };
            let mut ops = Vec::new();
            for _ in 0..u.int_in_range(0..=4)? {
                ops.push(match u.int_in_range(0..=5)? {
                    0 => "null".to_string(),
                    1 => format!("!\"s{}\"", u.int_in_range(0..=9)?),
                    // Uniqued nodes refer only to earlier nodes: LLVM
                    // merges uniqued cycles in ways the model does not
                    // follow (see the README's Fuzzing section).
                    2 if distinct.is_empty() && i > 0 => format!("!{}", u.choose_index(i)?),
                    2 if !distinct.is_empty() => format!("!{}", u.choose_index(self.md_nodes)?),
                    3 => format!("i32 {}", Self::int_lit(u, 32)?),
                    4 if !self.globals.is_empty() => {
                        format!(
                            "ptr {}",
                            self.globals[u.choose_index(self.globals.len())?].name
                        )
                    }
                    _ => {
                        let t = self.scalar(u)?;
                        let c = self.scalar_constant(u, &t)?;
                        format!("{} {c}", self.ty_str(&t))
                    }
                });
            }
            let _ = writeln!(self.out, "!{i} = {distinct}!{{{}}}", ops.join(", "));
        }
        Ok(())
    }
}

struct FnBody {
    vals: Vec<Val>,
    next_num: u32,
    next_name: u32,
    /// The entry block's number (it has no label).
    entry_num: u32,
    ret: Option<Ty>,
    block: usize,
    /// Blocks whose values dominate the current block (its tree ancestors
    /// and itself).
    anc: Vec<bool>,
}

impl FnBody {
    /// A block's label as an operand.
    fn label(&self, b: usize) -> String {
        if b == 0 {
            format!("%{}", self.entry_num)
        } else {
            format!("%bb{b}")
        }
    }

    /// A fresh value name: numbered in order of definition, or `%vN`.
    fn fresh(&mut self, u: &mut Unstructured) -> Result<String> {
        if u.ratio(1, 3)? {
            let n = format!("%{}", self.next_num);
            self.next_num += 1;
            Ok(n)
        } else {
            let n = format!("%v{}", self.next_name);
            self.next_name += 1;
            Ok(n)
        }
    }
}
