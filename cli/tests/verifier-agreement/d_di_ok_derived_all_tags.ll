define void @f() !dbg !4 {
  ret void, !dbg !7
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!named = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{null})
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 1, column: 1, scope: !4)
!10 = !{!11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "t", baseType: !5)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !5, size: 64, extraData: !30)
!14 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !5, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!17 = !DIDerivedType(tag: DW_TAG_immutable_type, baseType: !5)
!18 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!19 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !12)
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !5)
!21 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !12, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234, ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: true)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !30, baseType: !5, size: 32, extraData: i32 7)
!23 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !30, baseType: !31)
!24 = !DIDerivedType(tag: DW_TAG_friend, scope: !30, baseType: !31)
!25 = !DIDerivedType(tag: DW_TAG_set_type, baseType: !5, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_template_alias, name: "ta", baseType: !5, extraData: !{})
!27 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !30, baseType: !5, size: 32, annotations: !{!{!"btf_decl_tag", !"x"}})
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !{})
!31 = !DICompositeType(tag: DW_TAG_class_type, name: "B", file: !1, line: 1, size: 8, elements: !{})
