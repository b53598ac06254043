//! Moving one source module into the destination: which globals link
//! (LLVM's `ModuleLinker`), and the move itself (`IRLinker`): prototypes
//! created as references are found, bodies and initializers mapped from
//! a stack of jobs, in the order LLVM's value mapper visits them, since
//! that order is the order of the functions in the result.

use llconv_ir::attributes::{AttrKind, AttrList, AttrSet, AttrSetId, Attribute};
use llconv_ir::constants::ConstImporter;
use llconv_ir::datalayout::DataLayout;
use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::metadata::LocalMetadata;
use llconv_ir::{
    Alias, Body, ComdatId, ComdatKind, Const, ConstExpr, ConstId, ConstKind, DbgRecord, DllStorage,
    EntityVec, Function, Global, GlobalCommon, GlobalId, GlobalKind, GlobalVar, IFunc, Inst,
    InstKind, Linkage, LocalMdId, MdId, MdKindId, Metadata, Module, Operand, SyncScope, Type,
    TypeId, UnnamedAddr, Visibility,
};

use crate::dst::Dst;
use crate::types::{map_structs_by_name, TypeMap, TypeTables};
use crate::{LinkError, LinkFlags};

/// Which module a comdat's members come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LinkFrom {
    Dst,
    Src,
    Both,
}

/// Work the value mapper defers: LLVM keeps these on a stack, so the last
/// scheduled runs first.
enum Job {
    Init {
        dst: GlobalId,
        src: GlobalId,
    },
    Appending {
        dst: GlobalId,
        prefix: Vec<ConstId>,
        members: Vec<ConstId>,
    },
    Aliasee {
        dst: GlobalId,
        src: GlobalId,
    },
    Body {
        dst: GlobalId,
        src: GlobalId,
    },
}

/// How far a metadata node's mapping has come.
#[derive(Clone, Copy)]
enum MdState {
    Todo,
    /// Uniqued and being mapped; a placeholder if a cycle reached it.
    Busy(Option<MdId>),
    Done(Option<MdId>),
    /// The same node as an earlier source node (ODR uniquing).
    Same(MdId),
    /// A distinct node whose fields go into this destination node (a
    /// forward declaration it completes: ODR uniquing).
    Into(MdId),
}

pub(crate) struct Mover<'a> {
    dst: &'a mut Dst,
    src: Module,
    flags: LinkFlags,
    tmap: TypeMap,
    /// Source global to destination global, for regular uses (0) and for
    /// aliasees and resolvers (1), as LLVM's two mapping contexts.
    gmap: [EntityVec<GlobalId, Option<GlobalId>>; 2],
    cmap: [EntityVec<ConstId, Option<ConstId>>; 2],
    md: EntityVec<MdId, MdState>,
    attr_sets: FastMap<AttrSetId, AttrSetId>,
    md_kinds: FastMap<MdKindId, MdKindId>,
    to_link: FastSet<GlobalId>,
    to_link_order: Vec<GlobalId>,
    worklist: Vec<GlobalId>,
    jobs: Vec<Job>,
    rauw: Vec<(GlobalId, GlobalId)>,
    done_bodies: bool,
    error: Option<String>,
    /// Destination globals whose metadata was copied from a source
    /// declaration and is mapped once bodies are done.
    pending_md: Vec<(GlobalId, Vec<(MdKindId, MdId)>)>,
    /// Source linkonce members of each source comdat.
    lazy_comdat_members: FastMap<ComdatId, Vec<GlobalId>>,
    comdat_from: EntityVec<ComdatId, Option<LinkFrom>>,
    internalize: FastSet<Box<[u8]>>,
    /// Aliases and ifuncs created here whose target a job has yet to set.
    fresh_indirect: FastSet<GlobalId>,
    dst_layout: Option<DataLayout>,
    diagnostics: &'a mut Vec<crate::Diagnostic>,
    /// Moving chosen globals only (`IRMover::move` with these values and
    /// no lazy additions, as LLVM's function importer calls it), rather
    /// than linking a whole module.
    import: bool,
}

fn is_declaration(g: &Global) -> bool {
    match &g.kind {
        GlobalKind::Var(v) => v.init.is_none(),
        GlobalKind::Func(f) => f.body.is_none(),
        _ => false,
    }
}

fn is_declaration_for_linker(g: &Global) -> bool {
    g.common.linkage == Linkage::AvailableExternally || is_declaration(g)
}

fn is_linkonce(l: Linkage) -> bool {
    matches!(l, Linkage::LinkOnce | Linkage::LinkOnceOdr)
}

fn is_weak(l: Linkage) -> bool {
    matches!(l, Linkage::Weak | Linkage::WeakOdr)
}

fn is_weak_for_linker(l: Linkage) -> bool {
    is_linkonce(l) || is_weak(l) || matches!(l, Linkage::Common | Linkage::ExternWeak)
}

/// A global value's comdat (`GlobalValue::getComdat`): an alias has its
/// aliasee object's, an ifunc none.
fn value_comdat(m: &Module, g: GlobalId) -> Option<ComdatId> {
    match &m.globals[g].kind {
        GlobalKind::Alias(a) => m
            .aliasee_object(a.aliasee)
            .and_then(|o| comdat_of(&m.globals[o])),
        _ => comdat_of(&m.globals[g]),
    }
}

/// A global object's own comdat.
fn comdat_of(g: &Global) -> Option<ComdatId> {
    match &g.kind {
        GlobalKind::Var(v) => v.comdat,
        GlobalKind::Func(f) => f.comdat,
        _ => None,
    }
}

fn min_visibility(a: Visibility, b: Visibility) -> Visibility {
    if a == Visibility::Hidden || b == Visibility::Hidden {
        Visibility::Hidden
    } else if a == Visibility::Protected || b == Visibility::Protected {
        Visibility::Protected
    } else {
        Visibility::Default
    }
}

fn min_unnamed_addr(a: UnnamedAddr, b: UnnamedAddr) -> UnnamedAddr {
    if a == UnnamedAddr::None || b == UnnamedAddr::None {
        UnnamedAddr::None
    } else if a == UnnamedAddr::Local || b == UnnamedAddr::Local {
        UnnamedAddr::Local
    } else {
        UnnamedAddr::Global
    }
}

fn name_text(name: &Option<Box<[u8]>>) -> String {
    String::from_utf8_lossy(name.as_deref().unwrap_or(b"")).into_owned()
}

impl<'a> Mover<'a> {
    pub(crate) fn new(
        dst: &'a mut Dst,
        src: Module,
        flags: LinkFlags,
        diagnostics: &'a mut Vec<crate::Diagnostic>,
    ) -> Self {
        let n = src.globals.len();
        let c = src.consts.len();
        // Most of the source's metadata comes over: room for it at once.
        dst.m.metadata.reserve_nodes(src.metadata.len());
        let dst_layout = dst
            .m
            .data_layout
            .as_deref()
            .and_then(|d| DataLayout::parse(d).ok());
        Mover {
            tmap: TypeMap::new(src.types.len()),
            gmap: [vec![None; n].into(), vec![None; n].into()],
            cmap: [vec![None; c].into(), vec![None; c].into()],
            md: vec![MdState::Todo; src.metadata.len()].into(),
            attr_sets: FastMap::default(),
            md_kinds: FastMap::default(),
            to_link: FastSet::default(),
            to_link_order: Vec::new(),
            worklist: Vec::new(),
            jobs: Vec::new(),
            rauw: Vec::new(),
            done_bodies: false,
            error: None,
            pending_md: Vec::new(),
            lazy_comdat_members: FastMap::default(),
            comdat_from: vec![None; src.comdats.len()].into(),
            internalize: FastSet::default(),
            fresh_indirect: FastSet::default(),
            dst_layout,
            dst,
            src,
            flags,
            diagnostics,
            import: false,
        }
    }

    /// Selects `globals` of the source, and nothing else, to move: what
    /// they use comes as declarations, except local globals, which move
    /// with them (`IRLinker::shouldLink`).
    pub(crate) fn select_only(&mut self, globals: &[GlobalId]) {
        self.import = true;
        for &g in globals {
            self.maybe_add(g);
        }
        self.worklist = self.to_link_order.clone();
    }

    /// Where each requested source global went in the destination (before
    /// the destination is compacted).
    pub(crate) fn mapped_global(&self, g: GlobalId) -> Option<GlobalId> {
        self.gmap[0][g].or(self.gmap[1][g])
    }

    fn warn(&mut self, message: String) {
        self.diagnostics.push(crate::Diagnostic {
            severity: crate::Severity::Warning,
            message,
        });
    }

    fn fail(&mut self, message: String) {
        if self.error.is_none() {
            self.error = Some(message);
        }
    }

