//! ODR uniquing of debug-info types (`LLVMContext::enableDebugTypeODRUniquing`,
//! which `llvm-link` turns on unless `-disable-debug-info-type-map`).
//!
//! In LLVM every module of a link is read into one context, and each
//! `DICompositeType` with an `identifier:` is built by
//! `DICompositeType::buildODRType`: the first one the context sees with an
//! identifier becomes a distinct node and the identifier's type; a later
//! one with the same identifier and tag is that node (a forward
//! declaration meeting a definition takes the definition's fields, in
//! place); one with another tag is built as usual. Here a [`OdrTypes`]
//! stands in for that map across the link, and [`OdrTypes::load`] does to
//! a source module, before it is moved, what reading it into the shared
//! context would have done.

use llconv_ir::debuginfo::DiKind;
use llconv_ir::hash::FastMap;
use llconv_ir::{MdId, Metadata, Module};

/// `DIFlagFwdDecl`.
const FLAG_FWD_DECL: u64 = 1 << 2;

/// The type an identifier names.
struct OdrEntry {
    tag: u64,
    /// Its node in the destination (`None` while its module is moved).
    dst: Option<MdId>,
}

/// The context's map from identifier to type, across a link.
#[derive(Default)]
pub(crate) struct OdrTypes {
    map: FastMap<Box<[u8]>, OdrEntry>,
}

/// What [`OdrTypes::load`] decided for one source module's types.
#[derive(Default)]
pub(crate) struct SrcOdr {
    /// Source node that is an existing destination node.
    pub to_dst: Vec<(MdId, MdId)>,
    /// Source definition whose fields a destination forward declaration
    /// takes: the source node maps to that destination node.
    pub mutate: Vec<(MdId, MdId)>,
    /// Source node that is an earlier source node (the identifier's type).
    pub same: Vec<(MdId, MdId)>,
    /// Identifiers whose type is this source's node, to be given their
    /// destination node once the module is moved.
    pub first: Vec<(Box<[u8]>, MdId)>,
}

/// The tag, identifier and whether `md` is a forward declaration, for a
/// composite type with a non-empty identifier.
fn odr_key(m: &Module, md: &Metadata) -> Option<(u64, Box<[u8]>, bool)> {
    let Metadata::Di(d) = md else {
        return None;
    };
    if d.kind != DiKind::CompositeType {
        return None;
    }
    let Metadata::String(id) = m.metadata.get(d.op("identifier")?) else {
        return None;
    };
    if id.is_empty() {
        return None;
    }
    let tag = d.int("tag").unwrap_or(0);
    let fwd = d.int("flags").unwrap_or(0) & FLAG_FWD_DECL != 0;
    Some((tag, id.clone(), fwd))
}

fn set_distinct(m: &mut Module, n: MdId) {
    if let Metadata::Di(d) = m.metadata.get(n) {
        if !d.distinct {
            let mut d = d.clone();
            d.distinct = true;
            m.metadata.set(n, Metadata::Di(d));
        }
    }
}

fn is_fwd_decl(m: &Module, n: MdId) -> bool {
    matches!(m.metadata.get(n), Metadata::Di(d)
        if d.int("flags").unwrap_or(0) & FLAG_FWD_DECL != 0)
}

impl OdrTypes {
    /// Reads `src`'s composite types into the map, in the order its nodes
    /// were read, rewriting `src` as `buildODRType` would have built it:
    /// the identifiers' new types become distinct, an earlier source type
    /// that is a forward declaration takes a later definition's fields.
    /// `dst` is the destination, whose forward declarations a source
    /// definition completes (see [`SrcOdr::mutate`]).
    pub(crate) fn load(&mut self, src: &mut Module, dst: &Module) -> SrcOdr {
        let mut out = SrcOdr::default();
        // Identifier to this module's node that is its type.
        let mut local: FastMap<Box<[u8]>, MdId> = FastMap::default();
        for i in 0..src.metadata.len() {
            let n = MdId::from_index(i);
            let Some((tag, id, fwd)) = odr_key(src, src.metadata.get(n)) else {
                continue;
            };
            if let Some(&w) = local.get(&id) {
                let same_tag = matches!(src.metadata.get(w), Metadata::Di(d)
                    if d.int("tag").unwrap_or(0) == tag);
                if !same_tag {
                    continue;
                }
                if is_fwd_decl(src, w) && !fwd {
                    let mut d = match src.metadata.get(n) {
                        Metadata::Di(d) => d.clone(),
                        _ => continue,
                    };
                    d.distinct = true;
                    src.metadata.set(w, Metadata::Di(d));
                }
                out.same.push((n, w));
                continue;
            }
            match self.map.get_mut(&id) {
                None => {
                    self.map.insert(id.clone(), OdrEntry { tag, dst: None });
                    set_distinct(src, n);
                    local.insert(id.clone(), n);
                    out.first.push((id, n));
                }
                Some(e) if e.tag != tag => {}
                Some(e) => {
                    let Some(d) = e.dst else { continue };
                    if is_fwd_decl(dst, d) && !fwd {
                        set_distinct(src, n);
                        out.mutate.push((n, d));
                        // Later nodes of this module with the identifier
                        // are this one, which becomes `d`.
                        local.insert(id, n);
                    } else {
                        out.to_dst.push((n, d));
                    }
                }
            }
        }
        out
    }

    /// After a module is moved: the destination node of each identifier
    /// whose type it brought (`mapped` gives the destination node of a
    /// source node). A type that was not moved leaves the map, so that a
    /// later module's type with its identifier takes its place.
    pub(crate) fn settle(
        &mut self,
        first: Vec<(Box<[u8]>, MdId)>,
        mapped: impl Fn(MdId) -> Option<MdId>,
    ) {
        for (id, n) in first {
            match mapped(n) {
                Some(d) => {
                    if let Some(e) = self.map.get_mut(&id) {
                        e.dst = Some(d);
                    }
                }
                None => {
                    self.map.remove(&id);
                }
            }
        }
    }
}
