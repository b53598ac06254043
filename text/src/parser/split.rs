//! Parsing a large module's trailing metadata on another thread.
//!
//! Compilers put a module's metadata definitions (`!N = ...`, `!name =
//! !{...}`) last, and with debug info they are a third of the text and
//! more of the parsing. They refer to little outside themselves: other
//! metadata by number, and now and then a constant or a global. So a
//! second parser reads the tail, with a lexer of its own, while the first
//! reads the rest; then the tail's metadata table becomes the module's,
//! and the few nodes the first parser made (inline `!{...}`,
//! `!DIExpression()` in debug records) join it. What the first parser
//! holds are mostly references by number (`!dbg !42`), which only need
//! their ids mapped: far cheaper than moving the tail's nodes over.
//!
//! Anything unusual makes the split give up and the caller parse the
//! whole text the ordinary way: an error on either side (so errors and
//! their positions are exactly those of one pass), a constant in the tail
//! that is not a plain scalar or a global, a metadata number defined on
//! both sides or used and never defined, a tail node referring to a
//! number the tail does not define.

use super::*;
use crate::ParseErrorKind;
use llconv_ir::constants::ConstImporter;
use llconv_ir::debuginfo::DiKind;
use llconv_ir::Type;

/// The tail must be at least this long to be worth a thread.
pub(crate) const MIN_TAIL: usize = 64 * 1024;

/// The first line that begins with `!`: where LLVM's printer starts the
/// metadata definitions, all of which it puts last. One forward search
/// finds it at a fraction of the cost of [`metadata_tail_start`]'s walk
/// back over every line of the tail (a million instructions against three
/// for `shell.O0g.ll`'s 42,000 metadata lines, before any thread starts).
/// Text with other lines after it (hand-written, metadata between
/// functions) fails on the tail's side, which gives the split up quickly.
pub(crate) fn first_metadata_line(src: &[u8], min_tail: usize) -> Option<usize> {
    let start = memchr::memmem::find(src, b"\n!")? + 1;
    (src.len() - start >= min_tail).then_some(start)
}

/// Where the trailing run of metadata definitions starts: the first of
/// the lines that begin with `!` after the last line that begins (at its
/// first column) with anything else but a comment. A line inside a string
/// or comment can look like such a line; then one side fails to parse and
/// the split is given up.
pub(crate) fn metadata_tail_start(src: &[u8], min_tail: usize) -> Option<usize> {
    let mut start = None;
    let mut end = src.len();
    while end > 0 {
        let line_start = memchr::memrchr(b'\n', &src[..end - 1]).map_or(0, |p| p + 1);
        match src.get(line_start) {
            Some(b'!') => start = Some(line_start),
            Some(b';' | b' ' | b'\t' | b'\r' | b'\n') | None => {}
            Some(_) => break,
        }
        end = line_start;
    }
    start.filter(|&s| src.len() - s >= min_tail && s > 0)
}

/// Parses `src[start..]` as metadata definitions only.
pub(crate) fn parse_metadata_tail<'a>(
    src: &'a [u8],
    source_name: &str,
    start: usize,
) -> PResult<Parser<'a>> {
    // Metadata holds few constants: no capacity reserved for them.
    let mut p = Parser::new(src, source_name, TokenSource::lexer_at(src, start), 0);
    // Printed nodes take some 70 bytes each: room for about that many, so
    // the table grows (copying it all) at most once.
    p.m.metadata.reserve_nodes((src.len() - start) / 64);
    loop {
        match p.tok.kind {
            Tok::Eof => {
                // This thread is often done before the other parser: ask
                // here what finishing the module would otherwise ask.
                p.md_merge_free = !p.m.metadata.may_merge(&p.m.consts);
                return Ok(p);
            }
            Tok::Exclaim | Tok::MdDef(_) | Tok::MdRef(_) => p.parse_standalone_md()?,
            Tok::MetadataVar => p.parse_named_md()?,
            _ => {
                return Err(p
                    .err("expected metadata definition")
                    .or_kind(ParseErrorKind::Syntax))
            }
        }
    }
}

/// Why the tail could not be taken over (the caller parses in one pass).
pub(crate) struct Unsupported;

