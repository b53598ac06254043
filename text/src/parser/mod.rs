//! The `.ll` parser: one pass over the tokens, building a `Module`.
//!
//! Forward references are resolved without a second pass: globals get a
//! provisional id on first mention and are put in definition order at the
//! end (constants are re-keyed then); values and blocks of a function get
//! arena slots on first mention and are checked and ordered at the end of
//! the function; metadata nodes get reserved slots.

mod attrs;
mod constants;
mod debuginfo;
mod defaults;
mod floats;
mod incomplete;
mod inline_asm;
mod instructions;
mod metadata;
mod module;
mod split;
mod summary;
mod types;
mod uselist;

use crate::error::{ParseError, ParseErrorKind};
use crate::lexer::{line_col, Tok, Token};
use crate::tokens::{self, TokenSource};
use llconv_ir::attributes::{AttrKind, Attribute};
use llconv_ir::*;
use std::borrow::Cow;
use std::collections::HashMap;

pub(crate) type PResult<T> = Result<T, ParseError>;

pub(crate) use llconv_ir::hash::FxHasher;

pub(crate) type FxMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// Nesting limit for types, constants and metadata.
const MAX_DEPTH: u32 = llconv_ir::MAX_NESTING_DEPTH;

/// Parses a whole module.
pub fn parse(src: &[u8], source_name: &str) -> Result<Module, ParseError> {
    parse_checking(src, source_name, true, &crate::ParseOptions::default())
}

/// Parses a whole module with `options`; without `check_debug_info`,
/// LLVM's verification of the debug info (which strips it when broken) is
/// left to the caller ([`crate::parse_module_then`]). Large inputs are
/// lexed on a thread of their own and their metadata tail parsed on
/// another, as `options.threads` allows.
pub(crate) fn parse_checking(
    src: &[u8],
    source_name: &str,
    check_debug_info: bool,
    options: &crate::ParseOptions,
) -> Result<Module, ParseError> {
    let parallel = options.threads.second_thread(
        src.len(),
        tokens::PIPE_THRESHOLD,
        llconv_ir::threads::AUTO_FROM_TEXT_BYTES,
    );
    let lexer = || TokenSource::lexer(src);
    if !parallel {
        return parse_from(src, source_name, lexer(), check_debug_info, options);
    }
    let split = Split {
        min_tail: split::MIN_TAIL,
        check_debug_info,
        options,
    };
    if let Some(m) = parse_split_somewhere(src, source_name, &split) {
        return Ok(m);
    }
    // Given up (or an error, which one pass reports exactly).
    std::thread::scope(|s| {
        let source = lex_on_thread(s, src).unwrap_or_else(lexer);
        parse_from(src, source_name, source, check_debug_info, options)
    })
}

/// A token source fed by a lexer of `text` on a thread of scope `s`;
/// `None` if the thread cannot be started.
fn lex_on_thread<'scope, 'a: 'scope>(
    s: &'scope std::thread::Scope<'scope, '_>,
    text: &'a [u8],
) -> Option<TokenSource<'a>> {
    let (source, producer) = TokenSource::thread();
    llconv_ir::threads::spawn_worker(s, "llconv-lexer", move || {
        tokens::lex_ahead(text, producer);
    })
    .ok()?;
    Some(source)
}

/// A split module's head is lexed on a thread of its own when its
/// metadata tail is less than this fraction (1/N) of the head.
const LEX_APART_TAIL_RATIO: usize = 3;

/// [`parse_split_somewhere`] whatever the tail's size.
pub(crate) fn parse_split_anywhere(src: &[u8], source_name: &str) -> Option<Module> {
    let split = Split {
        min_tail: 1,
        check_debug_info: true,
        options: &crate::ParseOptions::default(),
    };
    parse_split_somewhere(src, source_name, &split)
}

/// How [`parse_split_somewhere`] parses.
struct Split<'o> {
    /// The smallest metadata tail worth a parser of its own.
    min_tail: usize,
    check_debug_info: bool,
    options: &'o crate::ParseOptions,
}

/// [`parse_split`] where LLVM prints the metadata (the first line that
/// begins with `!`), then, if that is given up, at the start of the
/// trailing run of metadata lines when that is elsewhere; `None` when
/// both are given up or there is no tail of `min_tail` bytes.
fn parse_split_somewhere(src: &[u8], source_name: &str, split: &Split) -> Option<Module> {
    let first = split::first_metadata_line(src, split.min_tail);
    if let Some(m) = first.and_then(|tail| parse_split(src, source_name, tail, split)) {
        return Some(m);
    }
    let tail = split::metadata_tail_start(src, split.min_tail).filter(|&t| Some(t) != first)?;
    parse_split(src, source_name, tail, split)
}

/// Parses `src` with the trailing metadata from `tail` on read by a second
/// parser (see [`split`]) and the rest lexed ahead on a third thread;
/// `None` when the split is given up or either part fails (the caller
/// then parses in one pass, which reports errors exactly).
fn parse_split(src: &[u8], source_name: &str, tail: usize, split: &Split) -> Option<Module> {
    std::thread::scope(|s| {
        // The head is lexed on a thread of its own only beside a short
        // tail: with the tail's parser busy as long as the head's, a third
        // thread on two cores cost CPU time and saved no wall time (the
        // 103 MB module, a tail of 47 MB: 1266 against 1172 ms CPU, 790
        // against 748 ms wall).
        let head = &src[..tail];
        let source = if (src.len() - tail) * LEX_APART_TAIL_RATIO < tail {
            lex_on_thread(s, head).unwrap_or_else(|| TokenSource::lexer(head))
        } else {
            TokenSource::lexer(head)
        };
        let tail_parser = llconv_ir::threads::spawn_worker(s, "llconv-md-tail", move || {
            split::parse_metadata_tail(src, source_name, tail)
        })
        .ok()?;
        let mut p = Parser::new(src, source_name, source, tail);
        p.configure(split.options);
        let head_parsed = p.parse_module();
        let tail_parsed = match tail_parser.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        head_parsed.ok()?;
        p.take_metadata_tail(tail_parsed.ok()?).ok()?;
        p.finish_module(split.check_debug_info).ok()
    })
}

/// Parses a whole module on this thread with `options`, recording where
/// each global value and instruction was written.
pub(crate) fn parse_located(
    src: &[u8],
    source_name: &str,
    options: &crate::ParseOptions,
) -> Result<(Module, crate::locations::SourceLocations), ParseError> {
    let mut p = Parser::new(src, source_name, TokenSource::lexer(src), src.len());
    p.configure(options);
    p.recorder = Some(Box::default());
    p.parse_module()?;
    let (m, located) = p.finish_module_located(true)?;
    Ok((m, located.unwrap_or_default()))
}

