declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f(i32 %a) !dbg !5 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.value(metadata !{i32 1, i32 2}, metadata !8, metadata !DIExpression()), !dbg !9
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !{null})
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "v", scope: !5, file: !1, line: 1, type: !7)
!9 = !DILocation(line: 1, column: 1, scope: !5)
!10 = distinct !DIAssignID()
!11 = !DILabel(scope: !5, name: "lbl", file: !1, line: 1)
!12 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 2, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!13 = !DILocation(line: 2, column: 1, scope: !12)
!14 = !DILocalVariable(name: "w", scope: !12, file: !1, line: 2, type: !7)

