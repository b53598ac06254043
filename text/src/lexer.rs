//! The `.ll` lexer: borrows from the input bytes, allocates only for escaped
//! names and strings, and records byte offsets; line and column are computed
//! from an offset only when an error is reported.

use std::borrow::Cow;

/// Token kinds, after LLVM's `LLLexer`. Keywords (including type and opcode
/// names) are one kind whose text the parser compares, which keeps the lexer
/// free of keyword tables.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    Eof,
    /// A malformed token; `Lexer::err` says why.
    Error,
    Equal,
    Comma,
    Star,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    LParen,
    RParen,
    Exclaim,
    Bar,
    Colon,
    DotDotDot,
    /// `#` not followed by digits or `dbg_`.
    Hash,
    /// A bare word: keyword, type name, opcode, attribute.
    Kw,
    /// `iN`.
    IntType(u32),
    /// Decimal integer, possibly negative: the token text; its value when
    /// it is not negative and below [`INT_TEXT`], else `INT_TEXT` (the
    /// parser then reads the text). The lexer scans the digits anyway, and
    /// metadata and value numbers are most of a module's integers.
    Int(u32),
    /// `u0x..` / `s0x..`: the token text.
    HexInt,
    /// Decimal float with a `.`: the token text.
    Float,
    /// `0x...` (kind 0), or `0xK`/`0xL`/`0xM`/`0xH`/`0xR` (kind is the letter).
    HexFloat(u8),
    /// `"..."`: value in `Lexer::str`.
    Str,
    /// `@name` / `@"name"`: value in `Lexer::str`.
    GlobalVar,
    GlobalId(u32),
    LocalVar,
    LocalId(u32),
    /// `!name`: value in `Lexer::str`.
    MetadataVar,
    /// `$name`: value in `Lexer::str`.
    ComdatVar,
    AttrGrpId(u32),
    SummaryId(u32),
    /// `name:` or `"name":`: value in `Lexer::str`.
    LabelStr,
    LabelId(u32),
    /// `#dbg_value` etc.: the word after `#` in the token text.
    DbgRecord,
    /// `!N =` at the start of a line, written as LLVM prints it (N without
    /// a leading zero, one space each side of `=`): a metadata definition
    /// begins. Other spellings are three tokens.
    MdDef(u32),
    /// `!N` elsewhere, N written without a leading zero: a reference to
    /// metadata node N (other spellings are `!` and an integer).
    MdRef(u32),
    /// `!dbg !N`, the attachment on nearly every instruction of a module
    /// with debug info, as one token carrying N (spelled with one space and
    /// N without a leading zero; other spellings are three tokens).
    DbgAttachment(u32),
    /// The parenthesized fields after `!DILocation` when written as LLVM
    /// prints them (see [`scan_di_location`]): one token instead of a dozen
    /// for the node a module with debug info has most of. The token
    /// source hands over the fields read (`TokenSource::location`).
    DiLocationBody,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Unescaped values of the name, string and label tokens, in order
    /// (the token source takes them with each batch of tokens).
    pub(crate) strs: Vec<Cow<'a, [u8]>>,
    /// Why the last `Tok::Error` was produced.
    pub err: &'static str,
}

/// Character classes, one bit each, for the scanning loops.
const LABEL: u8 = 1;
/// Letters, digits and `_`: the characters of a keyword.
const WORD: u8 = 2;
const NAME_START: u8 = 8;
const COLON: u8 = 16;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut v = 0;
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_') {
            v |= LABEL;
        }
        if b.is_ascii_alphanumeric() || b == b'_' {
            v |= WORD;
        }
        if b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_') {
            v |= NAME_START;
        }
        if b == b':' {
            v |= COLON;
        }
        t[c] = v;
        c += 1;
    }
    t
};

#[inline]
fn is_label_char(c: u8) -> bool {
    CLASS[c as usize] & LABEL != 0
}

#[inline]
fn is_name_start(c: u8) -> bool {
    CLASS[c as usize] & NAME_START != 0
}

/// The end of the run of bytes of class `class` in `src` from `i`.
#[inline]
fn scan(src: &[u8], mut i: usize, class: u8) -> usize {
    while let Some(&c) = src.get(i) {
        if CLASS[c as usize] & class == 0 {
            break;
        }
        i += 1;
    }
    i
}

