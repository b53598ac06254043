//! `verifyInlineAsmCall`: a call of inline asm against its constraint
//! string: indirect operands are pointers with `elementtype`, direct ones
//! have none, and label constraints (`!i`) match a callbr's indirect
//! destinations.

use llconv_ir::attributes::AttrKind;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::Verifier;

/// What one constraint of the string (`InlineAsm::ConstraintInfo`) says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Constraint {
    /// An input or an indirect output: takes an argument.
    Arg { indirect: bool },
    /// A direct output, a clobber: no argument.
    NoArg,
    /// `!i`: a label of a callbr.
    Label,
}

/// The constraints of `s`, comma-separated, each a prefix (`=`, `~`, `!`)
/// then modifiers (`&`, `%`, `#`, `*`) then the codes.
pub(crate) fn parse_constraints(s: &[u8]) -> Vec<Constraint> {
    if s.is_empty() {
        return Vec::new();
    }
    s.split(|&b| b == b',')
        .map(|c| {
            let (kind, rest) = match c {
                [b'~', rest @ ..] => (b'~', rest),
                [b'!', rest @ ..] => (b'!', rest),
                [b'=', rest @ ..] => (b'=', rest),
                rest => (b'i', rest),
            };
            let indirect = rest
                .iter()
                .take_while(|&&b| matches!(b, b'&' | b'%' | b'#' | b'*'))
                .any(|&b| b == b'*');
            match kind {
                b'~' => Constraint::NoArg,
                b'!' => Constraint::Label,
                b'=' if !indirect => Constraint::NoArg,
                _ => Constraint::Arg { indirect },
            }
        })
        .collect()
}

impl<'m> Verifier<'m> {
    /// False when a rule failed.
    pub(crate) fn inline_asm_call(
        &mut self,
        call: &CallData,
        indirect_dests: Option<usize>,
        here: ValueRef,
    ) -> bool {
        let m = self.m;
        let Operand::InlineAsm(a) = call.callee else {
            return true;
        };
        let Some(asm) = m.inline_asms.get(a) else {
            return true;
        };
        let params: &[TypeId] = match m.types.get(call.fn_ty) {
            Type::Function { params, .. } => params,
            _ => &[],
        };
        let mut arg = 0usize;
        let mut labels = 0usize;
        for c in parse_constraints(&asm.constraints) {
            let indirect = match c {
                Constraint::Label => {
                    labels += 1;
                    continue;
                }
                Constraint::NoArg => continue,
                Constraint::Arg { indirect } => indirect,
            };
            let attrs = m.attrs.get(call.attrs.param(arg));
            if indirect {
                let ptr = params.get(arg).is_some_and(|&t| m.types.is_ptr(t));
                if !self.check(
                    ptr,
                    "Operand for indirect constraint must have pointer type",
                    &[here],
                ) || !self.check(
                    attrs.has(AttrKind::ElementType),
                    "Operand for indirect constraint must have elementtype attribute",
                    &[here],
                ) {
                    return false;
                }
            } else if !self.check(
                !attrs.has(AttrKind::ElementType),
                "Elementtype attribute can only be applied for indirect constraints",
                &[here],
            ) {
                return false;
            }
            arg += 1;
        }
        match indirect_dests {
            Some(n) => self.check(
                labels == n,
                "Number of label constraints does not match number of callbr dests",
                &[here],
            ),
            None => self.check(
                labels == 0,
                "Label constraints can only be used with callbr",
                &[here],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints() {
        use Constraint::*;
        assert_eq!(
            parse_constraints(b"=*rm,r,~{memory},=&r,!i,*m"),
            vec![
                Arg { indirect: true },
                Arg { indirect: false },
                NoArg,
                NoArg,
                Label,
                Arg { indirect: true }
            ]
        );
        assert!(parse_constraints(b"").is_empty());
    }
}
