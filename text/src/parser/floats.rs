//! Floating-point literals to raw bits, with LLVM's rules: a decimal or
//! plain `0x` literal is a double, which half/bfloat/float accept only when
//! the value converts exactly; the other formats need their own hex form.

use llconv_ir::Type;

/// IEEE formats narrower than double: (exponent bits, explicit mantissa bits).
fn format_of(t: &Type) -> Option<(u32, u32)> {
    match t {
        Type::Half => Some((5, 10)),
        Type::BFloat => Some((8, 7)),
        Type::Float => Some((8, 23)),
        _ => None,
    }
}

/// Converts double bits to a narrower IEEE format, if exact (as LLVM's
/// `isValueValidForType` requires). NaN payload bits that do not fit make
/// it inexact; a signaling NaN stays signaling.
pub(crate) fn narrow_double(bits: u64, t: &Type) -> Option<u128> {
    let (eb, mb) = format_of(t)?;
    let sign = bits >> 63;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let out_sign = (sign as u128) << (eb + mb);
    let emax_field = (1u128 << eb) - 1;
    if exp == 0x7ff {
        // Inf or NaN.
        let shift = 52 - mb;
        if mant == 0 {
            return Some(out_sign | (emax_field << mb));
        }
        if mant & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        let quiet_bit = 1u64 << 51;
        let mut m = (mant >> shift) as u128;
        if mant & quiet_bit == 0 {
            // Signaling: keep the payload below the quiet bit, never zero.
            m &= (1u128 << (mb - 1)) - 1;
            if m == 0 {
                m = 1u128 << (mb - 2);
            }
        }
        return Some(out_sign | (emax_field << mb) | m);
    }
    if exp == 0 && mant == 0 {
        return Some(out_sign);
    }
    // Value = sig * 2^e2 with sig an integer.
    let (sig, e2) = if exp == 0 {
        (mant, -1074i64)
    } else {
        (mant | (1u64 << 52), exp - 1075)
    };
    let tz = sig.trailing_zeros() as i64;
    let sig = sig >> tz;
    let e2 = e2 + tz;
    let nbits = 64 - sig.leading_zeros() as i64; // significant bits
                                                 // Unbiased exponent of the leading bit.
    let lead = e2 + nbits - 1;
    let bias = (1i64 << (eb - 1)) - 1;
    let emin = 1 - bias;
    let emax = bias;
    if lead > emax {
        return None;
    }
    if lead >= emin {
        // Normal: need nbits - 1 <= mb.
        if nbits - 1 > mb as i64 {
            return None;
        }
        let frac = ((sig as u128) << (mb as i64 - (nbits - 1))) & ((1u128 << mb) - 1);
        let ef = (lead + bias) as u128;
        Some(out_sign | (ef << mb) | frac)
    } else {
        // Subnormal: value = m * 2^(emin - mb), m < 2^mb.
        let shift = e2 - (emin - mb as i64);
        if shift < 0 {
            return None;
        }
        if shift + nbits > mb as i64 {
            return None;
        }
        Some(out_sign | ((sig as u128) << shift))
    }
}

/// Parses a decimal float literal as a double (correctly rounded).
pub(crate) fn parse_decimal(text: &[u8]) -> Option<u64> {
    let s = std::str::from_utf8(text).ok()?;
    s.parse::<f64>().ok().map(f64::to_bits)
}

/// Hex digits as up to 64 bits, extra ones wrapping (LLVM's readers of
/// the halves of `0xK`, `0xL` and `0xM` literals test no overflow).
pub(crate) fn hex_u64(d: &[u8]) -> u64 {
    d.iter().fold(0u64, |v, &c| {
        v.wrapping_mul(16)
            .wrapping_add(crate::lexer::hexval(c) as u64)
    })
}

/// LLVM's `HexIntToVal` for `0x`, `0xH` and `0xR` literals: 64 bits, and
/// on its overflow test (the sum dropping below the value before) zero;
/// its lexer only notes the error, so the literal reads as `0`.
pub(crate) fn hex_int_to_val(d: &[u8]) -> u64 {
    let mut v = 0u64;
    for &c in d {
        let before = v;
        v = v
            .wrapping_mul(16)
            .wrapping_add(crate::lexer::hexval(c) as u64);
        if v < before {
            return 0;
        }
    }
    v
}

