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
        /// What kind of problem it is.
        kind: BitcodeErrorKind,
        /// What is wrong, worded as LLVM's reader words it where it can.
        message: String,
        /// Block names from the outermost, joined by `/`.
        path: String,
        /// Bit offset from the start of the bitcode (past any wrapper).
        bit: u64,
    },
}

/// The kinds of [`BitcodeError`], for programs that act on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BitcodeErrorKind {
    /// Not bitcode: no bitcode magic, or a broken wrapper header.
    NotBitcode,
    /// Well-formed bitcode that holds no module.
    NoModule,
    /// The bit stream itself is broken: cut short, a bad abbreviation, a
    /// block that does not end.
    Stream,
    /// A record, type or value LLVM 22 refuses.
    Invalid,
    /// Valid bitcode of a form llconv does not read yet.
    Unsupported,
    /// A limit of the reader (nesting depth, counts) that LLVM does not
    /// have.
    Limit,
}

impl BitcodeError {
    /// What kind of problem this is.
    pub fn kind(&self) -> BitcodeErrorKind {
        match self {
            BitcodeError::InvalidMagic | BitcodeError::InvalidWrapper => {
                BitcodeErrorKind::NotBitcode
            }
            BitcodeError::NoModule { .. } => BitcodeErrorKind::NoModule,
            BitcodeError::Malformed { kind, .. } => *kind,
        }
    }

    /// The same error with kind `kind`.
    pub(crate) fn or_kind(mut self, k: BitcodeErrorKind) -> Self {
        if let BitcodeError::Malformed { kind, .. } = &mut self {
            *kind = k;
        }
        self
    }

    /// The message without the location.
    pub fn message(&self) -> String {
        match self {
            BitcodeError::Malformed { message, .. } => message.clone(),
            e => e.to_string(),
        }
    }
}
