//! A `blockaddress` must name a block, other than the entry, of a function
//! with a body: `llvm-dis-22` refuses the others ("Never resolved function
//! from blockaddress", "Invalid record"), and so does our reader, where it
//! printed `<badref>` (and an upgrade that dropped the declaration it named
//! left the constant naming nothing, a panic when printed).

use llconv_ir::constants::ConstKind;
use llconv_ir::{BlockId, GlobalId};

/// A change to a `blockaddress`'s function and block.
type Tweak = fn(&mut GlobalId, &mut BlockId);

#[test]
fn dangling_block_addresses_are_refused() {
    let src = "declare void @d()\ndefine ptr @f() {\nentry:\n  br label %a\na:\n  ret ptr blockaddress(@f, %a)\n}\n";
    let valid = llconv_text::parse_module(src.as_bytes(), "t.ll").unwrap();
    assert!(llconv_bitcode::read_module(&llconv_bitcode::write_module(&valid), "t.bc").is_ok());
    let cases: [(&str, Tweak); 3] = [
        ("never resolved function from blockaddress", |f, _| {
            *f = GlobalId::from_index(0)
        }),
        (
            "invalid record: blockaddress of block 7 of a function with 2 blocks",
            |_, b| *b = BlockId::from_u32(7),
        ),
        (
            "invalid record: blockaddress of block 0 of a function with 2 blocks (its entry block)",
            |_, b| *b = BlockId::from_u32(0),
        ),
    ];
    for (why, tweak) in cases {
        let mut m = valid.clone();
        m.consts.rewrite_in_place(|k| {
            if let ConstKind::BlockAddress { func, block } = k {
                tweak(func, block);
            }
        });
        let err = llconv_bitcode::read_module(&llconv_bitcode::write_module(&m), "t.bc")
            .unwrap_err()
            .to_string();
        assert!(err.ends_with(why), "{err}");
    }
}
