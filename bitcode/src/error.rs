//! Errors of the bitcode reader: what went wrong, where in the block
//! structure, and at which bit.

/// An error reading bitcode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BitcodeError {
    /// The input does not start with the bitcode magic (or the wrapper's).
    #[error("invalid bitcode signature")]
    InvalidMagic,
    /// The bitcode wrapper header is malformed.
    #[error("invalid bitcode wrapper header")]
    InvalidWrapper,
    /// Well-formed bitcode holding no module (llvm-dis prints nothing for
    /// it).
    #[error("top level, bit {bit}: no module in the bitcode")]
    NoModule {
        /// Where the top level ended.
        bit: u64,
    },
    /// Malformed content, located by block path and bit offset.
    #[error("{path}, bit {bit}: {message}")]
    Malformed {
        message: String,
        /// Block names from the outermost, joined by `/`.
        path: String,
        /// Bit offset from the start of the bitcode (past any wrapper).
        bit: u64,
    },
}

impl BitcodeError {
    /// The message without the location.
    pub fn message(&self) -> String {
        match self {
            BitcodeError::Malformed { message, .. } => message.clone(),
            e => e.to_string(),
        }
    }
}