/// The end of the run of decimal digits in `src` from `i`, and `value`
/// followed by those digits (wrapping: callers count the digits to know
/// whether it fits).
#[inline(always)]
fn decimal_run(src: &[u8], mut i: usize, mut value: u64) -> (usize, u64) {
    while let Some(&c) = src.get(i) {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        value = value.wrapping_mul(10).wrapping_add(u64::from(d));
        i += 1;
    }
    (i, value)
}

/// The end of the digits of an `iN` width from `i`, and their value
/// (saturating: any width that large is out of range).
#[inline(always)]
fn int_width_run(src: &[u8], mut i: usize) -> (usize, u64) {
    let mut bits: u64 = 0;
    while let Some(&c) = src.get(i) {
        if !c.is_ascii_digit() {
            break;
        }
        bits = bits.saturating_mul(10).saturating_add(u64::from(c - b'0'));
        i += 1;
    }
    (i, bits)
}

/// The offset after the `*/` that ends a comment whose text starts at `i`.
fn comment_end(src: &[u8], mut i: usize) -> Option<usize> {
    loop {
        let n = src[i..].iter().position(|&c| c == b'*')?;
        i += n + 1;
        if src.get(i) == Some(&b'/') {
            return Some(i + 1);
        }
    }
}

/// Undoes `\\` and `\XX` escapes; other backslashes stay.
pub fn unescape(s: &[u8]) -> Cow<'_, [u8]> {
    if !s.contains(&b'\\') {
        return Cow::Borrowed(s);
    }
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(&a), Some(&b)) = (s.get(i + 1), s.get(i + 2)) {
                if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() {
                    out.push(hexval(a) * 16 + hexval(b));
                    i += 3;
                    continue;
                }
            }
        }
        out.push(c);
        i += 1;
    }
    Cow::Owned(out)
}

#[inline]
pub fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

/// The value `Tok::Int` carries when the parser must read the token text.
pub const INT_TEXT: u32 = u32::MAX;

