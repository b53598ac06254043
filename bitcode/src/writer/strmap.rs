//! The iteration order of LLVM's `StringMap`, which a function's value
//! symbol table is: LLVM writes a function's names in that order.
//!
//! A `StringMap` hashes a key with XXH3 (64 bits, truncated to 32), finds
//! its bucket by quadratic probing in a power-of-two table (16 buckets
//! at first, doubled once more than three quarters are used, re-placing
//! the entries in bucket order), and iterates the buckets in order. The
//! order therefore follows from the names and the order they were added.

/// XXH3's default secret (the algorithm's published constant).
const SECRET: [u8; 192] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
];

const P32_1: u64 = 0x9E37_79B1;
const P32_2: u64 = 0x85EB_CA77;
const P32_3: u64 = 0xC2B2_AE3D;
const P64_1: u64 = 0x9E37_79B1_85EB_CA87;
const P64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
const P64_3: u64 = 0x1656_67B1_9E37_79F9;
const P64_4: u64 = 0x85EB_CA77_C2B2_AE63;
const P64_5: u64 = 0x27D4_EB2F_1656_67C5;
const MX1: u64 = 0x1656_6791_9E37_79F9;
const MX2: u64 = 0x9FB2_1C65_1E98_DF25;

fn r64(b: &[u8], at: usize) -> u64 {
    let mut a = [0; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

fn r32(b: &[u8], at: usize) -> u32 {
    let mut a = [0; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

fn fold(a: u64, b: u64) -> u64 {
    let p = u128::from(a) * u128::from(b);
    (p as u64) ^ ((p >> 64) as u64)
}

fn avalanche64(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(P64_2);
    h ^= h >> 29;
    h = h.wrapping_mul(P64_3);
    h ^ (h >> 32)
}

fn avalanche3(mut h: u64) -> u64 {
    h ^= h >> 37;
    h = h.wrapping_mul(MX1);
    h ^ (h >> 32)
}

fn mix16(input: &[u8], at: usize, s: usize) -> u64 {
    fold(
        r64(input, at) ^ r64(&SECRET, s),
        r64(input, at + 8) ^ r64(&SECRET, s + 8),
    )
}

fn accumulate512(acc: &mut [u64; 8], input: &[u8], at: usize, s: usize) {
    for i in 0..8 {
        let v = r64(input, at + 8 * i);
        let k = v ^ r64(&SECRET, s + 8 * i);
        acc[i ^ 1] = acc[i ^ 1].wrapping_add(v);
        acc[i] = acc[i].wrapping_add((k & 0xFFFF_FFFF).wrapping_mul(k >> 32));
    }
}

/// XXH3's 64-bit hash with the default secret and seed 0.
pub(crate) fn xxh3_64(input: &[u8]) -> u64 {
    let len = input.len();
    let l = len as u64;
    if len == 0 {
        return avalanche64(r64(&SECRET, 56) ^ r64(&SECRET, 64));
    }
    if len <= 3 {
        let c = (u32::from(input[0]) << 16)
            | (u32::from(input[len >> 1]) << 24)
            | u32::from(input[len - 1])
            | ((len as u32) << 8);
        let flip = u64::from(r32(&SECRET, 0) ^ r32(&SECRET, 4));
        return avalanche64(u64::from(c) ^ flip);
    }
    if len <= 8 {
        let lo = u64::from(r32(input, 0));
        let hi = u64::from(r32(input, len - 4));
        let mut acc = (r64(&SECRET, 8) ^ r64(&SECRET, 16)) ^ (hi | (lo << 32));
        acc ^= acc.rotate_left(49) ^ acc.rotate_left(24);
        acc = acc.wrapping_mul(MX2);
        acc ^= (acc >> 35).wrapping_add(l);
        acc = acc.wrapping_mul(MX2);
        return acc ^ (acc >> 28);
    }
    if len <= 16 {
        let lo = (r64(&SECRET, 24) ^ r64(&SECRET, 32)) ^ r64(input, 0);
        let hi = (r64(&SECRET, 40) ^ r64(&SECRET, 48)) ^ r64(input, len - 8);
        let acc = l
            .wrapping_add(lo.swap_bytes())
            .wrapping_add(hi)
            .wrapping_add(fold(lo, hi));
        return avalanche3(acc);
    }
    if len <= 128 {
        let mut acc = l.wrapping_mul(P64_1);
        let mut end = 0u64;
        let rounds = [(0, 16, 0), (32, 48, 32), (64, 80, 64), (96, 112, 96)];
        for (k, &(s0, s1, lim)) in rounds.iter().enumerate() {
            if k > 0 && len <= lim {
                break;
            }
            acc = acc.wrapping_add(mix16(input, 16 * k, s0));
            end = end.wrapping_add(mix16(input, len - 16 * (k + 1), s1));
        }
        return avalanche3(acc.wrapping_add(end));
    }
    if len <= 240 {
        let mut acc = l.wrapping_mul(P64_1);
        for i in 0..8 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * i));
        }
        acc = avalanche3(acc);
        for i in 8..len / 16 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * (i - 8) + 3));
        }
        acc = acc.wrapping_add(mix16(input, len - 16, 136 - 17));
        return avalanche3(acc);
    }
    let stripes_per_block = (SECRET.len() - 64) / 8;
    let block_len = 64 * stripes_per_block;
    let blocks = (len - 1) / block_len;
    let mut acc = [P32_3, P64_1, P64_2, P64_3, P64_4, P32_2, P64_5, P32_1];
    for n in 0..blocks {
        for s in 0..stripes_per_block {
            accumulate512(&mut acc, input, n * block_len + s * 64, s * 8);
        }
        for (i, a) in acc.iter_mut().enumerate() {
            *a ^= *a >> 47;
            *a ^= r64(&SECRET, SECRET.len() - 64 + 8 * i);
            *a = a.wrapping_mul(P32_1);
        }
    }
    let stripes = (len - 1 - block_len * blocks) / 64;
    for s in 0..stripes {
        accumulate512(&mut acc, input, blocks * block_len + s * 64, s * 8);
    }
    accumulate512(&mut acc, input, len - 64, SECRET.len() - 64 - 7);
    let mut r = l.wrapping_mul(P64_1);
    for i in 0..4 {
        r = r.wrapping_add(fold(
            acc[2 * i] ^ r64(&SECRET, 11 + 16 * i),
            acc[2 * i + 1] ^ r64(&SECRET, 11 + 16 * i + 8),
        ));
    }
    avalanche3(r)
}