    fn src_ids(&self, pick: fn(&GlobalKind) -> bool) -> Vec<GlobalId> {
        (0..self.src.globals.len())
            .filter(|&i| pick(&self.src.globals[GlobalId::from_index(i)].kind))
            .map(|i| GlobalId::from_index(i))
            .collect()
    }

    /// The source globals in LLVM's list order: variables, functions,
    /// aliases, ifuncs.
    fn src_in_list_order(&self) -> Vec<GlobalId> {
        let mut v = self.src_ids(|k| matches!(k, GlobalKind::Var(_)));
        v.extend(self.src_ids(|k| matches!(k, GlobalKind::Func(_))));
        v.extend(self.src_ids(|k| matches!(k, GlobalKind::Alias(_))));
        v.extend(self.src_ids(|k| matches!(k, GlobalKind::IFunc(_))));
        v
    }

    fn sg(&self, g: GlobalId) -> &Global {
        &self.src.globals[g]
    }

    /// A copy of source global `g` without its body (a prototype needs
    /// none, and a body is most of a function), and whether it has one.
    fn src_global_without_body(&mut self, g: GlobalId) -> (Global, bool) {
        let body = match &mut self.src.globals[g].kind {
            GlobalKind::Func(f) => f.body.take(),
            _ => None,
        };
        let has_body = body.is_some();
        let copy = self.src.globals[g].clone();
        if let GlobalKind::Func(f) = &mut self.src.globals[g].kind {
            f.body = body;
        }
        (copy, has_body)
    }

    // ---------------------------------------------------------------
    // Which globals link (ModuleLinker)

    /// The destination global a source global resolves against
    /// (`getLinkedToGlobal`).
    fn linked_to(&mut self, s: GlobalId) -> Option<GlobalId> {
        let sg = self.sg(s);
        if sg.common.linkage.is_local() {
            return None;
        }
        let name = sg.common.name.clone()?;
        let d = self.dst.named(&name)?;
        let dg = self.dst.global(d);
        if dg.common.linkage.is_local() {
            return None;
        }
        // An intrinsic of another prototype is a clash of names.
        if name.starts_with(b"llvm.") {
            if let (GlobalKind::Func(_), GlobalKind::Func(_)) = (&dg.kind, &self.sg(s).kind) {
                let dst_ty = dg.common.value_ty;
                let src_ty = self.sg(s).common.value_ty;
                if self.map_type(src_ty) != dst_ty {
                    return None;
                }
            }
        }
        Some(d)
    }

    fn type_alloc_size(&self, types: &llconv_ir::TypeTable, ty: TypeId) -> u64 {
        let layout = self.dst_layout.clone().unwrap_or_default();
        layout.type_alloc_size(types, ty)
    }

    /// Whether the source definition wins over the destination's
    /// (`shouldLinkFromSource`).
    fn link_from_source(&self, d: GlobalId, s: GlobalId) -> Result<bool, String> {
        if self.flags.override_from_src {
            return Ok(true);
        }
        let (dg, sg) = (self.dst.global(d), self.sg(s));
        let (dl, sl) = (dg.common.linkage, sg.common.linkage);
        if sl == Linkage::Appending || dl == Linkage::Appending {
            return Ok(true);
        }
        let src_decl = is_declaration_for_linker(sg);
        let dst_decl = is_declaration_for_linker(dg);
        if src_decl {
            if sg.common.dll_storage == DllStorage::Import {
                return Ok(dst_decl);
            }
            if dl == Linkage::ExternWeak {
                return Ok(true);
            }
            return Ok(!is_declaration(sg) && is_declaration(dg));
        }
        if dst_decl {
            return Ok(true);
        }
        if sl == Linkage::Common {
            if is_linkonce(dl) || is_weak(dl) {
                return Ok(true);
            }
            if dl != Linkage::Common {
                return Ok(false);
            }
            let dst_size = self.type_alloc_size(&self.dst.m.types, dg.common.value_ty);
            let src_size = self.type_alloc_size(&self.src.types, sg.common.value_ty);
            return Ok(src_size > dst_size);
        }
        if is_weak_for_linker(sl) {
            return Ok(is_linkonce(dl) && is_weak(sl));
        }
        if is_weak_for_linker(dl) {
            return Ok(true);
        }
        Err(format!(
            "Linking globals named '{}': symbol multiply defined!",
            name_text(&sg.common.name)
        ))
    }

