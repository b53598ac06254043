//! The parser's token source: the lexer itself, or, for large inputs, a
//! lexer running ahead on another thread.
//!
//! Lexing is about a fifth of parsing a large module and needs nothing
//! from the parser, so on a machine with a second core it runs there and
//! hands its tokens over in batches. Both sources give the same tokens,
//! `str` values and error reasons; only the timing differs.

use std::borrow::Cow;
use std::sync::mpsc::{channel as unbounded, sync_channel, Receiver, Sender, SyncSender};

use crate::lexer::{Lexer, LocationText, Tok, Token};

/// Inputs at least this long are lexed on another thread (below it, the
/// thread costs more than it saves).
pub const PIPE_THRESHOLD: usize = 256 * 1024;

/// Tokens per batch sent across threads: few enough that a batch stays in
/// the second-level cache, many enough that handing one over is rare (the
/// lexer runs ahead, so each batch taken wakes it: a system call).
const BATCH: usize = 4096;
/// Tokens per batch lexed on the parser's own thread: a batch in the
/// first-level cache. Lexing in runs rather than one token per call keeps
/// the lexer's and the parser's loops tight.
const LOCAL_BATCH: usize = 256;
/// Batches the lexer may run ahead (bounds its memory).
const AHEAD: usize = 16;

/// One token as the lexer left it, and whether it comes with a value:
/// a string (`str`; those are in the batch's `strs`, in order) or, for
/// `Tok::DiLocationBody`, the fields read (in `locations`). Kept small:
/// every token crosses from one core's cache to the other's.
#[derive(Clone, Copy)]
pub(crate) struct Lexed {
    tok: Token,
    has_str: bool,
}

/// Tokens in text order; `err` is the lexer's reason when the last one is
/// `Tok::Error`.
pub(crate) struct Batch<'a> {
    items: Vec<Lexed>,
    strs: Vec<Cow<'a, [u8]>>,
    locations: Vec<LocationText>,
    err: &'static str,
}

/// A batch's buffers, emptied, for reuse.
type Spare<'a> = (Vec<Lexed>, Vec<Cow<'a, [u8]>>, Vec<LocationText>);

/// The lexer thread's ends of the channels: batches out, emptied batches
/// back for reuse.
pub(crate) struct Producer<'a> {
    tx: SyncSender<Batch<'a>>,
    spare: Receiver<Spare<'a>>,
}

/// The parser's tokens, taken from a batch; where the batches come from
/// (the lexer on this thread, or one running ahead on another) matters
/// only when a batch runs out.
pub(crate) struct TokenSource<'a> {
    batch: Vec<Lexed>,
    strs: Vec<Cow<'a, [u8]>>,
    locations: Vec<LocationText>,
    next: usize,
    next_str: usize,
    next_location: usize,
    from: Feed<'a>,
    /// Unescaped value of the last name, string or label token.
    pub str: Cow<'a, [u8]>,
    /// The fields of the last `Tok::DiLocationBody` token.
    pub location: Option<LocationText>,
    /// Why the last `Tok::Error` was produced.
    pub err: &'static str,
}

enum Feed<'a> {
    Lexer(Lexer<'a>),
    Thread {
        rx: Receiver<Batch<'a>>,
        spare: Sender<Spare<'a>>,
    },
}

impl<'a> TokenSource<'a> {
    pub(crate) fn lexer(src: &'a [u8]) -> Self {
        Self::lexer_at(src, 0)
    }

    /// The lexer itself, from byte `pos` of `src` on.
    pub(crate) fn lexer_at(src: &'a [u8], pos: usize) -> Self {
        Self::from_feed(Feed::Lexer(Lexer::new_at(src, pos)))
    }

    fn from_feed(from: Feed<'a>) -> Self {
        TokenSource {
            batch: Vec::new(),
            strs: Vec::new(),
            locations: Vec::new(),
            next: 0,
            next_str: 0,
            next_location: 0,
            from,
            str: Cow::Borrowed(&[]),
            location: None,
            err: "",
        }
    }

