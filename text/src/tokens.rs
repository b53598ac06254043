//! The parser's token source: the lexer itself, or, for large inputs, a
//! lexer running ahead on another thread.
//!
//! Lexing is about a fifth of parsing a large module and needs nothing
//! from the parser, so on a machine with a second core it runs there and
//! hands its tokens over in batches. Both sources give the same tokens,
//! `str` values and error reasons; only the timing differs.

use std::borrow::Cow;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

use crate::lexer::{Lexer, Tok, Token};

/// Inputs at least this long are lexed on another thread (below it, the
/// thread costs more than it saves).
pub const PIPE_THRESHOLD: usize = 256 * 1024;

/// Tokens per batch sent across threads.
const BATCH: usize = 4096;
/// Batches the lexer may run ahead (bounds its memory).
const AHEAD: usize = 16;

/// One token as the lexer left it: `str` only when the token set it.
pub(crate) struct Lexed<'a> {
    tok: Token,
    str: Option<Cow<'a, [u8]>>,
    err: &'static str,
}

pub(crate) struct TokenSource<'a> {
    from: From<'a>,
    /// Unescaped value of the last name, string or label token.
    pub str: Cow<'a, [u8]>,
    /// Why the last `Tok::Error` was produced.
    pub err: &'static str,
}

enum From<'a> {
    Lexer(Lexer<'a>),
    Thread {
        rx: Receiver<Vec<Lexed<'a>>>,
        batch: std::vec::IntoIter<Lexed<'a>>,
    },
}

impl<'a> TokenSource<'a> {
    pub(crate) fn lexer(src: &'a [u8]) -> Self {
        TokenSource {
            from: From::Lexer(Lexer::new(src)),
            str: Cow::Borrowed(&[]),
            err: "",
        }
    }

    /// A source fed by [`lex_ahead`] running on another thread.
    pub(crate) fn thread(rx: Receiver<Vec<Lexed<'a>>>) -> Self {
        TokenSource {
            from: From::Thread {
                rx,
                batch: Vec::new().into_iter(),
            },
            str: Cow::Borrowed(&[]),
            err: "",
        }
    }

    #[inline]
    pub(crate) fn next_token(&mut self) -> Token {
        match &mut self.from {
            From::Lexer(lex) => {
                let t = lex.next_token();
                if std::mem::take(&mut lex.str_set) {
                    self.str = std::mem::take(&mut lex.str);
                }
                self.err = lex.err;
                t
            }
            From::Thread { rx, batch } => {
                let item = match batch.next() {
                    Some(item) => item,
                    None => {
                        // The lexer thread stops after Eof or an error, so
                        // a closed channel here means it died: report it
                        // as an error rather than hang or panic.
                        let Ok(next) = rx.recv() else {
                            self.err = "lexer thread stopped";
                            return Token {
                                kind: Tok::Error,
                                start: 0,
                                end: 0,
                            };
                        };
                        *batch = next.into_iter();
                        match batch.next() {
                            Some(item) => item,
                            None => {
                                self.err = "lexer thread sent nothing";
                                return Token {
                                    kind: Tok::Error,
                                    start: 0,
                                    end: 0,
                                };
                            }
                        }
                    }
                };
                if let Some(s) = item.str {
                    self.str = s;
                }
                self.err = item.err;
                item.tok
            }
        }
    }
}

/// Lexes `src` to the end (or the first error), sending the tokens in
/// batches; stops early when the parser hangs up.
pub(crate) fn lex_ahead<'a>(src: &'a [u8], tx: SyncSender<Vec<Lexed<'a>>>) {
    let mut lex = Lexer::new(src);
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        let tok = lex.next_token();
        let str = std::mem::take(&mut lex.str_set).then(|| std::mem::take(&mut lex.str));
        batch.push(Lexed {
            tok,
            str,
            err: lex.err,
        });
        let last = matches!(tok.kind, Tok::Eof | Tok::Error);
        if last || batch.len() == BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            if tx.send(full).is_err() || last {
                return;
            }
        }
    }
}

/// The channel between [`lex_ahead`] and [`TokenSource::thread`].
#[allow(clippy::type_complexity)]
pub(crate) fn channel<'a>() -> (SyncSender<Vec<Lexed<'a>>>, Receiver<Vec<Lexed<'a>>>) {
    sync_channel(AHEAD)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_from;

    /// Both sources over `src`: the printed module, or the error.
    fn both(src: &[u8]) -> (Result<String, String>, Result<String, String>) {
        let direct = parse_from(src, "t.ll", TokenSource::lexer(src), true);
        let piped = std::thread::scope(|s| {
            let (tx, rx) = channel();
            s.spawn(move || lex_ahead(src, tx));
            parse_from(src, "t.ll", TokenSource::thread(rx), true)
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
