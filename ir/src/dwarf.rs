//! DWARF and debug-info name tables, as LLVM 22 spells them in `.ll` text:
//! tags, languages, base type encodings, calling conventions, virtualities,
//! `DW_OP_*` operations (with LLVM's internal `DW_OP_LLVM_*`), macinfo types,
//! `DIFlag*` / `DISPFlag*` flags, and the small enumerations of
//! `DICompileUnit`, `DIFile` and `DIFixedPointType`.
//!
//! Every table is a `&[(value, name)]` slice; [`name_of`] and [`value_of`]
//! look up either way. The numeric values are those of the DWARF standard and
//! LLVM's `Dwarf.def` / `DebugInfoFlags.def` (LLVM 22).

/// The name of `value` in `table`, if it has one.
pub fn name_of(table: &[(u32, &'static str)], value: u64) -> Option<&'static str> {
    let v = u32::try_from(value).ok()?;
    table.iter().find(|(x, _)| *x == v).map(|(_, n)| *n)
}

/// The value named `name` in `table` (exact, case-sensitive match).
pub fn value_of(table: &[(u32, &'static str)], name: &[u8]) -> Option<u32> {
    table
        .iter()
        .find(|(_, n)| n.as_bytes() == name)
        .map(|(v, _)| *v)
}

/// DW_TAG_*, in `Dwarf.def` order.
pub const TAGS: &[(u32, &str)] = &[
    (0x0, "DW_TAG_null"),
    (0x1, "DW_TAG_array_type"),
    (0x2, "DW_TAG_class_type"),
    (0x3, "DW_TAG_entry_point"),
    (0x4, "DW_TAG_enumeration_type"),
    (0x5, "DW_TAG_formal_parameter"),
    (0x8, "DW_TAG_imported_declaration"),
    (0xa, "DW_TAG_label"),
    (0xb, "DW_TAG_lexical_block"),
    (0xd, "DW_TAG_member"),
    (0xf, "DW_TAG_pointer_type"),
    (0x10, "DW_TAG_reference_type"),
    (0x11, "DW_TAG_compile_unit"),
    (0x12, "DW_TAG_string_type"),
    (0x13, "DW_TAG_structure_type"),
    (0x15, "DW_TAG_subroutine_type"),
    (0x16, "DW_TAG_typedef"),
    (0x17, "DW_TAG_union_type"),
    (0x18, "DW_TAG_unspecified_parameters"),
    (0x19, "DW_TAG_variant"),
    (0x1a, "DW_TAG_common_block"),
    (0x1b, "DW_TAG_common_inclusion"),
    (0x1c, "DW_TAG_inheritance"),
    (0x1d, "DW_TAG_inlined_subroutine"),
    (0x1e, "DW_TAG_module"),
    (0x1f, "DW_TAG_ptr_to_member_type"),
    (0x20, "DW_TAG_set_type"),
    (0x21, "DW_TAG_subrange_type"),
    (0x22, "DW_TAG_with_stmt"),
    (0x23, "DW_TAG_access_declaration"),
    (0x24, "DW_TAG_base_type"),
    (0x25, "DW_TAG_catch_block"),
    (0x26, "DW_TAG_const_type"),
    (0x27, "DW_TAG_constant"),
    (0x28, "DW_TAG_enumerator"),
    (0x29, "DW_TAG_file_type"),
    (0x2a, "DW_TAG_friend"),
    (0x2b, "DW_TAG_namelist"),
    (0x2c, "DW_TAG_namelist_item"),
    (0x2d, "DW_TAG_packed_type"),
    (0x2e, "DW_TAG_subprogram"),
    (0x2f, "DW_TAG_template_type_parameter"),
    (0x30, "DW_TAG_template_value_parameter"),
    (0x31, "DW_TAG_thrown_type"),
    (0x32, "DW_TAG_try_block"),
    (0x33, "DW_TAG_variant_part"),
    (0x34, "DW_TAG_variable"),
    (0x35, "DW_TAG_volatile_type"),
    (0x36, "DW_TAG_dwarf_procedure"),
    (0x37, "DW_TAG_restrict_type"),
    (0x38, "DW_TAG_interface_type"),
    (0x39, "DW_TAG_namespace"),
    (0x3a, "DW_TAG_imported_module"),
    (0x3b, "DW_TAG_unspecified_type"),
    (0x3c, "DW_TAG_partial_unit"),
    (0x3d, "DW_TAG_imported_unit"),
    (0x3f, "DW_TAG_condition"),
    (0x40, "DW_TAG_shared_type"),
    (0x41, "DW_TAG_type_unit"),
    (0x42, "DW_TAG_rvalue_reference_type"),
    (0x43, "DW_TAG_template_alias"),
    (0x44, "DW_TAG_coarray_type"),
    (0x45, "DW_TAG_generic_subrange"),
    (0x46, "DW_TAG_dynamic_type"),
    (0x47, "DW_TAG_atomic_type"),
    (0x48, "DW_TAG_call_site"),
    (0x49, "DW_TAG_call_site_parameter"),
    (0x4a, "DW_TAG_skeleton_unit"),
    (0x4b, "DW_TAG_immutable_type"),
    (0x4081, "DW_TAG_MIPS_loop"),
    (0x4101, "DW_TAG_format_label"),
    (0x4102, "DW_TAG_function_template"),
    (0x4103, "DW_TAG_class_template"),
    (0x4104, "DW_TAG_GNU_BINCL"),
    (0x4105, "DW_TAG_GNU_EINCL"),
    (0x4106, "DW_TAG_GNU_template_template_param"),
    (0x4107, "DW_TAG_GNU_template_parameter_pack"),
    (0x4108, "DW_TAG_GNU_formal_parameter_pack"),
    (0x4109, "DW_TAG_GNU_call_site"),
    (0x410a, "DW_TAG_GNU_call_site_parameter"),
    (0x4200, "DW_TAG_APPLE_property"),
    (0x4201, "DW_TAG_SUN_function_template"),
    (0x4202, "DW_TAG_SUN_class_template"),
    (0x4203, "DW_TAG_SUN_struct_template"),
    (0x4204, "DW_TAG_SUN_union_template"),
    (0x4205, "DW_TAG_SUN_indirect_inheritance"),
    (0x4206, "DW_TAG_SUN_codeflags"),
    (0x4207, "DW_TAG_SUN_memop_info"),
    (0x4208, "DW_TAG_SUN_omp_child_func"),
    (0x4209, "DW_TAG_SUN_rtti_descriptor"),
    (0x420a, "DW_TAG_SUN_dtor_info"),
    (0x420b, "DW_TAG_SUN_dtor"),
    (0x420c, "DW_TAG_SUN_f90_interface"),
    (0x420d, "DW_TAG_SUN_fortran_vax_structure"),
    (0x42ff, "DW_TAG_SUN_hi"),
    (0x4300, "DW_TAG_LLVM_ptrauth_type"),
    (0x5101, "DW_TAG_ALTIUM_circ_type"),
    (0x5102, "DW_TAG_ALTIUM_mwa_circ_type"),
    (0x5103, "DW_TAG_ALTIUM_rev_carry_type"),
    (0x5111, "DW_TAG_ALTIUM_rom"),
    (0x6000, "DW_TAG_LLVM_annotation"),
    (0x8004, "DW_TAG_GHS_namespace"),
    (0x8005, "DW_TAG_GHS_using_namespace"),
    (0x8006, "DW_TAG_GHS_using_declaration"),
    (0x8007, "DW_TAG_GHS_template_templ_param"),
    (0x8765, "DW_TAG_UPC_shared_type"),
    (0x8766, "DW_TAG_UPC_strict_type"),
    (0x8767, "DW_TAG_UPC_relaxed"),
    (0xa000, "DW_TAG_PGI_kanji_type"),
    (0xa020, "DW_TAG_PGI_interface_block"),
    (0xb000, "DW_TAG_BORLAND_property"),
    (0xb001, "DW_TAG_BORLAND_Delphi_string"),
    (0xb002, "DW_TAG_BORLAND_Delphi_dynamic_array"),
    (0xb003, "DW_TAG_BORLAND_Delphi_set"),
    (0xb004, "DW_TAG_BORLAND_Delphi_variant"),
];

/// DW_LANG_*, in `Dwarf.def` order.
pub const LANGS: &[(u32, &str)] = &[
    (0x1, "DW_LANG_C89"),
    (0x2, "DW_LANG_C"),
    (0x3, "DW_LANG_Ada83"),
    (0x4, "DW_LANG_C_plus_plus"),
    (0x5, "DW_LANG_Cobol74"),
    (0x6, "DW_LANG_Cobol85"),
    (0x7, "DW_LANG_Fortran77"),
    (0x8, "DW_LANG_Fortran90"),
    (0x9, "DW_LANG_Pascal83"),
    (0xa, "DW_LANG_Modula2"),
    (0xb, "DW_LANG_Java"),
    (0xc, "DW_LANG_C99"),
    (0xd, "DW_LANG_Ada95"),
    (0xe, "DW_LANG_Fortran95"),
    (0xf, "DW_LANG_PLI"),
    (0x10, "DW_LANG_ObjC"),
    (0x11, "DW_LANG_ObjC_plus_plus"),
    (0x12, "DW_LANG_UPC"),
    (0x13, "DW_LANG_D"),
    (0x14, "DW_LANG_Python"),
    (0x15, "DW_LANG_OpenCL"),
    (0x16, "DW_LANG_Go"),
    (0x17, "DW_LANG_Modula3"),
    (0x18, "DW_LANG_Haskell"),
    (0x19, "DW_LANG_C_plus_plus_03"),
    (0x1a, "DW_LANG_C_plus_plus_11"),
    (0x1b, "DW_LANG_OCaml"),
    (0x1c, "DW_LANG_Rust"),
    (0x1d, "DW_LANG_C11"),
    (0x1e, "DW_LANG_Swift"),
    (0x1f, "DW_LANG_Julia"),
    (0x20, "DW_LANG_Dylan"),
    (0x21, "DW_LANG_C_plus_plus_14"),
    (0x22, "DW_LANG_Fortran03"),
    (0x23, "DW_LANG_Fortran08"),
    (0x24, "DW_LANG_RenderScript"),
    (0x25, "DW_LANG_BLISS"),
    (0x26, "DW_LANG_Kotlin"),
    (0x27, "DW_LANG_Zig"),
    (0x28, "DW_LANG_Crystal"),
    (0x2a, "DW_LANG_C_plus_plus_17"),
    (0x2b, "DW_LANG_C_plus_plus_20"),
    (0x2c, "DW_LANG_C17"),
    (0x2d, "DW_LANG_Fortran18"),
    (0x2e, "DW_LANG_Ada2005"),
    (0x2f, "DW_LANG_Ada2012"),
    (0x30, "DW_LANG_HIP"),
    (0x31, "DW_LANG_Assembly"),
    (0x32, "DW_LANG_C_sharp"),
    (0x33, "DW_LANG_Mojo"),
    (0x34, "DW_LANG_GLSL"),
    (0x35, "DW_LANG_GLSL_ES"),
    (0x36, "DW_LANG_HLSL"),
    (0x37, "DW_LANG_OpenCL_CPP"),
    (0x38, "DW_LANG_CPP_for_OpenCL"),
    (0x39, "DW_LANG_SYCL"),
    (0x3d, "DW_LANG_Metal"),
    (0x40, "DW_LANG_Ruby"),
    (0x41, "DW_LANG_Move"),
    (0x42, "DW_LANG_Hylo"),
    (0x8001, "DW_LANG_Mips_Assembler"),
    (0x8e57, "DW_LANG_GOOGLE_RenderScript"),
    (0xb000, "DW_LANG_BORLAND_Delphi"),
];

/// DW_LNAME_* (versioned source language names), in `Dwarf.def` order.
pub const LNAMES: &[(u32, &str)] = &[
    (0x1, "DW_LNAME_Ada"),
    (0x2, "DW_LNAME_BLISS"),
    (0x3, "DW_LNAME_C"),
    (0x4, "DW_LNAME_C_plus_plus"),
    (0x5, "DW_LNAME_Cobol"),
    (0x6, "DW_LNAME_Crystal"),
    (0x7, "DW_LNAME_D"),
    (0x8, "DW_LNAME_Dylan"),
    (0x9, "DW_LNAME_Fortran"),
    (0xa, "DW_LNAME_Go"),
    (0xb, "DW_LNAME_Haskell"),
    (0xc, "DW_LNAME_Java"),
    (0xd, "DW_LNAME_Julia"),
    (0xe, "DW_LNAME_Kotlin"),
    (0xf, "DW_LNAME_Modula2"),
    (0x10, "DW_LNAME_Modula3"),
    (0x11, "DW_LNAME_ObjC"),
    (0x12, "DW_LNAME_ObjC_plus_plus"),
    (0x13, "DW_LNAME_OCaml"),
    (0x14, "DW_LNAME_OpenCL_C"),
    (0x15, "DW_LNAME_Pascal"),
    (0x16, "DW_LNAME_PLI"),
    (0x17, "DW_LNAME_Python"),
    (0x18, "DW_LNAME_RenderScript"),
    (0x19, "DW_LNAME_Rust"),
    (0x1a, "DW_LNAME_Swift"),
    (0x1b, "DW_LNAME_UPC"),
    (0x1c, "DW_LNAME_Zig"),
    (0x1d, "DW_LNAME_Assembly"),
    (0x1e, "DW_LNAME_C_sharp"),
    (0x1f, "DW_LNAME_Mojo"),
    (0x20, "DW_LNAME_GLSL"),
    (0x21, "DW_LNAME_GLSL_ES"),
    (0x22, "DW_LNAME_HLSL"),
    (0x23, "DW_LNAME_OpenCL_CPP"),
    (0x24, "DW_LNAME_CPP_for_OpenCL"),
    (0x25, "DW_LNAME_SYCL"),
    (0x26, "DW_LNAME_Ruby"),
    (0x27, "DW_LNAME_Move"),
    (0x28, "DW_LNAME_Hylo"),
    (0x2c, "DW_LNAME_Metal"),
];

/// DW_ATE_* (base type encodings), in `Dwarf.def` order.
pub const ATES: &[(u32, &str)] = &[
    (0x1, "DW_ATE_address"),
    (0x2, "DW_ATE_boolean"),
    (0x3, "DW_ATE_complex_float"),
    (0x4, "DW_ATE_float"),
    (0x5, "DW_ATE_signed"),
    (0x6, "DW_ATE_signed_char"),
    (0x7, "DW_ATE_unsigned"),
    (0x8, "DW_ATE_unsigned_char"),
    (0x9, "DW_ATE_imaginary_float"),
    (0xa, "DW_ATE_packed_decimal"),
    (0xb, "DW_ATE_numeric_string"),
    (0xc, "DW_ATE_edited"),
    (0xd, "DW_ATE_signed_fixed"),
    (0xe, "DW_ATE_unsigned_fixed"),
    (0xf, "DW_ATE_decimal_float"),
    (0x10, "DW_ATE_UTF"),
    (0x11, "DW_ATE_UCS"),
    (0x12, "DW_ATE_ASCII"),
    (0x81, "DW_ATE_HP_complex_float"),
    (0x82, "DW_ATE_HP_float128"),
    (0x83, "DW_ATE_HP_complex_float128"),
    (0x84, "DW_ATE_HP_floathpintel"),
    (0x85, "DW_ATE_HP_imaginary_float90"),
    (0x86, "DW_ATE_HP_imaginary_float128"),
];

/// DW_VIRTUALITY_*, in `Dwarf.def` order.
pub const VIRTUALITIES: &[(u32, &str)] = &[
    (0x0, "DW_VIRTUALITY_none"),
    (0x1, "DW_VIRTUALITY_virtual"),
    (0x2, "DW_VIRTUALITY_pure_virtual"),
];

/// DW_CC_* (calling conventions), in `Dwarf.def` order.
pub const CCS: &[(u32, &str)] = &[
    (0x1, "DW_CC_normal"),
    (0x2, "DW_CC_program"),
    (0x3, "DW_CC_nocall"),
    (0x4, "DW_CC_pass_by_reference"),
    (0x5, "DW_CC_pass_by_value"),
    (0x40, "DW_CC_GNU_renesas_sh"),
    (0x41, "DW_CC_GNU_borland_fastcall_i386"),
    (0xb0, "DW_CC_BORLAND_safecall"),
    (0xb1, "DW_CC_BORLAND_stdcall"),
    (0xb2, "DW_CC_BORLAND_pascal"),
    (0xb3, "DW_CC_BORLAND_msfastcall"),
    (0xb4, "DW_CC_BORLAND_msreturn"),
    (0xb5, "DW_CC_BORLAND_thiscall"),
    (0xb6, "DW_CC_BORLAND_fastcall"),
    (0xc0, "DW_CC_LLVM_vectorcall"),
    (0xc1, "DW_CC_LLVM_Win64"),
    (0xc2, "DW_CC_LLVM_X86_64SysV"),
    (0xc3, "DW_CC_LLVM_AAPCS"),
    (0xc4, "DW_CC_LLVM_AAPCS_VFP"),
    (0xc5, "DW_CC_LLVM_IntelOclBicc"),
    (0xc6, "DW_CC_LLVM_SpirFunction"),
    (0xc7, "DW_CC_LLVM_DeviceKernel"),
    (0xc8, "DW_CC_LLVM_Swift"),
    (0xc9, "DW_CC_LLVM_PreserveMost"),
    (0xca, "DW_CC_LLVM_PreserveAll"),
    (0xcb, "DW_CC_LLVM_X86RegCall"),
    (0xcc, "DW_CC_LLVM_M68kRTD"),
    (0xcd, "DW_CC_LLVM_PreserveNone"),
    (0xce, "DW_CC_LLVM_RISCVVectorCall"),
    (0xcf, "DW_CC_LLVM_SwiftTail"),
    (0xd0, "DW_CC_LLVM_RISCVVLSCall"),
    (0xff, "DW_CC_GDB_IBM_OpenCL"),
];

/// DW_APPLE_ENUM_KIND_*, in `Dwarf.def` order.
pub const APPLE_ENUM_KINDS: &[(u32, &str)] = &[
    (0x0, "DW_APPLE_ENUM_KIND_Closed"),
    (0x1, "DW_APPLE_ENUM_KIND_Open"),
];

/// DW_OP_* and the LLVM-internal DW_OP_LLVM_* operations, in `Dwarf.def` order.
pub const OPS: &[(u32, &str)] = &[
    (0x3, "DW_OP_addr"),
    (0x6, "DW_OP_deref"),
    (0x8, "DW_OP_const1u"),
    (0x9, "DW_OP_const1s"),
    (0xa, "DW_OP_const2u"),
    (0xb, "DW_OP_const2s"),
    (0xc, "DW_OP_const4u"),
    (0xd, "DW_OP_const4s"),
    (0xe, "DW_OP_const8u"),
    (0xf, "DW_OP_const8s"),
    (0x10, "DW_OP_constu"),
    (0x11, "DW_OP_consts"),
    (0x12, "DW_OP_dup"),
    (0x13, "DW_OP_drop"),
    (0x14, "DW_OP_over"),
    (0x15, "DW_OP_pick"),
    (0x16, "DW_OP_swap"),
    (0x17, "DW_OP_rot"),
    (0x18, "DW_OP_xderef"),
    (0x19, "DW_OP_abs"),
    (0x1a, "DW_OP_and"),
    (0x1b, "DW_OP_div"),
    (0x1c, "DW_OP_minus"),
    (0x1d, "DW_OP_mod"),
    (0x1e, "DW_OP_mul"),
    (0x1f, "DW_OP_neg"),
    (0x20, "DW_OP_not"),
    (0x21, "DW_OP_or"),
    (0x22, "DW_OP_plus"),
    (0x23, "DW_OP_plus_uconst"),
    (0x24, "DW_OP_shl"),
    (0x25, "DW_OP_shr"),
    (0x26, "DW_OP_shra"),
    (0x27, "DW_OP_xor"),
    (0x28, "DW_OP_bra"),
    (0x29, "DW_OP_eq"),
    (0x2a, "DW_OP_ge"),
    (0x2b, "DW_OP_gt"),
    (0x2c, "DW_OP_le"),
    (0x2d, "DW_OP_lt"),
    (0x2e, "DW_OP_ne"),
    (0x2f, "DW_OP_skip"),
    (0x30, "DW_OP_lit0"),
    (0x31, "DW_OP_lit1"),
    (0x32, "DW_OP_lit2"),
    (0x33, "DW_OP_lit3"),
    (0x34, "DW_OP_lit4"),
    (0x35, "DW_OP_lit5"),
    (0x36, "DW_OP_lit6"),
    (0x37, "DW_OP_lit7"),
    (0x38, "DW_OP_lit8"),
    (0x39, "DW_OP_lit9"),
    (0x3a, "DW_OP_lit10"),
    (0x3b, "DW_OP_lit11"),
    (0x3c, "DW_OP_lit12"),
    (0x3d, "DW_OP_lit13"),
    (0x3e, "DW_OP_lit14"),
    (0x3f, "DW_OP_lit15"),
    (0x40, "DW_OP_lit16"),
    (0x41, "DW_OP_lit17"),
    (0x42, "DW_OP_lit18"),
    (0x43, "DW_OP_lit19"),
    (0x44, "DW_OP_lit20"),
    (0x45, "DW_OP_lit21"),
    (0x46, "DW_OP_lit22"),
    (0x47, "DW_OP_lit23"),
    (0x48, "DW_OP_lit24"),
    (0x49, "DW_OP_lit25"),
    (0x4a, "DW_OP_lit26"),
    (0x4b, "DW_OP_lit27"),
    (0x4c, "DW_OP_lit28"),
    (0x4d, "DW_OP_lit29"),
    (0x4e, "DW_OP_lit30"),
    (0x4f, "DW_OP_lit31"),
    (0x50, "DW_OP_reg0"),
    (0x51, "DW_OP_reg1"),
    (0x52, "DW_OP_reg2"),
    (0x53, "DW_OP_reg3"),
    (0x54, "DW_OP_reg4"),
    (0x55, "DW_OP_reg5"),
    (0x56, "DW_OP_reg6"),
    (0x57, "DW_OP_reg7"),
    (0x58, "DW_OP_reg8"),
    (0x59, "DW_OP_reg9"),
    (0x5a, "DW_OP_reg10"),
    (0x5b, "DW_OP_reg11"),
    (0x5c, "DW_OP_reg12"),
    (0x5d, "DW_OP_reg13"),
    (0x5e, "DW_OP_reg14"),
    (0x5f, "DW_OP_reg15"),
    (0x60, "DW_OP_reg16"),
    (0x61, "DW_OP_reg17"),
    (0x62, "DW_OP_reg18"),
    (0x63, "DW_OP_reg19"),
    (0x64, "DW_OP_reg20"),
    (0x65, "DW_OP_reg21"),
    (0x66, "DW_OP_reg22"),
    (0x67, "DW_OP_reg23"),
    (0x68, "DW_OP_reg24"),
    (0x69, "DW_OP_reg25"),
    (0x6a, "DW_OP_reg26"),
    (0x6b, "DW_OP_reg27"),
    (0x6c, "DW_OP_reg28"),
    (0x6d, "DW_OP_reg29"),
    (0x6e, "DW_OP_reg30"),
    (0x6f, "DW_OP_reg31"),
    (0x70, "DW_OP_breg0"),
    (0x71, "DW_OP_breg1"),
    (0x72, "DW_OP_breg2"),
    (0x73, "DW_OP_breg3"),
    (0x74, "DW_OP_breg4"),
    (0x75, "DW_OP_breg5"),
    (0x76, "DW_OP_breg6"),
    (0x77, "DW_OP_breg7"),
    (0x78, "DW_OP_breg8"),
    (0x79, "DW_OP_breg9"),
    (0x7a, "DW_OP_breg10"),
    (0x7b, "DW_OP_breg11"),
    (0x7c, "DW_OP_breg12"),
    (0x7d, "DW_OP_breg13"),
    (0x7e, "DW_OP_breg14"),
    (0x7f, "DW_OP_breg15"),
    (0x80, "DW_OP_breg16"),
    (0x81, "DW_OP_breg17"),
    (0x82, "DW_OP_breg18"),
    (0x83, "DW_OP_breg19"),
    (0x84, "DW_OP_breg20"),
    (0x85, "DW_OP_breg21"),
    (0x86, "DW_OP_breg22"),
    (0x87, "DW_OP_breg23"),
    (0x88, "DW_OP_breg24"),
    (0x89, "DW_OP_breg25"),
    (0x8a, "DW_OP_breg26"),
    (0x8b, "DW_OP_breg27"),
    (0x8c, "DW_OP_breg28"),
    (0x8d, "DW_OP_breg29"),
    (0x8e, "DW_OP_breg30"),
    (0x8f, "DW_OP_breg31"),
    (0x90, "DW_OP_regx"),
    (0x91, "DW_OP_fbreg"),
    (0x92, "DW_OP_bregx"),
    (0x93, "DW_OP_piece"),
    (0x94, "DW_OP_deref_size"),
    (0x95, "DW_OP_xderef_size"),
    (0x96, "DW_OP_nop"),
    (0x97, "DW_OP_push_object_address"),
    (0x98, "DW_OP_call2"),
    (0x99, "DW_OP_call4"),
    (0x9a, "DW_OP_call_ref"),
    (0x9b, "DW_OP_form_tls_address"),
    (0x9c, "DW_OP_call_frame_cfa"),
    (0x9d, "DW_OP_bit_piece"),
    (0x9e, "DW_OP_implicit_value"),
    (0x9f, "DW_OP_stack_value"),
    (0xa0, "DW_OP_implicit_pointer"),
    (0xa1, "DW_OP_addrx"),
    (0xa2, "DW_OP_constx"),
    (0xa3, "DW_OP_entry_value"),
    (0xa4, "DW_OP_const_type"),
    (0xa5, "DW_OP_regval_type"),
    (0xa6, "DW_OP_deref_type"),
    (0xa7, "DW_OP_xderef_type"),
    (0xa8, "DW_OP_convert"),
    (0xa9, "DW_OP_reinterpret"),
    (0xe0, "DW_OP_GNU_push_tls_address"),
    (0xe1, "DW_OP_HP_is_value"),
    (0xe2, "DW_OP_HP_fltconst4"),
    (0xe3, "DW_OP_HP_fltconst8"),
    (0xe4, "DW_OP_HP_mod_range"),
    (0xe5, "DW_OP_HP_unmod_range"),
    (0xe6, "DW_OP_HP_tls"),
    (0xe8, "DW_OP_INTEL_bit_piece"),
    (0xed, "DW_OP_WASM_location"),
    (0xee, "DW_OP_WASM_location_int"),
    (0xf0, "DW_OP_APPLE_uninit"),
    (0xf2, "DW_OP_GNU_implicit_pointer"),
    (0xf3, "DW_OP_GNU_entry_value"),
    (0xf8, "DW_OP_PGI_omp_thread_num"),
    (0xfb, "DW_OP_GNU_addr_index"),
    (0xfc, "DW_OP_GNU_const_index"),
    (0xe9, "DW_OP_LLVM_user"),
    (0x1000, "DW_OP_LLVM_fragment"),
    (0x1001, "DW_OP_LLVM_convert"),
    (0x1002, "DW_OP_LLVM_tag_offset"),
    (0x1003, "DW_OP_LLVM_entry_value"),
    (0x1004, "DW_OP_LLVM_implicit_pointer"),
    (0x1005, "DW_OP_LLVM_arg"),
    (0x1006, "DW_OP_LLVM_extract_bits_sext"),
    (0x1007, "DW_OP_LLVM_extract_bits_zext"),
];

/// DW_MACINFO_*, in `Dwarf.def` order.
pub const MACINFOS: &[(u32, &str)] = &[
    (0x1, "DW_MACINFO_define"),
    (0x2, "DW_MACINFO_undef"),
    (0x3, "DW_MACINFO_start_file"),
    (0x4, "DW_MACINFO_end_file"),
    (0xff, "DW_MACINFO_vendor_ext"),
];

/// `DICompileUnit` `emissionKind:` values.
pub const EMISSION_KINDS: &[(u32, &str)] = &[
    (0, "NoDebug"),
    (1, "FullDebug"),
    (2, "LineTablesOnly"),
    (3, "DebugDirectivesOnly"),
];

/// `DICompileUnit` `nameTableKind:` values.
pub const NAME_TABLE_KINDS: &[(u32, &str)] =
    &[(0, "Default"), (1, "GNU"), (2, "None"), (3, "Apple")];

/// `DIFile` `checksumkind:` values (0 means "no checksum" in the model).
pub const CHECKSUM_KINDS: &[(u32, &str)] = &[(1, "CSK_MD5"), (2, "CSK_SHA1"), (3, "CSK_SHA256")];

/// `DIFixedPointType` `kind:` values.
pub const FIXED_POINT_KINDS: &[(u32, &str)] = &[(0, "Binary"), (1, "Decimal"), (2, "Rational")];

/// `DIFlag*` names and values, in `DebugInfoFlags.def` order (which is the
/// order LLVM prints split flags in). `DIFlagZero` is 0.
pub const DI_FLAGS: &[(u32, &str)] = &[
    (0, "DIFlagZero"),
    (1, "DIFlagPrivate"),
    (2, "DIFlagProtected"),
    (3, "DIFlagPublic"),
    (1 << 2, "DIFlagFwdDecl"),
    (1 << 3, "DIFlagAppleBlock"),
    (1 << 4, "DIFlagReservedBit4"),
    (1 << 5, "DIFlagVirtual"),
    (1 << 6, "DIFlagArtificial"),
    (1 << 7, "DIFlagExplicit"),
    (1 << 8, "DIFlagPrototyped"),
    (1 << 9, "DIFlagObjcClassComplete"),
    (1 << 10, "DIFlagObjectPointer"),
    (1 << 11, "DIFlagVector"),
    (1 << 12, "DIFlagStaticMember"),
    (1 << 13, "DIFlagLValueReference"),
    (1 << 14, "DIFlagRValueReference"),
    (1 << 15, "DIFlagExportSymbols"),
    (1 << 16, "DIFlagSingleInheritance"),
    (2 << 16, "DIFlagMultipleInheritance"),
    (3 << 16, "DIFlagVirtualInheritance"),
    (1 << 18, "DIFlagIntroducedVirtual"),
    (1 << 19, "DIFlagBitField"),
    (1 << 20, "DIFlagNoReturn"),
    (1 << 22, "DIFlagTypePassByValue"),
    (1 << 23, "DIFlagTypePassByReference"),
    (1 << 24, "DIFlagEnumClass"),
    (1 << 25, "DIFlagThunk"),
    (1 << 26, "DIFlagNonTrivial"),
    (1 << 27, "DIFlagBigEndian"),
    (1 << 28, "DIFlagLittleEndian"),
    (1 << 29, "DIFlagAllCallsDescribed"),
    (1 << 30, "DIFlagNameIsSimplified"),
    ((1 << 2) | (1 << 5), "DIFlagIndirectVirtualBase"),
];

/// `DISPFlag*` names and values, in `DebugInfoFlags.def` order.
pub const SP_FLAGS: &[(u32, &str)] = &[
    (0, "DISPFlagZero"),
    (1, "DISPFlagVirtual"),
    (2, "DISPFlagPureVirtual"),
    (1 << 2, "DISPFlagLocalToUnit"),
    (1 << 3, "DISPFlagDefinition"),
    (1 << 4, "DISPFlagOptimized"),
    (1 << 5, "DISPFlagPure"),
    (1 << 6, "DISPFlagElemental"),
    (1 << 7, "DISPFlagRecursive"),
    (1 << 8, "DISPFlagMainSubprogram"),
    (1 << 9, "DISPFlagDeleted"),
    (1 << 11, "DISPFlagObjCDirect"),
];

const FLAG_ACCESSIBILITY: u32 = 3;
const FLAG_PTR_TO_MEMBER_REP: u32 = 3 << 16;
const FLAG_INDIRECT_VIRTUAL_BASE: u32 = (1 << 2) | (1 << 5);

/// Splits `DIFlags` the way LLVM prints them: accessibility first, then the
/// pointer-to-member representation, then `DIFlagIndirectVirtualBase`, then
/// single bits in table order. Returns the names and the unnamed rest.
pub fn split_di_flags(mut flags: u32) -> (Vec<&'static str>, u32) {
    let mut out = Vec::new();
    let a = flags & FLAG_ACCESSIBILITY;
    if a != 0 {
        out.push(name_of(DI_FLAGS, a as u64).unwrap_or("DIFlagPublic"));
        flags &= !a;
    }
    let r = flags & FLAG_PTR_TO_MEMBER_REP;
    if r != 0 {
        out.push(name_of(DI_FLAGS, r as u64).unwrap_or("DIFlagVirtualInheritance"));
        flags &= !r;
    }
    if flags & FLAG_INDIRECT_VIRTUAL_BASE == FLAG_INDIRECT_VIRTUAL_BASE {
        flags &= !FLAG_INDIRECT_VIRTUAL_BASE;
        out.push("DIFlagIndirectVirtualBase");
    }
    for &(v, n) in DI_FLAGS {
        // Multi-bit entries only ever match through the cases above.
        if v != 0 && v.is_power_of_two() && flags & v != 0 {
            out.push(n);
            flags &= !v;
        }
    }
    (out, flags)
}

/// Splits `DISPFlags` into named bits (table order) and the unnamed rest.
pub fn split_sp_flags(mut flags: u32) -> (Vec<&'static str>, u32) {
    let mut out = Vec::new();
    for &(v, n) in SP_FLAGS {
        if v != 0 && flags & v != 0 {
            out.push(n);
            flags &= !v;
        }
    }
    (out, flags)
}

// Operations that `DIExpression` handles specially.
/// `DW_OP_lit0` (0x30); `DW_OP_lit1` .. `DW_OP_lit31` follow.
pub const DW_OP_LIT0: u64 = 0x30;
/// `DW_OP_reg0` (0x50).
pub const DW_OP_REG0: u64 = 0x50;
/// `DW_OP_reg31` (0x6f).
pub const DW_OP_REG31: u64 = 0x6f;
/// `DW_OP_breg0` (0x70).
pub const DW_OP_BREG0: u64 = 0x70;
/// `DW_OP_breg31` (0x8f).
pub const DW_OP_BREG31: u64 = 0x8f;
/// `DW_OP_constu`: push an unsigned constant.
pub const DW_OP_CONSTU: u64 = 0x10;
/// `DW_OP_consts`: push a signed constant.
pub const DW_OP_CONSTS: u64 = 0x11;
/// `DW_OP_swap`
pub const DW_OP_SWAP: u64 = 0x16;
/// `DW_OP_deref`
pub const DW_OP_DEREF: u64 = 0x06;
/// `DW_OP_stack_value`: the expression computes the value, not its address.
pub const DW_OP_STACK_VALUE: u64 = 0x9f;
/// `DW_OP_LLVM_fragment, offset, size`: the location describes these bits of the variable.
pub const DW_OP_LLVM_FRAGMENT: u64 = 0x1000;
/// `DW_OP_LLVM_convert, bits, encoding`
pub const DW_OP_LLVM_CONVERT: u64 = 0x1001;
/// `DW_OP_LLVM_entry_value, N`
pub const DW_OP_LLVM_ENTRY_VALUE: u64 = 0x1003;
/// `DW_OP_LLVM_arg, N`: the `N`th value of a `DIArgList`.
pub const DW_OP_LLVM_ARG: u64 = 0x1005;

/// Number of elements (operation plus arguments) an operation takes in a
/// `DIExpression`, as LLVM counts them.
pub fn expr_op_size(op: u64) -> usize {
    if (DW_OP_BREG0..=DW_OP_BREG31).contains(&op) {
        return 2;
    }
    match op {
        0x1001 | 0x1000 | 0x1006 | 0x1007 | 0x92 /* bregx */ => 3,
        0x10 | 0x11 | 0x94 /* deref_size */ | 0x23 /* plus_uconst */ | 0x1002 | 0x1003 | 0x1005
        | 0x90 /* regx */ => 2,
        _ => 1,
    }
}

/// Whether LLVM 22 considers the expression well formed (`DIExpression::isValid`);
/// valid expressions print by operation name, others as raw numbers.
pub fn expr_is_valid(e: &[u64]) -> bool {
    let mut i = 0;
    while i < e.len() {
        let op = e[i];
        let size = expr_op_size(op);
        if i + size > e.len() {
            return false;
        }
        if (DW_OP_REG0..=DW_OP_REG31).contains(&op) || (DW_OP_BREG0..=DW_OP_BREG31).contains(&op) {
            return true;
        }
        match op {
            DW_OP_LLVM_FRAGMENT => return i + size == e.len(),
            DW_OP_STACK_VALUE => {
                if i + size != e.len() && e[i + size] != DW_OP_LLVM_FRAGMENT {
                    return false;
                }
            }
            DW_OP_SWAP => {
                if e.len() == 1 {
                    return false;
                }
            }
            DW_OP_LLVM_ENTRY_VALUE => {
                let first = if e[0] == DW_OP_LLVM_ARG && e.get(1) == Some(&0) { 2 } else { 0 };
                return i == first && e[i + 1] == 1;
            }
            0x1004 /* implicit_pointer */ | DW_OP_LLVM_CONVERT | DW_OP_LLVM_ARG | 0x1002 /* tag_offset */
            | 0x1006 | 0x1007 | DW_OP_CONSTU | 0x23 /* plus_uconst */ | 0x22 /* plus */ | 0x1c /* minus */
            | 0x1e /* mul */ | 0x1b /* div */ | 0x1d /* mod */ | 0x21 /* or */ | 0x1a /* and */
            | 0x27 /* xor */ | 0x24 /* shl */ | 0x25 /* shr */ | 0x26 /* shra */ | 0x06 /* deref */
            | 0x94 /* deref_size */ | 0x18 /* xderef */ | DW_OP_LIT0 | 0x20 /* not */ | 0x12 /* dup */
            | 0x90 /* regx */ | 0x92 /* bregx */ | 0x97 /* push_object_address */ | 0x14 /* over */
            | DW_OP_CONSTS | 0x29 /* eq */ | 0x2e /* ne */ | 0x2b /* gt */ | 0x2a /* ge */ | 0x2d /* lt */
            | 0x2c /* le */ | 0x17 /* rot */ | 0x19 /* abs */ | 0x1f /* neg */ => {}
            _ => return false,
        }
        i += size;
    }
    true
}

/// `DIExpression::isConstant` for signed constants: `DW_OP_consts C`, or
/// `DW_OP_consts C, DW_OP_stack_value` (optionally followed by a fragment).
/// Returns `C`.
pub fn expr_signed_constant(e: &[u64]) -> Option<i64> {
    if !matches!(e.len(), 2 | 3 | 6) || (e[0] != DW_OP_CONSTS && e[0] != DW_OP_CONSTU) {
        return None;
    }
    if e.len() == 2 && e[0] == DW_OP_CONSTS {
        return Some(e[1] as i64);
    }
    if (e.len() == 3 && e[2] != DW_OP_STACK_VALUE)
        || (e.len() == 6 && (e[2] != DW_OP_STACK_VALUE || e[3] != DW_OP_LLVM_FRAGMENT))
    {
        return None;
    }
    if e[0] == DW_OP_CONSTU {
        None
    } else {
        Some(e[1] as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(name_of(TAGS, 0x0d), Some("DW_TAG_member"));
        assert_eq!(value_of(LANGS, b"DW_LANG_C99"), Some(0x0c));
        assert_eq!(value_of(OPS, b"DW_OP_LLVM_fragment"), Some(0x1000));
        assert_eq!(name_of(OPS, 0x9f), Some("DW_OP_stack_value"));
        assert_eq!(name_of(ATES, 5), Some("DW_ATE_signed"));
        assert_eq!(value_of(MACINFOS, b"DW_MACINFO_define"), Some(1));
        assert_eq!(value_of(DI_FLAGS, b"DIFlagPrototyped"), Some(256));
    }

    #[test]
    fn flags_split_like_llvm() {
        let (names, rest) =
            split_di_flags(3 | (2 << 16) | (1 << 2) | (1 << 5) | (1 << 30) | (1 << 21));
        assert_eq!(
            names,
            [
                "DIFlagPublic",
                "DIFlagMultipleInheritance",
                "DIFlagIndirectVirtualBase",
                "DIFlagNameIsSimplified"
            ]
        );
        assert_eq!(rest, 1 << 21);
        let (names, rest) = split_sp_flags(2 | 4 | 256 | 2048);
        assert_eq!(
            names,
            [
                "DISPFlagPureVirtual",
                "DISPFlagLocalToUnit",
                "DISPFlagMainSubprogram",
                "DISPFlagObjCDirect"
            ]
        );
        assert_eq!(rest, 0);
    }

    #[test]
    fn expression_validity() {
        assert!(expr_is_valid(&[0x1000, 0, 32]));
        assert!(!expr_is_valid(&[0x1000, 0, 32, 6]));
        assert!(!expr_is_valid(&[0x16]));
        assert!(expr_is_valid(&[0x10, 1, 0x16]));
        assert!(expr_is_valid(&[0x1005, 0, 0x1003, 1, 0x53]));
        assert!(!expr_is_valid(&[0x1005, 1, 0x1003, 1]));
        assert!(!expr_is_valid(&[0x9f, 6]));
        assert!(!expr_is_valid(&[0x31]));
        assert_eq!(expr_signed_constant(&[0x11, 3, 0x9f]), Some(3));
        assert_eq!(expr_signed_constant(&[0x10, 3]), None);
    }
}

/// LLVM's `DIExpression::foldConstantMath` (run by `DIExpression::append`):
/// constant arithmetic folds (`DW_OP_plus_uconst 0` goes, `constu 2, constu
/// 3, plus` is `constu 5`, ...), then `constu 0` prints as `lit0` and
/// `constu N, plus` as `plus_uconst N`.
pub fn fold_constant_math(e: &[u64]) -> Vec<u64> {
    const PLUS: u64 = 0x22;
    const MINUS: u64 = 0x1c;
    const MUL: u64 = 0x1e;
    const DIV: u64 = 0x1b;
    const SHL: u64 = 0x24;
    const SHR: u64 = 0x25;
    const PLUS_UCONST: u64 = 0x23;
    // Operation starts, each with its length, clamped to the expression.
    fn ops(e: &[u64]) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        let mut i = 0;
        while i < e.len() {
            let n = expr_op_size(e[i]).min(e.len() - i);
            v.push((i, n));
            i += n;
        }
        v
    }
    // Literals and `plus_uconst` become `constu` forms.
    let mut w = Vec::with_capacity(e.len());
    for (i, n) in ops(e) {
        match e[i] {
            op @ 0x30..=0x4f => w.extend([DW_OP_CONSTU, op - DW_OP_LIT0]),
            PLUS_UCONST if n == 2 => w.extend([DW_OP_CONSTU, e[i + 1], PLUS]),
            _ => w.extend_from_slice(&e[i..i + n]),
        }
    }
    let fold = |a: u64, b: u64, op: u64| -> Option<u64> {
        match op {
            PLUS => a.checked_add(b),
            MINUS => a.checked_sub(b),
            SHL => (u64::from(a.leading_zeros()) >= b).then(|| a << b),
            SHR => (u64::from(a.trailing_zeros()) >= b).then(|| a >> b),
            MUL => a.checked_mul(b),
            DIV => (b != 0).then(|| a / b),
            _ => None,
        }
    };
    let neutral = |op: u64, c: u64| match op {
        PLUS | MINUS | SHL | SHR => c == 0,
        MUL | DIV => c == 1,
        _ => false,
    };
    let commutative = |a: u64, b: u64| a == b && (a == PLUS || a == MUL);
    let mut k = 0;
    loop {
        let o = ops(&w);
        let Some(&(at, _)) = o.get(k) else { break };
        let konst = |j: usize| {
            o.get(j)
                .filter(|&&(p, n)| w[p] == DW_OP_CONSTU && n == 2)
                .map(|&(p, _)| w[p + 1])
        };
        let op = |j: usize| o.get(j).map(|&(p, _)| w[p]);
        let Some(c1) = konst(k) else {
            k += 1;
            continue;
        };
        let Some(op2) = op(k + 1) else { break };
        if neutral(op2, c1) {
            w.drain(at..at + 3);
            k = 0;
            continue;
        }
        if o.get(k + 2).is_none() {
            k += 1;
            continue;
        }
        if let Some(c2) = konst(k + 1) {
            match fold(c1, c2, op(k + 2).unwrap()) {
                Some(r) => {
                    w.splice(at..at + 5, [DW_OP_CONSTU, r]);
                    k = 0;
                }
                None => k += 1,
            }
            continue;
        }
        if o.get(k + 3).is_none() {
            k += 1;
            continue;
        }
        if let Some(c2) = konst(k + 2) {
            if commutative(op2, op(k + 3).unwrap()) {
                match fold(c1, c2, op2) {
                    Some(r) => {
                        w[at + 1] = r;
                        w.drain(at + 3..at + 6);
                        k = 0;
                    }
                    None => k += 1,
                }
                continue;
            }
        }
        if o.get(k + 5).is_none() {
            k += 1;
            continue;
        }
        if let Some(c2) = konst(k + 4) {
            let (op4, op6) = (op(k + 3).unwrap(), op(k + 5).unwrap());
            if op(k + 2) == Some(DW_OP_LLVM_ARG) && commutative(op2, op4) && commutative(op4, op6) {
                match fold(c1, c2, op2) {
                    Some(r) => {
                        w[at + 1] = r;
                        w.drain(at + 6..at + 9);
                        k = 0;
                    }
                    None => k += 1,
                }
                continue;
            }
        }
        k += 1;
    }
    // Back to the short forms.
    let o = ops(&w);
    let mut out = Vec::with_capacity(w.len());
    let mut j = 0;
    while j < o.len() {
        let (p, n) = o[j];
        if w[p] == DW_OP_CONSTU && n == 2 {
            if w[p + 1] == 0 {
                out.push(DW_OP_LIT0);
                j += 1;
                continue;
            }
            if let Some(&(q, _)) = o.get(j + 1) {
                if w[q] == PLUS {
                    out.extend([PLUS_UCONST, w[p + 1]]);
                    j += 2;
                    continue;
                }
            }
        }
        out.extend_from_slice(&w[p..p + n]);
        j += 1;
    }
    out
}

#[cfg(test)]
mod fold_math_tests {
    use super::fold_constant_math as f;

    #[test]
    fn folds() {
        assert_eq!(f(&[0x23, 0, 0x06]), vec![0x06]);
        assert_eq!(f(&[0x23, 2, 0x23, 3]), vec![0x23, 5]);
        assert_eq!(f(&[0x10, 2, 0x10, 3, 0x1e]), vec![0x10, 6]);
        assert_eq!(f(&[0x10, 0]), vec![0x30]);
        assert_eq!(f(&[0x06, 0x1000, 0, 32]), vec![0x06, 0x1000, 0, 32]);
    }
}
