//! Calling conventions: numbers as stored in bitcode, names as written in text.

/// Named calling conventions as llvm-dis prints them (`ccc`, number 0, is
/// never printed). Some names carry a trailing space, as LLVM prints them.
pub const CALLING_CONVENTIONS: &[(u32, &str)] = &[
    (8, "fastcc"),
    (9, "coldcc"),
    (10, "ghccc"),
    (13, "anyregcc"),
    (14, "preserve_mostcc"),
    (15, "preserve_allcc"),
    (16, "swiftcc"),
    (17, "cxx_fast_tlscc"),
    (18, "tailcc"),
    (19, "cfguard_checkcc"),
    (20, "swifttailcc"),
    (21, "preserve_nonecc"),
    (64, "x86_stdcallcc"),
    (65, "x86_fastcallcc"),
    (66, "arm_apcscc"),
    (67, "arm_aapcscc"),
    (68, "arm_aapcs_vfpcc"),
    (69, "msp430_intrcc"),
    (70, "x86_thiscallcc"),
    (71, "ptx_kernel"),
    (72, "ptx_device"),
    (75, "spir_func"),
    (76, "spir_kernel"),
    (77, "intel_ocl_bicc"),
    (78, "x86_64_sysvcc"),
    (79, "win64cc"),
    (80, "x86_vectorcallcc"),
    (81, "hhvmcc"),
    (82, "hhvm_ccc"),
    (83, "x86_intrcc"),
    (84, "avr_intrcc "),
    (85, "avr_signalcc "),
    (87, "amdgpu_vs"),
    (88, "amdgpu_gs"),
    (89, "amdgpu_ps"),
    (90, "amdgpu_cs"),
    (91, "amdgpu_kernel"),
    (92, "x86_regcallcc"),
    (93, "amdgpu_hs"),
    (95, "amdgpu_ls"),
    (96, "amdgpu_es"),
    (97, "aarch64_vector_pcs"),
    (98, "aarch64_sve_vector_pcs"),
    (100, "amdgpu_gfx"),
    (102, "aarch64_sme_preservemost_from_x0"),
    (103, "aarch64_sme_preservemost_from_x2"),
    (104, "amdgpu_cs_chain"),
    (105, "amdgpu_cs_chain_preserve"),
    (106, "m68k_rtdcc"),
    (107, "graalcc"),
    (110, "riscv_vector_cc"),
    (111, "aarch64_sme_preservemost_from_x1"),
    (124, "amdgpu_gfx_whole_wave"),
    (125, "cheriot_compartmentcallcc"),
    (126, "cheriot_compartmentcalleecc"),
    (127, "cheriot_librarycallcc"),
];

/// The largest calling convention number: LLVM keeps one in ten bits.
pub const MAX_ID: u32 = 1023;

/// `riscv_vls_cc(N)` covers 112..=123 with N = 32 << (cc - 112).
pub const RISCV_VLS_FIRST: u32 = 112;
/// The last calling convention of `riscv_vls_cc(N)` (N = 65536).
pub const RISCV_VLS_LAST: u32 = 123;

/// The keyword for a calling convention, if it has one (else `cc N`).
pub fn name(cc: u32) -> Option<&'static str> {
    CALLING_CONVENTIONS
        .iter()
        .find(|(n, _)| *n == cc)
        .map(|(_, s)| *s)
}

/// The number for a calling-convention keyword (`ccc` is 0).
pub fn from_name(s: &[u8]) -> Option<u32> {
    if s == b"ccc" {
        return Some(0);
    }
    // The parser asks for every keyword after `call` and `define` (`void`,
    // `ptr`, `noundef`, ...): a hash lookup, not a walk of the table.
    static BY_NAME: std::sync::OnceLock<crate::hash::FastMap<&'static [u8], u32>> =
        std::sync::OnceLock::new();
    let by_name = BY_NAME.get_or_init(|| {
        let mut m = crate::hash::FastMap::default();
        for &(c, n) in CALLING_CONVENTIONS.iter().rev() {
            let n = n.as_bytes();
            // The first entry of a name wins, as the walk found it.
            m.insert(n.strip_suffix(b" ").unwrap_or(n), c);
        }
        m
    });
    by_name.get(s).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index gives what a walk of the table gives, for every name.
    #[test]
    fn from_name_is_the_first_entry_of_the_name() {
        for &(_, n) in CALLING_CONVENTIONS {
            let key = n.as_bytes().strip_suffix(b" ").unwrap_or(n.as_bytes());
            let walked = CALLING_CONVENTIONS
                .iter()
                .find(|(_, m)| m.as_bytes().strip_suffix(b" ").unwrap_or(m.as_bytes()) == key)
                .map(|(c, _)| *c);
            let expect = if key == b"ccc" { Some(0) } else { walked };
            assert_eq!(from_name(key), expect, "{n}");
        }
        assert_eq!(from_name(b"void"), None);
        assert_eq!(from_name(b"ccc"), Some(0));
    }
}
