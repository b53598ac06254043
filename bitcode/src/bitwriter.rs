//! The writing half of the bitstream layer: fixed and VBR fields into one
//! `Vec<u8>` of little-endian 32-bit words, blocks with back-patched length
//! words, abbreviations (local and `BLOCKINFO`) and records.
//!
//! The mirror of [`crate::bitstream`]: what one writes, the other reads.

use crate::bitstream::{Abbrev, AbbrevOp};

struct Scope {
    abbrev_width: u32,
    abbrevs: Vec<Abbrev>,
    inherited: Inherited,
    /// Byte offset of the block's length word.
    len_at: usize,
}

/// The bits written: whole 64-bit words in `out`, the rest pending in
/// `cur`. Apart from the abbreviations, so that a record can read its
/// abbreviation while it writes.
struct Bits {
    out: Vec<u8>,
    /// Bits not yet flushed, low bits first.
    cur: u64,
    nbits: u32,
}

/// The `BLOCKINFO` abbreviations a block starts with: entry `.0` of
/// `block_info`, its first `.1` (those defined before the block began).
/// Read in place rather than copied into each block, which would cost
/// an allocation per abbreviation for every block written.
#[derive(Clone, Copy, Default)]
struct Inherited(usize, usize);

/// The operands of abbreviation `abbrev`: an inherited one, or one the
/// block defined (`local`, numbered after the inherited ones).
#[inline]
fn abbrev_ops<'a>(
    block_info: &'a [(u32, Vec<Abbrev>)],
    inherited: Inherited,
    local: &'a [Abbrev],
    abbrev: u32,
) -> &'a [AbbrevOp] {
    let i = (abbrev - FIRST_APPLICATION_ABBREV) as usize;
    let Inherited(entry, n) = inherited;
    if i < n {
        &block_info[entry].1[i].ops
    } else {
        &local[i - n].ops
    }
}

/// Writes a bitstream.
pub struct BitWriter {
    bits: Bits,
    abbrev_width: u32,
    /// The abbreviations the current block defined itself.
    abbrevs: Vec<Abbrev>,
    inherited: Inherited,
    outer: Vec<Scope>,
    /// `BLOCKINFO` abbreviations per block id.
    block_info: Vec<(u32, Vec<Abbrev>)>,
    /// The block id `SETBID` selected inside `BLOCKINFO`.
    info_target: Option<u32>,
}

impl Default for BitWriter {
    fn default() -> Self {
        Self::new()
    }
}

/// The first abbreviation id a block's own definitions get.
const FIRST_APPLICATION_ABBREV: u32 = 4;

impl Bits {
    /// Writes the low `n` bits of `v` (n <= 64). Inline: records are
    /// sequences of these, most a few bits wide.
    #[inline(always)]
    fn emit(&mut self, v: u64, n: u32) {
        debug_assert!(n <= 64);
        let v = if n >= 64 { v } else { v & ((1u64 << n) - 1) };
        let total = self.nbits + n;
        if total < 64 {
            self.cur |= v << self.nbits;
            self.nbits = total;
        } else {
            self.spill(v, total);
        }
    }

    /// `emit` of a field that completes the pending word: a full word of
    /// 64 goes out in one append, half as often as 32-bit words would.
    #[inline(never)]
    fn spill(&mut self, v: u64, total: u32) {
        let word = self.cur | (v << self.nbits);
        self.out.extend_from_slice(&word.to_le_bytes());
        // The bits of `v` that did not fit (none when `total` is 64).
        self.cur = if self.nbits == 0 {
            0
        } else {
            v >> (64 - self.nbits)
        };
        self.nbits = total - 64;
    }

    /// Writes `v` as a variable-width field of `n`-bit chunks.
    #[inline(always)]
    fn emit_vbr(&mut self, v: u64, n: u32) {
        if v < 1u64 << (n - 1) {
            self.emit(v, n);
        } else {
            self.emit_vbr_chunks(v, n);
        }
    }