pub(crate) fn parse_from<'a>(
    src: &'a [u8],
    source_name: &str,
    tokens: TokenSource<'a>,
    check_debug_info: bool,
    options: &crate::ParseOptions,
) -> Result<Module, ParseError> {
    let mut p = Parser::new(src, source_name, tokens, src.len());
    p.configure(options);
    p.parse_module()?;
    p.finish_module(check_debug_info)
}

/// `GSlot::fwd_as` of a global so far named only by `blockaddress`, which
/// (as in LLVM) does not make a typed forward reference.
const ANY_AS: u32 = u32::MAX;

/// A global value slot, indexed by provisional id.
struct GSlot {
    /// Boxed: the slots grow as globals are met, and a slot this small
    /// leaves little behind each time (a global is some 340 bytes).
    global: Option<Box<Global>>,
    /// Where it was first referenced (for "use of undefined value").
    fwd_loc: u32,
    /// Address space of the pointer type it was referenced with.
    fwd_as: u32,
    /// How many times it was referenced while undefined (an implicitly
    /// declared intrinsic may only be a callee).
    fwd_refs: u32,
    display: String,
}

/// A `blockaddress` whose block may not be known yet.
struct PendingBlockAddr {
    func: u32,
    key: LocalKey,
    loc: u32,
    resolved: Option<u32>,
    /// Where the function is named.
    fn_loc: u32,
    /// For a function not yet seen: the address space of the pointer type
    /// the first use asked for, which the function must then have.
    want_as: Option<u32>,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum LocalKey {
    Name(Box<[u8]>),
    Num(u32),
}

/// Attributes of a function or call whose `#N` groups may be defined later.
struct PendingAttrs {
    target: AttrTarget,
    inline: Vec<Attribute>,
    groups: Vec<(u32, u32)>,
}

pub(crate) enum AttrTarget {
    Func(u32),
    Call(u32, InstId),
    Var(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Local {
    Arg(u32),
    Inst(InstId),
    Block(BlockId),
}

/// A map keyed by small numbers (`%N`, `!N`): a vector for the usual
/// small keys, a hash map from its limit up (2^16 by default; a large
/// text's metadata numbers go further, see [`DenseMap::for_text`]).
pub(crate) struct DenseMap<V> {
    dense: Vec<Option<V>>,
    sparse: FxMap<u32, V>,
    limit: u32,
}

impl<V> Default for DenseMap<V> {
    fn default() -> Self {
        DenseMap {
            dense: Vec::new(),
            sparse: FxMap::default(),
            limit: 1 << 16,
        }
    }
}

impl<V: Copy> DenseMap<V> {
    /// A map whose vector takes keys up to a quarter of `text_len` (a key
    /// is numbered by a definition of four bytes or more): a module of
    /// millions of metadata nodes keeps them out of a hash map (13% of
    /// the time of a 100 MB module to bitcode), and the vector stays
    /// within twice the text however large a number is written.
    pub(crate) fn for_text(text_len: usize) -> Self {
        DenseMap {
            limit: u32::try_from(text_len / 4).unwrap_or(u32::MAX).max(1 << 16),
            ..Default::default()
        }
    }

    #[inline]
    pub(crate) fn get(&self, n: &u32) -> Option<&V> {
        if *n < self.limit {
            self.dense.get(*n as usize).and_then(Option::as_ref)
        } else {
            self.sparse.get(n)
        }
    }

    pub(crate) fn contains_key(&self, n: &u32) -> bool {
        self.get(n).is_some()
    }

    /// Like `HashMap::insert`: the previous value, if any.
    pub(crate) fn insert(&mut self, n: u32, v: V) -> Option<V> {
        if n < self.limit {
            let i = n as usize;
            if i >= self.dense.len() {
                // Numbers mostly come one above the last: grow by half at
                // a time, not to each new number.
                let len = (i + 1)
                    .max(self.dense.len() * 3 / 2)
                    .min(self.limit as usize);
                self.dense.resize(len, None);
            }
            self.dense[i].replace(v)
        } else {
            self.sparse.insert(n, v)
        }
    }

    pub(crate) fn remove(&mut self, n: &u32) -> Option<V> {
        if *n < self.limit {
            self.dense.get_mut(*n as usize).and_then(Option::take)
        } else {
            self.sparse.remove(n)
        }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (u32, &V)> {
        self.dense
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some((i as u32, v.as_ref()?)))
            .chain(self.sparse.iter().map(|(&n, v)| (n, v)))
    }

    pub(crate) fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.dense
            .iter_mut()
            .filter_map(Option::as_mut)
            .chain(self.sparse.values_mut())
    }

    pub(crate) fn clear(&mut self) {
        self.dense.clear();
        self.sparse.clear();
    }
}

/// Per-function parsing state.
pub(crate) struct FnState<'a> {
    gid: u32,
    ret_ty: TypeId,
    param_tys: Vec<TypeId>,
    vararg: bool,
    body: Body,
    names: FxMap<Cow<'a, [u8]>, Local>,
    nums: DenseMap<Local>,
    next_num: u32,
    /// Forward-referenced instructions and blocks, with first-use offsets.
    inst_fwd: FxMap<InstId, (u32, LocalKeyRef<'a>)>,
    block_fwd: FxMap<BlockId, (u32, LocalKeyRef<'a>)>,
    block_order: Vec<BlockId>,
}

pub(crate) struct Parser<'a> {
    lex: TokenSource<'a>,
    tok: Token,
    src: &'a [u8],
    m: Module,
    depth: u32,
    // Globals.
    gslots: Vec<GSlot>,
    gnames: FxMap<Cow<'a, [u8]>, u32>,
    gnums: FxMap<u32, u32>,
    next_gnum: u32,
    gorder: Vec<u32>,
    // Types.
    tnames: FxMap<Cow<'a, [u8]>, (TypeId, Option<u32>)>,
    tnums: FxMap<u32, (TypeId, Option<u32>)>,
    // Comdats.
    comdat_names: HashMap<Cow<'a, [u8]>, (ComdatId, Option<u32>)>,
    // Attribute groups (fn position contents, plus alignment).
    attr_groups: HashMap<u32, Vec<Attribute>>,
    pending_attrs: Vec<PendingAttrs>,
    attr_names: FxMap<&'static [u8], AttrKind>,
    // Metadata.
    md_nums: DenseMap<MdId>,
    md_fwd: DenseMap<u32>,
    /// The metadata table is known to need no merging of equal uniqued
    /// nodes (found by a tail parser on its own thread; see `split`).
    md_merge_free: bool,
    /// Whether a call has a metadata node as an argument (which may be
    /// `MetadataAsValue`'s to unwrap once metadata is resolved).
    md_call_args: bool,
    /// What finishing the module has to do (see `defaults`): some memory
    /// instruction was written without `align`; some `!tbaa` attachment
    /// was read. LLVM's printer writes every alignment, and without
    /// optimization there is no TBAA: each saves a pass over every
    /// instruction.
    pub(crate) finish_needs: defaults::Needs,
    /// Where the last `builtin` of a function's attributes was written
    /// (llvm-as-22 reports it there: only call sites may carry it).
    pub(crate) builtin_loc: u32,
    /// `dso_local_equivalent` of globals not defined when it was read
    /// (slot, where): checked at the end, as LLVM checks them.
    pub(crate) dso_equiv_fwd: Vec<(u32, u32)>,
    /// Bytes the function-size estimates may still scan (one pass).
    estimate_budget: usize,
    // Block addresses.
    blockaddrs: Vec<PendingBlockAddr>,
    blockaddr_map: HashMap<(u32, LocalKey), u32>,
    blockaddr_by_fn: HashMap<u32, Vec<u32>>,
    /// Types known to be sized.
    sized_cache: llconv_ir::hash::FastSet<TypeId>,
    /// For `uselistorder_bb`: the `blockaddress` constants seen so far per
    /// (function, block), from the first `scanned` constants of the table.
    block_address_uses: uselist::BlockAddressUses,
    f: Option<FnState<'a>>,
    /// An optional-field parser ate a comma that starts metadata attachments.
    ate_comma: bool,
    /// Debug info form seen so far: 0 none, 1 records, 2 `llvm.dbg.*` calls.
    dbg_format: u8,
    /// Globals named by summary `gv:` entries: (name, location).
    summary_gv_refs: Vec<(Vec<u8>, u32)>,
    /// Where `target datalayout` was written (its upgrade is checked once
    /// the triple is known).
    data_layout_loc: u32,
    /// The summary index being parsed.
    sum: summary::SummaryState,
    // Common types.
    t_void: TypeId,
    t_i1: TypeId,
    t_i32: TypeId,
    t_i64: TypeId,
    t_ptr: TypeId,
    t_label: TypeId,
    t_md: TypeId,
    t_token: TypeId,
    /// `iN` for N < 129, interned on first use.
    int_cache: Vec<Option<TypeId>>,
    /// Primitive keyword types.
    prim_cache: [Option<TypeId>; 12],
    /// Integer constants of at most 64 bits, by type and value, so that a
    /// repeated literal skips building and hashing an `ApInt`.
    small_ints: FxMap<(TypeId, u64), ConstId>,
    /// How many types `any_scalable_type` has looked at, and whether one
    /// of them is a scalable vector.
    scalable_scan: (usize, bool),
    /// The constant of each global (by provisional id) and its type.
    global_consts: DenseMap<(TypeId, ConstId)>,
    /// Buffer for the indices of a `getelementptr`.
    scratch_idx: Vec<(TypeId, Option<ConstId>)>,
    /// Buffer for the instructions of a block.
    scratch_ids: Vec<InstId>,
    /// Buffers for call argument types and attributes.
    scratch_tys: Vec<TypeId>,
    scratch_attr_sets: Vec<llconv_ir::attributes::AttrSetId>,
    scratch_attr_buf: Vec<Attribute>,
    /// Buffer for where each call argument starts.
    scratch_locs: Vec<u32>,
    /// The data layout's program address space (`P<n>`), read once when
    /// the layout is set: every call and function header needs it.
    program_as: u32,
    /// Emptied name maps of the last function, for the next one.
    spare_fn_maps: (FxMap<Cow<'a, [u8]>, Local>, DenseMap<Local>),
    /// Attribute lists as parsed, to their interned sets.
    attr_set_cache: FxMap<Vec<Attribute>, llconv_ir::attributes::AttrSetId>,
    /// The caller's options (`llvm-as -data-layout`, `--disable-verify`).
    options: crate::ParseOptions,
    /// Where definitions were written, when the caller asked
    /// ([`parse_located`]).
    recorder: Option<Box<crate::locations::Recorder>>,
}

impl<'a> Parser<'a> {
    /// A parser of `src`; `text_len` is how much of it this parser reads
    /// (it sizes the constant table).
    fn new(src: &'a [u8], source_name: &str, mut lex: TokenSource<'a>, text_len: usize) -> Self {
        let mut m = Module::new(source_name.as_bytes());
        // About one constant per 512 bytes of text, to skip most regrowing.
        m.consts.reserve(text_len / 512);
        let t_void = m.types.void();
        let t_i1 = m.types.int(1);
        let t_i32 = m.types.int(32);
        let t_i64 = m.types.int(64);
        let t_ptr = m.types.ptr(0);
        let t_label = m.types.label();
        let t_md = m.types.metadata();
        let t_token = m.types.token();
        let attr_names = AttrKind::ALL
            .iter()
            .map(|k| (k.name().as_bytes(), *k))
            .collect();
        let tok = lex.next_token();
        Parser {
            lex,
            tok,
            src,
            m,
            depth: 0,
            gslots: Vec::new(),
            gnames: FxMap::default(),
            gnums: FxMap::default(),
            next_gnum: 0,
            gorder: Vec::new(),
            tnames: FxMap::default(),
            tnums: FxMap::default(),
            comdat_names: HashMap::new(),
            attr_groups: HashMap::new(),
            pending_attrs: Vec::new(),
            attr_names,
            md_nums: DenseMap::for_text(text_len),
            md_fwd: DenseMap::for_text(text_len),
            md_merge_free: false,
            md_call_args: false,
            finish_needs: defaults::Needs::default(),
            builtin_loc: 0,
            dso_equiv_fwd: Vec::new(),
            estimate_budget: src.len(),
            blockaddrs: Vec::new(),
            blockaddr_map: HashMap::new(),
            blockaddr_by_fn: HashMap::new(),
            sized_cache: Default::default(),
            block_address_uses: Default::default(),
            f: None,
            ate_comma: false,
            dbg_format: 0,
            summary_gv_refs: Vec::new(),
            data_layout_loc: 0,
            sum: Default::default(),
            t_void,
            t_i1,
            t_i32,
            t_i64,
            t_ptr,
            t_label,
            t_md,
            t_token,
            int_cache: vec![None; 129],
            prim_cache: [None; 12],
            small_ints: FxMap::default(),
            scalable_scan: (0, false),
            attr_set_cache: FxMap::default(),
            options: crate::ParseOptions::default(),
            recorder: None,
            spare_fn_maps: Default::default(),
            scratch_tys: Vec::new(),
            scratch_ids: Vec::new(),
            scratch_idx: Vec::new(),
            global_consts: DenseMap::default(),
            scratch_attr_sets: Vec::new(),
            scratch_attr_buf: Vec::new(),
            scratch_locs: Vec::new(),
            program_as: 0,
        }
    }

    /// Takes the caller's options (the defaults need nothing done).
    fn configure(&mut self, options: &crate::ParseOptions) {
        if *options == crate::ParseOptions::default() {
            return;
        }
        if let Some(dl) = &options.data_layout {
            self.m.data_layout = Some(dl.clone().into());
            self.program_as = module::program_addrspace(dl);
        }
        self.options = options.clone();
    }

    // ---- token helpers ----

    #[inline]
    fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    /// Whether a metadata attachment (`!kind !N`) starts here.
    #[inline]
    fn at_md_attachment(&self) -> bool {
        matches!(self.tok.kind, Tok::MetadataVar | Tok::DbgAttachment(_))
    }

    #[inline]
    fn loc(&self) -> u32 {
        self.tok.start
    }

    #[inline]
    fn text(&self) -> &'a [u8] {
        let s = self.src;
        s.get(self.tok.start as usize..self.tok.end as usize)
            .unwrap_or(&[])
    }

    /// The current keyword, if the token is one.
    #[inline]
    fn kw(&self) -> &'a [u8] {
        if self.tok.kind == Tok::Kw {
            self.text()
        } else {
            b""
        }
    }

