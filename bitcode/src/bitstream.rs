//! The bitstream container: a bit reader with a 64-bit buffer, and a cursor
//! that understands blocks, abbreviations and `BLOCKINFO`.
//!
//! Every read is checked: running off the end, a malformed abbreviation or
//! an implausible count is an error naming the block path and bit offset,
//! never a panic. Counts read from the stream are checked against the bits
//! that remain before anything is reserved, and block nesting is bounded.

use std::sync::Arc;

use crate::error::BitcodeError;

/// Nesting limit for blocks.
const MAX_BLOCK_DEPTH: usize = 32;
/// The widest fixed or VBR field an abbreviation may declare, as in LLVM.
const MAX_CHUNK: u32 = 32;

/// Reads bits least-significant first out of a byte slice, through a
/// 64-bit buffer.
#[derive(Clone)]
pub struct BitReader<'a> {
    data: &'a [u8],
    /// Bits not consumed yet, low bits first.
    word: u64,
    /// How many bits of `word` are valid.
    bits: u32,
    /// Next byte to load into `word`.
    next: usize,
}

/// Why a raw bit read failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadFail {
    /// Ran past the end of the data.
    Eof,
    /// A VBR value longer than 64 bits.
    VbrTooLong,
    /// An array or blob where a scalar operand belongs (`read_abbrev`'s
    /// shape checks rule it out).
    InvalidScalar,
}

impl<'a> BitReader<'a> {
    /// A reader at the first bit of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        BitReader {
            data,
            word: 0,
            bits: 0,
            next: 0,
        }
    }

    /// The data being read.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Current position in bits from the start of the data.
    #[inline]
    pub fn bit_pos(&self) -> u64 {
        self.next as u64 * 8 - u64::from(self.bits)
    }

    /// Size of the data in bits.
    pub fn len_bits(&self) -> u64 {
        self.data.len() as u64 * 8
    }

    /// Bits left to read.
    #[inline]
    pub fn remaining(&self) -> u64 {
        (self.data.len() - self.next) as u64 * 8 + u64::from(self.bits)
    }

    /// Whether every bit has been read.
    pub fn at_end(&self) -> bool {
        self.remaining() == 0
    }

    /// Moves to bit `pos`; fails past the end.
    pub fn seek(&mut self, pos: u64) -> Result<(), ReadFail> {
        if pos > self.len_bits() {
            return Err(ReadFail::Eof);
        }
        let byte = (pos / 8) as usize;
        self.next = byte;
        self.word = 0;
        self.bits = 0;
        let skip = (pos % 8) as u32;
        if skip != 0 {
            self.read(skip)?;
        }
        Ok(())
    }

    fn refill(&mut self) -> Result<(), ReadFail> {
        let avail = self.data.len() - self.next;
        if avail == 0 {
            return Err(ReadFail::Eof);
        }
        // A fixed-size chunk: one load (a slice copied into an array went
        // through a call to memcpy, a fifteenth of reading a module).
        if let Some(b) = self.data[self.next..].first_chunk::<8>() {
            self.word = u64::from_le_bytes(*b);
            self.bits = 64;
            self.next += 8;
            return Ok(());
        }
        let n = avail.min(8);
        let mut w = 0u64;
        for (i, &b) in self.data[self.next..self.next + n].iter().enumerate() {
            w |= u64::from(b) << (8 * i);
        }
        self.word = w;
        self.bits = n as u32 * 8;
        self.next += n;
        Ok(())
    }

    /// Reads `n <= 64` bits as an unsigned value.
    #[inline]
    pub fn read(&mut self, n: u32) -> Result<u64, ReadFail> {
        debug_assert!(n <= 64);
        if n == 0 {
            return Ok(0);
        }
        if self.bits >= n {
            let v = if n == 64 {
                self.word
            } else {
                self.word & ((1u64 << n) - 1)
            };
            self.word = if n == 64 { 0 } else { self.word >> n };
            self.bits -= n;
            return Ok(v);
        }
        // Take what the buffer has, then the rest from the next word.
        let lo = self.word;
        let lo_bits = self.bits;
        let rest = n - lo_bits;
        if self.remaining() < u64::from(n) {
            return Err(ReadFail::Eof);
        }
        self.refill()?;
        let hi = if rest == 64 {
            self.word
        } else {
            self.word & ((1u64 << rest) - 1)
        };
        self.word = if rest == 64 { 0 } else { self.word >> rest };
        self.bits -= rest;
        Ok(if lo_bits == 0 {
            hi
        } else {
            lo | (hi << lo_bits)
        })
    }

    /// Reads a variable-width value made of `n`-bit chunks (2 <= n <= 32).
    #[inline]
    pub fn read_vbr(&mut self, n: u32) -> Result<u64, ReadFail> {
        debug_assert!((2..=32).contains(&n));
        // Fast path: a single chunk already in the buffer.
        if self.bits >= n {
            let piece = self.word & ((1u64 << n) - 1);
            if piece & (1u64 << (n - 1)) == 0 {
                self.word >>= n;
                self.bits -= n;
                return Ok(piece);
            }
        }
        self.read_vbr_slow(n)
    }

    /// A VBR value of more than one chunk, or one whose first chunk is
    /// not all in the buffer. When every chunk is in the buffer (most
    /// values), they are taken from it without a read each; a value of
    /// at most 64 bits of chunks cannot overflow, so there is no check.
    #[inline(never)]
    fn read_vbr_slow(&mut self, n: u32) -> Result<u64, ReadFail> {
        let hibit = 1u64 << (n - 1);
        let mask = (1u64 << n) - 1;
        let mut w = self.word;
        let mut avail = self.bits;
        let mut result = 0u64;
        let mut shift = 0u32;
        while avail >= n {
            let piece = w & mask;
            result |= (piece & (hibit - 1)) << shift;
            w >>= n;
            avail -= n;
            if piece & hibit == 0 {
                self.word = w;
                self.bits = avail;
                return Ok(result);
            }
            shift += n - 1;
        }
        self.read_vbr_chunks(n)
    }

    /// A VBR value read chunk by chunk (one that runs past the buffer).
    fn read_vbr_chunks(&mut self, n: u32) -> Result<u64, ReadFail> {
        let hibit = 1u64 << (n - 1);
        let mut piece = self.read(n)?;
        if piece & hibit == 0 {
            return Ok(piece);
        }
        let mut result = 0u64;
        let mut shift = 0u32;
        loop {
            let payload = piece & (hibit - 1);
            if shift >= 64 || (shift > 0 && (payload >> (64 - shift)) != 0) {
                return Err(ReadFail::VbrTooLong);
            }
            result |= payload << shift;
            if piece & hibit == 0 {
                return Ok(result);
            }
            shift += n - 1;
            piece = self.read(n)?;
        }
    }

    /// Skips to the next multiple of 32 bits.
    pub fn align32(&mut self) -> Result<(), ReadFail> {
        let pos = self.bit_pos();
        let target = pos.div_ceil(32) * 32;
        if target != pos {
            if target > self.len_bits() {
                return Err(ReadFail::Eof);
            }
            self.seek(target)?;
        }
        Ok(())
    }
}