    /// A source fed by [`lex_ahead`] running on another thread, and the
    /// ends of the channels that thread needs.
    pub(crate) fn thread() -> (Self, Producer<'a>) {
        let (tx, rx) = sync_channel(AHEAD);
        let (spare_tx, spare_rx) = unbounded();
        let source = Self::from_feed(Feed::Thread {
            rx,
            spare: spare_tx,
        });
        (
            source,
            Producer {
                tx,
                spare: spare_rx,
            },
        )
    }

    /// The next token: from the current batch inline, the next batch out
    /// of line.
    #[inline(always)]
    pub(crate) fn next_token(&mut self) -> Token {
        if let Some(&item) = self.batch.get(self.next) {
            self.next += 1;
            if item.has_str {
                self.take_value(item.tok.kind);
            }
            return item.tok;
        }
        self.next_token_slow()
    }

    /// The value that came with a token of kind `kind`.
    #[inline]
    fn take_value(&mut self, kind: Tok) {
        if kind == Tok::DiLocationBody {
            self.location = self.locations.get(self.next_location).copied();
            self.next_location += 1;
        } else {
            self.str = take_str(&mut self.strs, &mut self.next_str);
        }
    }

    /// The kind of the token after the current one, when it is at hand
    /// (in the current batch); `None` does not mean there is none.
    #[inline]
    pub(crate) fn peek_kind(&self) -> Option<Tok> {
        self.batch.get(self.next).map(|item| item.tok.kind)
    }

    #[inline(never)]
    fn next_token_slow(&mut self) -> Token {
        self.next = 0;
        self.next_str = 0;
        self.next_location = 0;
        match &mut self.from {
            Feed::Lexer(lex) => {
                self.batch.clear();
                self.strs.clear();
                self.locations.clear();
                lex_batch(
                    lex,
                    &mut self.batch,
                    &mut self.strs,
                    &mut self.locations,
                    LOCAL_BATCH,
                );
                // Set whatever the batch ends with; read only on an error.
                self.err = lex.err;
            }
            Feed::Thread { rx, spare } => {
                // The lexer thread empties the batch for reuse: dropping
                // its strings is work this thread need not do.
                let used = (
                    std::mem::take(&mut self.batch),
                    std::mem::take(&mut self.strs),
                    std::mem::take(&mut self.locations),
                );
                if used.0.capacity() > 0 {
                    let _ = spare.send(used);
                }
                // The lexer thread stops after Eof or an error, so a
                // closed channel here means it died: an error, not a
                // hang or a panic.
                let Ok(b) = rx.recv() else {
                    self.err = "lexer thread stopped";
                    return Token {
                        kind: Tok::Error,
                        start: 0,
                        end: 0,
                    };
                };
                self.batch = b.items;
                self.strs = b.strs;
                self.locations = b.locations;
                self.err = b.err;
                if self.batch.is_empty() {
                    self.err = "lexer thread sent nothing";
                    return Token {
                        kind: Tok::Error,
                        start: 0,
                        end: 0,
                    };
                }
            }
        }
        let item = self.batch[0];
        self.next = 1;
        if item.has_str {
            self.take_value(item.tok.kind);
        }
        item.tok
    }
}

/// The batch's next string (one the lexer sent for a token that set it).
#[inline]
fn take_str<'a>(strs: &mut [Cow<'a, [u8]>], next_str: &mut usize) -> Cow<'a, [u8]> {
    let s = strs
        .get_mut(*next_str)
        .map(std::mem::take)
        .unwrap_or_default();
    *next_str += 1;
    s
}