/// Maximum integer type width, as in LLVM (`IntegerType::MAX_INT_BITS`).
pub const MAX_INT_BITS: u64 = 1 << 23;

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Self {
        Self::new_at(src, 0)
    }

    /// A lexer starting at byte `pos` of `src` (offsets stay those of the
    /// whole text).
    pub fn new_at(src: &'a [u8], pos: usize) -> Self {
        Lexer {
            src,
            pos,
            strs: Vec::new(),
            err: "",
        }
    }

    #[inline]
    fn set_str(&mut self, s: Cow<'a, [u8]>) {
        self.strs.push(s);
    }

    /// The value of the last name, string or label token.
    #[cfg(test)]
    fn last_str(&self) -> &[u8] {
        self.strs.last().map_or(&[], |s| &s[..])
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// If `src[i..]` is label characters followed by `:`, the offset after the colon.
    fn label_tail(&self, mut i: usize) -> Option<usize> {
        loop {
            let c = self.at(i);
            if c == b':' {
                return Some(i + 1);
            }
            if !is_label_char(c) {
                return None;
            }
            i += 1;
        }
    }

    #[inline(never)]
    fn error(&mut self, start: usize, msg: &'static str) -> Token {
        self.err = msg;
        Token {
            kind: Tok::Error,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// The next token. Inline: the token sources call it in one loop per
    /// batch, and the common tokens (punctuation, words, numbers, metadata
    /// references) then never leave that loop.
    #[inline(always)]
    pub fn next_token(&mut self) -> Token {
        // Whitespace and `;` comments.
        let src = self.src;
        let mut pos = self.pos;
        while let Some(&c) = src.get(pos) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => pos += 1,
                b';' => {
                    pos = match src[pos..].iter().position(|&c| c == b'\n') {
                        Some(n) => pos + n,
                        None => src.len(),
                    }
                }
                b'/' if src.get(pos + 1) == Some(&b'*') => match comment_end(src, pos + 2) {
                    Some(end) => pos = end,
                    None => {
                        self.pos = src.len();
                        return self.error(pos, "unterminated comment");
                    }
                },
                _ => break,
            }
        }
        let start = pos;
        let Some(&c) = src.get(pos) else {
            self.pos = pos;
            return Token {
                kind: Tok::Eof,
                start: start as u32,
                end: start as u32,
            };
        };
        self.pos = pos + 1;
        let kind = match c {
            b'=' => Tok::Equal,
            b',' => Tok::Comma,
            b'*' => Tok::Star,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'|' => Tok::Bar,
            b':' => Tok::Colon,
            b'/' => return self.error(start, "unexpected character '/'"),
            b'+' => return self.lex_positive(start),
            b'@' => return self.lex_var(start, true),
            b'%' => return self.lex_var(start, false),
            b'$' => return self.lex_dollar(start),
            b'"' => return self.lex_quote(start),
            b'!' => {
                // `!` before a number (a metadata reference) is most of them.
                let n = self.at(pos + 1);
                if is_name_start(n) || n == b'\\' {
                    return self.lex_exclaim(start);
                }
                if n.is_ascii_digit() {
                    if start > 0 && src[start - 1] == b'\n' {
                        if let Some(tok) = self.md_definition(start) {
                            return tok;
                        }
                    }
                    if let Some(tok) = self.md_reference(start) {
                        return tok;
                    }
                }
                Tok::Exclaim
            }
            b'^' => return self.lex_caret(start),
            b'#' => return self.lex_hash(start),
            b'.' => return self.lex_dot(start),
            b'0'..=b'9' => return self.lex_number(start),
            b'-' => return self.lex_digit_or_negative(start),
            c if c.is_ascii_alphabetic() || c == b'_' => return self.lex_word(start),
            _ => return self.error(start, "unexpected character"),
        };
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// After a `MetadataVar` token `name`: when it is `!DILocation` and
    /// the fields that follow are as [`scan_di_location`] reads them, the
    /// [`Tok::DiLocationBody`] token of those fields and their values (the
    /// lexer moves past them).
    #[inline]
    pub(crate) fn location_body_after(&mut self, name: Token) -> Option<(Token, LocationText)> {
        let (start, end) = (name.start as usize, name.end as usize);
        if self.src.get(start..end)? != b"!DILocation" {
            return None;
        }
        let fields = scan_di_location(self.src, end)?;
        self.pos = fields.end;
        Some((self.tok(Tok::DiLocationBody, end), fields))
    }

    #[inline(never)]
    fn lex_caret(&mut self, start: usize) -> Token {
        if self.peek(0).is_ascii_digit() {
            return self.lex_uint(start, Tok::SummaryId);
        }
        self.error(start, "expected summary id after '^'")
    }

    #[inline(never)]
    fn lex_hash(&mut self, start: usize) -> Token {
        if self.peek(0).is_ascii_digit() {
            return self.lex_uint(start, Tok::AttrGrpId);
        }
        if self.src[self.pos..].starts_with(b"dbg_") {
            while is_label_char(self.peek(0)) && self.peek(0) != b'.' {
                self.pos += 1;
            }
            self.tok(Tok::DbgRecord, start)
        } else {
            self.tok(Tok::Hash, start)
        }
    }

    #[inline(never)]
    fn lex_dot(&mut self, start: usize) -> Token {
        if let Some(end) = self.label_tail(self.pos) {
            self.set_str(Cow::Borrowed(&self.src[start..end - 1]));
            self.pos = end;
            self.tok(Tok::LabelStr, start)
        } else if self.peek(0) == b'.' && self.peek(1) == b'.' {
            self.pos += 2;
            self.tok(Tok::DotDotDot, start)
        } else {
            self.error(start, "unexpected character '.'")
        }
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    #[inline]
    fn lex_uint(&mut self, start: usize, mk: impl Fn(u32) -> Tok) -> Token {
        let src = self.src;
        let s = self.pos;
        let (i, v) = decimal_run(src, s, 0);
        self.pos = i;
        if i - s <= 9 {
            // Nine digits cannot overflow a u32.
            return self.tok(mk(v as u32), start);
        }
        match parse_u32(&src[s..i]) {
            Some(v) => self.tok(mk(v), start),
            None => self.error(start, "invalid value number (too large)"),
        }
    }

    #[inline(never)]
    fn lex_positive(&mut self, start: usize) -> Token {
        if !self.peek(0).is_ascii_digit() {
            return self.error(start, "unexpected character '+'");
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            self.pos = start + 1;
            return self.error(start, "expected '.' in floating point constant");
        }
        self.pos += 1;
        self.lex_float_tail(start)
    }

    fn lex_float_tail(&mut self, start: usize) -> Token {
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'-' | b'+') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.tok(Tok::Float, start)
    }

    /// A number starting with a digit: the common case (digits, then
    /// neither a label character nor `:`) here, the rest in
    /// [`Self::lex_digit_or_negative`].
    #[inline(always)]
    fn lex_number(&mut self, start: usize) -> Token {
        let src = self.src;
        // Ten digits cannot overflow a u64; longer ones are INT_TEXT.
        let (i, value) = decimal_run(src, start + 1, u64::from(src[start] - b'0'));
        if CLASS[self.at(i) as usize] & (LABEL | COLON) != 0 {
            // A label, a float, `0x...`: as LLVM's lexer decides.
            return self.lex_digit_or_negative(start);
        }
        self.pos = i;
        let value = if i - start <= 10 {
            value.min(u64::from(INT_TEXT))
        } else {
            u64::from(INT_TEXT)
        };
        Token {
            kind: Tok::Int(value as u32),
            start: start as u32,
            end: i as u32,
        }
    }

    #[inline(never)]
    fn lex_digit_or_negative(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if !first.is_ascii_digit() && !self.peek(0).is_ascii_digit() {
            if let Some(end) = self.label_tail(self.pos) {
                self.set_str(Cow::Borrowed(&self.src[start..end - 1]));
                self.pos = end;
                return self.tok(Tok::LabelStr, start);
            }
            return self.error(start, "unexpected character '-'");
        }
        // The value as far as it fits below `INT_TEXT` (a negative number
        // is `INT_TEXT`). Ten digits cannot overflow a u64: no checks per
        // digit, this loop reads most of a module's numbers.
        let digits_from = self.pos - usize::from(first.is_ascii_digit());
        let (i, value) = decimal_run(self.src, self.pos, u64::from(first.wrapping_sub(b'0')));
        self.pos = i;
        let value = if first.is_ascii_digit() && i - digits_from <= 10 {
            value.min(u64::from(INT_TEXT))
        } else {
            u64::from(INT_TEXT)
        };
        if first.is_ascii_digit() && self.peek(0) == b':' {
            let v = parse_u32(&self.src[start..self.pos]);
            self.pos += 1;
            return match v {
                Some(v) => self.tok(Tok::LabelId(v), start),
                None => self.error(start, "invalid value number (too large)"),
            };
        }
        if is_label_char(self.peek(0)) || self.peek(0) == b':' {
            if let Some(end) = self.label_tail(self.pos) {
                self.set_str(Cow::Borrowed(&self.src[start..end - 1]));
                self.pos = end;
                return self.tok(Tok::LabelStr, start);
            }
        }
        if self.peek(0) != b'.' {
            if first == b'0' && self.at(start + 1) == b'x' {
                return self.lex_0x(start);
            }
            return self.tok(Tok::Int(value as u32), start);
        }
        self.pos += 1;
        self.lex_float_tail(start)
    }

    fn lex_0x(&mut self, start: usize) -> Token {
        self.pos = start + 2;
        let mut kind = 0u8;
        let c = self.peek(0);
        if matches!(c, b'K' | b'L' | b'M' | b'H' | b'R') {
            kind = c;
            self.pos += 1;
        }
        if !self.peek(0).is_ascii_hexdigit() {
            self.pos = start + 1;
            return self.error(start, "malformed hexadecimal floating point constant");
        }
        while self.peek(0).is_ascii_hexdigit() {
            self.pos += 1;
        }
        self.tok(Tok::HexFloat(kind), start)
    }

    /// The `iN` token whose digits end at `end` (`bits` their value), or
    /// LLVM's error for a width out of range.
    fn int_type(&mut self, start: usize, end: usize, bits: u64) -> Token {
        self.pos = end;
        if bits == 0 || bits > MAX_INT_BITS {
            return self.error(start, "bitwidth for integer type out of range");
        }
        self.tok(Tok::IntType(bits as u32), start)
    }

    /// A word starting with a letter or `_`: keywords, `iN` and `name:`
    /// labels here, the rare forms in [`Self::lex_identifier`].
    #[inline(always)]
    fn lex_word(&mut self, start: usize) -> Token {
        let src = self.src;
        let end = scan(src, start + 1, WORD);
        let next = self.at(end);
        if next == b':' {
            // `word:` (a field name in specialized metadata, a label).
            self.set_str(Cow::Borrowed(&src[start..end]));
            self.pos = end + 1;
            return self.tok(Tok::LabelStr, start);
        }
        let first = src[start];
        let second = self.at(start + 1);
        if CLASS[next as usize] & LABEL != 0
            || (matches!(first, b'u' | b's') && second == b'0')
            || (first == b'c' && second == b'c')
        {
            return self.lex_identifier(start);
        }
        if first == b'i' && second.is_ascii_digit() {
            // `iN`; digits stop the type (`i8abc` is `i8` then `abc`).
            let (i, bits) = int_width_run(src, start + 1);
            return self.int_type(start, i, bits);
        }
        self.pos = end;
        self.tok(Tok::Kw, start)
    }

    #[inline(never)]
    fn lex_identifier(&mut self, start: usize) -> Token {
        let src = self.src;
        // `iN`, unless it is the start of a label.
        if src[start] == b'i' {
            let (i, bits) = int_width_run(src, start + 1);
            if i != start + 1 {
                let label_end = scan(src, i, LABEL);
                if src.get(label_end) == Some(&b':') {
                    self.set_str(Cow::Borrowed(&src[start..label_end]));
                    self.pos = label_end + 1;
                    return self.tok(Tok::LabelStr, start);
                }
                return self.int_type(start, i, bits);
            }
        }
        let kw_end = scan(src, start + 1, WORD);
        let label_end = scan(src, kw_end, LABEL);
        if src.get(label_end) == Some(&b':') {
            self.set_str(Cow::Borrowed(&src[start..label_end]));
            self.pos = label_end + 1;
            return self.tok(Tok::LabelStr, start);
        }
        self.pos = kw_end;
        let at = |i: usize| if i < kw_end { src[i] } else { 0 };
        // `u0x..`/`s0x..` hexadecimal integers.
        if (at(start) == b'u' || at(start) == b's')
            && at(start + 1) == b'0'
            && at(start + 2) == b'x'
            && at(start + 3).is_ascii_hexdigit()
        {
            self.pos = start + 3;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if self.pos < kw_end {
                // Other letters in the word (`u0x0p1`): LLVM makes it a bad
                // token of three characters, which no rule accepts.
                self.pos = start + 3;
                return self.tok(Tok::Kw, start);
            }
            return self.tok(Tok::HexInt, start);
        }
        // `cc1234` is `cc` then `1234`.
        if at(start) == b'c' && at(start + 1) == b'c' && at(start + 2).is_ascii_digit() {
            self.pos = start + 2;
        }
        self.tok(Tok::Kw, start)
    }

    /// `@` / `%` names: numbered, named or quoted (in order of frequency).
    #[inline(never)]
    fn lex_var(&mut self, start: usize, global: bool) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            return if global {
                self.lex_uint(start, Tok::GlobalId)
            } else {
                self.lex_uint(start, Tok::LocalId)
            };
        }
        let named = if global {
            Tok::GlobalVar
        } else {
            Tok::LocalVar
        };
        // Unlike a metadata name, an unquoted value name has no escapes
        // (LLVM's lexer stops at a backslash).
        if is_name_start(c) {
            let end = scan(self.src, self.pos, LABEL);
            self.set_str(Cow::Borrowed(&self.src[self.pos..end]));
            self.pos = end;
            return self.tok(named, start);
        }
        if c == b'"' {
            self.pos += 1;
            let s = self.pos;
            let Some(len) = self.src[s..].iter().position(|&b| b == b'"') else {
                return self.error(start, "end of file in global variable name");
            };
            self.pos = s + len + 1;
            let v = unescape(&self.src[s..s + len]);
            if v.contains(&0) {
                return self.error(start, "NUL character is not allowed in names");
            }
            self.set_str(v);
            return self.tok(named, start);
        }
        self.error(start, "expected name after sigil")
    }

    #[inline(never)]
    fn lex_dollar(&mut self, start: usize) -> Token {
        if let Some(end) = self.label_tail(self.pos) {
            self.set_str(Cow::Borrowed(&self.src[start..end - 1]));
            self.pos = end;
            return self.tok(Tok::LabelStr, start);
        }
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let s = self.pos;
            let Some(len) = self.src[s..].iter().position(|&b| b == b'"') else {
                return self.error(start, "end of file in COMDAT variable name");
            };
            self.pos = s + len + 1;
            let v = unescape(&self.src[s..s + len]);
            if v.contains(&0) {
                return self.error(start, "NUL character is not allowed in names");
            }
            self.set_str(v);
            return self.tok(Tok::ComdatVar, start);
        }
        if is_name_start(c) {
            let s = self.pos;
            while is_label_char(self.peek(0)) {
                self.pos += 1;
            }
            self.set_str(Cow::Borrowed(&self.src[s..self.pos]));
            return self.tok(Tok::ComdatVar, start);
        }
        // LLVM's `LexDollar` gives an error token without a message: what
        // the parser expected there is the error.
        self.error(start, "")
    }

    #[inline(never)]
    fn lex_quote(&mut self, start: usize) -> Token {
        let s = self.pos;
        let Some(len) = self.src[s..].iter().position(|&b| b == b'"') else {
            self.pos = self.src.len();
            return self.error(start, "end of file in string constant");
        };
        self.pos = s + len + 1;
        let v = unescape(&self.src[s..s + len]);
        if self.peek(0) == b':' {
            self.pos += 1;
            if v.contains(&0) {
                return self.error(start, "NUL character is not allowed in names");
            }
            self.set_str(v);
            return self.tok(Tok::LabelStr, start);
        }
        self.set_str(v);
        self.tok(Tok::Str, start)
    }

    #[inline(never)]
    fn lex_exclaim(&mut self, start: usize) -> Token {
        if let Some(tok) = self.dbg_attachment(start) {
            return tok;
        }
        let c = self.peek(0);
        if is_name_start(c) || c == b'\\' {
            self.lex_name();
            return self.tok(Tok::MetadataVar, start);
        }
        self.tok(Tok::Exclaim, start)
    }

    /// `!N =` from `start` on, as [`Tok::MdDef`].
    #[inline]
    fn md_definition(&mut self, start: usize) -> Option<Token> {
        let (n, digits_end) = canonical_number(self.src, start + 1, u64::from(u32::MAX))?;
        // The token ends after `=`; the space after it is the next
        // token's to skip.
        let end = after(self.src, digits_end, b" = ")? - 1;
        self.pos = end;
        Some(self.tok(Tok::MdDef(n as u32), start))
    }

    /// `!N` from `start` on, as [`Tok::MdRef`].
    #[inline(always)]
    fn md_reference(&mut self, start: usize) -> Option<Token> {
        let (n, end) = self.md_number(start + 1)?;
        self.pos = end;
        Some(self.tok(Tok::MdRef(n), start))
    }

    /// `!dbg !N` from `start` on, as [`Tok::DbgAttachment`].
    #[inline(always)]
    fn dbg_attachment(&mut self, start: usize) -> Option<Token> {
        let digits = after(self.src, self.pos, b"dbg !")?;
        let (n, end) = self.md_number(digits)?;
        self.pos = end;
        Some(self.tok(Tok::DbgAttachment(n), start))
    }

    /// A metadata number from `i` as [`canonical_number`] reads it, when
    /// it ends where the lexer would end an integer token; and the offset
    /// after it.
    #[inline(always)]
    fn md_number(&self, i: usize) -> Option<(u32, usize)> {
        let (n, end) = canonical_number(self.src, i, u64::from(u32::MAX))?;
        (CLASS[self.at(end) as usize] & (LABEL | COLON) == 0).then_some((n as u32, end))
    }

    /// A metadata name from the current position on (label characters
    /// and, unlike a value's name, backslash escapes) into `str`,
    /// unescaped.
    #[inline(always)]
    fn lex_name(&mut self) {
        let src = self.src;
        let s = self.pos;
        let mut end = scan(src, s, LABEL);
        if src.get(end) == Some(&b'\\') {
            // An escaped name (rare): label characters and backslashes.
            while is_label_char(self.at(end)) || self.at(end) == b'\\' {
                end += 1;
            }
            self.set_str(unescape(&src[s..end]));
        } else {
            self.set_str(Cow::Borrowed(&src[s..end]));
        }
        self.pos = end;
    }
}