/// One operand of an abbreviation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbbrevOp {
    /// A constant: the value is not in the stream.
    Literal(u64),
    /// A fixed-width field of this many bits.
    Fixed(u32),
    /// A variable-width field in chunks of this many bits.
    Vbr(u32),
    /// A length, then that many values of the next operand.
    Array,
    /// A six-bit character (`[a-zA-Z0-9._]`).
    Char6,
    /// A length, then 32-bit aligned bytes.
    Blob,
}

impl AbbrevOp {
    /// The fewest bits one value of this operand takes (for plausibility
    /// checks of array lengths).
    fn min_bits(self) -> u32 {
        match self {
            AbbrevOp::Fixed(w) | AbbrevOp::Vbr(w) => w,
            AbbrevOp::Char6 => 6,
            _ => 0,
        }
    }
}

/// An abbreviation: the operand encodings of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abbrev {
    /// The operands, the record code's first.
    pub ops: Vec<AbbrevOp>,
}

/// What comes next in a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The block ended (`END_BLOCK`); the cursor is back in the parent.
    EndBlock,
    /// A sub-block starts: call [`Cursor::enter_block`] or
    /// [`Cursor::skip_block`].
    SubBlock(u32),
    /// A record with this abbreviation id: call [`Cursor::read_record`].
    Record(u32),
}

/// A record: its code, operands and, for blob abbreviations, the blob's
/// byte range in the data.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The record code (what kind of record it is within its block).
    pub code: u32,
    /// The operands, in order.
    pub ops: Vec<u64>,
    /// The blob's start and end in the data, for blob abbreviations.
    pub blob: Option<(usize, usize)>,
}

#[derive(Clone)]
struct Scope {
    id: u32,
    abbrev_width: u32,
    abbrevs: Vec<Arc<Abbrev>>,
    end_bit: u64,
}

/// Reads blocks and records of a bitstream.
#[derive(Clone)]
pub struct Cursor<'a> {
    r: BitReader<'a>,
    abbrev_width: u32,
    abbrevs: Vec<Arc<Abbrev>>,
    /// Enclosing scopes (the current block's id is `path.last()`).
    outer: Vec<Scope>,
    /// Block ids from the outermost to the current block.
    path: Vec<u32>,
    end_bit: u64,
    /// `BLOCKINFO` abbreviations per block id.
    block_info: Vec<(u32, Vec<Arc<Abbrev>>)>,
}

