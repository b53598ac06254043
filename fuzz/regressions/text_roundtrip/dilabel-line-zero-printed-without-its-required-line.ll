; LLVM 22 prints a DILabel of line 0 without `line:`, which its parser
; requires: `llvm-as-22 | llvm-dis-22 | llvm-as-22` fails on this module
; ("missing required field 'line'"), and so does ours. text_roundtrip
; leaves such modules out (README, Fuzzing).
define void @f() !dbg !4 {
entry:
    #dbg_label(!7, !8)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "l.c", directory: "/")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILabel(scope: !4, name: "top", file: !1, line: 0)
!8 = !DILocation(line: 2, column: 1, scope: !4)
