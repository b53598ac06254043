//! `parse_module_located`: where each global value and instruction was
//! written, under the ids of the module it gives.

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::{GlobalId, InstId};

const SRC: &str = r#"; a comment
declare void @llvm.dbg.value(metadata, metadata, metadata)

@g = global i32 0

define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
    %y = mul i32 %x, %x
  ret i32 %y
}

@al = alias i32, ptr @g
declare i32 @later()
"#;

#[test]
fn definitions_and_instructions_have_their_places() {
    let options = llconv_text::ParseOptions::default();
    let (m, places) = llconv_text::parse_module_located(SRC.as_bytes(), "t.ll", &options).unwrap();
    // The same module as the ordinary parse, whose ids the places use.
    let plain = llconv_text::parse_module(SRC.as_bytes(), "t.ll").unwrap();
    assert_eq!(
        llconv_text::print_module(&m),
        llconv_text::print_module(&plain)
    );
    let id = |name: &[u8]| m.find_global(name).unwrap();
    // `llvm.dbg.value`'s declaration is dropped as the calls are upgraded,
    // and the ids of the others still find their places.
    assert!(m.find_global(b"llvm.dbg.value").is_none());
    assert_eq!(places.of(ValueRef::Global(id(b"g"))), Some((4, 1)));
    assert_eq!(places.of(ValueRef::Global(id(b"f"))), Some((6, 12)));
    assert_eq!(places.of(ValueRef::Global(id(b"al"))), Some((13, 1)));
    assert_eq!(places.of(ValueRef::Global(id(b"later"))), Some((14, 13)));
    let f = id(b"f");
    assert_eq!(
        places.of(ValueRef::Inst(f, InstId::from_u32(0))),
        Some((8, 3))
    );
    assert_eq!(
        places.of(ValueRef::Inst(f, InstId::from_u32(1))),
        Some((9, 5))
    );
    assert_eq!(
        places.of(ValueRef::Inst(f, InstId::from_u32(2))),
        Some((10, 3))
    );
    assert_eq!(places.of(ValueRef::Inst(f, InstId::from_u32(3))), None);
    assert_eq!(places.of(ValueRef::Global(GlobalId::from_u32(99))), None);
}