/// Names of LLVM IR block ids, for error paths.
pub fn block_name(id: u32) -> String {
    let s = match id {
        0 => "BLOCKINFO",
        8 => "MODULE_BLOCK",
        9 => "PARAMATTR_BLOCK",
        10 => "PARAMATTR_GROUP_BLOCK",
        11 => "CONSTANTS_BLOCK",
        12 => "FUNCTION_BLOCK",
        13 => "IDENTIFICATION_BLOCK",
        14 => "VALUE_SYMTAB",
        15 => "METADATA_BLOCK",
        16 => "METADATA_ATTACHMENT",
        17 => "TYPE_BLOCK_NEW",
        18 => "USELIST_BLOCK",
        19 => "MODULE_STRTAB_BLOCK",
        20 => "GLOBALVAL_SUMMARY_BLOCK",
        21 => "OPERAND_BUNDLE_TAGS_BLOCK",
        22 => "METADATA_KIND_BLOCK",
        23 => "STRTAB_BLOCK",
        24 => "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK",
        25 => "SYMTAB_BLOCK",
        26 => "SYNC_SCOPE_NAMES_BLOCK",
        _ => return format!("block {id}"),
    };
    s.to_owned()
}

/// Why reading a record failed (made a [`BitcodeError`] by the cursor,
/// which knows the block path).
enum RecordFail {
    Read(ReadFail),
    CodeTooLarge,
    CountImplausible,
    ArrayImplausible,
    BlobShort,
}

impl From<ReadFail> for RecordFail {
    #[inline]
    fn from(f: ReadFail) -> Self {
        RecordFail::Read(f)
    }
}

#[inline(always)]
fn read_scalar(r: &mut BitReader, op: AbbrevOp) -> Result<u64, ReadFail> {
    match op {
        AbbrevOp::Literal(v) => Ok(v),
        AbbrevOp::Fixed(w) => r.read(w),
        AbbrevOp::Vbr(w) => r.read_vbr(w),
        AbbrevOp::Char6 => Ok(char6_value(r.read(6)? as u8)),
        AbbrevOp::Array | AbbrevOp::Blob => Err(ReadFail::InvalidScalar),
    }
}

#[inline(always)]
fn char6_value(v: u8) -> u64 {
    u64::from(match v {
        0..=25 => b'a' + v,
        26..=51 => b'A' + (v - 26),
        52..=61 => b'0' + (v - 52),
        62 => b'.',
        _ => b'_',
    })
}

/// `UNABBREV_RECORD`: code, count and operands, 6-bit VBRs.
fn read_unabbreviated(r: &mut BitReader, rec: &mut Record) -> Result<(), RecordFail> {
    let code = r.read_vbr(6)?;
    rec.code = u32::try_from(code).map_err(|_| RecordFail::CodeTooLarge)?;
    let n = r.read_vbr(6)?;
    if n > r.remaining() / 6 {
        return Err(RecordFail::CountImplausible);
    }
    rec.ops.reserve(n as usize);
    for _ in 0..n {
        let v = r.read_vbr(6)?;
        rec.ops.push(v);
    }
    Ok(())
}

