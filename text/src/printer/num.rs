//! Decimal integers, which are most of a module's text: `itoa` writes one
//! several times faster than `write!` through `core::fmt`'s machinery (a
//! sixth of printing a module with debug info went there).

/// Appends the decimal digits of `n` to `out`.
pub(crate) fn push_int<I: itoa::Integer>(out: &mut String, n: I) {
    out.push_str(itoa::Buffer::new().format(n));
}
