//! Module-level entities: header lines, types, comdats, globals, functions,
//! aliases, ifuncs, attribute groups, use-list orders and summaries.

use super::{
    AttrTarget, FnState, GKey, Local, LocalKey, LocalKeyRef, PResult, Parser, PendingAttrs,
    PendingBlockAddr,
};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::attributes::{AttrKind, AttrList, AttrPosition, Attribute};
use llconv_ir::*;

/// What precedes `global`/`alias`/`define`: linkage and friends.
#[derive(Default, Clone, Copy)]
pub(crate) struct Header {
    linkage: Linkage,
    has_linkage: bool,
    visibility: Visibility,
    dll: DllStorage,
    dso_local: bool,
    tls: ThreadLocal,
    unnamed: UnnamedAddr,
}

impl<'a> Parser<'a> {
    pub(crate) fn parse_module(&mut self) -> PResult<()> {
        // LLVM reads `target` and `source_filename` only before anything
        // else.
        let mut past_header = false;
        loop {
            let header =
                self.tok.kind == Tok::Kw && matches!(self.text(), b"source_filename" | b"target");
            if header && past_header {
                return Err(self
                    .err("expected top-level entity")
                    .or_kind(ParseErrorKind::Syntax));
            }
            past_header |= !header;
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::Kw => match self.text() {
                    b"source_filename" => {
                        self.bump();
                        self.expect(Tok::Equal, "expected '=' after source_filename")?;
                        let s = self.parse_str("expected string constant")?;
                        self.m.source_filename = s.to_vec().into();
                    }
                    b"target" => {
                        self.bump();
                        if self.eat_kw(b"datalayout") {
                            self.expect(Tok::Equal, "expected '=' after target datalayout")?;
                            let loc = self.loc();
                            let s = self.parse_str("expected string constant")?;
                            // A caller's layout replaces the module's, unread.
                            if self.options.data_layout.is_none() {
                                if let Err(e) = llconv_ir::datalayout::DataLayout::parse(&s) {
                                    return Err(self.err_at(loc, e));
                                }
                                self.data_layout_loc = loc;
                                self.program_as = program_addrspace(&s);
                                self.m.data_layout = Some(s.to_vec().into());
                            }
                        } else if self.eat_kw(b"triple") {
                            self.expect(Tok::Equal, "expected '=' after target triple")?;
                            let s = self.parse_str("expected string constant")?;
                            self.m.triple = Some(s.to_vec().into());
                        } else {
                            return Err(self.err("unknown target property"));
                        }
                    }
                    b"module" => {
                        self.bump();
                        self.expect_kw(b"asm", "expected 'module asm'")?;
                        let s = self.parse_str("expected string constant")?;
                        // As `Module::appendModuleInlineAsm`: each piece ends a line.
                        self.m.module_asm.extend_from_slice(&s);
                        if self.m.module_asm.last().is_some_and(|&c| c != b'\n') {
                            self.m.module_asm.push(b'\n');
                        }
                    }
                    b"declare" => self.parse_function(false)?,
                    b"define" => self.parse_function(true)?,
                    b"attributes" => self.parse_attr_group()?,
                    b"uselistorder" => self.parse_uselistorder()?,
                    b"uselistorder_bb" => self.parse_uselistorder_bb()?,
                    _ => {
                        return Err(self
                            .err("expected top-level entity")
                            .or_kind(ParseErrorKind::Syntax))
                    }
                },
                Tok::LocalVar | Tok::LocalId(_) => self.parse_type_def()?,
                Tok::GlobalVar | Tok::GlobalId(_) => self.parse_global_def()?,
                Tok::ComdatVar => self.parse_comdat_def()?,
                Tok::Exclaim | Tok::MdDef(_) | Tok::MdRef(_) => self.parse_standalone_md()?,
                Tok::MetadataVar => self.parse_named_md()?,
                Tok::SummaryId(_) => self.parse_summary_entry()?,
                _ => {
                    return Err(self
                        .err("expected top-level entity")
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
        }
    }

    fn parse_type_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let key = match self.tok.kind {
            Tok::LocalId(n) => GKey::Num(n),
            _ => GKey::Name(self.take_str()),
        };
        self.bump();
        self.expect(Tok::Equal, "expected '=' after name")?;
        self.expect_kw(b"type", "expected 'type' after name")?;
        let existing = match &key {
            GKey::Name(n) => self.tnames.get(&n[..]).copied(),
            GKey::Num(n) => self.tnums.get(n).copied(),
        };
        let display = match &key {
            GKey::Name(n) => String::from_utf8_lossy(n).into_owned(),
            GKey::Num(n) => n.to_string(),
        };
        if let Some((_, None)) = existing {
            return Err(self
                .err_at(loc, "redefinition of type")
                .or_kind(ParseErrorKind::Redefinition));
        }
        let is_struct = self.is_kw(b"opaque")
            || self.tok.kind == Tok::LBrace
            || (self.tok.kind == Tok::Less && {
                // `<{` is a packed struct; `<4 x i32>` a vector alias.
                let save = self.src.get(self.tok.end as usize..).unwrap_or(&[]);
                save.iter().find(|c| !c.is_ascii_whitespace()) == Some(&b'{')
            });
        if !is_struct {
            let t = self.parse_type(false)?;
            if existing.is_some() {
                return Err(self.err_at(loc, "forward references to non-struct type"));
            }
            match key {
                GKey::Name(n) => {
                    self.tnames.insert(n, (t, None));
                }
                GKey::Num(n) => {
                    self.tnums.insert(n, (t, None));
                }
            }
            return Ok(());
        }
        let t = match existing {
            Some((t, _)) => t,
            None => {
                let name = match &key {
                    GKey::Name(n) => Some(n.to_vec().into()),
                    GKey::Num(_) => None,
                };
                self.m.types.new_named_struct(name)
            }
        };
        match key {
            GKey::Name(n) => {
                self.tnames.insert(n, (t, None));
            }
            GKey::Num(n) => {
                self.tnums.insert(n, (t, None));
            }
        }
        if self.eat_kw(b"opaque") {
            return Ok(());
        }
        let packed = self.eat(Tok::Less);
        let elems = self.parse_struct_body()?;
        if packed {
            self.expect(Tok::Greater, "expected '>' in packed struct")?;
        }
        self.m.types.set_struct_body(t, elems, packed);
        // Reported at the token after the body, as LLVM's `tokError`.
        if self.contains_by_value(t, t, &mut std::collections::HashSet::new()) {
            return Err(self.err(format!(
                "identified structure type '{display}' is recursive"
            )));
        }
        Ok(())
    }

    /// Whether `t` holds `target` by value (not through a pointer).
    fn contains_by_value(
        &self,
        t: TypeId,
        target: TypeId,
        seen: &mut std::collections::HashSet<TypeId>,
    ) -> bool {
        if !seen.insert(t) {
            return false;
        }
        let elems: Vec<TypeId> = match self.m.types.get(t) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => vec![*elem],
            Type::Struct { elems, .. } => elems.clone(),
            Type::Named(i) => match self.m.types.structs.get(*i).and_then(|s| s.body.as_ref()) {
                Some(b) => b.elems.clone(),
                None => return false,
            },
            _ => return false,
        };
        elems
            .into_iter()
            .any(|e| e == target || self.contains_by_value(e, target, seen))
    }