    /// The global variable a comdat's data-dependent selection looks at.
    fn comdat_leader<'m>(
        m: &'m Module,
        lookup: Option<GlobalId>,
        name: &str,
    ) -> Result<&'m Global, String> {
        let mut g = lookup.map(|g| &m.globals[g]);
        if let Some(Global {
            kind: GlobalKind::Alias(a),
            ..
        }) = g
        {
            g = m.aliasee_object(a.aliasee).map(|o| &m.globals[o]);
            if g.is_none() {
                return Err(format!(
                    "Linking COMDATs named '{name}': COMDAT key involves incomputable alias size."
                ));
            }
        }
        match g {
            Some(v @ Global {
                kind: GlobalKind::Var(_),
                ..
            }) => Ok(v),
            _ => Err(format!(
                "Linking COMDATs named '{name}': GlobalVariable required for data dependent selection!"
            )),
        }
    }

    fn comdat_result(&self, c: ComdatId) -> Result<(ComdatKind, LinkFrom), String> {
        let sc = &self.src.comdats[c];
        let Some(&dc) = self.dst.comdats.get(&sc.name) else {
            return Ok((sc.kind, LinkFrom::Src));
        };
        let name = String::from_utf8_lossy(&sc.name).into_owned();
        let (sk, dk) = (sc.kind, self.dst.m.comdats[dc].kind);
        use ComdatKind::*;
        let any_or_largest = |k| matches!(k, Any | Largest);
        let kind = if any_or_largest(sk) && any_or_largest(dk) {
            if sk == Largest || dk == Largest {
                Largest
            } else {
                Any
            }
        } else if sk == dk {
            dk
        } else {
            return Err(format!(
                "Linking COMDATs named '{name}': invalid selection kinds!"
            ));
        };
        let from = match kind {
            Any => LinkFrom::Dst,
            NoDeduplicate => LinkFrom::Both,
            ExactMatch | Largest | SameSize => {
                let dgv = Self::comdat_leader(&self.dst.m, self.dst.named(&sc.name), &name)?;
                let src_named = self
                    .src
                    .globals
                    .values()
                    .position(|g| g.common.name.as_deref() == Some(&sc.name[..]))
                    .map(|i| GlobalId::from_index(i));
                let sgv = Self::comdat_leader(&self.src, src_named, &name)?;
                let dst_size = self.type_alloc_size(&self.dst.m.types, dgv.common.value_ty);
                let src_layout = self
                    .src
                    .data_layout
                    .as_deref()
                    .and_then(|d| DataLayout::parse(d).ok())
                    .unwrap_or_default();
                let src_size = src_layout.type_alloc_size(&self.src.types, sgv.common.value_ty);
                match kind {
                    ExactMatch => {
                        let same = match (dgv.as_var(), sgv.as_var()) {
                            (Some(a), Some(b)) => match (a.init, b.init) {
                                (Some(x), Some(y)) => {
                                    let a = llconv_text::EntityPrinter::new(&self.dst.m)
                                        .print(llconv_ir::diagnostic::ValueRef::Const(x));
                                    let b = llconv_text::EntityPrinter::new(&self.src)
                                        .print(llconv_ir::diagnostic::ValueRef::Const(y));
                                    a == b
                                }
                                (None, None) => true,
                                _ => false,
                            },
                            _ => false,
                        };
                        if !same {
                            return Err(format!(
                                "Linking COMDATs named '{name}': ExactMatch violated!"
                            ));
                        }
                        LinkFrom::Dst
                    }
                    Largest => {
                        if src_size > dst_size {
                            LinkFrom::Src
                        } else {
                            LinkFrom::Dst
                        }
                    }
                    _ => {
                        if src_size != dst_size {
                            return Err(format!(
                                "Linking COMDATs named '{name}': SameSize violated!"
                            ));
                        }
                        LinkFrom::Dst
                    }
                }
            }
        };
        Ok((kind, from))
    }

    fn maybe_add(&mut self, g: GlobalId) {
        if self.to_link.insert(g) {
            self.to_link_order.push(g);
            self.worklist.push(g);
        }
    }

    /// Decides, before the move, which source globals link
    /// (`ModuleLinker::run` up to the mover).
    pub(crate) fn select(&mut self) -> Result<(), LinkError> {
        let mut replaced_dst_comdats = FastSet::default();
        let mut non_prevailing = Vec::new();
        for c in 0..self.src.comdats.len() {
            let c = ComdatId::from_index(c);
            let (_, from) = self.comdat_result(c).map_err(LinkError::new)?;
            self.comdat_from[c] = Some(from);
            match from {
                LinkFrom::Dst => non_prevailing.push(c),
                LinkFrom::Src => {
                    if let Some(&dc) = self
                        .dst
                        .comdats
                        .get(&self.src.comdats[ComdatId::from_index(c.index())].name)
                    {
                        replaced_dst_comdats.insert(dc);
                    }
                }
                LinkFrom::Both => {}
            }
        }
        if !replaced_dst_comdats.is_empty() {
            self.drop_replaced_comdats(&replaced_dst_comdats);
        }
        if !non_prevailing.is_empty() {
            // Private members of a losing comdat stay, as available
            // externally copies, unless an alias needs them.
            let aliased: FastSet<GlobalId> = self
                .src
                .globals
                .values()
                .filter_map(|g| match &g.kind {
                    GlobalKind::Alias(a) => self.src.aliasee_object(a.aliasee),
                    _ => None,
                })
                .filter(|&o| comdat_of(self.sg(o)).is_some())
                .collect();
            for i in self.src.globals.keys() {
                let id = i;
                let g = &mut self.src.globals[i];
                let Some(c) = comdat_of(g) else { continue };
                if non_prevailing.contains(&c)
                    && g.common.linkage == Linkage::Private
                    && !aliased.contains(&id)
                {
                    g.common.linkage = Linkage::AvailableExternally;
                    set_comdat(g, None);
                }
            }
        }
        for g in self.src_in_list_order() {
            let sg = self.sg(g);
            if is_linkonce(sg.common.linkage) {
                let c = match &sg.kind {
                    GlobalKind::Alias(a) => self
                        .src
                        .aliasee_object(a.aliasee)
                        .and_then(|o| comdat_of(self.sg(o))),
                    _ => comdat_of(sg),
                };
                if let Some(c) = c {
                    self.lazy_comdat_members.entry(c).or_default().push(g);
                }
            }
        }
        let mut to_clone = Vec::new();
        for g in self.src_in_list_order() {
            self.link_if_needed(g, &mut to_clone)?;
        }
        for (in_dst, g) in to_clone {
            self.clone_nodeduplicate(in_dst, g)?;
        }
        let mut i = 0;
        while i < self.to_link_order.len() {
            let g = self.to_link_order[i];
            i += 1;
            let Some(c) = value_comdat(&self.src, g) else {
                continue;
            };
            for g2 in self.comdat_members_to_link(c).map_err(LinkError::new)? {
                if self.to_link.insert(g2) {
                    self.to_link_order.push(g2);
                }
            }
        }
        if self.flags.internalize {
            for &g in &self.to_link_order {
                if let Some(n) = &self.src.globals[g].common.name {
                    self.internalize.insert(n.clone());
                }
            }
        }
        self.worklist = self.to_link_order.clone();
        Ok(())
    }

    fn link_if_needed(
        &mut self,
        g: GlobalId,
        to_clone: &mut Vec<(bool, GlobalId)>,
    ) -> Result<(), LinkError> {
        let d = self.linked_to(g);
        let linkage = self.sg(g).common.linkage;
        if self.flags.only_needed && linkage != Linkage::Appending {
            match d {
                None => return Ok(()),
                Some(d) if !is_declaration(self.dst.global(d)) => return Ok(()),
                _ => {}
            }
        }
        if let Some(d) = d {
            if !linkage.is_local() && linkage != Linkage::Appending {
                let dst = &mut self.dst.m.globals[d];
                let src = &mut self.src.globals[g];
                if let (GlobalKind::Var(dv), GlobalKind::Var(sv)) = (&mut dst.kind, &mut src.kind) {
                    if dv.init.is_none() && sv.init.is_none() && (!dv.constant || !sv.constant) {
                        dv.constant = false;
                        sv.constant = false;
                    }
                    if dst.common.linkage == Linkage::Common
                        && src.common.linkage == Linkage::Common
                    {
                        let align = if dv.align.is_some() || sv.align.is_some() {
                            Some(dv.align.unwrap_or(1).max(sv.align.unwrap_or(1)))
                        } else {
                            None
                        };
                        dv.align = align;
                        sv.align = align;
                    }
                }
                let v = min_visibility(dst.common.visibility, src.common.visibility);
                for g in [&mut dst.common, &mut src.common] {
                    g.visibility = v;
                    // `setVisibility`: a hidden or protected symbol is local.
                    g.dso_local |= g.is_implicitly_dso_local();
                }
                let u = min_unnamed_addr(dst.common.unnamed_addr, src.common.unnamed_addr);
                dst.common.unnamed_addr = u;
                src.common.unnamed_addr = u;
            }
        }
        if d.is_none()
            && !self.flags.override_from_src
            && (linkage.is_local()
                || is_linkonce(linkage)
                || linkage == Linkage::AvailableExternally)
        {
            return Ok(());
        }
        if is_declaration(self.sg(g)) {
            return Ok(());
        }
        let mut from = LinkFrom::Dst;
        if let Some(c) = value_comdat(&self.src, g) {
            from = self.comdat_from[c].unwrap_or(LinkFrom::Src);
            if from == LinkFrom::Dst {
                return Ok(());
            }
        }
        let mut from_src = true;
        if let Some(d) = d {
            from_src = self.link_from_source(d, g).map_err(LinkError::new)?;
            if from == LinkFrom::Both {
                to_clone.push(if from_src { (true, d) } else { (false, g) });
            }
        }
        if from_src && self.to_link.insert(g) {
            self.to_link_order.push(g);
        }
        Ok(())
    }

    /// A variable of a `nodeduplicate` comdat that loses symbol
    /// resolution keeps its content as an unnamed private copy.
    fn clone_nodeduplicate(&mut self, in_dst: bool, g: GlobalId) -> Result<(), LinkError> {
        let module = if in_dst { &self.dst.m } else { &self.src };
        let var = &module.globals[g];
        if !matches!(var.kind, GlobalKind::Var(_)) {
            // LLVM reports this and links on.
            let message = format!(
                "linking '{}': non-variables in comdat nodeduplicate are not handled",
                name_text(&var.common.name)
            );
            self.diagnostics.push(crate::Diagnostic {
                severity: crate::Severity::Error,
                message,
            });
            return Ok(());
        }
        let mut copy = var.clone();
        copy.common.name = None;
        copy.common.visibility = Visibility::Default;
        copy.common.linkage = Linkage::Private;
        copy.common.dso_local = true;
        if in_dst {
            self.dst.add(copy);
        } else {
            let id = self.src.globals.push(copy);
            for m in &mut self.gmap {
                m.push(None);
            }
            if self.to_link.insert(id) {
                self.to_link_order.push(id);
            }
        }
        Ok(())
    }

    /// Destination globals of comdats the source replaces lose their
    /// definitions (`dropReplacedComdat`).
    fn drop_replaced_comdats(&mut self, replaced: &FastSet<ComdatId>) {
        // Aliases first (their comdat is their aliasee's), then variables,
        // then functions; whether a global is used is asked as each comes,
        // since dropping one can leave another unused.
        let mut order = self.dst.live();
        order.sort_by_key(|&g| match kind_rank(&self.dst.global(g).kind) {
            2 => 0,
            k => k + 1,
        });
        for g in order {
            let m = &self.dst.m;
            let Some(c) = value_comdat(m, g) else {
                continue;
            };
            if !replaced.contains(&c) {
                continue;
            }
            if !used_globals(self.dst).contains(&g) {
                self.dst.erase(g, None);
                continue;
            }
            let value_ty = self.dst.global(g).common.value_ty;
            let gm = self.dst.global_mut(g);
            match &mut gm.kind {
                GlobalKind::Func(f) => {
                    f.body = None;
                    f.personality = None;
                    f.prefix = None;
                    f.prologue = None;
                    f.md.clear();
                    gm.common.linkage = Linkage::External;
                }
                GlobalKind::Var(v) => v.init = None,
                _ => {
                    let decl = declaration_like(&self.dst.m.types, value_ty);
                    let name = self.dst.global(g).common.name.clone();
                    self.dst.set_name(g, None);
                    let new = self.dst.add(decl);
                    self.dst.set_name(new, name.as_deref());
                    self.dst.erase(g, Some(new));
                }
            }
        }
    }

    /// The `linkonce` members of source comdat `c` that win over the
    /// destination's, in order; an error where two conflict.
    fn comdat_members_to_link(&mut self, c: ComdatId) -> Result<Vec<GlobalId>, String> {
        let mut out = Vec::new();
        let members = self
            .lazy_comdat_members
            .get(&c)
            .cloned()
            .unwrap_or_default();
        for g in members {
            let from_src = match self.linked_to(g) {
                Some(d) => self.link_from_source(d, g)?,
                None => true,
            };
            if from_src {
                out.push(g);
            }
        }
        Ok(out)
    }

    fn add_lazy_for(&mut self, g: GlobalId) -> bool {
        if self.import {
            return false;
        }
        let linkage = self.sg(g).common.linkage;
        if !is_linkonce(linkage)
            && linkage != Linkage::AvailableExternally
            && !self.flags.only_needed
        {
            return false;
        }
        if self.flags.internalize {
            if let Some(n) = self.sg(g).common.name.clone() {
                self.internalize.insert(n);
            }
        }
        self.maybe_add(g);
        let Some(c) = value_comdat(&self.src, g) else {
            return true;
        };
        let members = match self.comdat_members_to_link(c) {
            Ok(m) => m,
            Err(e) => {
                self.fail(e);
                return true;
            }
        };
        for g2 in members {
            if self.flags.internalize {
                if let Some(n) = self.sg(g2).common.name.clone() {
                    self.internalize.insert(n);
                }
            }
            self.maybe_add(g2);
        }
        true
    }

    // ---------------------------------------------------------------
    // The move (IRLinker)

    fn should_link(&mut self, d: Option<GlobalId>, s: GlobalId) -> bool {
        if self.to_link.contains(&s) || self.sg(s).common.linkage.is_local() {
            return true;
        }
        if let Some(d) = d {
            if !is_declaration_for_linker(self.dst.global(d)) {
                return false;
            }
        }
        if is_declaration(self.sg(s)) || self.done_bodies {
            return false;
        }
        self.add_lazy_for(s)
    }

    fn map_type(&mut self, s: TypeId) -> TypeId {
        let mut t = TypeTables {
            src: &mut self.src.types,
            dst: &mut self.dst.m.types,
            set: &mut self.dst.structs,
            names: &mut self.dst.names,
        };
        self.tmap.get(&mut t, s)
    }

    pub(crate) fn run(&mut self) -> Result<(), LinkError> {
        self.merge_target();
        self.compute_type_mapping();
        self.worklist.reverse();
        while let Some(g) = self.worklist.pop() {
            if self.gmap[0][g].is_some() || self.gmap[1][g].is_some() {
                continue;
            }
            self.map_global(g, 0);
            self.flush();
            if let Some(e) = self.error.take() {
                return Err(LinkError::new(e));
            }
            for (old, new) in std::mem::take(&mut self.rauw) {
                self.dst.erase(old, Some(new));
            }
        }
        self.done_bodies = true;
        self.link_named_metadata();
        for (d, mds) in std::mem::take(&mut self.pending_md) {
            if self.dst.is_live(d) && is_declaration(self.dst.global(d)) {
                let mapped = self.map_attachments(&mds);
                set_attachments(self.dst.global_mut(d), mapped);
            }
        }
        if !self.src.module_asm.is_empty() {
            let asm = std::mem::take(&mut self.src.module_asm);
            let triple = self.src.triple.as_deref().unwrap_or(b"");
            let prefix = crate::triple::inline_asm_prefix(&String::from_utf8_lossy(triple));
            let out = &mut self.dst.m.module_asm;
            out.extend_from_slice(prefix.as_bytes());
            out.extend_from_slice(&asm);
            if out.last() != Some(&b'\n') {
                out.push(b'\n');
            }
        }
        // The variables the source defined or named go to the end, in the
        // source's order.
        for g in self.src_ids(|k| matches!(k, GlobalKind::Var(_))) {
            if self.sg(g).common.linkage == Linkage::Appending {
                continue;
            }
            if let Some(d) = self.map_global(g, 0) {
                if matches!(self.dst.global(d).kind, GlobalKind::Var(_)) {
                    self.dst.move_to_end(d);
                }
            }
        }
        if let Some(e) = self.error.take() {
            return Err(LinkError::new(e));
        }
        crate::flags::link_module_flags(self)
    }

    /// Data layout and triple (`IRLinker::run`'s opening).
    fn merge_target(&mut self) {
        let empty = |x: &Option<Box<[u8]>>| x.as_deref().is_none_or(|s| s.is_empty());
        if empty(&self.dst.m.data_layout) {
            self.dst.m.data_layout = self.src.data_layout.clone();
            self.dst.m.data_layout_as_written = self.src.data_layout_as_written.clone();
            self.dst_layout = self
                .dst
                .m
                .data_layout
                .as_deref()
                .and_then(|d| DataLayout::parse(d).ok());
        }
        if empty(&self.dst.m.triple) && !empty(&self.src.triple) {
            self.dst.m.triple = self.src.triple.clone();
        }
        let text = |x: &Option<Box<[u8]>>| {
            String::from_utf8_lossy(x.as_deref().unwrap_or(b"")).into_owned()
        };
        let src_layout = self
            .src
            .data_layout
            .as_deref()
            .and_then(|d| DataLayout::parse(d).ok());
        if src_layout.unwrap_or_default() != self.dst_layout.clone().unwrap_or_default() {
            self.warn(format!(
                "Linking two modules of different data layouts: '{}' is '{}' whereas '{}' is '{}'\n",
                String::from_utf8_lossy(&self.src.id),
                text(&self.src.data_layout),
                String::from_utf8_lossy(&self.dst.m.id),
                text(&self.dst.m.data_layout),
            ));
        }
        if !empty(&self.src.triple)
            && !crate::triple::compatible(&text(&self.src.triple), &text(&self.dst.m.triple))
        {
            self.warn(format!(
                "Linking two modules of different target triples: '{}' is '{}' whereas '{}' is '{}'\n",
                String::from_utf8_lossy(&self.src.id),
                text(&self.src.triple),
                String::from_utf8_lossy(&self.dst.m.id),
                text(&self.dst.m.triple),
            ));
        }
        let merged = crate::triple::merge(&text(&self.src.triple), &text(&self.dst.m.triple));
        if !merged.is_empty() {
            self.dst.m.triple = Some(merged.into_bytes().into());
        }
    }

    fn compute_type_mapping(&mut self) {
        let mut pairs = Vec::new();
        for g in self.src_ids(|k| matches!(k, GlobalKind::Var(_))) {
            if self.sg(g).common.linkage != Linkage::Appending {
                continue;
            }
            let Some(d) = self.linked_to(g) else { continue };
            if self.dst.global(d).common.linkage != Linkage::Appending {
                continue;
            }
            let elem = |m: &Module, t: TypeId| match m.types.get(t) {
                Type::Array { elem, .. } => Some(*elem),
                _ => None,
            };
            if let (Some(de), Some(se)) = (
                elem(&self.dst.m, self.dst.global(d).common.value_ty),
                elem(&self.src, self.sg(g).common.value_ty),
            ) {
                pairs.push((de, se));
            }
        }
        let mut t = TypeTables {
            src: &mut self.src.types,
            dst: &mut self.dst.m.types,
            set: &mut self.dst.structs,
            names: &mut self.dst.names,
        };
        for (d, s) in pairs {
            self.tmap.add_mapping(&mut t, d, s);
        }
        map_structs_by_name(&mut self.tmap, &mut t);
        self.tmap.link_defined_bodies(&mut t);
    }

    /// The destination global for a source global, materializing it on
    /// first use (`mapValue` with the materializer); None maps to null.
    fn map_global(&mut self, s: GlobalId, cx: usize) -> Option<GlobalId> {
        if let Some(d) = self.gmap[cx][s] {
            return Some(d);
        }
        let d = self.materialize(s, cx == 1)?;
        self.gmap[cx][s] = Some(d);
        Some(d)
    }

    fn materialize(&mut self, s: GlobalId, for_indirect: bool) -> Option<GlobalId> {
        let new = self.link_proto(s, for_indirect)?;
        let ng = self.dst.global(new);
        let has_body = match &ng.kind {
            GlobalKind::Func(f) => f.body.is_some(),
            GlobalKind::Var(v) => v.init.is_some() || ng.common.linkage == Linkage::Appending,
            // An alias or ifunc made here gets its target from a job.
            _ => !self.fresh_indirect.contains(&new),
        };
        if has_body {
            return Some(new);
        }
        let other = if for_indirect { 0 } else { 1 };
        if self.gmap[other][s] == Some(new) {
            return Some(new);
        }
        if for_indirect || self.should_link(Some(new), s) {
            self.link_body(new, s);
        }
        self.strip_nocallback(new);
        Some(new)
    }

    /// `linkGlobalValueProto`.
    fn link_proto(&mut self, s: GlobalId, for_indirect: bool) -> Option<GlobalId> {
        let mut d = self.linked_to(s);
        let should = self.should_link(d, s);
        if should {
            if let Some(x) = self.gmap[0][s].or(self.gmap[1][s]) {
                return Some(x);
            }
        }
        if !should && for_indirect {
            d = None;
        }
        let appending = |g: &Global| g.common.linkage == Linkage::Appending;
        if appending(self.sg(s)) || d.is_some_and(|d| appending(self.dst.global(d))) {
            return self.link_appending_proto(d, s);
        }
        let new = match d {
            Some(d) if !should => d,
            _ => {
                if self.done_bodies {
                    return None;
                }
                let new = self.copy_proto(s, should || for_indirect);
                if should || !for_indirect {
                    if let Some(name) = self.sg(s).common.name.clone() {
                        self.dst.force_name(new, &name);
                    }
                }
                new
            }
        };
        if should || for_indirect {
            if let Some(c) = value_comdat(&self.src, s) {
                if matches!(
                    self.dst.global(new).kind,
                    GlobalKind::Var(_) | GlobalKind::Func(_)
                ) {
                    let sc = self.src.comdats[c].clone();
                    let dc = match self.dst.comdats.get(&sc.name) {
                        Some(&dc) => dc,
                        None => {
                            let dc = self.dst.m.comdats.push(sc.clone());
                            self.dst.comdats.insert(sc.name.clone(), dc);
                            dc
                        }
                    };
                    self.dst.m.comdats[dc].kind = sc.kind;
                    set_comdat(self.dst.global_mut(new), Some(dc));
                }
            }
        }
        if !should && for_indirect {
            set_linkage(self.dst.global_mut(new), Linkage::Internal);
        }
        if let Some(d) = d {
            if new != d {
                self.rauw.push((d, new));
            }
        }
        Some(new)
    }

    /// A destination prototype for a source global
    /// (`copyGlobalValueProto`).
    fn copy_proto(&mut self, s: GlobalId, for_definition: bool) -> GlobalId {
        let (sg, has_body) = self.src_global_without_body(s);
        let value_ty = self.map_type(sg.common.value_ty);
        let common = GlobalCommon {
            value_ty,
            linkage: Linkage::External,
            ..sg.common.clone()
        };
        let mut md_copied = Vec::new();
        let mut g = match &sg.kind {
            GlobalKind::Var(v) => {
                md_copied = v.md.clone();
                Global {
                    common,
                    kind: GlobalKind::Var(GlobalVar {
                        init: None,
                        comdat: None,
                        attrs: self.map_attr_set(v.attrs),
                        md: Vec::new(),
                        ..v.clone()
                    }),
                }
            }
            GlobalKind::Func(f) => {
                if !has_body {
                    md_copied = f.md.clone();
                }
                Global {
                    common,
                    kind: GlobalKind::Func(Function {
                        attrs: self.map_attr_list(&f.attrs),
                        param_names: Vec::new(),
                        comdat: None,
                        prefix: None,
                        prologue: None,
                        personality: None,
                        md: Vec::new(),
                        body: None,
                        ..f.clone()
                    }),
                }
            }
            kind if for_definition => {
                let placeholder = self.placeholder(sg.common.addrspace);
                let kind = match kind {
                    GlobalKind::Alias(_) => GlobalKind::Alias(Alias {
                        aliasee: placeholder,
                    }),
                    _ => GlobalKind::IFunc(IFunc {
                        resolver: placeholder,
                    }),
                };
                Global { common, kind }
            }
            _ => {
                let is_fn = matches!(self.dst.m.types.get(value_ty), Type::Function { .. });
                let mut g = declaration_like(&self.dst.m.types, value_ty);
                g.common.name = sg.common.name.clone();
                g.common.addrspace = sg.common.addrspace;
                if !is_fn {
                    g.common.thread_local = sg.common.thread_local;
                }
                g
            }
        };
        if for_definition {
            set_linkage(&mut g, sg.common.linkage);
        } else if sg.common.linkage == Linkage::ExternWeak {
            set_linkage(&mut g, Linkage::ExternWeak);
        }
        let indirect = matches!(g.kind, GlobalKind::Alias(_) | GlobalKind::IFunc(_));
        let id = self.dst.add(g);
        if indirect {
            self.fresh_indirect.insert(id);
        }
        if !md_copied.is_empty() {
            self.pending_md.push((id, md_copied));
        }
        id
    }

    fn placeholder(&mut self, addrspace: u32) -> ConstId {
        let ty = self.dst.m.types.ptr(addrspace);
        self.dst.m.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Poison,
        })
    }

    /// Schedules the mapping of a definition (`linkGlobalValueBody`).
    fn link_body(&mut self, d: GlobalId, s: GlobalId) {
        match &self.sg(s).kind {
            GlobalKind::Func(_) => {
                if let GlobalKind::Func(f) = &mut self.dst.global_mut(d).kind {
                    // Defined from now on; the job fills the body in.
                    f.body = Some(Body::default());
                }
                self.jobs.push(Job::Body { dst: d, src: s });
            }
            GlobalKind::Var(_) => self.jobs.push(Job::Init { dst: d, src: s }),
            _ => self.jobs.push(Job::Aliasee { dst: d, src: s }),
        }
    }

    /// `updateAttributes`: `nocallback` cannot survive a link.
    fn strip_nocallback(&mut self, d: GlobalId) {
        let g = self.dst.global(d);
        let GlobalKind::Func(f) = &g.kind else { return };
        if g.common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm."))
        {
            return;
        }
        let set = f.attrs.func;
        if self.dst.m.attrs.get(set).has(AttrKind::NoCallback) {
            let without = self.dst.m.attrs.get(set).without(AttrKind::NoCallback);
            let id = self.dst.m.attrs.intern(without);
            if let GlobalKind::Func(f) = &mut self.dst.global_mut(d).kind {
                f.attrs.func = id;
            }
        }
    }

    /// Refuses an appending variable of more than
    /// [`MAX_APPENDING_ELEMENTS`] elements (`len`).
    fn too_many_appended(&mut self, sg: &Global, len: u64) -> Option<GlobalId> {
        self.fail(format!(
            "Linking globals named '{}': appending variable of {len} elements, more than the {MAX_APPENDING_ELEMENTS} a link takes",
            name_text(&sg.common.name)
        ));
        None
    }

    /// `linkAppendingVarProto`: a new variable holding both arrays.
    fn link_appending_proto(&mut self, d: Option<GlobalId>, s: GlobalId) -> Option<GlobalId> {
        let sg = self.sg(s).clone();
        if let Some(d) = d {
            let dg = self.dst.global(d).clone();
            if !is_declaration(&dg) && !is_declaration(&sg) {
                let err = |m: &str| Some(m.to_string());
                let (dv, sv) = (dg.as_var(), sg.as_var());
                let problem = if sg.common.linkage != Linkage::Appending
                    || dg.common.linkage != Linkage::Appending
                {
                    Some(format!(
                        "Linking globals named '{}': can only link appending global with another appending global!",
                        name_text(&sg.common.name)
                    ))
                } else if dv.map(|v| v.constant) != sv.map(|v| v.constant) {
                    err("Appending variables linked with different const'ness!")
                } else if dv.and_then(|v| v.align) != sv.and_then(|v| v.align) {
                    err("Appending variables with different alignment need to be linked!")
                } else if dg.common.visibility != sg.common.visibility {
                    err("Appending variables with different visibility need to be linked!")
                } else if (dg.common.unnamed_addr == UnnamedAddr::Global)
                    != (sg.common.unnamed_addr == UnnamedAddr::Global)
                {
                    err("Appending variables with different unnamed_addr need to be linked!")
                } else if dv.and_then(|v| v.section.clone()) != sv.and_then(|v| v.section.clone()) {
                    err("Appending variables with different section name need to be linked!")
                } else if dg.common.addrspace != sg.common.addrspace {
                    err("Appending variables with different address spaces need to be linked!")
                } else {
                    None
                };
                if let Some(p) = problem {
                    self.fail(p);
                    return None;
                }
            }
        }
        let Some(sv) = sg.as_var() else {
            return d;
        };
        let Some(init) = sv.init else {
            return d;
        };
        let array_ty = self.map_type(sg.common.value_ty);
        let Type::Array { elem: elem_ty, .. } = *self.dst.m.types.get(array_ty) else {
            self.fail("Appending variables with different element types!".into());
            return None;
        };
        let mut prefix = Vec::new();
        if let Some(d) = d {
            let dg = self.dst.global(d);
            if let (Some(dv), Type::Array { elem, .. }) =
                (dg.as_var(), self.dst.m.types.get(dg.common.value_ty))
            {
                if let Some(di) = dv.init {
                    if *elem != elem_ty {
                        self.fail("Appending variables with different element types!".into());
                        return None;
                    }
                    prefix = match aggregate_elements(&mut self.dst.m, di) {
                        Ok(v) => v,
                        Err(len) => return self.too_many_appended(&sg, len),
                    };
                }
            }
        }
        let mut members = match aggregate_elements(&mut self.src, init) {
            Ok(v) => v,
            Err(len) => return self.too_many_appended(&sg, len),
        };
        let name = sg.common.name.as_deref().unwrap_or(b"");
        let is_structor = name == b"llvm.global_ctors" || name == b"llvm.global_dtors";
        if is_structor {
            // A constructor whose key global does not link goes.
            let mut kept = Vec::new();
            for m in members {
                let key = match &self.src.consts.get(m).kind {
                    ConstKind::Struct(f) if f.len() == 3 => match self.src.consts.get(f[2]).kind {
                        ConstKind::Global(k) => Some(k),
                        _ => None,
                    },
                    _ => None,
                };
                let keep = match key {
                    Some(k) => {
                        let dk = self.linked_to(k);
                        self.should_link(dk, k)
                    }
                    None => true,
                };
                if keep {
                    kept.push(m);
                }
            }
            members = kept;
        }
        let len = (prefix.len() + members.len()) as u64;
        let new_ty = self.dst.m.types.intern(Type::Array { elem: elem_ty, len });
        let mut common = sg.common.clone();
        common.value_ty = new_ty;
        common.name = None;
        let var = GlobalVar {
            init: None,
            comdat: None,
            md: Vec::new(),
            attrs: self.map_attr_set(sv.attrs),
            ..sv.clone()
        };
        let ng = self.dst.add(Global {
            common,
            kind: GlobalKind::Var(var),
        });
        // LLVM inserts the new variable before the old one.
        if let Some(d) = d {
            self.dst.move_before(ng, d);
        }
        if let Some(n) = &sg.common.name {
            self.dst.force_name(ng, n);
        }
        self.jobs.push(Job::Appending {
            dst: ng,
            prefix,
            members,
        });
        if let Some(d) = d {
            self.rauw.push((d, ng));
        }
        Some(ng)
    }

    fn flush(&mut self) {
        while let Some(job) = self.jobs.pop() {
            match job {
                Job::Init { dst, src } => {
                    let (init, md) = match &self.sg(src).kind {
                        GlobalKind::Var(v) => (v.init, v.md.clone()),
                        _ => (None, Vec::new()),
                    };
                    let init = init.and_then(|c| self.map_const(c, 0));
                    if let GlobalKind::Var(v) = &mut self.dst.global_mut(dst).kind {
                        v.init = init;
                    }
                    self.pending_md.retain(|(d, _)| *d != dst);
                    let mapped = self.map_attachments(&md);
                    set_attachments(self.dst.global_mut(dst), mapped);
                }
                Job::Appending {
                    dst,
                    prefix,
                    members,
                } => {
                    let mut elems = prefix;
                    for m in members {
                        match self.map_const(m, 0) {
                            Some(c) => elems.push(c),
                            None => {
                                self.fail("an appending array's element maps to nothing".into())
                            }
                        }
                    }
                    let ty = self.dst.global(dst).common.value_ty;
                    let init = self.dst.m.consts.intern(
                        &self.dst.m.types,
                        Const {
                            ty,
                            kind: ConstKind::Array(elems),
                        },
                    );
                    if let GlobalKind::Var(v) = &mut self.dst.global_mut(dst).kind {
                        v.init = Some(init);
                    }
                }
                Job::Aliasee { dst, src } => {
                    let target = match &self.sg(src).kind {
                        GlobalKind::Alias(a) => a.aliasee,
                        GlobalKind::IFunc(i) => i.resolver,
                        _ => continue,
                    };
                    self.fresh_indirect.remove(&dst);
                    let Some(mapped) = self.map_const(target, 1) else {
                        self.fail("an aliasee maps to nothing".into());
                        continue;
                    };
                    match &mut self.dst.global_mut(dst).kind {
                        GlobalKind::Alias(a) => a.aliasee = mapped,
                        GlobalKind::IFunc(i) => i.resolver = mapped,
                        _ => {}
                    }
                }
                Job::Body { dst, src } => self.map_function(dst, src),
            }
        }
    }

    // ---------------------------------------------------------------
    // Values, metadata, attributes

    fn map_const(&mut self, c: ConstId, cx: usize) -> Option<ConstId> {
        ConstCx { mv: self, cx }.import_const(c)
    }

    fn map_attr_set(&mut self, s: AttrSetId) -> AttrSetId {
        if s.is_empty() {
            return s;
        }
        if let Some(&d) = self.attr_sets.get(&s) {
            return d;
        }
        let attrs: Vec<Attribute> = self.src.attrs.get(s).as_slice().to_vec();
        let attrs = attrs
            .into_iter()
            .map(|a| match a {
                Attribute::Type(k, t) => Attribute::Type(k, self.map_type(t)),
                a => a,
            })
            .collect();
        let d = self.dst.m.attrs.intern(AttrSet::new(attrs));
        self.attr_sets.insert(s, d);
        d
    }

    fn map_attr_list(&mut self, l: &AttrList) -> AttrList {
        AttrList::new(
            self.map_attr_set(l.func),
            self.map_attr_set(l.ret),
            l.params.iter().map(|&p| self.map_attr_set(p)).collect(),
        )
    }

    fn map_kind(&mut self, k: MdKindId) -> MdKindId {
        if let Some(&d) = self.md_kinds.get(&k) {
            return d;
        }
        let name = self.src.metadata.kind_name(k).to_vec();
        let d = self.dst.m.metadata.kind_id(&name);
        self.md_kinds.insert(k, d);
        d
    }

    fn map_attachments(&mut self, mds: &[(MdKindId, MdId)]) -> Vec<(MdKindId, MdId)> {
        let mut out = Vec::with_capacity(mds.len());
        for &(k, m) in mds {
            let k = self.map_kind(k);
            if let Some(m) = self.map_md(m) {
                out.push((k, m));
            }
        }
        out
    }

    /// Maps a metadata graph without recursion: distinct nodes are copied
    /// (each source module's distinct nodes are its own), uniqued ones
    /// re-uniqued in the destination, cycles closed through placeholders.
    pub(crate) fn map_md(&mut self, root: MdId) -> Option<MdId> {
        match self.md[root] {
            MdState::Done(d) => return d,
            MdState::Busy(_) => return Some(self.placeholder_md(root)),
            MdState::Same(w) => {
                let d = self.map_md(w);
                self.md[root] = MdState::Done(d);
                return d;
            }
            MdState::Todo | MdState::Into(_) => {}
        }
        let mut stack: Vec<(MdId, usize)> = Vec::new();
        self.enter_md(root, &mut stack)?;
        while let Some(&mut (n, ref mut next)) = stack.last_mut() {
            let ops = self.src.metadata.get(n).node_operands();
            if *next < ops.len() {
                let op = ops[*next];
                *next += 1;
                if let Some(op) = op {
                    match self.md[op] {
                        MdState::Todo | MdState::Into(_) => {
                            self.enter_md(op, &mut stack);
                        }
                        MdState::Busy(None) => {
                            self.placeholder_md(op);
                        }
                        MdState::Same(w) => {
                            // `w` is distinct: entering it gives its node.
                            if matches!(self.md[w], MdState::Todo | MdState::Into(_)) {
                                self.enter_md(w, &mut stack);
                            }
                            self.md[op] = self.md[w];
                        }
                        _ => {}
                    }
                }
                continue;
            }
            stack.pop();
            self.finish_md(n);
        }
        match self.md[root] {
            MdState::Done(d) => d,
            _ => None,
        }
    }

    /// Installs what ODR uniquing decided for the source's types.
    pub(crate) fn seed_odr(&mut self, odr: &crate::odr::SrcOdr) {
        for &(n, d) in &odr.to_dst {
            self.md[n] = MdState::Done(Some(d));
        }
        for &(n, d) in &odr.mutate {
            self.md[n] = MdState::Into(d);
        }
        for &(n, w) in &odr.same {
            self.md[n] = MdState::Same(w);
        }
    }

    /// Completes the destination forward declarations a source definition
    /// took over even where nothing moved refers to it (LLVM mutates them
    /// as the source is read).
    pub(crate) fn finish_odr(&mut self, odr: &crate::odr::SrcOdr) {
        for &(n, _) in &odr.mutate {
            self.map_md(n);
        }
    }

    /// The destination node a source node was mapped to, if it was.
    pub(crate) fn mapped_md(&self, n: MdId) -> Option<MdId> {
        match self.md[n] {
            MdState::Done(d) => d,
            _ => None,
        }
    }

    fn placeholder_md(&mut self, n: MdId) -> MdId {
        match self.md[n] {
            MdState::Busy(Some(p)) => p,
            MdState::Busy(None) => {
                let p = self.dst.m.metadata.reserve();
                self.md[n] = MdState::Busy(Some(p));
                p
            }
            MdState::Done(Some(d)) => d,
            _ => self.dst.m.metadata.reserve(),
        }
    }

    /// Starts mapping node `n`; leaves are finished at once.
    fn enter_md(&mut self, n: MdId, stack: &mut Vec<(MdId, usize)>) -> Option<()> {
        let md = self.src.metadata.get(n);
        match md {
            Metadata::String(_) => {
                let s = self.src.metadata.take(n);
                let d = self.dst.m.metadata.add(s);
                self.md[n] = MdState::Done(Some(d));
            }
            Metadata::Value(c) => {
                let c = *c;
                let d = self
                    .map_const(c, 0)
                    .map(|c| self.dst.m.metadata.add(Metadata::Value(c)));
                self.md[n] = MdState::Done(d);
            }
            _ if md.is_distinct() => {
                let d = match self.md[n] {
                    MdState::Into(d) => d,
                    _ => self.dst.m.metadata.reserve(),
                };
                self.md[n] = MdState::Done(Some(d));
                stack.push((n, 0));
            }
            _ => {
                self.md[n] = MdState::Busy(None);
                stack.push((n, 0));
            }
        }
        Some(())
    }

    fn finish_md(&mut self, n: MdId) {
        let mapped_op = |s: &Self, op: Option<MdId>| -> Option<MdId> {
            let op = op?;
            match s.md[op] {
                MdState::Done(d) => d,
                MdState::Busy(p) => p,
                MdState::Same(w) => match s.md[w] {
                    MdState::Done(d) => d,
                    _ => None,
                },
                MdState::Todo | MdState::Into(_) => None,
            }
        };
        if !self.src.metadata.get(n).is_node() {
            return;
        }
        // The source module is consumed: its node moves (a finished node
        // is never read again: its state says where it went).
        let mut node = self.src.metadata.take(n);
        for o in node.node_operands_mut() {
            *o = mapped_op(self, *o);
        }
        let d = match self.md[n] {
            MdState::Done(Some(d)) | MdState::Busy(Some(d)) => {
                self.dst.m.metadata.set(d, node);
                d
            }
            _ => self.dst.m.metadata.add(node),
        };
        self.md[n] = MdState::Done(Some(d));
    }

    fn map_operand(&mut self, op: Operand, body: &mut Body, local_done: &mut [bool]) -> Operand {
        match op {
            Operand::Const(c) => match self.map_const(c, 0) {
                Some(d) => Operand::Const(d),
                None => {
                    self.fail("a constant maps to nothing".into());
                    op
                }
            },
            Operand::Metadata(m) => match self.map_md(m) {
                Some(d) => Operand::Metadata(d),
                None => {
                    let empty = self.dst.m.metadata.add(Metadata::Tuple {
                        distinct: false,
                        ops: Vec::new(),
                    });
                    Operand::Metadata(empty)
                }
            },
            Operand::InlineAsm(a) => {
                let mut asm = self.src.inline_asms[a].clone();
                asm.fn_ty = self.map_type(asm.fn_ty);
                Operand::InlineAsm(self.dst.m.add_inline_asm(asm))
            }
            Operand::LocalMetadata(i) => {
                self.map_local_md(i, body, local_done);
                op
            }
            Operand::Arg(_) | Operand::Inst(_) => op,
        }
    }

    fn map_local_md(&mut self, id: LocalMdId, body: &mut Body, done: &mut [bool]) {
        let i = id.index();
        if i >= done.len() || done[i] {
            return;
        }
        done[i] = true;
        let mut local =
            std::mem::replace(&mut body.local_md[id], LocalMetadata::ArgList(Vec::new()));
        match &mut local {
            LocalMetadata::Value { ty, value } => {
                *ty = self.map_type(*ty);
                *value = self.map_operand(*value, body, done);
            }
            LocalMetadata::ArgList(items) => {
                for (ty, value) in items.iter_mut() {
                    *ty = self.map_type(*ty);
                    *value = self.map_operand(*value, body, done);
                }
            }
        }
        body.local_md[id] = local;
    }

    /// `remapFunction`: the function's own operands, its attachments, then
    /// each instruction (operands, attachments, types, debug records).
    fn map_function(&mut self, d: GlobalId, s: GlobalId) {
        let (personality, prefix, prologue, md, names, body) = match &mut self.src.globals[s].kind {
            GlobalKind::Func(f) => (
                f.personality,
                f.prefix,
                f.prologue,
                f.md.clone(),
                f.param_names.clone(),
                f.body.take(),
            ),
            _ => return,
        };
        let Some(mut body) = body else { return };
        let personality = personality.and_then(|c| self.map_const(c, 0));
        let prefix = prefix.and_then(|c| self.map_const(c, 0));
        let prologue = prologue.and_then(|c| self.map_const(c, 0));
        let md = self.map_attachments(&md);
        let mut local_done = vec![false; body.local_md.len()];
        let order: Vec<usize> = body
            .blocks
            .values()
            .flat_map(|b| b.insts.iter().map(|i| i.index()))
            .collect();
        let mut live = vec![false; body.insts.len()];
        let void = self.dst.m.types.void();
        for &i in &order {
            live[i] = true;
            let mut inst = std::mem::replace(
                &mut body.insts[llconv_ir::InstId::from_index(i)],
                placeholder_inst(void),
            );
            self.map_inst(&mut inst, &mut body, &mut local_done);
            body.insts[llconv_ir::InstId::from_index(i)] = inst;
        }
        for (i, alive) in live.into_iter().enumerate() {
            if !alive {
                body.insts[llconv_ir::InstId::from_index(i)] = placeholder_inst(void);
            }
        }
        for i in 0..local_done.len() {
            self.map_local_md(LocalMdId::from_index(i), &mut body, &mut local_done);
        }
        let g = self.dst.global_mut(d);
        if let GlobalKind::Func(f) = &mut g.kind {
            f.personality = personality;
            f.prefix = prefix;
            f.prologue = prologue;
            f.md = md;
            f.param_names = names;
            f.body = Some(body);
        }
    }

    fn map_inst(&mut self, inst: &mut Inst, body: &mut Body, local_done: &mut [bool]) {
        let mut kind = std::mem::replace(&mut inst.kind, InstKind::Unreachable);
        kind.for_each_value_operand_mut(|op| *op = self.map_operand(*op, body, local_done));
        for c in kind.switch_case_values_mut() {
            if let Some(d) = self.map_const(*c, 0) {
                *c = d;
            }
        }
        // Attachments: `!dbg` (the first fixed kind, 0) first, as LLVM
        // lists them.
        let mut md: Vec<(MdKindId, MdId)> = inst.md.iter().copied().collect();
        md.sort_by_key(|&(k, _)| k != MdKindId::DBG);
        let mapped = self.map_attachments(&md);
        inst.md = mapped.into_iter().collect();
        inst.ty = self.map_type(inst.ty);
        kind.for_each_type_mut(|t| *t = self.map_type(*t));
        kind.for_each_sync_scope_mut(|s| *s = self.map_sync_scope(*s));
        if let InstKind::Call(call)
        | InstKind::Invoke { call, .. }
        | InstKind::CallBr { call, .. } = &mut kind
        {
            let mut attrs = self.map_attr_list(&call.attrs);
            if self.dst.m.attrs.get(attrs.func).has(AttrKind::NoCallback) {
                let without = self
                    .dst
                    .m
                    .attrs
                    .get(attrs.func)
                    .without(AttrKind::NoCallback);
                attrs.func = self.dst.m.attrs.intern(without);
            }
            call.attrs = attrs;
        }
        inst.kind = kind;
        for r in inst.dbg_records.iter_mut() {
            self.map_dbg_record(r, body, local_done);
        }
    }

    fn map_dbg_record(&mut self, r: &mut DbgRecord, body: &mut Body, local_done: &mut [bool]) {
        let md = |s: &mut Self, m: &mut MdId| {
            if let Some(d) = s.map_md(*m) {
                *m = d;
            }
        };
        match r {
            DbgRecord::Label { label, dilocation } => {
                md(self, dilocation);
                md(self, label);
            }
            DbgRecord::Variable {
                location,
                variable,
                expression,
                assign,
                dilocation,
                ..
            } => {
                md(self, dilocation);
                md(self, variable);
                if let Some(a) = assign {
                    a.address = self.map_operand(a.address, body, local_done);
                    md(self, &mut a.assign_id);
                    md(self, &mut a.address_expr);
                }
                *location = self.map_operand(*location, body, local_done);
                md(self, expression);
            }
        }
    }

    fn map_sync_scope(&mut self, s: SyncScope) -> SyncScope {
        let Some(i) = s.name_index() else {
            return s;
        };
        match self.src.sync_scopes.get(i) {
            Some(name) => {
                let name = name.clone();
                self.dst.m.sync_scope(&name)
            }
            None => s,
        }
    }

    fn link_named_metadata(&mut self) {
        let named = std::mem::take(&mut self.src.named_metadata);
        for nmd in &named {
            if &nmd.name[..] == b"llvm.module.flags" {
                continue;
            }
            // LLVM 22 adds each node once (`!llvm.ident` of many modules
            // is one node).
            let mut ops: Vec<MdId> = Vec::new();
            let existing = self
                .dst
                .m
                .named_metadata
                .iter()
                .find(|n| n.name == nmd.name);
            let mut seen: FastSet<MdId> = existing
                .map(|n| n.ops.iter().copied().collect())
                .unwrap_or_default();
            for &o in &nmd.ops {
                if let Some(d) = self.map_md(o) {
                    if seen.insert(d) {
                        ops.push(d);
                    }
                }
            }
            self.dst.m.append_named_metadata(&nmd.name, ops);
        }
        self.src.named_metadata = named;
    }

    /// After the move: internalizes what this module brought, if asked.
    pub(crate) fn finish(&mut self) {
        if self.flags.internalize && !self.internalize.is_empty() {
            crate::internalize::internalize(self.dst, &self.internalize);
        }
    }

    // Accessors for the module-flags merge.
    pub(crate) fn parts(&mut self) -> (&mut Dst, &Module, &mut Vec<crate::Diagnostic>) {
        (self.dst, &self.src, self.diagnostics)
    }
}

