//! Bytes that `llvm-dis` prints raw (module identifier, data layout,
//! triple, `gc` names, string attribute keys), through printers that build
//! a `String`.
//!
//! Such bytes need not be UTF-8, and LLVM writes them as they are. A
//! printer pushes them with [`push_raw`], which stands each non-ASCII byte
//! in for a character of Unicode's last private-use block (U+10FF80 +
//! byte - 0x80); [`decode_raw`] turns those back into the bytes at the end.
//! Nothing else a printer writes is non-ASCII and raw (every other string
//! is printed with escapes), so the stand-ins cannot be confused.

/// First stand-in character: byte 0x80.
const BASE: u32 = 0x10FF80;

/// Appends `bytes` to `out`, non-ASCII bytes as stand-ins.
pub fn push_raw(out: &mut String, bytes: &[u8]) {
    if bytes.is_ascii() {
        // ASCII is valid UTF-8 (checked just above).
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
        return;
    }
    for &b in bytes {
        if b.is_ascii() {
            out.push(b as char);
        } else {
            out.push(char::from_u32(BASE + u32::from(b - 0x80)).unwrap_or('\u{FFFD}'));
        }
    }
}

/// The bytes `printed` stands for: stand-ins back to raw bytes.
pub fn decode_raw(printed: String) -> Vec<u8> {
    // Every stand-in's UTF-8 starts with 0xF4 0x8F 0xBE or 0xF4 0x8F 0xBF;
    // without a 0xF4 byte there is nothing to do.
    if !printed.as_bytes().contains(&0xF4) {
        return printed.into_bytes();
    }
    let mut out = Vec::with_capacity(printed.len());
    let mut buf = [0u8; 4];
    for c in printed.chars() {
        let u = c as u32;
        if (BASE..BASE + 0x80).contains(&u) {
            out.push((u - BASE) as u8 + 0x80);
        } else {
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    out
}

/// `printed` as text: raw bytes that are not UTF-8 become U+FFFD.
pub fn decode_raw_lossy(printed: String) -> String {
    if !printed.as_bytes().contains(&0xF4) {
        return printed;
    }
    match String::from_utf8(decode_raw(printed)) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_bytes_come_back_exactly() {
        let raw: &[u8] = b"a\xff\x80b\xc3\xa9\xf4\x8f\xbf\xbfz";
        let mut s = String::from("x=");
        push_raw(&mut s, raw);
        let mut want = b"x=".to_vec();
        want.extend_from_slice(raw);
        assert_eq!(decode_raw(s.clone()), want);
        assert_eq!(decode_raw_lossy(s), String::from_utf8_lossy(&want));
        assert_eq!(decode_raw("plain \u{e9}".into()), "plain \u{e9}".as_bytes());
    }
}