    /// `emit_vbr` of a value that needs more than one chunk: the chunks
    /// are gathered and written 64 bits or less at a time (once, for all
    /// but the largest values).
    #[inline(never)]
    fn emit_vbr_chunks(&mut self, mut v: u64, n: u32) {
        if v >> 32 == 0 {
            let (chunks, width) = vbr_bits(v, n);
            self.emit(chunks, width);
            return;
        }
        let hi = 1u64 << (n - 1);
        let mut acc = 0u64;
        let mut bits = 0;
        while v >= hi {
            if bits + n > 64 {
                self.emit(acc, bits);
                acc = 0;
                bits = 0;
            }
            acc |= ((v & (hi - 1)) | hi) << bits;
            bits += n;
            v >>= n - 1;
        }
        if bits + n > 64 {
            self.emit(acc, bits);
            acc = 0;
            bits = 0;
        }
        self.emit(acc | (v << bits), bits + n);
    }

    /// One scalar operand of an abbreviated record.
    #[inline(always)]
    fn scalar(&mut self, op: AbbrevOp, x: u64) {
        match op {
            AbbrevOp::Literal(_) => {}
            AbbrevOp::Fixed(w) => self.emit(x, w),
            AbbrevOp::Vbr(w) => self.emit_vbr(x, w),
            AbbrevOp::Char6 => self.emit(u64::from(char6(x as u8).unwrap_or(0)), 6),
            AbbrevOp::Array | AbbrevOp::Blob => {}
        }
    }

    /// Pads with zero bits to a 32-bit boundary; every whole word is then
    /// in `out` (block length words and blobs are placed by byte offset).
    fn align32(&mut self) {
        if !self.nbits.is_multiple_of(32) {
            self.nbits += 32 - self.nbits % 32;
        }
        if self.nbits == 64 {
            self.out.extend_from_slice(&self.cur.to_le_bytes());
        } else if self.nbits == 32 {
            self.out.extend_from_slice(&(self.cur as u32).to_le_bytes());
        }
        self.cur = 0;
        self.nbits = 0;
    }

    /// Writes bytes at a 32-bit aligned position.
    fn flush_bytes(&mut self, b: &[u8]) {
        debug_assert_eq!(self.nbits, 0);
        self.out.extend_from_slice(b);
        // Keep the word invariant: pending bytes go back into `cur`.
        let extra = self.out.len() % 4;
        if extra != 0 {
            let at = self.out.len() - extra;
            let mut w = 0u64;
            for (i, &x) in self.out[at..].iter().enumerate() {
                w |= u64::from(x) << (8 * i);
            }
            self.out.truncate(at);
            self.cur = w;
            self.nbits = 8 * extra as u32;
        }
    }
}

impl BitWriter {
    /// An empty writer.
    pub fn new() -> Self {
        Self::with_capacity(0)
    }

    /// An empty writer with room for `bytes` bytes.
    pub fn with_capacity(bytes: usize) -> Self {
        BitWriter {
            bits: Bits {
                out: Vec::with_capacity(bytes),
                cur: 0,
                nbits: 0,
            },
            abbrev_width: 2,
            abbrevs: Vec::new(),
            inherited: Inherited::default(),
            outer: Vec::new(),
            block_info: Vec::new(),
            info_target: None,
        }
    }

    /// The current position in bits.
    pub fn bit_pos(&self) -> u64 {
        self.bits.out.len() as u64 * 8 + u64::from(self.bits.nbits)
    }

    /// Writes the low `n` bits of `v` (n <= 64).
    #[inline]
    pub fn emit(&mut self, v: u64, n: u32) {
        self.bits.emit(v, n);
    }

    /// Writes `v` as a variable-width field of `n`-bit chunks.
    #[inline]
    pub fn emit_vbr(&mut self, v: u64, n: u32) {
        self.bits.emit_vbr(v, n);
    }

    /// [`Self::record_if_fits`] for an abbreviation whose scalar operands
    /// after its literal code the caller knows to be `layout` (the one it
    /// was defined with): with the layout a constant, the checks and
    /// writes unroll instead of reading the abbreviation op by op.
    #[inline(always)]
    pub fn record_by_layout<const N: usize>(
        &mut self,
        abbrev: u32,
        layout: [AbbrevOp; N],
        ops: &[u64],
    ) -> bool {
        debug_assert_eq!(
            abbrev_ops(&self.block_info, self.inherited, &self.abbrevs, abbrev)[1..],
            layout[..],
            "abbreviation {abbrev} is not laid out as the caller says"
        );
        let Ok(ops) = <&[u64; N]>::try_from(ops) else {
            return false;
        };
        // Fixed and VBR fields only: those are the ones written below.
        let fits = layout.iter().zip(ops).all(|(&op, &x)| {
            matches!(op, AbbrevOp::Fixed(_) | AbbrevOp::Vbr(_)) && scalar_fits(op, x)
        });
        if !fits {
            return false;
        }
        let width = self.abbrev_id_width(abbrev);
        let b = &mut self.bits;
        b.emit(u64::from(abbrev), width);
        for (op, &x) in layout.iter().zip(ops) {
            match *op {
                AbbrevOp::Fixed(w) => b.emit(x, w.min(64)),
                AbbrevOp::Vbr(w) => b.emit_vbr(x, w),
                _ => {}
            }
        }
        true
    }