/// Lexes up to `max` tokens into `items` (and the strings of those that
/// set one into `strs`), stopping after `Eof` or an error; whether it
/// stopped there.
fn lex_batch<'a>(
    lex: &mut Lexer<'a>,
    items: &mut Vec<Lexed>,
    strs: &mut Vec<Cow<'a, [u8]>>,
    locations: &mut Vec<LocationText>,
    max: usize,
) -> bool {
    // The lexer appends strings to a vector of its own: lend it `strs`.
    std::mem::swap(&mut lex.strs, strs);
    items.reserve(max);
    let mut n_strs = lex.strs.len();
    let mut last = false;
    for _ in 0..max {
        let tok = lex.next_token();
        let has_str = lex.strs.len() != n_strs;
        n_strs = lex.strs.len();
        items.push(Lexed { tok, has_str });
        if has_str && tok.kind == Tok::MetadataVar {
            if let Some((body, fields)) = lex.location_body_after(tok) {
                items.push(Lexed {
                    tok: body,
                    has_str: true,
                });
                locations.push(fields);
            }
        }
        if matches!(tok.kind, Tok::Eof | Tok::Error) {
            last = true;
            break;
        }
    }
    std::mem::swap(&mut lex.strs, strs);
    last
}

/// Lexes `src` to the end (or the first error), sending the tokens in
/// batches; stops early when the parser hangs up.
pub(crate) fn lex_ahead<'a>(src: &'a [u8], out: Producer<'a>) {
    let mut lex = Lexer::new(src);
    loop {
        let (mut items, mut strs, mut locations) = match out.spare.try_recv() {
            Ok((mut items, mut strs, mut locations)) => {
                items.clear();
                strs.clear();
                locations.clear();
                (items, strs, locations)
            }
            Err(_) => (Vec::with_capacity(BATCH), Vec::new(), Vec::new()),
        };
        let last = lex_batch(&mut lex, &mut items, &mut strs, &mut locations, BATCH);
        let err = if last { lex.err } else { "" };
        let batch = Batch {
            items,
            strs,
            locations,
            err,
        };
        if out.tx.send(batch).is_err() || last {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_from;

    /// Both sources over `src`: the printed module, or the error.
    fn both(src: &[u8]) -> (Result<String, String>, Result<String, String>) {
        let direct = parse_from(
            src,
            "t.ll",
            TokenSource::lexer(src),
            true,
            &Default::default(),
        );
        let piped = std::thread::scope(|s| {
            let (source, producer) = TokenSource::thread();
            s.spawn(move || lex_ahead(src, producer));
            parse_from(src, "t.ll", source, true, &Default::default())
        });
        let show = |r: Result<llconv_ir::Module, crate::ParseError>| {
            r.map(|m| crate::print_module(&m))
                .map_err(|e| e.to_string())
        };
        (show(direct), show(piped))
    }

    /// A module of many functions with names, strings and labels, more
    /// than a few batches of tokens long.
    fn big_module() -> String {
        let mut s = String::from("@s = constant [6 x i8] c\"a\\22b\\5Cc\\00\"\n");
        for i in 0..3000 {
            s.push_str(&format!(
                "define i32 @\"f\\41{i}\"(i32 %x) \"key{i}\"=\"v\\5C\" {{\nentry:\n  %y = add i32 %x, {i}\n  br label %\"l {i}\"\n\"l {i}\":\n  ret i32 %y\n}}\n"
            ));
        }
        s
    }

    #[test]
    fn lexing_ahead_gives_the_same_module() {
        let src = big_module();
        let (direct, piped) = both(src.as_bytes());
        assert!(direct.is_ok(), "{direct:?}");
        assert_eq!(direct, piped);
    }

    #[test]
    fn lexing_ahead_gives_the_same_errors() {
        let good = big_module();
        // A parse error late in the file, a lexer error, and an error at
        // the very start.
        let late = format!("{good}define void @g() {{ ret i32 }}\n");
        let lexer = format!("{good}@bad = global i32 \"unterminated\n");
        let early = format!("}}{good}");
        for src in [late, lexer, early] {
            let (direct, piped) = both(src.as_bytes());
            assert!(direct.is_err());
            assert_eq!(direct, piped);
        }
    }
}