    #[inline]
    fn is_kw(&self, w: &[u8]) -> bool {
        self.tok.kind == Tok::Kw && self.text() == w
    }

    fn eat_kw(&mut self, w: &[u8]) -> bool {
        if self.is_kw(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    #[inline]
    fn eat(&mut self, t: Tok) -> bool {
        if self.tok.kind == t {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Inline: a parse is mostly these (the error, out of line, is rare).
    #[inline]
    fn expect(&mut self, t: Tok, msg: &str) -> PResult<()> {
        if self.tok.kind == t {
            self.bump();
            Ok(())
        } else {
            Err(self.err_expected(msg))
        }
    }

    #[cold]
    #[inline(never)]
    fn err_expected(&self, msg: impl Into<String>) -> ParseError {
        self.err(msg).or_kind(ParseErrorKind::Syntax)
    }

    fn expect_kw(&mut self, w: &[u8], msg: &str) -> PResult<()> {
        if self.eat_kw(w) {
            Ok(())
        } else {
            Err(self.err_expected(msg))
        }
    }

    fn err_at(&self, off: u32, msg: impl Into<String>) -> ParseError {
        let (line, col) = line_col(self.src, off as usize);
        ParseError {
            line,
            col,
            kind: ParseErrorKind::Invalid,
            message: msg.into(),
        }
    }

    /// An error at the current token (or the lexer's reason if it failed
    /// with one; a token LLVM's lexer refuses without a word of its own,
    /// as `$` with no name, gets the parser's `msg` there, as in LLVM).
    fn err(&self, msg: impl Into<String>) -> ParseError {
        if self.tok.kind == Tok::Error && !self.lex.err.is_empty() {
            let mut e = self.err_at(self.tok.start, self.lex.err);
            e.kind = ParseErrorKind::Lexical;
            return e;
        }
        self.err_at(self.tok.start, msg)
    }

    fn take_str(&mut self) -> Cow<'a, [u8]> {
        std::mem::take(&mut self.lex.str)
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nesting too deep").or_kind(ParseErrorKind::Limit));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn parse_str(&mut self, msg: &str) -> PResult<Cow<'a, [u8]>> {
        if self.tok.kind != Tok::Str {
            return Err(self.err_expected(msg));
        }
        let s = self.take_str();
        self.bump();
        Ok(s)
    }

    fn parse_u64(&mut self) -> PResult<u64> {
        let Tok::Int(small) = self.tok.kind else {
            return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax));
        };
        if small != crate::lexer::INT_TEXT {
            self.bump();
            return Ok(u64::from(small));
        }
        let v = crate::lexer::parse_u64(self.text()).ok_or_else(|| {
            // LLVM's word for a negative number here.
            let msg = if self.text().starts_with(b"-") {
                "expected integer"
            } else {
                "expected unsigned integer"
            };
            self.err(msg).or_kind(ParseErrorKind::Syntax)
        })?;
        self.bump();
        Ok(v)
    }

    /// An argument numbered `%n` (of a function or a function type) where
    /// `next` is the lowest number allowed: numbers go up, gaps allowed.
    fn take_arg_number(&self, loc: u32, n: u32, next: &mut u32) -> PResult<()> {
        if n < *next {
            return Err(self.err_at(
                loc,
                format!("argument expected to be numbered '%{next}' or greater"),
            ));
        }
        *next = n + 1;
        Ok(())
    }

    fn parse_u32(&mut self) -> PResult<u32> {
        let loc = self.loc();
        let v = self.parse_u64()?;
        u32::try_from(v).map_err(|_| {
            self.err_at(loc, "expected 32-bit integer (too large)")
                .or_kind(ParseErrorKind::Syntax)
        })
    }

    /// `addrspace(N)`, if present.
    fn parse_opt_addrspace(&mut self) -> PResult<Option<u32>> {
        if !self.eat_kw(b"addrspace") {
            return Ok(None);
        }
        self.expect(Tok::LParen, "expected '(' in address space")?;
        let n = if self.tok.kind == Tok::Str {
            // Symbolic address spaces ("A", "G", "P") come from the data layout.
            let s = self.take_str();
            let dl = self.m.data_layout.as_deref().unwrap_or(b"");
            let n = symbolic_addrspace(dl, &s).ok_or_else(|| {
                self.err(format!(
                    "invalid symbolic addrspace '{}'",
                    String::from_utf8_lossy(&s)
                ))
            })?;
            self.bump();
            n
        } else {
            if !matches!(self.tok.kind, Tok::Int(_) | Tok::HexInt) {
                return Err(self
                    .err("expected integer or string constant")
                    .or_kind(ParseErrorKind::Syntax));
            }
            let loc = self.loc();
            let v = self.parse_u64()?;
            if v >= (1 << 24) {
                return Err(self.err_at(loc, "invalid address space, must be a 24-bit integer"));
            }
            v as u32
        };
        self.expect(Tok::RParen, "expected ')' in address space")?;
        Ok(Some(n))
    }

    /// `align N` (after the keyword was seen) or `align(N)` if `paren_ok`.
    fn parse_align_value(&mut self) -> PResult<u64> {
        // LLVM reports a missing ')' and a bad value at the '(' (or value).
        let loc = self.loc();
        let paren = self.eat(Tok::LParen);
        let v = self.parse_u64()?;
        if paren && !self.eat(Tok::RParen) {
            return Err(self
                .err_at(loc, "expected ')'")
                .or_kind(ParseErrorKind::Syntax));
        }
        if !v.is_power_of_two() {
            return Err(self.err_at(loc, "alignment is not a power of two"));
        }
        if v > (1u64 << 32) {
            return Err(self.err_at(loc, "huge alignments are not supported yet"));
        }
        Ok(v)
    }

    fn intern_asm(&mut self, a: InlineAsm) -> AsmId {
        self.m.add_inline_asm(a)
    }

    // ---- globals ----

    /// The provisional id of a global referenced by name or number.
    fn global_ref(&mut self, key: GKey<'a>, addrspace: u32, loc: u32) -> u32 {
        let found = match &key {
            GKey::Name(n) => self.gnames.get(&n[..]).copied(),
            GKey::Num(n) => self.gnums.get(n).copied(),
        };
        if let Some(g) = found {
            let slot = &mut self.gslots[g as usize];
            if slot.global.is_none() {
                slot.fwd_refs = slot.fwd_refs.saturating_add(1);
                // The first use that gives the global a type.
                if slot.fwd_as == ANY_AS {
                    slot.fwd_as = addrspace;
                    slot.fwd_loc = loc;
                }
            }
            return g;
        }
        let id = self.gslots.len() as u32;
        let display = match &key {
            GKey::Name(n) => format!("@{}", String::from_utf8_lossy(n)),
            GKey::Num(n) => format!("@{n}"),
        };
        self.gslots.push(GSlot {
            global: None,
            fwd_loc: loc,
            fwd_as: addrspace,
            fwd_refs: 1,
            display,
        });
        match key {
            GKey::Name(n) => {
                self.gnames.insert(n, id);
            }
            GKey::Num(n) => {
                self.gnums.insert(n, id);
            }
        }
        id
    }

    /// Registers the definition of a global; returns its provisional id.
    /// `type_loc` is where its type was written: LLVM reports a forward
    /// reference in another address space there (for a function, at the
    /// reference).
    fn define_global(&mut self, key: GKey<'a>, g: Global, loc: u32, type_loc: u32) -> PResult<u32> {
        let found = match &key {
            GKey::Name(n) => self.gnames.get(&n[..]).copied(),
            GKey::Num(n) => self.gnums.get(n).copied(),
        };
        let id = match found {
            Some(id) => {
                let slot = &self.gslots[id as usize];
                if slot.global.is_some() {
                    let existing_fn = matches!(
                        slot.global.as_deref().map(|e| &e.kind),
                        Some(GlobalKind::Func(_))
                    );
                    let what = if matches!(g.kind, GlobalKind::Func(_)) && existing_fn {
                        format!("invalid redefinition of function '{}'", &slot.display[1..])
                    } else if matches!(g.kind, GlobalKind::Func(_)) {
                        format!("redefinition of function '{}'", slot.display)
                    } else {
                        format!("redefinition of global '{}'", slot.display)
                    };
                    return Err(self.err_at(loc, what).or_kind(ParseErrorKind::Redefinition));
                }
                if slot.fwd_as != g.common.addrspace && slot.fwd_as != ANY_AS {
                    let (at, what) = match g.kind {
                        GlobalKind::Func(_) => (
                            slot.fwd_loc,
                            format!(
                                "invalid forward reference to function '{}' with wrong type: expected '{}' but was '{}'",
                                &slot.display[1..],
                                ptr_name(g.common.addrspace),
                                ptr_name(slot.fwd_as)
                            ),
                        ),
                        GlobalKind::Var(_) => (
                            type_loc,
                            "forward reference and definition of global have different types"
                                .to_string(),
                        ),
                        GlobalKind::Alias(_) | GlobalKind::IFunc(_) => (
                            type_loc,
                            "forward reference and definition of alias have different types"
                                .to_string(),
                        ),
                    };
                    return Err(self.err_at(at, what));
                }
                id
            }
            None => {
                let id = self.gslots.len() as u32;
                let display = match &key {
                    GKey::Name(n) => format!("@{}", String::from_utf8_lossy(n)),
                    GKey::Num(n) => format!("@{n}"),
                };
                self.gslots.push(GSlot {
                    global: None,
                    fwd_loc: loc,
                    fwd_as: g.common.addrspace,
                    fwd_refs: 0,
                    display,
                });
                match key {
                    GKey::Name(n) => {
                        self.gnames.insert(n, id);
                    }
                    GKey::Num(n) => {
                        self.gnums.insert(n, id);
                    }
                }
                id
            }
        };
        self.gslots[id as usize].global = Some(Box::new(g));
        self.gorder.push(id);
        if let Some(r) = self.recorder.as_mut() {
            r.globals.push((id, loc));
        }
        Ok(id)
    }

    fn global_mut(&mut self, id: u32) -> Option<&mut Global> {
        self.gslots
            .get_mut(id as usize)
            .and_then(|s| s.global.as_deref_mut())
    }

    fn global(&self, id: u32) -> Option<&Global> {
        self.gslots
            .get(id as usize)
            .and_then(|s| s.global.as_deref())
    }

    /// The bodies of the functions defined so far, with their slots, in
    /// slot order.
    fn slot_bodies(&self) -> impl Iterator<Item = (usize, &Body)> + '_ {
        self.gslots
            .iter()
            .enumerate()
            .filter_map(|(fs, slot)| match slot.global.as_deref() {
                Some(Global {
                    kind:
                        GlobalKind::Func(Function {
                            body: Some(body), ..
                        }),
                    ..
                }) => Some((fs, body)),
                _ => None,
            })
    }

