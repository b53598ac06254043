//! Where a module's global values and instructions were written in its
//! `.ll` text, for messages about a module that was parsed fine but is
//! wrong in another way (the verifier's): `file:line:col` and the line.

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::hash::FastMap;
use llconv_ir::{GlobalId, InstId};

/// Byte offsets of definitions in the text, by the parsed module's ids.
#[derive(Clone, Debug, Default)]
pub struct SourceLocations {
    globals: FastMap<GlobalId, u32>,
    insts: FastMap<(GlobalId, InstId), u32>,
    /// Offsets where lines start, for offsets to line and column.
    line_starts: Vec<u32>,
}

/// What the parser records as it goes, under its provisional global ids.
#[derive(Default)]
pub(crate) struct Recorder {
    pub(crate) globals: Vec<(u32, u32)>,
    pub(crate) insts: Vec<(u32, InstId, u32)>,
}

impl Recorder {
    /// The locations under the final ids: `final_id[p]` for provisional
    /// id `p`, `None` for one that is not in the module.
    pub(crate) fn finish(
        self,
        src: &[u8],
        final_id: impl Fn(u32) -> Option<u32>,
    ) -> SourceLocations {
        let mut out = SourceLocations::default();
        for (p, off) in self.globals {
            if let Some(g) = final_id(p) {
                out.globals.insert(GlobalId::from_u32(g), off);
            }
        }
        for (p, inst, off) in self.insts {
            if let Some(g) = final_id(p) {
                out.insts.insert((GlobalId::from_u32(g), inst), off);
            }
        }
        out.line_starts.push(0);
        out.line_starts.extend(
            memchr::memchr_iter(b'\n', src).map(|p| u32::try_from(p + 1).unwrap_or(u32::MAX)),
        );
        out
    }
}

impl SourceLocations {
    /// The 1-based line and column where `what` is defined: a global value
    /// at its name, an instruction at its start; `None` for what has no
    /// place of its own in the text (constants, types, ...) or was made
    /// by an upgrade rather than written.
    pub fn of(&self, what: ValueRef) -> Option<(u32, u32)> {
        let off = match what {
            ValueRef::Global(g) => *self.globals.get(&g)?,
            ValueRef::Inst(g, i) => *self.insts.get(&(g, i))?,
            ValueRef::Arg(g, _) | ValueRef::Block(g, _) => *self.globals.get(&g)?,
            _ => return None,
        };
        let line = self.line_starts.partition_point(|&s| s <= off);
        let start = self.line_starts.get(line.wrapping_sub(1)).copied()?;
        Some((line as u32, off - start + 1))
    }
}