/// The mover as a [`ConstImporter`], in one of its two mapping contexts.
struct ConstCx<'m, 'a> {
    mv: &'m mut Mover<'a>,
    cx: usize,
}

impl ConstImporter for ConstCx<'_, '_> {
    fn source(&self, c: ConstId) -> &Const {
        self.mv.src.consts.get(c)
    }

    fn imported(&self, c: ConstId) -> Option<ConstId> {
        self.mv.cmap[self.cx].get(c).copied().flatten()
    }

    fn remember(&mut self, c: ConstId, d: ConstId) {
        if let Some(slot) = self.mv.cmap[self.cx].get_mut(c) {
            *slot = Some(d);
        }
    }

    fn import_type(&mut self, t: TypeId) -> Option<TypeId> {
        Some(self.mv.map_type(t))
    }

    fn import_global(&mut self, g: GlobalId) -> Option<GlobalId> {
        self.mv.map_global(g, self.cx)
    }

    fn intern(&mut self, c: Const) -> ConstId {
        self.mv.dst.m.consts.intern_raw(c)
    }

    /// A global another module declared in another address space is
    /// reached through a cast.
    fn global_ref(&mut self, d: GlobalId, ty: TypeId) -> Option<ConstId> {
        let space = self.mv.dst.global(d).common.addrspace;
        let own_ty = self.mv.dst.m.types.ptr(space);
        let own = self.intern(Const {
            ty: own_ty,
            kind: ConstKind::Global(d),
        });
        if own_ty == ty {
            return Some(own);
        }
        Some(self.intern(Const {
            ty,
            kind: ConstKind::Expr(Box::new(ConstExpr {
                op: llconv_ir::ConstExprOp::Cast(llconv_ir::CastOp::AddrSpaceCast),
                flags: 0,
                operands: vec![own],
                source_ty: None,
                inrange: None,
                mask: Vec::new(),
            })),
        }))
    }
}