    /// The block's abbreviation id width, which `abbrev` must fit (a
    /// writer bug otherwise).
    #[inline]
    fn abbrev_id_width(&self, abbrev: u32) -> u32 {
        let width = self.abbrev_width;
        assert!(
            abbrev >> width == 0,
            "abbreviation id {abbrev} does not fit the block's {width}-bit ids"
        );
        width
    }

    /// Pads with zero bits to a 32-bit boundary.
    pub fn align32(&mut self) {
        self.bits.align32();
    }

    /// Starts block `id` whose abbreviation ids are `abbrev_width` bits.
    pub fn enter_block(&mut self, id: u32, abbrev_width: u32) {
        self.emit(1, self.abbrev_width); // ENTER_SUBBLOCK
        self.emit_vbr(u64::from(id), 8);
        self.emit_vbr(u64::from(abbrev_width), 4);
        self.align32();
        let len_at = self.bits.out.len();
        self.emit(0, 32); // length in words, patched by `exit_block`
        let inherited = self
            .block_info
            .iter()
            .position(|(b, _)| *b == id)
            .map_or(Inherited::default(), |k| {
                Inherited(k, self.block_info[k].1.len())
            });
        self.outer.push(Scope {
            abbrev_width: self.abbrev_width,
            abbrevs: std::mem::take(&mut self.abbrevs),
            inherited: std::mem::replace(&mut self.inherited, inherited),
            len_at,
        });
        self.abbrev_width = abbrev_width;
    }

    /// An empty stream for blocks written apart (on another thread) and
    /// then put into this one with [`Self::splice_block`]: it has this
    /// stream's `BLOCKINFO` abbreviations and abbreviation width, so its
    /// blocks come out as they would here.
    pub fn fork(&self) -> BitWriter {
        BitWriter {
            bits: Bits {
                out: Vec::new(),
                cur: 0,
                nbits: 0,
            },
            abbrev_width: self.abbrev_width,
            abbrevs: self.abbrevs.clone(),
            inherited: self.inherited,
            outer: Vec::new(),
            block_info: self.block_info.clone(),
            info_target: None,
        }
    }

    /// How many bytes the `ENTER_SUBBLOCK` header of block `id` takes at
    /// a 32-bit aligned position (its length word follows).
    pub fn block_header_bytes(&self, id: u32, abbrev_width: u32) -> usize {
        let vbr_bits = |v: u64, n: u32| {
            let payload = n - 1;
            let chunks = (64 - v.leading_zeros()).div_ceil(payload).max(1);
            chunks * n
        };
        let bits =
            self.abbrev_width + vbr_bits(u64::from(id), 8) + vbr_bits(u64::from(abbrev_width), 4);
        bits.div_ceil(32) as usize * 4
    }

    /// Writes block `id` whose contents (from its length word through its
    /// `END_BLOCK` and padding) were written apart by a [`Self::fork`]:
    /// the header at this stream's position, then the contents as they
    /// are (block contents are position independent: they start aligned
    /// and their length counts words).
    pub fn splice_block(&mut self, id: u32, abbrev_width: u32, contents: &[u8]) {
        debug_assert_eq!(contents.len() % 4, 0);
        self.emit(1, self.abbrev_width); // ENTER_SUBBLOCK
        self.emit_vbr(u64::from(id), 8);
        self.emit_vbr(u64::from(abbrev_width), 4);
        self.align32();
        self.bits.out.extend_from_slice(contents);
    }

    /// Ends the current block and patches its length word.
    pub fn exit_block(&mut self) {
        self.emit(0, self.abbrev_width); // END_BLOCK
        self.align32();
        let s = self.outer.pop().expect("exit_block without a block");
        let words = (self.bits.out.len() - s.len_at - 4) / 4;
        self.patch_word(s.len_at, words as u32);
        self.abbrev_width = s.abbrev_width;
        self.abbrevs = s.abbrevs;
        self.inherited = s.inherited;
    }