/// The order a `StringMap` iterates keys added in the order of `hashes`
/// (each key's 32-bit hash; keys distinct): indices into `hashes`.
pub(crate) fn iteration_order(hashes: &[u32]) -> Vec<usize> {
    const EMPTY: usize = usize::MAX;
    let mut table: Vec<(usize, u32)> = vec![(EMPTY, 0); 16];
    let place = |table: &mut Vec<(usize, u32)>, h: u32, i: usize| {
        let mask = table.len() - 1;
        let mut b = h as usize & mask;
        let mut probe = 1;
        while table[b].0 != EMPTY {
            b = (b + probe) & mask;
            probe += 1;
        }
        table[b] = (i, h);
    };
    for (i, &h) in hashes.iter().enumerate() {
        place(&mut table, h, i);
        let items = i + 1;
        if items * 4 > table.len() * 3 {
            let grown = vec![(EMPTY, 0); 2 * table.len()];
            let old = std::mem::replace(&mut table, grown);
            for (j, h) in old {
                if j != EMPTY {
                    place(&mut table, h, j);
                }
            }
        }
    }
    table
        .into_iter()
        .filter(|e| e.0 != EMPTY)
        .map(|e| e.0)
        .collect()
}

/// The 32-bit hash a `StringMap` files `key` under.
pub(crate) fn hash(key: &[u8]) -> u32 {
    xxh3_64(key) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xxh3_of_the_empty_input_is_the_reference_value() {
        assert_eq!(xxh3_64(b""), 0x2D06_8005_38D3_94C2);
    }

    #[test]
    fn the_table_grows_past_three_quarters_and_keeps_every_key() {
        let hashes: Vec<u32> = (0..100u32)
            .map(|i| hash(format!("v{i}").as_bytes()))
            .collect();
        let mut order = iteration_order(&hashes);
        assert_eq!(order.len(), 100);
        order.sort_unstable();
        assert_eq!(order, (0..100).collect::<Vec<_>>());
    }
}
