//! Type syntax, with identified structs by name or by number.

use super::names::{write_escaped, write_local_name};
use super::num::push_int;
use super::numbering::Numbering;
use llconv_ir::{Module, StructId, Type, TypeId};

pub(crate) fn write_type(out: &mut String, m: &Module, n: &Numbering, t: TypeId) {
    match m.types.get(t) {
        Type::Void => out.push_str("void"),
        Type::Half => out.push_str("half"),
        Type::BFloat => out.push_str("bfloat"),
        Type::Float => out.push_str("float"),
        Type::Double => out.push_str("double"),
        Type::X86Fp80 => out.push_str("x86_fp80"),
        Type::Fp128 => out.push_str("fp128"),
        Type::PpcFp128 => out.push_str("ppc_fp128"),
        Type::X86Amx => out.push_str("x86_amx"),
        Type::Label => out.push_str("label"),
        Type::Metadata => out.push_str("metadata"),
        Type::Token => out.push_str("token"),
        Type::Int(w) => {
            out.push('i');
            push_int(out, *w);
        }
        Type::Ptr(0) => out.push_str("ptr"),
        Type::Ptr(a) => {
            out.push_str("ptr addrspace(");
            push_int(out, *a);
            out.push(')');
        }
        Type::Vector {
            elem,
            len,
            scalable,
        } => {
            if *scalable {
                out.push_str("<vscale x ");
                push_int(out, *len);
                out.push_str(" x ");
            } else {
                out.push('<');
                push_int(out, *len);
                out.push_str(" x ");
            }
            write_type(out, m, n, *elem);
            out.push('>');
        }
        Type::Array { elem, len } => {
            out.push('[');
            push_int(out, *len);
            out.push_str(" x ");
            write_type(out, m, n, *elem);
            out.push(']');
        }
        Type::Function {
            ret,
            params,
            vararg,
        } => {
            write_type(out, m, n, *ret);
            out.push_str(" (");
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, m, n, p);
            }
            if *vararg {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push(')');
        }
        Type::Struct { elems, packed } => write_struct_elems(out, m, n, elems, *packed),
        Type::Named(i) => {
            let s = &m.types.structs[*i];
            match &s.name {
                Some(name) => write_local_name(out, name),
                None => match n.struct_numbers.get(i) {
                    Some(num) => {
                        out.push('%');
                        push_int(out, *num);
                    }
                    None => write_struct_body(out, m, n, *i),
                },
            }
        }
        Type::TargetExt { name, types, ints } => {
            out.push_str("target(\"");
            write_escaped(out, name);
            out.push('"');
            for &t in types {
                out.push_str(", ");
                write_type(out, m, n, t);
            }
            for i in ints {
                out.push_str(", ");
                push_int(out, *i);
            }
            out.push(')');
        }
    }
}

pub(crate) fn write_struct_body(out: &mut String, m: &Module, n: &Numbering, s: StructId) {
    match &m.types.structs[s].body {
        None => out.push_str("opaque"),
        Some(b) => write_struct_elems(out, m, n, &b.elems, b.packed),
    }
}

fn write_struct_elems(out: &mut String, m: &Module, n: &Numbering, elems: &[TypeId], packed: bool) {
    if packed {
        out.push('<');
    }
    if elems.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, m, n, e);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}