    fn emit_abbrev_def(&mut self, a: &Abbrev) {
        self.emit(2, self.abbrev_width); // DEFINE_ABBREV
        self.emit_vbr(a.ops.len() as u64, 5);
        for op in &a.ops {
            match *op {
                AbbrevOp::Literal(v) => {
                    self.emit(1, 1);
                    self.emit_vbr(v, 8);
                }
                AbbrevOp::Fixed(w) => {
                    self.emit(0, 1);
                    self.emit(1, 3);
                    self.emit_vbr(u64::from(w), 5);
                }
                AbbrevOp::Vbr(w) => {
                    self.emit(0, 1);
                    self.emit(2, 3);
                    self.emit_vbr(u64::from(w), 5);
                }
                AbbrevOp::Array => {
                    self.emit(0, 1);
                    self.emit(3, 3);
                }
                AbbrevOp::Char6 => {
                    self.emit(0, 1);
                    self.emit(4, 3);
                }
                AbbrevOp::Blob => {
                    self.emit(0, 1);
                    self.emit(5, 3);
                }
            }
        }
    }

    /// Defines an abbreviation in the current block; returns its id.
    pub fn define_abbrev(&mut self, ops: Vec<AbbrevOp>) -> u32 {
        let a = Abbrev { ops };
        self.emit_abbrev_def(&a);
        self.abbrevs.push(a);
        FIRST_APPLICATION_ABBREV + (self.inherited.1 + self.abbrevs.len()) as u32 - 1
    }

    /// Enters the `BLOCKINFO` block (end it with [`Self::exit_block`]).
    pub fn enter_block_info(&mut self) {
        self.enter_block(0, 2);
        self.info_target = None;
    }

    /// Defines, inside `BLOCKINFO`, an abbreviation every block `block`
    /// inherits; returns its id there.
    pub fn define_info_abbrev(&mut self, block: u32, ops: Vec<AbbrevOp>) -> u32 {
        if self.info_target != Some(block) {
            self.record(1, &[u64::from(block)]); // SETBID
            self.info_target = Some(block);
        }
        let a = Abbrev { ops };
        self.emit_abbrev_def(&a);
        let list = match self.block_info.iter_mut().position(|(b, _)| *b == block) {
            Some(i) => &mut self.block_info[i].1,
            None => {
                self.block_info.push((block, Vec::new()));
                &mut self.block_info.last_mut().expect("pushed").1
            }
        };
        list.push(a);
        FIRST_APPLICATION_ABBREV + list.len() as u32 - 1
    }

    /// An unabbreviated record.
    pub fn record(&mut self, code: u32, ops: &[u64]) {
        let b = &mut self.bits;
        b.emit(3, self.abbrev_width); // UNABBREV_RECORD
        b.emit_vbr(u64::from(code), 6);
        b.emit_vbr(ops.len() as u64, 6);
        for &v in ops {
            b.emit_vbr(v, 6);
        }
    }

    /// A record with abbreviation `abbrev`: `vals` are the record code
    /// followed by its operands; `blob` fills a blob operand.
    pub fn record_abbrev(&mut self, abbrev: u32, vals: &[u64], blob: Option<&[u8]>) {
        let width = self.abbrev_id_width(abbrev);
        let a: &[AbbrevOp] = abbrev_ops(&self.block_info, self.inherited, &self.abbrevs, abbrev);
        let b = &mut self.bits;
        b.emit(u64::from(abbrev), width);
        let mut v = 0;
        let mut k = 0;
        while k < a.len() {
            match a[k] {
                AbbrevOp::Array => {
                    let elem = a[k + 1];
                    let rest = &vals[v.min(vals.len())..];
                    b.emit_vbr(rest.len() as u64, 6);
                    for &x in rest {
                        b.scalar(elem, x);
                    }
                    v = vals.len();
                    k += 2;
                    continue;
                }
                AbbrevOp::Blob => {
                    let bytes = blob.unwrap_or(&[]);
                    b.emit_vbr(bytes.len() as u64, 6);
                    b.align32();
                    b.flush_bytes(bytes);
                    b.align32();
                }
                op => {
                    b.scalar(op, vals.get(v).copied().unwrap_or(0));
                    v += 1;
                }
            }
            k += 1;
        }
    }

