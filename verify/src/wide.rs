//! An integer as LLVM's `APInt` holds it for the checks that compare
//! constants (`!range` bounds, TBAA offsets): a width and the value modulo
//! 2^width (widths above 128 bits keep their low 128 bits).

use llconv_ir::ApInt;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Wide {
    pub(crate) bits: u32,
    pub(crate) value: u128,
}

impl Wide {
    pub(crate) fn new(v: &ApInt) -> Wide {
        let lo = v.words.first().copied().unwrap_or(0) as u128;
        let hi = v.words.get(1).copied().unwrap_or(0) as u128;
        Wide {
            bits: v.bits,
            value: (lo | hi << 64) & Self::mask(v.bits),
        }
    }

    pub(crate) fn mask(bits: u32) -> u128 {
        if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        }
    }

    /// Whether every bit is set.
    pub(crate) fn is_max(self) -> bool {
        self.value == Self::mask(self.bits)
    }

    /// `self - v`, wrapping at the width.
    pub(crate) fn sub(self, v: u128) -> Wide {
        Wide {
            bits: self.bits,
            value: self.value.wrapping_sub(v) & Self::mask(self.bits),
        }
    }

    /// As LLVM prints an `APInt`: signed.
    pub(crate) fn signed(self) -> i128 {
        if self.bits == 0 || self.bits >= 128 {
            return self.value as i128;
        }
        if self.value >> (self.bits - 1) & 1 == 1 {
            (self.value | !Self::mask(self.bits)) as i128
        } else {
            self.value as i128
        }
    }
}