    /// The direct calls to each of `slots` (sorted), in text order.
    fn call_sites(&self, slots: &[usize]) -> Vec<Vec<(usize, InstId, TypeId)>> {
        if slots.is_empty() {
            // The usual case: no walk over every instruction for nothing.
            return Vec::new();
        }
        let mut sites = vec![Vec::new(); slots.len()];
        for (fs, body) in self.slot_bodies() {
            for b in body.blocks.values() {
                for &id in b.insts.iter() {
                    let (InstKind::Call(c)
                    | InstKind::Invoke { call: c, .. }
                    | InstKind::CallBr { call: c, .. }) = &body.inst(id).kind
                    else {
                        continue;
                    };
                    let Operand::Const(k) = c.callee else {
                        continue;
                    };
                    let ConstKind::Global(g) = self.m.consts.get(k).kind else {
                        continue;
                    };
                    if let Ok(n) = slots.binary_search(&g.index()) {
                        sites[n].push((fs, id, c.fn_ty));
                    }
                }
            }
        }
        sites
    }

    /// Declares what the upgrade of an implicit declaration of `base`
    /// declares (`upgraded`, from `upgrade_declarations`), right after it,
    /// as LLVM's parser does when it asks AutoUpgrade whether it takes that
    /// signature: the upgrade later finds them by name. `base_declared`: an
    /// earlier call type's upgrade
    /// already declared the written name (calls of two old signatures, say
    /// `llvm.memmove` with an `i16` and an `i32` alignment, share one new
    /// declaration, as LLVM's `getOrInsertDeclaration` finds it); whether
    /// this one did.
    fn declare_upgraded(
        &mut self,
        upgraded: (
            llconv_ir::types::TypeTable,
            Vec<llconv_ir::autoupgrade::NewDeclaration>,
        ),
        base: &[u8],
        loc: u32,
        base_declared: bool,
    ) -> bool {
        let (types, made) = upgraded;
        self.m.types = types;
        let mut declared_base = false;
        for (name, ty) in made {
            // A name taken by a declaration of its own stays with it; the
            // written name itself goes to the new declaration (AutoUpgrade
            // moves the old one aside as `.old`, and finds it by name).
            if name[..] == *base {
                if base_declared {
                    continue;
                }
                declared_base = true;
            } else if self.gnames.contains_key(&name[..]) {
                continue;
            }
            self.gslots.push(GSlot {
                global: Some(Box::new(Global {
                    common: GlobalCommon {
                        name: Some(name.clone()),
                        value_ty: ty,
                        ..Default::default()
                    },
                    kind: GlobalKind::Func(Function::default()),
                })),
                fwd_loc: loc,
                fwd_as: 0,
                fwd_refs: 0,
                display: format!("@{}", String::from_utf8_lossy(&name)),
            });
            let slot = self.gslots.len() - 1;
            self.gorder.push(slot as u32);
            self.gnames.insert(Cow::Owned(name.into_vec()), slot as u32);
        }
        declared_base
    }