    /// Writes the record `code, ops...` with abbreviation `abbrev` if its
    /// values fit it, as [`Self::fits`] and then [`Self::record_abbrev`]
    /// would; false, with nothing written, if they do not. Records of
    /// scalar operands up to 128 bits long (most of a module's) are put
    /// together in registers and checked as they are.
    pub fn record_if_fits(&mut self, abbrev: u32, code: u64, ops: &[u64]) -> bool {
        let width = self.abbrev_id_width(abbrev);
        let a: &[AbbrevOp] = abbrev_ops(&self.block_info, self.inherited, &self.abbrevs, abbrev);
        if a.len() == ops.len() + 1 {
            let mut acc = u128::from(abbrev);
            let mut bits = width;
            let mut gathered = true;
            for (k, &op) in a.iter().enumerate() {
                let x = if k == 0 { code } else { ops[k - 1] };
                let (enc, w) = match op {
                    AbbrevOp::Literal(l) if l == x => continue,
                    AbbrevOp::Literal(_) => return false,
                    AbbrevOp::Fixed(w) if w < 64 && x >> w != 0 => return false,
                    AbbrevOp::Fixed(w) => (x, w),
                    // Most are 6-bit chunks: a constant width, a tight loop.
                    AbbrevOp::Vbr(6) if x >> 32 == 0 => vbr_bits(x, 6),
                    AbbrevOp::Vbr(w) if x >> 32 == 0 => vbr_bits(x, w),
                    _ => {
                        gathered = false;
                        break;
                    }
                };
                if bits + w > 128 {
                    gathered = false;
                    break;
                }
                acc |= u128::from(enc) << bits;
                bits += w;
            }
            if gathered {
                let b = &mut self.bits;
                if bits > 64 {
                    b.emit(acc as u64, 64);
                    b.emit((acc >> 64) as u64, bits - 64);
                } else {
                    b.emit(acc as u64, bits);
                }
                return true;
            }
        }
        // Arrays, blobs, char6, long records: the general way, with the
        // code and operands together (on the stack when they are few: a
        // GEP's record comes this way).
        const ON_STACK: usize = 32;
        let mut stack = [0u64; ON_STACK];
        let heap: Vec<u64>;
        let vals: &[u64] = if ops.len() < ON_STACK {
            stack[0] = code;
            stack[1..=ops.len()].copy_from_slice(ops);
            &stack[..=ops.len()]
        } else {
            heap = std::iter::once(code).chain(ops.iter().copied()).collect();
            &heap
        };
        if !self.fits(abbrev, vals) {
            return false;
        }
        self.record_abbrev(abbrev, vals, None);
        true
    }

    /// Whether `vals` can be written with the scalar (and array) operands
    /// of abbreviation `abbrev` (literals equal, fixed fields wide enough,
    /// char6 characters in range).
    pub fn fits(&self, abbrev: u32, vals: &[u64]) -> bool {
        let a = abbrev_ops(&self.block_info, self.inherited, &self.abbrevs, abbrev);
        let mut v = 0;
        for (k, op) in a.iter().enumerate() {
            match *op {
                AbbrevOp::Array => {
                    let elem = a[k + 1];
                    return vals[v.min(vals.len())..]
                        .iter()
                        .all(|&x| scalar_fits(elem, x));
                }
                AbbrevOp::Blob => return true,
                op => {
                    let Some(&x) = vals.get(v) else {
                        return false;
                    };
                    if !scalar_fits(op, x) {
                        return false;
                    }
                    v += 1;
                }
            }
        }
        v == vals.len()
    }

    /// Writes raw bytes (the file magic) at a 32-bit boundary.
    pub fn emit_bytes(&mut self, b: &[u8]) {
        self.bits.align32();
        self.bits.flush_bytes(b);
    }

