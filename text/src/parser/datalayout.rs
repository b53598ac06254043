//! Validation of `target datalayout` strings, with llvm-as-22's messages.

fn num(s: &[u8]) -> Option<u64> {
    if s.is_empty() || !s.iter().all(u8::is_ascii_digit) || s.len() > 19 {
        return None;
    }
    crate::lexer::parse_u64(s)
}

fn addr_space(s: &[u8]) -> Result<(), String> {
    if s.is_empty() {
        return Ok(());
    }
    match num(s) {
        Some(v) if v < (1 << 24) => Ok(()),
        _ => Err("address space must be a 24-bit integer".into()),
    }
}

fn size(s: &[u8]) -> Result<u64, String> {
    match num(s) {
        Some(v) if v > 0 && v < (1 << 24) => Ok(v),
        _ => Err("size must be a non-zero 24-bit integer".into()),
    }
}

/// An alignment in bits: `what` is "ABI" or "preferred".
fn align(s: &[u8], what: &str, allow_zero: bool) -> Result<u64, String> {
    if s.is_empty() {
        return Err(format!("{what} alignment component cannot be empty"));
    }
    let v = match num(s) {
        Some(v) if v < (1 << 16) => v,
        _ => return Err(format!("{what} alignment must be a 16-bit integer")),
    };
    if v == 0 {
        if allow_zero {
            return Ok(0);
        }
        return Err(format!("{what} alignment must be non-zero"));
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!(
            "{what} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v)
}

/// Checks a data layout string the way `DataLayout::parse` does.
pub(crate) fn check(dl: &[u8]) -> Result<(), String> {
    if dl.is_empty() {
        return Ok(());
    }
    for spec in dl.split(|&c| c == b'-') {
        let Some(&c) = spec.first() else {
            return Err("empty specification is not allowed".into());
        };
        let rest = &spec[1..];
        match c {
            b'e' | b'E' => {
                if !rest.is_empty() {
                    return Err(format!(
                        "malformed specification, must be of the form \"{}\"",
                        c as char
                    ));
                }
            }
            b'm' => {
                if rest.len() != 2 || rest[0] != b':' {
                    return Err(
                        "malformed specification, must be of the form \"m:<mangling>\"".into(),
                    );
                }
                if !matches!(rest[1], b'e' | b'o' | b'l' | b'w' | b'x' | b'm' | b'a') {
                    return Err("unknown mangling mode".into());
                }
            }
            b'S' => {
                let v = num(rest).ok_or("stack natural alignment must be a 16-bit integer")?;
                if v != 0 && (v % 8 != 0 || !(v / 8).is_power_of_two()) {
                    return Err(
                        "stack natural alignment must be a power of two times the byte width"
                            .into(),
                    );
                }
            }
            b'A' | b'P' | b'G' => addr_space(rest).and_then(|_| {
                if rest.is_empty() {
                    Err("address space must be a 24-bit integer".into())
                } else {
                    Ok(())
                }
            })?,
            b'F' => {
                if !matches!(rest.first(), Some(b'i' | b'n')) {
                    return Err("unknown function pointer alignment type".into());
                }
                align(&rest[1..], "ABI", false)?;
            }
            // `s` (old stack alignment) is accepted and ignored.
            b's' => {}
            b'n' if rest.first() == Some(&b'i') => {
                for p in rest[1..].split(|&c| c == b':').skip(1) {
                    addr_space(p)?;
                    if p == b"0" {
                        return Err("address space 0 cannot be non-integral".into());
                    }
                }
            }
            b'n' => {
                for p in rest.split(|&c| c == b':') {
                    size(p)?;
                }
            }
            b'p' => {
                let parts: Vec<&[u8]> = rest.split(|&c| c == b':').collect();
                let form = "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"";
                if parts.len() < 3 || parts.len() > 5 {
                    return Err(form.into());
                }
                // The address space may carry flags letters after digits.
                let as_digits: Vec<u8> = parts[0]
                    .iter()
                    .copied()
                    .take_while(u8::is_ascii_digit)
                    .collect();
                addr_space(&as_digits)?;
                let psize = match num(parts[1]) {
                    Some(v) if v > 0 && v < (1 << 24) => v,
                    _ => return Err("pointer size must be a non-zero 24-bit integer".into()),
                };
                let abi = align(parts[2], "ABI", false)?;
                if let Some(p) = parts.get(3) {
                    let pref = align(p, "preferred", false)?;
                    if pref < abi {
                        return Err(
                            "preferred alignment cannot be less than the ABI alignment".into()
                        );
                    }
                }
                if let Some(i) = parts.get(4) {
                    match num(i) {
                        Some(v) if v > psize => {
                            return Err("index size cannot be larger than the pointer size".into())
                        }
                        Some(v) if v > 0 && v < (1 << 24) => {}
                        _ => return Err("index size must be a non-zero 24-bit integer".into()),
                    }
                }
            }
            b'i' | b'v' | b'f' | b'a' => {
                let parts: Vec<&[u8]> = rest.split(|&c| c == b':').collect();
                if parts.len() < 2 || parts.len() > 3 {
                    return Err(format!(
                        "malformed specification, must be of the form \"{}<size>:<abi>[:<pref>]\"",
                        c as char
                    ));
                }
                let sz = if c == b'a' {
                    if !parts[0].is_empty() && num(parts[0]) != Some(0) {
                        return Err("size must be zero".into());
                    }
                    0
                } else {
                    size(parts[0])?
                };
                let abi = align(parts[1], "ABI", c == b'a')?;
                if c == b'i' && sz == 8 && abi != 8 {
                    return Err("i8 must be 8-bit aligned".into());
                }
                if let Some(p) = parts.get(2) {
                    let pref = align(p, "preferred", false)?;
                    if pref < abi {
                        return Err(
                            "preferred alignment cannot be less than the ABI alignment".into()
                        );
                    }
                }
            }
            _ => return Err(format!("unknown specifier '{}'", c as char)),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn layouts() {
        assert!(check(
            b"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
        )
        .is_ok());
        assert!(check(b"E-m:o-i64:64-n32:64-S128-Fi8-P1-A5-G1").is_ok());
        assert_eq!(
            check(b"i64:64:16").unwrap_err(),
            "preferred alignment cannot be less than the ABI alignment"
        );
        assert_eq!(check(b"^").unwrap_err(), "unknown specifier '^'");
        assert_eq!(
            check(b"a:").unwrap_err(),
            "ABI alignment component cannot be empty"
        );
        assert_eq!(
            check(b"v128:0:128").unwrap_err(),
            "ABI alignment must be non-zero"
        );
    }
}