/// A `DILocation`'s fields as [`scan_di_location`] read them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LocationText {
    pub line: u32,
    pub column: u16,
    /// The scope's metadata number, and the offset of its digits.
    pub scope: (u32, u32),
    /// `inlinedAt:`'s number and the offset of its digits, if present.
    pub inlined_at: Option<(u32, u32)>,
    pub implicit: bool,
    /// The offset after the closing `)`.
    pub end: usize,
}

/// `(line: L[, column: C], scope: !S[, inlinedAt: !I][, isImplicitCode:
/// true])` from `open` on, spaced as LLVM prints it, with every number in
/// range and written without leading zeros. Anything else (other fields,
/// other spacing, a value out of range) is `None` and left to the general
/// parse, which reports errors.
pub fn scan_di_location(src: &[u8], open: usize) -> Option<LocationText> {
    let mut i = after(src, open, b"(line: ")?;
    let line;
    (line, i) = canonical_number(src, i, u64::from(u32::MAX))?;
    let mut column = 0;
    if let Some(j) = after(src, i, b", column: ") {
        (column, i) = canonical_number(src, j, u64::from(u16::MAX))?;
    }
    i = after(src, i, b", scope: !")?;
    let scope_at = i;
    let scope;
    (scope, i) = canonical_number(src, i, u64::from(u32::MAX))?;
    let mut inlined_at = None;
    if let Some(j) = after(src, i, b", inlinedAt: !") {
        let n;
        (n, i) = canonical_number(src, j, u64::from(u32::MAX))?;
        inlined_at = Some((n as u32, j as u32));
    }
    let mut implicit = false;
    if let Some(j) = after(src, i, b", isImplicitCode: true") {
        implicit = true;
        i = j;
    }
    let end = after(src, i, b")")?;
    Some(LocationText {
        line: line as u32,
        column: column as u16,
        scope: (scope as u32, scope_at as u32),
        inlined_at,
        implicit,
        end,
    })
}

