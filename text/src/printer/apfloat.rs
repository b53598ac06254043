//! Emulation of LLVM's `APFloat::toString` decimal conversion for finite
//! IEEE doubles, as `llvm-dis` uses it to print `float`/`double` constants
//! (`FormatPrecision = 6`, `FormatMaxPadding = 0`, `TruncateZero = false`).
//!
//! LLVM does not produce correctly rounded digits.  It writes the value
//! exactly as an integer times a power of ten, then *truncates* that integer
//! by dividing out as many powers of ten as a conservative bit-count
//! estimate allows (which can leave fewer than `FormatPrecision + 1` digits),
//! and finally rounds the remaining decimal digits half-up to
//! `FormatPrecision` significant digits.  Reproducing that arithmetic exactly
//! is what decides whether the printed string reads back to the same value,
//! and therefore whether `llvm-dis` prints decimal or hex.

/// Little-endian base-2^32 unsigned big integer, kept without high zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BigUint(Vec<u32>);

impl BigUint {
    fn from_u64(v: u64) -> Self {
        let mut b = BigUint(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of significant bits (APInt's `getActiveBits`).
    fn bit_len(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = *limb as u64 * m as u64 + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Floor-divides in place by `d`, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *limb as u64;
            *limb = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }

    fn shl(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let words = (n / 32) as usize;
        let bits = n % 32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let v = *limb;
                *limb = (v << bits) | carry;
                carry = v >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }
}

/// Formats a finite double the way `APFloat::toString(Str, 6, 0, false)`
/// does: `d.dddddde±XX` with six digits after the point.
pub(crate) fn to_string_e6(v: f64) -> String {
    to_string_sci(v, 6)
}

/// `APFloat::toString(Str, precision, /*FormatMaxPadding=*/0,
/// /*TruncateZero=*/false)` for a finite double, `precision >= 1`.
pub(crate) fn to_string_sci(v: f64, precision: u32) -> String {
    debug_assert!(v.is_finite() && precision >= 1);
    let bits = v.to_bits();
    let mut out = String::new();
    if bits >> 63 != 0 {
        out.push('-');
    }
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if biased == 0 && frac == 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', precision as usize));
        out.push_str("e+00");
        return out;
    }
    // value = mant * 2^exp2, exactly.
    let (mut mant, mut exp2) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    };
    let tz = mant.trailing_zeros();
    mant >>= tz;
    exp2 += tz as i32;

    // Rewrite as sig * 10^exp10 with an exact integer sig:
    // m * 2^-k == (m * 5^k) * 10^-k.
    let mut sig = BigUint::from_u64(mant);
    let mut exp10: i32 = 0;
    if exp2 > 0 {
        sig.shl(exp2 as u32);
    } else if exp2 < 0 {
        for _ in 0..(-exp2) {
            sig.mul_small(5);
        }
        exp10 = exp2;
    }

    // First truncation: drop as many low decimal digits as a conservative
    // estimate (196/59 slightly over log2(10)) says are beyond `precision`.
    let bits_required = (precision * 196).div_ceil(59);
    let active = sig.bit_len();
    if active > bits_required {
        let mut tens = (active - bits_required) * 59 / 196;
        exp10 += tens as i32;
        while tens >= 9 {
            sig.div_small(1_000_000_000);
            tens -= 9;
        }
        if tens > 0 {
            sig.div_small(10u32.pow(tens));
        }
    }

    // Decimal digits, least significant first, skipping trailing zeros.
    let mut digits: Vec<u8> = Vec::new();
    while !sig.is_zero() {
        let d = sig.div_small(10) as u8;
        if digits.is_empty() && d == 0 {
            exp10 += 1;
        } else {
            digits.push(d);
        }
    }

    // Second step: round half-up to `precision` significant digits.
    let n = digits.len();
    if n > precision as usize {
        let mut first = n - precision as usize;
        if digits[first - 1] < 5 {
            while first < n && digits[first] == 0 {
                first += 1;
            }
            exp10 += first as i32;
            digits.drain(..first);
        } else {
            let mut i = first;
            while i < n && digits[i] == 9 {
                first += 1;
                i += 1;
            }
            if first == n {
                exp10 += n as i32;
                digits.clear();
                digits.push(1);
            } else {
                digits[i] += 1;
                exp10 += first as i32;
                digits.drain(..first);
            }
        }
    }

    // Scientific notation: d.ddd (zero-filled to `precision` places) e±XX.
    let nd = digits.len();
    exp10 += nd as i32 - 1;
    out.push((b'0' + digits[nd - 1]) as char);
    out.push('.');
    for i in 1..nd {
        out.push((b'0' + digits[nd - 1 - i]) as char);
    }
    if precision as usize > nd - 1 {
        out.extend(std::iter::repeat_n('0', precision as usize + 1 - nd));
    }
    out.push('e');
    out.push(if exp10 >= 0 { '+' } else { '-' });
    let e = exp10.unsigned_abs();
    if e < 10 {
        out.push('0');
    }
    out.push_str(&e.to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_strings() {
        assert_eq!(to_string_e6(0.7), "6.999990e-01");
        assert_eq!(to_string_e6(0.3), "3.000000e-01");
        assert_eq!(to_string_e6(1.0), "1.000000e+00");
        assert_eq!(to_string_e6(-2.5), "-2.500000e+00");
        assert_eq!(to_string_e6(0.0), "0.000000e+00");
        assert_eq!(to_string_e6(-0.0), "-0.000000e+00");
        assert_eq!(to_string_e6(1.0e100), "1.000000e+100");
        assert_eq!(to_string_e6(1234567.0), "1.234570e+06");
    }
}
