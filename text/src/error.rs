//! Parse errors with a source location, rendered as `llvm-as` does.

/// A rejection of `.ll` input: where (1-based line and column) and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: error: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl ParseError {
    /// `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret
    /// under the column, like `llvm-as`.
    pub fn render(&self, filename: &str, src: &[u8]) -> String {
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
