//! The checks `llvm-as` makes of an inline-asm callee: its constraint
//! string must parse (as LLVM's `InlineAsm::ParseConstraints` reads it) and
//! agree with the call's function type. Only calls reach this, so it is off
//! the hot paths.

use super::Parser;
use llconv_ir::{Type, TypeId};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Input,
    Output,
    Clobber,
    Label,
}

/// One comma-separated constraint, as far as the checks need it.
struct Constraint {
    kind: Kind,
    indirect: bool,
    /// The input tied to this output (`0`, `1`, ... in a later input).
    matched_by: Option<usize>,
    /// The same per alternative, when the constraint has `|` alternatives.
    alt_matched_by: Vec<Option<usize>>,
}

/// Reads one constraint; `None` where LLVM's parser gives up. Ties from a
/// matching input are recorded in `so_far`.
fn parse_one(s: &[u8], so_far: &mut [Constraint]) -> Option<Constraint> {
    // Past the end reads as NUL: LLVM looks one byte on there, at a ',' or
    // the string's end, neither of which any test below matches.
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let alts = s.iter().filter(|&&b| b == b'|').count() + 1;
    let mut c = Constraint {
        kind: Kind::Input,
        indirect: false,
        matched_by: None,
        alt_matched_by: if alts > 1 {
            vec![None; alts]
        } else {
            Vec::new()
        },
    };
    let mut i = 0;
    match at(0) {
        b'~' => {
            c.kind = Kind::Clobber;
            i = 1;
            // A clobber names a register: `~{...}`.
            if i < s.len() && s[i] != b'{' {
                return None;
            }
        }
        b'=' => {
            c.kind = Kind::Output;
            i = 1;
        }
        b'!' => {
            c.kind = Kind::Label;
            i = 1;
        }
        _ => {}
    }
    if at(i) == b'*' {
        c.indirect = true;
        i += 1;
    }
    if i >= s.len() {
        return None;
    }
    // Modifiers: `&` (early clobber, outputs only) and `%` (commutative).
    let (mut early, mut commutative) = (false, false);
    loop {
        match s[i] {
            b'&' if c.kind == Kind::Output && !early => early = true,
            b'%' if c.kind != Kind::Clobber && !commutative => commutative = true,
            b'&' | b'%' | b'#' | b'*' => return None,
            _ => break,
        }
        i += 1;
        if i >= s.len() {
            return None;
        }
    }
    let mut alt = 0;
    while i < s.len() {
        match s[i] {
            b'{' => {
                let end = s[i + 1..].iter().position(|&b| b == b'}')?;
                i += end + 2;
            }
            b'0'..=b'9' => {
                let start = i;
                while at(i).is_ascii_digit() {
                    i += 1;
                }
                let n = std::str::from_utf8(&s[start..i])
                    .ok()
                    .and_then(|d| d.parse::<usize>().ok())
                    .unwrap_or(usize::MAX);
                // Only an input may be tied, and only to an earlier output.
                let me = so_far.len();
                let out = so_far.get_mut(n)?;
                if out.kind != Kind::Output || c.kind != Kind::Input {
                    return None;
                }
                if alts > 1 {
                    let slot = out.alt_matched_by.get_mut(alt)?;
                    if slot.is_some() {
                        return None;
                    }
                    *slot = Some(me);
                } else {
                    if out.matched_by.is_some_and(|m| m != me) {
                        return None;
                    }
                    out.matched_by = Some(me);
                }
            }
            b'|' => {
                alt += 1;
                i += 1;
            }
            // `^xy`: a two-letter code.
            b'^' => i += 3,
            // `@N...`: an N-letter code.
            b'@' => {
                let n = at(i + 1).wrapping_sub(b'0');
                i += 2 + if n <= 9 { n as usize } else { 0 };
            }
            _ => i += 1,
        }
    }
    Some(c)
}

/// The whole constraint string; `None` if any part fails (LLVM then has
/// an empty list, which for a non-empty string is an error).
fn parse_all(s: &[u8]) -> Option<Vec<Constraint>> {
    let mut out: Vec<Constraint> = Vec::new();
    if s.is_empty() {
        return Some(out);
    }
    // Each part non-empty, no trailing comma.
    for part in s.split(|&b| b == b',') {
        if part.is_empty() {
            return None;
        }
        let c = parse_one(part, &mut out)?;
        out.push(c);
    }
    Some(out)
}

impl Parser<'_> {
    /// Why LLVM rejects inline asm with constraints `s` called with
    /// function type `fn_ty`, in its words; `None` if it is accepted.
    pub(crate) fn inline_asm_error(&self, fn_ty: TypeId, s: &[u8]) -> Option<&'static str> {
        let Type::Function {
            ret,
            ref params,
            vararg,
        } = *self.m.types.get(fn_ty)
        else {
            return None;
        };
        if vararg {
            return Some("inline asm cannot be variadic");
        }
        let Some(cs) = parse_all(s) else {
            return Some("failed to parse constraints");
        };
        let (mut outputs, mut inputs, mut clobbers, mut indirect, mut labels) = (0, 0, 0, 0, 0);
        for c in &cs {
            let mut kind = c.kind;
            if kind == Kind::Output {
                if inputs - indirect != 0 || clobbers != 0 || labels != 0 {
                    return Some(
                        "output constraint occurs after input, clobber or label constraint",
                    );
                }
                if !c.indirect {
                    outputs += 1;
                    continue;
                }
                // An indirect output counts as an input too.
                indirect += 1;
                kind = Kind::Input;
            }
            match kind {
                Kind::Input if clobbers != 0 => {
                    return Some("input constraint occurs after clobber constraint")
                }
                Kind::Input => inputs += 1,
                Kind::Clobber => clobbers += 1,
                Kind::Label if clobbers != 0 => {
                    return Some("label constraint occurs after clobber constraint")
                }
                Kind::Label => labels += 1,
                Kind::Output => {}
            }
        }
        let is_struct = matches!(self.m.types.get(ret), Type::Struct { .. } | Type::Named(_));
        match outputs {
            0 if ret != self.t_void => return Some("inline asm without outputs must return void"),
            1 if is_struct => return Some("inline asm with one output cannot return struct"),
            0 | 1 => {}
            n => {
                let fields = self.m.types.struct_elems(ret).map(<[_]>::len);
                if !is_struct || fields.unwrap_or(0) != n {
                    return Some(
                        "number of output constraints does not match number of return struct elements",
                    );
                }
            }
        }
        if params.len() != inputs {
            return Some("number of input constraints does not match number of parameters");
        }
        None
    }
}