    /// Whether a declaration made for another slot than `i` holds `name`
    /// (another implicit intrinsic mangled to it): `Function::Create`
    /// then names the new one `name.N`, and the upgrade finds that other
    /// declaration by name.
    fn name_held_elsewhere(&self, name: &[u8], i: usize) -> bool {
        self.gnames
            .get(name)
            .is_some_and(|&s| s as usize != i && self.gslots[s as usize].global.is_some())
    }

    /// `base.N` for the smallest `N` from 1 that no global is named.
    fn unique_global_name(&self, base: &[u8]) -> Box<[u8]> {
        (1u32..)
            .map(|n| {
                let mut name = base.to_vec();
                name.extend_from_slice(format!(".{n}").as_bytes());
                name
            })
            .find(|name| !self.gnames.contains_key(&name[..]))
            .expect("a free name")
            .into()
    }

    /// Declares the implicit intrinsic of slot `i` as LLVM's
    /// getOrInsertDeclaration does, call by call, most recent call first:
    /// each call goes to the function named by the intrinsic's mangling for
    /// its call type, made on first need and reused after, whether made here
    /// or declared in the file.
    fn declare_implicit_intrinsic(
        &mut self,
        i: usize,
        sites: &[(usize, InstId, TypeId)],
    ) -> PResult<()> {
        let (loc, addrspace) = (self.gslots[i].fwd_loc, self.gslots[i].fwd_as);
        if sites.len() != self.gslots[i].fwd_refs as usize {
            return Err(self.err_at(loc, "intrinsic can only be used as callee"));
        }
        let base: Box<[u8]> = self.gslots[i].display.as_bytes()[1..].into();
        // An unknown name is still taken when AutoUpgrade takes it (an
        // intrinsic LLVM 22 no longer has), declared as the call says.
        let iid = llconv_ir::intrinsics::lookup(&base);
        // Declarations made here for names the mangling cannot give (unnamed
        // types), by call type.
        let mut unnamed: Vec<(TypeId, usize)> = Vec::new();
        let mut slot_i_used = false;
        let mut base_upgraded = false;
        // Whether a declaration of the new signature made here holds the
        // written name.
        let mut base_live = false;
        for &(fs, id, fn_ty) in sites.iter().rev() {
            let tys = iid.and_then(|iid| {
                llconv_ir::intrinsics::overload_types(iid, fn_ty, &self.m).map(|t| (iid, t))
            });
            let mangled = match tys {
                Some((iid, tys)) => llconv_ir::intrinsics::mangled_name(iid, &tys, &self.m),
                // LLVM declares an old signature under the name as written
                // when AutoUpgrade takes it (upgraded with the module).
                // (Asked once per call type: `unnamed` keeps the answer.)
                None if unnamed.iter().any(|u| u.0 == fn_ty)
                    || llconv_ir::autoupgrade::upgrades_declaration(&self.m, &base, fn_ty) =>
                {
                    None
                }
                None if iid.is_none() => {
                    let msg = format!("unknown intrinsic '{}'", String::from_utf8_lossy(&base));
                    return Err(self.err_at(loc, msg));
                }
                None => return Err(self.err_at(loc, "invalid intrinsic signature")),
            };
            let existing = match &mangled {
                Some(n) => self.gnames.get(n.as_bytes()).copied().map(|s| s as usize),
                None => unnamed.iter().find(|u| u.0 == fn_ty).map(|u| u.1),
            };
            let slot = match existing {
                Some(s) if s != i && self.gslots[s].global.is_some() => s,
                Some(s) if s == i && slot_i_used => s,
                _ => {
                    let was_mangled = mangled.is_some();
                    // What the upgrade of an old signature declares.
                    let upgraded = if was_mangled {
                        None
                    } else {
                        llconv_ir::autoupgrade::upgrade_declarations(&self.m, &base, fn_ty)
                    };
                    let name: Box<[u8]> = match mangled {
                        Some(n) => n.into_bytes().into(),
                        // An old call type once a declaration that stays
                        // holds the written name (one of the new signature,
                        // or one an earlier old call type's upgrade made:
                        // a second old signature of memmove, `llvm.cttz.i32`
                        // called on `i16` after `i32`): its declaration
                        // takes the name made unique (`.N`, as LLVM's
                        // `Function::Create` names it), so that AutoUpgrade
                        // moves each old one aside and finds the new
                        // declarations by name. An old declaration that
                        // its upgrade only expands leaves the name free.
                        None if base_live
                            || base_upgraded
                            || self.name_held_elsewhere(&base, i) =>
                        {
                            self.unique_global_name(&base)
                        }
                        None => base.clone(),
                    };
                    let global = Global {
                        common: GlobalCommon {
                            name: Some(name.clone()),
                            value_ty: fn_ty,
                            addrspace,
                            ..Default::default()
                        },
                        kind: GlobalKind::Func(Function::default()),
                    };
                    let slot = if !slot_i_used {
                        slot_i_used = true;
                        self.gslots[i].global = Some(Box::new(global));
                        i
                    } else {
                        self.gslots.push(GSlot {
                            global: Some(Box::new(global)),
                            fwd_loc: loc,
                            fwd_as: addrspace,
                            fwd_refs: 0,
                            display: self.gslots[i].display.clone(),
                        });
                        self.gslots.len() - 1
                    };
                    self.gorder.push(slot as u32);
                    if let Some(upgraded) = upgraded {
                        // A declaration that stays may hold the written name
                        // already (an earlier upgrade's, or one of the new
                        // signature): the upgrade finds that one, as LLVM's
                        // `getOrInsertDeclaration` does.
                        let held =
                            base_upgraded || base_live || self.name_held_elsewhere(&base, slot);
                        base_upgraded |= self.declare_upgraded(upgraded, &base, loc, held);
                    }
                    if name[..] == base[..] {
                        base_live |= was_mangled;
                        unnamed.push((fn_ty, slot));
                        if was_mangled && slot != i {
                            self.gnames.insert(Cow::Owned(name.into_vec()), slot as u32);
                        }
                    } else {
                        if !was_mangled {
                            unnamed.push((fn_ty, slot));
                        }
                        if slot == i && self.gnames.get(&base[..]) == Some(&(i as u32)) {
                            // The forward reference's slot holds another
                            // name now: a later call mangled to the written
                            // name gets a declaration of its own.
                            self.gnames.remove(&base[..]);
                        }
                        self.gnames.insert(Cow::Owned(name.into_vec()), slot as u32);
                    }
                    slot
                }
            };
            if slot == i {
                continue;
            }
            let ty = self.m.types.ptr(addrspace);
            let k = self.m.consts.intern_raw(Const {
                ty,
                kind: ConstKind::Global(GlobalId::from_index(slot)),
            });
            if let Some(Global {
                kind:
                    GlobalKind::Func(Function {
                        body: Some(body), ..
                    }),
                ..
            }) = self.gslots[fs].global.as_deref_mut()
            {
                if let InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. } = &mut body.insts[id].kind
                {
                    c.callee = Operand::Const(k);
                }
            }
        }
        if !slot_i_used {
            // Every call went to another declaration: the forward
            // reference itself is left out of the module.
            self.gslots[i].display.clear();
        }
        Ok(())
    }