fn placeholder_inst(void: TypeId) -> Inst {
    Inst {
        ty: void,
        name: None,
        kind: InstKind::Unreachable,
        md: Default::default(),
        dbg_records: Default::default(),
    }
}

/// `GlobalValue::setLinkage`: a local symbol has default visibility and
/// is `dso_local`.
fn set_linkage(g: &mut Global, l: Linkage) {
    g.common.linkage = l;
    if l.is_local() {
        g.common.visibility = Visibility::Default;
    }
    g.common.dso_local |= g.common.is_implicitly_dso_local();
}

fn set_comdat(g: &mut Global, c: Option<ComdatId>) {
    match &mut g.kind {
        GlobalKind::Var(v) => v.comdat = c,
        GlobalKind::Func(f) => f.comdat = c,
        _ => {}
    }
}

fn set_attachments(g: &mut Global, md: Vec<(MdKindId, MdId)>) {
    match &mut g.kind {
        GlobalKind::Var(v) => v.md = md,
        GlobalKind::Func(f) => f.md = md,
        _ => {}
    }
}

/// An external declaration of a value type, unnamed: a function for a
/// function type, a variable otherwise.
fn declaration_like(types: &llconv_ir::TypeTable, value_ty: TypeId) -> Global {
    let common = GlobalCommon {
        value_ty,
        ..Default::default()
    };
    let kind = if matches!(types.get(value_ty), Type::Function { .. }) {
        GlobalKind::Func(Function::default())
    } else {
        GlobalKind::Var(GlobalVar::default())
    };
    Global { common, kind }
}