/// A record laid out by abbreviation `ops`.
fn read_abbreviated(
    r: &mut BitReader,
    ops: &[AbbrevOp],
    rec: &mut Record,
) -> Result<(), RecordFail> {
    let code = read_scalar(r, ops[0])?;
    rec.code = u32::try_from(code).map_err(|_| RecordFail::CodeTooLarge)?;
    let mut i = 1;
    while i < ops.len() {
        match ops[i] {
            AbbrevOp::Array => {
                let elt = ops[i + 1];
                let n = r.read_vbr(6)?;
                let min = u64::from(elt.min_bits().max(1));
                if n > r.remaining() / min {
                    return Err(RecordFail::ArrayImplausible);
                }
                rec.ops.reserve(n as usize);
                // The element's encoding chosen once, not per element.
                match elt {
                    AbbrevOp::Fixed(w) => {
                        for _ in 0..n {
                            let v = r.read(w)?;
                            rec.ops.push(v);
                        }
                    }
                    AbbrevOp::Vbr(w) => {
                        for _ in 0..n {
                            let v = r.read_vbr(w)?;
                            rec.ops.push(v);
                        }
                    }
                    _ => {
                        for _ in 0..n {
                            let v = read_scalar(r, elt)?;
                            rec.ops.push(v);
                        }
                    }
                }
                i += 2;
                continue;
            }
            AbbrevOp::Blob => {
                let n = r.read_vbr(6)?;
                r.align32()?;
                if n > r.remaining() / 8 {
                    return Err(RecordFail::BlobShort);
                }
                let start = (r.bit_pos() / 8) as usize;
                let end_bit = r.bit_pos() + n * 8;
                r.seek(end_bit)?;
                r.align32()?;
                rec.blob = Some((start, n as usize));
            }
            op => {
                let v = read_scalar(r, op)?;
                rec.ops.push(v);
            }
        }
        i += 1;
    }
    Ok(())
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `data` (past any magic the caller checked).
    pub fn new(data: &'a [u8]) -> Self {
        let len = data.len() as u64 * 8;
        Cursor {
            r: BitReader::new(data),
            abbrev_width: 2,
            abbrevs: Vec::new(),
            outer: Vec::new(),
            path: Vec::new(),
            end_bit: len,
            block_info: Vec::new(),
        }
    }

    /// All of the bitcode being read.
    pub fn data(&self) -> &'a [u8] {
        self.r.data()
    }

    /// The position, in bits from the start of the data.
    pub fn bit_pos(&self) -> u64 {
        self.r.bit_pos()
    }

    /// An error at the current position in the current block.
    pub fn error(&self, msg: impl Into<String>) -> BitcodeError {
        self.error_at(self.r.bit_pos(), msg)
    }

    /// An error at bit `bit` of the current block.
    pub fn error_at(&self, bit: u64, msg: impl Into<String>) -> BitcodeError {
        let path = if self.path.is_empty() {
            "top level".to_owned()
        } else {
            self.path
                .iter()
                .map(|&id| block_name(id))
                .collect::<Vec<_>>()
                .join("/")
        };
        BitcodeError::Malformed {
            kind: crate::BitcodeErrorKind::Stream,
            message: msg.into(),
            path,
            bit,
        }
    }

    fn fail(&self, f: ReadFail) -> BitcodeError {
        match f {
            ReadFail::Eof => self.error("unexpected end of bitstream"),
            ReadFail::VbrTooLong => self.error("VBR value too long"),
            ReadFail::InvalidScalar => self.error("invalid scalar operand"),
        }
    }

    #[inline]
    fn read(&mut self, n: u32) -> Result<u64, BitcodeError> {
        self.r.read(n).map_err(|e| self.fail(e))
    }

    #[inline]
    fn vbr(&mut self, n: u32) -> Result<u64, BitcodeError> {
        self.r.read_vbr(n).map_err(|e| self.fail(e))
    }

    /// Reads a fixed-width field (for magic numbers and the like).
    pub fn read_fixed(&mut self, n: u32) -> Result<u64, BitcodeError> {
        self.read(n)
    }

    /// Whether the top level has no more entries (end of data, or only
    /// padding shorter than an abbreviation id).
    pub fn at_top_level_end(&self) -> bool {
        self.outer.is_empty() && self.r.remaining() < 32
    }

    /// The block ids from the outermost block to the current one.
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// The next entry of the current block. Abbreviation definitions and
    /// `BLOCKINFO` blocks are handled here and never returned.
    pub fn advance(&mut self) -> Result<Entry, BitcodeError> {
        loop {
            if !self.outer.is_empty() && self.r.bit_pos() >= self.end_bit {
                return Err(self.error("block ends without END_BLOCK"));
            }
            let code = self.read(self.abbrev_width)?;
            match code {
                0 => {
                    if self.outer.is_empty() {
                        return Err(self.error("END_BLOCK at top level"));
                    }
                    self.r.align32().map_err(|e| self.fail(e))?;
                    let s = self.outer.pop().expect("checked non-empty");
                    self.path.pop();
                    self.abbrev_width = s.abbrev_width;
                    self.abbrevs = s.abbrevs;
                    self.end_bit = s.end_bit;
                    return Ok(Entry::EndBlock);
                }
                1 => {
                    let id = self.vbr(8)?;
                    let id = u32::try_from(id).map_err(|_| self.error("invalid block id"))?;
                    if id == 0 {
                        self.read_block_info()?;
                        continue;
                    }
                    return Ok(Entry::SubBlock(id));
                }
                2 => {
                    if self.outer.is_empty() {
                        return Err(self.error("abbreviation definition at top level"));
                    }
                    let a = self.read_abbrev()?;
                    self.abbrevs.push(Arc::new(a));
                }
                n => {
                    if self.outer.is_empty() {
                        return Err(self.error("record at top level"));
                    }
                    return Ok(Entry::Record(n as u32));
                }
            }
        }
    }

    /// Enters the sub-block whose id [`Cursor::advance`] just returned.
    pub fn enter_block(&mut self, id: u32) -> Result<(), BitcodeError> {
        if self.outer.len() >= MAX_BLOCK_DEPTH {
            return Err(self.error("blocks nested too deeply"));
        }
        let width = self.vbr(4)?;
        self.r.align32().map_err(|e| self.fail(e))?;
        let words = self.read(32)?;
        if width == 0 || width > u64::from(MAX_CHUNK) {
            return Err(self.error(format!("invalid abbreviation width {width}")));
        }
        let end = self.r.bit_pos() + words * 32;
        if end > self.r.len_bits() || (!self.outer.is_empty() && end > self.end_bit) {
            return Err(self.error("block extends past the end of its parent"));
        }
        let inherited = self
            .block_info
            .iter()
            .find(|(b, _)| *b == id)
            .map(|(_, a)| a.clone())
            .unwrap_or_default();
        let saved = Scope {
            id,
            abbrev_width: self.abbrev_width,
            abbrevs: std::mem::replace(&mut self.abbrevs, inherited),
            end_bit: self.end_bit,
        };
        self.outer.push(saved);
        self.path.push(id);
        self.abbrev_width = width as u32;
        self.end_bit = end;
        Ok(())
    }

    /// Skips the sub-block whose id [`Cursor::advance`] just returned, by
    /// its length word.
    pub fn skip_block(&mut self) -> Result<(), BitcodeError> {
        let _width = self.vbr(4)?;
        self.r.align32().map_err(|e| self.fail(e))?;
        let words = self.read(32)?;
        let end = self.r.bit_pos() + words * 32;
        if end > self.r.len_bits() || (!self.outer.is_empty() && end > self.end_bit) {
            return Err(self.error("block extends past the end of its parent"));
        }
        self.r.seek(end).map_err(|e| self.fail(e))
    }

    /// Skips the rest of the current block (after [`Cursor::enter_block`]).
    pub fn skip_rest(&mut self) -> Result<(), BitcodeError> {
        loop {
            match self.advance()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.skip_block()?,
                Entry::Record(a) => {
                    self.skip_record(a)?;
                }
            }
        }
    }

    fn skip_record(&mut self, abbrev: u32) -> Result<(), BitcodeError> {
        let mut rec = Record::default();
        self.read_record(abbrev, &mut rec)
    }

    fn read_abbrev(&mut self) -> Result<Abbrev, BitcodeError> {
        let n = self.vbr(5)?;
        // Each operand takes at least 4 bits.
        if n == 0 {
            return Err(self.error("abbreviation with no operands"));
        }
        if n > self.r.remaining() / 4 {
            return Err(self.error("abbreviation operand count is not plausible"));
        }
        let mut ops = Vec::with_capacity(n as usize);
        let mut i = 0;
        while i < n {
            let literal = self.read(1)? == 1;
            if literal {
                ops.push(AbbrevOp::Literal(self.vbr(8)?));
            } else {
                let enc = self.read(3)?;
                let op = match enc {
                    1 | 2 => {
                        let w = self.vbr(5)?;
                        if w > u64::from(MAX_CHUNK) {
                            return Err(
                                self.error("fixed or VBR abbreviation operand wider than 32 bits")
                            );
                        }
                        match (enc, w) {
                            // A zero-width field reads as the literal 0.
                            (_, 0) => AbbrevOp::Literal(0),
                            (1, w) => AbbrevOp::Fixed(w as u32),
                            (_, 1) => return Err(self.error("VBR abbreviation of width 1")),
                            (_, w) => AbbrevOp::Vbr(w as u32),
                        }
                    }
                    3 => AbbrevOp::Array,
                    4 => AbbrevOp::Char6,
                    5 => AbbrevOp::Blob,
                    _ => return Err(self.error(format!("invalid abbreviation encoding {enc}"))),
                };
                ops.push(op);
            }
            i += 1;
        }
        // Shape checks: an array is second to last and its element is a
        // scalar; a blob is last; the first operand is not an array or blob.
        for (i, op) in ops.iter().enumerate() {
            match op {
                AbbrevOp::Array => {
                    if i + 2 != ops.len() {
                        return Err(self.error("array operand not second to last"));
                    }
                    if !matches!(
                        ops[i + 1],
                        AbbrevOp::Fixed(_) | AbbrevOp::Vbr(_) | AbbrevOp::Char6
                    ) {
                        return Err(self.error("invalid array element encoding"));
                    }
                }
                AbbrevOp::Blob if i + 1 != ops.len() => {
                    return Err(self.error("blob operand not last"));
                }
                _ => {}
            }
        }
        if matches!(ops[0], AbbrevOp::Array | AbbrevOp::Blob) {
            return Err(self.error("abbreviation starts with an array or a blob"));
        }
        Ok(Abbrev { ops })
    }

    fn read_block_info(&mut self) -> Result<(), BitcodeError> {
        self.enter_block(0)?;
        let mut cur: Option<u32> = None;
        let mut rec = Record::default();
        loop {
            // Abbreviation definitions here belong to the block named by
            // SETBID, so `advance` cannot handle them.
            if self.r.bit_pos() >= self.end_bit {
                return Err(self.error("block ends without END_BLOCK"));
            }
            let code = self.read(self.abbrev_width)?;
            match code {
                0 => {
                    self.r.align32().map_err(|e| self.fail(e))?;
                    let s = self.outer.pop().expect("entered");
                    self.path.pop();
                    self.abbrev_width = s.abbrev_width;
                    self.abbrevs = s.abbrevs;
                    self.end_bit = s.end_bit;
                    return Ok(());
                }
                1 => {
                    let _id = self.vbr(8)?;
                    self.skip_block()?;
                }
                2 => {
                    let Some(b) = cur else {
                        return Err(self.error("abbreviation in BLOCKINFO before SETBID"));
                    };
                    let a = Arc::new(self.read_abbrev()?);
                    match self.block_info.iter_mut().find(|(id, _)| *id == b) {
                        Some((_, v)) => v.push(a),
                        None => self.block_info.push((b, vec![a])),
                    }
                }
                n => {
                    self.read_record(n as u32, &mut rec)?;
                    if rec.code == 1 {
                        let Some(&id) = rec.ops.first() else {
                            return Err(self.error("SETBID without a block id"));
                        };
                        cur = Some(u32::try_from(id).map_err(|_| self.error("invalid block id"))?);
                    }
                }
            }
        }
    }

    /// Reads the record whose abbreviation id [`Cursor::advance`] returned.
    pub fn read_record(&mut self, abbrev: u32, rec: &mut Record) -> Result<(), BitcodeError> {
        rec.ops.clear();
        rec.blob = None;
        let r = if abbrev == 3 {
            read_unabbreviated(&mut self.r, rec)
        } else {
            // The abbreviation is borrowed, not cloned: the reads below
            // are the bit reader's, and errors are made after them.
            let Some(a) = (abbrev as usize)
                .checked_sub(4)
                .and_then(|i| self.abbrevs.get(i))
            else {
                return Err(self.error(format!("invalid abbreviation id {abbrev}")));
            };
            read_abbreviated(&mut self.r, &a.ops, rec)
        };
        r.map_err(|f| match f {
            RecordFail::Read(f) => self.fail(f),
            RecordFail::CodeTooLarge => self.error("record code too large"),
            RecordFail::CountImplausible => self.error("record operand count is not plausible"),
            RecordFail::ArrayImplausible => self.error("array length is not plausible"),
            RecordFail::BlobShort => self.error("blob ends too soon"),
        })
    }

    /// The bytes of a record's blob.
    pub fn blob(&self, rec: &Record) -> &'a [u8] {
        match rec.blob {
            Some((s, n)) => &self.r.data()[s..s + n],
            None => &[],
        }
    }

    /// From just past the id of a sub-block `id` that [`Cursor::advance`]
    /// returned: skips it and every sub-block of the same id that follows
    /// it directly, and returns where each begins (past its id, where
    /// [`Cursor::enter_block`] takes it) with its length in bits, and the
    /// position of the first entry after the run, where the cursor is
    /// left. Any other entry (a record, an abbreviation, another block,
    /// the end of the block) ends the run unread.
    pub fn skip_run_of_blocks(&mut self, id: u32) -> Result<(Vec<(u64, u64)>, u64), BitcodeError> {
        let mut run = Vec::new();
        loop {
            let at = self.r.bit_pos();
            self.skip_block()?;
            run.push((at, self.r.bit_pos() - at));
            let next = self.r.bit_pos();
            if self.outer.is_empty() || next >= self.end_bit {
                return Ok((run, next));
            }
            let code = self.read(self.abbrev_width)?;
            if code == 1 && self.vbr(8)? == u64::from(id) {
                continue;
            }
            self.r.seek(next).map_err(|e| self.fail(e))?;
            return Ok((run, next));
        }
    }

    /// Moves to an absolute bit position at the top level.
    pub fn seek_top(&mut self, bit: u64) -> Result<(), BitcodeError> {
        self.outer.clear();
        self.path.clear();
        self.abbrevs.clear();
        self.abbrev_width = 2;
        self.end_bit = self.r.len_bits();
        self.r.seek(bit).map_err(|e| self.fail(e))
    }

    /// Moves to bit `bit` of the current block (a position read before in
    /// it: abbreviations defined after `bit` stay defined).
    pub fn seek_in_block(&mut self, bit: u64) -> Result<(), BitcodeError> {
        if bit > self.end_bit {
            return Err(self.error("seek past the end of the block"));
        }
        self.r.seek(bit).map_err(|e| self.fail(e))
    }

    /// Bits left in the current block (to the end of the data at the top
    /// level): an upper bound for counts read from it.
    pub fn remaining_in_block(&self) -> u64 {
        self.end_bit.saturating_sub(self.r.bit_pos())
    }

    /// The id of the current block.
    pub fn block_id(&self) -> Option<u32> {
        self.outer.last().map(|s| s.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes bits least-significant first, for building test streams.
    struct W {
        out: Vec<u8>,
        cur: u64,
        n: u32,
    }
    impl W {
        fn new() -> Self {
            W {
                out: Vec::new(),
                cur: 0,
                n: 0,
            }
        }
        fn put(&mut self, v: u64, bits: u32) {
            for i in 0..bits {
                self.cur |= ((v >> i) & 1) << self.n;
                self.n += 1;
                if self.n == 8 {
                    self.out.push(self.cur as u8);
                    self.cur = 0;
                    self.n = 0;
                }
            }
        }
        fn vbr(&mut self, mut v: u64, w: u32) {
            let hi = 1u64 << (w - 1);
            loop {
                if v < hi {
                    self.put(v, w);
                    return;
                }
                self.put((v & (hi - 1)) | hi, w);
                v >>= w - 1;
            }
        }
        fn align32(&mut self) {
            while self.n != 0 || !self.out.len().is_multiple_of(4) {
                self.put(0, 1);
            }
        }
        fn done(mut self) -> Vec<u8> {
            self.align32();
            self.out
        }
    }

    #[test]
    fn fixed_reads_cross_word_boundaries() {
        let data: Vec<u8> = (0..32u8).collect();
        let mut r = BitReader::new(&data);
        let mut all = Vec::new();
        let mut total = 0;
        for w in [3u32, 17, 64, 1, 33, 60, 7, 0, 64] {
            all.push(r.read(w).unwrap());
            total += w as u64;
            assert_eq!(r.bit_pos(), total);
        }
        // Compare with a bit-by-bit reading.
        let bit = |i: u64| (data[(i / 8) as usize] >> (i % 8)) & 1;
        let mut pos = 0u64;
        for (k, w) in [3u32, 17, 64, 1, 33, 60, 7, 0, 64].iter().enumerate() {
            let mut v = 0u64;
            for j in 0..*w as u64 {
                v |= u64::from(bit(pos + j)) << j;
            }
            pos += *w as u64;
            assert_eq!(all[k], v, "read {k}");
        }
        assert_eq!(r.read(64), Err(ReadFail::Eof));
    }

    #[test]
    fn reading_past_the_end_fails() {
        let data = [0xffu8; 3];
        let mut r = BitReader::new(&data);
        assert_eq!(r.read(20).unwrap(), 0xfffff);
        assert_eq!(r.read(5), Err(ReadFail::Eof));
        let mut r = BitReader::new(&[]);
        assert_eq!(r.read(1), Err(ReadFail::Eof));
        assert_eq!(r.read(0), Ok(0));
        assert!(r.seek(1).is_err());
    }

    #[test]
    fn vbr_values_and_overlong_vbr() {
        let mut w = W::new();
        for v in [0u64, 1, 31, 32, 1000, u64::MAX, 1 << 63] {
            w.vbr(v, 6);
        }
        let data = w.done();
        let mut r = BitReader::new(&data);
        for v in [0u64, 1, 31, 32, 1000, u64::MAX, 1 << 63] {
            assert_eq!(r.read_vbr(6).unwrap(), v);
        }
        // 20 continuation chunks: more than 64 bits of payload.
        let mut w = W::new();
        for _ in 0..20 {
            w.put(0x3f, 6);
        }
        w.put(1, 6);
        let data = w.done();
        let mut r = BitReader::new(&data);
        assert_eq!(r.read_vbr(6), Err(ReadFail::VbrTooLong));
        // Unterminated at the end of data.
        let data = [0xffu8; 4];
        assert_eq!(BitReader::new(&data).read_vbr(4), Err(ReadFail::Eof));
    }

    #[test]
    fn seek_and_align() {
        let data = [0u8; 16];
        let mut r = BitReader::new(&data);
        r.read(5).unwrap();
        r.align32().unwrap();
        assert_eq!(r.bit_pos(), 32);
        r.seek(77).unwrap();
        assert_eq!(r.bit_pos(), 77);
        r.seek(128).unwrap();
        assert!(r.at_end());
        r.seek(100).unwrap();
        r.align32().unwrap();
        assert_eq!(r.bit_pos(), 128);
    }

    /// A block with an abbreviation (literal code, array of char6, fixed,
    /// vbr, blob), an unabbreviated record and an unknown sub-block.
    fn sample_stream() -> Vec<u8> {
        let mut w = W::new();
        // ENTER_SUBBLOCK id 8, abbrev width 3.
        w.put(1, 2);
        w.vbr(8, 8);
        w.vbr(3, 4);
        w.align32();
        let len_at = w.out.len();
        w.put(0, 32); // patched below
        let body_start = w.out.len();
        // DEFINE_ABBREV: [literal 7, fixed 4, vbr 6, array char6].
        w.put(2, 3);
        w.vbr(5, 5);
        w.put(1, 1);
        w.vbr(7, 8);
        w.put(0, 1);
        w.put(1, 3);
        w.vbr(4, 5);
        w.put(0, 1);
        w.put(2, 3);
        w.vbr(6, 5);
        w.put(0, 1);
        w.put(3, 3);
        w.put(0, 1);
        w.put(4, 3);
        // Record with abbrev 4: fixed 9, vbr 300, array "ab".
        w.put(4, 3);
        w.put(9, 4);
        w.vbr(300, 6);
        w.vbr(2, 6);
        w.put(0, 6);
        w.put(1, 6);
        // Unabbreviated record code 5 with ops [1, 2].
        w.put(3, 3);
        w.vbr(5, 6);
        w.vbr(2, 6);
        w.vbr(1, 6);
        w.vbr(2, 6);
        // Unknown sub-block 99 with one word of garbage.
        w.put(1, 3);
        w.vbr(99, 8);
        w.vbr(2, 4);
        w.align32();
        w.put(1, 32);
        w.put(0xdead_beef, 32);
        // END_BLOCK.
        w.put(0, 3);
        w.align32();
        let words = ((w.out.len() - body_start) / 4) as u32;
        w.out[len_at..len_at + 4].copy_from_slice(&words.to_le_bytes());
        w.done()
    }

    #[test]
    fn cursor_reads_blocks_abbrevs_and_skips() {
        let data = sample_stream();
        let mut c = Cursor::new(&data);
        assert_eq!(c.advance().unwrap(), Entry::SubBlock(8));
        c.enter_block(8).unwrap();
        let mut rec = Record::default();
        let Entry::Record(a) = c.advance().unwrap() else {
            panic!()
        };
        c.read_record(a, &mut rec).unwrap();
        assert_eq!(rec.code, 7);
        assert_eq!(rec.ops, vec![9, 300, b'a' as u64, b'b' as u64]);
        let Entry::Record(a) = c.advance().unwrap() else {
            panic!()
        };
        c.read_record(a, &mut rec).unwrap();
        assert_eq!((rec.code, rec.ops.clone()), (5, vec![1, 2]));
        assert_eq!(c.advance().unwrap(), Entry::SubBlock(99));
        c.skip_block().unwrap();
        assert_eq!(c.advance().unwrap(), Entry::EndBlock);
        assert!(c.at_top_level_end());
    }

    #[test]
    fn every_truncation_of_a_stream_fails_cleanly() {
        let data = sample_stream();
        for cut in 0..data.len() {
            let d = &data[..cut];
            let mut c = Cursor::new(d);
            let mut rec = Record::default();
            let mut steps = 0;
            let r: Result<(), BitcodeError> = (|| loop {
                steps += 1;
                if steps > 100 {
                    return Ok(());
                }
                match c.advance()? {
                    Entry::SubBlock(8) => c.enter_block(8)?,
                    Entry::SubBlock(_) => c.skip_block()?,
                    Entry::Record(a) => c.read_record(a, &mut rec)?,
                    Entry::EndBlock => return Ok(()),
                }
            })();
            assert!(r.is_err(), "cut {cut}");
        }
    }

    #[test]
    fn bad_abbreviations_are_errors() {
        // Abbrev whose first operand is an array.
        let mut w = W::new();
        w.put(1, 2);
        w.vbr(8, 8);
        w.vbr(3, 4);
        w.align32();
        w.put(1, 32);
        w.put(2, 3);
        w.vbr(2, 5);
        w.put(0, 1);
        w.put(3, 3);
        w.put(0, 1);
        w.put(1, 3);
        w.vbr(8, 5);
        let data = w.done();
        let mut c = Cursor::new(&data);
        assert_eq!(c.advance().unwrap(), Entry::SubBlock(8));
        c.enter_block(8).unwrap();
        let e = c.advance().unwrap_err();
        assert!(e.to_string().contains("MODULE_BLOCK"), "{e}");
        // Unknown abbreviation id.
        let mut w = W::new();
        w.put(1, 2);
        w.vbr(8, 8);
        w.vbr(3, 4);
        w.align32();
        w.put(1, 32);
        w.put(5, 3);
        let data = w.done();
        let mut c = Cursor::new(&data);
        c.advance().unwrap();
        c.enter_block(8).unwrap();
        let Entry::Record(a) = c.advance().unwrap() else {
            panic!()
        };
        assert!(c.read_record(a, &mut Record::default()).is_err());
    }

    #[test]
    fn implausible_counts_do_not_allocate() {
        // Unabbreviated record claiming 2^40 operands.
        let mut w = W::new();
        w.put(1, 2);
        w.vbr(8, 8);
        w.vbr(3, 4);
        w.align32();
        w.put(2, 32);
        w.put(3, 3);
        w.vbr(1, 6);
        w.vbr(1 << 40, 6);
        w.align32();
        w.put(0, 32);
        let data = w.done();
        let mut c = Cursor::new(&data);
        c.advance().unwrap();
        c.enter_block(8).unwrap();
        let Entry::Record(a) = c.advance().unwrap() else {
            panic!()
        };
        let e = c.read_record(a, &mut Record::default()).unwrap_err();
        assert!(e.to_string().contains("plausible"), "{e}");
    }

    #[test]
    fn block_length_past_the_end_is_an_error() {
        let mut w = W::new();
        w.put(1, 2);
        w.vbr(8, 8);
        w.vbr(3, 4);
        w.align32();
        w.put(1000, 32);
        let data = w.done();
        let mut c = Cursor::new(&data);
        c.advance().unwrap();
        assert!(c.enter_block(8).is_err());
        let mut c = Cursor::new(&data);
        c.advance().unwrap();
        assert!(c.skip_block().is_err());
    }
}