/// The offset after `lit` if `src` has it at `i`.
#[inline(always)]
fn after(src: &[u8], i: usize, lit: &[u8]) -> Option<usize> {
    let end = i.checked_add(lit.len())?;
    (src.get(i..end)? == lit).then_some(end)
}

/// A decimal number of at most ten digits, without a leading zero (unless
/// it is `0`), no larger than `max`; and the offset after it.
#[inline(always)]
fn canonical_number(src: &[u8], i: usize, max: u64) -> Option<(u64, usize)> {
    let (end, value) = decimal_run(src, i, 0);
    let digits = end - i;
    let leading_zero = digits > 1 && src[i] == b'0';
    (digits != 0 && digits <= 10 && !leading_zero && value <= max).then_some((value, end))
}

pub fn parse_u32(d: &[u8]) -> Option<u32> {
    parse_u64(d).and_then(|v| u32::try_from(v).ok())
}

pub fn parse_u64(d: &[u8]) -> Option<u64> {
    if d.is_empty() {
        return None;
    }
    // Up to 19 digits cannot overflow: no checks per digit (metadata
    // and value numbers make this one of the parser's hottest loops).
    if d.len() <= 19 {
        let mut v: u64 = 0;
        for &c in d {
            let digit = c.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            v = v * 10 + u64::from(digit);
        }
        return Some(v);
    }
    let mut v: u64 = 0;
    for &c in d {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((c - b'0') as u64)?;
    }
    Some(v)
}