/// The most elements an appending variable may have, each of which the
/// link makes a constant of. Explicit elements are bounded by the input's
/// size; this bounds `zeroinitializer`, `undef` and `poison` arrays,
/// which a few bytes of text can make of any length (`llvm-link-22` runs
/// out of memory on `[14294967296 x i32] zeroinitializer`).
const MAX_APPENDING_ELEMENTS: u64 = 1 << 24;

/// The elements of an array constant, as constants of `m`; the array's
/// length when it is over [`MAX_APPENDING_ELEMENTS`].
fn aggregate_elements(m: &mut Module, c: ConstId) -> Result<Vec<ConstId>, u64> {
    let Const { ty, kind } = m.consts.get(c).clone();
    let (elem, len) = match m.types.get(ty) {
        Type::Array { elem, len } => (*elem, *len),
        _ => return Ok(Vec::new()),
    };
    if len > MAX_APPENDING_ELEMENTS {
        return Err(len);
    }
    Ok(match kind {
        ConstKind::Array(v) => v,
        ConstKind::Data(raw) => raw
            .iter()
            .map(|bits| {
                let kind = match m.types.int_width(elem) {
                    Some(w) => ConstKind::Int(llconv_ir::ApInt::from_u64(w, bits)),
                    None => ConstKind::Float(u128::from(bits)),
                };
                m.consts.intern_raw(Const { ty: elem, kind })
            })
            .collect(),
        ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => {
            let k = match kind {
                ConstKind::Zero => llconv_ir::fold::null_value(&mut m.consts, &m.types, elem),
                ConstKind::Undef => Some(m.consts.intern_raw(Const {
                    ty: elem,
                    kind: ConstKind::Undef,
                })),
                _ => Some(m.consts.intern_raw(Const {
                    ty: elem,
                    kind: ConstKind::Poison,
                })),
            };
            k.map(|k| vec![k; len as usize]).unwrap_or_default()
        }
        _ => Vec::new(),
    })
}

