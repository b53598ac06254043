define void @f() {
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !{})