/// 1-based line and column of a byte offset.
pub fn line_col(src: &[u8], off: usize) -> (u32, u32) {
    let off = off.min(src.len());
    let before = &src[..off];
    let line = before.iter().filter(|&&c| c == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |p| p + 1);
    (line, (off - line_start) as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == Tok::Eof {
                break;
            }
            v.push(t.kind);
            if t.kind == Tok::Error {
                break;
            }
        }
        v
    }

    #[test]
    fn metadata_definitions_as_printed_are_one_token() {
        assert_eq!(kinds("x\n!12 = !{}")[1], Tok::MdDef(12));
        // Not at the start of a line, other spacing: a reference.
        for other in ["x !12 = !{}", "x\n!12  = !{}", "x\n!12 =!{}"] {
            assert_eq!(kinds(other)[1], Tok::MdRef(12), "{other}");
        }
        // A leading zero, a number too large, digits running into a name.
        for other in ["x\n!012 = !{}", "x !4294967296", "x !12a"] {
            assert_eq!(kinds(other)[1], Tok::Exclaim, "{other}");
        }
    }

    #[test]
    fn locations_as_printed_are_one_token() {
        let src =
            b"!DILocation(line: 12, column: 3, scope: !7, inlinedAt: !9, isImplicitCode: true) ,";
        let got = scan_di_location(src, 11).expect("printed form");
        assert_eq!(
            got,
            LocationText {
                line: 12,
                column: 3,
                scope: (7, 41),
                inlined_at: Some((9, 56)),
                implicit: true,
                end: src.len() - 2,
            }
        );
        let plain = scan_di_location(b"(line: 0, scope: !0)", 0).expect("printed form");
        assert_eq!((plain.line, plain.column, plain.scope.0), (0, 0, 0));
        assert_eq!(plain.inlined_at, None);
        for other in [
            "(line: 1,  scope: !2)",
            "(line: 01, scope: !2)",
            "(line: 1, scope: !02)",
            "(line: 4294967296, scope: !2)",
            "(line: 1, column: 65536, scope: !2)",
            "(line: 1, scope: !4294967296)",
            "(line: 1, scope: null)",
            "(scope: !2, line: 1)",
            "(line: 1, scope: !2, atomGroup: 1)",
            "(line: 1, scope: !2, isImplicitCode: false)",
            "(line: 1, scope: !2",
            "(line: 1a, scope: !2)",
        ] {
            assert_eq!(scan_di_location(other.as_bytes(), 0), None, "{other}");
        }
    }

    #[test]
    fn basics() {
        assert_eq!(
            kinds("define i32 @f(i8* %x) { ; c\n entry: ret i32 -5 }"),
            vec![
                Tok::Kw,
                Tok::IntType(32),
                Tok::GlobalVar,
                Tok::LParen,
                Tok::IntType(8),
                Tok::Star,
                Tok::LocalVar,
                Tok::RParen,
                Tok::LBrace,
                Tok::LabelStr,
                Tok::Kw,
                Tok::IntType(32),
                Tok::Int(INT_TEXT),
                Tok::RBrace
            ]
        );
        assert_eq!(
            kinds("0x3FF0 0xK4000 1.5e3 +1.0 u0xFF 12: -x:"),
            vec![
                Tok::HexFloat(0),
                Tok::HexFloat(b'K'),
                Tok::Float,
                Tok::Float,
                Tok::HexInt,
                Tok::LabelId(12),
                Tok::LabelStr
            ]
        );
        assert_eq!(
            kinds("!0 !00 !{ !foo #1 ^2 #dbg_value $c ..."),
            vec![
                Tok::MdRef(0),
                Tok::Exclaim,
                Tok::Int(0),
                Tok::Exclaim,
                Tok::LBrace,
                Tok::MetadataVar,
                Tok::AttrGrpId(1),
                Tok::SummaryId(2),
                Tok::DbgRecord,
                Tok::ComdatVar,
                Tok::DotDotDot
            ]
        );
        assert_eq!(kinds("cc10"), vec![Tok::Kw, Tok::Int(10)]);
        // Metadata names, plain and escaped (anywhere in the name).
        for (src, name) in [
            ("!foo.bar-1", &b"foo.bar-1"[..]),
            ("!fo\\6Fo", b"fooo"),
            ("!\\41b", b"Ab"),
            ("!a\\5C\\5Cb c", b"a\\\\b"),
        ] {
            let mut l = Lexer::new(src.as_bytes());
            assert_eq!(l.next_token().kind, Tok::MetadataVar, "{src}");
            assert_eq!(l.last_str(), name, "{src}");
        }
        assert_eq!(
            kinds("4294967294 4294967295 99999999999 -7 007"),
            vec![
                Tok::Int(4_294_967_294),
                Tok::Int(INT_TEXT),
                Tok::Int(INT_TEXT),
                Tok::Int(INT_TEXT),
                Tok::Int(7)
            ]
        );
        assert_eq!(kinds("\"abc"), vec![Tok::Error]);
        assert_eq!(line_col(b"a\nbc", 3), (2, 2));
    }
}
