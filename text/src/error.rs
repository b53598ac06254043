//! Parse errors with a source location, rendered as `llvm-as` does.

/// A rejection of `.ll` input: where (1-based line and column), what
/// kind of problem, and why (LLVM's message).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.located_message())]
pub struct ParseError {
    /// 1-based line of the offending token; 0 for an error LLVM reports
    /// without a place (its fatal upgrade errors).
    pub line: u32,
    /// 1-based column of the offending token.
    pub col: u32,
    /// What kind of problem it is, for programs that act on it.
    pub kind: ParseErrorKind,
    /// The message, worded as `llvm-as-22` words it.
    pub message: String,
}

/// The kinds of [`ParseError`]: a program can tell a typo from a module
/// LLVM refuses for its meaning, or from a limit of the parser.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// Characters that make no token: a bad escape, an unterminated
    /// string, a stray character.
    Lexical,
    /// Tokens out of the grammar: `expected ...`.
    Syntax,
    /// A value or constant of another type than its use needs.
    Type,
    /// A name used and never defined (`use of undefined value '%x'`).
    Undefined,
    /// A name, slot or metadata id defined twice.
    Redefinition,
    /// A limit of the parser (nesting depth, size) that LLVM does not have
    /// or has elsewhere.
    Limit,
    /// Well-formed text that LLVM 22 refuses for another reason (an
    /// invalid linkage, attribute, operand or record).
    Invalid,
}

impl ParseError {
    /// The same error with kind `kind`, unless the lexer already found
    /// the input's fault (then the lexical kind stays).
    pub(crate) fn or_kind(mut self, kind: ParseErrorKind) -> Self {
        if self.kind != ParseErrorKind::Lexical {
            self.kind = kind;
        }
        self
    }

    /// An error without a place, as LLVM's fatal upgrade errors are.
    pub(crate) fn unlocated(message: impl Into<String>) -> Self {
        ParseError {
            line: 0,
            col: 0,
            kind: ParseErrorKind::Invalid,
            message: message.into(),
        }
    }

    /// `LINE:COL: error: MESSAGE`, or `error: MESSAGE` without a place.
    fn located_message(&self) -> String {
        if self.line == 0 {
            format!("error: {}", self.message)
        } else {
            format!("{}:{}: error: {}", self.line, self.col, self.message)
        }
    }

    /// `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret
    /// under the column, like `llvm-as`; `FILE: error: MESSAGE` without a
    /// place.
    pub fn render(&self, filename: &str, src: &[u8]) -> String {
        if self.line == 0 {
            return format!("{filename}: error: {}\n", self.message);
        }
        let line_text = src
            .split(|&b| b == b'\n')
            .nth(self.line.saturating_sub(1) as usize)
            .unwrap_or(&[]);
        let line_text = String::from_utf8_lossy(line_text);
        let line_text = line_text.trim_end_matches('\r');
        let caret_pad: String = line_text
            .chars()
            .take(self.col.saturating_sub(1) as usize)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{filename}:{}:{}: error: {}\n{line_text}\n{caret_pad}^\n",
            self.line, self.col, self.message
        )
    }
}