impl<'a> Parser<'a> {
    /// Makes this parser's state what one pass over the whole text would
    /// have left, given the tail parser `t` that read the text after this
    /// one's: the tail's metadata table becomes this module's, with this
    /// parser's own nodes added to it, and every metadata id this parser
    /// handed out is mapped to its id there.
    pub(crate) fn take_metadata_tail(&mut self, mut t: Parser<'a>) -> Result<(), Unsupported> {
        // The tail may only refer to numbers it defines, and registers no
        // metadata kinds (it has no attachments).
        if t.md_fwd.iter().next().is_some()
            || t.m.metadata.kinds.len() != self.m.metadata.kinds.len()
        {
            return Err(Unsupported);
        }
        let gmap = self.take_tail_globals(&t)?;
        let mut table = std::mem::take(&mut t.m.metadata);
        let mut consts = TailConsts {
            here: self,
            tail: &t,
            gmap: &gmap,
            done: FxMap::default(),
        };
        if !table.remap_values(|c| consts.import_const(c)) {
            return Err(Unsupported);
        }
        // This parser's ids: a number it referred to and never defined is
        // the tail's node of that number; a number defined on both sides
        // is left to one pass to report.
        const UNMAPPED: MdId = MdId::from_u32(u32::MAX);
        let mut map: llconv_ir::metadata::MdMap = vec![UNMAPPED; self.m.metadata.len()].into();
        for (num, &id) in self.md_nums.iter() {
            let tail_id = t.md_nums.get(&num).copied();
            match (self.md_fwd.contains_key(&num), tail_id) {
                (true, Some(tail_id)) => map[id] = tail_id,
                (false, None) => {}
                _ => return Err(Unsupported),
            }
        }
        // This parser's own nodes, in id order, join the table (uniqued
        // against the tail's). They refer to earlier ids or to numbers; a
        // reference to a later node of this parser is left to one pass.
        // Whether a node joins that could share one of LLVM's looser
        // uniquing keys with another (the tail's check covers the rest).
        let mut looser_key = false;
        let items = self.m.metadata.take_items();
        for (i, mut item) in items.into_iter().enumerate() {
            let i = MdId::from_index(i);
            if map[i] != UNMAPPED {
                continue;
            }
            looser_key |= matches!(&item, Metadata::Di(d) if matches!(
                d.kind,
                DiKind::Subrange | DiKind::DerivedType | DiKind::Subprogram
            ));
            for o in item.node_operands_mut().iter_mut().flatten() {
                let to = map[*o];
                if to == UNMAPPED {
                    return Err(Unsupported);
                }
                *o = to;
            }
            map[i] = table.add(item);
        }
        table.swap_kinds(&mut self.m.metadata);
        self.m.metadata = table;
        // Nodes added here are uniqued and refer only to earlier ones: with
        // none that has a looser key, merging finds nothing the tail's
        // check did not.
        self.md_merge_free = t.md_merge_free && !looser_key;
        // Every number: the tail's, and the few this parser defined.
        let mut nums = std::mem::take(&mut t.md_nums);
        for (num, &id) in self.md_nums.iter() {
            if !self.md_fwd.contains_key(&num) {
                nums.insert(num, map[id]);
            }
        }
        self.md_nums = nums;
        self.md_fwd.clear();
        for nm in &mut self.m.named_metadata {
            nm.ops.iter_mut().for_each(|x| *x = map[*x]);
        }
        for g in self
            .gslots
            .iter_mut()
            .filter_map(|s| s.global.as_deref_mut())
        {
            llconv_ir::metadata::remap_global_metadata(g, &map);
        }
        for nm in std::mem::take(&mut t.m.named_metadata) {
            self.m.append_named_metadata(&nm.name, nm.ops);
        }
        Ok(())
    }

    /// The globals the tail names, as this parser's provisional ids (in
    /// the order the tail first named them, after this parser's own, as
    /// in one pass), by the tail's ids.
    fn take_tail_globals(&mut self, t: &Parser<'a>) -> Result<Vec<u32>, Unsupported> {
        let mut keys: Vec<Option<GKey<'a>>> = (0..t.gslots.len()).map(|_| None).collect();
        for (name, &slot) in &t.gnames {
            keys[slot as usize] = Some(GKey::Name(name.clone()));
        }
        for (&num, &slot) in &t.gnums {
            keys[slot as usize] = Some(GKey::Num(num));
        }
        let mut gmap = Vec::with_capacity(t.gslots.len());
        for (slot, key) in t.gslots.iter().zip(keys) {
            if slot.global.is_some() {
                return Err(Unsupported);
            }
            let g = self.global_ref(key.ok_or(Unsupported)?, slot.fwd_as, slot.fwd_loc);
            let here = &mut self.gslots[g as usize];
            let actual = match &here.global {
                Some(gl) => gl.common.addrspace,
                None => {
                    // `global_ref` counted one of the tail's references.
                    here.fwd_refs = here
                        .fwd_refs
                        .saturating_add(slot.fwd_refs.saturating_sub(1));
                    here.fwd_as
                }
            };
            if actual != slot.fwd_as {
                return Err(Unsupported);
            }
            gmap.push(g);
        }
        Ok(gmap)
    }
}

/// The tail parser's constants as constants of the main one (`gmap`: the
/// tail's global slots to the main parser's): scalars and globals only,
/// what metadata holds in practice.
struct TailConsts<'p, 'a> {
    here: &'p mut Parser<'a>,
    tail: &'p Parser<'a>,
    gmap: &'p [u32],
    done: FxMap<ConstId, ConstId>,
}

impl ConstImporter for TailConsts<'_, '_> {
    fn source(&self, c: ConstId) -> &Const {
        self.tail.m.consts.get(c)
    }

    fn imported(&self, c: ConstId) -> Option<ConstId> {
        self.done.get(&c).copied()
    }

    fn remember(&mut self, c: ConstId, d: ConstId) {
        self.done.insert(c, d);
    }

    fn admits(&self, kind: &ConstKind) -> bool {
        kind.is_scalar_or_global()
    }

    /// Scalar types only: they refer to no other type.
    fn import_type(&mut self, t: TypeId) -> Option<TypeId> {
        let types = &self.tail.m.types;
        let scalar = types.is_float(t) || matches!(types.get(t), Type::Int(_) | Type::Ptr(_));
        scalar.then(|| self.here.m.types.intern(types.get(t).clone()))
    }

    fn import_global(&mut self, g: GlobalId) -> Option<GlobalId> {
        self.gmap.get(g.index()).map(|&g| GlobalId::from_u32(g))
    }

    fn intern(&mut self, c: Const) -> ConstId {
        self.here.intern(c.ty, c.kind)
    }

    /// As `parse_const` makes a global's constant.
    fn global_ref(&mut self, g: GlobalId, ty: TypeId) -> Option<ConstId> {
        let slot = g.as_u32();
        Some(match self.here.global_consts.get(&slot) {
            Some(&(gt, gc)) if gt == ty => gc,
            _ => {
                let gc = self.here.intern(ty, ConstKind::Global(g));
                self.here.global_consts.insert(slot, (ty, gc));
                gc
            }
        })
    }
}