/// `0xK`: first 4 digits are the high 16 bits, next 16 the low 64.
pub(crate) fn hex_fp80(d: &[u8]) -> Option<u128> {
    // Digits past the twentieth are ignored, as LLVM's lexer does.
    let d = &d[..d.len().min(20)];
    let (hi, lo) = d.split_at(d.len().min(4));
    Some(((hex_u64(hi) as u128) << 64) | hex_u64(lo) as u128)
}

/// `0xL`/`0xM`: first 16 digits are the low word, next 16 the high word;
/// with fewer than 16 digits they all go to the high word. Digits past
/// the 32nd are ignored, as LLVM's lexer does.
pub(crate) fn hex_pair(d: &[u8]) -> Option<u128> {
    let d = &d[..d.len().min(32)];
    let (a, b) = d.split_at(if d.len() >= 16 { 16 } else { 0 });
    Some(((hex_u64(b) as u128) << 64) | hex_u64(a) as u128)
}

/// A finite nonzero value as `m * 2^e`, or `None` for zero, infinity and
/// NaN (which every format holds, as far as LLVM's check goes).
fn ieee_parts(bits: u128, exp_bits: u32, frac_bits: u32) -> Option<(u128, i32)> {
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let e = ((bits >> frac_bits) & ((1 << exp_bits) - 1)) as i32;
    let f = bits & ((1u128 << frac_bits) - 1);
    if e == (1 << exp_bits) - 1 || (e == 0 && f == 0) {
        return None;
    }
    Some(if e == 0 {
        (f, 1 - bias - frac_bits as i32)
    } else {
        (f | 1 << frac_bits, e - bias - frac_bits as i32)
    })
}

/// Whether `m * 2^e` is exact in a format of `precision` bits whose
/// normal exponents run from `emin` to `emax`.
fn fits(m: u128, e: i32, precision: i32, emin: i32, emax: i32) -> bool {
    let top = 127 - m.leading_zeros() as i32;
    let low = m.trailing_zeros() as i32;
    let exponent = e + top;
    if exponent > emax {
        return false;
    }
    if exponent >= emin {
        top - low < precision
    } else {
        e + low >= emin - (precision - 1)
    }
}

/// LLVM's `ConstantFP::isValueValidForType` for a hexadecimal literal of
/// another format (`0xK`, `0xL`, `0xM`, `0xH`, `0xR`; `bits` as the
/// lexer read them) than `target`: the wide formats take half and bfloat
/// values; the others any value they hold exactly.
pub(crate) fn hex_literal_valid_for(kind: u8, bits: u128, target: &Type) -> bool {
    let (precision, emin, emax) = match target {
        Type::Half => (11, -14, 15),
        Type::BFloat => (8, -126, 127),
        Type::Float => (24, -126, 127),
        Type::Double => (53, -1022, 1023),
        _ => return matches!(kind, b'H' | b'R'),
    };
    let parts = match kind {
        b'H' => ieee_parts(bits, 5, 10),
        b'R' => ieee_parts(bits, 8, 7),
        b'L' => ieee_parts(bits, 15, 112),
        b'K' => {
            let e = ((bits >> 64) & 0x7fff) as i32;
            let m = bits & u128::from(u64::MAX);
            if e == 0x7fff || m == 0 {
                None
            } else {
                Some((m, e.max(1) - 16383 - 63))
            }
        }
        // A pair of doubles, the high one first: LLVM's conversion goes
        // by the high one.
        _ => ieee_parts(u128::from(bits as u64), 11, 52),
    };
    parts.is_none_or(|(m, e)| fits(m, e, precision, emin, emax))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrowing() {
        let f = |x: f64| narrow_double(x.to_bits(), &Type::Float);
        assert_eq!(f(0.5), Some(0.5f32.to_bits() as u128));
        assert_eq!(f(0.1), None);
        assert_eq!(f(-2.0), Some((-2.0f32).to_bits() as u128));
        assert_eq!(f(f64::INFINITY), Some(f32::INFINITY.to_bits() as u128));
        assert_eq!(f(1e-45), None);
        let tiny = f32::from_bits(1) as f64;
        assert_eq!(f(tiny), Some(1));
        assert_eq!(narrow_double(1.0f64.to_bits(), &Type::Half), Some(0x3C00));
        assert_eq!(
            narrow_double(0x7FF4000000000000, &Type::Float),
            Some(0x7FA00000)
        );
        assert_eq!(narrow_double(1e300f64.to_bits(), &Type::Float), None);
    }
}
