//! Names, labels and strings as LLVM escapes them.

/// `printEscapedString`: printable ASCII except `"` and `\` as is, `\\` for
/// a backslash, anything else as `\XX` (uppercase hex).
pub(crate) fn write_escaped(out: &mut String, s: &[u8]) {
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            push_hex_escape(out, c);
        }
    }
}

fn push_hex_escape(out: &mut String, c: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('\\');
    out.push(HEX[(c >> 4) as usize] as char);
    out.push(HEX[(c & 15) as usize] as char);
}

/// A name without prefix: bare if it is `[-a-zA-Z._0-9]+` not starting
/// with a digit, else quoted and escaped.
pub(crate) fn write_name_body(out: &mut String, name: &[u8]) {
    let needs_quotes = name.is_empty()
        || name[0].is_ascii_digit()
        || name
            .iter()
            .any(|&c| !(c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_'));
    if needs_quotes {
        out.push('"');
        write_escaped(out, name);
        out.push('"');
    } else {
        // Only ASCII here.
        out.push_str(std::str::from_utf8(name).unwrap_or_default());
    }
}

pub(crate) fn write_global_name(out: &mut String, name: &[u8]) {
    out.push('@');
    write_name_body(out, name);
}

pub(crate) fn write_local_name(out: &mut String, name: &[u8]) {
    out.push('%');
    write_name_body(out, name);
}

pub(crate) fn write_label(out: &mut String, name: &[u8]) {
    write_name_body(out, name);
}

/// Metadata names (`!foo`, attachment kinds): `[-a-zA-Z$._][-a-zA-Z$._0-9]*`
/// with any other byte (a backslash too) written as `\XX`.
pub(crate) fn write_md_identifier(out: &mut String, name: &[u8]) {
    for (i, &c) in name.iter().enumerate() {
        let ok = c.is_ascii_alphabetic()
            || (i > 0 && c.is_ascii_digit())
            || matches!(c, b'-' | b'$' | b'.' | b'_');
        if ok {
            out.push(c as char);
        } else {
            push_hex_escape(out, c);
        }
    }
}