    /// Overwrites the 32-bit word at byte offset `at` (a back-patch).
    fn patch_word(&mut self, at: usize, v: u32) {
        self.bits.out[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    /// Overwrites `n` <= 32 bits at bit position `bit` (written already,
    /// though perhaps still pending in `cur`).
    pub fn patch_bits(&mut self, bit: u64, v: u64, n: u32) {
        let flushed = self.bits.out.len() as u64 * 8;
        for i in 0..n {
            let b = bit + u64::from(i);
            let set = (v >> i) & 1 != 0;
            if b >= flushed {
                let mask = 1u64 << (b - flushed);
                if set {
                    self.bits.cur |= mask;
                } else {
                    self.bits.cur &= !mask;
                }
                continue;
            }
            let byte = (b / 8) as usize;
            let mask = 1u8 << (b % 8);
            if set {
                self.bits.out[byte] |= mask;
            } else {
                self.bits.out[byte] &= !mask;
            }
        }
    }

    /// The bytes written; the stream must be at top level and aligned.
    pub fn finish(mut self) -> Vec<u8> {
        self.bits.align32();
        self.bits.out
    }
}

/// The chunks of `v` (below 2^32) as a VBR field of `n`-bit chunks, and
/// their width (at most 64: one value bit per 2-bit chunk at worst).
#[inline(always)]
fn vbr_bits(mut v: u64, n: u32) -> (u64, u32) {
    let hi = 1u64 << (n - 1);
    let mut acc = 0u64;
    let mut bits = 0;
    while v >= hi {
        acc |= ((v & (hi - 1)) | hi) << bits;
        bits += n;
        v >>= n - 1;
    }
    (acc | (v << bits), bits + n)
}

#[inline]
fn scalar_fits(op: AbbrevOp, x: u64) -> bool {
    match op {
        AbbrevOp::Literal(l) => l == x,
        AbbrevOp::Fixed(w) => w >= 64 || x >> w == 0,
        AbbrevOp::Vbr(_) => true,
        AbbrevOp::Char6 => x < 256 && char6(x as u8).is_some(),
        AbbrevOp::Array | AbbrevOp::Blob => false,
    }
}

/// The 6-bit code of a character of `[a-zA-Z0-9._]`.
pub fn char6(c: u8) -> Option<u8> {
    Some(match c {
        b'a'..=b'z' => c - b'a',
        b'A'..=b'Z' => c - b'A' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'.' => 62,
        b'_' => 63,
        _ => return None,
    })
}

/// Whether every byte is a char6 character.
pub fn is_char6(s: &[u8]) -> bool {
    s.iter().all(|&c| char6(c).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitstream::{Cursor, Entry, Record};

    /// The chunks of a 6-bit VBR field, one at a time as the format
    /// defines them.
    fn vbr6_by_chunks(mut v: u64) -> (u64, u32) {
        let (mut acc, mut bits) = (0u64, 0);
        while v >= 32 {
            acc |= ((v & 31) | 32) << bits;
            bits += 6;
            v >>= 5;
        }
        (acc | v << bits, bits + 6)
    }

    #[test]
    fn vbr_chunks_of_six_bits() {
        let mut edges: Vec<u64> = (0..=32)
            .flat_map(|k| {
                let p = 1u64 << k;
                [p.wrapping_sub(1), p, p + 1]
            })
            .filter(|&v| v >> 32 == 0)
            .collect();
        edges.extend(0..5000);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            edges.push(x >> (32 + x % 32));
        }
        for v in edges {
            assert_eq!(vbr_bits(v, 6), vbr6_by_chunks(v), "{v}");
        }
    }

    /// The bits `emit`, `emit_vbr`, `align32` and `patch_bits` must
    /// give, one at a time.
    #[derive(Default)]
    struct NaiveBits(Vec<bool>);

    impl NaiveBits {
        fn emit(&mut self, v: u64, n: u32) {
            self.0.extend((0..n).map(|i| (v >> i) & 1 != 0));
        }
        fn emit_vbr(&mut self, mut v: u64, n: u32) {
            let hi = 1u64 << (n - 1);
            while v >= hi {
                self.emit((v & (hi - 1)) | hi, n);
                v >>= n - 1;
            }
            self.emit(v, n);
        }
        fn align32(&mut self) {
            while !self.0.len().is_multiple_of(32) {
                self.0.push(false);
            }
        }
        fn bytes(&self) -> Vec<u8> {
            self.0
                .chunks(8)
                .map(|c| c.iter().rev().fold(0u8, |b, &x| (b << 1) | u8::from(x)))
                .collect()
        }
    }

    /// A small deterministic generator (xorshift) for the randomized
    /// tests below.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    #[test]
    fn fields_match_a_bit_at_a_time_writer() {
        let mut w = BitWriter::new();
        let mut naive = NaiveBits::default();
        // Widths and values of every size, deterministic.
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut next = || rng.next();
        let mut patch_at = Vec::new();
        for step in 0..20_000 {
            let r = next();
            let v = next() >> (r % 64);
            match r % 7 {
                0..=2 => {
                    let n = 1 + (r >> 8) as u32 % 64;
                    w.emit(v, n);
                    naive.emit(v, n);
                }
                3..=5 => {
                    let n = 2 + (r >> 8) as u32 % 31;
                    w.emit_vbr(v, n);
                    naive.emit_vbr(v, n);
                }
                _ if step % 5 == 0 => {
                    w.align32();
                    naive.align32();
                }
                _ => patch_at.push(w.bit_pos()),
            }
            assert_eq!(w.bit_pos(), naive.0.len() as u64);
        }
        w.emit(0, 40);
        naive.emit(0, 40);
        // Patches land whether their bits are flushed or still pending.
        for (k, &at) in patch_at.iter().enumerate() {
            let v = next();
            w.patch_bits(at, v, 32);
            for i in 0..32 {
                naive.0[(at + i) as usize] = (v >> i) & 1 != 0;
            }
            if k == patch_at.len() / 2 {
                w.emit(5, 3);
                naive.emit(5, 3);
            }
        }
        naive.align32();
        assert_eq!(w.finish(), naive.bytes());
    }

    #[test]
    fn records_match_a_bit_at_a_time_writer() {
        let mut w = BitWriter::new();
        let mut naive = NaiveBits::default();
        let mut rng = Rng(0x51_7cc1_b727_220a);
        let mut next = || rng.next();
        for _ in 0..3000 {
            let code = next() % 100;
            // Mostly small operands, now and then wide ones, in records
            // long enough to fill several words.
            let ops: Vec<u64> = (0..next() % 30)
                .map(|_| next() >> [60, 50, 40, 30, 10, 0][(next() % 6) as usize])
                .collect();
            w.record(code as u32, &ops);
            naive.emit(3, 2);
            naive.emit_vbr(code, 6);
            naive.emit_vbr(ops.len() as u64, 6);
            for &v in &ops {
                naive.emit_vbr(v, 6);
            }
            assert_eq!(w.bit_pos(), naive.0.len() as u64);
        }
        naive.align32();
        assert_eq!(w.finish(), naive.bytes());
    }

    #[test]
    fn record_if_fits_agrees_with_fits_then_record_abbrev() {
        use AbbrevOp as A;
        let abbrevs = [
            vec![
                A::Literal(35),
                A::Vbr(6),
                A::Vbr(6),
                A::Fixed(1),
                A::Fixed(3),
            ],
            vec![A::Literal(2), A::Vbr(4), A::Fixed(64), A::Vbr(8)],
            // Longer than 128 bits at most values.
            vec![A::Literal(7), A::Fixed(60), A::Fixed(60), A::Fixed(60)],
            vec![A::Fixed(5), A::Array, A::Char6],
            vec![A::Fixed(5), A::Array, A::Vbr(6)],
        ];
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.next();
        let (mut fast, mut slow) = (BitWriter::new(), BitWriter::new());
        for w in [&mut fast, &mut slow] {
            w.enter_block(8, 4);
            for a in &abbrevs {
                w.define_abbrev(a.clone());
            }
        }
        for _ in 0..5000 {
            let which = (next() % abbrevs.len() as u64) as u32;
            let abbrev = FIRST_APPLICATION_ABBREV + which;
            let len = match which {
                0 => 4 + next() % 2,
                1 | 2 => 3,
                _ => next() % 6,
            };
            // Small values mostly, now and then any: some fit, some not.
            let vals: Vec<u64> = (0..=len)
                .map(|_| match next() % 8 {
                    0 => next(),
                    1 => next() % 4,
                    2 => b"az_.9#"[(next() % 6) as usize].into(),
                    _ => next() % 5000,
                })
                .collect();
            let code = if next() % 8 == 0 {
                vals[0]
            } else {
                [35, 2, 7, 9, 9][which as usize]
            };
            let ops = &vals[1..];
            let mut all = vec![code];
            all.extend_from_slice(ops);
            let fits = slow.fits(abbrev, &all);
            if fits {
                slow.record_abbrev(abbrev, &all, None);
            }
            assert_eq!(
                fast.record_if_fits(abbrev, code, ops),
                fits,
                "{which} {all:?}"
            );
            assert_eq!(fast.bit_pos(), slow.bit_pos());
        }
        fast.exit_block();
        slow.exit_block();
        assert_eq!(fast.finish(), slow.finish());
    }

    #[test]
    fn record_by_layout_agrees_with_record_if_fits() {
        use AbbrevOp as A;
        let loc = [
            A::Vbr(6),
            A::Vbr(6),
            A::Vbr(6),
            A::Vbr(6),
            A::Fixed(1),
            A::Vbr(6),
            A::Fixed(3),
        ];
        let load = [A::Vbr(6), A::Fixed(5), A::Vbr(4), A::Fixed(64)];
        let mut rng = Rng(0x0bad_5eed_1234_5678);
        let mut next = || rng.next();
        let (mut fast, mut slow) = (BitWriter::new(), BitWriter::new());
        for w in [&mut fast, &mut slow] {
            w.enter_block(12, 5);
            w.define_abbrev(std::iter::once(A::Literal(35)).chain(loc).collect());
            w.define_abbrev(std::iter::once(A::Literal(20)).chain(load).collect());
        }
        for _ in 0..5000 {
            let first = next() % 2 == 0;
            let n = if first { loc.len() } else { load.len() };
            // Now and then a record of the wrong length, which never fits.
            let len = if next() % 16 == 0 { n + 1 } else { n };
            let ops: Vec<u64> = (0..len)
                .map(|_| match next() % 6 {
                    0 => next(),
                    1 => next() % 2,
                    2 => next() % 16,
                    _ => next() % 100_000,
                })
                .collect();
            let abbrev = FIRST_APPLICATION_ABBREV + u32::from(!first);
            let (by_layout, code) = if first {
                (fast.record_by_layout(abbrev, loc, &ops), 35)
            } else {
                (fast.record_by_layout(abbrev, load, &ops), 20)
            };
            assert_eq!(
                by_layout,
                slow.record_if_fits(abbrev, code, &ops),
                "{ops:?}"
            );
            assert_eq!(fast.bit_pos(), slow.bit_pos());
        }
        fast.exit_block();
        slow.exit_block();
        assert_eq!(fast.finish(), slow.finish());
    }

    #[test]
    fn blocks_abbrevs_and_records_read_back() {
        let mut w = BitWriter::new();
        w.emit_bytes(b"BC\xC0\xDE");
        w.enter_block_info();
        let info = w.define_info_abbrev(9, vec![AbbrevOp::Literal(7), AbbrevOp::Vbr(6)]);
        w.exit_block();
        w.enter_block(9, 3);
        w.record(5, &[1, 2, 1 << 40]);
        let a = w.define_abbrev(vec![AbbrevOp::Fixed(4), AbbrevOp::Array, AbbrevOp::Char6]);
        w.record_abbrev(a, &[3, b'a' as u64, b'Z' as u64, b'_' as u64], None);
        let b = w.define_abbrev(vec![AbbrevOp::Literal(8), AbbrevOp::Blob]);
        w.record_abbrev(b, &[8], Some(b"hello"));
        w.record_abbrev(info, &[7, 99], None);
        w.exit_block();
        let bytes = w.finish();
        assert_eq!(bytes.len() % 4, 0);

        let mut c = Cursor::new(&bytes);
        c.read_fixed(32).unwrap();
        let mut rec = Record::default();
        let mut seen = Vec::new();
        loop {
            match c.advance().unwrap() {
                Entry::SubBlock(9) => c.enter_block(9).unwrap(),
                Entry::SubBlock(_) => c.skip_block().unwrap(),
                Entry::Record(a) => {
                    c.read_record(a, &mut rec).unwrap();
                    let blob = rec.blob.map(|_| c.blob(&rec).to_vec());
                    seen.push((rec.code, rec.ops.clone(), blob));
                }
                Entry::EndBlock => break,
            }
        }
        assert_eq!(
            seen,
            vec![
                (5, vec![1, 2, 1 << 40], None),
                (3, vec![b'a' as u64, b'Z' as u64, b'_' as u64], None),
                (8, vec![], Some(b"hello".to_vec())),
                (7, vec![99], None),
            ]
        );
    }
}