/// 0 for variables, 1 functions, 2 aliases, 3 ifuncs.
fn kind_rank(k: &GlobalKind) -> u8 {
    match k {
        GlobalKind::Var(_) => 0,
        GlobalKind::Func(_) => 1,
        GlobalKind::Alias(_) => 2,
        GlobalKind::IFunc(_) => 3,
    }
}

/// The globals the destination's live globals and metadata refer to.
fn used_globals(dst: &Dst) -> FastSet<GlobalId> {
    let m = &dst.m;
    let mut used = FastSet::default();
    let mut seen = FastSet::default();
    let mut stack: Vec<ConstId> = Vec::new();
    for g in dst.live().into_iter().map(|g| &m.globals[g]) {
        match &g.kind {
            GlobalKind::Var(v) => stack.extend(v.init),
            GlobalKind::Func(f) => {
                stack.extend(f.personality.iter().chain(&f.prefix).chain(&f.prologue));
                if let Some(b) = &f.body {
                    for i in b.live_insts() {
                        i.kind.for_each_value_operand(|op| {
                            if let Operand::Const(c) = op {
                                stack.push(c)
                            }
                        });
                    }
                }
            }
            GlobalKind::Alias(a) => stack.push(a.aliasee),
            GlobalKind::IFunc(i) => stack.push(i.resolver),
        }
    }
    for i in 0..m.metadata.len() {
        if let Metadata::Value(c) = m.metadata.get(MdId::from_index(i)) {
            stack.push(*c);
        }
    }
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        let k = &m.consts.get(c).kind;
        match k.global() {
            Some(g) => {
                used.insert(g);
            }
            None => k.for_each_operand(|o| stack.push(o)),
        }
    }
    used
}