    // ---- finishing ----

    /// The module, once everything is read: [`Self::finish`], then the
    /// `llvm.dbg.*` declarations that upgrading left unused go.
    /// Call arguments that are a node of one constant (or one null)
    /// become what LLVM's `MetadataAsValue` makes of them, now that every
    /// node is resolved (LLVM re-canonicalizes as forward references
    /// resolve).
    fn canonical_metadata_arguments(&mut self) {
        let metadata = &mut self.m.metadata;
        for g in self
            .gslots
            .iter_mut()
            .filter_map(|s| s.global.as_deref_mut())
        {
            let GlobalKind::Func(f) = &mut g.kind else {
                continue;
            };
            let Some(body) = f.body.as_mut() else {
                continue;
            };
            for inst in body.insts.values_mut() {
                let (InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. }) = &mut inst.kind
                else {
                    continue;
                };
                for a in &mut c.args {
                    if let Operand::Metadata(id) = a {
                        *id = metadata.as_value_operand(*id);
                    }
                }
            }
        }
    }

    fn finish_module(self, check_debug_info: bool) -> PResult<Module> {
        self.finish_module_located(check_debug_info).map(|(m, _)| m)
    }

    /// [`Self::finish_module`], with the recorded locations (if any) under
    /// the module's final ids.
    fn finish_module_located(
        self,
        check_debug_info: bool,
    ) -> PResult<(Module, Option<crate::locations::SourceLocations>)> {
        let (mut m, located) = self.finish(check_debug_info)?;
        debuginfo::drop_dbg_declarations(&mut m);
        Ok((m, located))
    }

    fn finish(
        mut self,
        check_debug_info: bool,
    ) -> PResult<(Module, Option<crate::locations::SourceLocations>)> {
        // Undefined named types.
        let mut first: Option<(u32, String)> = None;
        for (name, (_, fwd)) in &self.tnames {
            if let Some(l) = fwd {
                if first.as_ref().is_none_or(|f| *l < f.0) {
                    first = Some((
                        *l,
                        format!(
                            "use of undefined type named '{}'",
                            String::from_utf8_lossy(name)
                        ),
                    ));
                }
            }
        }
        for (n, (_, fwd)) in &self.tnums {
            if let Some(l) = fwd {
                if first.as_ref().is_none_or(|f| *l < f.0) {
                    first = Some((*l, format!("use of undefined type '%{n}'")));
                }
            }
        }
        if let Some((l, msg)) = first {
            return Err(self.err_at(l, msg).or_kind(ParseErrorKind::Undefined));
        }
        // Undefined comdats: the first in the text (the map's order is
        // its hash's).
        if let Some((name, l)) = self
            .comdat_names
            .iter()
            .filter_map(|(name, (_, fwd))| Some((name, (*fwd)?)))
            .min_by_key(|&(_, l)| l)
        {
            return Err(self
                .err_at(
                    l,
                    format!(
                        "use of undefined comdat '${}'",
                        String::from_utf8_lossy(name)
                    ),
                )
                .or_kind(ParseErrorKind::Undefined));
        }
        // Undefined metadata (with `-allow-incomplete-ir`, once what can
        // go has gone, below).
        let incomplete_ir = self.options.allow_incomplete_ir;
        if !incomplete_ir {
            if let Some((n, l)) = self.md_fwd.iter().min_by_key(|(_, l)| **l) {
                return Err(self
                    .err_at(*l, format!("use of undefined metadata '!{n}'"))
                    .or_kind(ParseErrorKind::Undefined));
            }
        }
        // Intrinsics called without a declaration are declared implicitly,
        // by name order (LLVM walks its forward references in a map); with
        // `-allow-incomplete-ir`, other undefined named globals too.
        let implicit: Vec<usize> = (0..self.gslots.len())
            .filter(|&i| {
                let s = &self.gslots[i];
                s.global.is_none()
                    && (s.display.starts_with("@llvm.")
                        || incomplete_ir
                            && s.display.starts_with('@')
                            && !s.display[1..].bytes().all(|b| b.is_ascii_digit()))
            })
            .collect();
        let sites = self.call_sites(&implicit);
        let mut by_name: Vec<usize> = (0..implicit.len()).collect();
        by_name.sort_by(|&a, &b| {
            let d = |n: usize| &self.gslots[implicit[n]].display;
            d(a).cmp(d(b))
        });
        for n in by_name {
            if self.gslots[implicit[n]].display.starts_with("@llvm.") {
                self.declare_implicit_intrinsic(implicit[n], &sites[n])?;
            } else {
                self.declare_incomplete(implicit[n], &sites[n]);
            }
        }
        if incomplete_ir {
            self.drop_unknown_metadata_references();
            // LLVM names the lowest-numbered node left.
            if let Some((n, l)) = self.md_fwd.iter().min_by_key(|(n, _)| *n) {
                return Err(self
                    .err_at(*l, format!("use of undefined metadata '!{n}'"))
                    .or_kind(ParseErrorKind::Undefined));
            }
        }
        // A blockaddress of a function never defined (LLVM checks these
        // first, the first in its order of names: numbers, then names).
        if let Some(b) = self
            .blockaddrs
            .iter()
            .filter(|b| b.want_as.is_some() && b.resolved.is_none())
            .min_by_key(|b| {
                let d = self.gslots[b.func as usize].display.as_bytes();
                let num = std::str::from_utf8(&d[1.min(d.len())..])
                    .ok()
                    .and_then(|n| n.parse::<u32>().ok());
                (num.is_none(), num, d)
            })
        {
            let msg = match self.global(b.func) {
                Some(g) if matches!(&g.kind, GlobalKind::Func(f) if f.body.is_none()) => {
                    "cannot take blockaddress inside a declaration"
                }
                _ => "expected function name in blockaddress",
            };
            return Err(self.err_at(b.fn_loc, msg).or_kind(ParseErrorKind::Syntax));
        }
        // `dso_local_equivalent` of globals defined later, or never.
        let mut refs = self.dso_equiv_fwd.clone();
        refs.sort_by_key(|r| r.1);
        for (g, loc) in refs {
            let slot = &self.gslots[g as usize];
            let msg = match slot.global.as_deref() {
                None => format!(
                    "unknown function '{}' referenced by dso_local_equivalent",
                    slot.display.strip_prefix('@').unwrap_or(&slot.display)
                ),
                Some(d)
                    if !matches!(self.m.types.get(d.common.value_ty), Type::Function { .. }) =>
                {
                    "expected a function, alias to function, or ifunc in dso_local_equivalent"
                        .into()
                }
                Some(_) => continue,
            };
            return Err(self.err_at(loc, msg));
        }
        // Undefined globals.
        if let Some(s) = self
            .gslots
            .iter()
            .filter(|s| s.global.is_none() && !s.display.is_empty())
            .min_by_key(|s| s.fwd_loc)
        {
            return Err(self
                .err_at(s.fwd_loc, format!("use of undefined value '{}'", s.display))
                .or_kind(ParseErrorKind::Undefined));
        }
        // Block addresses.
        for b in &self.blockaddrs {
            if b.resolved.is_none() {
                let (loc, msg) = match self.global(b.func) {
                    Some(g) if matches!(&g.kind, GlobalKind::Func(f) if f.body.is_none()) => {
                        (b.fn_loc, "cannot take blockaddress inside a declaration")
                    }
                    Some(g) if !matches!(g.kind, GlobalKind::Func(_)) => {
                        (b.fn_loc, "expected function name in blockaddress")
                    }
                    _ => (b.loc, "referenced value is not a basic block"),
                };
                return Err(self.err_at(loc, msg));
            }
        }
        self.resolve_attrs()?;
        for (name, loc) in &self.summary_gv_refs {
            let defined = self.gslots.iter().any(|s| {
                s.global.as_deref().and_then(|g| g.common.name.as_deref()) == Some(&name[..])
            });
            if !defined {
                let msg = format!(
                    "Reference to undefined global \"{}\"",
                    String::from_utf8_lossy(name)
                );
                return Err(self.err_at(*loc, msg).or_kind(ParseErrorKind::Undefined));
            }
        }
        // Uniqued nodes equal once forward references resolve are one node.
        let merged = if self.md_merge_free {
            None
        } else {
            self.m.metadata.merge_equal_uniqued(&self.m.consts)
        };
        if let Some(map) = merged {
            for id in self.md_nums.values_mut() {
                *id = map[*id];
            }
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
        }
        self.resolve_summary()?;
        if self.md_call_args {
            self.canonical_metadata_arguments();
        }
        self.upgrade_debug_info(check_debug_info);
        llconv_ir::upgrade_metadata::upgrade_module_flags(&mut self.m);
        // Put globals in definition order and re-key constants.
        let mut final_id = vec![0u32; self.gslots.len()];
        for (i, &p) in self.gorder.iter().enumerate() {
            final_id[p as usize] = i as u32;
        }
        let located = self.recorder.take().map(|r| {
            // A slot outside `gorder` is not in the module.
            let mut placed = vec![false; final_id.len()];
            for &p in &self.gorder {
                placed[p as usize] = true;
            }
            r.finish(self.src, |p| {
                placed
                    .get(p as usize)
                    .copied()
                    .unwrap_or(false)
                    .then(|| final_id[p as usize])
            })
        });
        let identity = self.gorder.iter().enumerate().all(|(i, &p)| i as u32 == p);
        if !identity || !self.blockaddrs.is_empty() {
            // In place, so every ConstId stays valid. A slot left out of
            // `gorder` (an implicit intrinsic whose calls all went to
            // another declaration) is no longer referred to.
            let gmap = |g: GlobalId| GlobalId::from_u32(final_id[g.index()]);
            let blockaddrs = &self.blockaddrs;
            self.m.consts.rewrite_in_place(|kind| match kind {
                ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                    *g = gmap(*g)
                }
                ConstKind::BlockAddress { func, block } => {
                    *func = gmap(*func);
                    *block = BlockId::from_u32(
                        blockaddrs
                            .get(block.index())
                            .and_then(|b| b.resolved)
                            .unwrap_or(0),
                    );
                }
                _ => {}
            });
        }
        let mut slots: Vec<Option<Box<Global>>> =
            self.gslots.into_iter().map(|s| s.global).collect();
        // Sized once: collecting through `filter_map` grew it by doubling.
        let mut globals = llconv_ir::entity::EntityVec::with_capacity(self.gorder.len());
        globals.extend(
            self.gorder
                .iter()
                .filter_map(|&p| slots[p as usize].take().map(|g| *g)),
        );
        self.m.globals = globals;
        let mut m = self.m;
        let invalid_at = |at: u32, message: String| {
            let (line, col) = line_col(self.src, at as usize);
            ParseError {
                line,
                col,
                kind: ParseErrorKind::Invalid,
                message,
            }
        };
        defaults::finish_module(
            &mut m,
            self.finish_needs,
            !self.options.data_layout_as_written,
        )
        .map_err(|msg| invalid_at(self.data_layout_loc, msg))?;
        if let Err((guid, msg)) = summary::emulate_bitcode(&mut m) {
            let at = self.sum.value_locs.get(&guid).copied().unwrap_or(0);
            return Err(invalid_at(at, msg));
        }
        Ok((m, located))
    }
}

/// A local name as written: `%name` or `%N`.
#[derive(Clone)]
pub(crate) enum LocalKeyRef<'a> {
    Name(Cow<'a, [u8]>),
    Num(u32),
}

impl LocalKeyRef<'_> {
    pub(crate) fn display(&self) -> String {
        match self {
            LocalKeyRef::Name(n) => format!("%{}", String::from_utf8_lossy(n)),
            LocalKeyRef::Num(n) => format!("%{n}"),
        }
    }
}

pub(crate) enum GKey<'a> {
    Name(Cow<'a, [u8]>),
    Num(u32),
}

pub(crate) fn ptr_name(a: u32) -> String {
    if a == 0 {
        "ptr".into()
    } else {
        format!("ptr addrspace({a})")
    }
}

/// `A`/`G`/`P` address spaces named by the data layout.
fn symbolic_addrspace(dl: &[u8], s: &[u8]) -> Option<u32> {
    let key = match s {
        b"A" => b'A',
        b"G" => b'G',
        b"P" => b'P',
        _ => return None,
    };
    for part in dl.split(|&c| c == b'-') {
        if part.first() == Some(&key) {
            return crate::lexer::parse_u32(&part[1..]);
        }
    }
    Some(0)
}

#[cfg(test)]
mod tests;