    fn parse_comdat_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let name = self.take_str();
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect_kw(b"comdat", "expected comdat type")?;
        let kind = match self.kw() {
            b"any" => ComdatKind::Any,
            b"exactmatch" => ComdatKind::ExactMatch,
            b"largest" => ComdatKind::Largest,
            b"nodeduplicate" => ComdatKind::NoDeduplicate,
            b"samesize" => ComdatKind::SameSize,
            _ => return Err(self.err("unknown selection kind")),
        };
        self.bump();
        match self.comdat_names.get(&name[..]).copied() {
            Some((_, None)) => {
                return Err(self
                    .err_at(
                        loc,
                        format!(
                            "redefinition of comdat '${}'",
                            String::from_utf8_lossy(&name)
                        ),
                    )
                    .or_kind(ParseErrorKind::Redefinition));
            }
            Some((id, Some(_))) => {
                self.m.comdats[id].kind = kind;
                self.comdat_names.insert(name, (id, None));
            }
            None => {
                let id = ComdatId::from_index(self.m.comdats.len());
                self.m.comdats.push(Comdat {
                    name: name.to_vec().into(),
                    kind,
                });
                self.comdat_names.insert(name, (id, None));
            }
        }
        Ok(())
    }

    fn comdat_ref(&mut self, name: &[u8], loc: u32) -> ComdatId {
        if let Some(&(id, _)) = self.comdat_names.get(name) {
            return id;
        }
        let id = ComdatId::from_index(self.m.comdats.len());
        self.m.comdats.push(Comdat {
            name: name.into(),
            kind: ComdatKind::Any,
        });
        self.comdat_names
            .insert(std::borrow::Cow::Owned(name.to_vec()), (id, Some(loc)));
        id
    }

    /// `comdat` or `comdat($name)`, if present.
    fn parse_opt_comdat(&mut self, gname: Option<&[u8]>) -> PResult<Option<ComdatId>> {
        let loc = self.loc();
        if !self.eat_kw(b"comdat") {
            return Ok(None);
        }
        if self.eat(Tok::LParen) {
            if self.tok.kind != Tok::ComdatVar {
                return Err(self
                    .err("expected comdat variable")
                    .or_kind(ParseErrorKind::Syntax));
            }
            let n = self.take_str();
            let l = self.loc();
            self.bump();
            self.expect(Tok::RParen, "expected ')' after comdat var")?;
            return Ok(Some(self.comdat_ref(&n, l)));
        }
        match gname {
            Some(n) => Ok(Some(self.comdat_ref(n, loc))),
            // At the token after `comdat`, as LLVM.
            None => Err(self.err("comdat cannot be unnamed")),
        }
    }

    pub(crate) fn parse_header(&mut self, globals: bool) -> PResult<Header> {
        let mut h = Header::default();
        if let Some(l) = Linkage::from_keyword(self.kw()) {
            // `external` is written only where it is implied anyway.
            h.linkage = l;
            h.has_linkage = true;
            self.bump();
        }
        if self.eat_kw(b"dso_local") {
            h.dso_local = true;
        } else {
            self.eat_kw(b"dso_preemptable");
        }
        h.visibility = match self.kw() {
            b"default" => Visibility::Default,
            b"hidden" => Visibility::Hidden,
            b"protected" => Visibility::Protected,
            _ => h.visibility,
        };
        if matches!(self.kw(), b"default" | b"hidden" | b"protected") {
            self.bump();
        }
        h.dll = match self.kw() {
            b"dllimport" => DllStorage::Import,
            b"dllexport" => DllStorage::Export,
            _ => DllStorage::Default,
        };
        if h.dll != DllStorage::Default {
            self.bump();
        }
        if h.dso_local && h.dll == DllStorage::Import {
            return Err(self.err("dso_location and DLL-StorageClass mismatch"));
        }
        if globals {
            if self.eat_kw(b"thread_local") {
                h.tls = ThreadLocal::GeneralDynamic;
                if self.eat(Tok::LParen) {
                    h.tls = match self.kw() {
                        b"localdynamic" => ThreadLocal::LocalDynamic,
                        b"initialexec" => ThreadLocal::InitialExec,
                        b"localexec" => ThreadLocal::LocalExec,
                        _ => {
                            return Err(self
                                .err("expected localdynamic, initialexec or localexec")
                                .or_kind(ParseErrorKind::Syntax))
                        }
                    };
                    self.bump();
                    self.expect(Tok::RParen, "expected ')' after thread local model")?;
                }
            }
            h.unnamed = self.parse_opt_unnamed_addr();
        }
        Ok(h)
    }

    fn parse_opt_unnamed_addr(&mut self) -> UnnamedAddr {
        if self.eat_kw(b"unnamed_addr") {
            UnnamedAddr::Global
        } else if self.eat_kw(b"local_unnamed_addr") {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        }
    }

    fn common_from(&self, h: &Header, name: Option<&[u8]>) -> GlobalCommon {
        // LLVM's `isImplicitDSOLocal`: an `extern_weak` symbol may resolve to
        // null elsewhere, whatever its visibility.
        let implicit = h.linkage.is_local()
            || (h.visibility != Visibility::Default && h.linkage != Linkage::ExternWeak);
        GlobalCommon {
            name: name.map(Into::into),
            linkage: h.linkage,
            visibility: h.visibility,
            dll_storage: h.dll,
            dso_local: h.dso_local || implicit,
            thread_local: h.tls,
            unnamed_addr: h.unnamed,
            addrspace: 0,
            value_ty: self.t_void,
            partition: None,
            sanitizer: 0,
        }
    }

    fn check_header(&self, h: &Header, loc: u32) -> PResult<()> {
        if h.linkage.is_local() && h.visibility != Visibility::Default {
            return Err(self.err_at(
                loc,
                "symbol with local linkage must have default visibility",
            ));
        }
        if h.linkage.is_local() && h.dll != DllStorage::Default {
            return Err(self.err_at(
                loc,
                "symbol with local linkage cannot have a DLL storage class",
            ));
        }
        Ok(())
    }

    fn parse_global_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let key = match self.tok.kind {
            Tok::GlobalVar if self.lex.str.is_empty() => {
                // `@""` is unnamed.
                self.next_gnum += 1;
                GKey::Num(self.next_gnum - 1)
            }
            Tok::GlobalId(n) => {
                if n < self.next_gnum {
                    return Err(self.err(format!(
                        "global expected to be numbered '@{}' or greater",
                        self.next_gnum
                    )));
                }
                self.next_gnum = n + 1;
                GKey::Num(n)
            }
            _ => GKey::Name(self.take_str()),
        };
        self.bump();
        self.expect(Tok::Equal, "expected '=' in global variable")?;
        let h = self.parse_header(true)?;
        if self.is_kw(b"alias") || self.is_kw(b"ifunc") {
            return self.parse_alias(key, h, loc);
        }
        self.check_header(&h, loc)?;
        let name: Option<Vec<u8>> = match &key {
            GKey::Name(n) => Some(n.to_vec()),
            GKey::Num(_) => None,
        };
        let mut common = self.common_from(&h, name.as_deref());
        common.addrspace = self.parse_opt_addrspace()?.unwrap_or(0);
        let ext_init = self.eat_kw(b"externally_initialized");
        let constant = if self.eat_kw(b"constant") {
            true
        } else if self.eat_kw(b"global") {
            false
        } else {
            return Err(self
                .err("expected 'global' or 'constant'")
                .or_kind(ParseErrorKind::Syntax));
        };
        let tloc = self.loc();
        let ty = self.parse_type(true)?;
        let needs_init =
            !h.has_linkage || !matches!(h.linkage, Linkage::External | Linkage::ExternWeak);
        let init = if needs_init {
            Some(self.parse_const(ty)?)
        } else {
            None
        };
        if matches!(
            self.m.types.get(ty),
            Type::Function { .. }
                | Type::Void
                | Type::Label
                | Type::Metadata
                | Type::Token
                | Type::X86Amx
        ) {
            let msg = if matches!(self.m.types.get(ty), Type::Void) {
                "void type only allowed for function results"
            } else {
                "invalid type for global variable"
            };
            return Err(self.err_at(tloc, msg));
        }
        common.value_ty = ty;
        let mut var = GlobalVar {
            constant,
            externally_initialized: ext_init,
            init,
            ..Default::default()
        };
        while self.eat(Tok::Comma) {
            match (self.tok.kind, self.kw()) {
                (Tok::Kw, b"section") => {
                    self.bump();
                    var.section = Some(
                        self.parse_str("expected global section string")?
                            .to_vec()
                            .into(),
                    );
                }
                (Tok::Kw, b"partition") => {
                    self.bump();
                    common.partition =
                        Some(self.parse_str("expected partition string")?.to_vec().into());
                }
                (Tok::Kw, b"align") => {
                    self.bump();
                    var.align = Some(self.parse_align_value()?);
                }
                (Tok::Kw, b"code_model") => {
                    self.bump();
                    let l = self.loc();
                    let s = self.parse_str("expected global code model string")?;
                    if !matches!(
                        &s[..],
                        b"tiny" | b"small" | b"kernel" | b"medium" | b"large"
                    ) {
                        return Err(self
                            .err_at(l, "expected global code model string")
                            .or_kind(ParseErrorKind::Syntax));
                    }
                    var.code_model = Some(s.to_vec().into());
                }
                (Tok::Kw, b"no_sanitize_address") => {
                    self.bump();
                    common.sanitizer |= sanitizer::NO_ADDRESS;
                }
                (Tok::Kw, b"no_sanitize_hwaddress") => {
                    self.bump();
                    common.sanitizer |= sanitizer::NO_HWADDRESS;
                }
                (Tok::Kw, b"sanitize_memtag") => {
                    self.bump();
                    common.sanitizer |= sanitizer::MEMTAG;
                }
                (Tok::Kw, b"sanitize_address_dyninit") => {
                    self.bump();
                    common.sanitizer |= sanitizer::IS_DYN_INIT;
                }
                (Tok::MetadataVar | Tok::DbgAttachment(_), _) => {
                    let a = self.parse_md_attachment()?;
                    var.md.push(a);
                }
                (Tok::Kw, b"comdat") => {
                    var.comdat = self.parse_opt_comdat(name.as_deref())?;
                }
                _ => return Err(self.err("unknown global variable property!")),
            }
        }
        let (inline, groups) = self.parse_fn_attrs(false, AttrPosition::Function, true)?;
        let g = Global {
            common,
            kind: GlobalKind::Var(var),
        };
        let id = self.define_global(key, g, loc, tloc)?;
        if !inline.is_empty() || !groups.is_empty() {
            self.add_pending_attrs(AttrTarget::Var(id), inline, groups);
        }
        Ok(())
    }

    fn parse_alias(&mut self, key: GKey<'a>, h: Header, loc: u32) -> PResult<()> {
        let is_alias = self.is_kw(b"alias");
        self.bump();
        if is_alias && matches!(h.linkage, Linkage::Common | Linkage::ExternWeak)
            || matches!(h.linkage, Linkage::Appending)
        {
            return Err(self.err_at(loc, "invalid linkage type for alias"));
        }
        self.check_header(&h, loc)?;
        let name: Option<Vec<u8>> = match &key {
            GKey::Name(n) => Some(n.to_vec()),
            GKey::Num(_) => None,
        };
        let tloc = self.loc();
        let ty = self.parse_type(false)?;
        self.expect(Tok::Comma, "expected comma after alias or ifunc's type")?;
        let aloc = self.loc();
        let (at, target) = if matches!(
            self.kw(),
            b"bitcast" | b"getelementptr" | b"addrspacecast" | b"inttoptr"
        ) {
            // The expression carries its own type.
            let c = self.parse_const_any()?;
            (self.const_ty(c), c)
        } else {
            self.parse_typed_const()?
        };
        let Type::Ptr(addrspace) = *self.m.types.get(at) else {
            return Err(self.err_at(aloc, "An alias or ifunc must have pointer type"));
        };
        let mut common = self.common_from(&h, name.as_deref());
        common.value_ty = ty;
        common.addrspace = addrspace;
        while self.eat(Tok::Comma) {
            if self.eat_kw(b"partition") {
                common.partition =
                    Some(self.parse_str("expected partition string")?.to_vec().into());
            } else if !is_alias && self.at_md_attachment() {
                // ifunc metadata is not modelled; read and drop it.
                self.parse_md_attachment()?;
            } else {
                return Err(self.err("unknown alias or ifunc property!"));
            }
        }
        let kind = if is_alias {
            GlobalKind::Alias(Alias { aliasee: target })
        } else {
            GlobalKind::IFunc(IFunc { resolver: target })
        };
        self.define_global(key, Global { common, kind }, loc, tloc)?;
        Ok(())
    }

    fn parse_function(&mut self, define: bool) -> PResult<()> {
        self.bump();
        // A declaration's attachments come before its header.
        let mut pre_md = Vec::new();
        while !define && self.at_md_attachment() {
            pre_md.push(self.parse_md_attachment()?);
        }
        let lloc = self.loc();
        let h = self.parse_header(false)?;
        match h.linkage {
            Linkage::External => {}
            Linkage::ExternWeak if define => {
                return Err(self.err_at(lloc, "invalid linkage for function definition"))
            }
            Linkage::ExternWeak => {}
            Linkage::Appending | Linkage::Common => {
                return Err(self.err_at(lloc, "invalid function linkage type"))
            }
            _ if !define => {
                return Err(self.err_at(lloc, "invalid linkage for function declaration"))
            }
            _ => {}
        }
        self.check_header(&h, lloc)?;
        let cc = self.parse_opt_cc()?;
        let ret_attrs = self.parse_param_attrs(false)?;
        let rloc = self.loc();
        let ret = self.parse_type(true)?;
        if !self.is_valid_return_type(ret) {
            return Err(self.err_at(rloc, "invalid function return type"));
        }
        let nloc = self.loc();
        let key = match self.tok.kind {
            Tok::GlobalVar if self.lex.str.is_empty() => {
                self.next_gnum += 1;
                GKey::Num(self.next_gnum - 1)
            }
            Tok::GlobalVar => GKey::Name(self.take_str()),
            Tok::GlobalId(n) => {
                if n < self.next_gnum {
                    return Err(self.err(format!(
                        "function expected to be numbered '@{}' or greater",
                        self.next_gnum
                    )));
                }
                self.next_gnum = n + 1;
                GKey::Num(n)
            }
            _ => {
                return Err(self
                    .err("expected function name")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        let name: Option<Vec<u8>> = match &key {
            GKey::Name(n) => Some(n.to_vec()),
            GKey::Num(_) => None,
        };
        self.bump();
        if self.tok.kind != Tok::LParen {
            return Err(self
                .err("expected '(' in function argument list")
                .or_kind(ParseErrorKind::Syntax));
        }
        self.bump();
        let mut params = Vec::new();
        let mut param_attrs = Vec::new();
        let mut param_names: Vec<Option<Box<[u8]>>> = Vec::new();
        let mut arg_keys: Vec<super::LocalKeyRef<'a>> = Vec::new();
        let mut vararg = false;
        let mut next_arg = 0u32;
        if self.tok.kind != Tok::RParen {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let tloc = self.loc();
                let t = self.parse_type(false)?;
                if matches!(
                    self.m.types.get(t),
                    Type::Label | Type::Function { .. } | Type::Void
                ) {
                    return Err(self.err_at(tloc, "invalid type for function argument"));
                }
                let a = self.parse_param_attrs(true)?;
                if self.is_opaque_struct(t) {
                    return Err(self.err_at(tloc, "invalid type for function argument"));
                }
                match self.tok.kind {
                    Tok::LocalVar => {
                        let n = self.take_str();
                        param_names.push(Some(n.to_vec().into()));
                        arg_keys.push(super::LocalKeyRef::Name(n));
                        self.bump();
                    }
                    Tok::LocalId(n) => {
                        self.take_arg_number(tloc, n, &mut next_arg)?;
                        param_names.push(None);
                        arg_keys.push(super::LocalKeyRef::Num(n));
                        self.bump();
                    }
                    _ => {
                        param_names.push(None);
                        arg_keys.push(super::LocalKeyRef::Num(next_arg));
                        next_arg += 1;
                    }
                }
                params.push(t);
                param_attrs.push(a);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' at end of argument list")?;
        let unnamed = self.parse_opt_unnamed_addr();
        let addrspace = match self.parse_opt_addrspace()? {
            Some(a) => a,
            None => self.program_as,
        };
        let (mut inline, groups) = self.parse_fn_attrs(false, AttrPosition::Function, false)?;
        let mut func = Function {
            cc,
            param_names,
            ..Default::default()
        };
        if self.eat_kw(b"section") {
            func.section = Some(self.parse_str("expected section string")?.to_vec().into());
        }
        let mut partition = None;
        if self.eat_kw(b"partition") {
            partition = Some(self.parse_str("expected partition string")?.to_vec().into());
        }
        func.comdat = self.parse_opt_comdat(name.as_deref())?;
        if self.eat_kw(b"align") {
            func.align = Some(self.parse_align_value()?);
        }
        if self.eat_kw(b"gc") {
            func.gc = Some(self.parse_str("expected string constant")?.to_vec().into());
        }
        if self.eat_kw(b"prefix") {
            func.prefix = Some(self.parse_typed_const()?.1);
        }
        if self.eat_kw(b"prologue") {
            func.prologue = Some(self.parse_typed_const()?.1);
        }
        if self.eat_kw(b"personality") {
            func.personality = Some(self.parse_typed_const()?.1);
        }
        func.md = pre_md;
        while define && self.at_md_attachment() {
            let a = self.parse_md_attachment()?;
            func.md.push(a);
        }
        if inline.iter().any(|a| a.kind() == Some(AttrKind::Builtin)) {
            return Err(self.err_at(
                self.builtin_loc,
                "'builtin' attribute not valid on function",
            ));
        }
        // LLVM 22's parser, not its verifier, refuses this one.
        let first_sret = param_attrs.first().is_some_and(|a: &Vec<Attribute>| {
            a.iter().any(|a| a.kind() == Some(AttrKind::StructRet))
        });
        if first_sret && !matches!(self.m.types.get(ret), Type::Void) {
            return Err(self.err_at(rloc, "functions with 'sret' argument must return void"));
        }
        // `align` is the function's alignment; written twice, the last.
        while let Some(p) = inline
            .iter()
            .position(|a| a.kind() == Some(AttrKind::Alignment))
        {
            if let Some(v) = inline[p].int_value() {
                func.align = Some(v);
            }
            inline.remove(p);
        }
        let ret_set = self.m.attrs.intern_attrs(ret_attrs);
        let psets = param_attrs
            .into_iter()
            .map(|a| self.m.attrs.intern_attrs(a))
            .collect();
        let fn_set = if groups.is_empty() {
            self.m.attrs.intern_attrs(inline.clone())
        } else {
            Default::default()
        };
        func.attrs = AttrList::new(fn_set, ret_set, psets);
        let fn_ty = self.m.types.intern(Type::Function {
            ret,
            params: params.clone(),
            vararg,
        });
        let mut common = self.common_from(&h, name.as_deref());
        common.value_ty = fn_ty;
        common.addrspace = addrspace;
        common.partition = partition;
        common.unnamed_addr = unnamed;
        let gid = self.define_global(
            key,
            Global {
                common,
                kind: GlobalKind::Func(func),
            },
            nloc,
            nloc,
        )?;
        if !groups.is_empty() {
            self.add_pending_attrs(AttrTarget::Func(gid), inline, groups);
        }
        if !define {
            return Ok(());
        }
        if self.tok.kind != Tok::LBrace {
            return Err(self
                .err("expected '{' in function body")
                .or_kind(ParseErrorKind::Syntax));
        }
        let mut body = Body::default();
        let (lines, scanned) =
            body_line_estimate(self.src, self.tok.end as usize, self.estimate_budget);
        self.estimate_budget -= scanned;
        body.insts.reserve(lines);
        let mut f = FnState {
            gid,
            ret_ty: ret,
            param_tys: params,
            vararg,
            body,
            names: std::mem::take(&mut self.spare_fn_maps.0),
            nums: std::mem::take(&mut self.spare_fn_maps.1),
            next_num: next_arg,
            inst_fwd: Default::default(),
            block_fwd: Default::default(),
            block_order: Vec::new(),
        };
        for (i, k) in arg_keys.into_iter().enumerate() {
            let dup = match k {
                super::LocalKeyRef::Name(n) => f.names.insert(n, Local::Arg(i as u32)).is_some(),
                super::LocalKeyRef::Num(n) => f.nums.insert(n, Local::Arg(i as u32)).is_some(),
            };
            if dup {
                return Err(self
                    .err_at(nloc, "redefinition of argument")
                    .or_kind(ParseErrorKind::Redefinition));
            }
        }
        self.f = Some(f);
        let r = self.parse_function_body();
        let f = self.f.take();
        r?;
        if let Some(f) = f {
            self.finish_function(f)?;
        }
        Ok(())
    }

    pub(crate) fn parse_opt_cc(&mut self) -> PResult<u32> {
        let w = self.kw();
        if w.is_empty() {
            return Ok(0);
        }
        if w == b"cc" {
            self.bump();
            // LLVM keeps a calling convention in ten bits: `cc 2046` is
            // `cc 1022` there, and bitcode cannot hold more.
            return self.parse_u32().map(|n| n & llconv_ir::callconv::MAX_ID);
        }
        if w == b"riscv_vls_cc" {
            return self.parse_riscv_vls_cc();
        }
        match llconv_ir::callconv::from_name(w) {
            Some(c) => {
                self.bump();
                Ok(c)
            }
            None => Ok(0),
        }
    }

    /// `riscv_vls_cc(N)`, N an ABI VLEN from 32 to 65536 (a power of two),
    /// as the printer writes it. Bare `riscv_vls_cc` is VLEN 128, and
    /// LLVM's parser then takes the next token as well (`declare
    /// riscv_vls_cc void @f()` loses its return type there, and here).
    fn parse_riscv_vls_cc(&mut self) -> PResult<u32> {
        use llconv_ir::callconv::{RISCV_VLS_FIRST, RISCV_VLS_LAST};
        self.bump();
        if !self.eat(Tok::LParen) {
            self.bump();
            return Ok(RISCV_VLS_FIRST + 2);
        }
        let vlen = self.parse_u32()?;
        self.expect(Tok::RParen, "expected ')'")?;
        let cc =
            (RISCV_VLS_FIRST..=RISCV_VLS_LAST).find(|&cc| 32u32 << (cc - RISCV_VLS_FIRST) == vlen);
        // Reported at the token after the `)`, as LLVM reports it.
        cc.ok_or_else(|| {
            self.err("unknown RISC-V ABI VLEN")
                .or_kind(ParseErrorKind::Invalid)
        })
    }

    fn parse_function_body(&mut self) -> PResult<()> {
        self.bump(); // '{'
        if self.tok.kind == Tok::RBrace || self.is_kw(b"uselistorder") {
            return Err(self.err("function body requires at least one basic block"));
        }
        while self.tok.kind != Tok::RBrace && !self.is_kw(b"uselistorder") {
            self.parse_basic_block()?;
        }
        // After the first directive only directives may follow (LLVM's words).
        while self.tok.kind != Tok::RBrace {
            if !self.is_kw(b"uselistorder") {
                return Err(self
                    .err("expected uselistorder directive")
                    .or_kind(ParseErrorKind::Syntax));
            }
            self.parse_uselistorder()?;
        }
        self.bump();
        Ok(())
    }

    /// Checks forward references, puts blocks in definition order, and
    /// stores the body.
    fn finish_function(&mut self, mut f: FnState<'a>) -> PResult<()> {
        if let Some((_, (l, name))) = f.block_fwd.iter().min_by_key(|(_, (l, _))| *l) {
            let name = name.display();
            return Err(self
                .err_at(*l, format!("use of undefined value '{name}'"))
                .or_kind(ParseErrorKind::Undefined));
        }
        if let Some((_, (l, name))) = f.inst_fwd.iter().min_by_key(|(_, (l, _))| *l) {
            let name = name.display();
            return Err(self
                .err_at(*l, format!("use of undefined value '{name}'"))
                .or_kind(ParseErrorKind::Undefined));
        }
        // Provisional block ids (in order of first mention) become
        // definition order. Every block mentioned is defined by now.
        let Some(map) = f.body.reorder_blocks(&f.block_order) else {
            return Err(self.err("internal error: blocks out of order"));
        };
        // Block addresses naming this function.
        if let Some(list) = self.blockaddr_by_fn.remove(&f.gid) {
            for i in list {
                let b = &self.blockaddrs[i as usize];
                let found = match &b.key {
                    LocalKey::Name(n) => f.names.get(&n[..]).copied(),
                    LocalKey::Num(n) => f.nums.get(n).copied(),
                };
                match found {
                    Some(Local::Block(bb)) => {
                        self.blockaddrs[i as usize].resolved = Some(map[bb].as_u32());
                        self.block_address_uses.resolved(f.gid, map[bb].as_u32());
                    }
                    Some(_) => {
                        return Err(self.err_at(b.loc, "referenced value is not a basic block"))
                    }
                    // LLVM looks the name up in the body as a forward
                    // reference, which stays undefined.
                    None => {
                        let name = match &b.key {
                            LocalKey::Name(n) => LocalKeyRef::Name(n[..].into()),
                            LocalKey::Num(n) => LocalKeyRef::Num(*n),
                        };
                        return Err(self
                            .err_at(
                                b.loc,
                                format!("use of undefined value '{}'", name.display()),
                            )
                            .or_kind(ParseErrorKind::Undefined));
                    }
                }
                // Used before the function was seen, with a pointer type of
                // another address space than the function's.
                let b = &self.blockaddrs[i as usize];
                let have = self.global(f.gid).map_or(0, |g| g.common.addrspace);
                if let Some(want) = b.want_as.filter(|&w| w != have) {
                    let name = match &b.key {
                        LocalKey::Name(n) => String::from_utf8_lossy(n).into_owned(),
                        LocalKey::Num(_) => String::new(),
                    };
                    let (have, want) = (self.m.types.ptr(have), self.m.types.ptr(want));
                    return Err(self
                        .err_at(
                            b.loc,
                            format!(
                                "'{name}' defined with type '{}' but expected '{}'",
                                self.type_name(have),
                                self.type_name(want)
                            ),
                        )
                        .or_kind(ParseErrorKind::Type));
                }
            }
        }
        let gid = f.gid;
        if let Some(GlobalKind::Func(func)) = self.global_mut(gid).map(|g| &mut g.kind) {
            func.body = Some(f.body);
        }
        // The next function reuses the name maps' capacity.
        f.names.clear();
        f.nums.clear();
        self.spare_fn_maps = (f.names, f.nums);
        Ok(())
    }

    /// The index of a pending `blockaddress(@f, %bb)`, resolving it now if
    /// `@f`'s body is already parsed.
    pub(crate) fn block_address_ref(
        &mut self,
        g: u32,
        key: LocalKey,
        loc: u32,
        fn_loc: u32,
        want_as: Option<u32>,
    ) -> PResult<u32> {
        if let Some(&i) = self.blockaddr_map.get(&(g, key.clone())) {
            return Ok(i);
        }
        let idx = self.blockaddrs.len() as u32;
        let mut resolved = None;
        let in_progress = self.f.as_ref().is_some_and(|f| f.gid == g);
        if !in_progress {
            if let Some(Global {
                kind:
                    GlobalKind::Func(Function {
                        body: Some(body), ..
                    }),
                ..
            }) = self.global(g)
            {
                resolved = find_block(
                    body,
                    &key,
                    self.global(g).map_or(0, |g| {
                        g.as_func()
                            .map_or(0, |f| f.param_names.iter().filter(|n| n.is_none()).count())
                    }),
                );
                if resolved.is_none() {
                    return Err(self.err_at(loc, "referenced value is not a basic block"));
                }
            }
        }
        match resolved {
            Some(b) => self.block_address_uses.resolved(g, b),
            None => self.blockaddr_by_fn.entry(g).or_default().push(idx),
        }
        self.blockaddrs.push(PendingBlockAddr {
            func: g,
            key: key.clone(),
            loc,
            resolved,
            fn_loc,
            want_as,
        });
        self.blockaddr_map.insert((g, key), idx);
        Ok(idx)
    }

    fn add_pending_attrs(
        &mut self,
        target: AttrTarget,
        inline: Vec<Attribute>,
        groups: Vec<(u32, u32)>,
    ) {
        if groups.is_empty() {
            self.apply_attrs(target, inline);
        } else {
            self.pending_attrs.push(PendingAttrs {
                target,
                inline,
                groups,
            });
        }
    }

    pub(crate) fn apply_attrs(&mut self, target: AttrTarget, attrs: Vec<Attribute>) {
        let (set, align) = self.fn_attr_set(matches!(target, AttrTarget::Var(_)), attrs);
        self.set_fn_attrs(target, set, align);
    }

    /// The interned set of function (or, if `var`, variable) attributes,
    /// and the alignment taken out of a function's.
    fn fn_attr_set(
        &mut self,
        var: bool,
        mut attrs: Vec<Attribute>,
    ) -> (llconv_ir::attributes::AttrSetId, Option<u64>) {
        let mut align = None;
        if !var {
            attrs.retain(|a| {
                if a.kind() == Some(AttrKind::Alignment) {
                    align = a.int_value();
                    false
                } else {
                    true
                }
            });
        }
        (self.m.attrs.intern_attrs(attrs), align)
    }

    fn set_fn_attrs(
        &mut self,
        target: AttrTarget,
        set: llconv_ir::attributes::AttrSetId,
        align: Option<u64>,
    ) {
        match target {
            AttrTarget::Func(g) => {
                if let Some(GlobalKind::Func(f)) = self.global_mut(g).map(|g| &mut g.kind) {
                    f.attrs.func = set;
                    if align.is_some() {
                        f.align = align;
                    }
                }
            }
            AttrTarget::Var(g) => {
                if let Some(GlobalKind::Var(v)) = self.global_mut(g).map(|g| &mut g.kind) {
                    v.attrs = set;
                }
            }
            AttrTarget::Call(g, i) => {
                let inst = match self.global_mut(g).map(|g| &mut g.kind) {
                    Some(GlobalKind::Func(Function { body: Some(b), .. })) => b.insts.get_mut(i),
                    _ => None,
                };
                if let Some(inst) = inst {
                    match &mut inst.kind {
                        InstKind::Call(c)
                        | InstKind::Invoke { call: c, .. }
                        | InstKind::CallBr { call: c, .. } => {
                            c.attrs.func = set;
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    pub(crate) fn resolve_attrs(&mut self) -> PResult<()> {
        // Many calls share one list of attributes and groups.
        type Key = (bool, Vec<Attribute>, Vec<u32>);
        let mut done: super::FxMap<Key, (llconv_ir::attributes::AttrSetId, Option<u64>)> =
            Default::default();
        for p in std::mem::take(&mut self.pending_attrs) {
            let var = matches!(p.target, AttrTarget::Var(_));
            let key: Key = (var, p.inline, p.groups.iter().map(|g| g.0).collect());
            let (set, align) = match done.get(&key) {
                Some(&v) => v,
                None => {
                    let mut all = key.1.clone();
                    for (g, loc) in &p.groups {
                        match self.attr_groups.get(g) {
                            Some(a) => all.extend(a.iter().cloned()),
                            // llvm-as ignores references to groups never defined.
                            None => {
                                let _ = loc;
                            }
                        }
                    }
                    let v = self.fn_attr_set(var, all);
                    done.insert(key, v);
                    v
                }
            };
            self.set_fn_attrs(p.target, set, align);
        }
        Ok(())
    }

    fn parse_attr_group(&mut self) -> PResult<()> {
        let loc = self.loc();
        self.bump();
        let Tok::AttrGrpId(n) = self.tok.kind else {
            return Err(self
                .err("expected attribute group id")
                .or_kind(ParseErrorKind::Syntax));
        };
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect(Tok::LBrace, "expected '{' here")?;
        let (attrs, _) = self.parse_fn_attrs(true, AttrPosition::Function, false)?;
        // (LLVM stops at anything else in a group with this word.)
        self.expect(Tok::RBrace, "unterminated attribute group")?;
        if attrs.is_empty() {
            return Err(self.err_at(loc, "attribute group has no attributes"));
        }
        // A group defined again is replaced, not extended (LLParser clears
        // its builder before each definition).
        self.attr_groups.insert(n, attrs);
        Ok(())
    }

    /// `uselistorder T V, { i, ... }`: checked; kept only for blocks (their
    /// use order is the order of the `preds` comment).
    fn parse_uselistorder(&mut self) -> PResult<()> {
        let dloc = self.loc();
        self.bump();
        let t = self.parse_type(false)?;
        let mut value = None;
        let mut block = None;
        if t == self.t_label && self.f.is_some() {
            block = Some(self.parse_block_ref_pub()?);
        } else {
            let fwd_before = self.f.as_ref().map_or(0, |f| f.inst_fwd.len());
            value = Some(self.parse_value(t)?);
            // A value first named here is a forward reference nothing uses
            // yet: LLVM rejects it before the body's end finds it undefined.
            if self
                .f
                .as_ref()
                .is_some_and(|f| f.inst_fwd.len() > fwd_before)
            {
                return Err(self.err_at(dloc, "value has no uses"));
            }
        }
        self.expect(Tok::Comma, "expected comma in uselistorder directive")?;
        let idx = self.parse_uselist_indexes()?;
        let count = idx.len();
        if let (Some(b), Some(f)) = (block, self.f.as_mut()) {
            f.body.block_use_order.push((b, idx));
        }
        // Module-level directives name constants (globals): their uses are
        // all known here, so the permutation must cover exactly them.
        // LLVM 22 keeps no use list for plain data (numbers, null, undef,
        // poison, zeroinitializer, data arrays, splats): their directives
        // are ignored, whatever they say.
        let value = value.filter(
            |v| !matches!(v, Operand::Const(c) if self.m.consts.get(*c).kind.is_plain_data()),
        );
        if let (None, Some(Operand::Const(c))) = (&self.f, value) {
            let uses = self.count_constant_uses(c);
            if let Some(msg) = super::uselist::uselist_count_error(uses, count) {
                return Err(self.err_at(dloc, msg));
            }
        }
        Ok(())
    }

    /// How many operand slots in the module refer to constant `c`: in other
    /// constants, global initializers, aliasees, function data, instructions.
    fn count_constant_uses(&self, c: ConstId) -> usize {
        let target = self.m.consts.get(c).kind.clone();
        let global = match target {
            ConstKind::Global(g) => Some(g),
            _ => None,
        };
        let mut n = 0;
        for i in 0..self.m.consts.len() {
            let k = &self.m.consts.get(ConstId::from_index(i)).kind;
            match k {
                ConstKind::DsoLocalEquivalent(g)
                | ConstKind::NoCfi(g)
                | ConstKind::BlockAddress { func: g, .. } => n += (Some(*g) == global) as usize,
                k => k.for_each_operand(|x| n += (x == c) as usize),
            }
        }
        for g in self.gslots.iter().filter_map(|s| s.global.as_deref()) {
            let refs: Vec<ConstId> = match &g.kind {
                GlobalKind::Var(v) => v.init.into_iter().collect(),
                GlobalKind::Alias(a) => vec![a.aliasee],
                GlobalKind::IFunc(i) => vec![i.resolver],
                GlobalKind::Func(f) => [f.personality, f.prefix, f.prologue]
                    .into_iter()
                    .flatten()
                    .collect(),
            };
            n += refs.iter().filter(|&&x| x == c).count();
            if let GlobalKind::Func(Function {
                body: Some(body), ..
            }) = &g.kind
            {
                for inst in body.insts.values() {
                    inst.kind.for_each_value_operand(|o| {
                        n += usize::from(o == Operand::Const(c));
                    });
                }
            }
        }
        n
    }

    /// `{ i, ... }`, a permutation that changes the order; returns its length.
    fn parse_uselist_indexes(&mut self) -> PResult<Vec<u32>> {
        let loc = self.loc();
        self.expect(Tok::LBrace, "expected '{' here")?;
        let mut idx = Vec::new();
        loop {
            idx.push(self.parse_u32()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}' here")?;
        if idx.len() < 2 {
            return Err(self
                .err_at(loc, "expected >= 2 uselistorder indexes")
                .or_kind(ParseErrorKind::Syntax));
        }
        let mut seen = vec![false; idx.len()];
        let mut sorted = true;
        for (i, &x) in idx.iter().enumerate() {
            match seen.get_mut(x as usize) {
                Some(s) if !*s => *s = true,
                _ => {
                    return Err(self
                        .err_at(
                            loc,
                            "expected distinct uselistorder indexes in range [0, size)",
                        )
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
            if i > 0 && idx[i - 1] > x {
                sorted = false;
            }
        }
        if sorted {
            return Err(self
                .err_at(loc, "expected uselistorder indexes to change the order")
                .or_kind(ParseErrorKind::Syntax));
        }
        Ok(idx)
    }

    fn parse_uselistorder_bb(&mut self) -> PResult<()> {
        let dloc = self.loc();
        self.bump();
        let floc = self.loc();
        if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId(_)) {
            return Err(self
                .err("expected function name in uselistorder_bb")
                .or_kind(ParseErrorKind::Syntax));
        }
        let key = match self.tok.kind {
            Tok::GlobalVar => GKey::Name(self.take_str()),
            Tok::GlobalId(n) => GKey::Num(n),
            _ => unreachable_key(),
        };
        self.bump();
        let g = match &key {
            GKey::Name(n) => self.gnames.get(&n[..]).copied(),
            GKey::Num(n) => self.gnums.get(n).copied(),
        };
        let Some(g) = g.filter(|&g| self.global(g).is_some()) else {
            return Err(self.err_at(
                floc,
                "invalid function forward reference in uselistorder_bb",
            ));
        };
        let body_ok = match self.global(g).map(|g| &g.kind) {
            Some(GlobalKind::Func(f)) => f.body.is_some(),
            _ => {
                return Err(self
                    .err_at(floc, "expected function name in uselistorder_bb")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        if !body_ok {
            return Err(self.err_at(floc, "invalid declaration in uselistorder_bb"));
        }
        self.expect(Tok::Comma, "expected comma in uselistorder_bb directive")?;
        let bloc = self.loc();
        let bkey = match self.tok.kind {
            Tok::LocalVar => LocalKey::Name(self.take_str().to_vec().into()),
            Tok::LocalId(_) => return Err(self.err("invalid numeric label in uselistorder_bb")),
            _ => {
                return Err(self
                    .err("expected basic block name in uselistorder_bb")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.bump();
        let mut block = None;
        if let Some(Global {
            kind:
                GlobalKind::Func(Function {
                    body: Some(body),
                    param_names,
                    ..
                }),
            ..
        }) = self.global(g)
        {
            let unnamed_args = param_names.iter().filter(|n| n.is_none()).count();
            block = find_block(body, &bkey, unnamed_args);
            if block.is_none() {
                let msg = match &bkey {
                    LocalKey::Num(_) => "invalid numeric label in uselistorder_bb",
                    // The name is an argument's or an instruction's.
                    LocalKey::Name(n)
                        if param_names.iter().any(|p| p.as_deref() == Some(&n[..]))
                            || body
                                .insts
                                .values()
                                .any(|i| i.name.as_deref() == Some(&n[..])) =>
                    {
                        "expected basic block in uselistorder_bb"
                    }
                    LocalKey::Name(_) => "invalid basic block in uselistorder_bb",
                };
                return Err(self.err_at(bloc, msg));
            }
        }
        self.expect(Tok::Comma, "expected comma in uselistorder_bb directive")?;
        let idx = self.parse_uselist_indexes()?;
        let body = self
            .gslots
            .get(g as usize)
            .and_then(|s| s.global.as_deref());
        let body = body.and_then(|g| g.as_func()?.body.as_ref());
        if let (Some(b), Some(body)) = (block, body) {
            let uses = self
                .block_address_uses
                .block_uses(g, body, BlockId::from_u32(b));
            if let Some(msg) = super::uselist::uselist_count_error(uses, idx.len()) {
                return Err(self.err_at(dloc, msg));
            }
        }
        // Kept as the body's own `uselistorder label` would be.
        if let (
            Some(b),
            Some(Global {
                kind:
                    GlobalKind::Func(Function {
                        body: Some(body), ..
                    }),
                ..
            }),
        ) = (block, self.global_mut(g))
        {
            body.block_use_order.push((BlockId::from_u32(b), idx));
        }
        Ok(())
    }
}

fn unreachable_key<'a>() -> GKey<'a> {
    GKey::Num(u32::MAX)
}

/// The index of a block in a finished body by name, or by slot number
/// (recomputed: unnamed arguments, then unnamed blocks and values in order).
fn find_block(body: &Body, key: &LocalKey, unnamed_args: usize) -> Option<u32> {
    match key {
        LocalKey::Name(n) => body
            .blocks
            .values()
            .position(|b| b.name.as_deref() == Some(&n[..]))
            .map(|i| i as u32),
        LocalKey::Num(want) => {
            let mut next = unnamed_args as u32;
            for (bi, b) in body.blocks.values().enumerate() {
                if b.name.is_none() {
                    if next == *want {
                        return Some(bi as u32);
                    }
                    next += 1;
                }
                for &i in b.insts.iter() {
                    let inst = body.insts.get(i)?;
                    if inst.name.is_none() && !is_void_like(inst) {
                        next += 1;
                    }
                }
            }
            None
        }
    }
}

fn is_void_like(inst: &Inst) -> bool {
    // Void-typed instructions have no slot; type id 0 is not guaranteed to be
    // void, so look at the kind for the common void producers.
    matches!(
        inst.kind,
        InstKind::Store { .. }
            | InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::IndirectBr { .. }
            | InstKind::Ret(_)
            | InstKind::Unreachable
            | InstKind::Fence(_)
            | InstKind::Resume(_)
            | InstKind::CleanupRet { .. }
            | InstKind::CatchRet { .. }
    )
}

/// The program address space (`P` in the data layout).
pub(crate) fn program_addrspace(dl: &[u8]) -> u32 {
    for part in dl.split(|&c| c == b'-') {
        if part.first() == Some(&b'P') {
            return crate::lexer::parse_u32(&part[1..]).unwrap_or(0);
        }
    }
    0
}

/// About how many instructions the function body from `from` (after its
/// `{`) holds: its lines up to the `}` that starts a line, and how many
/// bytes were scanned for it (at most `budget`: the parser allows one pass
/// over the text in all, so that bodies whose `}` is not at the start of
/// a line cannot make this quadratic). Only a capacity hint, at most one
/// instruction per 8 bytes: growing the instruction vector by doubling
/// copied it about once over, a tenth of the parser's allocation work.
fn body_line_estimate(src: &[u8], from: usize, budget: usize) -> (usize, usize) {
    let rest = src.get(from..).unwrap_or(&[]);
    let rest = &rest[..rest.len().min(budget)];
    let (end, scanned) = match memchr::memmem::find(rest, b"\n}") {
        Some(end) => (end, end + 2),
        None => (rest.len(), rest.len()),
    };
    let lines = memchr::memchr_iter(b'\n', &rest[..end]).count();
    (lines.min(end / 8), scanned)
}

#[cfg(test)]
mod estimate_tests {
    use super::body_line_estimate;

    #[test]
    fn body_line_estimate_counts_lines_within_its_budget() {
        let src = b"{\n  %1 = add i32 1, 2\n  ret void\n}\nnext";
        // Two lines (one per instruction) before the closing brace.
        assert_eq!(body_line_estimate(src, 1, usize::MAX), (2, 33));
        // A brace not at the start of a line: scanned to the end of the
        // budget, and no more.
        let src = b"{\n  ret void\n  }\n".repeat(100);
        let (lines, scanned) = body_line_estimate(&src, 1, 50);
        assert_eq!(scanned, 50);
        assert!(lines <= 50 / 8);
        // At most one instruction per 8 bytes, whatever the line count.
        assert_eq!(
            body_line_estimate(b"{\n\n\n\n\n\n\n\n}", 1, usize::MAX).0,
            0
        );
    }
}
